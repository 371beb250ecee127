import * as v from 'valibot';
import { documentId, personName } from '../shared/request.schema';
import { isValidEmail } from '../shared/validation';
import { TEAM_MESSAGES, TEAM_ROLES } from './team';

/** The requests of the team's callables (functions/src/accounts/team.ts), read the same by the panel's forms. */

const restaurantId = documentId;
const role = v.picklist(TEAM_ROLES, 'Escolha a função.');

/** inviteMember: the owner invites an e-mail with a role. */
export const inviteMemberSchema = v.object({
  restaurantId,
  email: v.pipe(v.string(TEAM_MESSAGES.email), v.trim(), v.toLowerCase(), v.maxLength(120, TEAM_MESSAGES.email), v.check(isValidEmail, TEAM_MESSAGES.email)),
  papel: role,
});
export type InviteMemberRequest = v.InferInput<typeof inviteMemberSchema>;
/** nome: asked of a new account (an existing one keeps its own). */
export const acceptInvitationSchema = v.object({ restaurantId, conviteId: documentId, nome: v.optional(personName('Informe o seu nome.')) });
export type AcceptInvitationRequest = v.InferInput<typeof acceptInvitationSchema>;

export const setMemberRoleSchema = v.object({ restaurantId, uid: documentId, papel: role });
export type SetMemberRoleRequest = v.InferInput<typeof setMemberRoleSchema>;

export const removeMemberSchema = v.object({ restaurantId, uid: documentId });
export type RemoveMemberRequest = v.InferInput<typeof removeMemberSchema>;

export const cancelInvitationSchema = v.object({ restaurantId, conviteId: documentId });
export type CancelInvitationRequest = v.InferInput<typeof cancelInvitationSchema>;
