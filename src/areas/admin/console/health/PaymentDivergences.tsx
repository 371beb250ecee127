import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ONLINE_METHOD_PAYMENT } from '@/domain/payments/online-payment';
import { PROVIDER_STATUS_LABELS } from '@/domain/payments/payment-divergence';
import type { PaymentDivergence, ReconciliationRun } from '@/domain/payments/payment-divergence.record';
import { errorMessage } from '@/domain/shared/errors';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import type { LoadResult } from '@/ui/use-load';
import { formatDateTime } from '../shared/console-format';
import { FactList } from '../shared/FactList';
import { useResolveDivergence, type usePaymentDivergences } from './use-service-health';

/** The last morning's reconciliation in a line, or why there is none. */
function reconciliationLine(last: LoadResult<ReconciliationRun | null>): string {
  if (last.status === 'loading') return 'Procurando a última conciliação...';
  if (last.status === 'error') return `Erro ao ler a última conciliação: ${errorMessage(last.error)}`;
  if (!last.data) return 'Nenhuma conciliação feita ainda: ela roda todo dia às 05:45.';
  const run = last.data;
  return `Última conciliação: ${formatDateTime(run.em)} · ${run.verificados} pagamento(s) conferido(s) com o Mercado Pago, ${run.corrigidos} corrigido(s), ${run.divergentes} com divergência.`;
}

function DivergenceCard({ divergence, resolve }: { divergence: PaymentDivergence; resolve: ReturnType<typeof useResolveDivergence> }) {
  const [resolving, setResolving] = useState(false);
  const action = resolve.stateOf(divergence);
  const title = `${formatCentavos(divergence.valor)} · ${divergence.metodo ? `${ONLINE_METHOD_PAYMENT[divergence.metodo]} pelo app` : 'Pagamento pelo app'}`;
  return (
    <li className="card health-item">
      <h4 className="health-item__title">{title}</h4>
      <FactList
        facts={[
          { label: 'Divergência', value: divergence.divergencia, wide: true },
          { label: 'Loja', value: divergence.restaurantId || '—' },
          { label: 'Pedido', value: divergence.orderId || '—' },
          { label: 'Pagamento no Mercado Pago', value: `${divergence.id}${divergence.estadoProvedor ? ` (${PROVIDER_STATUS_LABELS[divergence.estadoProvedor] ?? divergence.estadoProvedor})` : ''}` },
          { label: 'Desde', value: formatDateTime(divergence.divergenciaEm) },
        ]}
      />
      {divergence.restaurantId ? <Link to={PATHS.adminRestaurant(divergence.restaurantId)}>Ver a loja e seu extrato</Link> : null}
      {action.status === 'error' ? <Notice tone="error">{action.text}</Notice> : null}
      {resolving ? (
        <div className="stack">
          <TextField label="O que foi feito" value={resolve.noteOf(divergence)} onChange={(event) => resolve.setNote(divergence, event.target.value)} maxLength={300} hint="Fica no histórico de auditoria." />
          <div className="health-item__actions">
            <Button size="sm" variant="ghost" onClick={() => setResolving(false)} disabled={action.status === 'busy'}>
              Cancelar
            </Button>
            <Button size="sm" busy={action.status === 'busy'} onClick={() => void resolve.run(divergence)}>
              Marcar como resolvida
            </Button>
          </div>
        </div>
      ) : (
        <div className="health-item__actions">
          <Button size="sm" variant="secondary" onClick={() => setResolving(true)} aria-label={`Resolvido: pagamento ${divergence.id}`}>
            Resolvido
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The payments in the app that do not add up (issue #52): an amount or an order that does not
 * match what Sabor charged, a refund with no account to make it from, a chargeback; with the last
 * morning's reconciliation. Live: a payment resolved leaves the list.
 */
export function PaymentDivergences({ divergences, last }: { divergences: ReturnType<typeof usePaymentDivergences>; last: LoadResult<ReconciliationRun | null> }) {
  const resolve = useResolveDivergence();
  return (
    <section className="stack" id="saude-pagamentos" aria-labelledby="saude-pagamentos-titulo">
      <div className="console-page__head">
        <h3 id="saude-pagamentos-titulo">Pagamentos com divergência</h3>
        <p className="hint">{reconciliationLine(last)}</p>
      </div>
      {resolve.done ? <Notice tone="success">{resolve.done}</Notice> : null}
      {divergences.status === 'loading' ? (
        <SkeletonList label="Carregando pagamentos..." count={1} className="list" itemClassName="card">
          <SkeletonLine width="40%" />
          <SkeletonLine width="80%" />
        </SkeletonList>
      ) : divergences.status === 'error' ? (
        <RetryNotice onRetry={divergences.retry}>Erro ao carregar os pagamentos: {errorMessage(divergences.error)}</RetryNotice>
      ) : divergences.data.length === 0 ? (
        <div className="empty-state">Nenhum pagamento com divergência.</div>
      ) : (
        <ul className="list" aria-label="Pagamentos com divergência">
          {divergences.data.map((divergence) => (
            <DivergenceCard key={divergence.id} divergence={divergence} resolve={resolve} />
          ))}
        </ul>
      )}
    </section>
  );
}
