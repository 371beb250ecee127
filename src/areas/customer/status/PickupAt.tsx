import { isOldOrder, type Order } from '@/domain/orders/order';
import { describeDay, localWeekdayAndMinute } from '@/domain/restaurants/opening-hours';
import { useRestaurant } from './use-restaurant';
import './status.css';

/**
 * A pickup order's store ('Retirar no local', issue #40): the address it was placed with and a
 * Google Maps link, and the store's hours (live), until the order is over. As the checkout's
 * PickupPlace, written again here: a component both pages imported would be one more chunk on the
 * home's first load (scripts/check-size-budget.mjs has no room for it).
 */
export function PickupAt({ order }: { order: Order }) {
  const done = isOldOrder(order.status);
  const restaurant = useRestaurant(done ? null : order.restaurantId);
  if (done) return null;
  const info = restaurant.status === 'success' ? restaurant.data : null;
  const address = order.restaurantAddress || info?.endereco || '';
  const today = localWeekdayAndMinute(new Date()).weekday;
  return (
    <section className="card pickup-place" aria-labelledby="pickup-at-title">
      <h2 id="pickup-at-title">Retirar em {order.restaurantName}</h2>
      {address ? (
        <p className="split">
          <span>{address}</span>
          <a className="link-button" href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`} target="_blank" rel="noopener noreferrer" aria-label={`Abrir no mapa o endereço de ${order.restaurantName}`}>
            Ver no mapa
          </a>
        </p>
      ) : null}
      {info && info.horarioFuncionamento.length > 0 ? (
        <table className="hours-table" aria-label="Horário de funcionamento">
          <tbody>
            {info.horarioFuncionamento.map((day) => (
              <tr key={day.key} className={day.dayIndex === today ? 'hours-table__today' : undefined}>
                <th scope="row">{day.day}</th>
                <td>{describeDay(day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
