import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { pixChargeFor } from '@/domain/money/pix-charge';
import { STATEMENTS, statementWeekLabel } from '@/domain/money/commission-ledger';
import { creditCarriedReason, FINANCE_SETTINGS_PATH, formatDueDate, overdueSuspensionReason, statementTxid } from '@/domain/money/statements';
import { financeSettingsFromData } from '@/domain/money/finance-settings.record';
import { statementFromData } from '@/domain/money/statement.record';
import { formatCentavos } from '@/domain/shared/money';
import { statementMail } from '@/domain/notifications/mail';
import { PATHS } from '@/domain/shared/routes';
import { postAdjustment } from './commission-ledger';
import { commercialTermsRef, writeSuspension } from '../stores/commercial-terms';
import { commercialTermsFromData } from '@/domain/restaurants/commercial-terms.record';
import { outboxId, queueMail } from '../notify/outbox';
import { appUrl } from '../notify/settings';
import {
  confirmStatementPaymentSchema,
  PAID_ON_MESSAGE,
  STATEMENT_ALREADY_PAID_MESSAGE,
  STATEMENT_NOT_DUE_MESSAGE,
  STATEMENT_NOT_FOUND_MESSAGE,
  statementRefSchema,
} from '@/domain/money/statements.schema';
import { saoPauloDayKey, saoPauloDayStart } from '@/domain/shared/sao-paulo-day';
import { actorOf, adminOf, memberRoleIn, NOT_A_MANAGER_MESSAGE, PLATFORM, readOrRefuse, refuse, writeAudit, type Caller } from '../lib/callable-support';

/**
 * The weekly commission statements (issue #38, domain/money/statements.ts): closed when their week
 * is over, with the amount due, its due date and a Pix copia e cola to the platform's key; the
 * restaurant's 'Já paguei'; the operator's 'Confirmar pagamento'. Every step is audited.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The e-mail of the restaurant's owner, read in `transaction`: its team's dono (one of them, when
 * a team has two), who may have taken over from whoever registered it; '' when none.
 */
async function ownerEmail(db: Firestore, transaction: Transaction, restaurantId: string): Promise<string> {
  const owners = await transaction.get(db.collection('restaurantes').doc(restaurantId).collection('membros').where('papel', '==', 'dono').limit(1));
  return String(owners.docs[0]?.get('email') ?? '');
}

/** Who the audit names for what the schedule does on its own. */

/**
 * Closes every open statement whose week ended by `now`, each in its own transaction (an entry
 * posted meanwhile is either in before the close or goes to the open week: commission-ledger.ts).
 * Safe to run twice: a closed statement is left alone. Each owner is e-mailed the statement
 * unless `notify` is false (the demo seed's history). Resolves with the ids closed.
 */
export async function closeDueStatements(db: Firestore, now: Date, { notify = true }: { notify?: boolean } = {}): Promise<string[]> {
  const settings = financeSettingsFromData((await db.doc(FINANCE_SETTINGS_PATH).get()).data());
  const due = await db.collectionGroup(STATEMENTS).where('estado', '==', 'aberta').where('fim', '<=', Timestamp.fromDate(now)).get();
  const closed: string[] = [];
  for (const open of due.docs) {
    const done = await db.runTransaction(async (transaction) => {
      const current = await transaction.get(open.ref);
      if (current.get('estado') !== 'aberta') return false;
      const restaurantId = open.ref.parent.parent!.id;
      const to = await ownerEmail(db, transaction, restaurantId);
      const statement = statementFromData(restaurantId, open.id, current.data() ?? {});
      const valor = Math.max(0, statement.comissao);
      const codigo = statementTxid(statement.semana, restaurantId);
      const pix = settings.chavePix ? pixChargeFor({ key: settings.chavePix, titular: settings.titular, cidade: settings.cidade, amountCentavos: valor, txid: codigo }) : null;
      // The due date is a whole São Paulo day: through its end.
      const dueDay = saoPauloDayKey(new Date(now.getTime() + settings.diasVencimento * DAY_MS));
      const vencimento = new Date(saoPauloDayStart(dueDay).getTime() + DAY_MS - 1);
      // A week that ends in credit (adjustments and reversals above its commissions) hands the
      // credit on to the week open now, as an entry of its own: nothing is lost, nothing edited.
      const credit = statement.comissao < 0 ? statement.comissao : 0;
      if (credit < 0) {
        await postAdjustment(
          db,
          transaction,
          { id: `credito-${statement.semana}`, restaurantId, restaurantNome: statement.restaurantNome, valor: credit, motivo: creditCarriedReason(statement.semana), por: PLATFORM.uid },
          now,
        );
      }
      transaction.update(open.ref, {
        // Nothing to pay (a week of reversals): settled as it closes.
        estado: valor > 0 ? 'fechada' : 'paga',
        valor,
        codigo,
        pix,
        vencimento: Timestamp.fromDate(vencimento),
        fechadoEm: Timestamp.fromDate(now),
        ...(valor > 0 ? {} : { pagoEm: Timestamp.fromDate(now), notaPagamento: credit < 0 ? `Nada a pagar: crédito de ${formatCentavos(-credit)} levado para a semana seguinte.` : 'Nada a pagar nesta semana.' }),
      });
      // The owner hears of it by e-mail (issue #37's outbox), once per statement.
      if (notify && valor > 0 && to) {
        queueMail(db, transaction, outboxId('extrato', restaurantId, statement.semana), {
          to,
          assunto: 'extrato',
          message: statementMail({
            restaurantName: statement.restaurantNome || 'seu restaurante',
            week: statementWeekLabel(statement.semana),
            amount: formatCentavos(valor),
            dueDate: formatDueDate(vencimento),
            code: codigo,
            pix,
            link: `${appUrl()}${PATHS.restaurantPanel}?aba=financeiro`,
          }),
        });
      }
      return true;
    });
    if (done) closed.push(open.ref.path);
  }
  return closed;
}

