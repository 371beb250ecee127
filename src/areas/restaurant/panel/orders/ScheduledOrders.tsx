import { useState } from 'react';
import { paymentLabel, type Order } from '@/domain/orders/order';
import type { RejectionReason } from '@/domain/orders/order-lifecycle';
import { scheduledForText } from '@/domain/orders/scheduling';
import { formatReais } from '@/domain/shared/money';
import { Button } from '@/ui/Button';
import { useScheduledOrders } from '../use-panel-data';
import { RejectDialog } from './AnswerDialogs';
import { useOrderWrites } from './use-order-writes';

/**
 * 'Agendados' (issue #54): the orders customers scheduled for a later slot, soonest first, apart
 * from the board (iFood's rule: never mistaken for one to cook now). Each reaches 'Novos' at its
 * slot less the preparation time, numbered then; until then the store may turn it down.
 */
export function ScheduledOrders({ restaurantId, now }: { restaurantId: string; now: Date }) {
  const scheduled = useScheduledOrders(restaurantId);
  if (scheduled.status === 'loading') return null;
  if (scheduled.status === 'error') return <p className="muted">Sem conexão com os pedidos agendados agora. A lista volta sozinha quando a conexão voltar.</p>;
  if (scheduled.data.length === 0) return null;
  return (
    <section className="card scheduled-orders" aria-labelledby="scheduled-orders-title">
      <h2 id="scheduled-orders-title">
        Agendados <span className="board-column__count">{scheduled.data.length}</span>
      </h2>
      <p className="hint">Cada um chega aos Novos no horário menos o tempo de preparo, para ser aceito como os outros.</p>
      <ul className="scheduled-orders__list">
        {scheduled.data.map((order) => (
          <ScheduledOrderItem key={order.id} order={order} now={now} />
        ))}
      </ul>
    </section>
  );
}

function ScheduledOrderItem({ order, now }: { order: Order; now: Date }) {
  const writes = useOrderWrites(order);
  const [rejecting, setRejecting] = useState(false);
  const bairro = typeof order.endereco === 'object' && order.endereco ? order.endereco.bairro : '';
  const reject = (reason: RejectionReason) => {
    setRejecting(false);
    writes.reject(reason);
  };
  return (
    <li className="scheduled-order">
      <div className="split">
        <strong>{order.agendadoPara ? scheduledForText(order.agendadoPara, now) : 'Agendado'}</strong>
        <span>{formatReais(order.totalValue)}</span>
      </div>
      <p className="hint">
        {order.clientName} · {order.modalidade === 'retirada' ? 'Retirada no balcão' : `Entrega${bairro ? ` em ${bairro}` : ''}`} · {paymentLabel(order)}
      </p>
      {order.avisoAgenda ? (
        <p className="hint scheduled-order__notice">
          {order.avisoAgenda.motivo === 'pausa' ? 'Na pausa' : 'Fora do novo horário'}: o cliente foi avisado e pode cancelar. Se mantiver, o pedido chega aos Novos no horário.
        </p>
      ) : null}
      <ul className="scheduled-order__items" aria-label="Itens">
        {order.itens.map((item, index) => (
          <li key={`${item.nome}-${index}`}>
            {item.quantidade}x {item.nome}
          </li>
        ))}
      </ul>
      {writes.error ? (
        <p className="field__error" role="alert">
          {writes.error}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" busy={writes.pendingKey === 'reject'} onClick={() => setRejecting(true)}>
        Recusar
      </Button>
      {rejecting ? <RejectDialog order={order} onReject={reject} onCancel={() => setRejecting(false)} /> : null}
    </li>
  );
}
