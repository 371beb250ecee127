import { useState } from 'react';
import { useLoad, type LoadResult } from '@/ui/use-load';
import { useSubscription, type LiveResult, type Subscribe } from '@/ui/use-subscription';

/**
 * useSubscription with 'Tentar novamente': `retry` listens again from scratch (the key gains an
 * attempt number), for a console read whose listener failed.
 */
export function useRetryableSubscription<T>(key: string, subscribe: Subscribe<T>): LiveResult<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const result = useSubscription<T>(`${key}/${attempt}`, subscribe);
  return { ...result, retry: () => setAttempt((value) => value + 1) };
}

/** useLoad with 'Tentar novamente' / 'Atualizar': `retry` reads again (the key gains an attempt number). */
export function useRetryableLoad<T>(key: string, load: () => Promise<T>): LoadResult<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const result = useLoad<T>(`${key}/${attempt}`, load);
  return { ...result, retry: () => setAttempt((value) => value + 1) };
}
