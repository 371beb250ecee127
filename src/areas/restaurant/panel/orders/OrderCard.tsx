import { useState } from 'react';
import { formatAddress } from '@/domain/delivery/address';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { statusLabel, statusTone } from '@/domain/orders/order-status';
import { advanceLabel, formatWaited, isNewOrder, MAX_PREP_MINUTES, minutesSince, panelActions, PREP_EXTENSION_MINUTES, waitTone, type RejectionReason } from '@/domain/orders/order-lifecycle';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ItemChoices } from '@/ui/ItemChoices';
import { Notice } from '@/ui/Notice';
import { AcceptDialog, RejectDialog } from './AnswerDialogs';
import { OrderCardMoney } from './OrderCardMoney';
import { BlockCustomerAction } from './BlockCustomerAction';
import { useOrderWrites, useRefundItems } from './use-order-writes';
import { canRefundPart } from '@/domain/payments/partial-refund';
import { chatOpen } from '@/domain/orders/order-chat';
import { OrderChatButton } from '@/ui/OrderChatButton';
import { RiderMapSection } from '@/ui/RiderMapSection';
import { RefundItemsDialog } from '@/ui/RefundItemsDialog';
import { PickupCodeForm } from './PickupCodeForm';
import { formatPhone, telLink } from '@/domain/shared/validation';
import { formatClock } from '@/domain/restaurants/opening-hours';
import '@/areas/restaurant/panel/panel.css';
import './orders.css';

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

const WAIT_TONE_LABEL = { ok: '', late: ' (atenção)', 'very-late': ' (atrasado)' } as const;

/**
 * One order on the panel: compact on the board (number, how long it has waited, what to cook,
 * total and the next action; delivery details on demand), read-only in the history but for
 * printing and blocking the customer (an abusive order is often noticed once it is closed).
 */
