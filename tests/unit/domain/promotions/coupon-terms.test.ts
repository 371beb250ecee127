import { describe, expect, it } from 'vitest';
import { couponUsesText } from '@/domain/promotions/coupon-terms';

describe("a coupon's uses as the panel lists them (issue #51)", () => {
  it('agrees in number', () => {
    expect([couponUsesText(0, null), couponUsesText(1, null), couponUsesText(12, null), couponUsesText(3, 100), couponUsesText(1, 1)]).toEqual(['0 usos', '1 uso', '12 usos', '3 de 100 usos', '1 de 1 uso']);
  });
});
