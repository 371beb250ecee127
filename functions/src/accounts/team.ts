import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { INVITATION_DAYS, readTeamRole, TEAM_MESSAGES, type InviteMemberResponse } from '@/domain/accounts/team';
import { acceptInvitationSchema, cancelInvitationSchema, inviteMemberSchema, removeMemberSchema, setMemberRoleSchema } from '@/domain/accounts/team.schema';
import { normalizeUserType } from '@/domain/accounts/user';
import { actorOf, memberRoleIn, readOrRefuse, refuse, VERIFY_EMAIL_MESSAGE, writeAudit, type Actor, type Caller } from '../lib/callable-support';
import { tellInvitation } from '../notify/account-notices';

/**
 * A restaurant's team (issue #24): the dono invites people by a link, changes their roles and
 * removes them. restaurantes/{id}/membros/{uid} is the membership the rules read on every staff
 * write; usuarios/{uid} keeps tipo 'restaurante' and restaurantId so the app sends the person to
 * the panel. Both change together, in one transaction, only here.
 */

export const MEMBER_NOT_FOUND_MESSAGE = 'Esta pessoa não faz parte da equipe.';

function membersOf(db: Firestore, restaurantId: string) {
  return db.collection('restaurantes').doc(restaurantId).collection('membros');
}

/** The caller, who must be a dono of the restaurant. */
async function ownerOf(db: Firestore, caller: Caller | undefined, restaurantId: string): Promise<Actor> {
  const actor = await actorOf(db, caller);
  const member = await membersOf(db, restaurantId).doc(actor.uid).get();
  if (!memberRoleIn(member, ['dono'])) throw refuse('permission-denied', 'not-owner', TEAM_MESSAGES.notOwner);
  return actor;
}

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The oobCode of a password link: whoever holds it sets the account's first password. */
async function passwordCode(auth: Auth, email: string): Promise<string> {
  const link = await auth.generatePasswordResetLink(email);
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('The password link carries no oobCode');
  return code;
}

/**
 * 'Convidar pessoa': an invitation for an e-mail and a role, answered with the link's parts. An
 * e-mail without an account gets one (no password yet) and the link carries the code that sets
 * its password; an existing account signs in as usual, so the owner never holds the password
 * link of somebody else's account. A second invitation of the same e-mail replaces the first.
 */
