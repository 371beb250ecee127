import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HANDOVER_CODE_LENGTH, HANDOVER_LOCKED_MESSAGE, MAX_HANDOVER_ATTEMPTS } from '@/domain/orders/handover';
import { formatReais } from '@/domain/shared/money';
import { orderNumberAt, orderNumberLabel, type Order } from '@/domain/orders/order';
import { OrderChatButton } from '@/ui/OrderChatButton';
import { PATHS } from '@/domain/shared/routes';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Icon } from '@/ui/Icon';
import { ItemChoices } from '@/ui/ItemChoices';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { CashToday } from './CashToday';
import { useConfirmDelivery, usePickup } from './use-handover';
import { PixQrButton } from './PixQrButton';
import { ReleaseOrderButton } from './ReleaseOrderButton';
import { PositionSharing } from './PositionSharing';
import { RiderOrderList } from '@/areas/rider/shared/RiderOrderList';
import { DropOffBlock, MoneyBlock, PickupBlock, RiderCardTitle } from '@/areas/rider/shared/RiderOrderParts';
import { useRiderData, type AcceptedNotice } from '@/areas/rider/rider-context';
import './my-active-orders.css';

type Message = { tone: 'success' | 'error'; text: string };

function Items({ order }: { order: Order }) {
  return (
    <section className="rider-card__block" aria-label="Itens">
      <h3>Itens</h3>
      <ul className="list rider-items">
        {order.itens.map((item, index) => (
          <li key={`${item.nome}-${index}`}>
            <span>
              {item.quantidade}x {item.nome}
              <ItemChoices choices={item.complementos} />
              {item.observacoes ? <em className="rider-items__note">{item.observacoes}</em> : null}
            </span>
          </li>
        ))}
      </ul>
      {order.observacoesPedido ? <p className="rider-card__note">Observações: {order.observacoesPedido}</p> : null}
    </section>
  );
}

/** 'Peguei o pedido': the rider has it in hand; the customer is told it is on its way. */
function PickupButton({ order }: { order: Order }) {
  const { pickUp, busy, error } = usePickup(order);
  return (
    <>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button size="lg" block busy={busy} onClick={() => void pickUp()}>
        Confirmar retirada
      </Button>
      <p className="hint">Toque quando estiver com o pedido em mãos: o cliente passa a ver que ele está a caminho.</p>
    </>
  );
}

/**
 * At the door: the customer tells the 4-digit code shown on their order page and the rider types
 * it. The rules compare it with the customer's code without the rider ever reading it; a wrong
 * code changes nothing and says how many tries are left. What was typed stays in the field.
 */
function HandoverForm({ order, onDelivered }: { order: Order; onDelivered: (text: string) => void }) {
  const [code, setCode] = useState('');
  // After a reload the tries already made still count: the hook asks how many are left.
  const { confirm, busy, error, attemptsLeft } = useConfirmDelivery(order);
  const input = useRef<HTMLInputElement>(null);

  const locked = attemptsLeft === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || locked) return;
    if (await confirm(code.trim())) onDelivered(`Entrega do pedido ${orderNumberAt(order)} confirmada!`);
    else input.current?.select();
  }

  return (
    <form className="handover-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={input}
        label="Código de entrega"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={HANDOVER_CODE_LENGTH}
        value={code}
        disabled={locked}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, HANDOVER_CODE_LENGTH))}
        error={error}
        hint={
          locked
            ? null
            : `Peça ao cliente o código de ${HANDOVER_CODE_LENGTH} números que aparece no acompanhamento do pedido.${
                attemptsLeft !== null && attemptsLeft < MAX_HANDOVER_ATTEMPTS ? ` Tentativas restantes: ${attemptsLeft}.` : ''
              }`
        }
      />
      {locked && !error ? <Notice tone="warning">{HANDOVER_LOCKED_MESSAGE}</Notice> : null}
      <p className="hint">Receba {formatReais(order.totalValue)} antes de confirmar.</p>
      <Button type="submit" size="lg" block busy={busy} disabled={locked}>
        Confirmar entrega
      </Button>
    </form>
  );
}

