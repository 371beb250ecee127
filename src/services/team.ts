import {
  collection,
  doc,
  limit,
  onSnapshot,
  query,
  where,
} from 'firebase/firestore';
import type { OpenStoreRequest } from '@/domain/operator/moderation.schema';
import { type InviteMemberResponse, type TeamInvitation, type TeamMember } from '@/domain/accounts/team';
import { type AcceptInvitationRequest, type CancelInvitationRequest, type InviteMemberRequest, type RemoveMemberRequest, type SetMemberRoleRequest } from '@/domain/accounts/team.schema';
import { db } from './firebase';
import { trackListener } from './listeners';
import { call } from './callable-refusal';
import { readConverter } from './read-converter';
import { invitationFromData, teamMemberFromData } from '@/domain/accounts/team.record';

/**
 * A restaurant's team (issue #24): its members (restaurantes/{id}/membros/{uid}, the source of
 * each person's role) and its invitations (convites). Clients only read them; every change goes
 * through the callables of functions/src/accounts/team.ts, whose refusals reject with a CallableRefusal
 * (src/domain/shared/callable-refusal.ts) carrying the Portuguese text to show.
 */

/** A team is a handful of people; the cap only bounds a listener's reads. */
const TEAM_LIMIT = 100;
const INVITATIONS_LIMIT = 50;

/** Maps membros/{uid} (teamMemberFromData). */
export const memberConverter = readConverter(teamMemberFromData);

/** Maps convites/{id} (invitationFromData). */
export const invitationConverter = readConverter(invitationFromData);

/**
 * Live membership of `uid` in the restaurant: their role as the rules see it. `null` when they are
 * not (or no longer) a member; once removed, the rules refuse the read itself, which arrives as an
 * onError with code 'permission-denied'.
 */
export function subscribeToMyMembership(
  restaurantId: string,
  uid: string,
  onNext: (member: TeamMember | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'membros', uid).withConverter(memberConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/** Live members of a restaurant, in no particular order (see sortTeam). */
export function subscribeToTeam(restaurantId: string, onNext: (members: TeamMember[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collection(db, 'restaurantes', restaurantId, 'membros'), limit(TEAM_LIMIT)).withConverter(memberConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/** Live pending invitations of a restaurant (only its donos may list them), newest first. */
export function subscribeToPendingInvitations(
  restaurantId: string,
  onNext: (invitations: TeamInvitation[]) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = query(collection(db, 'restaurantes', restaurantId, 'convites'), where('estado', '==', 'pendente'), limit(INVITATIONS_LIMIT)).withConverter(
    invitationConverter,
  );
  return trackListener(
    onSnapshot(
      ref,
      (snapshot) =>
        onNext(snapshot.docs.map((document) => document.data()).sort((a, b) => (b.criadoEm?.getTime() ?? 0) - (a.criadoEm?.getTime() ?? 0))),
      onError,
    ),
  );
}

/** inviteMember: the link's id and, for an e-mail without an account, the password code. */
export function callInviteMember(request: InviteMemberRequest): Promise<InviteMemberResponse> {
  return call('inviteMember', request);
}

export async function callCancelInvitation(request: CancelInvitationRequest): Promise<void> {
  await call('cancelInvitation', request);
}

export async function callSetMemberRole(request: SetMemberRoleRequest): Promise<void> {
  await call('setMemberRole', request);
}

export async function callRemoveMember(request: RemoveMemberRequest): Promise<void> {
  await call('removeMember', request);
}

/**
 * acceptInvitation for the signed-in person. `nome` is the name a new account chose; an existing
 * account sends none (the server keeps the one in usuarios/{uid}).
 */
export async function callAcceptInvitation(request: AcceptInvitationRequest): Promise<void> {
  await call('acceptInvitation', request);
}

/** 'Abrir minha loja' (openStore, dono or gerente): refused with STORE_NOT_READY_MESSAGE unless hours and an available product. */
export async function callOpenStore(request: OpenStoreRequest): Promise<void> {
  await call('openStore', request);
}
