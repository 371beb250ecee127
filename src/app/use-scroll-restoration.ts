import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const KEY = 'sabor:scroll';
/**
 * How long 'back' keeps trying to reach the saved position while the page's content arrives (a
 * list re-read from Firestore on a busy phone can take a few seconds). Any scroll of the person's
 * own ends it at once.
 */
const RESTORE_FOR_MS = 5000;

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
 * The key a position is kept under. Every entry a document was first loaded on (a typed URL, a
 * link from outside) has the router's key 'default': the path keeps those entries apart.
 */
function entryKey(location: Location): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/**
 * What a person expects from pages: a new page opens at its top; the back and forward buttons
 * return to where they were on that page. (React Router's ScrollRestoration needs the data router,
 * which Sabor does not use.) Positions are kept per history entry for the tab's session; going
 * back, the page may still be loading its content, so the scroll is retried for a moment, until
 * the person scrolls themselves.
 *
 * The router reports the first location of a document as a 'POP' too, whether it came from a
 * reload, a typed URL or back from another site: that is a first load, which opens at the top.
 * Only a 'POP' within this document (the back and forward buttons) restores.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Where the current entry is scrolled to, kept as it happens: when the next page renders, the
  // document may already be shorter than this one was.
  const current = useRef({ key: entryKey(location), y: 0 });
  // The entry this document was loaded on, and whether the person has left it since.
  const firstEntry = useRef({ key: location.key, left: false });

  useEffect(() => {
    const onScroll = () => {
      current.current.y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const key = entryKey(location);
  useLayoutEffect(() => {
    // Before anything scrolls: the browser's own restoration would put a reload back where the
    // page was, under the app's feet.
    window.history.scrollRestoration = 'manual';
    if (location.key !== firstEntry.current.key) firstEntry.current.left = true;
    current.current = { key, y: 0 };
    let frame = 0;
    let stop = () => undefined as void;
    if (navigationType === 'POP' && firstEntry.current.left) {
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
    // `key` stands for location.key and the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, location.hash, navigationType]);
}
