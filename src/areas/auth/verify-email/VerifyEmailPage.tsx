import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { PATHS, returnPathOf, withReturnPath } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { AuthCard } from '../shared/AuthCard';
import { continueUrlTo } from '../shared/continue-url';
import { useResendVerification } from './use-resend-verification';
import { WaitingBagNotice } from '../shared/WaitingBagNotice';

/** How often the page asks Firebase whether the link was clicked (in this or another tab). */
const VERIFICATION_POLL_MS = 4000;

/** /verificar-email (SPEC.md section 2). Moves on by itself once the link is clicked. */
export function VerifyEmailPage() {
  const { session, refreshUser, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Kept through 'Ir para Login', so the page the person was heading to still opens after it.
  const back = returnPathOf(location.search, location.state);
  const login = withReturnPath(PATHS.login, back);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { busy, run: resendEmail } = useResendVerification();
  const signedIn = session.status === 'ready' || session.status === 'loading-profile';

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refreshUser().catch(() => undefined);
    }, VERIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, refreshUser]);

  if (session.status === 'visitor') return <Navigate to={login} replace />;
  if (!signedIn) return <LoadingState fullScreen text="Carregando..." />;

  async function resend() {
    setMessage(null);
    const sent = await resendEmail(continueUrlTo(back ?? PATHS.home));
    if (sent.ok) {
      setMessage({ tone: 'success', text: 'E-mail de verificação reenviado! Verifique sua caixa de entrada e pasta de spam.' });
    } else {
      console.error('Erro ao reenviar verificação', sent.error);
      setMessage({ tone: 'error', text: 'Erro ao reenviar e-mail de verificação. Tente novamente mais tarde.' });
    }
  }

  return (
    <AuthCard
      title="Confirme seu e-mail!"
      subtitle={
        <>
          Enviamos um link de confirmação para <strong>{session.user.email}</strong>. Abra o e-mail e clique no link para
          ativar sua conta; esta página continua sozinha assim que a confirmação chegar.
        </>
      }
    >
      <div className="stack">
        <WaitingBagNotice back={back} step="verify" />
        <Notice>
          <Icon name="mail" size={18} /> Não encontrou? Confira a caixa de spam ou promoções.
        </Notice>
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        <Button size="lg" block busy={busy} onClick={resend}>
          Reenviar E-mail de Verificação
        </Button>
        <Button
          variant="secondary"
          size="lg"
          block
          onClick={() => {
            // Another account may be used here: leave this one first.
            void signOut().then(() => navigate(login, { replace: true }));
          }}
        >
          Ir para Login
        </Button>
      </div>
    </AuthCard>
  );
}
