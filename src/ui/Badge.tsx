import type { ReactNode } from 'react';
import './badge.css';

/** A small status pill. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand'; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
