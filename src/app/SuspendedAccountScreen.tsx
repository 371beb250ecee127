import { suspendedAccountText, SUSPENDED_ACCOUNT_MESSAGE } from '@/domain/operator/suspension';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { useSession } from '@/state/session-context';
import { useSignOutToLogin } from '@/state/use-sign-out-to-login';
import { LockedScreen, SIGN_OUT_FAILED_MESSAGE } from './LockedScreen';

/**
 * What a suspended account sees instead of the app, whatever its type (issue #24): the operator's
 * reason and 'Sair'. The rules and the callables refuse it anyway; this says why. Loaded only
 * then (AccountHoldScreen).
 */
export function SuspendedAccountScreen() {
  const { session } = useSession();
  const suspension = session.status === 'ready' ? session.profile?.suspenso : null;
  const { leaving, failed, logout } = useSignOutToLogin('Suspended account');

  if (!suspension) return null;
  return (
    <LockedScreen title="Conta suspensa">
      <p>{suspendedAccountText(suspension)}</p>
      <p>{SUSPENDED_ACCOUNT_MESSAGE}</p>
      {failed ? <Notice tone="error">{SIGN_OUT_FAILED_MESSAGE}</Notice> : null}
      <Button size="lg" busy={leaving} icon={<Icon name="logout" />} onClick={() => void logout()}>
        Sair
      </Button>
    </LockedScreen>
  );
}
