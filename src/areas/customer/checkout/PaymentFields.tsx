import { formatCentavos, toReais, type Centavos } from '@/domain/shared/money';
import { ORDER_TEXT_LIMITS } from '@/domain/orders/order-text-limits';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/orders/order';
import { TextField } from '@/ui/TextField';

const PAYMENT_HINTS: Record<PaymentMethod, string> = {
  Dinheiro: 'Pague em dinheiro na entrega',
  Cartão: 'Crédito ou débito na maquininha, na entrega',
  Pix: 'Pix para o restaurante, na entrega',
};

/** The same hints for 'Retirar no local': paid at the counter. */
const PICKUP_PAYMENT_HINTS: Record<PaymentMethod, string> = {
  Dinheiro: 'Pague em dinheiro na retirada',
  Cartão: 'Crédito ou débito na maquininha, na retirada',
  Pix: 'Pix para o restaurante, na retirada',
};

/**
 * The checkout's own fields: how the customer pays (at the door, or at the counter for a pickup),
 * the change for cash (from the order's `total`, once it is known) and a note for the kitchen.
 */
export function PaymentFields({
  pickup,
  total,
  disabled,
  payment,
  onPayment,
  changeFor,
  onChangeFor,
  note,
  onNote,
}: {
  pickup: boolean;
  total: Centavos | null;
  disabled: boolean;
  payment: PaymentMethod | null;
  onPayment: (method: PaymentMethod) => void;
  changeFor: string;
  onChangeFor: (text: string) => void;
  note: string;
  onNote: (text: string) => void;
}) {
  return (
    <>
      <fieldset className="payment-options" disabled={disabled}>
        <legend>Forma de pagamento</legend>
        <p className="hint">{pickup ? 'O pagamento é feito na retirada, direto ao restaurante.' : 'O pagamento é feito na entrega, direto ao restaurante ou ao entregador.'}</p>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="payment-option">
            <input type="radio" name="pagamento" value={method} checked={payment === method} onChange={() => onPayment(method)} />
            <span>
              <strong>{method}</strong>
              <small>{(pickup ? PICKUP_PAYMENT_HINTS : PAYMENT_HINTS)[method]}</small>
            </span>
          </label>
        ))}
      </fieldset>

      {payment === 'Dinheiro' && total !== null ? (
        <TextField
          label="Troco para quanto? (opcional)"
          name="troco"
          inputMode="decimal"
          placeholder={`Ex.: ${formatCentavos(Math.ceil(total / 5000) * 5000)}`}
          hint={`Deixe em branco se não precisar de troco. Mínimo: ${formatCentavos(total)}.`}
          value={changeFor}
          onChange={(event) => onChangeFor(event.target.value)}
          min={toReais(total)}
          disabled={disabled}
        />
      ) : null}

      <label className="plain-field">
        <span>Observações para o restaurante (opcional)</span>
        <textarea className="note-input" value={note} maxLength={ORDER_TEXT_LIMITS.orderNote} rows={2} placeholder="Ex.: interfone quebrado, tocar a campainha" onChange={(event) => onNote(event.target.value)} disabled={disabled} />
      </label>
    </>
  );
}
