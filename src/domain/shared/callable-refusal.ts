import { firebaseErrorCode } from './errors';

/*
 * A callable's refusal as the screens see it, without Firebase: the type, its Portuguese texts and
 * the reading of a failed call's error (src/services/callable-refusal.ts makes the calls).
 */

/**
 * What a refusal means for what the screen does next: the server (or the service, before calling)
 * said no ('refused'); the server could not be reached, so the same request may go again when the
 * connection returns ('offline'); the server was too busy, so the same request goes again shortly
 * ('busy'); or the call failed otherwise ('failed').
 */
export type RefusalKind = 'refused' | 'offline' | 'busy' | 'failed';

/**
 * Why a call did not go through, the one error type the app's callers of Functions reject with:
 * `code` says what kind (the server's refusal code, src/domain/contract/callables.ts, or the
 * transport's), `message` is the Portuguese text to show, `fields` the message of each field for a
 * request that failed validation (dotted paths, as readRequest gives them), `productIds` the
 * products a refused order is about.
 */
export class CallableRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly kind: RefusalKind = 'refused',
    readonly productIds?: string[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CallableRefusal';
  }
}

/**
 * A callable's refusal of a call that did not come from Sabor's app (no valid App Check token,
 * functions/src/lib/app-check.ts): on a real phone, the attestation failed (a blocker, an old tab).
 */
export const APP_NOT_RECOGNISED_MESSAGE = 'Não foi possível confirmar que este é o app da Sabor. Atualize a página e tente de novo.';

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

/** The callable's error code without the 'functions/' prefix ('' when it has none). */
export function callableErrorCode(error: unknown): string {
  return (firebaseErrorCode(error) ?? '').replace(/^functions\//, '');
}

/** The `details` an HttpsError carried (the server's `{ code, message, ... }`), if any. */
export function callableErrorDetails(error: unknown): unknown {
  return (error as { details?: unknown } | null)?.details;
}

/**
 * The error a callable failed with, as a CallableRefusal: the server's own refusal when it sent
 * one, else a plain text for the transport failure (no connection, timeout, ...).
 */
export function toCallableRefusal(error: unknown): CallableRefusal {
  if (error instanceof CallableRefusal) return error;
  const details = callableErrorDetails(error);
  if (typeof details === 'object' && details !== null) {
    const { code, message, fields } = details as { code?: unknown; message?: unknown; fields?: unknown };
    if (typeof message === 'string' && message) return new CallableRefusal(typeof code === 'string' ? code : 'refused', message, readFields(fields));
  }
  const code = callableErrorCode(error);
  const kind = code === 'unavailable' || code === 'deadline-exceeded' ? 'offline' : 'failed';
  return new CallableRefusal(code || 'failed', TRANSPORT_MESSAGES[code] ?? 'Não foi possível concluir. Tente novamente.', {}, kind, undefined, { cause: error });
}

/** A callable's refusal says why in Portuguese; anything else gets `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof CallableRefusal ? error.message : fallback;
}
