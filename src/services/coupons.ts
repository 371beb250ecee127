import { collection, collectionGroup, doc, onSnapshot, query, runTransaction, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { COUPONS, couponId, type Coupon } from '@/domain/promotions/coupon';
import { couponFromData } from '@/domain/promotions/coupon.record';
import { COUPON_COUNTERS, usesOf } from '@/domain/promotions/coupon-counter';
import { couponShardFromData } from '@/domain/promotions/coupon-shard.record';
import type { CouponTerms } from '@/domain/promotions/coupon.form';
import { db } from './firebase';
import { trackListener } from './listeners';
import { readConverter } from './read-converter';

/** The panel's and the console's coupons (issue #40); the checkout's preview is services/coupon-preview.ts. */
const couponConverter = readConverter(couponFromData);

/** Whose coupons: a store's (its dono and gerente), or every city's (the operators). */
export type CouponScope = { restaurantId: string } | { cidades: true };

const shardConverter = readConverter((_id: string, data) => couponShardFromData(data));

/**
 * Coupons, newest period first: 'Cupons' in the panel's menu and in the console's 'Cidades'. Each
 * with its uses, added up from its distributed counter (coupon-counter.ts), both read live.
 */
export function subscribeToCoupons(scope: CouponScope, onNext: (coupons: Coupon[]) => void, onError: (error: Error) => void): () => void {
  const ref = ('restaurantId' in scope
    ? query(collection(db, COUPONS), where('escopo', '==', 'restaurante'), where('restaurantId', '==', scope.restaurantId))
    : query(collection(db, COUPONS), where('escopo', '==', 'cidade'))
  ).withConverter(couponConverter);
  const shards = ('restaurantId' in scope
    ? query(collectionGroup(db, COUPON_COUNTERS), where('restaurantId', '==', scope.restaurantId))
    : query(collectionGroup(db, COUPON_COUNTERS), where('escopo', '==', 'cidade'))
  ).withConverter(shardConverter);
  let coupons: Coupon[] | null = null;
  let uses: Map<string, number> | null = null;
  const emit = () => {
    if (!coupons || !uses) return;
    const counted = uses;
    onNext(coupons.map((coupon) => ({ ...coupon, usos: Math.max(coupon.usos, counted.get(coupon.id) ?? 0) })).sort((a, b) => b.inicio.getTime() - a.inicio.getTime()));
  };
  const stopCoupons = trackListener(
    onSnapshot(
      ref,
      (snapshot) => {
        coupons = snapshot.docs.map((document) => document.data());
        emit();
      },
      onError,
    ),
  );
  const stopShards = trackListener(
    onSnapshot(
      shards,
      (snapshot) => {
        uses = usesOf(snapshot.docs.map((document) => document.data()));
        emit();
      },
      onError,
    ),
  );
  return () => {
    stopCoupons();
    stopShards();
  };
}

export const DUPLICATE_COUPON_MESSAGE = 'Já existe um cupom com este código. Escolha outro código ou edite o que existe.';

export class DuplicateCouponError extends Error {
  constructor() {
    super(DUPLICATE_COUPON_MESSAGE);
    this.name = 'DuplicateCouponError';
  }
}

/**
 * A new coupon of a store or a city, under the id of its code (one code per store and per city):
 * refused when the code is taken, so saving twice never overwrites another coupon.
 */
export async function createCoupon(owner: { restaurantId: string } | { cidade: string }, terms: CouponTerms): Promise<string> {
  const ref = doc(db, COUPONS, couponId(owner, terms.codigo));
  await runTransaction(db, async (transaction) => {
    // A coupon of another store under this id cannot be read: the rules refuse, and so does this.
    const existing = await transaction.get(ref).catch(() => null);
    if (existing === null || existing.exists()) throw new DuplicateCouponError();
    const scope = 'restaurantId' in owner ? { escopo: 'restaurante', restaurantId: owner.restaurantId } : { escopo: 'cidade', cidade: owner.cidade };
    transaction.set(ref, { ...terms, ...scope, usos: 0, ativo: true, atualizadoEm: serverTimestamp() });
  });
  return ref.id;
}

/** Edits a coupon's terms; its code, scope and uses stay. */
export async function updateCoupon(id: string, terms: CouponTerms): Promise<void> {
  const { codigo: _code, ...rest } = terms;
  await updateDoc(doc(db, COUPONS, id), { ...rest, atualizadoEm: serverTimestamp() });
}

/** 'Pausar' / 'Reativar': a coupon off is refused at checkout; orders that used it keep it. */
export async function setCouponActive(id: string, ativo: boolean): Promise<void> {
  await updateDoc(doc(db, COUPONS, id), { ativo, atualizadoEm: serverTimestamp() });
}
