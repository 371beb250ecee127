/**
 * Firebase is most of Sabor's JavaScript. The app shell paints without it and loads it right
 * after, through this one loader (see `npm run bench` and scripts/check-size-budget.mjs).
 */
import type * as SessionModule from '@/services/session';

export type SessionServices = typeof SessionModule;

let loading: Promise<SessionServices> | undefined;

/** The session's Firebase services; a failed load (offline, say) is retried on the next call. */
export function loadSessionServices(): Promise<SessionServices> {
  loading ??= import('@/services/session').catch((error: unknown) => {
    console.error('Erro ao carregar o Firebase', error);
    loading = undefined;
    throw error;
  });
  return loading;
}
