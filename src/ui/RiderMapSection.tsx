import { lazy, Suspense, useState } from 'react';
import { distanceText, positionAgeText, riderWay } from '@/domain/delivery/rider-tracking';
import { type Order } from '@/domain/orders/order';
import { RIDER_CARRYING_STATUSES } from '@/domain/orders/order-status';
import { useRiderPosition } from '@/state/use-rider-position';
import { useNow } from './use-now';
import './map-frame.css';

// Leaflet and its styles come with the map only (issue #54): the home and the menus never load them.
const RiderMap = lazy(() => import('./map/RiderMap'));

/**
 * Where the rider is, for the customer's /status and the kitchen's card (issue #54): how far,
 * the estimate to the door (or to the store before pickup, for the kitchen), how old the
 * position is, and the map (on a tap where space is short: `compact`, the kitchen's cards). Nothing
 * once the order is delivered: the position is gone.
 */
export function RiderMapSection({ order, audience, compact = false }: { order: Order; audience: 'cliente' | 'loja'; compact?: boolean }) {
  const [mapShown, setMapShown] = useState(!compact);
  const onTheWay = (RIDER_CARRYING_STATUSES as readonly string[]).includes(order.status) && !!order.deliverymanId;
  const position = useRiderPosition({ restaurantId: order.restaurantId, orderId: order.id }, onTheWay);
  const now = useNow(15_000);
  if (!onTheWay || position.status !== 'success') return null;
  const rider = position.data;
  const name = order.entregadorNome || 'O entregador';
  if (!rider) {
    return <p className="hint rider-way__waiting">{name} ainda não compartilhou a localização.</p>;
  }
  const store = order.localizacaoLoja;
  const destination = typeof order.endereco === 'object' && order.endereco?.ponto ? order.endereco.ponto : null;
  const way = riderWay(audience, { rider: rider.point, store, destination, pickedUp: order.retiradoEm !== null });
  const distance = way.meters === null ? null : distanceText(way.meters);
  const age = rider.em ? positionAgeText(rider.em, now) : null;
  return (
    <section className="rider-way" aria-label="Entregador no mapa">
      <p className="rider-way__summary" aria-live="polite">
        {distance ? (
          <span>
            {name} está a {distance} {way.where}
          </span>
        ) : (
          <span>{name} está a caminho</span>
        )}
        {way.estimate ? <strong className="rider-way__eta">{way.estimate}</strong> : null}
        {age ? <span className="hint rider-way__age">({age})</span> : null}
      </p>
      {compact ? (
        <button type="button" className="link-button" aria-expanded={mapShown} onClick={() => setMapShown((shown) => !shown)}>
          {mapShown ? 'Esconder mapa' : 'Ver no mapa'}
        </button>
      ) : null}
      {mapShown ? (
        <Suspense fallback={<div className="map-loading">Carregando mapa...</div>}>
          <RiderMap rider={rider.point} store={store} destination={destination} label={`Mapa da entrega: ${name}, a loja e o endereço`} />
        </Suspense>
      ) : null}
    </section>
  );
}
