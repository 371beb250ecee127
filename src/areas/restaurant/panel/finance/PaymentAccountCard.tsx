import type { TeamRole } from '@/domain/accounts/team';
import { formatSaoPauloDateTime } from '@/domain/shared/date-time-text';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { usePaymentAccountActions, usePaymentAccountStatus } from './use-payment-account';

/**
 * 'Pagamento online' in 'Financeiro' (issue #52): whether the store's own Mercado Pago account is
 * connected, so its customers may pay in the app (the money lands in that account, Sabor's
 * commission taken at source). The dono connects and disconnects; a gerente sees where it stands.
 */
export function PaymentAccountCard({ restaurantId, role }: { restaurantId: string; role: TeamRole | null }) {
  const status = usePaymentAccountStatus(restaurantId);
  const actions = usePaymentAccountActions(restaurantId);
  const connected = status.status === 'success' && status.data?.estado === 'conectada';
  const owner = role === 'dono';

  return (
    <section className="card stack finance__payments" aria-labelledby="finance-payments-title">
      <h3 id="finance-payments-title">Pagamento online</h3>
      {status.status === 'loading' ? (
        <p className="muted">Carregando...</p>
      ) : status.status === 'error' ? (
        <Notice tone="error">Não foi possível ver a conta Mercado Pago. Verifique sua conexão.</Notice>
      ) : connected ? (
        <p>
          Conta Mercado Pago conectada{status.data?.conectadaEm ? ` em ${formatSaoPauloDateTime(status.data.conectadaEm)}` : ''}. Seus clientes podem pagar com Pix ou cartão pelo app; o valor cai na sua
          conta e a comissão da Sabor é descontada na hora.
        </p>
      ) : (
        <p>
          Conecte a conta Mercado Pago da loja para seus clientes pagarem com Pix ou cartão pelo app. O dinheiro cai direto na sua conta, com a comissão da Sabor descontada na hora: sem
          boleto de comissão no fim da semana para esses pedidos.
        </p>
      )}
      {actions.error ? <Notice tone="error">{actions.error}</Notice> : null}
      {owner && status.status === 'success' ? (
        <div className="finance__payments-actions">
          {connected ? (
            <Button variant="secondary" busy={actions.busy === 'disconnect'} onClick={actions.disconnect}>
              Desconectar
            </Button>
          ) : (
            <Button busy={actions.busy === 'connect'} onClick={actions.connect}>
              Conectar Mercado Pago
            </Button>
          )}
        </div>
      ) : !owner && !connected && status.status === 'success' ? (
        <p className="hint">Só o dono da loja pode conectar a conta.</p>
      ) : null}
    </section>
  );
}
