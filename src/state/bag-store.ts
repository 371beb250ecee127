import { EMPTY_BAG, parseStoredBag, type Bag } from '@/domain/checkout/bag';
import { createLocalStore } from './local-store';

/** The bag (SPEC.md section 3: persisted locally). */
export const bagStore = createLocalStore<Bag>('bag', parseStoredBag, EMPTY_BAG, (bag) => bag.lines.length === 0);

export const useBag = bagStore.use;
export const clearBag = bagStore.clear;
