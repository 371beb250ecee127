/**
 * The absolute address of `path` on this site: where the verification e-mail's link continues,
 * since that link may open in a new tab that knows nothing of this one.
 */
export function continueUrlTo(path: string): string {
  return new URL(path, window.location.origin).href;
}
