import { useState } from 'react';
import type { Order } from '@/domain/orders';
import { sortForPanel } from '@/domain/panel';
import type { LiveResult } from '@/ui/use-subscription';
import { OrderCard, OrderListSkeleton } from './OrderCard';
import { PrintTicket } from './PrintTicket';

/**
 * 'Pedidos do Dia' and 'Histórico de Vendas' (SPEC.md section 2). Listener errors empty the list
 * silently in the original; here the list is emptied and a line says the connection failed.
 */
export function OrdersTab({ today, history, restaurantName }: { today: LiveResult<Order[]>; history: LiveResult<Order[]>; restaurantName: string }) {
  const [view, setView] = useState<'today' | 'history'>('today');
  const [ticket, setTicket] = useState<{ order: Order; printId: number } | null>(null);
  const source = view === 'today' ? today : history;
  const orders = source.status === 'success' ? sortForPanel(source.data) : [];

  return (
    <section className="section" aria-label="Pedidos">
      <div className="segmented" role="group" aria-label="Mostrar">
        <button type="button" aria-pressed={view === 'today'} onClick={() => setView('today')}>
          Pedidos do Dia
        </button>
        <button type="button" aria-pressed={view === 'history'} onClick={() => setView('history')}>
          Histórico de Vendas
        </button>
      </div>
      {source.status === 'loading' ? (
        <OrderListSkeleton />
      ) : source.status === 'error' ? (
        <p className="muted">Sem conexão com os pedidos agora. A lista volta sozinha quando a conexão voltar.</p>
      ) : orders.length === 0 ? (
        <p className="empty-state">{view === 'today' ? 'Nenhum pedido para hoje.' : 'Nenhum histórico de vendas disponível.'}</p>
      ) : (
        <ul className="card-grid card-grid--pair">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} onPrint={(chosen) => setTicket({ order: chosen, printId: Date.now() })} />
          ))}
        </ul>
      )}
      {ticket ? <PrintTicket order={ticket.order} restaurantName={restaurantName} printId={ticket.printId} onDone={() => setTicket(null)} /> : null}
    </section>
  );
}
