import { useRef, useState } from 'react';
import { invitationMessage, whatsappShareLink } from '@/domain/accounts/invitation-share';
import { INVITATION_DAYS, type TeamRole } from '@/domain/accounts/team';
import { Button } from '@/ui/Button';
import '@/ui/button.css';
import { TextField } from '@/ui/TextField';

/**
 * The link of a new invitation, to copy or share by WhatsApp. No e-mail is sent: the owner hands
 * the link to the person. A new account's link carries the code that sets its password.
 */
export function InvitationLink({ link, email, papel, restaurantName, newAccount }: { link: string; email: string; papel: TeamRole; restaurantName: string; newAccount: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard permission (or an old browser): leave the link selected for a manual copy.
      input.current?.select();
      setCopied('no');
    }
  }

  return (
    <div className="stack invitation-link">
      <p>
        Convite criado para <strong>{email}</strong>. Envie este link só para essa pessoa:{' '}
        {newAccount ? 'com ele, ela cria a senha e já entra no painel.' : 'ela entra com a conta que já tem e aceita o convite.'}
      </p>
      <TextField ref={input} label="Link do convite" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <div className="form-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar link
        </Button>
        <a className="btn btn--primary btn--md" href={whatsappShareLink(invitationMessage(restaurantName, papel, link))} target="_blank" rel="noopener noreferrer">
          Enviar pelo WhatsApp
        </a>
      </div>
      <p className="hint" role="status">
        {copied === 'yes' ? 'Link copiado!' : copied === 'no' ? 'Não foi possível copiar sozinho: o link está selecionado, copie-o.' : ''}
      </p>
      <p className="hint">O convite vale por {INVITATION_DAYS} dias.</p>
    </div>
  );
}
