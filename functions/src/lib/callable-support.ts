import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type * as v from 'valibot';
import type { AuditAction, AuditEntry } from '@/domain/operator/moderation';
import { SUSPENDED_ACCOUNT_MESSAGE } from '@/domain/operator/suspension';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { normalizeUserType } from '@/domain/accounts/user';
import { type UserType } from '@/domain/shared/user-types';
import { readTeamRole, type TeamRole } from '@/domain/accounts/team';

/**
 * What the callables of every subject folder share, so that none imports another subject for it: who
 * is calling, how a request is read (the app's own valibot schemas), how a refusal travels, who
 * may act for a restaurant, and the audit entry each change of state leaves.
 */

/** Who called, as the callable's verified ID token says. */
export interface Caller {
  uid: string;
  token: { email_verified?: boolean; email?: string };
}

/**
 * A refusal the app shows as is: `details.message` is the Portuguese text, `details.code` says
 * what kind, `details.fields` (for a form) names the fields and their messages.
 */
export function refuse(status: FunctionsErrorCode, code: string, message: string, fields?: SchemaFieldErrors): HttpsError {
  return new HttpsError(status, message, fields ? { code, message, fields } : { code, message });
}

export const INVALID_REQUEST_MESSAGE = 'Confira os campos destacados.';
export const SIGN_IN_MESSAGE = 'Entre na sua conta para continuar.';
export const VERIFY_EMAIL_MESSAGE = 'Confirme seu e-mail antes de continuar.';
export const ADMINS_ONLY_MESSAGE = 'Apenas a equipe da Sabor pode fazer isso.';

/** The request read with `schema`, or an invalid-argument refusal naming the fields. */
export function readOrRefuse<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  const result = readRequest(schema, data);
  if (!result.ok) {
    const first = Object.values(result.errors)[0];
    throw refuse('invalid-argument', 'invalid', first && Object.keys(result.errors).length === 1 ? first : INVALID_REQUEST_MESSAGE, result.errors);
  }
  return result.value;
}

/** The caller's account as stored in usuarios/{uid}. */
export interface Actor {
  uid: string;
  email: string;
  nome: string;
  tipo: UserType | null;
  restaurantId: string | null;
  suspended: boolean;
}

/** The signed-in caller's account; refuses a visitor, and a suspended account outright. */
export async function actorOf(db: Firestore, caller: Caller | undefined, { verified = true } = {}): Promise<Actor> {
  if (!caller) throw refuse('unauthenticated', 'not-allowed', SIGN_IN_MESSAGE);
  if (verified && caller.token.email_verified !== true) throw refuse('permission-denied', 'not-allowed', VERIFY_EMAIL_MESSAGE);
  const snapshot = await db.collection('usuarios').doc(caller.uid).get();
  const data = snapshot.data() ?? {};
  const actor: Actor = {
    uid: caller.uid,
    email: (caller.token.email ?? String(data.email ?? '')).toLowerCase(),
    nome: typeof data.nome === 'string' ? data.nome : '',
    tipo: snapshot.exists ? normalizeUserType(data.tipo) : null,
    restaurantId: typeof data.restaurantId === 'string' ? data.restaurantId : null,
    suspended: data.suspenso != null,
  };
  if (actor.suspended) throw refuse('permission-denied', 'suspended', SUSPENDED_ACCOUNT_MESSAGE);
  return actor;
}

export async function adminOf(db: Firestore, caller: Caller | undefined): Promise<Actor> {
  const actor = await actorOf(db, caller);
  if (actor.tipo !== 'admin') throw refuse('permission-denied', 'not-allowed', ADMINS_ONLY_MESSAGE);
  return actor;
}

/** The platform itself as the actor of an audit entry: a scheduled job, not a person. */
export const PLATFORM: Pick<Actor, 'uid' | 'email'> = { uid: 'sistema', email: 'sistema@sabor' };

/** Writes one audit entry in the same transaction as the change it records. */
export function writeAudit(
  db: Firestore,
  transaction: Transaction,
  actor: Pick<Actor, 'uid' | 'email'>,
  entry: { acao: AuditAction; alvoTipo: AuditEntry['alvoTipo']; alvoId: string; antes?: Record<string, unknown> | null; depois?: Record<string, unknown> | null; motivo?: string },
): void {
  transaction.create(db.collection('auditoria').doc(), {
    em: FieldValue.serverTimestamp(),
    atorUid: actor.uid,
    atorEmail: actor.email,
    acao: entry.acao,
    alvoTipo: entry.alvoTipo,
    alvoId: entry.alvoId,
    antes: entry.antes ?? null,
    depois: entry.depois ?? null,
    motivo: entry.motivo ?? '',
  });
}

export const RESTAURANT_NOT_FOUND_MESSAGE = 'Restaurante não encontrado.';
export const NOT_A_MANAGER_MESSAGE = 'Só o dono ou o gerente da loja pode fazer isso.';

/** True when the membership document (restaurantes/{id}/membros/{uid}) exists with one of `roles`. */
export function memberRoleIn(member: DocumentSnapshot | undefined, roles: readonly TeamRole[]): boolean {
  return Boolean(member?.exists) && roles.includes(readTeamRole(member?.get('papel')));
}
