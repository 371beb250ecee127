import { useState } from 'react';
import { restaurantBalance, statementNotice } from '@/domain/money/statements';
import { formatCentavos } from '@/domain/shared/money';
import type { CommercialTerms } from '@/domain/restaurants/commercial-terms';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import type { TeamRole } from '@/domain/accounts/team';
import { ContractCard } from './ContractCard';
import { PaymentAccountCard } from './PaymentAccountCard';
import { RiderSettlements } from './RiderSettlements';
import { StatementCard } from './StatementCard';
import { useStatements } from './use-finance';
import './finance.css';

/**
 * 'Financeiro' (issue #38; dono and gerente): what the restaurant owes the platform, week by
 * week. The open week so far, the closed ones to pay by Pix ('Pagar com Pix', 'Já paguei'), the
 * paid ones; each with its lines and their CSV. The rule it all follows (the restaurant's own
 * contract) is stated on top, with the store's Mercado Pago account for payment in the app; the
 * day's settlements with the riders follow the statements.
 */
export function FinanceTab({ restaurantId, terms, role }: { restaurantId: string; terms: CommercialTerms | null; role: TeamRole | null }) {
  const [now] = useState(() => new Date());
  const statements = useStatements(restaurantId);
  const notice = statements.status === 'success' ? statementNotice(statements.data, now) : null;
  // What the store owes in all, as the operator's console reads it (issue #50): one figure, not a sum to make by hand.
  const balance = statements.status === 'success' ? restaurantBalance(statements.data, now) : null;

  return (
    <section className="finance" aria-labelledby="finance-title">
      <h2 id="finance-title">Financeiro</h2>
      {terms ? <ContractCard terms={terms} /> : null}
      <PaymentAccountCard restaurantId={restaurantId} role={role} />
      {balance && statements.status === 'success' && statements.data.length > 0 ? (
        <div className="metric-grid finance__balance" aria-label="Saldo com a Sabor" role="group">
          <div className="card metric-card">
            <span className="metric-card__label">Saldo devedor</span>
            <strong className="metric-card__value">{formatCentavos(balance.total)}</strong>
            <span className="metric-card__hint">Semanas fechadas e a semana aberta até agora</span>
          </div>
          <div className="card metric-card">
            <span className="metric-card__label">Fechado, a pagar</span>
            <strong className="metric-card__value">{formatCentavos(balance.aPagar)}</strong>
            {balance.vencido > 0 ? <span className="metric-card__hint">Vencido: {formatCentavos(balance.vencido)}</span> : null}
          </div>
          <div className="card metric-card">
            <span className="metric-card__label">Semana aberta</span>
            <strong className="metric-card__value">{formatCentavos(balance.aberta)}</strong>
          </div>
        </div>
      ) : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {statements.status === 'loading' ? (
        <LoadingState text="Carregando extratos..." />
      ) : statements.status === 'error' ? (
        <RetryNotice onRetry={() => window.location.reload()}>Não foi possível carregar os extratos. Verifique sua conexão e tente de novo.</RetryNotice>
      ) : statements.data.length === 0 ? (
        <p className="muted">Nenhum extrato ainda. A comissão aparece aqui a partir do primeiro pedido entregue.</p>
      ) : (
        <ul className="list finance__statements">
          {statements.data.map((statement) => (
            <StatementCard key={statement.semana} statement={statement} now={now} />
          ))}
        </ul>
      )}
      <RiderSettlements restaurantId={restaurantId} />
    </section>
  );
}
