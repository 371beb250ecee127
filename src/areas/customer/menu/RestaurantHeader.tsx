import { useState } from 'react';
import { CHOOSE_BAIRRO_FOR_FEE, feeText, type DeliveryPlace, type DeliveryQuote } from '@/domain/delivery/delivery-areas';
import { deliveryTimeRange, formatDeliveryTimeRange } from '@/domain/delivery/delivery-time';
import { formatCentavos } from '@/domain/shared/money';
import { orderingBadge, type OrderingState } from '@/domain/restaurants/ordering-state';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { formatRating, type RatingSummary } from '@/domain/restaurants/review';
import { Badge } from '@/ui/Badge';
import { FoodImage } from '@/ui/FoodImage';
import { Icon } from '@/ui/Icon';
import { Stars } from '@/ui/StarRating';
import { WeekHoursTable } from '@/ui/WeekHoursTable';
import { formatPhone, telLink } from '@/domain/shared/validation';
import './restaurant-cover.css';

export type RatingState = { status: 'loading' } | { status: 'ready'; summary: RatingSummary } | { status: 'error' };


/** The menu's header (SPEC.md section 2, Restaurant menu). */
export function RestaurantHeader({
  restaurant,
  state,
  quote = null,
  place = null,
  rating,
  onShowComments,
  onRate,
  onChoosePlace,
}: {
  restaurant: Restaurant;
  /** Whether it takes orders now (open, closed, paused). */
  state: OrderingState;
  /** The delivery to the customer's place (fee and minimum of their bairro); null: none chosen. */
  quote?: DeliveryQuote | null;
  place?: DeliveryPlace | null;
  rating: RatingState;
  onShowComments: () => void;
  /** Present when the signed-in customer has a delivered order here still to review. */
  onRate?: () => void;
  /** Opens the place chooser ('Escolher bairro'). */
  onChoosePlace?: () => void;
}) {
  const [hoursOpen, setHoursOpen] = useState(false);
  return (
    <header className="menu-header">
      {restaurant.capa ? <FoodImage src={restaurant.capa} ratio="3 / 1" priority alt="" className="menu-header__cover" /> : null}
      <div className="menu-header__top">
        <span className="menu-header__logo">
          <FoodImage thumbnail src={restaurant.logo} ratio="1 / 1" eager />
        </span>
        <div className="menu-header__title">
          <h1>{restaurant.nome}</h1>
          {state.open ? <Badge tone="success">Aberto agora</Badge> : <Badge tone="danger">{orderingBadge(state)}</Badge>}
        </div>
      </div>

      <div className="menu-header__rating">
        {rating.status === 'loading' ? (
          <span className="hint">Carregando avaliações...</span>
        ) : rating.status === 'error' ? (
          <span className="hint">Erro ao carregar avaliações...</span>
        ) : rating.summary.average === null ? (
          <span className="hint">Ainda sem avaliações</span>
        ) : (
          <>
            <Stars value={rating.summary.average} />
            <strong>{formatRating(rating.summary.average)}</strong>
            <span className="hint">
              ({rating.summary.count} {rating.summary.count === 1 ? 'avaliação' : 'avaliações'})
            </span>
          </>
        )}
        <button type="button" className="link-button" onClick={onShowComments}>
          Ver Comentários
        </button>
        {onRate ? (
          <button type="button" className="link-button" onClick={onRate}>
            <Icon name="star" size={18} /> Avaliar
          </button>
        ) : null}
      </div>

      <dl className="facts menu-header__facts">
        <div>
          <dt>Tempo de entrega</dt>
          <dd>{formatDeliveryTimeRange(deliveryTimeRange(restaurant, quote))}</dd>
        </div>
        <div>
          <dt>{place ? `Entrega em ${place.bairro}` : 'Entrega'}</dt>
          <dd>
            {!quote ? (
              onChoosePlace ? (
                <button type="button" className="link-button" onClick={onChoosePlace}>
                  {CHOOSE_BAIRRO_FOR_FEE}
                </button>
              ) : (
                CHOOSE_BAIRRO_FOR_FEE
              )
            ) : quote.ok ? (
              feeText(quote)
            ) : (
              'Não entrega'
            )}
          </dd>
        </div>
        {quote?.ok ? (
          <div>
            <dt>Pedido mínimo</dt>
            <dd>{quote.minimum > 0 ? formatCentavos(quote.minimum) : 'Sem pedido mínimo'}</dd>
          </div>
        ) : null}
      </dl>

      <ul className="menu-header__contact">
        {restaurant.endereco ? (
          <li>
            <Icon name="pin" size={18} /> {restaurant.endereco}
          </li>
        ) : null}
        {restaurant.telefone ? (
          <li>
            <Icon name="phone" size={18} /> <a href={telLink(restaurant.telefone) ?? undefined}>{formatPhone(restaurant.telefone)}</a>
          </li>
        ) : null}
      </ul>

      <div className="menu-header__hours">
        <button type="button" className="link-button" aria-expanded={hoursOpen} onClick={() => setHoursOpen((value) => !value)}>
          <Icon name="clock" size={18} /> {hoursOpen ? 'Esconder horários' : 'Ver horários da semana'}
        </button>
        {hoursOpen ? <WeekHoursTable days={restaurant.horarioFuncionamento} /> : null}
      </div>
    </header>
  );
}
