import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { useSignOutToLogin } from '@/state/use-sign-out-to-login';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Logo } from '@/ui/Logo';
import { Notice } from '@/ui/Notice';
import type { RiderData } from './rider-context';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { useRiderAvailability } from './use-availability';
import { useRiderOrders } from './use-rider-orders';
import { useWaitingOrderAlert } from './use-waiting-order-alert';
import './rider.css';

const LOGOUT_ERROR = 'Não foi possível fazer logout. Tente novamente.';

function TabCount({ result }: { result: RiderData['available'] }) {
  if (result.status !== 'success') return null;
  return (
<span className="rider-tabs__count">{result.data.length}</span>
  );
}

/**
 * The rider's frame: a compact header with 'Sair', the two tabs, and the live lists both pages
 * read. Mobile first: a rider uses it on a phone, one-handed, between deliveries.
 */
export function RiderLayout() {
  const { session } = useSession();
  const [attempt, setAttempt] = useState(0);
  const { leaving, failed: logoutError, logout } = useSignOutToLogin('Rider');

  const uid = session.status === 'ready' ? session.user.uid : null;
  const isRider = session.status === 'ready' && session.type === 'motoboy';
  const name = session.status === 'ready' ? session.profile?.nome || session.user.displayName || 'Entregador' : 'Entregador';

  const availability = useRiderAvailability(uid, session.status === 'ready' ? session.profile?.rider : undefined);
  const { available, active } = useRiderOrders(uid, availability.cityKey, availability.available, attempt);

  const alert = useWaitingOrderAlert(available);

  const data: RiderData = { uid, isRider, available, active, alert, retry: () => setAttempt((value) => value + 1), availability };



  return (
    <div className="rider">
      <header className="rider-header">
        <div className="rider-header__inner">
          <span className="rider-header__brand">
            <Logo size={34} />
            <span className="rider-header__who">
              <span className="rider-header__role">Entregador</span>
              <strong className="rider-header__name">{name}</strong>
            </span>
          </span>
          <span className="rider-header__actions">
            <ThemeToggle />
            <Link to={PATHS.notifications} className="btn btn--ghost btn--sm rider-header__notifications" aria-label="Notificações" title="Notificações">
              <Icon name="bell" size={18} />
            </Link>
            <Button variant="secondary" size="sm" icon={<Icon name="logout" size={18} />} busy={leaving} onClick={() => void logout()}>
              Sair
            </Button>
          </span>
        </div>
        <AvailabilitySwitch availability={availability} />
        <nav className="rider-tabs" aria-label="Entregas">
          <NavLink to={PATHS.riderAvailable} className="rider-tabs__tab">
            Disponíveis <TabCount result={available} />
          </NavLink>
          <NavLink to={PATHS.riderActive} className="rider-tabs__tab">
            Minhas entregas <TabCount result={active} />
          </NavLink>
          <NavLink to={PATHS.riderEarnings} className="rider-tabs__tab">
            Ganhos
          </NavLink>
        </nav>
      </header>
      {alert.soundEnabled && alert.blocked ? (
        <div className="rider-page rider-page--flush">
          <Notice
            tone="warning"
            action={
              <Button size="sm" onClick={alert.enable}>
                Ativar som
              </Button>
            }
          >
            Toque para ativar o som: assim você ouve quando um pedido novo chegar.
          </Notice>
        </div>
      ) : null}
      {logoutError ? (
        <div className="rider-page rider-page--flush">
          <Notice tone="error">{LOGOUT_ERROR}</Notice>
        </div>
      ) : null}
      <Outlet context={data} />
    </div>
  );
}
