import { useState } from 'react';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { PARTIAL_REFUND_REASONS, planPartialRefund, refundableLines, REFUND_LIABLE_LABELS, type PartialRefundReason } from '@/domain/payments/partial-refund';
import type { RefundLiable } from '@/domain/payments/partial-refund.record';
import type { RefundOrderItemsRequest } from '@/domain/payments/partial-refund.schema';
import { formatCentavos } from '@/domain/shared/money';
import { Button } from './Button';
import { Modal } from './Modal';
import { Notice } from './Notice';
import { QuantityStepper } from './QuantityStepper';
import './refund-items.css';

/** '1 já devolvido', '2 já devolvidos'. */
function alreadyGiven(count: number): string {
  return `${count} já ${count === 1 ? 'devolvido' : 'devolvidos'}`;
}

/**
 * 'Reembolsar itens' (issue #52, domain/payments/partial-refund.ts), for the store's order card and
 * the operator's: how many of each item to give back, why, and (the operator only) who bears it;
 * the amount shown before sending is the one the Function computes. The request's id is made once
 * per dialog, so that sending again after a failure gives the money back once. A refusal is shown
 * above the buttons and every choice stays.
 */
export function RefundItemsDialog({
  order,
  operator = false,
  sending,
  refusal,
  onSend,
  onClose,
}: {
  order: Pick<Order, 'id' | 'restaurantId' | 'numero' | 'itens' | 'reparticao' | 'reembolsos' | 'pagamentoOnline'>;
  /** The operator's dialog: asks who bears the refund. */
  operator?: boolean;
  sending: boolean;
  refusal: string | null;
  onSend: (request: RefundOrderItemsRequest) => void;
  onClose: () => void;
}) {
  const [id] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [motivo, setMotivo] = useState<PartialRefundReason | null>(null);
  const [responsavel, setResponsavel] = useState<Exclude<RefundLiable, 'entregador'>>('loja');
  const [tried, setTried] = useState(false);
  const lines = refundableLines(order);
  const chosen = Object.entries(quantities).map(([indice, quantidade]) => ({ indice: Number(indice), quantidade }));
  const planned = planPartialRefund(order, chosen, responsavel);
  const amount = planned.ok ? planned.plan.valor : 0;
  const problem = !planned.ok && chosen.some((pick) => pick.quantidade > 0) ? planned.message : null;

  function send() {
    setTried(true);
    if (!planned.ok || !motivo) return;
    onSend({ id, restaurantId: order.restaurantId, orderId: order.id, itens: chosen.filter((pick) => pick.quantidade > 0), motivo, responsavel });
  }

  return (
    <Modal
      title={`Reembolsar itens do pedido ${orderNumberLabel(order)}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button busy={sending} disabled={sending} onClick={send}>
            {amount > 0 ? `Devolver ${formatCentavos(amount)}` : 'Devolver'}
          </Button>
        </>
      }
    >
      <p className="hint">Escolha o que devolver ao cliente. O valor volta pelo mesmo meio de pagamento (Pix ou cartão), saindo da conta Mercado Pago da loja.</p>
      <ul className="list refund-items" aria-label="Itens do pedido">
        {lines.map((line) => (
          <li key={line.indice} className="refund-items__line">
            <span>
              {line.pedidos}x {line.nome}
              <span className="hint refund-items__unit">
                {' '}
                · {formatCentavos(line.unitario)} cada{line.restantes > 0 && line.restantes < line.pedidos ? ` · ${alreadyGiven(line.pedidos - line.restantes)}` : ''}
              </span>
            </span>
            {line.restantes > 0 ? (
              <QuantityStepper
                value={quantities[line.indice] ?? 0}
                min={0}
                max={line.restantes}
                onChange={(value) => setQuantities((current) => ({ ...current, [line.indice]: value }))}
                label={`Quantidade de ${line.nome} a devolver`}
                buttonLabels={{ decrease: `Menos ${line.nome}`, increase: `Mais ${line.nome}` }}
              />
            ) : (
              <span className="hint">Já devolvido</span>
            )}
          </li>
        ))}
      </ul>
      {tried && !planned.ok && !problem ? (
        <p className="field__error" role="alert">
          {planned.message}
        </p>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}

      <fieldset className="choice-list">
        <legend>Motivo (o cliente verá)</legend>
        {PARTIAL_REFUND_REASONS.map((option) => (
          <label key={option} className="choice-list__option">
            <input type="radio" name={`motivo-${id}`} value={option} checked={motivo === option} onChange={() => setMotivo(option)} /> {option}
          </label>
        ))}
      </fieldset>
      {tried && !motivo ? (
        <p className="field__error" role="alert">
          Escolha o motivo do reembolso.
        </p>
      ) : null}

      {operator ? (
        <fieldset className="choice-list">
          <legend>Quem arca com o reembolso</legend>
          {(['loja', 'sabor'] as const).map((option) => (
            <label key={option} className="choice-list__option">
              <input type="radio" name={`responsavel-${id}`} value={option} checked={responsavel === option} onChange={() => setResponsavel(option)} /> {REFUND_LIABLE_LABELS[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="hint">
        {responsavel === 'sabor'
          ? 'A Sabor devolve o valor inteiro à loja no próximo extrato.'
          : 'A Sabor devolve à loja a comissão desses itens no próximo extrato.'}
      </p>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
    </Modal>
  );
}
