import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderNumberAt, statusLabel, statusTone, type Order } from '@/domain/orders/order';
import { PATHS } from '@/domain/shared/routes';
import { formatClock } from '@/domain/restaurants/opening-hours';
import { CallableRefusal } from '@/services/callable-refusal';
import { NOT_A_RIDER_MESSAGE, claimOrder } from '@/services/delivery';
import { errorMessage } from '@/services/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { RiderOrderList } from '@/areas/rider/shared/RiderOrderList';
import { DropOffBlock, MoneyBlock, PickupBlock, RiderCardTitle } from '@/areas/rider/shared/RiderOrderParts';
import { useRiderData, type AcceptedNotice } from '@/areas/rider/rider-context';
import './available-orders.css';

function AvailableOrderCard({ order, busy, onAccept }: { order: Order; busy: boolean; onAccept: () => void }) {
  return (
    <li className="card rider-card">
      <div className="split">
        <RiderCardTitle order={order} />
        <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
      </div>
      {order.createdAt ? <p className="hint">Pedido às {formatClock(order.createdAt)}</p> : null}
      <PickupBlock order={order} />
      <DropOffBlock order={order} claimed={false} />
      <MoneyBlock order={order} />
      <Button size="lg" block busy={busy} onClick={onAccept}>
        Aceitar Pedido
      </Button>
    </li>
  );
}

/**
 * /deliveryman-dashboard/available-orders, 'Pedidos Disponíveis': every restaurant's orders that
 * wait for a rider, live. Accepting is a transaction (services/delivery.ts): when two riders tap
 * the same order one gets it, the other is told, and the card leaves every rider's list. The
 * winner is taken to 'Minhas entregas', where the confirmation is at the top of the screen.
 */
export function AvailableOrdersPage() {
  const { uid, isRider, available, alert, retry } = useRiderData();
  const navigate = useNavigate();
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());
  // Claims on their way, read synchronously: two taps can land before the busy button renders.
  const inFlight = useRef(new Set<string>());
  const [error, setError] = useState<string | null>(null);

  async function accept(order: Order) {
    if (!isRider) {
      setError(NOT_A_RIDER_MESSAGE);
      return;
    }
    if (inFlight.current.has(order.id)) return;
    inFlight.current.add(order.id);
    setClaiming((current) => new Set(current).add(order.id));
    setError(null);
    try {
      await claimOrder(order.restaurantId, order.id);
      const accepted: AcceptedNotice = { orderKey: `${order.restaurantId}/${order.id}`, text: `Pedido ${orderNumberAt(order)} aceito com sucesso!` };
      navigate(PATHS.riderActive, { state: { accepted } });
    } catch (caught) {
      const refused = caught instanceof CallableRefusal && caught.kind === 'refused';
      if (!refused) console.error('Claiming order failed', caught);
      // SPEC.md section 8 gives these two their own texts; every other failure is 'Erro ao aceitar pedido: '.
      const plain = refused && (caught.code === 'missing' || caught.code === 'signed-out');
      setError(plain ? caught.message : `Erro ao aceitar pedido: ${errorMessage(caught)}`);
    } finally {
      inFlight.current.delete(order.id);
      setClaiming((current) => {
        const next = new Set(current);
        next.delete(order.id);
        return next;
      });
    }
  }

  return (
    <main className="rider-page">
      <div className="rider-page__head">
        <h1>Pedidos Disponíveis</h1>
        <p className="hint">Pedidos prontos esperando um entregador, de todos os restaurantes. A lista se atualiza em tempo real.</p>
        <p className="rider-sound">
          <span>{alert.soundEnabled ? 'Som e vibração ao chegar um pedido novo.' : 'Som desligado: só a vibração avisa.'}</span>
          <Button size="sm" variant="secondary" onClick={alert.soundEnabled ? alert.disable : alert.enable}>
            {alert.soundEnabled ? 'Desligar som' : 'Ligar som'}
          </Button>
        </p>
      </div>
      {error ? (
        <Notice
          tone="error"
          action={
            <Button size="sm" variant="ghost" onClick={() => setError(null)}>
              Fechar
            </Button>
          }
        >
          {error}
        </Notice>
      ) : null}
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
    </main>
  );
}
