import { describe, expect, it } from 'vitest';
import { isValidPhone } from '@/domain/shared/validation';

describe('isValidPhone', () => {
  it.each(['(11) 98765-4321', '11987654321', '(21)3256-7788', '21 3256-7788'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['98765-4321', '(1) 98765-4321', '(11) 987-4321', 'abc'])('rejects %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
