import { describe, expect, it } from 'vitest';
import { handoverCodeFrom, isHandoverCode, wrongHandoverCodeMessage } from '@/domain/orders/handover';

describe('handover code', () => {
  it('is four digits, leading zeros kept', () => {
    expect(handoverCodeFrom(427)).toBe('0427');
    expect(handoverCodeFrom(0)).toBe('0000');
    expect(handoverCodeFrom(9999)).toBe('9999');
    expect(isHandoverCode('0427')).toBe(true);
    for (const bad of ['427', '04270', '04a7', ' 0427', '']) expect(isHandoverCode(bad)).toBe(false);
  });

  it('a wrong code says how many tries remain, and what to do when none do', () => {
    expect(wrongHandoverCodeMessage(4)).toMatch(/^Código incorreto\..*Restam 4 tentativas\.$/);
    expect(wrongHandoverCodeMessage(1)).toMatch(/Resta 1 tentativa\.$/);
    expect(wrongHandoverCodeMessage(0)).toMatch(/^Código incorreto\. Limite de tentativas atingido\. Ligue para o restaurante/);
  });
});
