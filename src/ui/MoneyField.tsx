import type { InputHTMLAttributes, Ref } from 'react';
import { checkMoney, formatCentavos, type Centavos, type MoneyRange } from '@/domain/shared/money';
import { TextField } from './TextField';

export interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'inputMode'> {
  label: string;
  /** Exactly what the person typed; never rewritten here. */
  value: string;
  onChange: (text: string) => void;
  /** The amounts this field takes (from domain, where firestore.rules' limits are mirrored). */
  range: MoneyRange;
  /** What an empty field is saved as (0 for an optional fee); without it, empty means not filled in yet. */
  blank?: Centavos;
  /** A message from outside the field (a server refusal, a form rule); shown instead of the field's own reading. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A money input that reads what is typed the way it will be saved ('19,90', '19.90',
 * '1.234,56', 'R$ 19,90'; `parseMoney`) and says so under it: 'Será salvo: R$ 19,90', or why it
 * cannot be saved. A text input, so the browser never turns '19,90' into 1990 or clears it.
 */
export function MoneyField({ value, onChange, range, blank, error, ...rest }: MoneyFieldProps) {
  const check = value.trim() || blank !== undefined ? checkMoney(value, range, blank) : null;
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error || (check && !check.ok ? check.message : null)}
      hint={!error && check?.ok ? `Será salvo: ${formatCentavos(check.centavos)}` : null}
    />
  );
}
