import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableFunction, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { requireAppCheck } from './app-check';
import { busyRefusal, isContention } from './contention';

/**
 * The callable protocol carries numbers JSON cannot (64-bit integers) as { '@type', value }, and
 * firebase-functions decodes them before any handler runs. A value that is not a number there
 * ('NaN', or an unknown '@type') makes the decoder throw a bare Error, which the caller receives
 * as 'internal': a malformed request that looks like a server fault (issue #39). Such a value is
 * handed on as NaN instead, so that the callable's own schema refuses it with its own code and
 * message, as it refuses any other bad number.
 */

const NUMBER_TYPES = new Set(['type.googleapis.com/google.protobuf.Int64Value', 'type.googleapis.com/google.protobuf.UInt64Value']);

/** `data` with every '@type' value the decoder would refuse replaced by NaN. */
export function undecodableAsNaN(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(undecodableAsNaN);
  if (typeof data !== 'object' || data === null) return data;
  const fields = data as Record<string, unknown>;
  if ('@type' in fields) {
    const decodable = NUMBER_TYPES.has(String(fields['@type'])) && !Number.isNaN(Number.parseFloat(String(fields.value)));
    return decodable ? data : Number.NaN;
  }
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, undecodableAsNaN(value)]));
}

/** What a person reads when a callable failed in a way nobody foresaw (the error itself goes to the log). */
export const UNEXPECTED_FAILURE_MESSAGE = 'Não foi possível concluir agora. Tente novamente em instantes.';

/**
 * `handler`, for calls from the app only (requireAppCheck), answering every failure in the
 * contract's terms (issue #51): its own refusals as they are; a transaction that lost to contention beyond its retries as 'busy' (the same request may go
 * again); anything else as 'internal' with a Portuguese message, logged with the callable's name.
 */
function answeringInPortuguese<Response>(name: string, handler: (request: CallableRequest) => Response) {
  return async (request: CallableRequest): Promise<Awaited<Response>> => {
    try {
      await requireAppCheck(name, request);
      return await handler(request);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      if (isContention(error)) throw busyRefusal();
      logger.error(`${name} failed`, error);
      throw new HttpsError('internal', UNEXPECTED_FAILURE_MESSAGE, { code: 'internal', message: UNEXPECTED_FAILURE_MESSAGE });
    }
  };
}

/**
 * onCall with `options`, its request's data passed through undecodableAsNaN first and its failures
 * answered in Portuguese (answeringInPortuguese).
 */
export function onCallRefusingUndecodable<Response>(name: string, options: CallableOptions, handler: (request: CallableRequest) => Response): CallableFunction<unknown, Promise<Awaited<Response>>> {
  const inner = onCall(options, answeringInPortuguese(name, handler));
  const outer = ((request: { body?: { data?: unknown } }, response: unknown) => {
    if (request.body && typeof request.body === 'object' && 'data' in request.body) request.body.data = undecodableAsNaN(request.body.data);
    return (inner as unknown as (request: unknown, response: unknown) => unknown)(request, response);
  }) as unknown as CallableFunction<unknown, Promise<Awaited<Response>>>;
  // What the runtime and the emulator read of a function: its endpoint, trigger, run...
  for (const key of Reflect.ownKeys(inner)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    Object.defineProperty(outer, key, Object.getOwnPropertyDescriptor(inner, key)!);
  }
  return outer;
}
