import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduledWait } from '@/areas/customer/status/ScheduledWait';
import { makeOrder } from '../../fixtures/order';

// The cancel write is the emulator suites' (firestore.rules isCustomerCancel); here, what the page says.
const cancelled = vi.hoisted(() => [] as string[]);
vi.mock('@/services/orders', () => ({
  cancelOrder: async (order: { id: string }) => void cancelled.push(order.id),
  subscribeToMyOrders: () => () => undefined,
  subscribeToOrder: () => () => undefined,
}));

/** São Paulo time (UTC-3). */
const sp = (local: string) => new Date(`${local}-03:00`);
const NOW = sp('2026-11-29T10:00:00');
const scheduled = (overrides: Parameters<typeof makeOrder>[1] = {}) =>
  makeOrder('agendado1', { status: 'agendado', restaurantName: 'Cantina da Nonna', agendadoPara: sp('2026-11-29T12:30:00'), ...overrides });

describe("ScheduledWait (/status of a scheduled order, issue #54)", () => {
  it('says for when, and cancels after a confirmation that nothing is charged', async () => {
    render(<ScheduledWait order={scheduled()} now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent('Pedido agendado para Hoje, 12:30–13:00.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    expect(screen.getByRole('dialog', { name: 'Cancelar este pedido?' })).toHaveTextContent('O pedido agendado para Hoje, 12:30–13:00 será cancelado e nada será cobrado.');
  });

  it('warns, once the store paused over the slot, with what changed and the choice; a paid order is refunded if cancelled', async () => {
    const notice = { motivo: 'pausa' as const, ate: sp('2026-11-29T13:00:00'), chave: 'pausa-1' };
    render(<ScheduledWait order={scheduled({ avisoAgenda: notice, pagamentoOnline: { pagoEm: NOW } as never })} now={NOW} />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveClass('notice--warning');
    expect(warning).toHaveTextContent('Cantina da Nonna pausou os pedidos até as 13:00, no horário do seu pedido agendado (Hoje, 12:30–13:00).');
    expect(warning).toHaveTextContent('Se preferir, cancele o pedido: o valor pago pelo app é devolvido. Se mantiver, o restaurante confirma quando o pedido chegar à cozinha.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancelar este pedido?' })).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(cancelled).toEqual(['agendado1']));
  });
});