export async function inviteMemberAs(db: Firestore, auth: Auth, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<InviteMemberResponse> {
  const request = readOrRefuse(inviteMemberSchema, data);
  const owner = await ownerOf(db, caller, request.restaurantId);
  const members = membersOf(db, request.restaurantId);
  const invitations = db.collection('restaurantes').doc(request.restaurantId).collection('convites');

  let account = await userByEmail(auth, request.email);
  if (account) {
    const [member, user] = await db.getAll(members.doc(account.uid), db.collection('usuarios').doc(account.uid));
    if (member?.exists) throw refuse('already-exists', 'already-member', TEAM_MESSAGES.alreadyMember);
    const type = user?.exists ? normalizeUserType(user.get('tipo')) : 'cliente';
    if (type !== 'cliente') throw refuse('failed-precondition', 'other-account', TEAM_MESSAGES.otherAccount);
  }
  // An account made by an earlier invitation that nobody opened has no password yet: still new.
  const newAccount = !account || !account.providerData.some((provider) => provider.providerId === 'password');
  account ??= await auth.createUser({ email: request.email, emailVerified: false });
  const code = newAccount ? await passwordCode(auth, request.email) : null;

  const pending = await invitations.where('email', '==', request.email).where('estado', '==', 'pendente').get();
  const invitationRef = invitations.doc();
  await db.runTransaction(async (transaction) => {
    const restaurant = await transaction.get(db.collection('restaurantes').doc(request.restaurantId));
    for (const old of pending.docs) transaction.update(old.ref, { estado: 'cancelado' });
    transaction.create(invitationRef, {
      email: request.email,
      papel: request.papel,
      estado: 'pendente',
      novaConta: newAccount,
      uid: account.uid,
      criadoPor: owner.uid,
      criadoEm: FieldValue.serverTimestamp(),
      expiraEm: Timestamp.fromMillis(now().getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    writeAudit(db, transaction, owner, { acao: 'membro_convidado', alvoTipo: 'restaurante', alvoId: request.restaurantId, depois: { email: request.email, papel: request.papel } });
    // The invitation by e-mail too, and on an existing account's devices (issue #37).
    tellInvitation(db, transaction, {
      restaurantId: request.restaurantId,
      restaurantName: String(restaurant.get('nome') ?? restaurant.get('name') ?? 'o restaurante'),
      conviteId: invitationRef.id,
      email: request.email,
      papel: request.papel,
      oobCode: code,
      uid: newAccount ? null : account.uid,
    });
  });
  return { conviteId: invitationRef.id, oobCode: code };
}

/** 'Cancelar convite'. */
export async function cancelInvitationAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const request = readOrRefuse(cancelInvitationSchema, data);
  const owner = await ownerOf(db, caller, request.restaurantId);
  const ref = db.collection('restaurantes').doc(request.restaurantId).collection('convites').doc(request.conviteId);
  await db.runTransaction(async (transaction) => {
    const invitation = await transaction.get(ref);
    if (!invitation.exists || invitation.get('estado') !== 'pendente') return;
    transaction.update(ref, { estado: 'cancelado' });
    writeAudit(db, transaction, owner, { acao: 'convite_cancelado', alvoTipo: 'restaurante', alvoId: request.restaurantId, antes: { email: invitation.get('email'), papel: invitation.get('papel') } });
  });
  return { ok: true };
}

/**
 * The invited person joins: signed in with the invited e-mail (a new account has just set its
 * password with the link's code). The account becomes the restaurant's staff with the invited
 * role; a new account's e-mail counts as verified, since the owner vouched for it and its holder
 * opened the link. Accepting twice answers success.
 */
export async function acceptInvitationAs(db: Firestore, auth: Auth, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller, { verified: false });
  const request = readOrRefuse(acceptInvitationSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const invitationRef = restaurantRef.collection('convites').doc(request.conviteId);
  const memberRef = restaurantRef.collection('membros').doc(actor.uid);
  const userRef = db.collection('usuarios').doc(actor.uid);

  await db.runTransaction(async (transaction) => {
    const [invitation, member, user] = await transaction.getAll(invitationRef, memberRef, userRef);
    if (!invitation?.exists) throw refuse('not-found', 'gone', TEAM_MESSAGES.invitationGone);
    if (String(invitation.get('email')) !== actor.email) throw refuse('permission-denied', 'wrong-account', TEAM_MESSAGES.wrongAccount);
    // The e-mail must be proven (issue #39): a new account proved it by setting its password with
    // the link's code; an existing one verifies it first.
    if (caller?.token.email_verified !== true && invitation.get('novaConta') !== true) throw refuse('permission-denied', 'not-allowed', VERIFY_EMAIL_MESSAGE);
    const state = invitation.get('estado');
    if (state === 'aceito' && member?.exists) return;
    if (state !== 'pendente') throw refuse('failed-precondition', 'gone', TEAM_MESSAGES.invitationGone);
    if ((invitation.get('expiraEm') as Timestamp).toMillis() <= now().getTime()) throw refuse('failed-precondition', 'expired', TEAM_MESSAGES.invitationExpired);
    const type = user?.exists ? normalizeUserType(user.get('tipo')) : 'cliente';
    if (type !== 'cliente' && !(type === 'restaurante' && user?.get('restaurantId') === request.restaurantId)) {
      throw refuse('failed-precondition', 'other-account', TEAM_MESSAGES.otherAccount);
    }
    const papel = readTeamRole(invitation.get('papel'));
    // The name typed on the invitation page (a new account) wins over the placeholder the app's
    // session may already have stored; an existing account keeps its own.
    const nome = request.nome || (user?.exists && String(user.get('nome') ?? '')) || actor.email.split('@')[0];
    transaction.set(
      userRef,
      user?.exists
        ? { tipo: 'restaurante', restaurantId: request.restaurantId, emailVerificado: true, ...(request.nome ? { nome } : {}) }
        : { uid: actor.uid, email: actor.email, nome, tipo: 'restaurante', restaurantId: request.restaurantId, emailVerificado: true, criadoEm: FieldValue.serverTimestamp() },
      { merge: true },
    );
    transaction.set(memberRef, { uid: actor.uid, nome, email: actor.email, papel, desde: FieldValue.serverTimestamp() });
    transaction.update(invitationRef, { estado: 'aceito', aceitoPor: actor.uid, aceitoEm: FieldValue.serverTimestamp() });
    writeAudit(db, transaction, actor, { acao: 'membro_entrou', alvoTipo: 'restaurante', alvoId: request.restaurantId, depois: { uid: actor.uid, email: actor.email, papel } });
  });
  if (caller?.token.email_verified !== true) await auth.updateUser(actor.uid, { emailVerified: true });
  return { ok: true };
}

/** How many donos the restaurant has, read in the transaction. */
async function ownerCount(db: Firestore, transaction: Transaction, restaurantId: string): Promise<number> {
  return (await transaction.get(membersOf(db, restaurantId).where('papel', '==', 'dono'))).size;
}

/** 'Função': the dono changes a member's role; the last dono cannot step down. */
export async function setMemberRoleAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const request = readOrRefuse(setMemberRoleSchema, data);
  const owner = await ownerOf(db, caller, request.restaurantId);
  const memberRef = membersOf(db, request.restaurantId).doc(request.uid);
  await db.runTransaction(async (transaction) => {
    const member = await transaction.get(memberRef);
    if (!member.exists) throw refuse('not-found', 'not-member', MEMBER_NOT_FOUND_MESSAGE);
    const before = readTeamRole(member.get('papel'));
    if (before === request.papel) return;
    if (before === 'dono' && (await ownerCount(db, transaction, request.restaurantId)) <= 1) throw refuse('failed-precondition', 'last-owner', TEAM_MESSAGES.lastOwner);
    transaction.update(memberRef, { papel: request.papel });
    writeAudit(db, transaction, owner, { acao: 'papel_alterado', alvoTipo: 'restaurante', alvoId: request.restaurantId, antes: { uid: request.uid, papel: before }, depois: { uid: request.uid, papel: request.papel } });
  });
  return { ok: true };
}

/**
 * 'Remover': the person leaves the team at once (the rules read the membership on every write)
 * and their sessions end; their account stays, as a customer's. The last dono cannot be removed.
 */
export async function removeMemberAs(db: Firestore, auth: Auth, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const request = readOrRefuse(removeMemberSchema, data);
  const owner = await ownerOf(db, caller, request.restaurantId);
  const memberRef = membersOf(db, request.restaurantId).doc(request.uid);
  const userRef = db.collection('usuarios').doc(request.uid);
  const removed = await db.runTransaction(async (transaction) => {
    const [member, user] = await transaction.getAll(memberRef, userRef);
    if (!member?.exists) return false;
    const role = readTeamRole(member.get('papel'));
    if (role === 'dono' && (await ownerCount(db, transaction, request.restaurantId)) <= 1) throw refuse('failed-precondition', 'last-owner', TEAM_MESSAGES.lastOwner);
    transaction.delete(memberRef);
    if (user?.exists && user.get('restaurantId') === request.restaurantId) transaction.update(userRef, { tipo: 'cliente', restaurantId: null });
    writeAudit(db, transaction, owner, { acao: 'membro_removido', alvoTipo: 'restaurante', alvoId: request.restaurantId, antes: { uid: request.uid, email: member.get('email'), papel: role } });
    return true;
  });
  if (removed) await auth.revokeRefreshTokens(request.uid);
  return { ok: true };
}
