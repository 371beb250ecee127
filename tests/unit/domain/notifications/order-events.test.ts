import { describe, expect, it } from 'vitest';
import { orderPushes } from '@/domain/notifications/order-events';

/** The pushes of an order paid in the app (issue #52), as the order trigger queues them. */
const paid = { metodo: 'pix', estado: 'aprovado', pagamentoId: '7', valor: 4540, taxaSabor: 454, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: new Date('2026-11-28T21:06:00Z') };
const base = { userId: 'ana', restaurantName: 'Cantina', numero: 7, totalValue: 45.4, pagamento: 'Pix' };

describe('the pushes of an order paid in the app', () => {
  it('say nothing while it waits for its payment, nor when its unpaid Pix ends', () => {
    const waiting = { ...base, status: 'aguardando_pagamento', pagamentoOnline: { ...paid, estado: 'aguardando', pagoEm: null } };
    expect(orderPushes('cantina', 'o1', null, waiting)).toEqual([]);
    expect(orderPushes('cantina', 'o1', waiting, { ...waiting, status: 'cancelado', pagamentoOnline: { ...waiting.pagamentoOnline, estado: 'expirado' } })).toEqual([]);
  });

  it('tell the kitchen once it is paid and numbered, and the customer that the money comes back, then that it came back, once', () => {
    const released = { ...base, status: 'novo_pedido', numero: null, pagamentoOnline: paid };
    const [kitchen] = orderPushes('cantina', 'o1', released, { ...released, numero: 7 });
    expect(kitchen?.para).toEqual({ restaurantId: 'cantina' });

    const open = { ...released, numero: 7 };
    const rejected = { ...open, status: 'rejeitado', motivoRejeicao: 'Item indisponível' };
    const [told] = orderPushes('cantina', 'o1', open, rejected);
    expect(told?.payload.body).toBe('Motivo: Item indisponível. O valor pago pelo app será devolvido.');

    const refunded = { ...rejected, pagamentoOnline: { ...paid, estado: 'reembolsado', reembolsado: 4540 } };
    const pushes = orderPushes('cantina', 'o1', rejected, refunded);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ para: { uid: 'ana' }, payload: { kind: 'pagamento_devolvido', title: 'Pagamento devolvido', url: '/status/o1?restaurante=cantina' } });
    expect(pushes[0]?.payload.body).toMatch(/^Devolvemos R\$\s45,40 do seu pedido em Cantina pelo mesmo meio de pagamento\.$/);
    // The same write again (a retried trigger) queues nothing new.
    expect(orderPushes('cantina', 'o1', refunded, refunded)).toEqual([]);
    // Paid at the door: still "nothing charged".
    const [door] = orderPushes('cantina', 'o2', { ...open, pagamentoOnline: null }, { ...rejected, pagamentoOnline: null });
    expect(door?.payload.body).toBe('Motivo: Item indisponível. Nada foi cobrado.');
  });
});

describe('the pushes of a scheduled order (issue #54)', () => {
  it('say nothing while it waits for its slot; at its release the customer hears the kitchen has it, and the kitchen hears once it is numbered', () => {
    const waiting = { ...base, pagamento: 'Dinheiro', status: 'agendado', numero: null, agendadoPara: new Date('2026-11-30T15:30:00Z') };
    expect(orderPushes('cantina', 'o3', null, waiting)).toEqual([]);
    const released = { ...waiting, status: 'novo_pedido' };
    const pushes = orderPushes('cantina', 'o3', waiting, released);
    expect(pushes).toEqual([
      expect.objectContaining({
        para: { uid: 'ana' },
        payload: expect.objectContaining({ kind: 'pedido_na_cozinha', title: 'Seu pedido agendado chegou à cozinha de Cantina', url: '/status/o3?restaurante=cantina' }),
      }),
    ]);
    const [kitchen, ...more] = orderPushes('cantina', 'o3', released, { ...released, numero: 12 });
    expect(kitchen).toMatchObject({ para: { restaurantId: 'cantina' }, payload: { kind: 'pedido_novo' } });
    expect(more).toEqual([]);
  });
});
