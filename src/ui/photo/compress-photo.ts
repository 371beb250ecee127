import { outputSize, type CropRect, type PhotoType, type PhotoUse } from '@/domain/photos/photos';

/**
 * Compressing a cropped photo in the browser (issue #40): WebP where the browser encodes it, else
 * JPEG (Safari's canvas.toBlob('image/webp') silently answers PNG, so the answer's type is
 * checked), lowering the quality and then the size until it fits `maxBytes`.
 */

const QUALITIES = [0.86, 0.78, 0.7, 0.62, 0.54, 0.46];

function toBlob(canvas: HTMLCanvasElement, type: PhotoType, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The first encoding the browser really produces: WebP, else JPEG. Remembered for the page's life. */
let encoding: PhotoType | null = null;

async function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  if (encoding !== 'image/jpeg') {
    const webp = await toBlob(canvas, 'image/webp', quality);
    if (webp?.type === 'image/webp') {
      encoding = 'image/webp';
      return webp;
    }
    encoding = 'image/jpeg';
  }
  const jpeg = await toBlob(canvas, 'image/jpeg', quality);
  if (!jpeg || jpeg.type !== 'image/jpeg') throw new Error('This browser encodes neither WebP nor JPEG');
  return jpeg;
}

/**
 * The `crop` of `source` drawn `width` pixels wide at the use's ratio and encoded in at most
 * `maxBytes`; each round that does not fit lowers the quality, then shrinks the picture by a
 * tenth.
 */
export async function compressPhoto(source: CanvasImageSource, crop: CropRect, use: PhotoUse, width: number, maxBytes: number): Promise<Blob> {
  let size = outputSize(use, crop, width);
  for (let round = 0; round < 8; round += 1) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // A transparent PNG gets a white background: JPEG has no transparency, WebP would keep it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      if (blob.size <= maxBytes) return blob;
    }
    size = outputSize(use, { width: size.width * 0.9 }, size.width * 0.9);
  }
  throw new Error('The photo does not fit the size limit');
}
