import { deliveryForecast } from '@/domain/orders/delivery-forecast';
import { formatClock, OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import type { Order } from '@/domain/orders/order';
import { isNewOrder } from '@/domain/orders/order-lifecycle';
import { useNow } from '@/ui/use-now';
import { useRestaurant } from './use-restaurant';
import './status.css';

/**
 * When the order should arrive: the restaurant's promise once it accepted; before that an
 * estimate from its usual preparation time (or 'aguardando o restaurante' while that is not
 * known). `compact` is the one line of an order card in 'Meus Pedidos'.
 */
export function ExpectedDelivery({ order, compact = false }: { order: Order; compact?: boolean }) {
  // Only an order still waiting for an answer needs the restaurant's usual time.
  const restaurant = useRestaurant(isNewOrder(order.status) ? order.restaurantId : null);
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const usualMinutes = restaurant.status === 'success' && restaurant.data ? restaurant.data.tempoPreparoPadrao : null;
  const forecast = deliveryForecast(order, usualMinutes, now);
  if (!forecast) return null;
  // 'Retirar no local': the time it should be ready at the counter.
  const what = order.modalidade === 'retirada' ? 'retirada' : 'entrega';

  if (compact) {
    return (
      <span className={forecast.kind === 'expected' ? 'order-card__expected' : 'order-card__estimate'}>
        {forecast.kind === 'expected'
          ? `Previsão de ${what}: ${formatClock(forecast.at)}`
          : forecast.kind === 'estimate'
            ? `Previsão: cerca de ${formatClock(forecast.at)} (aguardando o restaurante)`
            : 'Previsão: aguardando o restaurante'}
      </span>
    );
  }
  return (
    <p className="order-status__expected">
      Previsão de {what}:{' '}
      {forecast.kind === 'expected' ? (
        <strong>{formatClock(forecast.at)}</strong>
      ) : forecast.kind === 'estimate' ? (
        <>
          <strong>cerca de {formatClock(forecast.at)}</strong>
          <span className="hint order-status__expected-note">Estimativa pelo tempo de preparo habitual do restaurante; a previsão chega quando ele aceitar.</span>
        </>
      ) : (
        <strong>aguardando o restaurante</strong>
      )}
    </p>
  );
}
