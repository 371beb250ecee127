import { useState } from 'react';
import { settlementsOf } from '@/domain/delivery/rider-settlements';
import { dayRange } from '@/domain/sales/report-periods';
import { DAY_MS, saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { type DateRange } from '@/domain/shared/date-range';
import { useSettlementConfirmations } from '@/state/use-settlement-confirmations';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SettlementList } from '@/ui/SettlementCard';
import { useDeliveredByRiders } from './use-finance';

type Preset = 'hoje' | 'semana';

/** Today, or the last seven São Paulo days up to the end of today. */
function rangeOf(preset: Preset, now: Date): DateRange {
  const today = dayRange(now);
  return preset === 'hoje' ? today : { start: new Date(today.start.getTime() - 6 * DAY_MS), end: today.end };
}

/**
 * 'Acertos com entregadores' (issue #38): per rider and day, the cash a rider holds that is the
 * restaurant's and the fees the restaurant holds that are the rider's, who passes how much to
 * whom, and 'Acerto feito' once the money changed hands (the rider confirms on 'Meus ganhos').
 */
export function RiderSettlements({ restaurantId }: { restaurantId: string }) {
  const [now] = useState(() => new Date());
  const [preset, setPreset] = useState<Preset>('hoje');
  const range = rangeOf(preset, now);
  const key = `acertos:${restaurantId}:${preset}`;
  const delivered = useDeliveredByRiders(key, restaurantId, range);
  const { confirmations, confirm } = useSettlementConfirmations(key, { restaurantId }, range);
  const settlements = delivered.status === 'success' ? settlementsOf(delivered.data.orders) : [];
  const confirmed = confirmations.status === 'success' ? confirmations.data : new Map();

  return (
    <section className="finance__settlements" aria-labelledby="rider-settlements-title">
      <h3 id="rider-settlements-title">Acertos com entregadores</h3>
      <p className="hint">Em dinheiro, o entregador recebeu o pedido todo e repassa a você o valor menos a taxa dele. Em Pix e cartão, você recebeu e repassa a taxa ao entregador.</p>
      <div className="segmented" role="group" aria-label="Período dos acertos">
        {(['hoje', 'semana'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={preset === option} onClick={() => setPreset(option)}>
            {option === 'hoje' ? 'Hoje' : 'Últimos 7 dias'}
          </button>
        ))}
      </div>
      {delivered.status === 'loading' ? (
        <LoadingState text="Carregando acertos..." />
      ) : delivered.status === 'error' ? (
        <RetryNotice onRetry={() => window.location.reload()}>Não foi possível carregar os acertos. Verifique sua conexão e tente de novo.</RetryNotice>
      ) : settlements.length === 0 ? (
        <p className="muted">Nenhuma entrega de entregadores da Sabor neste período.</p>
      ) : (
        <>
          {delivered.data.truncated ? <Notice tone="warning">São muitas entregas neste período: a lista mostra só as primeiras 1.000.</Notice> : null}
          <SettlementList
            settlements={settlements}
            confirmations={confirmed}
            confirmationsFailed={confirmations.status === 'error'}
            viewer="restaurante"
            onConfirm={confirm}
            csvFileName={`acertos_${saoPauloDayKey(range.start)}_${saoPauloDayKey(range.end)}.csv`}
          />
        </>
      )}
    </section>
  );
}
