/**
 * Firebase is most of Sabor's JavaScript. The app shell paints without it and loads it after,
 * through these loaders (see `npm run bench` and scripts/check-size-budget.mjs): Auth for the
 * session, and the full Firestore SDK only once someone is signed in (their profile's listener),
 * so a visitor's first load never downloads it (issue #27).
 */
import type * as SessionModule from '@/services/session';
import type * as UsersModule from '@/services/users';

export type SessionServices = typeof SessionModule;
export type ProfileServices = typeof UsersModule;

/** A module import that logs a failure and is retried on the next call (offline, say). */
function retriedImport<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      console.error('Erro ao carregar o Firebase', error);
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The session's Auth services. */
export const loadSessionServices: () => Promise<SessionServices> = retriedImport(() => import('@/services/session'));

/** The signed-in person's profile listener and sync (the full Firestore SDK). */
export const loadProfileServices: () => Promise<ProfileServices> = retriedImport(() => import('@/services/users'));
