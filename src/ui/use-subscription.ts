import { useEffect, useState } from 'react';

export type LiveResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

export type Subscribe<T> = (onNext: (value: T) => void, onError: (error: Error) => void) => () => void;

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs a service's `subscribeToX` while the component is mounted and `key` is unchanged, and
 * returns its latest answer. `key` identifies the query (e.g. a restaurant id): when it changes
 * the old listener stops and the result is loading again. `subscribe` null means "nothing to
 * listen to yet" (stays loading).
 */
export function useSubscription<T>(key: string, subscribe: Subscribe<T> | null): LiveResult<T> {
  const [state, setState] = useState<{ key: string; result: LiveResult<T> }>({ key, result: LOADING });

  useEffect(() => {
    if (!subscribe) return undefined;
    return subscribe(
      (data) => setState({ key, result: { status: 'success', data, error: undefined } }),
      (error) => setState({ key, result: { status: 'error', data: undefined, error } }),
    );
    // `subscribe` is a new closure each render; `key` is what identifies the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, subscribe === null]);

  return state.key === key ? state.result : LOADING;
}

/**
 * A Subscribe whose service module is loaded on first use, for pages that paint before Firebase
 * has downloaded (see the home page). A module that cannot be loaded reports through onError.
 */
export function deferredSubscription<M, T>(
  load: () => Promise<M>,
  subscribe: (module: M, onNext: (value: T) => void, onError: (error: Error) => void) => () => void,
): Subscribe<T> {
  return (onNext, onError) => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    load().then(
      (module) => {
        if (!cancelled) unsubscribe = subscribe(module, onNext, onError);
      },
      (error: unknown) => {
        if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };
}
