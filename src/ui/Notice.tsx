import type { ReactNode } from 'react';
import './notice.css';

/** An inline message: errors are announced at once, the rest politely. */
export function Notice({
  tone = 'info',
  children,
  action,
}: {
  tone?: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="notice__text">{children}</div>
      {action ? <div className="notice__action">{action}</div> : null}
    </div>
  );
}
