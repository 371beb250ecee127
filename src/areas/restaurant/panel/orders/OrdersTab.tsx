import { useState } from 'react';
import { blockedIds } from '@/domain/orders/blocks';
import type { Order } from '@/domain/orders/order';
import { isPickupOrder } from '@/domain/orders/order';
import { BOARD_STAGES, boardColumns, boardStageLabel, finishedOrders, type BoardStage } from '@/domain/orders/order-lifecycle';
import { DEFAULT_ACCEPT_LIMIT_MINUTES, DEFAULT_PREP_MINUTES } from '@/domain/restaurants/restaurant';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import type { LiveResult } from '@/ui/use-subscription';
import { useNow } from '@/ui/use-now';
import { BlockedCustomersModal } from './BlockedCustomersModal';
import { OrderCard } from './OrderCard';
import { OrderListSkeleton } from './OrderListSkeleton';
import { PauseControl } from './PauseControl';
import { HelpCasesPanel } from './HelpCasesPanel';
import { ScheduledOrders } from './ScheduledOrders';
import { PrintTicket } from './PrintTicket';
import { useBlockedCustomers } from './use-blocked-customers';
import './orders.css';

/** How often the cards' 'há 12 min' and their colours are recomputed. */
const WAIT_REFRESH_MS = 20_000;

/**
 * 'Pedidos do Dia' is the kitchen's board: a column per stage (Novos, Em preparo, Prontos,
 * Saíram para entrega) side by side on a tablet, one stage at a time on a phone. Finished orders
 * leave it for 'Histórico de Vendas', which lists them read-only. Listener errors empty the
 * lists in the original; here a line says the connection failed.
 */
export function OrdersTab({
  active,
  history,
  restaurant,
  canRefund = false,
  uid = null,
}: {
  /** Orders still being worked on, from today and before (an order from before midnight may still be open). */
  active: LiveResult<Order[]>;
  history: LiveResult<Order[]>;
  restaurant: Restaurant | null;
  /** The dono and the gerente give back part of an order paid in the app (issue #52). */
  canRefund?: boolean;
  /** Who is at the counter: their own marks of the orders' chats (issue #53). */
  uid?: string | null;
}) {
  const [view, setView] = useState<'today' | 'history'>('today');
  const [stage, setStage] = useState<BoardStage>('novos');
  const [ticket, setTicket] = useState<{ order: Order; printId: number } | null>(null);
  const [showBlocked, setShowBlocked] = useState(false);
  const now = useNow(WAIT_REFRESH_MS);
  const restaurantId = restaurant?.id ?? '';
  const blocked = useBlockedCustomers(restaurantId);
  const blockedCustomers = blocked.status === 'success' ? blockedIds(blocked.data) : new Set<string>();
  const source = view === 'today' ? active : history;
  const cardProps = {
    now,
    defaultPrepMinutes: restaurant?.tempoPreparoPadrao ?? DEFAULT_PREP_MINUTES,
    acceptMinutes: restaurant?.limiteAceiteMin ?? DEFAULT_ACCEPT_LIMIT_MINUTES,
    onPrint: (chosen: Order) => setTicket({ order: chosen, printId: Date.now() }),
    canRefund,
    uid,
  };

  function renderBoard(orders: Order[]) {
    const columns = boardColumns(orders, now);
    if (BOARD_STAGES.every((item) => columns[item.id].length === 0)) return <p className="empty-state">Nenhum pedido para hoje.</p>;
    // Pickups wait in 'Prontos' too: where the store offers them, or one still waits after it stopped.
    const pickup = restaurant?.retiradaNoLocal === true || columns.prontos.some(isPickupOrder);
    return (
      <>
        <div className="segmented board-stages" role="group" aria-label="Etapa">
          {BOARD_STAGES.map((item) => (
            <button key={item.id} type="button" aria-pressed={stage === item.id} onClick={() => setStage(item.id)}>
              {boardStageLabel(item, pickup)} <span className="board-stages__count">{columns[item.id].length}</span>
            </button>
          ))}
        </div>
        <div className="board">
          {BOARD_STAGES.map((item) => (
            <section key={item.id} className={stage === item.id ? 'board-column is-current' : 'board-column'} aria-labelledby={`stage-${item.id}`}>
              <h2 id={`stage-${item.id}`} className="board-column__title">
                {boardStageLabel(item, pickup)} <span className="board-column__count">{columns[item.id].length}</span>
              </h2>
              {columns[item.id].length === 0 ? (
                <p className="board-column__empty">Nenhum pedido aqui.</p>
              ) : (
                <ul className="board-column__list">
                  {columns[item.id].map((order) => (
                    <OrderCard key={order.id} order={order} blocked={blockedCustomers.has(order.userId)} {...cardProps} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </>
    );
  }

  function renderHistory(orders: Order[]) {
    const finished = finishedOrders(orders);
    if (finished.length === 0) return <p className="empty-state">Nenhum histórico de vendas disponível.</p>;
    return (
      <ul className="card-grid card-grid--pair">
        {finished.map((order) => (
          <OrderCard key={order.id} order={order} history blocked={blockedCustomers.has(order.userId)} {...cardProps} />
        ))}
      </ul>
    );
  }

  return (
    <section className="section" aria-label="Pedidos">
      <div className="split orders-toolbar">
        <div className="segmented" role="group" aria-label="Mostrar">
          <button type="button" aria-pressed={view === 'today'} onClick={() => setView('today')}>
            Pedidos do Dia
          </button>
          <button type="button" aria-pressed={view === 'history'} onClick={() => setView('history')}>
            Histórico de Vendas
          </button>
        </div>
        {restaurant ? <PauseControl restaurant={restaurant} now={now} /> : null}
        {restaurantId ? (
          <Button variant="ghost" size="sm" onClick={() => setShowBlocked(true)}>
            Clientes bloqueados{blocked.status === 'success' ? ` (${blocked.data.length})` : ''}
          </Button>
        ) : null}
      </div>
      {restaurantId ? <HelpCasesPanel restaurantId={restaurantId} canRefund={canRefund} /> : null}
      {restaurantId && view === 'today' ? <ScheduledOrders restaurantId={restaurantId} now={now} /> : null}
      {source.status === 'loading' ? (
        <OrderListSkeleton />
      ) : source.status === 'error' ? (
        <p className="muted">Sem conexão com os pedidos agora. A lista volta sozinha quando a conexão voltar.</p>
      ) : view === 'today' ? (
        renderBoard(source.data)
      ) : (
        renderHistory(source.data)
      )}
      {showBlocked ? <BlockedCustomersModal restaurantId={restaurantId} blocked={blocked} onClose={() => setShowBlocked(false)} /> : null}
      {ticket ? <PrintTicket order={ticket.order} restaurantName={restaurant?.nome ?? ''} printId={ticket.printId} onDone={() => setTicket(null)} /> : null}
    </section>
  );
}
