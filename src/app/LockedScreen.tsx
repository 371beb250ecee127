import type { ReactNode } from 'react';
import { Icon } from '@/ui/Icon';
import './not-authorized.css';

/** What the locked screens say when 'Sair' did not work (the person stays signed in and may try again). */
export const SIGN_OUT_FAILED_MESSAGE = 'Não foi possível sair. Tente novamente.';

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
