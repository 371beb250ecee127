/**
 * A PNG from raw scanlines, for the local stand-ins that draw images without an image library:
 * the Mercado Pago stand-in's Pix QR codes and the map tiles' stand-in.
 */
import { deflateSync } from 'node:zlib';

/** PNG chunks carry a CRC-32 (zlib.crc32 is not in every Node 20). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit PNG of `width` x `height`: `colour` 0 for grayscale (one byte a pixel) or 2 for RGB
 * (three); `scanlines` holds each row as one filter byte (0: none) then its pixels.
 */
export function encodePng(width, height, colour, scanlines) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colour, 0, 0, 0], 8); // 8-bit, the colour type, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
}
