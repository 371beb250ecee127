import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/domain/checkout/order-request';
import { hoursText, SCHEDULING_MESSAGES, SLOT_MINUTES } from '@/domain/orders/scheduling';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { DAY_MS, saoPauloMidnight } from '@/domain/shared/sao-paulo-day';
import { NO_WATCH, type NewOrder, type OrderWatch } from '../../functions/src/orders/order-watch';
import { placeOrderAs } from '../../functions/src/orders/place-order';
import { releaseDueScheduledOrders, releaseScheduledOrderAs, tellScheduledCustomers } from '../../functions/src/orders/scheduled-orders';
import { openEveryDay } from '../fixtures/restaurant';
import { FIRESTORE_HOST } from './support';

/**
 * Scheduled orders on the server (issue #54, domain/orders/scheduling.ts): placeOrder takes a slot
 * the store offers, under its capacity, and keeps the order apart ('agendado', no number, no time
 * to answer) until its release task moves it to the board at the slot less the preparation time,
 * numbered then and with its whole time to answer from then.
 */

let app: App;
let db: Firestore;
beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  // A project of its own: no trigger of the Functions emulator watches it.
  app = initializeApp({ projectId: 'demo-sabor-agenda' }, 'agenda');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const SLOT_MS = SLOT_MINUTES * 60_000;
