import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ANONYMOUS_RIDER } from '@/domain/accounts/account-deletion';
import { mentions, pseudonymised, type DeletedPerson } from '@/domain/accounts/pseudonymise';
import { COUNTED_REVIEWS, DELIVERY_REVIEWS, RIDER_RATINGS } from '@/domain/delivery/delivery-review';
import { settlementId, SETTLEMENTS } from '@/domain/delivery/rider-settlements';
import { MAIL_COLLECTION } from '@/domain/notifications/mail';
import { PUSH_COLLECTION } from '@/domain/notifications/push';

/**
 * What outlives a deleted account (account-deletion.ts), without the person: the messages sent to
 * them go, the audit trail and a rider's deliveries and settlements keep the acts under a pseudonym.
 */

const WRITES_PER_BATCH = 400;

/** Updates every document of `refs` with what `change` says for it, WRITES_PER_BATCH at a time. */
export async function updateAll<T extends { ref: DocumentReference }>(db: Firestore, docs: readonly T[], change: (doc: T) => Record<string, unknown>): Promise<void> {
  for (let start = 0; start < docs.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + WRITES_PER_BATCH)) batch.update(doc.ref, change(doc));
    await batch.commit();
  }
}

export async function deleteAll(db: Firestore, refs: readonly DocumentReference[]): Promise<void> {
  for (let start = 0; start < refs.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + WRITES_PER_BATCH)) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * The messages sent to the person and the audit trail, without them (issue #51): the e-mails and
 * pushes addressed to them deleted (delivered or not, they were theirs alone), and every audit
 * entry that names them, as actor, target or in what changed, kept under `pseudonym`: the act
 * stays, the person goes.
 */
export async function forgetInOutboxAndAudit(db: Firestore, person: DeletedPerson, pseudonym: string): Promise<void> {
  const audit = db.collection('auditoria');
  const { uid, email } = person;
  const sentToThem = [db.collection(PUSH_COLLECTION).where('para.uid', '==', uid), ...(email ? [db.collection(MAIL_COLLECTION).where('to', '==', email)] : [])];
  const naming = [
    audit.where('atorUid', '==', uid),
    audit.where('alvoId', '==', uid),
    audit.where('depois.uid', '==', uid),
    audit.where('antes.uid', '==', uid),
    ...(email ? [audit.where('atorEmail', '==', email), audit.where('depois.email', '==', email), audit.where('antes.email', '==', email)] : []),
  ];
  const [messages, auditHits] = await Promise.all([Promise.all(sentToThem.map((query) => query.get())), Promise.all(naming.map((query) => query.get()))]);
  await deleteAll(db, messages.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)));
  const entries = new Map<string, DocumentSnapshot>();
  for (const snapshot of auditHits) for (const entry of snapshot.docs) entries.set(entry.ref.path, entry);
  await updateAll(db, [...entries.values()].filter((entry) => mentions(entry.data(), person)), (entry) => pseudonymised(entry.data(), person, pseudonym) as Record<string, unknown>);
}

/**
 * A rider's traces on what outlives them (issue #51): the orders they delivered keep the delivery
 * under the pseudonym (a rider's figures still add up, to nobody), their tries at the handover
 * codes go, and each day's settlement moves to the pseudonym's id with the same figures. The
 * console's directory entry and the rider's tally of ratings go with the account.
 */
export async function forgetRider(db: Firestore, uid: string, delivered: QueryDocumentSnapshot[], pseudonym: string): Promise<void> {
  await updateAll(db, delivered, () => ({ entregadorNome: ANONYMOUS_RIDER, entregadorTelefone: FieldValue.delete(), deliverymanId: pseudonym }));
  const attempts = await Promise.all(delivered.map((order) => order.ref.collection('tentativasEntrega').listDocuments()));
  // The ratings of their rides (issue #53) stay the customers', under the pseudonym; the tally that
  // named the rider goes, so the operator's list by rating holds no one who left.
  const tally = db.collection(RIDER_RATINGS).doc(uid);
  const [rated, counted] = await Promise.all([db.collection(DELIVERY_REVIEWS).where('entregadorId', '==', uid).get(), tally.collection(COUNTED_REVIEWS).listDocuments()]);
  await updateAll(db, rated.docs, () => ({ entregadorId: pseudonym }));
  await deleteAll(db, [...attempts.flat(), ...counted, tally, db.collection('parceiros').doc(`entregador-${uid}`)]);
  const settlements = await db.collection(SETTLEMENTS).where('entregadorId', '==', uid).get();
  for (const settlement of settlements.docs) {
    const data = settlement.data();
    const moved = settlementId(String(data.restaurantId ?? ''), pseudonym, String(data.dia ?? ''));
    const sides = Object.fromEntries(
      (['entregador', 'restaurante'] as const).filter((side) => data[side]).map((side) => [side, { ...data[side], ...(data[side].por === uid ? { por: pseudonym } : {}) }]),
    );
    const batch = db.batch();
    batch.set(db.collection(SETTLEMENTS).doc(moved), { ...data, ...sides, entregadorId: pseudonym, entregadorNome: ANONYMOUS_RIDER });
    batch.delete(settlement.ref);
    await batch.commit();
  }
}
