import { useSyncExternalStore } from 'react';

/**
 * Whether the person has touched, clicked, typed or scrolled since this page load. Moving content
 * that starts on its own waits for it: someone who has not engaged with the page yet is not shown
 * motion (WCAG 2.2.2), and a page that keeps changing before anyone uses it counts as still
 * loading in Lighthouse's Speed Index.
 */
const EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

let interacted = false;
const listeners = new Set<() => void>();

function markInteracted() {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, markInteracted, true);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Capture phase, so events stopped by a component still count; passive, so scrolling never waits.
  for (const event of EVENTS) window.addEventListener(event, markInteracted, { capture: true, passive: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves on the person's first touch, click, key or scroll (at once if there was one). */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    if (interacted) resolve();
    else subscribe(() => resolve());
  });
}

export function useFirstInteraction(): boolean {
  return useSyncExternalStore(subscribe, () => interacted, () => false);
}
