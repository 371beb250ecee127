import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** The first, empty option ('Selecione...'); omitted when null. */
  placeholder?: string | null;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/** TextField's twin for a choice among a few known options: same label, look and error wiring. */
export function SelectField({ label, error, hint, placeholder = 'Selecione...', options, id, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select className="field__input field__select" {...control} {...rest}>
          {placeholder !== null ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
