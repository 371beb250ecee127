/**
 * Where a stored photo (issue #40, photos.ts) is served, and its small version for cards: apart
 * from photos.ts so every screen showing a thumbnail (the home's cards among them, in their first
 * load) carries these few lines and not the panel's crop and compression.
 */

/** The path the photos are served under, in development (a Vite proxy) and on Hosting (a rewrite). */
export const PHOTO_PATH = '/img/';

/** A photo's id: a Firestore auto id, and `_p` after it for the card version. */
const PHOTO_ID = /^[A-Za-z0-9]{20}$/;
const STORED_ID = /^[A-Za-z0-9]{20}(_p)?$/;

export function isPhotoId(id: string): boolean {
  return PHOTO_ID.test(id);
}

/** An id the image store may hold (a photo or its card version). */
export function isStoredPhotoId(id: string): boolean {
  return STORED_ID.test(id);
}

/** The card version's id. */
export function cardPhotoId(id: string): string {
  return `${id}_p`;
}

export function photoUrl(id: string): string {
  return `${PHOTO_PATH}${id}`;
}

/** The photo id in a URL of the store ('/img/{id}'), or null for anything else (a pasted address). */
export function photoIdOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(PHOTO_PATH)) return null;
  const id = url.slice(PHOTO_PATH.length);
  return isPhotoId(id) ? id : null;
}

/** The small version of a stored photo for a card; any other URL as it is. */
export function cardPhotoUrl(url: string | null | undefined): string | null | undefined {
  const id = photoIdOf(url);
  return id ? photoUrl(cardPhotoId(id)) : url;
}
