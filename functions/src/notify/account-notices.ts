import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { invitationPath, type TeamRole } from '@/domain/accounts/team';
import { applicationDecisionMail, invitationMail } from '@/domain/notifications/mail';
import { ACCOUNT_DELIVERY, applicationDecisionPush, invitationPush } from '@/domain/notifications/push';
import type { ApplicationKind, ApplicationState } from '@/domain/onboarding/application';
import { PATHS } from '@/domain/shared/routes';
import { outboxId, queueMail, queuePush } from './outbox';
import { appUrl } from './settings';

/**
 * What a person is told of their account (issue #37), by e-mail and on the devices they turned
 * on, queued in the transaction of the action that caused it, under ids made from it.
 */

/** The operator's decision on an application: `round` is the decision's place in its history. */
export function tellApplicationDecision(
  db: Firestore,
  transaction: Transaction,
  decision: { cadastroId: string; round: number; uid: string; to: string; tipo: ApplicationKind; estado: Exclude<ApplicationState, 'enviado'>; nome: string; motivos: string[]; mensagem: string },
): void {
  const id = outboxId('cadastro', decision.cadastroId, String(decision.round));
  if (decision.to) {
    queueMail(db, transaction, id, {
      to: decision.to,
      assunto: 'cadastro',
      message: applicationDecisionMail({ ...decision, link: appUrl() + PATHS.myApplications }),
    });
  }
  queuePush(db, transaction, id, { para: { uid: decision.uid }, payload: applicationDecisionPush(decision.tipo, decision.estado), delivery: ACCOUNT_DELIVERY });
}

/**
 * An invitation to a restaurant's team: the e-mail with its link (the one the owner may also
 * share), and a push when the invitee already has an account (a new one has no device yet).
 */
export function tellInvitation(
  db: Firestore,
  transaction: Transaction,
  invitation: { restaurantId: string; restaurantName: string; conviteId: string; email: string; papel: TeamRole; oobCode: string | null; uid: string | null },
): void {
  const path = invitationPath(invitation.restaurantId, invitation.conviteId, invitation.oobCode);
  const id = outboxId('convite', invitation.restaurantId, invitation.conviteId);
  queueMail(db, transaction, id, {
    to: invitation.email,
    assunto: 'convite',
    message: invitationMail({ restaurantName: invitation.restaurantName, papel: invitation.papel, link: appUrl() + path, newAccount: invitation.oobCode !== null }),
  });
  if (invitation.uid) {
    queuePush(db, transaction, id, { para: { uid: invitation.uid }, payload: invitationPush({ ...invitation, path }), delivery: ACCOUNT_DELIVERY });
  }
}
