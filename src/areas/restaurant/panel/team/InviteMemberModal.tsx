import { useState, type FormEvent } from 'react';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { invitationPath, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@/domain/accounts/team';
import { inviteMemberSchema } from '@/domain/accounts/team.schema';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { TextField } from '@/ui/TextField';
import { InvitationLink } from './InvitationLink';
import { useInviteMember } from './use-team';
import './team.css';


type Created = { link: string; email: string; papel: TeamRole; newAccount: boolean };

/**
 * 'Convidar pessoa': an e-mail and a role, checked by the schema inviteMember uses, then the
 * invitation's link to hand over. What was typed stays when the server refuses.
 */
export function InviteMemberModal({ restaurantId, restaurantName, onClose }: { restaurantId: string; restaurantName: string; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [papel, setPapel] = useState<TeamRole>('atendente');
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const { invite, busy, error, setError } = useInviteMember();
  const [created, setCreated] = useState<Created | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = readRequest(inviteMemberSchema, { restaurantId, email, papel });
    setError(null);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    const invitation = await invite(request.value, setErrors);
    if (!invitation) return;
    const { conviteId, oobCode } = invitation;
    setCreated({
      link: window.location.origin + invitationPath(restaurantId, conviteId, oobCode),
      email: request.value.email,
      papel: request.value.papel,
      newAccount: oobCode !== null,
    });
  }

  if (created) {
    return (
      <Modal title="Convite criado" onClose={onClose} closeLabel="Concluir">
        <InvitationLink {...created} restaurantName={restaurantName} />
      </Modal>
    );
  }

  return (
    <Modal title="Convidar pessoa" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label="E-mail da pessoa" name="email" type="email" inputMode="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <fieldset className="role-picker">
          <legend>Função</legend>
          {TEAM_ROLES.map((role) => (
            <label key={role} className="role-picker__option">
              <input type="radio" name="papel" value={role} checked={papel === role} onChange={() => setPapel(role)} />
              <span>
                <strong>{TEAM_ROLE_LABELS[role]}</strong>
                <span className="hint">{TEAM_ROLE_DESCRIPTIONS[role]}</span>
              </span>
            </label>
          ))}
          {errors.papel ? (
            <p className="field__error" role="alert">
              {errors.papel}
            </p>
          ) : null}
        </fieldset>
        <FormActions error={error} busy={busy} onCancel={onClose}>
          Criar convite
        </FormActions>
      </form>
    </Modal>
  );
}
