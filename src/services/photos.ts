import type { PhotoUse } from '@/domain/photos/photos';
import { call } from './callable-refusal';

/**
 * The panel's photos (issue #40), through the savePhoto and deletePhoto callables
 * (functions/src/stores/photos.ts): the bytes go as base64, the server checks and keeps them.
 */

/** A blob's bytes as base64, as the callables take photos. */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Sends a cropped, compressed photo and its card version; resolves with its id and URL ('/img/{id}'). */
export async function callSavePhoto(restaurantId: string, uso: PhotoUse, foto: Blob, miniatura: Blob): Promise<{ fotoId: string; url: string }> {
  const [fotoBase64, miniaturaBase64] = await Promise.all([base64Of(foto), base64Of(miniatura)]);
  const { fotoId, url } = await call('savePhoto', { restaurantId, uso, foto: fotoBase64, miniatura: miniaturaBase64 });
  return { fotoId, url };
}

/** Deletes a photo that was sent but not kept (its form closed without saving). */
export async function callDeletePhoto(restaurantId: string, fotoId: string): Promise<void> {
  await call('deletePhoto', { restaurantId, fotoId });
}
