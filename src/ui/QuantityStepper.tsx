import { Icon } from './Icon';
import './quantity-stepper.css';

/** − n + control; `min` 0 lets the minus button remove a bag line or untick a complemento. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label,
  buttonLabels = { decrease: 'Diminuir quantidade', increase: 'Aumentar quantidade' },
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** What is being counted, for screen readers ('Quantidade de Lasanha'). */
  label: string;
  /**
   * The buttons' names, when several steppers share a screen ('Menos Bacon', 'Mais Bacon'): a
   * voice command or a search by name then finds the one meant.
   */
  buttonLabels?: { decrease: string; increase: string };
}) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__button" aria-label={buttonLabels.decrease} disabled={value <= min} onClick={() => onChange(value - 1)}>
        {/* The cross says that this tap removes it; at 0 there is nothing left to remove. */}
        {value === 1 && min === 0 ? <Icon name="close" size={16} /> : <span aria-hidden="true">−</span>}
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="stepper__button" aria-label={buttonLabels.increase} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
