import { describe, expect, it } from 'vitest';
import { riderAverage, riderRatingText } from '@/domain/delivery/delivery-review';
import { ratedRiderFromData, riderRatingFromData } from '@/domain/delivery/delivery-review.record';

describe('a rider’s rating (issue #53)', () => {
  it('averages the stars to two decimals, nothing before the first rating', () => {
    expect(riderAverage({ total: 3, soma: 14 })).toBe(4.67);
    expect(riderAverage({ total: 2, soma: 9 })).toBe(4.5);
    expect(riderAverage({ total: 0, soma: 0 })).toBe(0);
  });

  it('reads as people see it: one decimal and the count, or nothing when unrated', () => {
    expect(riderRatingText({ total: 3, soma: 14 })).toBe('4,7 (3 avaliações)');
    expect(riderRatingText({ total: 1, soma: 5 })).toBe('5,0 (1 avaliação)');
    expect(riderRatingText({ total: 0, soma: 0 })).toBeNull();
    expect(riderRatingText(null)).toBeNull();
  });

  it('reads a tally back defensively, and names a rider by id when the trigger found no name', () => {
    expect(riderRatingFromData(undefined)).toBeNull();
    expect(riderRatingFromData({ total: -1, soma: 'x' })).toEqual({ total: 0, soma: 0 });
    expect(ratedRiderFromData('moto-1', { total: 2, soma: 9, media: 4.5, nome: 'Caio Prates' })).toEqual({ uid: 'moto-1', nome: 'Caio Prates', total: 2, soma: 9 });
    expect(ratedRiderFromData('moto-2', { total: 1, soma: 3, nome: ' ' })).toMatchObject({ uid: 'moto-2', nome: 'moto-2' });
  });
});
