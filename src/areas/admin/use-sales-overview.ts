import { useEffect, useState } from 'react';
import type { SalesOverview } from '@/domain/commission';
import { getSalesOverview } from '@/services/sales';

export type OverviewState =
  | { status: 'loading'; data: SalesOverview | null; error: undefined }
  | { status: 'success'; data: SalesOverview; error: undefined }
  | { status: 'error'; data: SalesOverview | null; error: Error };

/**
 * The dashboard's figures, loaded once (aggregation queries are one-off reads) and again when
 * `reload` is called. While reloading, the previous figures stay on screen.
 */
export function useSalesOverview(enabled: boolean): { state: OverviewState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OverviewState>({ status: 'loading', data: null, error: undefined });

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    getSalesOverview().then(
      (data) => current && setState({ status: 'success', data, error: undefined }),
      (error: unknown) => {
        console.error('Loading the sales overview failed', error);
        if (current) setState((previous) => ({ status: 'error', data: previous.data, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  return {
    state,
    reload: () => {
      setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
      setAttempt((value) => value + 1);
    },
  };
}
