import { useState, type FormEvent } from 'react';
import { riderEarnings, riderPayOf } from '@/domain/delivery/rider-earnings';
import { settlementsOf } from '@/domain/delivery/rider-settlements';
import { statementWeekBounds, statementWeekOf } from '@/domain/money/commission-ledger';
import { formatCentavos, formatReais } from '@/domain/shared/money';
import { orderNumberLabel } from '@/domain/orders/order';
import { dayRange, periodFromInputs } from '@/domain/sales/report-periods';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { type DateRange } from '@/domain/shared/date-range';
import { DELIVERY_FEE_RULE_TEXT } from '@/domain/money/commission';
import { SettlementList } from '@/ui/SettlementCard';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useRiderData } from '../rider-context';
import { useEarnings, useMyRiderRating } from './use-earnings';
import { riderRatingText } from '@/domain/delivery/delivery-review';
import './earnings.css';

type Preset = 'hoje' | 'semana' | 'periodo';
const HISTORY_PAGE = 20;
const MAX_PERIOD_DAYS = 31;
const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

function thisWeek(now: Date): DateRange {
  const { inicio, fim } = statementWeekBounds(statementWeekOf(now));
  return { start: inicio, end: new Date(fim.getTime() - 1) };
}

/** The rider's own average from customers' ratings of their rides (issue #53). */
function RiderRatingLine({ uid }: { uid: string | null }) {
  const rating = useMyRiderRating(uid);
  if (rating.status !== 'success') return null;
  const text = riderRatingText(rating.data);
  return <p className="rider-earnings__rating">{text ? `Sua nota nas entregas: ${text}` : 'Você ainda não recebeu avaliações de entrega.'}</p>;
}

/**
 * 'Meus ganhos' (issue #38): the rider's deliveries, fees earned and cash collected today, this
 * week or in a chosen period; the settlement with each restaurant by day (who owes whom, from the
 * fee rule); and the deliveries themselves, a page at a time.
 */
export function EarningsPage() {
  const { uid } = useRiderData();
  const [now] = useState(() => new Date());
  const [preset, setPreset] = useState<Preset>('hoje');
  const [custom, setCustom] = useState<DateRange | null>(null);
  const [inputs, setInputs] = useState({ start: '', end: '' });
  const [inputError, setInputError] = useState<string | null>(null);
  const [shown, setShown] = useState(HISTORY_PAGE);

  const range = preset === 'hoje' ? dayRange(now) : preset === 'semana' ? thisWeek(now) : custom;
  const { deliveries, confirmations, confirm } = useEarnings(uid, range);

  function choose(next: Preset) {
    setPreset(next);
    setShown(HISTORY_PAGE);
  }

  function applyPeriod(event: FormEvent) {
    event.preventDefault();
    const result = periodFromInputs(inputs.start, inputs.end);
    if (!result.ok) return setInputError(result.error);
    if (result.range.end.getTime() - result.range.start.getTime() > MAX_PERIOD_DAYS * 24 * 60 * 60 * 1000) return setInputError(`Escolha um período de até ${MAX_PERIOD_DAYS} dias.`);
    setInputError(null);
    setCustom(result.range);
    setShown(HISTORY_PAGE);
  }

  const orders = deliveries.status === 'success' ? deliveries.data.orders : [];
  const totals = riderEarnings(orders);
  const settlements = settlementsOf(orders);
  const history = [...orders].reverse();
  const confirmed = confirmations.status === 'success' ? confirmations.data : new Map();

  return (
    <main className="page rider-earnings">
      <h1>Meus ganhos</h1>
      <p className="hint">{DELIVERY_FEE_RULE_TEXT}</p>
      <RiderRatingLine uid={uid} />
      <div className="segmented" role="group" aria-label="Período">
        {(['hoje', 'semana', 'periodo'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={preset === option} onClick={() => choose(option)}>
            {option === 'hoje' ? 'Hoje' : option === 'semana' ? 'Esta semana' : 'Período'}
          </button>
        ))}
      </div>
      {preset === 'periodo' ? (
        <form className="rider-earnings__period" onSubmit={applyPeriod} noValidate>
          <TextField label="De" type="date" value={inputs.start} onChange={(event) => setInputs({ ...inputs, start: event.target.value })} />
          <TextField label="Até" type="date" value={inputs.end} onChange={(event) => setInputs({ ...inputs, end: event.target.value })} />
          <Button type="submit" variant="secondary">
            Ver período
          </Button>
          {inputError ? <Notice tone="error">{inputError}</Notice> : null}
        </form>
      ) : null}

      {!range ? null : deliveries.status === 'loading' ? (
        <LoadingState text="Carregando seus ganhos..." />
      ) : deliveries.status === 'error' ? (
        <RetryNotice onRetry={() => window.location.reload()}>Não foi possível carregar seus ganhos. Verifique sua conexão e tente de novo.</RetryNotice>
      ) : (
        <>
          {deliveries.data.truncated ? <Notice tone="warning">São muitas entregas neste período: os números mostram só as primeiras 1.000. Escolha um período menor.</Notice> : null}
          <div className="rider-earnings__figures">
            <div className="card metric-card">
              <span className="metric-card__label">Entregas</span>
              <strong className="metric-card__value">{totals.deliveries}</strong>
            </div>
            <div className="card metric-card">
              <span className="metric-card__label">Ganhos das corridas</span>
              <strong className="metric-card__value">{formatCentavos(totals.fees)}</strong>
            </div>
            <div className="card metric-card">
              <span className="metric-card__label">Dinheiro recebido</span>
              <strong className="metric-card__value">{formatCentavos(totals.cash)}</strong>
            </div>
          </div>

          <section aria-labelledby="settlements-title">
            <h2 id="settlements-title">Acerto com os restaurantes</h2>
            <p className="hint">Em dinheiro, você recebeu o pedido todo e repassa ao restaurante o valor menos o seu ganho. Em Pix e cartão, o restaurante recebeu e repassa o seu ganho: a taxa de entrega, ou o mínimo da cidade quando ela é menor.</p>
            {settlements.length === 0 ? (
              <p className="muted">Nenhuma entrega neste período.</p>
            ) : (
              <SettlementList
                settlements={settlements}
                confirmations={confirmed}
                confirmationsFailed={confirmations.status === 'error'}
                viewer="entregador"
                onConfirm={confirm}
                csvFileName={range ? `acertos_${saoPauloDayKey(range.start)}_${saoPauloDayKey(range.end)}.csv` : 'acertos.csv'}
              />
            )}
          </section>

          <section aria-labelledby="history-title">
            <h2 id="history-title">Entregas</h2>
            {history.length === 0 ? (
              <p className="muted">Nenhuma entrega neste período.</p>
            ) : (
              <ul className="list rider-earnings__history">
                {history.slice(0, shown).map((order) => (
                  <li key={order.id} className="split">
                    <span>
                      <strong>{order.restaurantName}</strong> {order.numero ? <span className="muted">{orderNumberLabel(order)}</span> : null}
                      <span className="hint"> · {order.createdAt ? timeFormat.format(order.createdAt) : '—'} · {order.pagamento} {formatReais(order.totalValue)}</span>
                    </span>
                    <strong aria-label={`Ganho da corrida ${formatCentavos(riderPayOf(order))}`}>{formatCentavos(riderPayOf(order))}</strong>
                  </li>
                ))}
              </ul>
            )}
            {history.length > shown ? (
              <Button variant="secondary" onClick={() => setShown((count) => count + HISTORY_PAGE)}>
                Mostrar mais entregas
              </Button>
            ) : null}
          </section>
        </>
      )}
    </main>
  );
}
