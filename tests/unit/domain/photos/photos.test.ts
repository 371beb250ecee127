import { describe, expect, it } from 'vitest';
import { cropRect, fitsUse, outputSize, PHOTO_MESSAGES, readEncodedImage, refusePickedFile } from '@/domain/photos/photos';
import { cardPhotoUrl, photoIdOf } from '@/domain/photos/photo-urls';
import { jpegBytes, pngBytes, webpBytes } from '../../../fixtures/photos';

const ID = 'AbCdEfGhIj0123456789';

describe('photos (issue #40)', () => {
  it('reads the type and size a WebP or JPEG header declares, and nothing else', () => {
    expect(readEncodedImage(webpBytes(800, 600))).toEqual({ type: 'image/webp', width: 800, height: 600 });
    expect(readEncodedImage(jpegBytes(320, 240))).toEqual({ type: 'image/jpeg', width: 320, height: 240 });
    expect(readEncodedImage(pngBytes(800, 600))).toBeNull();
    expect(readEncodedImage(Buffer.from('....ftypheic....'))).toBeNull();
  });

  it('reads lossless and extended WebP headers', () => {
    const vp8l = webpBytes(1, 1);
    vp8l.write('VP8L', 12, 'ascii');
    vp8l[20] = 0x2f;
    const bits = (800 - 1) | ((267 - 1) << 14);
    vp8l.writeUInt32LE(bits >>> 0, 21);
    expect(readEncodedImage(vp8l)).toEqual({ type: 'image/webp', width: 800, height: 267 });
    const vp8x = webpBytes(1, 1);
    vp8x.write('VP8X', 12, 'ascii');
    vp8x.writeUIntLE(800 - 1, 24, 3);
    vp8x.writeUIntLE(800 - 1, 27, 3);
    expect(readEncodedImage(vp8x)).toEqual({ type: 'image/webp', width: 800, height: 800 });
  });

  it('refuses HEIC by type or name, and files over 15 MB, before reading them', () => {
    expect(refusePickedFile({ name: 'IMG_0001.HEIC', type: '', size: 1000 })).toBe(PHOTO_MESSAGES.heic);
    expect(refusePickedFile({ name: 'foto', type: 'image/heif', size: 1000 })).toBe(PHOTO_MESSAGES.heic);
    expect(refusePickedFile({ name: 'foto.jpg', type: 'image/jpeg', size: 15 * 1024 * 1024 + 1 })).toBe(PHOTO_MESSAGES.tooLarge);
    expect(refusePickedFile({ name: 'cardapio.pdf', type: 'application/pdf', size: 1000 })).toBe(PHOTO_MESSAGES.notImage);
    expect(refusePickedFile({ name: 'foto.png', type: 'image/png', size: 15 * 1024 * 1024 })).toBeNull();
  });

  it('crops at the use ratio, inside the picture, zoomed and moved', () => {
    expect(cropRect({ width: 1600, height: 1000 }, 'prato', 1, 800, 500)).toEqual({ x: (1600 - 1333.3333333333333) / 2, y: 0, width: 1333.3333333333333, height: 1000 });
    expect(cropRect({ width: 1000, height: 1000 }, 'capa', 1, 0, 0)).toEqual({ x: 0, y: 0, width: 1000, height: 1000 / 3 });
    const zoomed = cropRect({ width: 1000, height: 1000 }, 'logo', 2, 10_000, 10_000);
    expect(zoomed).toEqual({ x: 500, y: 500, width: 500, height: 500 });
    expect(outputSize('prato', { width: 1333 }, 800)).toEqual({ width: 800, height: 600 });
    expect(outputSize('capa', { width: 500 }, 800)).toEqual({ width: 500, height: 167 });
    expect(fitsUse('prato', 800, 600, 800)).toBe(true);
    expect(fitsUse('prato', 800, 800, 800)).toBe(false);
    expect(fitsUse('prato', 1200, 900, 800)).toBe(false);
  });

  it('knows a stored photo by its URL and gives cards its small version', () => {
    expect(photoIdOf(`/img/${ID}`)).toBe(ID);
    expect(photoIdOf('https://example.com/img/x.jpg')).toBeNull();
    expect(photoIdOf(`/img/${ID}_p`)).toBeNull();
    expect(cardPhotoUrl(`/img/${ID}`)).toBe(`/img/${ID}_p`);
    expect(cardPhotoUrl('https://example.com/x.jpg')).toBe('https://example.com/x.jpg');
  });
});
