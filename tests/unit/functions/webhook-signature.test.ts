import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signatureManifest, signManifest, verifyWebhookSignature } from '../../../functions/src/payments/webhook-signature';

/** Mercado Pago's webhook signature (issue #52): the documented manifest, HMAC-SHA256, constant time, fresh. */

const SECRET = 'segredo-do-webhook';
const NOW = new Date('2026-11-28T20:00:00Z');
const ts = String(Math.floor(NOW.getTime() / 1000));

function signed(dataId: string, requestId: string, at = ts) {
  return { signature: `ts=${at},v1=${signManifest(signatureManifest({ dataId, requestId, ts: at }), SECRET)}`, requestId, dataId };
}

describe('signatureManifest', () => {
  it('is the documented template, trailing semicolon included, an alphanumeric id lower-cased', () => {
    expect(signatureManifest({ dataId: '123456', requestId: 'req-1', ts: '1700000000' })).toBe('id:123456;request-id:req-1;ts:1700000000;');
    expect(signatureManifest({ dataId: 'ABC123', requestId: null, ts: '1' })).toBe('id:abc123;ts:1;');
  });
});

describe('parseSignatureHeader', () => {
  it('reads ts and v1 in any order, with spaces, and refuses a header without either', () => {
    expect(parseSignatureHeader('ts=1704908010, v1=abc')).toEqual({ ts: '1704908010', v1: 'abc' });
    expect(parseSignatureHeader('v1=abc,ts=1')).toEqual({ ts: '1', v1: 'abc' });
    expect(parseSignatureHeader('v1=abc')).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
  });
});

describe('verifyWebhookSignature', () => {
  it('takes a fresh notification signed with the secret', () => {
    expect(verifyWebhookSignature(signed('987654', 'req-9'), SECRET, NOW)).toBe('valid');
  });

  it('refuses another secret, another id or request, a bad header and a stale or future ts', () => {
    expect(verifyWebhookSignature(signed('987654', 'req-9'), 'outro-segredo', NOW)).toBe('mismatch');
    expect(verifyWebhookSignature({ ...signed('987654', 'req-9'), dataId: '987655' }, SECRET, NOW)).toBe('mismatch');
    expect(verifyWebhookSignature({ ...signed('987654', 'req-9'), requestId: 'req-10' }, SECRET, NOW)).toBe('mismatch');
    expect(verifyWebhookSignature({ signature: 'ts=1,v1=zz', requestId: 'r', dataId: '1' }, SECRET, NOW)).toBe('mismatch');
    expect(verifyWebhookSignature({ signature: null, requestId: 'r', dataId: '1' }, SECRET, NOW)).toBe('missing');
    const old = String(Math.floor(NOW.getTime() / 1000) - 10 * 60);
    expect(verifyWebhookSignature(signed('987654', 'req-9', old), SECRET, NOW)).toBe('stale');
    const ahead = String(Math.floor(NOW.getTime() / 1000) + 10 * 60);
    expect(verifyWebhookSignature(signed('987654', 'req-9', ahead), SECRET, NOW)).toBe('stale');
  });
});
