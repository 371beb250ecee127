import { collection, doc, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { CREDIT_MOVES, CUSTOMER_CREDITS } from '@/domain/money/customer-credit';
import { creditBalanceFromData, creditMoveFromData, type CreditMove } from '@/domain/money/customer-credit.record';
import type { Centavos } from '@/domain/shared/money';
import { db } from './firebase';
import { trackListener } from './listeners';

/** A customer's Sabor credits (issue #53, domain/money/customer-credit.ts), read live; only the Functions write them. */

/** How many moves 'Meus créditos' lists, newest first. */
const MOVES_SHOWN = 50;

/** The balance, centavos (0 before any credit). */
export function subscribeToCreditBalance(uid: string, onNext: (balance: Centavos) => void, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(doc(db, CUSTOMER_CREDITS, uid), (snapshot) => onNext(creditBalanceFromData(snapshot.data())), onError));
}

/** The balance's moves, newest first. */
export function subscribeToCreditMoves(uid: string, onNext: (moves: CreditMove[]) => void, onError: (error: Error) => void): () => void {
  const moves = query(collection(db, CUSTOMER_CREDITS, uid, CREDIT_MOVES), orderBy('criadoEm', 'desc'), limit(MOVES_SHOWN));
  return trackListener(onSnapshot(moves, (snapshot) => onNext(snapshot.docs.map((move) => creditMoveFromData(move.id, move.data()))), onError));
}
