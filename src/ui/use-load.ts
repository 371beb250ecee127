import { useEffect, useState } from 'react';

export type LoadResult<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/**
 * Runs a one-off read (`load`, e.g. an aggregation query) while `key` is unchanged and returns
 * its answer. `key` identifies what is read (a period, an attempt number): when it changes the
 * result is loading again, and an answer for an older key is dropped, so a slow reply for the
 * previous period never overwrites the current one. `key` null: nothing to read yet.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadResult<T> {
  const [state, setState] = useState<{ key: string | null; result: LoadResult<T> }>({ key: null, result: { status: 'loading' } });

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    load().then(
      (data) => current && setState({ key, result: { status: 'success', data } }),
      (error: unknown) => {
        console.error(`Loading ${key} failed`, error);
        if (current) setState({ key, result: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` is what identifies the read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key ? state.result : { status: 'loading' };
}
