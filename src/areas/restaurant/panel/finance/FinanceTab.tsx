import { useState } from 'react';
import { statementNotice } from '@/domain/money/statements';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { ContractCard } from './ContractCard';
import { RiderSettlements } from './RiderSettlements';
import { StatementCard } from './StatementCard';
import { useStatements } from './use-finance';
import './finance.css';

/**
 * 'Financeiro' (issue #38; dono and gerente): what the restaurant owes the platform, week by
 * week. The open week so far, the closed ones to pay by Pix ('Pagar com Pix', 'Já paguei'), the
 * paid ones; each with its lines and their CSV. The rule it all follows (the restaurant's own
 * contract) is stated on top; the day's settlements with the riders follow the statements.
 */
export function FinanceTab({ restaurantId, restaurant }: { restaurantId: string; restaurant: Pick<Restaurant, 'id' | 'contrato' | 'contratoProposto' | 'comissaoPercentual'> | null }) {
  const [now] = useState(() => new Date());
  const statements = useStatements(restaurantId);
  const notice = statements.status === 'success' ? statementNotice(statements.data, now) : null;

  return (
    <section className="finance" aria-labelledby="finance-title">
      <h2 id="finance-title">Financeiro</h2>
      {restaurant ? <ContractCard restaurant={restaurant} /> : null}
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
