import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_WIDTH,
  fitsUse,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_WIDTH,
  readEncodedImage,
  type PhotoUse,
} from '@/domain/photos/photos';
import { cardPhotoId, isStoredPhotoId, photoIdOf, photoUrl } from '@/domain/photos/photo-urls';
import { deletePhotoSchema, savePhotoSchema } from '@/domain/photos/photo.schema';
import { actorOf, memberRoleIn, NOT_A_MANAGER_MESSAGE, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, type Actor, type Caller } from '../lib/callable-support';
import { PHOTO_COLLECTION, type ImageStore, type StoredPhoto } from '../lib/image-store';

/**
 * Photos from the panel (issue #40): savePhoto checks who sends a photo, its type, size and
 * dimensions and keeps it with its card version in the image store (lib/image-store.ts);
 * deletePhoto removes one taken but not kept; the img function serves them at /img/{id} with a
 * year's cache, so Hosting's CDN answers every view after the first; and a photo that a dish or
 * the restaurant stops using is deleted by the trigger of that document (releaseUnusedPhoto).
 */

/** A restaurant's managers (dono, gerente) and the operators: who may add or delete its photos. */
async function checkPhotoEditor(db: Firestore, actor: Actor, restaurantId: string): Promise<void> {
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  const [restaurant, member] = await db.getAll(restaurantRef, restaurantRef.collection('membros').doc(actor.uid));
  if (!restaurant?.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
  if (actor.tipo !== 'admin' && !memberRoleIn(member, ['dono', 'gerente'])) throw refuse('permission-denied', 'not-allowed', NOT_A_MANAGER_MESSAGE);
}

/** The decoded bytes of one size, checked: WebP or JPEG, at most `maxBytes`, at the use's ratio and no wider than `maxWidth`. */
export function checkedImage(base64: string, use: PhotoUse, maxBytes: number, maxWidth: number) {
  const bytes = Buffer.from(base64, 'base64');
  const image = readEncodedImage(bytes);
  if (!image) throw refuse('invalid-argument', 'bad-type', PHOTO_MESSAGES.badType);
  if (bytes.length > maxBytes) throw refuse('invalid-argument', 'bad-size', PHOTO_MESSAGES.badSize);
  if (!fitsUse(use, image.width, image.height, maxWidth)) throw refuse('invalid-argument', 'bad-dimensions', PHOTO_MESSAGES.badDimensions);
  return { bytes, ...image, etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 27) };
}

/**
 * A photo and its card version, checked for `use` and kept under a new id for `restaurantId`;
 * resolves with the id. The card version first: a photo is only referenced by its main id.
 */
export async function keepPhoto(db: Firestore, store: ImageStore, photo: { foto: string; miniatura: string }, use: PhotoUse, restaurantId: string, por: string): Promise<string> {
  const main = checkedImage(photo.foto, use, PHOTO_MAX_BYTES, PHOTO_WIDTH);
  const card = checkedImage(photo.miniatura, use, CARD_PHOTO_MAX_BYTES, CARD_PHOTO_WIDTH);
  const id = db.collection(PHOTO_COLLECTION).doc().id;
  const common = { restaurantId, uso: use, por };
  await store.put({ id: cardPhotoId(id), ...common, ...card });
  await store.put({ id, ...common, ...main });
  return id;
}

/** 'Usar foto': the cropped, compressed photo and its card version, kept under a new id. */
export async function savePhotoAs(db: Firestore, store: ImageStore, caller: Caller | undefined, data: unknown): Promise<{ ok: true; fotoId: string; url: string }> {
  const actor = await actorOf(db, caller);
  const request = readOrRefuse(savePhotoSchema, data);
  await checkPhotoEditor(db, actor, request.restaurantId);
  const id = await keepPhoto(db, store, request, request.uso, request.restaurantId, actor.uid);
  return { ok: true, fotoId: id, url: photoUrl(id) };
}

/** A photo taken in a form that was then closed without saving: both sizes deleted. */
export async function deletePhotoAs(db: Firestore, store: ImageStore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller);
  const request = readOrRefuse(deletePhotoSchema, data);
  await checkPhotoEditor(db, actor, request.restaurantId);
  const photo = await store.get(request.fotoId);
  if (!photo || photo.restaurantId !== request.restaurantId) throw refuse('not-found', 'not-found', PHOTO_MESSAGES.notFound);
  await store.delete([request.fotoId, cardPhotoId(request.fotoId)]);
  return { ok: true };
}

/**
 * When a dish's or the restaurant's photo changes from `before` to `after` (or the document is
 * deleted), the old photo's bytes are deleted, unless another dish of the restaurant or the
 * restaurant itself still shows it ('Duplicar' copies a dish with its photo).
 */
export async function releaseUnusedPhoto(db: Firestore, store: ImageStore, restaurantId: string, before: unknown, after: unknown): Promise<void> {
  const id = typeof before === 'string' ? photoIdOf(before) : null;
  if (!id || before === after) return;
  const url = photoUrl(id);
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  const [dishes, restaurant, photo] = await Promise.all([restaurantRef.collection('produtos').where('imageUrl', '==', url).limit(1).get(), restaurantRef.get(), store.get(id)]);
  if (!photo || photo.restaurantId !== restaurantId) return;
  if (!dishes.empty || restaurant.get('logo') === url || restaurant.get('capa') === url) return;
  await store.delete([id, cardPhotoId(id)]);
}

/**
 * A help case's photo (issue #53) taken off its case, or its case deleted: its bytes deleted.
 * Nothing else shows a case's photo, so nothing else needs checking.
 */
export async function releaseCasePhoto(store: ImageStore, before: unknown, after: unknown): Promise<void> {
  const id = typeof before === 'string' ? photoIdOf(before) : null;
  if (!id || before === after) return;
  await store.delete([id, cardPhotoId(id)]);
}

/** The long cache that lets Hosting's CDN and the browser keep a photo: its id never changes bytes. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /img/{id}: the bytes with their type, a year's cache and an ETag; 304 when the browser has them. */
export async function servePhoto(store: ImageStore, request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  // On Hosting the function sees /img/{id}; on the emulator, what follows the function's name.
  const id = request.path.split('/').filter(Boolean).pop() ?? '';
  const photo: StoredPhoto | null = isStoredPhotoId(id) ? await store.get(id) : null;
  if (!photo) {
    response.set('Cache-Control', 'public, max-age=60').status(404).type('text/plain').send('Foto não encontrada.');
    return;
  }
  const etag = `"${photo.etag}"`;
  response.set({ 'Cache-Control': PHOTO_CACHE_CONTROL, ETag: etag, 'Content-Type': photo.type, 'X-Content-Type-Options': 'nosniff' });
  if (request.get('If-None-Match')?.split(/\s*,\s*/).includes(etag)) {
    response.status(304).end();
    return;
  }
  response.set('Content-Length', String(photo.bytes.length));
  if (request.method === 'HEAD') response.status(200).end();
  else response.status(200).send(photo.bytes);
}
