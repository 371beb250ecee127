/**
 * Firebase is most of Sabor's JavaScript. The app shell paints without it and loads it right
 * after, through this one loader (see `npm run bench` and the size budget in scripts/).
 */
function load() {
  return import('@/services/session');
}

export type SessionServices = Awaited<ReturnType<typeof load>>;

let loading: Promise<SessionServices> | undefined;

/** The session's Firebase services; a failed load (offline, say) is retried on the next call. */
export function loadSessionServices(): Promise<SessionServices> {
  loading ??= load().catch((error: unknown) => {
    console.error('Erro ao carregar o Firebase', error);
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Subscribes once the services are loaded. The returned function unsubscribes whether or not
 * loading has finished; `onLoadError` hears a failed load.
 */
export function subscribeWhenLoaded(
  subscribe: (services: SessionServices) => () => void,
  onLoadError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  loadSessionServices().then(
    (services) => {
      if (!cancelled) unsubscribe = subscribe(services);
    },
    (error: unknown) => {
      if (!cancelled) onLoadError(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
