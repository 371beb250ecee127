import { createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appCheckEnforcement, locallySigned } from '../../../functions/src/lib/app-check';

/** The checks the functions make of an App Check token under the emulator (issue #51). */

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEYS = [{ ...publicKey.export({ format: 'jwk' }), kid: 'chave-1' }] as JsonWebKey[];
const NOW = Date.UTC(2026, 10, 28, 20, 0);

function token(claims: Record<string, unknown>, { kid = 'chave-1', key = privateKey } = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part({ sub: 'app', aud: ['projects/demo-sabor'], exp: NOW / 1000 + 60, ...claims })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url')}`;
}

describe('locallySigned', () => {
  it("takes a token signed by the stand-in's key, for this project, not expired", () => {
    expect(locallySigned(token({}), KEYS, 'demo-sabor', NOW)).toBe(true);
  });

  it('refuses another key, another project, an expired token and what is no token', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(locallySigned(token({}, { key: other }), KEYS, 'demo-sabor', NOW)).toBe(false);
    expect(locallySigned(token({}, { kid: 'outra' }), KEYS, 'demo-sabor', NOW)).toBe(false);
    expect(locallySigned(token({ aud: ['projects/outro'] }), KEYS, 'demo-sabor', NOW)).toBe(false);
    expect(locallySigned(token({ exp: NOW / 1000 - 1 }), KEYS, 'demo-sabor', NOW)).toBe(false);
    expect(locallySigned('nem-um-jwt', KEYS, 'demo-sabor', NOW)).toBe(false);
    expect(locallySigned('a.b.c', KEYS, 'demo-sabor', NOW)).toBe(false);
  });
});

describe('appCheckEnforcement', () => {
  it("enforces unless the project says 'monitor'", () => {
    expect(appCheckEnforcement({})).toBe('enforce');
    expect(appCheckEnforcement({ APP_CHECK_ENFORCEMENT: 'enforce' })).toBe('enforce');
    expect(appCheckEnforcement({ APP_CHECK_ENFORCEMENT: ' monitor ' })).toBe('monitor');
    expect(appCheckEnforcement({ APP_CHECK_ENFORCEMENT: 'qualquer' })).toBe('enforce');
  });
});
