import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { formatAddress } from '@/domain/delivery/address';
import { formatReais } from '@/domain/shared/money';
import { orderNumberLabel, orderReference, paymentLabel, type Order } from '@/domain/orders/order';
import { ItemChoices } from '@/ui/ItemChoices';
import './print-ticket.css';
import { formatPhone } from '@/domain/shared/validation';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The kitchen ticket, laid out for 58/80 mm thermal paper. Mounting it prints once (the
 * `printId` changes per click), then `onDone` unmounts it.
 */
export function PrintTicket({ order, restaurantName, printId, onDone }: { order: Order; restaurantName: string; printId: number; onDone: () => void }) {
  useEffect(() => {
    const after = () => onDone();
    window.addEventListener('afterprint', after, { once: true });
    // Let the ticket reach the DOM before the print dialog freezes the page.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', after);
    };
    // One print per click: printId is what changes between clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [printId]);

  return createPortal(
    <section className="print-ticket" aria-label={`Comanda do pedido ${orderNumberLabel(order)}`}>
      <h1>{restaurantName}</h1>
      <p className="print-ticket__id">Pedido {orderNumberLabel(order)}</p>
      {orderReference(order) ? <p>{orderReference(order)}</p> : null}
      <p>{order.createdAt ? dateFormat.format(order.createdAt) : ''}</p>
      <hr />
      <ul>
        {order.itens.map((item, index) => (
          <li key={`${item.nome}-${index}`}>
            <span>
              {item.quantidade}x {item.nome}
            </span>
            <span>{formatReais(item.preco * item.quantidade)}</span>
            <ItemChoices choices={item.complementos} className="print-ticket__choices" />
            {item.observacoes ? <em>Obs.: {item.observacoes}</em> : null}
          </li>
        ))}
      </ul>
      {order.observacoesPedido ? <p className="print-ticket__note">Obs. do pedido: {order.observacoesPedido}</p> : null}
      <hr />
      <p>Subtotal: {formatReais(order.subTotal)}</p>
      {/* 'Retirar no local' (issue #40): no fee line, the counter's note instead of an address. */}
      {order.modalidade === 'retirada' ? null : <p>Entrega: {formatReais(order.taxaEntrega)}</p>}
      <p className="print-ticket__total">Total: {formatReais(order.totalValue)}</p>
      <p>
        Pagamento: {order.pagamentoOnline ? `${paymentLabel(order)} (já pago, nada a cobrar)` : order.pagamento || 'Na entrega'}
        {order.troco ? ` (troco para ${formatReais(order.troco)})` : ''}
      </p>
      <hr />
      <p>{order.clientName}</p>
      <p>{formatPhone(order.clientPhone)}</p>
      <p>{order.modalidade === 'retirada' ? 'RETIRAR NO LOCAL' : formatAddress(order.endereco)}</p>
    </section>,
    document.body,
  );
}
