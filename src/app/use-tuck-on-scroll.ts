import { useEffect, useState } from 'react';

/** Movement, in px, that counts as a scroll in one direction (ignores jitter and rubber-banding). */
const THRESHOLD = 8;
/** Near the top of the page there is always room: never tucked there. */
const TOP_ZONE = 64;

/**
 * True while the person scrolls down through the page, false again as soon as they scroll up or
 * reach the top or the end. A floating button that would otherwise sit on top of the content
 * being read (and of its buttons: a mis-tap on a kitchen tablet) gets out of the way.
 */
export function useTuckOnScroll(): boolean {
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      if (y < TOP_ZONE || atEnd) setTucked(false);
      else if (y > last + THRESHOLD) setTucked(true);
      else if (y < last - THRESHOLD) setTucked(false);
      else return; // Too small a move: keep the reference point.
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return tucked;
}
