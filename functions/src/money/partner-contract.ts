import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { formatCentavos } from '@/domain/shared/money';
import { commercialTermsFromData } from '@/domain/restaurants/commercial-terms.record';
import { termsToAccept, PARTNER_TERMS } from '@/domain/money/partner-terms';
import {
  acceptTermsSchema,
  adjustCommissionSchema,
  OWNER_ONLY_TERMS_MESSAGE,
  proposeContractSchema,
  TERMS_CHANGED_MESSAGE,
} from '@/domain/money/partner-contract.schema';
import { toText } from '@/domain/shared/stored-values';
import { postAdjustment } from './commission-ledger';
import { commercialTermsRef } from '../stores/commercial-terms';
import { actorOf, adminOf, memberRoleIn, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, writeAudit, type Caller } from '../lib/callable-support';

/**
 * A restaurant's contract and its corrections (issue #38, domain/money/partner-contract.ts): the
 * operator proposes a rate and posts adjustments with a reason; the dono accepts the terms in the
 * panel. Every step audited, in the same transaction as what it records.
 */

/** The operator's 'Lançar ajuste': one ledger entry in the week open now. */
export async function adjustCommissionAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; lancamentoId: string }> {
  const admin = await adminOf(db, caller);
  const request = readOrRefuse(adjustCommissionSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const id = await db.runTransaction(async (transaction) => {
    const restaurant = await transaction.get(restaurantRef);
    if (!restaurant.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
    const nome = toText(restaurant.get('nome')) || toText(restaurant.get('name'));
    const result = await postAdjustment(db, transaction, { ...request, restaurantNome: nome, por: admin.uid }, now());
    if (result.posted) {
      writeAudit(db, transaction, admin, {
        acao: 'ajuste_comissao',
        alvoTipo: 'restaurante',
        alvoId: request.restaurantId,
        depois: { valor: formatCentavos(request.valor), lancamento: result.id },
        motivo: request.motivo,
      });
    }
    return result.id;
  });
  return { ok: true, lancamentoId: id };
}

/** The operator's 'Propor nova taxa': it applies once the dono accepts it. */
export async function proposeContractAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const request = readOrRefuse(proposeContractSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const termsRef = commercialTermsRef(restaurantRef);
  await db.runTransaction(async (transaction) => {
    const [restaurant, stored] = await transaction.getAll(restaurantRef, termsRef);
    if (!restaurant?.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
    const { contrato: before, comissaoPercentual } = commercialTermsFromData(stored?.data());
    transaction.set(
      termsRef,
      { contratoProposto: { termos: PARTNER_TERMS.version, comissaoPercentual: request.comissaoPercentual, motivo: request.motivo, propostoEm: FieldValue.serverTimestamp(), propostoPor: admin.uid } },
      { merge: true },
    );
    writeAudit(db, transaction, admin, {
      acao: 'contrato_proposto',
      alvoTipo: 'restaurante',
      alvoId: request.restaurantId,
      antes: { comissaoPercentual: before?.comissaoPercentual ?? comissaoPercentual, termos: before?.termos ?? null },
      depois: { comissaoPercentual: request.comissaoPercentual, termos: PARTNER_TERMS.version },
      motivo: request.motivo,
    });
  });
  return { ok: true };
}

/**
 * The dono's 'Aceitar termos': the version and rate the screen showed become the contract in force
 * (and the rate each new order is placed under). Refused when what awaits acceptance changed
 * meanwhile; accepting what is already in force is harmless.
 */
export async function acceptTermsAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const request = readOrRefuse(acceptTermsSchema, data);
  const actor = await actorOf(db, caller);
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const member = await restaurantRef.collection('membros').doc(actor.uid).get();
  if (!memberRoleIn(member, ['dono'])) throw refuse('permission-denied', 'not-allowed', OWNER_ONLY_TERMS_MESSAGE);
  const termsRef = commercialTermsRef(restaurantRef);
  await db.runTransaction(async (transaction) => {
    const [restaurant, storedTerms] = await transaction.getAll(restaurantRef, termsRef);
    if (!restaurant?.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
    const terms = commercialTermsFromData(storedTerms?.data());
    const { contrato, comissaoPercentual: stored } = terms;
    const offer = termsToAccept(terms);
    if (!offer) {
      if (contrato?.termos === request.termos && contrato.comissaoPercentual === request.comissaoPercentual) return;
      throw refuse('failed-precondition', 'changed', TERMS_CHANGED_MESSAGE);
    }
    if (offer.termos !== request.termos || offer.comissaoPercentual !== request.comissaoPercentual) throw refuse('failed-precondition', 'changed', TERMS_CHANGED_MESSAGE);
    transaction.set(
      termsRef,
      {
        contrato: { termos: offer.termos, comissaoPercentual: offer.comissaoPercentual, aceitoEm: FieldValue.serverTimestamp(), aceitoPor: actor.uid },
        comissaoPercentual: offer.comissaoPercentual,
        contratoProposto: null,
      },
      { merge: true },
    );
    writeAudit(db, transaction, actor, {
      acao: 'termos_aceitos',
      alvoTipo: 'restaurante',
      alvoId: request.restaurantId,
      antes: { comissaoPercentual: contrato?.comissaoPercentual ?? stored, termos: contrato?.termos ?? null },
      depois: { comissaoPercentual: offer.comissaoPercentual, termos: offer.termos },
    });
  });
  return { ok: true };
}
