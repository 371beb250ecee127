import { useState } from 'react';
import { COMMISSION_PERCENT, commissionOf, formatPercent } from '@/domain/money/commission';
import { canRefundPart, planPartialRefund } from '@/domain/payments/partial-refund';
import type { RefundOrderItemsRequest } from '@/domain/payments/partial-refund.schema';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { OrderRefunds } from '@/ui/OrderRefunds';
import { RefundItemsDialog } from '@/ui/RefundItemsDialog';
import { useOrderRefund } from './use-order-refund';
import { formatCentavos, formatReais, toCentavos } from '@/domain/shared/money';
import { orderNumberAt, orderReference, type Order, type OrderItem } from '@/domain/orders/order';
import { statusLabel, statusTone } from '@/domain/orders/order-status';
import { saleStage } from '@/domain/money/sale-stage';
import { Badge } from '@/ui/Badge';
import { ItemChoices } from '@/ui/ItemChoices';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** SPEC.md section 2: items as 'quantidade x nome (preço)', the unit price. */
export function formatOrderItem(item: OrderItem): string {
  return `${item.quantidade} x ${item.nome} (${formatReais(item.preco)})`;
}

/**
 * One order in 'Todos os Pedidos': the number of the day with its restaurant (numbers repeat
 * across restaurants), status and date; the short id of SPEC.md only as a small reference; then
 * customer, value, commission and items.
 */
export function AdminOrderCard({ order }: { order: Order }) {
  const [refunding, setRefunding] = useState(false);
  const [refunded, setRefunded] = useState<number | null>(null);
  const refund = useOrderRefund();
  const stage = saleStage(order.status);
  // The commission as the order's breakdown has it (its contract's rate, on what it is charged on);
  // an order from before the breakdown, 10% of its total as it was then.
  const commission = formatCentavos(order.reparticao?.comissao.valor ?? commissionOf(toCentavos(order.totalValue)));
  const rate = formatPercent(order.reparticao?.comissao.percentual ?? COMMISSION_PERCENT);
  const reference = orderReference(order);
  return (
    <li className="card admin-order">
      <div className="admin-order__head">
        <strong className="admin-order__id">{orderNumberAt({ ...order, restaurantName: order.restaurantName || order.restaurantId || 'Restaurante' })}</strong>
        {reference ? <span className="hint admin-order__ref">{reference}</span> : null}
        <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
        <span className="admin-order__date">{order.createdAt ? dateFormat.format(order.createdAt) : 'Data indisponível'}</span>
      </div>
      <dl className="facts admin-order__facts">
        <div>
          <dt>Cliente</dt>
          <dd>{order.clientName || 'Cliente'}</dd>
        </div>
        <div>
          <dt>Valor</dt>
          <dd className="admin-order__value">{formatReais(order.totalValue)}</dd>
        </div>
        <div>
          <dt>Comissão ({rate})</dt>
          <dd>
            {stage === 'sold' ? (
              commission
            ) : stage === 'in_progress' ? (
              <>
                {commission} <span className="hint">(quando entregue)</span>
              </>
            ) : stage === 'awaiting' ? (
              <span className="hint">Aguardando o restaurante</span>
            ) : (
              <span className="hint">Não conta como venda</span>
            )}
          </dd>
        </div>
      </dl>
      {order.itens.length > 0 ? (
        <ul className="list admin-order__items" aria-label="Itens">
          {order.itens.map((item, index) => (
            <li key={`${item.nome}-${index}`}>
              {formatOrderItem(item)}
              <ItemChoices choices={item.complementos} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Part of an order paid in the app given back, at the operator's call of who bears it (issue #52). */}
      <OrderRefunds refunds={order.reembolsos} showFailed />
      {refunded !== null ? <Notice tone="success">Reembolso de {formatCentavos(refunded)} feito. O cliente foi avisado.</Notice> : null}
      {refunded === null && canRefundPart(order, new Date()) ? (
        <Button variant="secondary" size="sm" onClick={() => setRefunding(true)}>
          Reembolsar itens
        </Button>
      ) : null}
      {refunding ? (
        <RefundItemsDialog
          order={order}
          operator
          sending={refund.sending}
          refusal={refund.refusal}
          onSend={(request) =>
            void refund.send(request).then((result) => {
              if (!result.ok) return;
              setRefunded(planPartialRefundValue(order, request));
              setRefunding(false);
            })
          }
          onClose={() => {
            refund.clearRefusal();
            setRefunding(false);
          }}
        />
      ) : null}
    </li>
  );
}

/** What the refund just sent gave back, as the dialog showed it. */
function planPartialRefundValue(order: Order, request: RefundOrderItemsRequest): number {
  const planned = planPartialRefund(order, request.itens, request.responsavel ?? 'loja');
  return planned.ok ? planned.plan.valor : 0;
}

/** 'Todos os Pedidos' while orders load: cards of the same shape in the same grid. */
export function AdminOrderListSkeleton({ count }: { count: number }) {
  return (
    <SkeletonList label="Carregando pedidos..." count={count} className="card-grid card-grid--pair" itemClassName="card admin-order">
      <span className="admin-order__head">
        <SkeletonLine width="6em" />
        <SkeletonBlock className="skeleton-block--badge" />
      </span>
      <span className="facts admin-order__facts">
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index}>
            <SkeletonLine width="50%" className="facts__label" />
            <SkeletonLine width="70%" />
          </span>
        ))}
      </span>
      <span className="list admin-order__items">
        <SkeletonLine width="60%" />
      </span>
    </SkeletonList>
  );
}
