import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { Logo } from '@/ui/Logo';
import './auth-card.css';

/** The frame shared by the sign-in, sign-up and verification screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <div className="auth-card__head">
          {/* The way back to browsing restaurants from any sign-in screen. */}
          <Link to={PATHS.home} aria-label="Sabor, página inicial" className="auth-card__home">
            <Logo size={56} />
          </Link>
          <h1 id="auth-card-title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </section>
    </main>
  );
}
