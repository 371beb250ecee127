import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, commissionOf } from '@/domain/money/commission';
import { toCentavos } from '@/domain/shared/money';

describe('commissionOf', () => {
  it('is 10% in whole centavos', () => {
    expect(COMMISSION_PERCENT).toBe(10);
    expect(commissionOf(0)).toBe(0);
    expect(commissionOf(10_000)).toBe(1_000);
    expect(commissionOf(4_990)).toBe(499);
  });

  it('rounds half a centavo up and anything less down', () => {
    expect(commissionOf(1_235)).toBe(124);
    expect(commissionOf(1_234)).toBe(123);
    expect(commissionOf(1_236)).toBe(124);
    expect(commissionOf(5)).toBe(1);
    expect(commissionOf(4)).toBe(0);
  });

  it('does not drift on amounts that are inexact in floating point', () => {
    // 0.1 + 0.2 reais, and a large month of sales.
    expect(commissionOf(toCentavos(0.1 + 0.2))).toBe(3);
    expect(commissionOf(toCentavos(1_234_567.89))).toBe(12_345_679);
    expect(commissionOf(999_999_999_995)).toBe(100_000_000_000);
    for (let centavos = 0; centavos < 5_000; centavos += 1) {
      const commission = commissionOf(centavos);
      expect(Number.isInteger(commission)).toBe(true);
      expect(Math.abs(commission * 10 - centavos)).toBeLessThanOrEqual(5);
    }
  });
});
