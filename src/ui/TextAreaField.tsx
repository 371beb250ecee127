import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line field, in the look of TextField. */
export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea className="field__input field__textarea" {...control} {...rest} />}
    </Field>
  );
}
