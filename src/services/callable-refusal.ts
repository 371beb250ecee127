import { firebaseErrorCode } from './errors';

/**
 * A callable Function said no: the HttpsError's `details` carry a code, the Portuguese text to
 * show and, for a request that failed validation, the message of each field (dotted paths, as
 * readRequest gives them), so a form can show them where they were typed.
 */
export class CallableRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CallableRefusal';
  }
}

/** What a failed call means for the person, as a Portuguese text. */
const TRANSPORT_MESSAGES: Record<string, string> = {
  unavailable: 'Sem conexão com o servidor. Verifique a internet e tente novamente.',
  'deadline-exceeded': 'O servidor demorou para responder. Tente novamente.',
  'permission-denied': 'Você não tem permissão para esta ação.',
  unauthenticated: 'Sua sessão expirou. Entre de novo para continuar.',
};

function readFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The error a callable failed with, as a CallableRefusal: the server's own refusal when it sent
 * one, else a plain text for the transport failure (no connection, timeout, ...).
 */
export function toCallableRefusal(error: unknown): CallableRefusal {
  if (error instanceof CallableRefusal) return error;
  const details = (error as { details?: unknown } | null)?.details;
  if (typeof details === 'object' && details !== null) {
    const { code, message, fields } = details as { code?: unknown; message?: unknown; fields?: unknown };
    if (typeof message === 'string' && message) return new CallableRefusal(typeof code === 'string' ? code : 'refused', message, readFields(fields));
  }
  const code = (firebaseErrorCode(error) ?? '').replace(/^functions\//, '');
  return new CallableRefusal(code || 'failed', TRANSPORT_MESSAGES[code] ?? 'Não foi possível concluir. Tente novamente.');
}

/**
 * Calls the callable `name` (functions/src, region São Paulo) with `request`; rejects with a
 * CallableRefusal. The functions client is loaded on first call, as the checkout does.
 */
export async function callFunction<Request, Response>(name: string, request: Request): Promise<Response> {
  try {
    const { callable } = await import('./functions');
    const result = await callable<Request, Response>(name)(request);
    return result.data;
  } catch (error) {
    throw toCallableRefusal(error);
  }
}
