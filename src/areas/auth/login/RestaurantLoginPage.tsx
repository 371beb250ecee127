import { Link } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { validateRestaurantLogin } from '@/domain/accounts/auth.form';
import { PATHS } from '@/domain/shared/routes';
import { LoadingState } from '@/ui/LoadingState';
import { AuthCard } from '../shared/AuthCard';
import { SignInForm } from './SignInForm';

/**
 * /login-restaurante: staff sign in and go to the panel (their home). The account type is never
 * changed here: a customer who signs in on this page ends up on their own home, not the panel.
 */
export function RestaurantLoginPage() {
  const { session } = useSession();
  if (session.status !== 'visitor') {
    return (
      <AuthCard title="Login do Restaurante">
        <LoadingState text="Carregando..." />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Login do Restaurante" subtitle="Acesse o painel para receber e preparar os pedidos.">
      <SignInForm validate={validateRestaurantLogin} errorScreen="restaurantLogin" submitLabel="Entrar no painel" emailAutoComplete="username" />
      <p className="auth-card__footer">
        É cliente? <Link to={PATHS.login}>Entre por aqui</Link>
      </p>
      <p className="auth-card__footer">
        Ainda não vende na Sabor? <Link to={PATHS.restaurantApplication}>Cadastre seu restaurante</Link>
      </p>
    </AuthCard>
  );
}
