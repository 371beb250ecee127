import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { formatPhone, telLink, whatsappLink } from '@/domain/shared/validation';
import { Icon } from '@/ui/Icon';
import { useRestaurant } from './use-restaurant';
import './status.css';

/**
 * 'Falar com o restaurante': a call, and a WhatsApp chat that opens with the order's number when
 * the restaurant's phone is a mobile (WhatsApp reaches no landline). Nothing while the
 * restaurant loads or when it gave no phone, unless there is a `note` to tell (why to call, as
 * after a Pix paid for an order that ended): then it is told with the restaurant's name.
 */
export function RestaurantContactLinks({ order, note }: { order: Pick<Order, 'id' | 'numero' | 'restaurantId' | 'restaurantName'>; note?: string }) {
  const restaurant = useRestaurant(order.restaurantId);
  const phone = restaurant.status === 'success' ? restaurant.data?.telefone : null;
  const call = phone ? telLink(phone) : null;
  if (!note && (!phone || !call)) return null;
  const name = restaurant.status === 'success' && restaurant.data ? restaurant.data.nome : order.restaurantName;
  const chat = phone ? whatsappLink(phone, `Olá! Sobre o meu pedido ${orderNumberLabel(order)}`) : null;
  return (
    <section className="card restaurant-contact" aria-labelledby="restaurant-contact">
      <h2 id="restaurant-contact">Falar com o restaurante</h2>
      {note ? <p>{note}</p> : null}
      <p className="hint">
        {name}
        {phone && call ? ` · ${formatPhone(phone)}` : ''}
      </p>
      {call ? (
        <div className="restaurant-contact__links">
          <a className="btn btn--secondary btn--md" href={call} aria-label={`Ligar para ${name}`}>
            <Icon name="phone" size={18} /> Ligar
          </a>
          {chat ? (
            <a className="btn btn--secondary btn--md" href={chat} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp de ${name}`}>
              <Icon name="chat" size={18} /> WhatsApp
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
