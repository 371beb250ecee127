import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

/**
 * A grey line standing in for one line of text. It holds a no-break space, so it takes the line
 * height of the font around it: give it the real text's class and the placeholder is exactly as
 * tall as the text that replaces it (no layout shift).
 */
export function SkeletonLine({ width = '100%', className }: { width?: string; className?: string }) {
  return (
    <span className={className ? `skeleton-line ${className}` : 'skeleton-line'} style={{ width }} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

/** A grey block (a picture, a badge, a button): give it the real element's class for its size. */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={className ? `skeleton-block ${className}` : 'skeleton-block'} style={style} aria-hidden="true" />;
}

/**
 * Placeholder for content of a known shape while it loads: `count` copies of `children` (one
 * card) in a list laid out like the real one (`className`, e.g. 'card-grid'), each item with the
 * real card's class (`itemClassName`). The placeholders are hidden from screen readers; `label`
 * (the loading text) is what assistive technology hears instead, as a status. Leave `label` out
 * on a second list of the same screen, so the loading text is said once.
 */
export function SkeletonList({
  label,
  count = 3,
  className,
  itemClassName,
  children,
}: {
  label?: string;
  count?: number;
  className?: string;
  itemClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="skeleton" aria-busy="true">
      {label ? (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      ) : null}
      <ul className={className ? `skeleton__list ${className}` : 'skeleton__list'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={itemClassName}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  );
}
