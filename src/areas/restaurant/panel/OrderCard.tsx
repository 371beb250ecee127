import { useState } from 'react';
import { formatAddress } from '@/domain/address';
import { formatReais } from '@/domain/money';
import { shortOrderId, statusLabel, statusTone, type Order } from '@/domain/orders';
import { advanceLabel, isNewOrder, panelActions } from '@/domain/panel';
import { updateOrderStatus } from '@/services/orders';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** One order on the panel, with what staff may do with it now (SPEC.md section 4). */
export function OrderCard({ order, onPrint }: { order: Order; onPrint: (order: Order) => void }) {
  const actions = panelActions(order);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmReject, setConfirmReject] = useState(false);

  async function move(status: string) {
    setBusy(status);
    setError(null);
    try {
      await updateOrderStatus(order.id, status, order.restaurantId);
    } catch (caught) {
      console.error('Erro ao atualizar pedido', caught);
      setError('Não foi possível atualizar o pedido. Verifique a conexão e tente novamente.');
    } finally {
      setBusy(null);
    }
  }

  const advance = advanceLabel(order.status);
  return (
    <li className={isNewOrder(order.status) ? 'card panel-order panel-order--new' : 'card panel-order'}>
      <header className="split panel-order__head">
        <div>
          <strong className="panel-order__id">#{shortOrderId(order.id)}</strong>
          <span className="muted"> · {order.createdAt ? timeFormat.format(order.createdAt) : 'agora'}</span>
        </div>
        <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
      </header>

      <ul className="list list--tight panel-order__items">
        {order.itens.map((item, index) => (
          <li key={`${item.nome}-${index}`}>
            <span>
              <strong>{item.quantidade}x</strong> {item.nome}
              {item.observacoes ? <em className="panel-order__note">Obs.: {item.observacoes}</em> : null}
            </span>
            <span>{formatReais(item.preco * item.quantidade)}</span>
          </li>
        ))}
      </ul>
      {order.observacoesPedido ? <p className="panel-order__order-note">Observação do pedido: {order.observacoesPedido}</p> : null}

      <dl className="panel-order__facts">
        <div>
          <dt>Cliente</dt>
          <dd>
            {order.clientName || 'Cliente'} · <a href={`tel:${order.clientPhone.replace(/[^\d+]/g, '')}`}>{order.clientPhone}</a>
          </dd>
        </div>
        <div>
          <dt>Entrega</dt>
          <dd>{formatAddress(order.endereco)}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>
            {order.pagamento || 'Na entrega'}
            {order.troco ? ` · troco para ${formatReais(order.troco)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="panel-order__total">{formatReais(order.totalValue)}</dd>
        </div>
      </dl>

      {error ? <Notice tone="error">{error}</Notice> : null}

      <div className="panel-order__actions">
        {actions.accept ? (
          <Button busy={busy === 'em_preparacao'} disabled={!!busy} onClick={() => move('em_preparacao')}>
            Aceitar
          </Button>
        ) : null}
        {actions.reject ? (
          <Button variant="danger" disabled={!!busy} onClick={() => setConfirmReject(true)}>
            Rejeitar
          </Button>
        ) : null}
        {actions.advanceTo && advance ? (
          <Button busy={busy === actions.advanceTo} disabled={!!busy} onClick={() => move(actions.advanceTo!)}>
            {advance}
          </Button>
        ) : null}
        {actions.print ? (
          <Button variant="secondary" onClick={() => onPrint(order)}>
            Imprimir
          </Button>
        ) : null}
      </div>

      {confirmReject ? (
        <ConfirmDialog
          title="Rejeitar pedido?"
          confirmLabel="Rejeitar pedido"
          onCancel={() => setConfirmReject(false)}
          onConfirm={() => {
            setConfirmReject(false);
            void move('rejeitado');
          }}
        >
          <p>O pedido #{shortOrderId(order.id)} será recusado e o cliente verá que foi rejeitado. Esta ação não pode ser desfeita.</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** Orders loading: two cards of the real shape (id, items, the four facts, the action buttons). */
export function OrderListSkeleton() {
  return (
    <SkeletonList label="Carregando pedidos..." count={2} className="card-grid card-grid--pair" itemClassName="card panel-order">
      <span className="split panel-order__head">
        <SkeletonLine width="9em" className="panel-order__id" />
        <SkeletonBlock className="skeleton-block--badge" />
      </span>
      <span className="list list--tight panel-order__items">
        <SkeletonLine width="70%" />
        <SkeletonLine width="55%" />
      </span>
      <span className="panel-order__facts">
        {['80%', '90%', '50%', '40%'].map((width, index) => (
          <SkeletonLine key={index} width={width} />
        ))}
      </span>
      <span className="panel-order__actions">
        <SkeletonBlock className="skeleton-block--button" />
      </span>
    </SkeletonList>
  );
}
