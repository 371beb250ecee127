import { useId, type ReactNode } from 'react';
import './text-field.css';

/** The ids and ARIA attributes a field's control needs: its id, and the message tied to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every form field shares (TextField, SelectField, TextAreaField): the label, the
 * control, and one message under it (the error, announced, or else the hint), tied to the control
 * for screen readers. `children` renders the control with the props it is given.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
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
