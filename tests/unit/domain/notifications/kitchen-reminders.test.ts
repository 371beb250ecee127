import { describe, expect, it } from 'vitest';
import { CLOSING_WARNING_MS, KITCHEN_REMINDER_MS, kitchenReminder } from '@/domain/notifications/kitchen-reminders';
import { orderFromData } from '@/domain/orders/order.record';
import { formatCentavos } from '@/domain/shared/money';

const placed = new Date('2026-11-26T19:00:00Z');
const order = (status: string) =>
  orderFromData('p1', 'nonna', {
    status,
    numero: 42,
    restaurantName: 'Cantina da Nonna',
    totalValue: 45.4,
    endereco: { rua: 'Rua Augusta', numero: '10', bairro: 'Consolação', cidade: 'São Paulo' },
    createdAt: placed,
    prazoAceiteEm: new Date(placed.getTime() + 8 * 60_000),
  });
const at = (ms: number) => new Date(placed.getTime() + ms);

describe("the kitchen's reminders of an unanswered order", () => {
  it('come back once a minute under the order’s tag, then once as the last call, and stop with an answer or the deadline', () => {
    expect(kitchenReminder(order('novo_pedido'), at(30_000))).toEqual({ next: 'later', push: null });

    const first = kitchenReminder(order('novo_pedido'), at(KITCHEN_REMINDER_MS + 5_000));
    expect(first).toMatchObject({
      next: 'later',
      push: {
        id: 'pedido_novo:nonna:p1:lembrete-1',
        para: { restaurantId: 'nonna' },
        payload: { kind: 'pedido_novo', title: `Pedido #0042 · ${formatCentavos(4540)}`, body: 'Esperando resposta há 1 min. Toque para aceitar ou recusar.', tag: 'pedido-p1', renotify: true },
        delivery: { urgency: 'high' },
      },
    });
    // Asked twice in one round: the same id, so the outbox queues it once.
    expect(kitchenReminder(order('novo_pedido'), at(KITCHEN_REMINDER_MS + 50_000))).toMatchObject({ push: { id: 'pedido_novo:nonna:p1:lembrete-1' } });
    expect(kitchenReminder(order('novo_pedido'), at(3 * KITCHEN_REMINDER_MS))).toMatchObject({ push: { id: 'pedido_novo:nonna:p1:lembrete-3' } });

    const lastCall = kitchenReminder(order('novo_pedido'), at(8 * 60_000 - CLOSING_WARNING_MS + 1_000));
    expect(lastCall).toMatchObject({
      next: 'later',
      push: { id: 'pedido_perto_de_fechar:nonna:p1', payload: { kind: 'pedido_perto_de_fechar', title: 'Pedido #0042 fecha em 2 min sem resposta', tag: 'pedido-p1' } },
    });
    expect(kitchenReminder(order('novo_pedido'), at(8 * 60_000 - 10_000))).toMatchObject({ push: { id: 'pedido_perto_de_fechar:nonna:p1', payload: { title: 'Pedido #0042 fecha em 1 min sem resposta' } } });

    expect(kitchenReminder(order('novo_pedido'), at(8 * 60_000))).toEqual({ next: 'done' });
    expect(kitchenReminder(order('em_preparacao'), at(3 * KITCHEN_REMINDER_MS))).toEqual({ next: 'done' });
    expect(kitchenReminder(order('rejeitado'), at(3 * KITCHEN_REMINDER_MS))).toEqual({ next: 'done' });
  });
});