const caller = (uid: string) => ({ uid, token: { email_verified: true } });
let sequence = 0;
const orderId = () => `agenda${String((sequence += 1)).padStart(6, '0')}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;

/** One R$ 30,00 dish plus R$ 5,00 of delivery, for `slot` (null: for now). */
const request = (restaurantId: string, slot: number | null): OrderRequest => ({
  orderId: orderId(),
  restaurantId,
  lines: [{ productId: 'lasanha', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }],
  endereco: { rua: 'Rua Augusta', numero: '10', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' },
  clientName: 'Cliente',
  clientPhone: '(11) 98765-4321',
  pagamento: 'Dinheiro',
  troco: null,
  observacoesPedido: '',
  expectedTotal: 3500,
  ...(slot === null ? {} : { agendadoPara: slot }),
});
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: { details?: { code?: string; message?: string } }) => error.details ?? { message: String(error) },
  );

/** The first slot at least `hoursAhead` away that starts between 01:00 and 21:00 in São Paulo (clear of any day's edges). */
function slotAhead(hoursAhead: number): number {
  for (let start = Math.ceil((Date.now() + hoursAhead * 3_600_000) / SLOT_MS) * SLOT_MS; ; start += SLOT_MS) {
    const clock = start - saoPauloMidnight(new Date(start)).getTime();
    if (clock >= 3_600_000 && clock <= 21 * 3_600_000) return start;
  }
}

/** A watch that records what placeOrder and the release queue. */
function recordingWatch() {
  const scheduled: Array<{ order: OrderTarget; releaseAt: Date }> = [];
  const reachedKitchen: NewOrder[] = [];
  const watch: OrderWatch = {
    ...NO_WATCH,
    scheduledOrder: async (order, releaseAt) => void scheduled.push({ order, releaseAt }),
    newOrder: async (order) => void reachedKitchen.push(order),
  };
  return { watch, scheduled, reachedKitchen };
}

const store = (id: string, fields: Record<string, unknown>) =>
  db.doc(`restaurantes/${id}`).set({
    nome: id,
    taxaEntrega: 5,
    pedidoMinimo: 0,
    horarioFuncionamento: openEveryDay('00:00', '23:59'),
    // Its panel has not been seen: it takes no order for now, and may take them for later.
    exigePainelAberto: true,
    limiteAceiteMin: 8,
    tempoPreparoPadrao: 40,
    agendamento: { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 2 },
    ...fields,
  });

beforeEach(async () => {
  await db.recursiveDelete(db.collection('restaurantes'));
  await db.doc('usuarios/ana').set({ uid: 'ana', tipo: 'cliente', nome: 'Ana', email: 'ana@sabor.dev' });
  for (const [id, fields] of [
    ['trattoria', {}],
    ['sem-agenda', { agendamento: { ativo: false, antecedenciaMin: 60, capacidadePorHorario: 2 } }],
    // Opens at 18:00 and closes at 23:59, every day.
    ['noturno', { horarioFuncionamento: openEveryDay('18:00', '23:59') }],
  ] as const) {
    await store(id, fields);
    await db.doc(`restaurantes/${id}/produtos/lasanha`).set({ nome: 'Lasanha', type: 'regular', preco: 30, disponivel: true, categoriaId: 'x' });
  }
});

describe('placeOrder: a scheduled order', () => {
  it('waits apart for its slot, under the slot’s capacity, while the store takes no order for now', async () => {
    const slot = slotAhead(2);
    const { watch, scheduled } = recordingWatch();
    // For now: refused, its panel is off.
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('trattoria', null), undefined, watch))).toMatchObject({ code: 'offline' });

    const first = await placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, watch);
    expect(first.numero).toBeNull();
    const stored = (await db.doc(`restaurantes/trattoria/pedidos/${first.orderId}`).get()).data() ?? {};
    expect(stored.status).toBe('agendado');
    expect((stored.agendadoPara as Timestamp).toMillis()).toBe(slot);
    // Its slot less the store's 40 minutes of preparation.
    expect((stored.liberarEm as Timestamp).toMillis()).toBe(slot - 40 * 60_000);
    expect(stored.prazoAceiteEm).toBeNull();
    expect('numero' in stored).toBe(false);
    expect(scheduled).toEqual([{ order: { restaurantId: 'trattoria', orderId: first.orderId }, releaseAt: new Date(slot - 40 * 60_000) }]);

    // Two a slot: the third is refused, until one of the two is cancelled.
    const second = await placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, watch);
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, watch))).toEqual({ code: 'schedule', message: SCHEDULING_MESSAGES.full });
    await db.doc(`restaurantes/trattoria/pedidos/${second.orderId}`).update({ status: 'cancelado' });
    await placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, watch);
    // Another slot has its own places.
    await placeOrderAs(db, caller('ana'), request('trattoria', slot + SLOT_MS), undefined, watch);
  });

  it('is refused with the reason: scheduling off, too soon, not a slot, beyond the schedule, and after a 23:59 closing with the store’s hours', async () => {
    const slot = slotAhead(2);
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('sem-agenda', slot)))).toEqual({ code: 'schedule', message: SCHEDULING_MESSAGES.off });
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('trattoria', Math.ceil(Date.now() / SLOT_MS) * SLOT_MS + SLOT_MS)))).toEqual({
      code: 'schedule',
      message: SCHEDULING_MESSAGES.tooSoon(60),
    });
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('trattoria', slot + 10 * 60_000)))).toEqual({ code: 'schedule', message: SCHEDULING_MESSAGES.notASlot });
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('trattoria', saoPauloMidnight(new Date()).getTime() + 3 * DAY_MS + 12 * 3_600_000)))).toEqual({
      code: 'schedule',
      message: SCHEDULING_MESSAGES.tooFar,
    });
    // 00:30 the day after tomorrow, São Paulo time: the store closed at 23:59.
    const afterClosing = saoPauloMidnight(new Date()).getTime() + 2 * DAY_MS + 30 * 60_000;
    expect(await refusalOf(placeOrderAs(db, caller('ana'), request('noturno', afterClosing)))).toEqual({
      code: 'schedule',
      message: SCHEDULING_MESSAGES.closed(hoursText(openEveryDay('18:00', '23:59'))),
    });
    expect(SCHEDULING_MESSAGES.closed(hoursText(openEveryDay('18:00', '23:59')))).toContain('18:00-23:59');
    // 20:00 that day it takes.
    await placeOrderAs(db, caller('ana'), request('noturno', afterClosing - 30 * 60_000 - 4 * 3_600_000));
    expect((await db.collection('restaurantes/noturno/pedidos').get()).size).toBe(1);
    expect((await db.collection('restaurantes/sem-agenda/pedidos').get()).size).toBe(0);
  });
});

describe('the release of a scheduled order', () => {
  it('reaches the board at its time: numbered then, its time to answer from then, placed-at kept; once', async () => {
    const slot = slotAhead(2);
    const { watch, reachedKitchen } = recordingWatch();
    const placed = await placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, watch);
    const target = { restaurantId: 'trattoria', orderId: placed.orderId };
    const ref = db.doc(`restaurantes/trattoria/pedidos/${placed.orderId}`);
    const placedAt = ((await ref.get()).get('createdAt') as Timestamp).toMillis();
    const releaseAt = slot - 40 * 60_000;

    expect(await releaseScheduledOrderAs(db, target, watch, new Date(releaseAt - 1000))).toBe('not-due');
    expect((await ref.get()).get('status')).toBe('agendado');

    const at = new Date(releaseAt + 1000);
    expect(await releaseScheduledOrderAs(db, target, watch, at)).toBe('released');
    const released = (await ref.get()).data() ?? {};
    expect(released.status).toBe('novo_pedido');
    expect(released.numero).toBe(1);
    expect((released.prazoAceiteEm as Timestamp).toMillis()).toBe(at.getTime() + 8 * 60_000);
    expect((released.agendadoEm as Timestamp).toMillis()).toBe(placedAt);
    expect((released.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(placedAt);
    expect((released.agendadoPara as Timestamp).toMillis()).toBe(slot);
    expect(reachedKitchen).toEqual([{ ...target, prazoAceiteEm: new Date(at.getTime() + 8 * 60_000) }]);

    expect(await releaseScheduledOrderAs(db, target, watch, at)).toBe('gone');
    expect(reachedKitchen).toHaveLength(1);
  });

  it('is swept when its task was lost: every due one, and none before its time', async () => {
    const slot = slotAhead(2);
    const { watch, reachedKitchen } = recordingWatch();
    const due = await placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, watch);
    const later = await placeOrderAs(db, caller('ana'), request('trattoria', slot + SLOT_MS), undefined, watch);
    expect(await releaseDueScheduledOrders(db, watch, new Date(slot - 40 * 60_000 + 1000))).toBe(1);
    expect((await db.doc(`restaurantes/trattoria/pedidos/${due.orderId}`).get()).get('status')).toBe('novo_pedido');
    expect((await db.doc(`restaurantes/trattoria/pedidos/${later.orderId}`).get()).get('status')).toBe('agendado');
    expect(reachedKitchen.map((order) => order.orderId)).toEqual([due.orderId]);
  });
});

describe('a store that pauses or changes its hours over scheduled orders', () => {
  it('tells each customer it leaves without a kitchen once per change, on the order, by push and by e-mail; a heartbeat tells nobody', async () => {
    const slot = slotAhead(4);
    const soon = await placeOrderAs(db, caller('ana'), request('trattoria', slot), undefined, recordingWatch().watch);
    const later = await placeOrderAs(db, caller('ana'), request('trattoria', slot + 2 * SLOT_MS), undefined, recordingWatch().watch);
    const storeRef = db.doc('restaurantes/trattoria');
    const write = async (fields: Record<string, unknown>) => {
      const before = (await storeRef.get()).data() ?? null;
      await storeRef.update(fields);
      return { before, after: (await storeRef.get()).data() ?? null };
    };
    const noticeOf = async (id: string) => (await db.doc(`restaurantes/trattoria/pedidos/${id}`).get()).get('avisoAgenda') as Record<string, unknown> | undefined;

    // Its panel's heartbeat: nothing to tell.
    const beat = await write({ painelVistoEm: new Date() });
    expect(await tellScheduledCustomers(db, 'trattoria', beat.before, beat.after, 'k1', new Date())).toBe(0);

    // Paused until 20 minutes before the first slot: that order reaches the board (40 minutes before) in the pause; the later one does not.
    const pause = await write({ pausadoAte: new Date(slot - 20 * 60_000) });
    expect(await tellScheduledCustomers(db, 'trattoria', pause.before, pause.after, 'k2', new Date())).toBe(1);
    expect(await noticeOf(soon.orderId)).toMatchObject({ motivo: 'pausa', chave: 'pausa-k2' });
    expect(await noticeOf(later.orderId)).toBeUndefined();
    const push = (await db.doc(`push/agenda_alterada:pausa-k2:trattoria:${soon.orderId}`).get()).data() ?? {};
    expect(push.para).toEqual({ uid: 'ana' });
    expect(push.payload).toMatchObject({ kind: 'agenda_alterada', title: 'Aviso sobre seu pedido agendado', url: `/status/${soon.orderId}?restaurante=trattoria` });
    expect(String(push.payload.body)).toMatch(/^trattoria pausou os pedidos até .+, no horário do seu pedido agendado \(.+\)\. Toque para cancelar ou manter\.$/);
    const mail = (await db.doc(`mail/agenda:pausa-k2:trattoria:${soon.orderId}`).get()).data() ?? {};
    expect(mail.to).toBe('ana@sabor.dev');
    expect(mail.message.subject).toBe('Aviso sobre seu pedido agendado em trattoria');
    expect(mail.message.text).toContain('Se preferir, cancele o pedido: nada é cobrado.');

    // The same event again (a retried trigger): nobody told twice.
    expect(await tellScheduledCustomers(db, 'trattoria', pause.before, pause.after, 'k2', new Date())).toBe(0);
    // The pause made longer, over the later order's board time too: only its customer is told now.
    const longer = await write({ pausadoAte: new Date(slot + 2 * SLOT_MS) });
    expect(await tellScheduledCustomers(db, 'trattoria', longer.before, longer.after, 'k3', new Date())).toBe(1);
    expect(await noticeOf(later.orderId)).toMatchObject({ motivo: 'pausa', chave: 'pausa-k3' });
    expect(await noticeOf(soon.orderId)).toMatchObject({ chave: 'pausa-k2' });

    // Resumed, then hours that end before the later slot: its customer hears of the new hours; the first slot is still within them.
    await write({ pausadoAte: null });
    const closing = new Date(slot + 2 * SLOT_MS);
    const clock = closing.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
    const hours = await write({ horarioFuncionamento: openEveryDay('00:00', clock) });
    expect(await tellScheduledCustomers(db, 'trattoria', hours.before, hours.after, 'k4', new Date())).toBe(1);
    expect(await noticeOf(later.orderId)).toMatchObject({ motivo: 'horario', chave: 'horario-k4' });
    expect((await db.doc(`mail/agenda:horario-k4:trattoria:${later.orderId}`).get()).get('message.text')).toContain('trattoria mudou o horário de funcionamento e não atende mais no horário do seu pedido agendado');
    expect(await noticeOf(soon.orderId)).toMatchObject({ chave: 'pausa-k2' });
  });
});
