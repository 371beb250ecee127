import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAddress } from '@/domain/address';
import { formatReais } from '@/domain/money';
import { orderNumberLabel, shortOrderId, statusLabel, statusTone, type Order } from '@/domain/orders';
import { PATHS } from '@/domain/routes';
import { formatClock } from '@/domain/opening-hours';
import { ClaimError, NOT_A_RIDER_MESSAGE, claimOrder } from '@/services/delivery';
import { errorMessage } from '@/services/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { RiderOrderList } from './RiderOrderList';
import { useRiderData } from './rider-context';


type Message = { tone: 'success' | 'error'; text: string; orderId: string };

function AvailableOrderCard({ order, busy, onAccept }: { order: Order; busy: boolean; onAccept: () => void }) {
  return (
    <li className="card rider-card">
      <div className="split">
        <h2 className="rider-card__id">
          Pedido {orderNumberLabel(order)}
          {order.numero ? <small className="rider-card__code"> · {shortOrderId(order.id)}</small> : null}
        </h2>
        <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
      </div>
      <p className="rider-card__restaurant">
        <Icon name="home" size={18} />
        <span>{order.restaurantName || 'Restaurante'}</span>
      </p>
      <p className="rider-card__address">
        <Icon name="pin" size={18} />
        <span>{formatAddress(order.endereco)}</span>
      </p>
      <dl className="facts rider-card__facts">
        <div>
          <dt>Total</dt>
          <dd className="rider-card__total">{formatReais(order.totalValue)}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>{order.pagamento || 'Na entrega'}</dd>
        </div>
        {order.createdAt ? (
          <div>
            <dt>Pedido às</dt>
            <dd>{formatClock(order.createdAt)}</dd>
          </div>
        ) : null}
      </dl>
      <Button size="lg" block busy={busy} onClick={onAccept}>
        Aceitar Pedido
      </Button>
    </li>
  );
}

/**
 * /deliveryman-dashboard/available-orders, 'Pedidos Disponíveis': every restaurant's orders that
 * wait for a rider, live. Accepting is a transaction (services/delivery.ts): when two riders tap
 * the same order one gets it, the other is told, and the card leaves every rider's list.
 */
export function AvailableOrdersPage() {
  const { uid, isRider, available, retry } = useRiderData();
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());
  // Claims on their way, read synchronously: two taps can land before the busy button renders.
  const inFlight = useRef(new Set<string>());
  const [message, setMessage] = useState<Message | null>(null);

  async function accept(order: Order) {
    if (!isRider) {
      setMessage({ tone: 'error', text: NOT_A_RIDER_MESSAGE, orderId: order.id });
      return;
    }
    if (inFlight.current.has(order.id)) return;
    inFlight.current.add(order.id);
    setClaiming((current) => new Set(current).add(order.id));
    setMessage(null);
    try {
      await claimOrder(order.restaurantId, order.id);
      setMessage({ tone: 'success', text: `Pedido ${shortOrderId(order.id)} aceito com sucesso!`, orderId: order.id });
    } catch (error) {
      if (!(error instanceof ClaimError)) console.error('Claiming order failed', error);
      // SPEC.md section 8 gives these two their own texts; every other failure is 'Erro ao aceitar pedido: '.
      const plain = error instanceof ClaimError && (error.reason === 'missing' || error.reason === 'signed-out');
      const text = plain ? error.message : `Erro ao aceitar pedido: ${errorMessage(error)}`;
      setMessage({ tone: 'error', text, orderId: order.id });
    } finally {
      inFlight.current.delete(order.id);
      setClaiming((current) => {
        const next = new Set(current);
        next.delete(order.id);
        return next;
      });
    }
  }

  const body = (
    <RiderOrderList
      signedIn={!!uid}
      noRiderText="Nenhum motoboy logado para buscar pedidos disponíveis."
      loadingLabel="Buscando pedidos disponíveis..."
      orders={available}
      onRetry={retry}
      empty={
        <>
          <Icon name="clock" size={32} />
          <p>Nenhum pedido disponível no momento.</p>
          <p className="hint">Esta lista se atualiza sozinha quando um restaurante chamar um entregador.</p>
        </>
      }
      renderOrder={(order) => (
        <AvailableOrderCard key={`${order.restaurantId}/${order.id}`} order={order} busy={claiming.has(order.id)} onAccept={() => void accept(order)} />
      )}
    />
  );

  return (
    <main className="rider-page">
      <div className="rider-page__head">
        <h1>Pedidos Disponíveis</h1>
        <p className="hint">Pedidos prontos esperando um entregador, de todos os restaurantes. A lista se atualiza em tempo real.</p>
      </div>
      {message ? (
        <Notice
          tone={message.tone}
          action={
            message.tone === 'success' ? (
              <Link to={PATHS.riderActive} className="rider-link">
                Ver minhas entregas
              </Link>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setMessage(null)}>
                Fechar
              </Button>
            )
          }
        >
          {message.text}
        </Notice>
      ) : null}
      {body}
    </main>
  );
}
