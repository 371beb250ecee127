import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first render. React.lazy (not the router's route-level `lazy`) so that the
 * RouteGate decides before any chunk is fetched: a visitor redirected away from the panel never
 * downloads the panel's code.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
