import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { bagSummary, formatItemCount } from '@/domain/checkout/bag';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { Icon } from '@/ui/Icon';
import { Logo } from '@/ui/Logo';
import { useToast } from '@/ui/Toast';
import { useBag } from '@/state/bag-store';
import { INSTALL_MESSAGES, isInstalled, promptInstall, useInstallAvailable } from '../pwa/install';
import { useSession } from '@/state/session-context';
import { ThemeToggle } from '@/ui/ThemeToggle';
import './customer-header.css';

// Loaded when opened: it writes through Firebase, which the header must not pull into first paint.
const EditProfileModal = lazy(async () => ({ default: (await import('./EditProfileModal')).EditProfileModal }));

function initialOf(name: string | null | undefined, email: string | null | undefined): string {
  return (name?.trim() || email?.trim() || '?').charAt(0).toUpperCase();
}

/** SPEC.md section 2, Header (customer area). */
export function CustomerHeader() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);
  const [bag] = useBag();
  // Shown unless already installed: where the browser cannot install, a tap explains how to.
  const installAvailable = useInstallAvailable();
  const showInstall = installAvailable || !isInstalled();
  const toast = useToast();
  const install = () => {
    promptInstall().then(
      (outcome) => toast(INSTALL_MESSAGES[outcome], outcome === 'accepted' || outcome === 'installed' ? 'success' : 'info'),
      () => toast(INSTALL_MESSAGES.unavailable, 'error'),
    );
  };
  const { itemCount, subtotal } = bagSummary(bag);
  const bagTotal = formatCentavos(subtotal);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  // While sign-in state loads (the home page paints that early) the header shows no account
  // actions yet: no 'Entrar' for someone who turns out to be signed in.
  const authLoading = session.status === 'loading-auth';
  const signedIn = session.status === 'ready' || session.status === 'loading-profile';
  const user = signedIn ? session.user : null;
  const name = session.status === 'ready' ? session.profile?.nome || user?.displayName : user?.displayName;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={PATHS.home} className="site-header__brand" aria-label="Sabor, página inicial">
          <Logo size={34} withName />
        </Link>
        <div className="site-header__actions">
          <ThemeToggle />
          {itemCount > 0 ? (
            // Whoever has a bag finds it from every page, signed in or not (the way back to it after
            // signing up lands on pages without the menu's floating button).
            <Link
              to={PATHS.bag}
              className="site-header__bag"
              aria-label={`Sacola: ${formatItemCount(itemCount)}, ${bagTotal}`}
              aria-current={pathname === PATHS.bag ? 'page' : undefined}
            >
              <Icon name="bag" size={20} />
              <span className="site-header__bag-count" aria-hidden="true">
                {itemCount}
              </span>
            </Link>
          ) : null}
          {showInstall ? (
            <button type="button" className={`site-header__install${itemCount > 0 ? ' site-header__install--beside-bag' : ''}`} aria-label="Instalar o aplicativo Sabor" onClick={install}>
              <Icon name="download" size={18} /> <span className="site-header__install-label">Instalar</span>
            </button>
          ) : null}
          {user ? (
            <div className="account-menu" ref={menuRef}>
              <button
                ref={triggerRef}
                type="button"
                className="account-menu__trigger"
                aria-haspopup="menu"
                aria-expanded={menuOpen}
                aria-label="Abrir menu da conta"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {user.photoURL ? (
                  <img src={user.photoURL} alt="" width={36} height={36} className="account-menu__avatar" />
                ) : (
                  <span className="account-menu__initial" aria-hidden="true">
                    {initialOf(name, user.email)}
                  </span>
                )}
              </button>
              {menuOpen ? (
                <div className="account-menu__list" role="menu">
                  <p className="account-menu__who">
                    <strong>{name || 'Olá!'}</strong>
                    <span>{user.email}</span>
                  </p>
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      setMenuOpen(false);
                      setEditingProfile(true);
                    }}
                  >
                    <Icon name="edit" /> Editar Perfil
                  </button>
                  <Link role="menuitem" to={PATHS.myOrders} onClick={() => setMenuOpen(false)}>
                    <Icon name="receipt" /> Meus Pedidos
                  </Link>
                  <Link role="menuitem" to={PATHS.myCredits} onClick={() => setMenuOpen(false)}>
                    <Icon name="receipt" /> Meus créditos
                  </Link>
                  <Link role="menuitem" to={PATHS.bag} onClick={() => setMenuOpen(false)}>
                    <Icon name="bag" /> Sacola <span className="account-menu__total">{bagTotal}</span>
                  </Link>
                  <Link role="menuitem" to={PATHS.notifications} onClick={() => setMenuOpen(false)}>
                    <Icon name="bell" /> Notificações
                  </Link>
                  <Link role="menuitem" to={PATHS.privacy} onClick={() => setMenuOpen(false)}>
                    <Icon name="lock" /> Privacidade
                  </Link>
                  <Link role="menuitem" to={PATHS.dataPolicy} onClick={() => setMenuOpen(false)}>
                    <Icon name="shield" /> Política de Dados
                  </Link>
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      setMenuOpen(false);
                      void signOut().then(() => navigate(PATHS.login));
                    }}
                  >
                    <Icon name="logout" /> Sair
                  </button>
                </div>
              ) : null}
            </div>
          ) : authLoading ? (
            // Holds the visitor's buttons' place, unseen, so nothing moves when they arrive.
            <span className="site-header__auth site-header__auth--pending" aria-hidden="true">
              <span className="site-header__link">Entrar</span>
              <span className="site-header__cta">Cadastre-se</span>
            </span>
          ) : (
            <nav className="site-header__auth" aria-label="Conta">
              <Link to={PATHS.login} className="site-header__link">
                Entrar
              </Link>
              <Link to={PATHS.signUp} className="site-header__cta">
                Cadastre-se
              </Link>
            </nav>
          )}
        </div>
      </div>
      {editingProfile ? (
        <Suspense fallback={null}>
          <EditProfileModal
            onClose={() => {
              setEditingProfile(false);
              // The menu item that opened the dialog is gone: give focus back to the account button.
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
