import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { statementWeekLabel } from '@/domain/money/commission-ledger';
import { formatCentavos } from '@/domain/shared/money';
import { csvAmount, csvDocument, csvField } from '@/domain/money/commission-csv';
import { formatDueDate, STATEMENT_STATUS_LABELS, statementStatus, type Statement } from '@/domain/money/statements';
import { STATEMENT_FILTER_LABELS, type StatementFilter } from '@/domain/money/statement-filters';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { downloadText } from '@/ui/download';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { FinanceSettingsCard } from './FinanceSettingsCard';
import { useCloseWeeks, useReceivableTotals, useStatements } from './use-finance';

const FILTERS = Object.keys(STATEMENT_FILTER_LABELS) as StatementFilter[];

/** The list shown as a CSV: restaurant, week, state, amount, due date, code. */
function statementsCsv(statements: readonly Statement[], now: Date): string {
  return csvDocument([
    ['Restaurante', 'Semana', 'Situação', 'Valor (R$)', 'Vencimento', 'Código Pix'],
    ...statements.map((statement) => [
      csvField(statement.restaurantNome || statement.restaurantId),
      statement.semana,
      STATEMENT_STATUS_LABELS[statementStatus(statement, now)],
      csvAmount(statement.valor ?? statement.comissao),
      statement.vencimento ? formatDueDate(statement.vencimento) : '',
      statement.codigo ?? '',
    ]),
  ]);
}

function StatementsTable({ statements, now, onConfirm }: { statements: Statement[]; now: Date; onConfirm: (statement: Statement) => void }) {
  if (statements.length === 0) return <div className="empty-state">Nenhum extrato nesta situação.</div>;
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">Restaurante</th>
          <th scope="col">Semana</th>
          <th scope="col">Situação</th>
          <th scope="col">Valor</th>
          <th scope="col">Vencimento</th>
          <th scope="col">
            <span className="visually-hidden">Ações</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {statements.map((statement) => {
          const status = statementStatus(statement, now);
          return (
            <tr key={`${statement.restaurantId}/${statement.semana}`}>
              <td className="console-table__name">
                <Link to={PATHS.adminRestaurant(statement.restaurantId)}>{statement.restaurantNome || statement.restaurantId}</Link>
              </td>
              <td data-label="Semana">{statementWeekLabel(statement.semana)}</td>
              <td data-label="Situação">
                <Badge tone={status === 'vencida' ? 'danger' : status === 'paga' ? 'success' : status === 'aberta' ? 'info' : 'warning'}>{STATEMENT_STATUS_LABELS[status]}</Badge>
              </td>
              <td data-label="Valor" className="console-table__number">
                {formatCentavos(statement.valor ?? statement.comissao)}
              </td>
              <td data-label="Vencimento">{statement.vencimento ? formatDueDate(statement.vencimento) : '—'}</td>
              <td>
                {status === 'fechada' || status === 'vencida' || status === 'informada' ? (
                  <Button variant="secondary" size="sm" onClick={() => onConfirm(statement)} aria-label={`Confirmar pagamento de ${statement.restaurantNome || statement.restaurantId}, semana ${statementWeekLabel(statement.semana)}`}>
                    Confirmar pagamento
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The operator's 'Financeiro' (issue #38): what the restaurants owe the platform. The totals to
 * receive and overdue (aggregations), the statements in one state at a time (one read each), the
 * weekly close run by hand, 'Confirmar pagamento', the list as a CSV, and the billing settings.
 * Each restaurant's balance, contract and adjustments are on its own page (linked by name).
 */
export function FinancePage() {
  const [now] = useState(() => new Date());
  const [filter, setFilter] = useState<StatementFilter>('a_receber');
  const [confirming, setConfirming] = useState<Statement | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const totals = useReceivableTotals(now);
  const statements = useStatements(filter, now);
  const { closing, close } = useCloseWeeks(refresh);

  function refresh() {
    totals.retry();
    statements.retry();
  }

  async function closeWeeks() {
    setMessage(null);
    setMessage(await close());
  }

  return (
    <section className="section console-page" aria-labelledby="console-finance-title">
      <div className="console-page__head split">
        <div>
          <ConsolePageTitle id="console-finance-title">Financeiro</ConsolePageTitle>
          <p className="hint">A comissão de cada restaurante, em extratos semanais que fecham às segundas-feiras e são pagos por Pix à Sabor.</p>
        </div>
        <Button variant="secondary" busy={closing} onClick={() => void closeWeeks()}>
          Fechar semanas encerradas
        </Button>
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}

      <div className="metric-grid">
        {totals.status === 'error' ? (
          <RetryNotice onRetry={totals.retry}>Erro ao carregar os totais: {errorMessage(totals.error)}</RetryNotice>
        ) : (
          <>
            <div className="card metric-card">
              <span className="metric-card__label">A receber</span>
              {totals.status === 'loading' ? <SkeletonLine width="60%" /> : <strong className="metric-card__value">{formatCentavos(totals.data.receivable.total)}</strong>}
              {totals.status === 'success' ? <span className="muted">{totals.data.receivable.count} extratos</span> : null}
            </div>
            <div className="card metric-card">
              <span className="metric-card__label">Vencido</span>
              {totals.status === 'loading' ? <SkeletonLine width="60%" /> : <strong className="metric-card__value">{formatCentavos(totals.data.overdue.total)}</strong>}
              {totals.status === 'success' ? <span className="muted">{totals.data.overdue.count} extratos</span> : null}
            </div>
          </>
        )}
      </div>

      <FinanceSettingsCard />

      <div className="split">
        <label className="field">
          <span className="field__label">Situação</span>
          <select className="field__input" value={filter} onChange={(event) => setFilter(event.target.value as StatementFilter)}>
            {FILTERS.map((option) => (
              <option key={option} value={option}>
                {STATEMENT_FILTER_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        {statements.status === 'success' && statements.data.length > 0 ? (
          <Button variant="ghost" onClick={() => downloadText(`extratos_${filter}.csv`, statementsCsv(statements.data, now))}>
            Baixar CSV
          </Button>
        ) : null}
      </div>

      {statements.status === 'loading' ? (
        <SkeletonList label="Carregando extratos..." count={3} className="list">
          <SkeletonLine width="70%" />
        </SkeletonList>
      ) : statements.status === 'error' ? (
        <RetryNotice onRetry={statements.retry}>Erro ao carregar os extratos: {errorMessage(statements.error)}</RetryNotice>
      ) : (
        <StatementsTable statements={statements.data} now={now} onConfirm={setConfirming} />
      )}

      {confirming ? (
        <ConfirmPaymentDialog
          statement={confirming}
          onCancel={() => setConfirming(null)}
          onDone={() => {
            setMessage({ tone: 'success', text: `Pagamento de ${confirming.restaurantNome || confirming.restaurantId} confirmado.` });
            setConfirming(null);
            refresh();
          }}
        />
      ) : null}
    </section>
  );
}
