import { formatCentavos, toReais, type Centavos } from '@/domain/shared/money';
import { ORDER_TEXT_LIMITS } from '@/domain/orders/order-text-limits';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/orders/order';
import type { ReactNode } from 'react';
import type { PaymentChoice } from '@/domain/checkout/checkout';
import { PIX_CHARGE_MINUTES } from '@/domain/payments/online-payment';
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
 * The checkout's own fields: how the customer pays (now in the app where the store takes it,
 * issue #52; at the door, or at the counter for a pickup), the change for cash (from the order's
 * `total`, once it is known) and a note for the kitchen.
 */
export function PaymentFields({
  pickup,
  online,
  total,
  disabled,
  payment,
  onPayment,
  changeFor,
  onChangeFor,
  note,
  onNote,
  cardFields,
}: {
  pickup: boolean;
  /** The store takes payment in the app (its Mercado Pago account is connected). */
  online: boolean;
  total: Centavos | null;
  disabled: boolean;
  payment: PaymentChoice | null;
  onPayment: (choice: PaymentChoice) => void;
  changeFor: string;
  onChangeFor: (text: string) => void;
  note: string;
  onNote: (text: string) => void;
  /** The card's form, shown under 'Cartão (pague agora)' once chosen. */
  cardFields?: ReactNode;
}) {
  return (
    <>
      <fieldset className="payment-options" disabled={disabled}>
        <legend>Forma de pagamento</legend>
        {online ? (
          <>
            <p className="payment-options__group">Pague agora pelo app</p>
            <label className="payment-option">
              <input type="radio" name="pagamento" value="pix_app" checked={payment === 'pix_app'} onChange={() => onPayment('pix_app')} />
              <span>
                <strong>Pix (pague agora)</strong>
                <small>{`O QR Code aparece em seguida e vale ${PIX_CHARGE_MINUTES} minutos; o pedido vai para o restaurante assim que o pagamento é aprovado. Processado pelo Mercado Pago.`}</small>
              </span>
            </label>
            <label className="payment-option">
              <input type="radio" name="pagamento" value="cartao_app" checked={payment === 'cartao_app'} onChange={() => onPayment('cartao_app')} />
              <span>
                <strong>Cartão de crédito (pague agora)</strong>
                <small>À vista, aprovado na hora pelo Mercado Pago; o pedido vai direto para o restaurante.</small>
              </span>
            </label>
            {payment === 'cartao_app' ? cardFields : null}
            <p className="payment-options__group">{pickup ? 'Pague na retirada' : 'Pague na entrega'}</p>
          </>
        ) : null}
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
