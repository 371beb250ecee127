import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { formatReais } from '@/domain/shared/money';
import { isUnpaidOnline, orderNumberLabel, orderReference, paymentLabel, placedAt, shortOrderId, type Order } from '@/domain/orders/order';
import { displayStatus, statusLabel, statusTone } from '@/domain/orders/order-status';
import { ONLINE_PAYMENT_STATE_LABELS } from '@/domain/payments/online-payment';
import { CUSTOMER_STEPS, PICKUP_STEPS, customerStep } from '@/domain/orders/customer-steps';
import { isNewOrder, isUnanswered } from '@/domain/orders/order-lifecycle';
import { pixMoment } from '@/domain/orders/pix-due';
import { scheduledForText } from '@/domain/orders/scheduling';
import { ASK_FOR_HELP_PARAM, PATHS } from '@/domain/shared/routes';
import { formatClock } from '@/domain/restaurants/opening-hours';
import { Badge } from '@/ui/Badge';
import { OrderMoneyLines } from '@/ui/OrderMoneyLines';
import { OrderRefunds } from '@/ui/OrderRefunds';
import { ItemChoices } from '@/ui/ItemChoices';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { useCloseUnanswered } from '@/state/use-close-unanswered';
import { useNow } from '@/ui/use-now';
import { ExpectedDelivery } from './ExpectedDelivery';
import { ScheduledWait } from './ScheduledWait';
import { CancelOrderNotice } from './CancelOrderNotice';
import { RatePrompt } from './RatePrompt';
import { RestaurantContactLinks } from './RestaurantContactLinks';
import { HandoverCode } from './HandoverCode';
import { DeliveryAddress } from './DeliveryAddress';
import { PickupAt } from './PickupAt';
import { PixPayment } from './PixPayment';
import { OnlinePaymentDue, onlineEndedText } from './OnlinePayment';
import { RiderOnTheWay } from './RiderOnTheWay';
import { RiderMapSection } from '@/ui/RiderMapSection';
import { HelpSection } from './HelpSection';
import { OrderChats } from './OrderChats';
import { RateDelivery } from './RateDelivery';
import { useOrder } from './use-order';
import '../orders/orders.css';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
/** How often the page checks whether the restaurant's time to answer ran out. */
const DEADLINE_CHECK_MS = 10_000;
const NO_ORDERS: Order[] = [];
/** An order that ended unaccepted whose Pix code the customer may have paid all the same (issue #36). */
const PAID_PIX_ANYWAY = 'Pagou o Pix mesmo assim? Fale com o restaurante para receber o valor de volta.';

/** Why an order ended without being delivered, in the customer's words, and what to do next. */
function EndedNotice({ order }: { order: Order }) {
  // An order paid in the app and never paid: what happened to its payment says it all (OnlinePayment.tsx).
  const text = isUnpaidOnline(order)
    ? ''
    : order.status === 'expirado'
      ? 'O restaurante não respondeu a tempo e o pedido foi encerrado.'
      : order.status === 'cancelado'
        ? 'Você cancelou este pedido.'
        : order.status === 'rejeitado' || order.status === 'rejected'
          ? `O restaurante recusou o pedido${order.motivoRejeicao ? `: ${order.motivoRejeicao.toLocaleLowerCase('pt-BR')}` : ''}.`
          : `Este pedido foi ${statusLabel(order.status).toLocaleLowerCase('pt-BR')}.`;
  return (
    <Notice
      tone="error"
      action={
        <ButtonLink to={PATHS.home} size="sm" variant="secondary">
          Escolher outro restaurante
        </ButtonLink>
      }
    >
      {[text, onlineEndedText(order) ?? 'Nenhum valor é cobrado: o pagamento seria feito na entrega.'].filter(Boolean).join(' ')}
    </Notice>
  );
}

/** While the restaurant has not answered: until when it may, and the customer's way out. */
function AwaitingAnswer({ order }: { order: Order }) {
  // Paid in the app (issue #52): the money comes back, by the order trigger's refund.
  const nothingOwed = order.pagamentoOnline ? 'o valor pago pelo app é devolvido' : 'nada é cobrado';
  return (
    <CancelOrderNotice
      order={order}
      confirmText={`O restaurante ainda não aceitou o pedido ${orderNumberLabel(order)}. Ele será cancelado e ${order.pagamentoOnline ? 'o valor pago pelo app será devolvido' : 'nada será cobrado'}.`}
    >
      Aguardando o restaurante aceitar.
      {order.prazoAceiteEm ? ` Se não houver resposta até as ${formatClock(order.prazoAceiteEm)}, o pedido é encerrado e ${nothingOwed}.` : ''}
    </CancelOrderNotice>
  );
}

