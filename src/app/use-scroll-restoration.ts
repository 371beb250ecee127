import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const KEY = 'sabor:scroll';
/** How long 'back' keeps trying to reach the saved position while the page's content arrives. */
const RESTORE_FOR_MS = 2000;

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  const positions = savedPositions();
  positions[key] = y;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(positions));
  } catch {
    // No storage: back returns to the top.
  }
}

/**
 * What a person expects from pages: a new page opens at its top; the back and forward buttons
 * return to where they were on that page. (React Router's ScrollRestoration needs the data router,
 * which Sabor does not use.) Positions are kept per history entry for the tab's session; going
 * back, the page may still be loading its content, so the scroll is retried for a moment, until
 * the person scrolls themselves.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Where the current entry is scrolled to, kept as it happens: when the next page renders, the
  // document may already be shorter than this one was.
  const current = useRef({ key: location.key, y: 0 });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      current.current.y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    current.current = { key, y: 0 };
    let frame = 0;
    let stop = () => undefined as void;
    if (navigationType === 'POP') {
      const target = savedPositions()[key] ?? 0;
      const started = performance.now();
      const give = () => stop();
      stop = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('wheel', give);
        window.removeEventListener('touchstart', give);
        window.removeEventListener('keydown', give);
      };
      window.addEventListener('wheel', give, { passive: true });
      window.addEventListener('touchstart', give, { passive: true });
      window.addEventListener('keydown', give);
      const attempt = () => {
        window.scrollTo(0, target);
        if (Math.abs(window.scrollY - target) > 1 && performance.now() - started < RESTORE_FOR_MS) frame = requestAnimationFrame(attempt);
        else stop();
      };
      attempt();
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    return () => {
      stop();
      savePosition(key, current.current.y);
    };
  }, [location.key, location.hash, navigationType]);
}
