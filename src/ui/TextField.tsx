import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input className="field__input" {...control} {...rest} />}
    </Field>
  );
}
