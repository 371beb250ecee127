import { useState, type FormEvent } from 'react';
import { formatCentavos, formatReais } from '@/domain/shared/money';
import { orderNumberLabel, orderReference } from '@/domain/orders/order';
import { statusLabel } from '@/domain/orders/order-status';
import { dayRange, describeRange, monthRange, periodFromInputs } from '@/domain/sales/report-periods';
import { type DateRange } from '@/domain/shared/date-range';
import { IN_PROGRESS_LABEL, IN_PROGRESS_RULE_TEXT, SALE_RULE_TEXT } from '@/domain/money/sale-stage';
import { Button } from '@/ui/Button';
import { DayClosing } from './DayClosing';
import { useDailySales, useSalesPages, useTotals, type Totals } from './use-sales-report';
import { Notice } from '@/ui/Notice';
import { SalesPerDayChart } from '@/ui/SalesPerDayChart';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import './reports.css';

const LOAD_ERROR = 'Erro ao carregar os dados de vendas. Verifique o console, as regras ou os índices do Firestore.';
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function orders(count: number): string {
  return count === 1 ? '1 pedido' : `${count} pedidos`;
}

function TotalCard({ title, totals }: { title: string; totals: Totals }) {
  return (
    <div className="card metric-card">
      <span className="metric-card__label">{title}</span>
      {totals.status === 'loading' ? (
        <>
          <span className="visually-hidden">Carregando...</span>
          <SkeletonLine width="60%" className="metric-card__value" />
          <SkeletonLine width="35%" />
          <SkeletonLine width="70%" className="metric-card__hint" />
        </>
      ) : totals.status === 'error' ? (
        <span className="metric-card__value">—</span>
      ) : (
        <>
          <strong className="metric-card__value">{formatCentavos(totals.sold.total)}</strong>
          <span className="muted">{orders(totals.sold.count)}</span>
          <span className="metric-card__hint">
            {IN_PROGRESS_LABEL}: {formatCentavos(totals.inProgress.total)} ({orders(totals.inProgress.count)})
          </span>
          {totals.discounts.store > 0 ? <span className="metric-card__hint">Desconto da loja: {formatCentavos(totals.discounts.store)}</span> : null}
          {totals.discounts.sabor > 0 ? <span className="metric-card__hint">Desconto Sabor (a Sabor devolve no extrato): {formatCentavos(totals.discounts.sabor)}</span> : null}
        </>
      )}
    </div>
  );
}

/** 'Relatórios de Vendas' (SPEC.md section 2): today, this month and a chosen period. */
export function ReportsTab({ restaurantId }: { restaurantId: string }) {
  const [now] = useState(() => new Date());
  const today = dayRange(now);
  const month = monthRange(now);
  const todayTotals = useTotals(restaurantId, today, `today:${today.start.toISOString()}`);
  const monthTotals = useTotals(restaurantId, month, `month:${month.start.toISOString()}`);

  const [startInput, setStartInput] = useState('');
  const [endInput, setEndInput] = useState('');
  const [period, setPeriod] = useState<DateRange | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);
  const periodKey = period ? `${period.start.toISOString()}-${period.end.toISOString()}` : 'all';
  const periodTotals = useTotals(restaurantId, period, `period:${periodKey}`);
  // The chart needs bounded days: the chosen period, or this month while none is chosen.
  const chartRange = period ?? month;
  const daily = useDailySales(restaurantId, chartRange);

  const { shown, loadMore } = useSalesPages(restaurantId, period, periodKey);

  if (!restaurantId) return <Notice tone="error">ID do restaurante não fornecido.</Notice>;

  function apply(event: FormEvent) {
    event.preventDefault();
    const result = periodFromInputs(startInput, endInput);
    if (!result.ok) return setFilterError(result.error);
    setFilterError(null);
    setPeriod(result.range);
  }

  return (
    <section className="section" aria-labelledby="reports-title">
      <div>
        <h2 id="reports-title">Relatórios de Vendas</h2>
        <p className="hint">
          {SALE_RULE_TEXT}. {IN_PROGRESS_LABEL}: {IN_PROGRESS_RULE_TEXT.toLowerCase()}.
        </p>
      </div>
      <div className="metric-grid">
        <TotalCard title="Vendas de Hoje" totals={todayTotals} />
        <TotalCard title="Vendas do Mês" totals={monthTotals} />
      </div>
      {todayTotals.status === 'error' || monthTotals.status === 'error' ? <Notice tone="error">{LOAD_ERROR}</Notice> : null}
      <DayClosing restaurantId={restaurantId} today={today} />

      <form className="report-filter" onSubmit={apply} noValidate>
        <TextField label="Data Início" type="date" name="inicio" value={startInput} onChange={(event) => setStartInput(event.target.value)} />
        <TextField label="Data Fim" type="date" name="fim" value={endInput} onChange={(event) => setEndInput(event.target.value)} />
        <div className="form-actions">
          <Button type="submit">Aplicar Filtro</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setStartInput('');
              setEndInput('');
              setFilterError(null);
              setPeriod(null);
            }}
          >
            Limpar Filtro
          </Button>
        </div>
      </form>
      {filterError ? <Notice tone="error">{filterError}</Notice> : null}

      <p className="report-total" role="status">
        Total do período{period ? '' : ' (todas as vendas)'}:{' '}
        <strong>{periodTotals.status === 'ready' ? `${formatCentavos(periodTotals.sold.total)} em ${orders(periodTotals.sold.count)}` : '…'}</strong>
        {periodTotals.status === 'ready' ? (
          <span className="report-total__progress">
            {IN_PROGRESS_LABEL}: {formatCentavos(periodTotals.inProgress.total)} em {orders(periodTotals.inProgress.count)}
          </span>
        ) : null}
      </p>

      <div className="card report-chart">
        <SalesPerDayChart
          title={`Vendas por dia (${period ? describeRange(chartRange) : 'este mês'})`}
          state={daily.status === 'success' ? { status: 'success', days: daily.data } : daily}
        />
      </div>

      {shown.error ? (
        <Notice tone="error">{LOAD_ERROR}</Notice>
      ) : shown.loading && shown.orders.length === 0 ? (
        // Rows of the table's height, with its four columns.
        <SkeletonList label="Carregando vendas..." count={6} itemClassName="report-skeleton__row">
          {['50%', '80%', '60%', '55%'].map((width, index) => (
            <SkeletonLine key={index} width={width} />
          ))}
        </SkeletonList>
      ) : shown.orders.length === 0 ? (
        <p className="empty-state">Não há vendas no período selecionado.</p>
      ) : (
        // Focusable and named, so keyboard users can scroll a table wider than the screen.
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Vendas do período">
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">ID Pedido</th>
                <th scope="col">Data</th>
                <th scope="col">Valor Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    {orderNumberLabel(order)}
                    {orderReference(order) ? <span className="hint"> {orderReference(order)}</span> : null}
                  </td>
                  <td>{order.createdAt ? dateFormat.format(order.createdAt) : '—'}</td>
                  <td>{formatReais(order.totalValue)}</td>
                  <td>{statusLabel(order.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown.next ? (
        <Button
          variant="secondary"
          busy={shown.loading}
          onClick={() => {
            loadMore(shown.next);
          }}
        >
          Carregar mais vendas
        </Button>
      ) : null}
    </section>
  );
}
