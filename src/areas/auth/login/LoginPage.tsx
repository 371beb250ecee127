import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { PATHS, returnPathOf, withReturnPath } from '@/domain/shared/routes';
import { LoadingState } from '@/ui/LoadingState';
import { AuthCard } from '../shared/AuthCard';
import { CustomerSignIn } from './CustomerSignIn';
import { useBagIsWaiting, WaitingBagNotice } from '../shared/WaitingBagNotice';

/** /login (SPEC.md section 2): e-mail and password, plus the forgot-password dialog. */
export function LoginPage() {
  const { session } = useSession();
  const location = useLocation();
  // Whoever came here on the way to a page (a link's ?volta=, or the gate) keeps that way when
  // they create an account instead.
  const back = returnPathOf(location.search, location.state);
  const ordering = useBagIsWaiting(back);

  // While auth loads or someone is already signed in, the form would only flash: the gate is
  // about to move them on.
  if (session.status !== 'visitor') {
    return (
      <AuthCard title="Entrar">
        <LoadingState text="Carregando..." />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Entrar" subtitle={ordering ? undefined : 'Peça dos melhores restaurantes do seu bairro.'}>
      <WaitingBagNotice back={back} step="login" />
      <CustomerSignIn />
      <p className="auth-card__footer">
        Ainda não tem conta? <Link to={withReturnPath(PATHS.signUp, back)}>Cadastre-se</Link>
      </p>
      <p className="auth-card__footer">
        É de um restaurante? <Link to={PATHS.restaurantLogin}>Acesse o login do restaurante</Link>
      </p>
      <p className="auth-card__footer">
        Quer ser parceiro? <Link to={PATHS.restaurantApplication}>Cadastre seu restaurante</Link> ou{' '}
        <Link to={PATHS.riderApplication}>seja um entregador</Link>
      </p>
    </AuthCard>
  );
}
