import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '@/app/session-context';
import { ThemeToggle } from '@/app/ThemeToggle';
import type { Order } from '@/domain/orders';
import { PATHS } from '@/domain/routes';
import { subscribeToAvailableOrders, subscribeToMyActiveOrders } from '@/services/delivery';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Logo } from '@/ui/Logo';
import { Notice } from '@/ui/Notice';
import { useSubscription } from '@/ui/use-subscription';
import type { RiderData } from './rider-context';
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
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [logoutError, setLogoutError] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const uid = session.status === 'ready' ? session.user.uid : null;
  const isRider = session.status === 'ready' && session.type === 'motoboy';
  const name = session.status === 'ready' ? session.profile?.nome || session.user.displayName || 'Entregador' : 'Entregador';

  const available = useSubscription<Order[]>(`available:${uid ?? ''}:${attempt}`, uid ? (onNext, onError) => subscribeToAvailableOrders(onNext, onError) : null);
  const active = useSubscription<Order[]>(`active:${uid ?? ''}:${attempt}`, uid ? (onNext, onError) => subscribeToMyActiveOrders(uid, onNext, onError) : null);

  const alert = useWaitingOrderAlert(available);

  const data: RiderData = { uid, isRider, available, active, alert, retry: () => setAttempt((value) => value + 1) };

  async function logout() {
    setLogoutError(false);
    setLeaving(true);
    try {
      await signOut();
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      console.error('Rider logout failed', error);
      setLogoutError(true);
      setLeaving(false);
    }
  }

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
            <Button variant="secondary" size="sm" icon={<Icon name="logout" size={18} />} busy={leaving} onClick={() => void logout()}>
              Sair
            </Button>
          </span>
        </div>
        <nav className="rider-tabs" aria-label="Entregas">
          <NavLink to={PATHS.riderAvailable} className="rider-tabs__tab">
            Disponíveis <TabCount result={available} />
          </NavLink>
          <NavLink to={PATHS.riderActive} className="rider-tabs__tab">
            Minhas entregas <TabCount result={active} />
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
