import { useState } from 'react';
import { formatAddress } from '@/domain/address';
import { formatReais } from '@/domain/money';
import { orderNumberLabel, shortOrderId, statusLabel, statusTone, type Order } from '@/domain/orders';
import { PATHS } from '@/domain/routes';
import { confirmDelivery } from '@/services/delivery';
import { errorMessage } from '@/services/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { collectInstructions, mapLink } from './collect';
import { formatPhone, telLink } from '@/domain/validation';
import { RiderOrderList } from './RiderOrderList';
import { useRiderData } from './rider-context';

function ActiveOrderCard({ order, onDelivered }: { order: Order; onDelivered: () => void }) {
  const address = formatAddress(order.endereco);
  const phone = order.clientPhone ? telLink(order.clientPhone) : null;
  const collect = collectInstructions(order);
  return (
    <li className="card rider-card">
      <div className="split">
        <h2 className="rider-card__id">
          Pedido {orderNumberLabel(order)}
          {order.numero ? <small className="rider-card__code"> · {shortOrderId(order.id)}</small> : null}
        </h2>
        <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
      </div>

      <section className="rider-card__block" aria-label="Retirada">
        <h3>Retirar em</h3>
        <p className="rider-card__restaurant">
          <Icon name="home" size={18} />
          <span>{order.restaurantName || 'Restaurante'}</span>
        </p>
      </section>

      <section className="rider-card__block" aria-label="Entrega">
        <h3>Entregar para</h3>
        <p className="rider-card__customer">{order.clientName || 'Cliente'}</p>
        {phone ? (
          <a className="rider-action" href={phone}>
            <Icon name="phone" size={18} />
            <span>{formatPhone(order.clientPhone)}</span>
          </a>
        ) : order.clientPhone ? (
          <p>{formatPhone(order.clientPhone)}</p>
        ) : null}
        <p className="rider-card__address">
          <Icon name="pin" size={18} />
          <span>{address}</span>
        </p>
        {order.endereco ? (
          <a className="rider-action" href={mapLink(address)} target="_blank" rel="noreferrer">
            <Icon name="search" size={18} />
            <span>Abrir no mapa</span>
          </a>
        ) : null}
      </section>

      <section className="rider-card__block rider-card__collect" aria-label="A receber">
        <h3>A receber</h3>
        <p className="rider-card__charge">{collect.charge}</p>
        {collect.change ? <p className="rider-card__change">{collect.change}</p> : null}
      </section>

      <section className="rider-card__block" aria-label="Itens">
        <h3>Itens</h3>
        <ul className="list rider-items">
          {order.itens.map((item, index) => (
            <li key={`${item.nome}-${index}`}>
              <span>
                {item.quantidade}x {item.nome}
                {item.observacoes ? <em className="rider-items__note">{item.observacoes}</em> : null}
              </span>
            </li>
          ))}
        </ul>
        {order.observacoesPedido ? <p className="rider-card__note">Observações: {order.observacoesPedido}</p> : null}
      </section>

      <Button size="lg" block onClick={onDelivered}>
        Confirmar entrega
      </Button>
    </li>
  );
}

/**
 * /deliveryman-dashboard/my-active-orders: the orders this rider carries (a_caminho), with where to
 * go, whom to call, what to collect and the items, and 'Confirmar entrega' (a_caminho -> entregue;
 * the rules allow it only to this rider).
 */
export function MyActiveOrdersPage() {
  const { uid, active, retry } = useRiderData();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function deliver(order: Order) {
    setBusy(true);
    setMessage(null);
    try {
      await confirmDelivery(order.restaurantId, order.id);
      setMessage({ tone: 'success', text: `Entrega do pedido ${shortOrderId(order.id)} confirmada!` });
    } catch (error) {
      console.error('Confirming delivery failed', error);
      setMessage({ tone: 'error', text: `Erro ao confirmar entrega: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const body = (
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
      renderOrder={(order) => (
        <ActiveOrderCard key={`${order.restaurantId}/${order.id}`} order={order} onDelivered={() => setConfirming(order)} />
      )}
    />
  );

  return (
    <main className="rider-page">
      <div className="rider-page__head">
        <h1>Minhas Entregas</h1>
        <p className="hint">Pedidos que você aceitou e está levando ao cliente.</p>
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {body}
      {confirming ? (
        <ConfirmDialog
          title="Confirmar entrega"
          confirmLabel="Confirmar entrega"
          cancelLabel="Voltar"
          busy={busy}
          onCancel={() => (busy ? undefined : setConfirming(null))}
          onConfirm={() => void deliver(confirming)}
        >
          <p>
            O pedido #{shortOrderId(confirming.id)} foi entregue {confirming.clientName ? `a ${confirming.clientName}` : 'ao cliente'} e o pagamento de{' '}
            <strong>{formatReais(confirming.totalValue)}</strong> foi recebido?
          </p>
        </ConfirmDialog>
      ) : null}
    </main>
  );
}
