import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { useSignOutToLogin } from '@/state/use-sign-out-to-login';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Logo } from '@/ui/Logo';
import { Notice } from '@/ui/Notice';
import './admin.css';
import './console/console.css';

const SECTIONS = [
  { to: PATHS.admin, label: 'Visão geral', end: true },
  { to: PATHS.adminApplications, label: 'Cadastros', end: false },
  { to: PATHS.adminRestaurants, label: 'Restaurantes', end: false },
  { to: PATHS.adminRiders, label: 'Entregadores', end: false },
  { to: PATHS.adminUsers, label: 'Usuários', end: false },
  { to: PATHS.adminCities, label: 'Cidades', end: false },
  { to: PATHS.adminFinance, label: 'Financeiro', end: false },
  { to: PATHS.adminSupport, label: 'Atendimento', end: false },
  { to: PATHS.adminHealth, label: 'Saúde', end: false },
] as const;

/** The element each console page marks as its title (ConsolePageTitle), focused after a navigation. */
export const PAGE_HEADING_SELECTOR = '[data-page-heading]';

/**
 * The operator's frame on every /admin-dashboard page: the title, 'Sair', and the sections
 * ('Visão geral', 'Cadastros', 'Restaurantes', 'Entregadores', 'Usuários', 'Cidades', 'Financeiro', 'Atendimento', 'Saúde'): tabs under the header
 * on a desk, a bar that scrolls sideways on a phone. Moving between pages puts the focus on the
 * new page's title, as a screen reader user expects after following a link.
 */
export function AdminLayout() {
  const { session } = useSession();
  const { pathname } = useLocation();
  const { leaving, failed: logoutError, logout } = useSignOutToLogin('Admin');
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The current section's tab in sight, on a bar that scrolls sideways (a phone), arrival included.
    document.querySelector('.console-nav__link.active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  useEffect(() => {
    // Not on arrival: the page starts at its top, as any page does.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.querySelector<HTMLElement>(PAGE_HEADING_SELECTOR)?.focus();
  }, [pathname]);

  // The route guard sends everyone else away first; this is the defensive second line.
  if (session.status !== 'ready' || session.type !== 'admin') {
    return (
      <main className="page admin">
        <Notice tone="error">Acesso negado. Por favor, faça login como um administrador.</Notice>
      </main>
    );
  }

  const name = session.profile?.nome || session.user.displayName || 'Administrador';



  return (
    <main className="page admin">
      <header className="split admin-header">
        <div className="admin-header__title">
          <Logo size={40} />
          <div>
            <h1>Painel de Administração</h1>
            <p className="hint">Bem-vindo(a), {name}!</p>
          </div>
        </div>
        <div className="admin-header__actions">
          <ThemeToggle />
          <Button variant="secondary" icon={<Icon name="logout" size={18} />} busy={leaving} onClick={() => void logout()}>
            Sair
          </Button>
        </div>
      </header>
      <nav className="console-nav" aria-label="Seções do painel">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className="console-nav__link">
            {section.label}
          </NavLink>
        ))}
      </nav>
      {logoutError ? <Notice tone="error">Erro ao fazer logout. Tente novamente.</Notice> : null}
      <Outlet />
    </main>
  );
}