/**
 * The status page before the order arrives: its header, the steps and the facts card as
 * placeholders of their real size (the steps are always the same list).
 */
function OrderStatusSkeleton() {
  return (
    <main className="page checkout-page order-status">
      <div className="order-status__head" aria-hidden="true">
        <SkeletonLine width="10em" className="order-status__restaurant" />
        <SkeletonLine width="9em" className="order-status__skeleton-title" />
        <SkeletonLine width="7em" className="order-status__skeleton-badge" />
      </div>
      <SkeletonList label="Carregando pedido..." count={CUSTOMER_STEPS.length} className="status-steps">
        <span className="status-steps__dot" />
        <SkeletonLine width="8em" />
      </SkeletonList>
      <div className="card facts order-facts" aria-hidden="true">
        {['Horário', 'Endereço', 'Pagamento', 'Total'].map((label) => (
          <div key={label}>
            <span className="facts__label">{label}</span>
            <SkeletonLine width="60%" />
          </div>
        ))}
      </div>
    </main>
  );
}

/** /status/{id}: the order's status, time, address and total, updated live (SPEC.md section 2). */
export function OrderStatusPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // 'Preciso de ajuda' from 'Meus Pedidos' lands with the form open, once: the address forgets it.
  const [askForHelp] = useState(() => params.get(ASK_FOR_HELP_PARAM) === '1');
  useEffect(() => {
    if (!params.has(ASK_FOR_HELP_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(ASK_FOR_HELP_PARAM);
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const order = useOrder(id, params.get('restaurante'), uid);
  const now = useNow(DEADLINE_CHECK_MS);
  useCloseUnanswered(order.status === 'success' && order.data ? [order.data] : NO_ORDERS, now);

  if (order.status === 'loading') return <OrderStatusSkeleton />;
  if (order.status === 'error') {
    return (
      <main className="page checkout-page">
        <Notice tone="error">Erro ao carregar o pedido. Verifique sua conexão e tente novamente.</Notice>
      </main>
    );
  }
  if (!order.data) {
    return (
      <main className="page checkout-page">
        <Notice tone="error">Pedido não encontrado.</Notice>
        <ButtonLink to={PATHS.myOrders}>Ver meus pedidos</ButtonLink>
      </main>
    );
  }

  const current = order.data;
  const shown = displayStatus(current);
  const step = customerStep(shown);
  // 'Retirar no local' (issue #40): its own steps, the store's address and the code for the counter.
  const pickup = current.modalidade === 'retirada';
  const steps: readonly string[] = pickup ? PICKUP_STEPS : CUSTOMER_STEPS;
  const placed = placedAt(current);
  return (
    <main className="page checkout-page order-status">
      <header className="order-status__head">
        <p className="order-status__restaurant">{current.restaurantName}</p>
        {/* A scheduled order gets its number of the day when it reaches the kitchen (issue #54). */}
        <h1>{current.status === 'agendado' ? 'Pedido agendado' : `Pedido ${orderNumberLabel(current)}`}</h1>
        {current.status === 'agendado' ? <p className="hint">Ref. {shortOrderId(current.id)}</p> : orderReference(current) ? <p className="hint">{orderReference(current)}</p> : null}
        <span id="order-status-label" className="visually-hidden">
          Status do pedido
        </span>
        <p className="order-status__live" role="status" aria-live="polite" aria-labelledby="order-status-label">
          <Badge tone={statusTone(shown)}>{statusLabel(shown)}</Badge>
        </p>
      </header>

      {/* Paying is what the page is for until it is paid (issue #52): first, above the steps. */}
      <OnlinePaymentDue order={current} />
      {step >= 0 ? (
        <ol className="status-steps" aria-label="Andamento do pedido">
          {steps.map((label, index) => (
            <li key={label} className={index < step ? 'is-done' : index === step ? 'is-current' : undefined} aria-current={index === step ? 'step' : undefined}>
              <span className="status-steps__dot" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ol>
      ) : (
        <EndedNotice order={current} />
      )}
      {isUnpaidOnline(current) ? null : <ExpectedDelivery order={current} />}
      {shown === 'aguardando_entregador' && current.deliverymanId ? <p className="hint">Um entregador aceitou e está indo buscar seu pedido no restaurante.</p> : null}
      {step === 3 && current.deliverymanId ? <RiderOnTheWay order={current} /> : null}
      {/* From the claim to the door: where the rider is (issue #54); nothing once delivered. */}
      <RiderMapSection order={current} audience="cliente" />
      <RatePrompt order={current} uid={uid} profileName={session.status === 'ready' ? session.profile?.nome : null} />
      {/* The ride, rated apart from the restaurant (issue #53). */}
      <RateDelivery order={current} uid={uid} />
      {isNewOrder(current.status) && !isUnanswered(current, now) ? <AwaitingAnswer order={current} /> : null}
      {current.status === 'agendado' ? <ScheduledWait order={current} now={now} /> : null}
      {step >= 0 && step < steps.length - 1 && !isUnpaidOnline(current) ? <HandoverCode restaurantId={current.restaurantId} orderId={current.id} pickup={pickup} /> : null}
      {pickup ? <PickupAt order={current} /> : null}
      {/* Past its time to answer the order is as good as closed: no Pix to wait for. */}
      {isUnanswered(current, now) ? null : <PixPayment order={current} />}
      {/* Talking about the order with the restaurant and the rider (issue #53). */}
      <OrderChats order={current} uid={uid} />
      <RestaurantContactLinks order={current} note={current.pagamento === 'Pix' && current.pix && pixMoment(current.status) === 'ended' ? PAID_PIX_ANYWAY : undefined} />
      {/* When it went wrong (issue #53): a case per problem, answered on this page. */}
      <HelpSection order={current} uid={uid} askNow={askForHelp} />

      <dl className="card facts order-facts">
        {current.agendadoPara ? (
          <div>
            <dt>Agendado para</dt>
            <dd>{scheduledForText(current.agendadoPara, now)}</dd>
          </div>
        ) : null}
        <div>
          {/* A scheduled order's createdAt is when it reached the kitchen; agendadoEm, when it was placed. */}
          <dt>{current.agendadoPara ? 'Feito em' : 'Horário'}</dt>
          <dd>{placed ? timeFormat.format(placed) : 'Aguardando confirmação do servidor'}</dd>
        </div>
        <div>
          <dt>{pickup ? 'Retirada' : 'Endereço'}</dt>
          <dd>{pickup ? `Retirar no local: ${current.restaurantAddress || current.restaurantName}` : <DeliveryAddress order={current} />}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>
            {current.pagamentoOnline ? `${paymentLabel(current)} · ${ONLINE_PAYMENT_STATE_LABELS[current.pagamentoOnline.estado]}` : current.pagamento || 'Na entrega'}
            {current.troco ? ` · troco para ${formatReais(current.troco)}` : ''}
          </dd>
        </div>
        {current.reparticao ? null : (
          <div>
            <dt>Total</dt>
            <dd className="order-facts__total">{formatReais(current.totalValue)}</dd>
          </div>
        )}
      </dl>

      <section className="card" aria-labelledby="status-items">
        <h2 id="status-items">Itens</h2>
        <ul className="list list--tight checkout-items">
          {current.itens.map((item, index) => (
            <li key={`${item.nome}-${index}`}>
              <span>
                {item.quantidade}x {item.nome}
                <ItemChoices choices={item.complementos} />
                {item.observacoes ? <em className="checkout-items__note">{item.observacoes}</em> : null}
              </span>
              <span>{formatReais(item.preco * item.quantidade)}</span>
            </li>
          ))}
        </ul>
        {current.reparticao ? <OrderMoneyLines breakdown={current.reparticao} viewer="cliente" pickup={pickup} /> : null}
        {/* Part of it given back (issue #52): what, how much, and why, under what was paid. */}
        <OrderRefunds refunds={current.reembolsos} forCustomer />
      </section>
      <ButtonLink to={PATHS.myOrders} variant="secondary">
        Ver todos os meus pedidos
      </ButtonLink>
    </main>
  );
}
