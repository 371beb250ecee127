import { useState } from 'react';
import { formatReais } from '@/domain/money';
import { describeDay } from '@/domain/opening-hours';
import type { Restaurant } from '@/domain/restaurant';
import { Button } from '@/ui/Button';
import { FoodImage } from '@/ui/FoodImage';
import { Icon } from '@/ui/Icon';

/** The panel's header (SPEC.md section 2, Restaurant panel). */
export function PanelHeader({ restaurant, onEdit, onLogout }: { restaurant: Restaurant; onEdit: () => void; onLogout: () => void }) {
  const [hoursOpen, setHoursOpen] = useState(false);
  return (
    <header className="panel-header">
      <div className="panel-header__main">
        <span className="panel-header__logo">
          <FoodImage src={restaurant.logo} ratio="1 / 1" eager />
        </span>
        <div className="panel-header__info">
          <h1>{restaurant.nome}</h1>
          <p>
            <Icon name="pin" size={16} /> {restaurant.endereco || 'Não informado'}
          </p>
          <p>
            <Icon name="phone" size={16} /> {restaurant.telefone || 'Não informado'}
          </p>
          <p className="panel-header__money">
            Pedido mínimo: <strong>{formatReais(restaurant.pedidoMinimo)}</strong> · Taxa de entrega: <strong>{formatReais(restaurant.taxaEntrega)}</strong>
          </p>
        </div>
        <div className="panel-header__actions">
          <Button variant="secondary" size="sm" icon={<Icon name="edit" size={18} />} onClick={onEdit}>
            Editar Dados
          </Button>
          <button type="button" className="icon-button" aria-label="Sair do painel" title="Sair" onClick={onLogout}>
            <Icon name="logout" />
          </button>
        </div>
      </div>
      <div className="panel-header__hours">
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
    </header>
  );
}
