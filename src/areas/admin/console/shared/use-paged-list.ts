import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageCursor } from '@/services/paging';

export interface PagedList<T> {
  items: T[];
  /** 'loading': a page is on its way (the first, or 'Carregar mais'); 'error': the last one failed. */
  status: 'loading' | 'idle' | 'error';
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
  /** Asks again for the page that failed. */
  retry: () => void;
}

/** One page of a list and where the next starts (null: this was the last); services/paging.ts's Page by default. */
export interface PageOf<T, C> {
  items: T[];
  next: C | null;
}

interface State<T, C> {
  key: string | null;
  items: T[];
  next: C | null;
  status: 'loading' | 'idle' | 'error';
  error: Error | null;
}

/**
 * A list read a page at a time with cursors: the first page while `key` (the filters) is
 * unchanged, then one more per loadMore. A new key starts over; an answer for an older key or an
 * older request is dropped, so a slow page never lands in the wrong list.
 */
export function usePagedList<T, C = PageCursor>(key: string, load: (after: C | null) => Promise<PageOf<T, C>>): PagedList<T> {
  const [state, setState] = useState<State<T, C>>({ key: null, items: [], next: null, status: 'loading', error: null });
  const loadRef = useRef(load);
  const request = useRef(0);
  useEffect(() => {
    loadRef.current = load;
  });

  const fetchPage = useCallback((forKey: string, after: C | null, before: T[]) => {
    request.current += 1;
    const token = request.current;
    loadRef.current(after).then(
      (page) => {
        if (token === request.current) setState({ key: forKey, items: [...before, ...page.items], next: page.next, status: 'idle', error: null });
      },
      (error: unknown) => {
        console.error(`Loading ${forKey} failed`, error);
        if (token === request.current) setState({ key: forKey, items: before, next: after, status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }, []);

  useEffect(() => {
    fetchPage(key, null, []);
  }, [key, fetchPage]);

  const current: State<T, C> = state.key === key ? state : { key, items: [], next: null, status: 'loading', error: null };

  const again = (after: C | null) => {
    setState({ ...current, status: 'loading', error: null });
    fetchPage(key, after, current.items);
  };

  return {
    items: current.items,
    status: current.status,
    error: current.error,
    hasMore: current.status === 'idle' && current.next !== null,
    loadMore: () => again(current.next),
    retry: () => again(current.next),
  };
}
