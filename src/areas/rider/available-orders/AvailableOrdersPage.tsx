import { useNavigate } from 'react-router-dom';
import { orderNumberAt, type Order } from '@/domain/orders/order';
import { statusLabel, statusTone } from '@/domain/orders/order-status';
import { PATHS } from '@/domain/shared/routes';
import { formatClock } from '@/domain/restaurants/opening-hours';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { inCity } from '@/domain/delivery/cities';
import { Notice } from '@/ui/Notice';
import { RiderOrderList } from '@/areas/rider/shared/RiderOrderList';
import { DropOffBlock, MoneyBlock, PickupBlock, RiderCardTitle } from '@/areas/rider/shared/RiderOrderParts';
import { useRiderData, type AcceptedNotice } from '@/areas/rider/rider-context';
import { useClaimOrder } from './use-claim-order';
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
 * /deliveryman-dashboard/available-orders, 'Pedidos Disponíveis': the orders of the rider's city
 * that wait for a rider, live, while the rider is available (issue #36). Accepting is a transaction (services/delivery.ts): when two riders tap
 * the same order one gets it, the other is told, and the card leaves every rider's list. The
 * winner is taken to 'Minhas entregas', where the confirmation is at the top of the screen.
 */
export function AvailableOrdersPage() {
  const { uid, isRider, available, alert, retry, availability } = useRiderData();
  const navigate = useNavigate();
  const { claim, claiming, error, setError } = useClaimOrder(isRider);

  async function accept(order: Order) {
    if (!(await claim(order))) return;
    const accepted: AcceptedNotice = { orderKey: `${order.restaurantId}/${order.id}`, text: `Pedido ${orderNumberAt(order)} aceito com sucesso!` };
    navigate(PATHS.riderActive, { state: { accepted } });
  }

  return (
    <main className="rider-page">
      <div className="rider-page__head">
        <h1>Pedidos Disponíveis</h1>
        <p className="hint">
          Pedidos prontos esperando um entregador{availability.cidade ? ` ${inCity(availability.cidade)}` : ''}. A lista se atualiza em tempo real.
        </p>
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
      {uid && !availability.available ? (
        <div className="empty-state">
          <Icon name="clock" size={32} />
          <p>Você está indisponível.</p>
          <p className="hint">Ative “Disponível para entregas” acima para ver e aceitar os pedidos{availability.cidade ? ` de ${availability.cidade}` : ''}.</p>
        </div>
      ) : (
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
      )}
    </main>
  );
}
