import type { ReactNode } from 'react';
import { Logo } from '@/ui/Logo';
import './auth-card.css';

/** The frame shared by the sign-in, sign-up and verification screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <div className="auth-card__head">
          <Logo size={56} />
          <h1 id="auth-card-title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </section>
    </main>
  );
}
