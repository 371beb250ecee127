import { useState } from 'react';
import { statementWeekLabel } from '@/domain/money/commission-ledger';
import { formatCentavos } from '@/domain/shared/money';
import { rateInForce, termsToAccept } from '@/domain/money/partner-terms';
import { restaurantBalance, STATEMENT_STATUS_LABELS, statementStatus } from '@/domain/money/statements';
import type { ConsoleRestaurant } from '@/domain/restaurants/console-restaurant.record';
import { formatPercent } from '@/domain/money/commission';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { formatDate } from '../shared/console-format';
import { FactList } from '../shared/FactList';
import { AdjustmentDialog } from './AdjustmentDialog';
import { ProposeRateDialog } from './ProposeRateDialog';
import { useUnpaidStatements } from './use-restaurant-finance';

/**
 * The restaurant's money for the operator (issue #38): its contract (the rate in force, the terms
 * it accepted, a proposal awaiting its dono), its balance from the unpaid statements, 'Propor nova
 * taxa' and 'Lançar ajuste'.
 */
export function RestaurantFinanceSection({ restaurant }: { restaurant: ConsoleRestaurant }) {
  const [now] = useState(() => new Date());
  const [dialog, setDialog] = useState<'taxa' | 'ajuste' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const unpaid = useUnpaidStatements(restaurant.id);
  const rate = rateInForce(restaurant);
  const offer = termsToAccept(restaurant);
  const balance = unpaid.status === 'success' ? restaurantBalance(unpaid.data, now) : null;

  return (
    <section className="card console-card" aria-labelledby="console-finance-title">
      <h3 id="console-finance-title">Financeiro</h3>
      <FactList
        facts={[
          { label: 'Taxa de comissão em vigor', value: formatPercent(rate) },
          {
            label: 'Termos aceitos',
            value: restaurant.contrato ? `Versão ${restaurant.contrato.termos || '—'}${restaurant.contrato.aceitoEm ? ` em ${formatDate(restaurant.contrato.aceitoEm)}` : ''}` : 'Nenhum registro de aceite',
          },
          ...(offer ? [{ label: 'Aguardando o dono', value: `Termos versão ${offer.termos}, taxa de ${formatPercent(offer.comissaoPercentual)}` }] : []),
        ]}
      />
      {unpaid.status === 'loading' ? <LoadingState text="Carregando saldo..." /> : null}
      {unpaid.status === 'error' ? <Notice tone="error">Não foi possível carregar o saldo. Verifique sua conexão e tente de novo.</Notice> : null}
      {balance && unpaid.status === 'success' ? (
        <>
          <FactList
            facts={[
              { label: 'Saldo devedor', value: formatCentavos(balance.total) },
              { label: 'Semana aberta', value: formatCentavos(balance.aberta) },
              { label: 'Fechado, a pagar', value: formatCentavos(balance.aPagar) },
              { label: 'Vencido', value: formatCentavos(balance.vencido) },
            ]}
          />
          {unpaid.data.length > 0 ? (
            <ul className="list list--tight" aria-label="Extratos não pagos">
              {unpaid.data.map((statement) => (
                <li key={statement.semana} className="split">
                  <span>Semana {statementWeekLabel(statement.semana)}</span>
                  <span>
                    {STATEMENT_STATUS_LABELS[statementStatus(statement, now)]} · {formatCentavos(statement.estado === 'aberta' ? statement.comissao : (statement.valor ?? 0))}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      <div className="form-actions">
        <Button variant="secondary" size="sm" onClick={() => setDialog('ajuste')}>
          Lançar ajuste
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog('taxa')}>
          Propor nova taxa
        </Button>
      </div>
      {dialog === 'ajuste' ? (
        <AdjustmentDialog
          restaurantId={restaurant.id}
          restaurantName={restaurant.nome}
          onCancel={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setDone('Ajuste lançado no extrato da semana aberta.');
          }}
        />
      ) : null}
      {dialog === 'taxa' ? (
        <ProposeRateDialog
          restaurantId={restaurant.id}
          current={rate}
          onCancel={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setDone('Nova taxa proposta. Ela vale depois que o dono aceitar os termos no painel.');
          }}
        />
      ) : null}
    </section>
  );
}
