import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { commissionDueOf, LEDGER_ENTRIES, nextLedgerEntry, POSTED_BY_ORDER, STATEMENTS, statementWeekBounds, type LedgerEntryKind, statementWeekOf } from '@/domain/money/commission-ledger';
import { ledgerOrderFromData } from '@/domain/orders/order-money.record';
import { ledgerEntryData } from '@/domain/money/ledger-entry.record';
import { toText } from '@/domain/shared/stored-values';

/**
 * Keeps the commission ledger (domain/money/commission-ledger.ts) true to the orders, on every
 * write of an order (the trigger in index.ts).
 *
 * Idempotent and order-proof, like the sales rollups: it reads the order as it is now and what the
 * order has posted so far, and in one transaction posts the entry that makes them agree, adds it
 * to its week's statement and records the new sum. A retried or late event finds them agreeing
 * and posts nothing. An entry goes to the statement of the week it happened in (a delivery, its
 * delivery's week) unless that statement is already closed: then to the week open now, so a closed
 * statement never changes.
 *
 * Resolves with the entry's id, or null when nothing was due.
 */
export async function postCommission(db: Firestore, restaurantId: string, orderId: string, now: () => Date = () => new Date()): Promise<string | null> {
  const restaurant = db.collection('restaurantes').doc(restaurantId);
  const orderRef = restaurant.collection('pedidos').doc(orderId);
  const postedRef = restaurant.collection(POSTED_BY_ORDER).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const [orderSnapshot, postedSnapshot] = (await transaction.getAll(orderRef, postedRef)) as [DocumentSnapshot, DocumentSnapshot];
    const order = ledgerOrderFromData(orderSnapshot.data());
    const due = commissionDueOf(order);
    const posted = Number(postedSnapshot.get('valor') ?? 0);
    const count = Number(postedSnapshot.get('lancamentos') ?? 0);
    const entry = nextLedgerEntry(posted, due, count === 0);
    if (!entry) return null;

    const at = now();
    const happened = entry.tipo === 'comissao' ? (order?.ultimaAtualizacao ?? order?.createdAt ?? at) : at;
    let week = statementWeekOf(happened);
    let statement = await transaction.get(restaurant.collection(STATEMENTS).doc(week));
    if (statement.exists && statement.get('estado') !== 'aberta') {
      week = statementWeekOf(at);
      statement = await transaction.get(restaurant.collection(STATEMENTS).doc(week));
    }

    const id = `${orderId}-${count + 1}`;
    const restaurantNome = toText(orderSnapshot.get('restaurantName')) || toText(statement.get('restaurantNome'));
    transaction.create(
      restaurant.collection(LEDGER_ENTRIES).doc(id),
      ledgerEntryData(
        {
          tipo: entry.tipo,
          pedidoId: orderId,
          numero: order?.numero ?? null,
          pedidoEm: order?.createdAt ?? null,
          pagamento: order?.pagamento ?? '',
          base: due?.base ?? 0,
          percentual: due?.percentual ?? null,
          valor: entry.valor,
          // The platform's coupon credited back within it (issue #40): shown as its own line.
          creditoCupom: entry.tipo === 'comissao' ? (due?.credito ?? 0) : 0,
          // Sabor's share taken at source from a payment in the app (issue #52): netted in valor, shown as its own line.
          retidoNaFonte: entry.tipo === 'comissao' ? (due?.retido ?? 0) : 0,
          semana: week,
        },
        Timestamp.fromDate(happened),
        FieldValue.serverTimestamp(),
      ),
    );
    transaction.set(postedRef, { valor: posted + entry.valor, lancamentos: count + 1, atualizadoEm: FieldValue.serverTimestamp() });
    sumIntoStatement(transaction, statement, { restaurantId, restaurantNome, semana: week, ...entry, retidoNaFonte: entry.tipo === 'comissao' ? (due?.retido ?? 0) : 0 });
    return id;
  });
}

/**
 * Adds one entry to the statement it was posted to, read as `statement` in `transaction`: the
 * sums, and for the week's first entry the statement itself, open.
 */
