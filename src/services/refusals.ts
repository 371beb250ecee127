/**
 * A callable's refusal (functions/src): an HttpsError whose `details` carry the Portuguese text to
 * show and, for a form, the message of each field. Anything else (no connection, a crash) is not a
 * refusal and keeps its own error.
 */
export class Refusal extends Error {
  constructor(
    /** The server's reason, e.g. 'last-owner', 'wrong-account'. */
    readonly code: string,
    message: string,
    /** Dotted field path -> message, for the form that sent the request. */
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The refusal inside a callable's error, or null when the error is not one. */
export function readRefusal(error: unknown): Refusal | null {
  const details = (error as { details?: unknown } | null)?.details;
  if (typeof details !== 'object' || details === null) return null;
  const { code, message, fields } = details as Record<string, unknown>;
  if (typeof message !== 'string' || !message) return null;
  const fieldMessages: Record<string, string> = {};
  if (typeof fields === 'object' && fields !== null) {
    for (const [path, text] of Object.entries(fields)) if (typeof text === 'string') fieldMessages[path] = text;
  }
  return new Refusal(typeof code === 'string' ? code : '', message, fieldMessages);
}

/** Calls a callable by name, turning its refusals into Refusal errors. */
export async function callRefusable<Request, Response>(name: string, request: Request): Promise<Response> {
  const { callable } = await import('./functions');
  try {
    return (await callable<Request, Response>(name)(request)).data;
  } catch (error) {
    throw readRefusal(error) ?? error;
  }
}
