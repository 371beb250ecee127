import * as v from 'valibot';
import { personName } from '../shared/request.schema';
import { TEAM_MESSAGES } from './team';
import { PASSWORD_MIN_LENGTH } from '../shared/validation';

/**
 * The invitation page's account step (issue #24): a person invited by e-mail without an account
 * chooses a name and a password with the link's code.
 */

export const PASSWORD_TOO_SHORT = 'A senha deve ter pelo menos 6 caracteres.';

/** Name, password and its confirmation; the messages sit under each field. */
export const invitedAccountSchema = v.pipe(
  v.object({
    nome: personName('Informe seu nome.'),
    senha: v.pipe(v.string(), v.nonEmpty('Crie uma senha.'), v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT), v.maxLength(128, 'Use no máximo 128 caracteres.')),
    confirmarSenha: v.pipe(v.string(), v.nonEmpty('Confirme sua senha.')),
  }),
  v.forward(
    v.partialCheck([['senha'], ['confirmarSenha']], (input) => input.senha === input.confirmarSenha, 'As senhas não coincidem.'),
    ['confirmarSenha'],
  ),
);
export type InvitedAccountForm = v.InferInput<typeof invitedAccountSchema>;

/** The link's code was already used (the password is set): the person signs in instead. */
export const INVITATION_CODE_USED = 'Este link já foi usado para criar a senha. Entre com o e-mail convidado e a senha que você criou para aceitar o convite.';
export const CONNECTION_PROBLEM = 'Problema de conexão. Verifique sua internet e tente novamente.';

/** Firebase Auth's error codes on the invitation page, in Portuguese. */
export function invitationAuthMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/expired-action-code':
      return TEAM_MESSAGES.invitationExpired;
    case 'auth/invalid-action-code':
      return INVITATION_CODE_USED;
    case 'auth/weak-password':
      return PASSWORD_TOO_SHORT;
    case 'auth/user-disabled':
      return 'Esta conta foi desativada. Fale com o suporte da Sabor.';
    case 'auth/too-many-requests':
      return 'Muitas tentativas. Espere alguns minutos e tente de novo.';
    case 'auth/network-request-failed':
      return CONNECTION_PROBLEM;
    default:
      return 'Não foi possível criar sua senha. Tente novamente.';
  }
}
