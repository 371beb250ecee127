import { useSearchParams } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { usePaymentAccountReturn } from './use-payment-account-return';

const FINANCE = `${PATHS.restaurantPanel}?aba=financeiro`;

/**
 * /painel-restaurante/mercado-pago (issue #52): where Mercado Pago sends the dono back after
 * 'Conectar Mercado Pago', with a code (or `error` when they cancelled) and the `state` the
 * connection started with. The code is sent once to finishPaymentAccount, and the page says how it went.
 */
export function PaymentAccountReturnPage() {
  const [params] = useSearchParams();
  const outcome = usePaymentAccountReturn(params);

  return (
    <main className="page stack">
      <h1>Conta Mercado Pago</h1>
      {outcome.status === 'working' ? (
        <LoadingState text="Conectando a conta Mercado Pago..." />
      ) : outcome.status === 'done' ? (
        <Notice tone="success">Conta Mercado Pago conectada. Seus clientes já podem pagar com Pix ou cartão pelo app.</Notice>
      ) : (
        <Notice tone="error">{outcome.text}</Notice>
      )}
      {outcome.status !== 'working' ? (
        <ButtonLink to={FINANCE} size="lg">
          Voltar ao Financeiro
        </ButtonLink>
      ) : null}
    </main>
  );
}
