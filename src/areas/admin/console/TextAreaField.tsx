import { useId, type TextareaHTMLAttributes } from 'react';
import '@/ui/text-field.css';

/** A labelled multi-line field with its message tied to it, in the look of TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null; hint?: string }) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field__input console-textarea" aria-invalid={error ? true : undefined} aria-describedby={error || hint ? messageId : undefined} {...rest} />
      {error ? (
        <p id={messageId} className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