function sumIntoStatement(
  transaction: Transaction,
  statement: DocumentSnapshot,
  entry: { restaurantId: string; restaurantNome: string; semana: string; tipo: LedgerEntryKind; valor: number; retidoNaFonte: number },
): void {
  const sums = {
    comissao: FieldValue.increment(entry.valor),
    // Shown beside what is billed: the week's commission already taken at source (issue #52).
    retidoNaFonte: FieldValue.increment(entry.retidoNaFonte),
    // How many of each kind, and the corrections' signed sum (reversals and adjustments).
    pedidos: FieldValue.increment(entry.tipo === 'comissao' ? 1 : 0),
    estornos: FieldValue.increment(entry.tipo === 'estorno' ? 1 : 0),
    ajustes: FieldValue.increment(entry.tipo === 'ajuste' ? 1 : 0),
    correcoes: FieldValue.increment(entry.tipo === 'comissao' ? 0 : entry.valor),
    lancamentos: FieldValue.increment(1),
    atualizadoEm: FieldValue.serverTimestamp(),
  };
  if (statement.exists) {
    transaction.update(statement.ref, sums);
  } else {
    const { inicio, fim } = statementWeekBounds(entry.semana);
    transaction.set(statement.ref, {
      ...sums,
      restaurantId: entry.restaurantId,
      restaurantNome: entry.restaurantNome,
      semana: entry.semana,
      inicio: Timestamp.fromDate(inicio),
      fim: Timestamp.fromDate(fim),
      estado: 'aberta',
    });
  }
}

/**
 * An adjustment (issue #38): an entry of its own, with the reason, in the week open now; never an
 * edit of another entry. The operator's 'Lançar ajuste' ('ajuste-{id}'), a credit handed on, or a
 * partial refund's credit to the store (issue #52: 'reembolso-{id}', with its order). `id` comes
 * from the screen: a repeated request finds its entry and posts nothing. Resolves with the entry's
 * id and whether this call posted it.
 */
export async function postAdjustment(
  db: Firestore,
  transaction: Transaction,
  request: {
    id: string;
    restaurantId: string;
    restaurantNome: string;
    valor: number;
    motivo: string;
    por: string;
    /** The order it is about, when it is about one. */
    pedido?: { pedidoId: string; numero: number | null; pedidoEm: Date | null; pagamento: string };
  },
  now: Date,
  prefix: 'ajuste' | 'reembolso' = 'ajuste',
): Promise<{ id: string; posted: boolean }> {
  const restaurant = db.collection('restaurantes').doc(request.restaurantId);
  const id = `${prefix}-${request.id}`;
  const entryRef = restaurant.collection(LEDGER_ENTRIES).doc(id);
  const semana = statementWeekOf(now);
  const [existing, statement] = await transaction.getAll(entryRef, restaurant.collection(STATEMENTS).doc(semana));
  if (existing!.exists) return { id, posted: false };
  transaction.create(
    entryRef,
    ledgerEntryData(
      {
        tipo: 'ajuste',
        ...(request.pedido ?? { pedidoId: '', numero: null, pedidoEm: null, pagamento: '' }),
        base: 0,
        percentual: null,
        valor: request.valor,
        semana,
        motivo: request.motivo,
        lancadoPor: request.por,
      },
      Timestamp.fromDate(now),
      FieldValue.serverTimestamp(),
    ),
  );
  sumIntoStatement(transaction, statement!, { restaurantId: request.restaurantId, restaurantNome: request.restaurantNome || toText(statement!.get('restaurantNome')), semana, tipo: 'ajuste', valor: request.valor, retidoNaFonte: 0 });
  return { id, posted: true };
}

/** How many orders the backfill posts at once. */
const BACKFILL_PARALLEL = 8;

/**
 * Posts every order of every restaurant (or of `restaurantIds`) through postCommission: for the
 * demo seed, whose orders are written in bulk. Safe beside the trigger and run twice: an order
 * already posted posts nothing. Resolves with how many orders it read and how many it posted.
 */
export async function backfillCommissionLedger(db: Firestore, restaurantIds?: readonly string[]): Promise<{ orders: number; posted: number }> {
  const ids = restaurantIds ?? (await db.collection('restaurantes').select().get()).docs.map((document) => document.id);
  const report = { orders: 0, posted: 0 };
  for (const restaurantId of ids) {
    const orders = (await db.collection('restaurantes').doc(restaurantId).collection('pedidos').select().get()).docs.map((document) => document.id);
    for (let start = 0; start < orders.length; start += BACKFILL_PARALLEL) {
      const posted = await Promise.all(orders.slice(start, start + BACKFILL_PARALLEL).map((orderId) => postCommission(db, restaurantId, orderId)));
      report.orders += posted.length;
      report.posted += posted.filter((id) => id !== null).length;
    }
  }
  return report;
}
