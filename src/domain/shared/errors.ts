/*
 * Reading an error, without Firebase: the codes Firebase's errors carry are plain strings, so the
 * screens, hooks and services all pick their Portuguese texts from them here.
 */

/** The error code of a Firebase error (e.g. 'auth/wrong-password', 'permission-denied'), if any. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** A message fit to follow a Portuguese prefix such as 'Erro ao carregar pedidos: '. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
