import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago's webhook signature (issue #52), as documented: the header
 * `x-signature: ts=<unix seconds>,v1=<hex>` is HMAC-SHA256, keyed with the application's webhook
 * secret, over the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (data.id from the
 * notification's query string, lower-cased when alphanumeric; the trailing ';' included). A
 * notification is taken only when the signature matches in constant time and `ts` is recent: an
 * old notification replayed is refused even with its own valid signature.
 */

/** How old a notification's `ts` may be (and how far ahead, for clocks apart). */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

/** The signed manifest; parts the notification lacks are left out, as the provider does. */
export function signatureManifest({ dataId, requestId, ts }: { dataId: string | null; requestId: string | null; ts: string }): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** `ts` and `v1` of an x-signature header; null when either is missing. */
export function parseSignatureHeader(header: string | undefined | null): { ts: string; v1: string } | null {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.split('=').map((side) => side.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
  return parts.ts && parts.v1 ? { ts: parts.ts, v1: parts.v1 } : null;
}

export function signManifest(manifest: string, secret: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export type SignatureVerdict = 'valid' | 'missing' | 'mismatch' | 'stale';

/** Whether a notification was signed with `secret` and is recent (its `ts` within WEBHOOK_MAX_AGE_MS of `now`). */
export function verifyWebhookSignature(
  notification: { signature: string | undefined | null; requestId: string | undefined | null; dataId: string | undefined | null },
  secret: string,
  now: Date,
): SignatureVerdict {
  const parsed = parseSignatureHeader(notification.signature);
  if (!parsed || !secret) return 'missing';
  const expected = Buffer.from(signManifest(signatureManifest({ dataId: notification.dataId ?? null, requestId: notification.requestId ?? null, ts: parsed.ts }), secret), 'hex');
  const given = Buffer.from(parsed.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
  // ts is in seconds in the documentation's examples; milliseconds are taken too.
  const seconds = Number(parsed.ts);
  const ms = seconds > 1e12 ? seconds : seconds * 1000;
  if (!Number.isFinite(ms) || Math.abs(now.getTime() - ms) > WEBHOOK_MAX_AGE_MS) return 'stale';
  return 'valid';
}