/** `onDone`: what the page announces after the card's last act (a delivery confirmed, the order given back). */
function ActiveOrderCard({ order, highlighted, uid, onDone }: { order: Order; highlighted: boolean; uid: string | null; onDone: (text: string) => void }) {
  const pickedUp = !!order.retiradoEm;
  // The customer's messages about the delivery (issue #53): 'estou no portão'. Keyed: the pickup
  // moves it within the card, and an open conversation stays open when it moves.
  const chat = order.userId ? (
    <OrderChatButton
      key="chat"
      target={{ restaurantId: order.restaurantId, orderId: order.id }}
      canal="entregador"
      me="entregador"
      uid={uid}
      open
      label="Mensagens com o cliente"
      title={`Conversa com ${order.clientName || 'o cliente'} · Pedido ${orderNumberLabel(order)}`}
    />
  ) : null;
  return (
    <li className={highlighted ? 'card rider-card rider-card--new' : 'card rider-card'}>
      <div className="split">
        <RiderCardTitle order={order} />
        <Badge tone={pickedUp ? 'info' : 'warning'}>{pickedUp ? 'A caminho do cliente' : 'Retirar no restaurante'}</Badge>
      </div>
      {pickedUp ? (
        <>
          <DropOffBlock order={order} claimed />
          <MoneyBlock order={order} />
          <PixQrButton order={order} />
          {chat}
          <Items order={order} />
          <HandoverForm order={order} onDelivered={onDone} />
        </>
      ) : (
        <>
          <PickupBlock order={order} />
          <Items order={order} />
          <DropOffBlock order={order} claimed />
          <MoneyBlock order={order} />
          {chat}
          <PickupButton order={order} />
          <ReleaseOrderButton order={order} onReleased={onDone} />
        </>
      )}
    </li>
  );
}

/**
 * /deliveryman-dashboard/my-active-orders: the orders this rider carries. First the pickup (where,
 * whom to call, 'Confirmar retirada'), then the drop-off (where, whom to call, what to collect)
 * and the handover code that confirms the delivery. An order just accepted arrives with its
 * confirmation at the top of the screen.
 */
export function MyActiveOrdersPage() {
  const { uid, active, retry } = useRiderData();
  const location = useLocation();
  const navigate = useNavigate();
  const accepted = (location.state as { accepted?: AcceptedNotice } | null)?.accepted ?? null;
  const [message, setMessage] = useState<Message | null>(accepted ? { tone: 'success', text: `${accepted.text} Vá até o restaurante para retirar.` } : null);
  const [highlighted] = useState(accepted?.orderKey ?? null);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!accepted) return;
    window.scrollTo(0, 0);
    notice.current?.focus();
    // Shown once: a reload or coming back to this page does not announce it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [accepted, location.pathname, navigate]);

  function announce(text: string) {
    setMessage({ tone: 'success', text });
    window.scrollTo(0, 0);
  }

  return (
    <main className="rider-page">
      <div className="rider-page__head">
        <h1>Minhas Entregas</h1>
        <p className="hint">Pedidos que você aceitou: retire no restaurante e entregue ao cliente com o código dele.</p>
      </div>
      <div ref={notice} tabIndex={-1} className="rider-page__notice">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </div>
      {active.status === 'success' ? <PositionSharing uid={uid} orders={active.data} /> : null}
      <RiderOrderList
        signedIn={!!uid}
        noRiderText="Nenhum motoboy logado para buscar suas entregas."
        loadingLabel="Carregando suas entregas..."
        orders={active}
        onRetry={retry}
        empty={
          <>
            <Icon name="bag" size={32} />
            <p>Você não tem entregas em andamento.</p>
            <ButtonLink to={PATHS.riderAvailable} variant="secondary">
              Ver pedidos disponíveis
            </ButtonLink>
          </>
        }
        renderOrder={(order) => {
          const key = `${order.restaurantId}/${order.id}`;
          return <ActiveOrderCard key={key} order={order} highlighted={highlighted === key} uid={uid} onDone={announce} />;
        }}
      />
      {uid ? <CashToday uid={uid} /> : null}
    </main>
  );
}
