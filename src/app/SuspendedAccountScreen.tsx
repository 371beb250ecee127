import { useState } from 'react';
import { suspendedAccountText, SUSPENDED_ACCOUNT_MESSAGE } from '@/domain/operator/suspension';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { useSession } from '@/state/session-context';
import { LockedScreen } from './LockedScreen';

/**
 * What a suspended account sees instead of the app, whatever its type (issue #24): the operator's
 * reason and 'Sair'. The rules and the callables refuse it anyway; this says why. Loaded only
 * then (AccountHoldScreen).
 */
export function SuspendedAccountScreen() {
  const { session, signOut } = useSession();
  const suspension = session.status === 'ready' ? session.profile?.suspenso : null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    setBusy(true);
    setError(null);
    try {
      await signOut();
    } catch (caught) {
      console.error('Erro ao sair', caught);
      setError('Não foi possível sair. Tente novamente.');
      setBusy(false);
    }
  }

  if (!suspension) return null;
  return (
    <LockedScreen title="Conta suspensa">
      <p>{suspendedAccountText(suspension)}</p>
      <p>{SUSPENDED_ACCOUNT_MESSAGE}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button size="lg" busy={busy} icon={<Icon name="logout" />} onClick={() => void leave()}>
        Sair
      </Button>
    </LockedScreen>
  );
}
