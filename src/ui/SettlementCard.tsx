import { useState } from 'react';
import {
  confirmedSides,
  settlementDirectionText,
  settlementId,
  settlementsCsv,
  settlementStateText,
  type Settlement,
  type SettlementSide,
  type StoredConfirmations,
} from '@/domain/delivery/rider-settlements';
import { formatCentavos } from '@/domain/shared/money';
import { dayLabels } from '@/domain/sales/report-periods';
import { Button } from './Button';
import { downloadText } from './download';
import { Notice } from './Notice';
import './settlement-card.css';

/**
 * One day's settlement between a rider and a restaurant, as `viewer` reads it (issue #38): the
 * deliveries, both sides' amounts, who passes how much to whom, whether each side confirmed, and
 * 'Acerto feito' for `viewer` while it has not confirmed these figures. Used by the rider's
 * 'Meus ganhos' and the restaurant's 'Financeiro', which confirm through `onConfirm` (resolving
 * with why it failed, or null).
 */
export function SettlementCard({
  settlement,
  stored,
  viewer,
  onConfirm,
}: {
  settlement: Settlement;
  stored: StoredConfirmations;
  viewer: SettlementSide;
  onConfirm: () => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = confirmedSides(settlement, stored);
  const title = viewer === 'entregador' ? settlement.restaurantName : settlement.entregadorNome || 'Entregador';
  const done = confirmed.entregador && confirmed.restaurante;

  async function confirm() {
    setBusy(true);
    setError(null);
    setError(await onConfirm());
    setBusy(false);
  }

  return (
    <li className="card settlement-card" aria-label={`Acerto com ${title}, ${dayLabels(settlement.dia).long}`}>
      <div className="split">
        <strong>{title}</strong>
        <span className="muted">{dayLabels(settlement.dia).long}</span>
      </div>
      <p className="hint">
        {settlement.deliveries === 1 ? '1 entrega' : `${settlement.deliveries} entregas`} · em dinheiro, parte do restaurante {formatCentavos(settlement.riderOwes)} · em Pix e cartão, ganhos do
        entregador {formatCentavos(settlement.restaurantOwes)}
        {/* What the operator found the rider answers for on a help case (issue #53). */}
        {settlement.descontos > 0 ? ` · descontos por ocorrências ${formatCentavos(settlement.descontos)}` : ''}
      </p>
      <p className="settlement-card__net">{settlementDirectionText(settlement, viewer)}</p>
      <p className={done ? 'settlement-card__state settlement-card__state--done' : 'settlement-card__state'}>{settlementStateText(settlement, stored, viewer)}</p>
      {!confirmed[viewer] ? (
        <Button variant="secondary" onClick={() => void confirm()} busy={busy}>
          Acerto feito
        </Button>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </li>
  );
}

/**
 * The settlements of a period, each with its confirmations as stored (`confirmations` by
 * settlement id), and their CSV, named `csvFileName`.
 */
export function SettlementList({
  settlements,
  confirmations,
  confirmationsFailed,
  viewer,
  onConfirm,
  csvFileName,
}: {
  settlements: readonly Settlement[];
  confirmations: ReadonlyMap<string, StoredConfirmations>;
  confirmationsFailed: boolean;
  viewer: SettlementSide;
  onConfirm: (settlement: Settlement) => Promise<string | null>;
  csvFileName: string;
}) {
  return (
    <>
      {confirmationsFailed ? <Notice tone="error">Não foi possível carregar as confirmações dos acertos. Verifique sua conexão e tente de novo.</Notice> : null}
      <ul className="list settlement-list">
        {settlements.map((settlement) => {
          const id = settlementId(settlement.restaurantId, settlement.deliverymanId, settlement.dia);
          return <SettlementCard key={id} settlement={settlement} stored={confirmations.get(id) ?? {}} viewer={viewer} onConfirm={() => onConfirm(settlement)} />;
        })}
      </ul>
      <Button variant="ghost" onClick={() => downloadText(csvFileName, settlementsCsv(settlements, confirmations, viewer))}>
        Baixar CSV dos acertos
      </Button>
    </>
  );
}
