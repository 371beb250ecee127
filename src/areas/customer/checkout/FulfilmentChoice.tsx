import type { Modalidade } from '@/domain/orders/order';
import { MODALIDADE_CHOICES, MODALIDADE_LABELS } from '@/domain/orders/pickup-choice';

const HINTS: Record<Modalidade, string> = {
  entrega: 'Um entregador leva até você',
  retirada: 'Sem taxa de entrega: você busca no restaurante',
};

/** 'Entrega' or 'Retirar no local' (issue #40), shown only where the restaurant offers pickup. */
export function FulfilmentChoice({ value, onChange }: { value: Modalidade; onChange: (value: Modalidade) => void }) {
  return (
    <fieldset className="payment-options fulfilment-choice">
      <legend>Como você quer receber?</legend>
      {MODALIDADE_CHOICES.map((option) => (
        <label key={option} className="payment-option">
          <input type="radio" name="modalidade" value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>
            <strong>{MODALIDADE_LABELS[option]}</strong>
            <small>{HINTS[option]}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