/**
 * Stops taking orders at every store with a statement still unpaid `diasBloqueio` days after its
 * due date: suspended for 'inadimplência' (unlisted, placeOrder refuses it, its team reads why),
 * audited as the platform's act. A store already suspended is left as it is. Resolves with the
 * restaurants stopped now. Paying lifts it (confirmStatementPaymentAs), as does the operator.
 */
export async function suspendOverdueStores(db: Firestore, now: Date): Promise<string[]> {
  const settings = financeSettingsFromData((await db.doc(FINANCE_SETTINGS_PATH).get()).data());
  const cutoff = Timestamp.fromMillis(now.getTime() - settings.diasBloqueio * DAY_MS);
  const overdue = await db.collectionGroup(STATEMENTS).where('estado', '==', 'fechada').where('vencimento', '<', cutoff).orderBy('vencimento', 'asc').get();
  // The oldest overdue statement of each store names the suspension.
  const oldest = new Map<string, DocumentSnapshot>();
  for (const statement of overdue.docs) {
    const restaurantId = statement.ref.parent.parent!.id;
    if (!oldest.has(restaurantId)) oldest.set(restaurantId, statement);
  }
  const stopped: string[] = [];
  for (const [restaurantId, statement] of oldest) {
    const ref = db.collection('restaurantes').doc(restaurantId);
    const partnerRef = db.collection('parceiros').doc(`restaurante-${restaurantId}`);
    const done = await db.runTransaction(async (transaction) => {
      const [restaurant, partner] = await transaction.getAll(ref, partnerRef);
      if (!restaurant?.exists || restaurant.get('suspenso') != null) return false;
      const motivo = overdueSuspensionReason(statementFromData(restaurantId, statement.id, statement.data() ?? {}));
      writeSuspension(transaction, ref, { motivo, inadimplencia: true }, false);
      if (partner?.exists) transaction.update(partnerRef, { estado: 'suspenso' });
      writeAudit(db, transaction, PLATFORM, { acao: 'suspenso', alvoTipo: 'restaurante', alvoId: restaurantId, antes: { suspenso: false, listado: restaurant.get('listado') ?? null }, depois: { suspenso: true, listado: false }, motivo });
      return true;
    });
    if (done) stopped.push(restaurantId);
  }
  return stopped;
}

/**
 * The operator's 'Fechar semanas encerradas': what the schedules do (the weeks over closed, the
 * stores overdue past the limit stopped), now.
 */
export async function closeStatementsAs(db: Firestore, caller: Caller | undefined, now: () => Date = () => new Date()): Promise<{ ok: true; fechados: number; bloqueados: number }> {
  const admin = await adminOf(db, caller);
  const closed = await closeDueStatements(db, now());
  const stopped = await suspendOverdueStores(db, now());
  if (closed.length > 0) {
    await db.runTransaction(async (transaction) => {
      writeAudit(db, transaction, admin, { acao: 'extrato_fechado', alvoTipo: 'restaurante', alvoId: '*', depois: { fechados: closed.length } });
    });
  }
  return { ok: true, fechados: closed.length, bloqueados: stopped.length };
}

function statementRef(db: Firestore, restaurantId: string, semana: string) {
  return db.collection('restaurantes').doc(restaurantId).collection(STATEMENTS).doc(semana);
}

