import type { CallableName, CallableRequest, CallableResponse } from '@/domain/contract/callables';
import { CallableRefusal, toCallableRefusal } from '@/domain/shared/callable-refusal';

/**
 * Calls the callable `name` (functions/src/callables.ts, declared in src/domain/contract/callables.ts)
 * with `request`, typed by its contract; rejects with what `refusal` makes of the error (a
 * CallableRefusal by default). The functions client is loaded on first call.
 */
export async function call<Name extends CallableName>(
  name: Name,
  request: CallableRequest<Name>,
  refusal: (error: unknown) => CallableRefusal = toCallableRefusal,
): Promise<CallableResponse<Name>> {
  try {
    const { callable } = await import('./functions');
    const result = await callable(name)(request);
    return result.data;
  } catch (error) {
    throw error instanceof CallableRefusal ? error : refusal(error);
  }
}
