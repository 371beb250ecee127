import { useState } from 'react';
import type { SchemaFieldErrors } from '@/domain/shared/request.schema';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';

export type CallableSubmitResult = { ok: true } | { ok: false; fields: SchemaFieldErrors };

/**
 * An operator's action sent to a callable (`call`, named `name` in the log): `sending` while it
 * runs, and on a refusal its Portuguese text in `refusal` and the fields it blames in the result,
 * for the form to show beside what was typed (which stays).
 */
export function useCallableSubmit<R>(call: (request: R) => Promise<unknown>, name: string) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(request: R): Promise<CallableSubmitResult> {
    setSending(true);
    setRefusal(null);
    try {
      await call(request);
      return { ok: true };
    } catch (error) {
      const refused = toCallableRefusal(error);
      console.error(`${name} refused`, refused.code, refused.message);
      setRefusal(refused.message);
      return { ok: false, fields: refused.fields };
    } finally {
      setSending(false);
    }
  }

  return { sending, refusal, send, clearRefusal: () => setRefusal(null) };
}
