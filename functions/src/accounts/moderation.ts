import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { setSuspensionSchema } from '@/domain/operator/moderation.schema';
import { normalizeUserType } from '@/domain/accounts/user';
import { adminOf, readOrRefuse, refuse, writeAudit, type Caller } from '../lib/callable-support';
import { writeSuspension } from '../stores/commercial-terms';

/**
 * Suspension (issue #24): the operator stops a restaurant, a rider or a customer, with a reason,
 * and can lift it. A suspended restaurant leaves the customers' lists at once (listado) and
 * placeOrder refuses it, while its team can finish the orders already accepted. A suspended
 * account's refresh tokens are revoked and the rules and functions refuse it at once (they read
 * usuarios/{uid}.suspenso, not only the token, which lives up to an hour).
 */

export const TARGET_NOT_FOUND_MESSAGE = 'Conta ou restaurante não encontrado.';
export const CANNOT_SUSPEND_ADMIN_MESSAGE = 'Contas de administrador não podem ser suspensas por aqui.';

export async function setSuspensionAs(db: Firestore, auth: Auth, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const request = readOrRefuse(setSuspensionSchema, data);
  const suspension = request.suspender ? { motivo: request.motivo, em: FieldValue.serverTimestamp() } : null;

  if (request.alvo === 'restaurante') {
    const ref = db.collection('restaurantes').doc(request.id);
    const partnerRef = db.collection('parceiros').doc(`restaurante-${request.id}`);
    await db.runTransaction(async (transaction) => {
      const [restaurant, partner] = await transaction.getAll(ref, partnerRef);
      if (!restaurant?.exists) throw refuse('not-found', 'not-found', TARGET_NOT_FOUND_MESSAGE);
      const wasSuspended = restaurant.get('suspenso') != null;
      // Lifting a suspension lists the restaurant again only if its owner had opened it.
      const listado = !request.suspender && restaurant.get('publicado') !== false;
      writeSuspension(transaction, ref, request.suspender ? { motivo: request.motivo } : null, listado);
      if (partner?.exists) transaction.update(partnerRef, { estado: request.suspender ? 'suspenso' : 'ativo' });
      writeAudit(db, transaction, admin, {
        acao: request.suspender ? 'suspenso' : 'reativado',
        alvoTipo: 'restaurante',
        alvoId: request.id,
        antes: { suspenso: wasSuspended, listado: restaurant.get('listado') ?? null },
        depois: { suspenso: request.suspender, listado },
        motivo: request.motivo,
      });
    });
    return { ok: true };
  }

  if (request.id === admin.uid) throw refuse('failed-precondition', 'admin', CANNOT_SUSPEND_ADMIN_MESSAGE);
  const userRef = db.collection('usuarios').doc(request.id);
  const partnerRef = db.collection('parceiros').doc(`entregador-${request.id}`);
  await db.runTransaction(async (transaction) => {
    const [user, partner] = await transaction.getAll(userRef, partnerRef);
    if (!user?.exists) throw refuse('not-found', 'not-found', TARGET_NOT_FOUND_MESSAGE);
    if (normalizeUserType(user.get('tipo')) === 'admin') throw refuse('failed-precondition', 'admin', CANNOT_SUSPEND_ADMIN_MESSAGE);
    const wasSuspended = user.get('suspenso') != null;
    transaction.update(userRef, { suspenso: suspension });
    if (partner?.exists) transaction.update(partnerRef, { estado: request.suspender ? 'suspenso' : 'ativo' });
    writeAudit(db, transaction, admin, {
      acao: request.suspender ? 'suspenso' : 'reativado',
      alvoTipo: 'usuario',
      alvoId: request.id,
      antes: { suspenso: wasSuspended },
      depois: { suspenso: request.suspender },
      motivo: request.motivo,
    });
  });
  if (request.suspender) await auth.revokeRefreshTokens(request.id);
  return { ok: true };
}
