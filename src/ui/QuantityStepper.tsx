import { Icon } from './Icon';
import './quantity-stepper.css';

/** − n + control; `min` 0 lets the minus button remove a bag line. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** What is being counted, for screen readers ('Quantidade de Lasanha'). */
  label: string;
}) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__button" aria-label="Diminuir quantidade" disabled={value <= min} onClick={() => onChange(value - 1)}>
        {value <= 1 && min === 0 ? <Icon name="close" size={16} /> : <span aria-hidden="true">−</span>}
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="stepper__button" aria-label="Aumentar quantidade" disabled={value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
