import type { ReactNode } from 'react';
import { Icon } from '@/ui/Icon';
import './not-authorized.css';

/** A whole screen behind a padlock (no permission, a suspended account): the title, then why and the way out. */
export function LockedScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="not-authorized">
      <div className="not-authorized__card">
        <span className="not-authorized__icon">
          <Icon name="lock" size={40} />
        </span>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
