import type { Order } from '@/domain/orders/order';
import { formatPhone, telLink } from '@/domain/shared/validation';
import { Icon } from '@/ui/Icon';
import './status.css';

/**
 * Who is bringing the order, once the rider has it in hand: the first name the claim copied from
 * the rider's profile, and a call link when that profile has a phone that can be dialled. Nothing
 * for an order the restaurant takes out itself, or one claimed before orders kept the name.
 */
export function RiderOnTheWay({ order }: { order: Pick<Order, 'entregadorNome' | 'entregadorTelefone'> }) {
  if (!order.entregadorNome) return null;
  const call = order.entregadorTelefone ? telLink(order.entregadorTelefone) : null;
  return (
    <section className="card rider-on-the-way" aria-labelledby="rider-on-the-way">
      <h2 id="rider-on-the-way">
        {order.entregadorNome} está levando seu pedido
      </h2>
      {call ? (
        <a className="btn btn--secondary btn--md" href={call} aria-label={`Ligar para o entregador: ${formatPhone(order.entregadorTelefone)}`}>
          <Icon name="phone" size={18} /> Ligar para o entregador
        </a>
      ) : null}
    </section>
  );
}
