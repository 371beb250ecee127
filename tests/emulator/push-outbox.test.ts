import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCentavos } from '@/domain/shared/money';
import { startPushService, type PushService } from '../fixtures/push-service';
import { KITCHEN_REMINDER_MS } from '@/domain/notifications/kitchen-reminders';
import { remindKitchenAs, watchPanelBeatAs } from '../../functions/src/notify/kitchen-watch';
import { OPEN_ALL_WEEK, PROJECT_ID } from './support';

/**
 * Web Push end to end on the server (issue #37): an order's changes queue pushes (onOrderWritten),
 * the sender (sendQueuedPush) signs and encrypts them for each device it is for, and the push
 * service on this machine (tests/fixtures/push-service.ts) decrypts what arrives, as a browser would.
 *
 * Its restaurants and cities are its own (Sorocaba, Itu, 'lume'): a trigger another file started
 * can still be running when this one begins on a slow machine, and a rider push is sent to every
 * available rider of the order's city.
 */

let app: App;
let db: Firestore;
let push: PushService;
beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, 'push-outbox');
  db = getFirestore(app);
  push = await startPushService();
});
afterAll(async () => {
  await push.stop();
  await deleteApp(app);
});

const ARRIVES = { timeout: 60_000, interval: 250 };

/** A person and, for each id, a device of theirs subscribed to the local push service. */
async function person(uid: string, profile: Record<string, unknown>, devices: Array<{ id: string; papel: string; restaurantId?: string; cidade?: string; silenciados?: string[] }>) {
  await db.doc(`usuarios/${uid}`).set({ uid, nome: uid, email: `${uid}@sabor.dev`, ...profile });
  for (const device of devices) {
    const { endpoint, keys } = push.subscribe(device.id);
    await db.doc(`usuarios/${uid}/aparelhos/${device.id}`).set({
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      papel: device.papel,
      restaurantId: device.restaurantId ?? null,
      cidade: device.cidade ?? null,
      rotulo: 'Chrome no Android',
      silenciados: device.silenciados ?? [],
      criadoEm: Timestamp.now(),
      vistoEm: Timestamp.now(),
    });
  }
}

const titles = (deviceId: string) => push.received(deviceId).map((received) => received.payload.title);

