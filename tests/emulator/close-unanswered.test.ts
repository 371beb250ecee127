import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeUnansweredOrderAs } from '../../functions/src/orders/close-unanswered';
import { FIRESTORE_HOST, PROJECT_ID } from './support';

/**
 * The closing of an unanswered order at its deadline (functions/src/orders/close-unanswered.ts), through
 * the Admin SDK as the closeUnansweredOrder task runs it. The task queue itself (placeOrder
 * queues, the emulator dispatches and retries) is exercised end to end in tests/e2e/kitchen.spec.ts.
 */
let app: App;
let db: Firestore;
beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, 'close-unanswered');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const ORDERS = 'restaurantes/prazo/pedidos';
const target = (orderId: string) => ({ restaurantId: 'prazo', orderId });
const deadline = Date.UTC(2026, 10, 23, 20, 0);
const at = (offsetMs: number) => () => new Date(deadline + offsetMs);

beforeEach(async () => {
  await db.recursiveDelete(db.collection('restaurantes').doc('prazo'));
  const order = { userId: 'ana', status: 'novo_pedido', prazoAceiteEm: Timestamp.fromMillis(deadline), createdAt: Timestamp.fromMillis(deadline - 8 * 60_000) };
  await db.doc(`${ORDERS}/novo`).set(order);
  await db.doc(`${ORDERS}/aceito`).set({ ...order, status: 'em_preparacao' });
  await db.doc(`${ORDERS}/antigo`).set({ userId: 'ana', status: 'novo_pedido' });
});

describe('closeUnansweredOrderAs', () => {
  it('before the deadline changes nothing and says so, so the task runs again', async () => {
    expect(await closeUnansweredOrderAs(db, target('novo'), at(-1000))).toBe('not-due');
    expect((await db.doc(`${ORDERS}/novo`).get()).get('status')).toBe('novo_pedido');
  });

  it('at the deadline closes it once: a retried task finds it closed and writes nothing', async () => {
    expect(await closeUnansweredOrderAs(db, target('novo'), at(0))).toBe('closed');
    const closed = await db.doc(`${ORDERS}/novo`).get();
    expect(closed.get('status')).toBe('expirado');
    expect(closed.get('ultimaAtualizacao')).toBeInstanceOf(Timestamp);
    expect(await closeUnansweredOrderAs(db, target('novo'), at(60_000))).toBe('answered');
    expect((await db.doc(`${ORDERS}/novo`).get()).updateTime).toEqual(closed.updateTime);
  });

  it('leaves alone an order the restaurant answered, one without a deadline, and one that is gone', async () => {
    expect(await closeUnansweredOrderAs(db, target('aceito'), at(60_000))).toBe('answered');
    expect((await db.doc(`${ORDERS}/aceito`).get()).get('status')).toBe('em_preparacao');
    expect(await closeUnansweredOrderAs(db, target('antigo'), at(60_000))).toBe('answered');
    expect(await closeUnansweredOrderAs(db, target('sumiu'), at(60_000))).toBe('missing');
  });
});
