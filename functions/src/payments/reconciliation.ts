import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { ORDER_PAYMENTS } from '@/domain/payments/online-payment';
import { RECONCILIATIONS } from '@/domain/payments/payment-divergence';
import { divergenceData } from '@/domain/payments/payment-divergence.record';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import type { PaidOrderWatch } from '../orders/order-watch';
import { applyPayment } from './order-payments';
import { sellerCredentialsOf } from './payment-accounts';
import type { PaymentProvider } from './provider';

/**
 * The daily reconciliation (issue #52): every payment Sabor created in the last
 * RECONCILED_DAYS, read again from the provider and applied to its order as a notice would be
 * (order-payments.ts applyPayment). A notice that never arrived is made good here: a Pix paid
 * without its order released, an order marked paid whose payment was refunded or disputed at the
 * provider. What cannot be made good (an amount or order that does not match, a store whose
 * account is gone) stays flagged on the payment (`divergencia`). The day's figures are kept in
 * conciliacoes/{YYYY-MM-DD}, server only.
 */

export const RECONCILED_DAYS = 3;

export interface Reconciliation {
  /** Payments read again. */
  verificados: number;
  /** Orders a lost notice had left behind, now made right. */
  corrigidos: number;
  /** Payments that do not match their order, or could not be read (flagged). */
  divergentes: number;
}

export async function reconcilePayments(db: Firestore, provider: PaymentProvider, watch: PaidOrderWatch, now: Date): Promise<Reconciliation> {
  const since = Timestamp.fromMillis(now.getTime() - RECONCILED_DAYS * 24 * 60 * 60_000);
  const recent = await db.collection(ORDER_PAYMENTS).where('criadoEm', '>=', since).get();
  const result: Reconciliation = { verificados: 0, corrigidos: 0, divergentes: 0 };
  for (const entry of recent.docs) {
    const restaurantId = String(entry.get('restaurantId') ?? '');
    const seller = await sellerCredentialsOf(db, restaurantId);
    if (!seller) {
      result.divergentes += 1;
      const reason = 'conciliação: a loja não tem conta Mercado Pago conectada para conferir o pagamento';
      // Flagged once, not every morning: a flag the operator resolved stays closed.
      if (entry.get('divergencia') !== reason) await entry.ref.set(divergenceData(reason, Timestamp.fromDate(now)), { merge: true });
      continue;
    }
    try {
      const outcome = await applyPayment(db, await provider.getPayment(seller, entry.id), watch, now);
      result.verificados += 1;
      if (outcome === 'mismatch' || outcome === 'unknown') result.divergentes += 1;
      else if (outcome !== 'unchanged') result.corrigidos += 1;
    } catch (error) {
      result.divergentes += 1;
      logger.error('A payment could not be reconciled', { paymentId: entry.id, restaurantId, error: String(error) });
    }
  }
  await db.collection(RECONCILIATIONS).doc(saoPauloDayKey(now)).set({ ...result, em: Timestamp.fromDate(now) });
  return result;
}