describe('Web Push from the outbox', () => {
  it("tells the kitchen, the customer and the city's available riders, once each, and forgets a device the browser dropped", { timeout: 120_000 }, async () => {
    const now = Timestamp.now();
    await person('cozinha', { tipo: 'restaurante', restaurantId: 'nonna-sorocaba' }, [{ id: 'balcao', papel: 'restaurante', restaurantId: 'nonna-sorocaba' }, { id: 'celular-dono', papel: 'restaurante', restaurantId: 'nonna-sorocaba', silenciados: ['pedido_novo'] }]);
    await person('ana-sorocaba', { tipo: 'cliente' }, [{ id: 'ana-celular', papel: 'cliente' }, { id: 'ana-antigo', papel: 'cliente' }]);
    await person('moto-sorocaba', { tipo: 'motoboy', cidade: 'sorocaba', disponivel: true, disponivelVistoEm: now }, [{ id: 'moto-sorocaba', papel: 'motoboy', cidade: 'sorocaba' }]);
    await person('moto-folga', { tipo: 'motoboy', cidade: 'sorocaba', disponivel: false, disponivelVistoEm: now }, [{ id: 'moto-folga', papel: 'motoboy', cidade: 'sorocaba' }]);
    await person('moto-itu', { tipo: 'motoboy', cidade: 'itu', disponivel: true, disponivelVistoEm: now }, [{ id: 'moto-itu', papel: 'motoboy', cidade: 'itu' }]);
    push.answer('ana-antigo', 410);

    const order = db.doc('restaurantes/nonna-sorocaba/pedidos/p1');
    await order.set({
      status: 'novo_pedido',
      numero: null,
      userId: 'ana-sorocaba',
      restaurantId: 'nonna-sorocaba',
      restaurantName: 'Cantina da Nonna',
      totalValue: 45.4,
      endereco: { rua: 'Rua XV de Novembro', numero: '10', bairro: 'Centro', cidade: 'Sorocaba', cep: '18010-000' },
      cidade: 'sorocaba',
      deliverymanId: null,
      createdAt: now,
    });
    // Its number, as placeOrder gives it right after: now the kitchen hears of it, by that number.
    await order.update({ numero: 7 });
    await vi.waitFor(() => expect(titles('balcao')).toEqual([`Pedido #0007 · ${formatCentavos(4540)}`]), ARRIVES);
    const [arrived] = push.received('balcao');
    expect(arrived).toMatchObject({ urgency: 'high', ttl: 120, payload: { url: '/painel-restaurante', tag: 'pedido-p1', renotify: true } });
    expect(arrived!.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    await order.update({ status: 'em_preparacao', aceitoEm: Timestamp.now(), tempoPreparoMin: 25 });
    await vi.waitFor(() => expect(titles('ana-celular')).toEqual(['Cantina da Nonna aceitou seu pedido']), ARRIVES);
    expect(push.received('ana-celular')[0]!.payload).toMatchObject({ url: '/status/p1?restaurante=nonna-sorocaba', body: expect.stringMatching(/^Previsão de entrega: \d\d:\d\d\.$/) });
    // The browser had dropped Ana's old phone: the push service said 410, and the device is gone.
    await vi.waitFor(async () => expect((await db.doc('usuarios/ana-sorocaba/aparelhos/ana-antigo').get()).exists).toBe(false), ARRIVES);

    await order.update({ status: 'aguardando_entregador' });
    await vi.waitFor(() => expect(titles('moto-sorocaba')).toEqual(['Entrega esperando em Cantina da Nonna']), ARRIVES);
    // The same change written again (a trigger's retry): queued once, so sent once.
    await order.update({ status: 'aguardando_entregador', ultimaAtualizacao: Timestamp.now() });
    await vi.waitFor(async () => expect((await db.doc('push/entrega_disponivel:nonna-sorocaba:p1').get()).get('delivery.state')).toBe('SUCCESS'), ARRIVES);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(titles('balcao')).toHaveLength(1);
    expect(titles('moto-sorocaba')).toHaveLength(1);
    // Muted there, off duty, another city: nothing.
    expect(titles('celular-dono')).toEqual([]);
    expect(titles('moto-folga')).toEqual([]);
    expect(titles('moto-itu')).toEqual([]);
    expect((await db.doc('push/pedido_novo:nonna-sorocaba:p1').get()).get('delivery.info')).toMatchObject({ enviados: 1, silenciados: 1 });
    expect((await db.doc('push/pedido_aceito:nonna-sorocaba:p1').get()).get('delivery')).toMatchObject({ state: 'SUCCESS', info: { enviados: 1, removidos: 1 } });
  });

  it('reminds the kitchen of an unanswered order each minute under its tag, calls once before it closes, and says when its panel went dark', { timeout: 120_000 }, async () => {
    await person('lume-dono', { tipo: 'restaurante', restaurantId: 'lume' }, [{ id: 'lume-balcao', papel: 'restaurante', restaurantId: 'lume' }]);
    const placed = Date.now();
    const at = (ms: number) => () => new Date(placed + ms);
    const failed: string[] = [];
    const onError = (id: string) => failed.push(id);
    const order = db.doc('restaurantes/lume/pedidos/q1');
    await order.set({
      status: 'novo_pedido',
      numero: 3,
      restaurantId: 'lume',
      restaurantName: 'Lume Bistrô',
      totalValue: 30,
      endereco: { rua: 'Rua Augusta', numero: '10', bairro: 'Consolação', cidade: 'São Paulo' },
      createdAt: Timestamp.fromMillis(placed),
      prazoAceiteEm: Timestamp.fromMillis(placed + 8 * 60_000),
    });
    await vi.waitFor(() => expect(titles('lume-balcao')).toHaveLength(1), ARRIVES);
    const target = { restaurantId: 'lume', orderId: 'q1' };

    // Before a minute: nothing yet. After it: the same notification again, saying how long it waits.
    expect(await remindKitchenAs(db, target, onError, at(30_000))).toBe('later');
    expect(await remindKitchenAs(db, target, onError, at(KITCHEN_REMINDER_MS + 1_000))).toBe('later');
    expect(await remindKitchenAs(db, target, onError, at(KITCHEN_REMINDER_MS + 30_000))).toBe('later');
    await vi.waitFor(() => expect(push.received('lume-balcao').map((received) => received.payload.body)).toEqual([expect.stringContaining('Entrega em Consolação'), 'Esperando resposta há 1 min. Toque para aceitar ou recusar.']), ARRIVES);
    // Two minutes before the deadline, the last call; asked again, not repeated.
    expect(await remindKitchenAs(db, target, onError, at(6 * 60_000 + 1_000))).toBe('later');
    expect(await remindKitchenAs(db, target, onError, at(7 * 60_000))).toBe('later');
    await vi.waitFor(() => expect(titles('lume-balcao').slice(2)).toEqual(['Pedido #0003 fecha em 2 min sem resposta']), ARRIVES);
    expect(new Set(push.received('lume-balcao').map((received) => received.payload.tag))).toEqual(new Set(['pedido-q1']));
    // Answered: the reminders end.
    await order.update({ status: 'em_preparacao', aceitoEm: Timestamp.now() });
    expect(await remindKitchenAs(db, target, onError, at(7 * 60_000 + 30_000))).toBe('done');

    // The panel's last beat: stale after five minutes, and the store (open, listed, taking orders
    // only with its panel open) stops taking orders; the kitchen's devices are told once.
    const seenAt = Date.now();
    await db.doc('restaurantes/lume').set({ nome: 'Lume Bistrô', listado: true, horarioFuncionamento: OPEN_ALL_WEEK, exigePainelAberto: true, painelVistoEm: Timestamp.fromMillis(seenAt) });
    const beat = { restaurantId: 'lume', seenAt };
    expect(await watchPanelBeatAs(db, beat, onError, () => new Date(seenAt + 60_000))).toBe('not-due');
    expect(await watchPanelBeatAs(db, beat, onError, () => new Date(seenAt + 5 * 60_000 + 2_000))).toBe('told');
    expect(await watchPanelBeatAs(db, beat, onError, () => new Date(seenAt + 6 * 60_000))).toBe('told');
    await vi.waitFor(() => expect(titles('lume-balcao').slice(3)).toEqual(['Lume Bistrô parou de receber pedidos']), ARRIVES);
    // A later beat came: the earlier one's watch says nothing.
    await db.doc('restaurantes/lume').update({ painelVistoEm: Timestamp.fromMillis(seenAt + 120_000) });
    expect(await watchPanelBeatAs(db, beat, onError, () => new Date(seenAt + 7 * 60_000))).toBe('quiet');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(titles('lume-balcao')).toHaveLength(4);
    expect(failed).toEqual([]);
  });
});
