import { useState } from 'react';
import type { Statement } from '@/domain/money/statements';
import { statementNotice } from '@/domain/money/statements';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT } from '@/domain/sales/commission';
import { subscribeToStatements } from '@/services/statements';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { useSubscription } from '@/ui/use-subscription';
import { StatementCard } from './StatementCard';
import './finance.css';

/**
 * 'Financeiro' (issue #38; dono and gerente): what the restaurant owes the platform, week by
 * week. The open week so far, the closed ones to pay by Pix ('Pagar com Pix', 'Já paguei'), the
 * paid ones; each with its lines and their CSV. The rule it all follows is stated on top.
 */
export function FinanceTab({ restaurantId }: { restaurantId: string }) {
  const [now] = useState(() => new Date());
  const statements = useSubscription<Statement[]>(`statements:${restaurantId}`, (onNext, onError) => subscribeToStatements(restaurantId, onNext, onError));
  const notice = statements.status === 'success' ? statementNotice(statements.data, now) : null;

  return (
    <section className="finance" aria-labelledby="finance-title">
      <h2 id="finance-title">Financeiro</h2>
      <div className="card finance__rules">
        <p>{COMMISSION_RULE_TEXT}</p>
        <p>{DELIVERY_FEE_RULE_TEXT}</p>
        <p className="hint">Os extratos vão de segunda a domingo. Cada um fecha na segunda-feira seguinte e é pago por Pix à Sabor.</p>
      </div>
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
    </section>
  );
}
