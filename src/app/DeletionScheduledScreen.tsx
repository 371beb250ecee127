import { useState } from 'react';
import { formatSaoPauloDateTime } from '@/domain/shared/date-time-text';
import { cancelAccountDeletion } from '@/services/account-deletion';
import { refusalText } from '@/domain/shared/callable-refusal';
import { useSession } from '@/state/session-context';
import { useSignOutToLogin } from '@/state/use-sign-out-to-login';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { LockedScreen, SIGN_OUT_FAILED_MESSAGE } from './LockedScreen';

/**
 * What an account whose deletion is scheduled sees instead of the app (issue #39), right after
 * asking and whenever it signs in during the grace period: the date, 'Cancelar exclusão' and 'Sair'.
 * Loaded only then (AccountHoldScreen), so that nobody else downloads the callable's SDK for it.
 */
export function DeletionScheduledScreen() {
  const { session } = useSession();
  const deletion = session.status === 'ready' ? session.profile?.exclusao : null;
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { leaving, failed, logout } = useSignOutToLogin('Deletion-scheduled account');

  async function cancel() {
    setCancelling(true);
    setError(null);
    try {
      await cancelAccountDeletion();
      // The profile drops its exclusao: RouteGate shows the app again.
    } catch (caught) {
      console.error('Erro ao cancelar a exclusão', caught);
      setError(refusalText(caught, 'Não foi possível cancelar a exclusão. Verifique sua conexão e tente de novo.'));
    } finally {
      setCancelling(false);
    }
  }

  if (!deletion) return null;
  return (
    <LockedScreen title="Exclusão de conta agendada">
      <p>A sua conta será excluída em {formatSaoPauloDateTime(deletion.efetivaEm)}.</p>
      <p>Depois dessa data, a conta deixará de entrar e os seus dados pessoais serão apagados.</p>
      <p>Mudou de ideia? Cancele a exclusão e continue usando a Sabor como antes.</p>
      {error || failed ? <Notice tone="error">{error ?? SIGN_OUT_FAILED_MESSAGE}</Notice> : null}
      <Button size="lg" busy={cancelling} disabled={cancelling || leaving} onClick={() => void cancel()}>
        Cancelar exclusão
      </Button>
      <Button size="lg" variant="secondary" busy={leaving} disabled={cancelling || leaving} icon={<Icon name="logout" />} onClick={() => void logout()}>
        Sair
      </Button>
    </LockedScreen>
  );
}
