import { useId } from 'react';

/** Sabor's mark: a warm bowl with rising steam. `withName` adds the wordmark. */
export function Logo({ size = 36, withName = false }: { size?: number; withName?: boolean }) {
  const gradientId = useId();
  const mark = (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a3d" />
          <stop offset="1" stopColor="#e8361c" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <path d="M14 33h36a18 18 0 0 1-36 0Z" fill="#fff7ef" />
      <path d="M20 36h24" stroke="#e8361c" strokeWidth="2.4" strokeLinecap="round" opacity=".35" />
      <g fill="none" stroke="#fff7ef" strokeWidth="3.2" strokeLinecap="round">
        <path d="M25 27c-3-3 3-5 0-9" />
        <path d="M32 27c-3-3 3-5 0-9" />
        <path d="M39 27c-3-3 3-5 0-9" />
      </g>
    </svg>
  );
  if (!withName) return mark;
  return (
    <span className="logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      {mark}
      <span className="logo__name" style={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.02em' }}>
        Sabor
      </span>
    </span>
  );
}