export function OrderCard({
  order,
  now,
  defaultPrepMinutes,
  acceptMinutes,
  history = false,
  blocked = false,
  onPrint,
  canRefund = false,
  uid = null,
}: {
  order: Order;
  now: Date;
  defaultPrepMinutes: number;
  acceptMinutes: number;
  /** In 'Histórico de Vendas': no actions but printing. */
  history?: boolean;
  /** The restaurant blocked this order's customer. */
  blocked?: boolean;
  onPrint: (order: Order) => void;
  /** The dono or the gerente: 'Reembolsar itens' on an order paid in the app (issue #52). */
  canRefund?: boolean;
  /** Who is at the counter: the order's chat with the customer (issue #53); none, no chat. */
  uid?: string | null;
}) {
  const actions = panelActions(order);
  const writes = useOrderWrites(order);
  const busy = writes.pendingKey;
  const error = writes.error;
  const [dialog, setDialog] = useState<'accept' | 'reject' | 'refund' | null>(null);
  const refunds = useRefundItems();

  const accept = (minutes: number) => {
    setDialog(null);
    writes.accept(minutes);
  };
  const reject = (reason: RejectionReason) => {
    setDialog(null);
    writes.reject(reason);
  };

  const waited = minutesSince(order.createdAt, now);
  const tone = history ? 'ok' : waitTone(order, now, acceptMinutes);
  const advance = advanceLabel(order.status, order);
  // 'Retirar no local' (issue #40): no address, no rider; 'Retirado' with the customer's code.
  const pickup = order.modalidade === 'retirada';
  const preparing = order.status === 'em_preparacao' || order.status === 'preparing';
  const readyAt = preparing && order.aceitoEm && order.tempoPreparoMin ? new Date(order.aceitoEm.getTime() + order.tempoPreparoMin * 60_000) : null;
  // Only the customer cancels, and on the board only for a while (isRecentCancellation).
  const cancelledByCustomer = !history && order.status === 'cancelado';
  const classes = ['card', 'panel-order', isNewOrder(order.status) && !history ? 'panel-order--new' : '', cancelledByCustomer ? 'panel-order--cancelled' : '', `panel-order--${tone}`]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes}>
      <header className="panel-order__head">
        <strong className="panel-order__id">{orderNumberLabel(order)}</strong>
        {history ? (
          <span className="muted">{order.createdAt ? dateTimeFormat.format(order.createdAt) : ''}</span>
        ) : (
          <span className={`wait-chip wait-chip--${tone}`} title={order.createdAt ? `Recebido às ${formatClock(order.createdAt)}` : undefined}>
            {formatWaited(waited)}
            {WAIT_TONE_LABEL[tone]}
          </span>
        )}
        {/* On the board the column says the stage; screen readers still hear it. */}
        <span className={history ? undefined : 'visually-hidden'}>
          <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
        </span>
      </header>
      {cancelledByCustomer ? (
        <p className="panel-order__cancelled">
          <strong>Cancelado pelo cliente</strong>
          {order.ultimaAtualizacao ? ` às ${formatClock(order.ultimaAtualizacao)}` : ''}. Não prepare.
        </p>
      ) : null}
      <p className="panel-order__client">
        {pickup ? (
          <>
            <Badge tone="info">Retirar no local</Badge>{' '}
          </>
        ) : null}
        {order.clientName || 'Cliente'}
        {blocked ? (
          <>
            {' '}
            <Badge tone="danger">Cliente bloqueado</Badge>
          </>
        ) : null}
      </p>

      <ul className="list list--tight panel-order__items">
        {order.itens.map((item, index) => (
          <li key={`${item.nome}-${index}`}>
            <span>
              <strong>{item.quantidade}x</strong> {item.nome}
              <ItemChoices choices={item.complementos} />
              {item.observacoes ? <em className="panel-order__note">Obs.: {item.observacoes}</em> : null}
            </span>
          </li>
        ))}
      </ul>
      {order.observacoesPedido ? <p className="panel-order__order-note">Observação do pedido: {order.observacoesPedido}</p> : null}

      <OrderCardMoney order={order} pickup={pickup} showFailedRefunds={canRefund} pixBusy={busy === 'pix'} onPixReceived={writes.setPixReceived} />
      {readyAt ? (
        <p className="panel-order__prep">
          Preparo: {order.tempoPreparoMin} min · pronto às {formatClock(readyAt)}
        </p>
      ) : null}
      {order.motivoRejeicao ? <p className="panel-order__reason">Motivo: {order.motivoRejeicao}</p> : null}
      {!history && order.deliverymanId ? (
        // Who is coming, by name (issue #51): the column says 'A caminho' before the pickup too.
        <p className="panel-order__rider">
          {order.retiradoEm
            ? `Retirado por ${order.entregadorNome || 'o entregador'} às ${formatClock(order.retiradoEm)}: a caminho do cliente`
            : `${order.entregadorNome || 'O entregador'} vem retirar${order.acceptedAt ? ` (aceitou às ${formatClock(order.acceptedAt)})` : ''}`}
        </p>
      ) : null}
      {/* How far the rider is (issue #54), the map on a tap. */}
      {!history && order.deliverymanId ? <RiderMapSection order={order} audience="loja" compact /> : null}
      {/* Given back before pickup (issue #36): back with the city's riders; the kitchen knows why it waits again. */}
      {!history && !order.deliverymanId && order.ultimaDevolucao ? (
        <p className="panel-order__rider">
          {order.ultimaDevolucao.entregadorNome || 'O entregador'} devolveu o pedido
          {order.ultimaDevolucao.em ? ` às ${formatClock(order.ultimaDevolucao.em)}` : ''}: {order.ultimaDevolucao.motivo}. Aguardando outro entregador.
        </p>
      ) : null}

      <details className="panel-order__details">
        <summary>{pickup ? 'Retirada e contato' : 'Entrega e contato'}</summary>
        <p>{pickup ? 'O cliente retira no balcão e mostra o código de retirada.' : formatAddress(order.endereco)}</p>
        {/* A delivered order keeps no phone for the kitchen (issue #39). */}
        {order.clientPhone ? (
          <p>
            <a href={telLink(order.clientPhone) ?? undefined}>{formatPhone(order.clientPhone)}</a>
          </p>
        ) : null}
        {/* Orders from before accounts have no customer to block. */}
        {order.userId && !blocked ? <BlockCustomerAction order={order} /> : null}
      </details>

      {error ? <Notice tone="error">{error}</Notice> : null}

      <div className="panel-order__actions">
        {!history && actions.accept ? (
          <Button busy={busy === 'accept'} disabled={!!busy} onClick={() => setDialog('accept')}>
            Aceitar
          </Button>
        ) : null}
        {!history && actions.reject ? (
          <Button variant="danger" busy={busy === 'reject'} disabled={!!busy} onClick={() => setDialog('reject')}>
            Rejeitar
          </Button>
        ) : null}
        {!history && actions.advanceTo && advance ? (
          <Button busy={busy === 'advance'} disabled={!!busy} onClick={() => writes.advance(actions.advanceTo!)}>
            {advance}
          </Button>
        ) : null}
        {!history && actions.checkPickupCode ? <PickupCodeForm order={order} /> : null}
        {!history && preparing && (order.tempoPreparoMin ?? defaultPrepMinutes) + PREP_EXTENSION_MINUTES <= MAX_PREP_MINUTES ? (
          <Button variant="secondary" busy={busy === 'extend'} disabled={!!busy} onClick={() => writes.extend()}>
            +{PREP_EXTENSION_MINUTES} min
          </Button>
        ) : null}
        {actions.print ? (
          <Button variant="secondary" onClick={() => onPrint(order)}>
            Imprimir
          </Button>
        ) : null}
        {canRefund && canRefundPart(order, now) ? (
          <Button variant="secondary" onClick={() => setDialog('refund')}>
            Reembolsar itens
          </Button>
        ) : null}
        {/* The customer's messages about this order (issue #53), while its chat is open. */}
        {uid && order.userId && chatOpen(order, 'loja', now) ? (
          <OrderChatButton
            target={{ restaurantId: order.restaurantId, orderId: order.id }}
            canal="loja"
            me="loja"
            uid={uid}
            open
            label="Mensagens"
            title={`Conversa com ${order.clientName || 'o cliente'} · Pedido ${orderNumberLabel(order)}`}
          />
        ) : null}
      </div>

      {dialog === 'accept' ? <AcceptDialog order={order} defaultMinutes={defaultPrepMinutes} onAccept={accept} onCancel={() => setDialog(null)} /> : null}
      {dialog === 'reject' ? <RejectDialog order={order} onReject={reject} onCancel={() => setDialog(null)} /> : null}
      {dialog === 'refund' ? (
        <RefundItemsDialog
          order={order}
          sending={refunds.pending}
          refusal={refunds.error}
          onSend={(request) => void refunds.refund(request).then((done) => done && setDialog(null))}
          onClose={() => {
            refunds.clearError();
            setDialog(null);
          }}
        />
      ) : null}
    </li>
  );
}
