import { useState } from 'react';
import { useSession } from '@/state/session-context';
import { TEAM_MESSAGES } from '@/domain/accounts/team';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { CustomerSignIn } from '../login/CustomerSignIn';
import type { AcceptState } from './use-accept-invitation';

/**
 * An existing account's invitation: sign in with the invited e-mail (the page stays here after
 * signing in), then 'Aceitar convite'. A signed-in person with another e-mail is told so by the
 * server (TEAM_MESSAGES.wrongAccount) and may leave that account.
 */
export function AcceptStep({ state, onAccept }: { state: AcceptState; onAccept: () => void }) {
  const { session, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  if (session.status === 'visitor') {
    return (
      <>
        <p>Entre com a conta do e-mail que recebeu o convite.</p>
        <CustomerSignIn emailAutoComplete="username" />
      </>
    );
  }
  if (session.status !== 'ready') return <LoadingState text="Carregando..." />;

  async function leave() {
    setLeaving(true);
    setLeaveError(null);
    try {
      await signOut();
    } catch (caught) {
      console.error('Erro ao sair', caught);
      setLeaveError('Não foi possível sair. Tente novamente.');
    } finally {
      setLeaving(false);
    }
  }

  const wrongAccount = state.status === 'error' && state.message === TEAM_MESSAGES.wrongAccount;
  return (
    <>
      <p>
        Você está conectado como <strong>{session.user.email}</strong>.
      </p>
      {state.status === 'error' ? <Notice tone="error">{state.message}</Notice> : null}
      {leaveError ? <Notice tone="error">{leaveError}</Notice> : null}
      {wrongAccount ? null : (
        <Button size="lg" block busy={state.status === 'busy'} onClick={onAccept}>
          Aceitar convite
        </Button>
      )}
      <Button variant={wrongAccount ? 'primary' : 'ghost'} block busy={leaving} onClick={() => void leave()}>
        Sair desta conta
      </Button>
      <p className="hint">Depois de sair, abra o link do convite de novo para entrar com a conta certa.</p>
    </>
  );
}
