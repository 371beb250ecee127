import type { ReactNode } from 'react';
import { Button } from './Button';
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

/** An error that the person can try again: the one shape of "loading failed" across the app. */
export function RetryNotice({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Notice
      tone="error"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
