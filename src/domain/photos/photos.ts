/**
 * Photos taken in the panel (issue #40): a dish's, the restaurant's logo and its cover. The
 * browser crops them to the screen's ratio and compresses them (WebP, or JPEG where the browser
 * cannot encode WebP); the savePhoto function checks who sends them, their type, size and
 * dimensions, and keeps them in the image store (functions/src/stores/photos.ts), one document per
 * size; /img/{id} serves them with a year's cache. A product's imageUrl (and a restaurant's logo
 * or capa) holds the photo's URL, '/img/{id}', or a pasted https address.
 */

/** What a photo is for, and so its ratio (width / height): the panel's three, and a customer's photo of what went wrong (issue #53). */
export type PhotoUse = 'prato' | 'logo' | 'capa' | 'ajuda';

/** The panel's uses (savePhoto); a help case's photo comes with the case (openHelpCase). */
export const PHOTO_USES: readonly PhotoUse[] = ['prato', 'logo', 'capa'];

/** The ratio each screen shows a photo at: a dish 4:3, a logo 1:1, a cover 3:1, a help case's 4:3. */
export const PHOTO_RATIO: Record<PhotoUse, { width: number; height: number }> = {
  prato: { width: 4, height: 3 },
  logo: { width: 1, height: 1 },
  capa: { width: 3, height: 1 },
  ajuda: { width: 4, height: 3 },
};

/** The width of the stored photo and of its small version for cards, in pixels. */
export const PHOTO_WIDTH = 800;
export const CARD_PHOTO_WIDTH = 320;

/** The most bytes a stored photo may have ('about 200 KB') and its card version. */
export const PHOTO_MAX_BYTES = 200_000;
export const CARD_PHOTO_MAX_BYTES = 60_000;

/** The biggest file the panel takes from the phone before compressing it. */
export const PICKED_FILE_MAX_BYTES = 15 * 1024 * 1024;

/** The encodings the store keeps. */
export type PhotoType = 'image/webp' | 'image/jpeg';

export const PHOTO_MESSAGES = {
  heic: 'Fotos HEIC não são aceitas. No iPhone, escolha "Mais compatível" em Ajustes > Câmera > Formatos, ou envie um print da foto.',
  tooLarge: 'A foto tem mais de 15 MB. Escolha uma foto menor.',
  notImage: 'Este arquivo não é uma foto. Escolha uma foto JPG, PNG ou WebP.',
  unreadable: 'Não foi possível abrir esta foto. Tente outra foto ou tire um print dela.',
  /** The server's refusals. */
  badType: 'A foto precisa estar em WebP ou JPEG.',
  badSize: 'A foto ficou grande demais. Tente de novo com outra foto.',
  badDimensions: 'A foto não está no tamanho esperado. Recorte a foto de novo.',
  notFound: 'Foto não encontrada.',
  /** A pasted address that does not load. */
  urlFails: 'Não foi possível carregar a imagem deste endereço. Confira a URL (ela deve começar com https://) ou envie uma foto.',
} as const;

/**
 * Why a file picked on the phone cannot be used, before reading it: HEIC (iPhones' default,
 * which browsers other than Safari cannot draw), over 15 MB, or not an image; null when it can.
 */
export function refusePickedFile(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  if (/^image\/hei[cf](-sequence)?$/.test(type) || /\.hei[cf]$/i.test(file.name)) return PHOTO_MESSAGES.heic;
  if (file.size > PICKED_FILE_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  if (type && !type.startsWith('image/')) return PHOTO_MESSAGES.notImage;
  return null;
}

/** The region of a `width` x `height` picture a crop at `ratio` shows at `zoom` (>= 1) centred at (cx, cy), in its pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The crop of a picture: the biggest region at the use's ratio, divided by `zoom`, centred as
 * close to (centerX, centerY) as keeps it inside the picture.
 */
export function cropRect(source: { width: number; height: number }, use: PhotoUse, zoom: number, centerX: number, centerY: number): CropRect {
  const ratio = PHOTO_RATIO[use].width / PHOTO_RATIO[use].height;
  const fitWidth = source.width / source.height > ratio ? source.height * ratio : source.width;
  const scale = Math.max(1, zoom);
  const width = fitWidth / scale;
  const height = width / ratio;
  const x = Math.min(Math.max(centerX - width / 2, 0), source.width - width);
  const y = Math.min(Math.max(centerY - height / 2, 0), source.height - height);
  return { x, y, width, height };
}

/** The pixel size of the photo stored for `use` at `width` pixels wide (never wider than the crop). */
export function outputSize(use: PhotoUse, crop: { width: number }, width: number): { width: number; height: number } {
  const ratio = PHOTO_RATIO[use];
  const w = Math.max(1, Math.round(Math.min(width, crop.width)));
  return { width: w, height: Math.max(1, Math.round((w * ratio.height) / ratio.width)) };
}

/** True when `width` x `height` is at the use's ratio (within rounding) and no wider than `maxWidth`. */
export function fitsUse(use: PhotoUse, width: number, height: number, maxWidth: number): boolean {
  if (width < 1 || height < 1 || width > maxWidth) return false;
  const ratio = PHOTO_RATIO[use];
  return Math.abs(height - (width * ratio.height) / ratio.width) <= 2;
}

/** What the bytes of an encoded picture say they are. */
export interface EncodedImage {
  type: PhotoType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 4);
  const at = (i: number) => bytes[i] ?? 0;
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (at(23) !== 0x9d || at(24) !== 0x01 || at(25) !== 0x2a) return null;
    return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (at(20) !== 0x2f) return null;
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: (at(24) | (at(25) << 8) | (at(26) << 16)) + 1, height: (at(27) | (at(28) << 8) | (at(29) << 16)) + 1 };
  }
  return null;
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame header carries the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      const width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
      return { width, height };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/**
 * The type and pixel size an encoded WebP or JPEG declares in its header, or null for anything
 * else (PNG, HEIC, a forged header): what the server checks a photo by, without decoding it.
 */
export function readEncodedImage(bytes: Uint8Array): EncodedImage | null {
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const size = webpSize(bytes);
    return size ? { type: 'image/webp', ...size } : null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return size ? { type: 'image/jpeg', ...size } : null;
  }
  return null;
}
