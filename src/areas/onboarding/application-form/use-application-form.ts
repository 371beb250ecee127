import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SchemaFieldErrors } from '@/domain/shared/request.schema';
import { CallableRefusal, toCallableRefusal } from '@/domain/shared/callable-refusal';
import { nest, type FormValues } from './application-forms';

/** What the form says above its button when fields need fixing (the server's words too). */
export const CHECK_FIELDS_MESSAGE = 'Confira os campos destacados.';

export type ReadResult<V> = { ok: true; value: V } | { ok: false; errors: SchemaFieldErrors };

/**
 * An application form's state: the values as typed (never cleared by an error), each field's
 * message from the schema or the server, and the sending. `read` is readRequest with the kind's
 * schema, so the form refuses exactly what submitApplication would; `send` gets the normalised
 * value. After a refused try, focus goes to the first field in error, in the order on screen.
 */
export function useApplicationForm<V>({ initial, read, send }: { initial: FormValues; read: (input: unknown) => ReadResult<V>; send: (value: V) => Promise<void> }) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Found by id, not a ref: the state is handed whole to the field components, and a ref inside
  // what is rendered is read during render as far as React's rules can tell.
  const formId = useId();

  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  function setValue(name: string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    // The message goes once the person changes the field; it comes back if still wrong on sending.
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  }

  /** Props for a text input or select named `name`; `tidy` rewrites the value on leaving the field. */
  function bind(name: string, tidy?: (typed: string) => string) {
    const value = values[name];
    return {
      name,
      value: typeof value === 'string' ? value : '',
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
      onBlur: tidy
        ? (event: { target: { value: string } }) => {
            const tidied = tidy(event.target.value);
            if (tidied !== event.target.value) setValues((current) => ({ ...current, [name]: tidied }));
          }
        : undefined,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const result = read(nest(values));
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(CHECK_FIELDS_MESSAGE);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await send(result.value);
    } catch (error) {
      if (!(error instanceof CallableRefusal)) console.error('Erro ao enviar cadastro', error);
      const refusal = toCallableRefusal(error);
      setErrors(refusal.fields);
      setFormError(refusal.message);
      if (Object.keys(refusal.fields).length > 0) setFocusRequest((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, formError, busy, formId, setValue, bind, submit };
}

export type ApplicationFormState = ReturnType<typeof useApplicationForm<unknown>>;
