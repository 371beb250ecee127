import * as v from 'valibot';
import { CARD_PHOTO_MAX_BYTES, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_USES } from './photos';
import { isPhotoId } from './photo-urls';
import { documentId } from '../shared/request.schema';

/**
 * What the panel sends to the savePhoto and deletePhoto callables (functions/src/stores/photos.ts). The
 * bytes travel as base64 (the callable protocol is JSON); the server decodes them and checks the
 * type, the size and the dimensions their header declares (photos.ts readEncodedImage).
 */

/** Base64 of at most `bytes` bytes. */
export const base64Of = (bytes: number) =>
  v.pipe(v.string(PHOTO_MESSAGES.badType), v.minLength(8, PHOTO_MESSAGES.badType), v.maxLength(Math.ceil(bytes / 3) * 4, PHOTO_MESSAGES.badSize), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, PHOTO_MESSAGES.badType));

export const savePhotoSchema = v.object({
  restaurantId: documentId,
  uso: v.picklist(PHOTO_USES),
  /** The photo, at most PHOTO_WIDTH pixels wide. */
  foto: base64Of(PHOTO_MAX_BYTES),
  /** Its small version for cards, at most CARD_PHOTO_WIDTH pixels wide. */
  miniatura: base64Of(CARD_PHOTO_MAX_BYTES),
});
export type SavePhotoRequest = v.InferInput<typeof savePhotoSchema>;

export const deletePhotoSchema = v.object({
  restaurantId: documentId,
  fotoId: v.pipe(v.string(), v.check(isPhotoId, PHOTO_MESSAGES.notFound)),
});
export type DeletePhotoRequest = v.InferInput<typeof deletePhotoSchema>;