/** The statement at `ref`, read in `transaction`, refused unless it is closed and not paid yet. */
async function closedUnpaid(transaction: Transaction, ref: DocumentReference): Promise<{ statement: DocumentSnapshot; estado: 'fechada' | 'informada' }> {
  const statement = await transaction.get(ref);
  if (!statement.exists) throw refuse('not-found', 'not-found', STATEMENT_NOT_FOUND_MESSAGE);
  const estado = statement.get('estado');
  if (estado === 'aberta') throw refuse('failed-precondition', 'open', STATEMENT_NOT_DUE_MESSAGE);
  if (estado === 'paga') throw refuse('failed-precondition', 'paid', STATEMENT_ALREADY_PAID_MESSAGE);
  return { statement, estado };
}

/** 'Já paguei': the restaurant's dono or gerente says a closed statement was paid. */
export async function reportStatementPaidAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const request = readOrRefuse(statementRefSchema, data);
  const actor = await actorOf(db, caller);
  const member = await db.collection('restaurantes').doc(request.restaurantId).collection('membros').doc(actor.uid).get();
  if (!memberRoleIn(member, ['dono', 'gerente'])) throw refuse('permission-denied', 'not-allowed', NOT_A_MANAGER_MESSAGE);
  const ref = statementRef(db, request.restaurantId, request.semana);
  await db.runTransaction(async (transaction) => {
    const { estado } = await closedUnpaid(transaction, ref);
    if (estado === 'informada') return;
    transaction.update(ref, { estado: 'informada', informadoEm: FieldValue.serverTimestamp(), informadoPor: actor.uid });
    writeAudit(db, transaction, actor, { acao: 'pagamento_informado', alvoTipo: 'restaurante', alvoId: request.restaurantId, depois: { semana: request.semana } });
  });
  return { ok: true };
}

/** The operator's 'Confirmar pagamento': the money arrived on `pagoEm`. */
export async function confirmStatementPaymentAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const request = readOrRefuse(confirmStatementPaymentSchema, data);
  const paidOn = saoPauloDayStart(request.pagoEm);
  if (Number.isNaN(paidOn.getTime()) || request.pagoEm > saoPauloDayKey(now())) throw refuse('invalid-argument', 'invalid', PAID_ON_MESSAGE, { pagoEm: PAID_ON_MESSAGE });
  const ref = statementRef(db, request.restaurantId, request.semana);
  await db.runTransaction(async (transaction) => {
    const { statement, estado } = await closedUnpaid(transaction, ref);
    // A store stopped for an overdue commission takes orders again once nothing else is overdue.
    const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
    const partnerRef = db.collection('parceiros').doc(`restaurante-${request.restaurantId}`);
    const [restaurant, partner, terms] = await transaction.getAll(restaurantRef, partnerRef, commercialTermsRef(restaurantRef));
    const settings = financeSettingsFromData((await transaction.get(db.doc(FINANCE_SETTINGS_PATH))).data());
    const stillOverdue = restaurant?.get('suspenso') != null && commercialTermsFromData(terms?.data()).suspenso?.inadimplencia === true
      ? (await transaction.get(ref.parent.where('estado', '==', 'fechada').where('vencimento', '<', Timestamp.fromMillis(now().getTime() - settings.diasBloqueio * DAY_MS)))).docs.filter((other) => other.id !== request.semana)
      : null;
    transaction.update(ref, { estado: 'paga', pagoEm: Timestamp.fromDate(paidOn), notaPagamento: request.nota, confirmadoPor: admin.uid, confirmadoEm: FieldValue.serverTimestamp() });
    if (stillOverdue && stillOverdue.length === 0) {
      const listado = restaurant?.get('publicado') !== false;
      writeSuspension(transaction, restaurantRef, null, listado);
      if (partner?.exists) transaction.update(partnerRef, { estado: 'ativo' });
      writeAudit(db, transaction, admin, { acao: 'reativado', alvoTipo: 'restaurante', alvoId: request.restaurantId, antes: { suspenso: true }, depois: { suspenso: false, listado }, motivo: 'Comissão em atraso paga.' });
    }
    writeAudit(db, transaction, admin, {
      acao: 'pagamento_confirmado',
      alvoTipo: 'restaurante',
      alvoId: request.restaurantId,
      antes: { estado },
      depois: { estado: 'paga', semana: request.semana, valor: formatCentavos(Number(statement.get('valor') ?? 0)), pagoEm: request.pagoEm },
      motivo: request.nota,
    });
  });
  return { ok: true };
}
