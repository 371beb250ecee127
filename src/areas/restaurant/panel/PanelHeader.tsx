import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { formatReais } from '@/domain/shared/money';
import { describeDay } from '@/domain/restaurants/opening-hours';
import { feeSummary } from '@/domain/delivery/delivery-areas';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { FoodImage } from '@/ui/FoodImage';
import { Icon } from '@/ui/Icon';
import { SkeletonBlock, SkeletonLine } from '@/ui/Skeleton';
import { formatPhone } from '@/domain/shared/validation';
import './panel-header.css';

/** 'Notificações' in the header on phones, where the bottom bar has no room for it (panel-tabs.css). */
function NotificationsLink() {
  return (
    <Link to={PATHS.notifications} className="icon-button panel-header__notifications" aria-label="Notificações" title="Notificações">
      <Icon name="bell" />
    </Link>
  );
}

function LogoutButton({ onLogout }: { onLogout: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label="Sair do painel" title="Sair" onClick={onLogout}>
      <Icon name="logout" />
    </button>
  );
}

/**
 * The header while the restaurant's document loads: its shape, so nothing moves when the data
 * lands, and a working logout (a wrongly shared tablet must be able to leave at once).
 */
function PanelHeaderSkeleton({ onLogout }: { onLogout: () => void }) {
  return (
    <header className="panel-header" aria-busy="true">
      <p className="visually-hidden" role="status">
        Carregando painel...
      </p>
      <div className="panel-header__main">
        <SkeletonBlock className="panel-header__logo panel-header__logo--loading" />
        <div className="panel-header__info" aria-hidden="true">
          <h1>
            <SkeletonLine width="12em" />
          </h1>
          <SkeletonLine width="16em" />
          <SkeletonLine width="9em" />
          <SkeletonLine width="20em" />
          <div className="panel-header__hours panel-header__hours--loading">
            <SkeletonLine width="18em" />
          </div>
        </div>
        <div className="panel-header__actions">
          <SkeletonBlock className="skeleton-block--button panel-header__edit--loading" />
          <NotificationsLink />
          <ThemeToggle />
          <LogoutButton onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}

/**
 * The panel's header (SPEC.md section 2, Restaurant panel); `restaurant` is null while it loads.
 * Without `onEdit` (a role that may not change the shop's data) there is no 'Editar Dados'.
 */
export function PanelHeader({ restaurant, onEdit, onLogout }: { restaurant: Restaurant | null; onEdit?: () => void; onLogout: () => void }) {
  const [hoursOpen, setHoursOpen] = useState(false);
  if (!restaurant) return <PanelHeaderSkeleton onLogout={onLogout} />;
  return (
    <header className="panel-header">
      <div className="panel-header__main">
        <span className="panel-header__logo">
          <FoodImage thumbnail src={restaurant.logo} ratio="1 / 1" eager />
        </span>
        <div className="panel-header__info">
          <h1>{restaurant.nome}</h1>
          <p>
            <Icon name="pin" size={16} /> {restaurant.endereco || 'Não informado'}
          </p>
          <p>
            <Icon name="phone" size={16} /> {restaurant.telefone ? formatPhone(restaurant.telefone) : 'Não informado'}
          </p>
          <p className="panel-header__money">
            Pedido mínimo: <strong>{formatReais(restaurant.pedidoMinimo)}</strong> · Taxa de entrega: <strong>{feeSummary(restaurant)}</strong>
          </p>
          <div className={hoursOpen ? 'panel-header__hours is-open' : 'panel-header__hours'}>
            <button type="button" className="link-button" aria-expanded={hoursOpen} onClick={() => setHoursOpen((value) => !value)}>
              <Icon name="clock" size={18} /> Horário de funcionamento: {hoursOpen ? 'Esconder Detalhes' : 'Ver Detalhes'}
            </button>
            {hoursOpen ? (
              restaurant.horarioFuncionamento.length === 0 ? (
                <p className="muted">Horário não informado.</p>
              ) : (
                <ul className="panel-hours">
                  {restaurant.horarioFuncionamento.map((day) => (
                    <li key={day.key}>
                      <span>{day.day}</span>
                      <span>{describeDay(day)}</span>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        </div>
        <div className="panel-header__actions">
          {onEdit ? (
            <Button variant="secondary" size="sm" icon={<Icon name="edit" size={18} />} onClick={onEdit}>
              Editar Dados
            </Button>
          ) : null}
          <NotificationsLink />
          <ThemeToggle />
          <LogoutButton onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
