import { onCall, type CallableFunction, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';

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

/** onCall with `options`, its request's data passed through undecodableAsNaN first. */
export function onCallRefusingUndecodable<Response>(options: CallableOptions, handler: (request: CallableRequest) => Response): CallableFunction<unknown, Response> {
  const inner = onCall(options, handler);
  const outer = ((request: { body?: { data?: unknown } }, response: unknown) => {
    if (request.body && typeof request.body === 'object' && 'data' in request.body) request.body.data = undecodableAsNaN(request.body.data);
    return (inner as unknown as (request: unknown, response: unknown) => unknown)(request, response);
  }) as unknown as CallableFunction<unknown, Response>;
  // What the runtime and the emulator read of a function: its endpoint, trigger, run...
  for (const key of Reflect.ownKeys(inner)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    Object.defineProperty(outer, key, Object.getOwnPropertyDescriptor(inner, key)!);
  }
  return outer;
}
