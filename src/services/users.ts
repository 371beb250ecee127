import { doc, getDoc, onSnapshot, updateDoc } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { addressesData, contactData } from '@/domain/accounts/account-details.record';
import { userRecordChanges, type SignedInUser } from '@/domain/accounts/profile-sync';
import type { SavedAddresses } from '@/domain/delivery/address';
import type { Contact } from '@/domain/checkout/checkout';
import { defaultUserName, type UserProfile } from '@/domain/accounts/user';
import { db } from './firebase';
import { liteDb } from './firestore-lite';
import { trackListener } from './listeners';
import { readConverter } from './read-converter';
import { userProfileFromData } from '@/domain/accounts/user.record';

/** Maps usuarios/{uid} (userProfileFromData). */
export const userConverter = readConverter(userProfileFromData);

/**
 * Live profile of one user; `null` when the document does not exist yet. A stamp this device just
 * wrote with the server's time reads as the local estimate until the server answers: read as no
 * stamp, the rider's renewal of 'Disponível para entregas' every five minutes made them unavailable
 * for a moment, and their list of waiting orders closed and loaded again under their finger.
 */
export function subscribeToUserProfile(
  uid: string,
  onNext: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'usuarios', uid).withConverter(userConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : null), onError));
}

/** One-off read of a user's profile; null when missing or unreadable (SPEC.md section 8). */
export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  try {
    const snapshot = await getDoc(doc(db, 'usuarios', uid).withConverter(userConverter));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    console.error('Erro ao ler usuário', error);
    return null;
  }
}

type EditableUserFields = Partial<{ nome: string; telefone: string | null; emailVerificado: true; tipo: 'cliente' }>;

/** Updates fields of a user document; refuses an empty uid or an empty change (SPEC.md section 5). */
export async function updateUser(uid: string, data: EditableUserFields): Promise<void> {
  if (!uid) throw new Error('UID do usuário é obrigatório para atualizar.');
  if (Object.keys(data).length === 0) throw new Error('Nenhum dado para atualizar.');
  await updateDoc(doc(db, 'usuarios', uid), data);
}

/** The fields of an existing usuarios/{uid} that differ from the Auth user and the supplied data. */
function ownRecordChanges(
  stored: Record<string, unknown>,
  user: SignedInUser,
  supplied: { nome?: string; telefone?: string },
): Record<string, unknown> {
  const changes: Record<string, unknown> = { ...userRecordChanges(stored, user) };
  const nome = supplied.nome?.trim();
  if (nome && nome !== stored.nome) changes.nome = nome;
  const telefone = supplied.telefone?.trim();
  if (telefone && telefone !== stored.telefone) changes.telefone = telefone;
  return changes;
}

/**
 * Written with Firestore Lite, straight to the server with this tab's own token. The full SDK
 * shares one write queue between a person's tabs and sends it from whichever tab leads: when the
 * e-mail link is opened in a new tab, that tab's 'emailVerificado' went out with the waiting
 * tab's older token, which does not carry the verified flag yet, and the rules refused it.
 */
async function writeOwnUserRecord(
  user: SignedInUser & { uid: string; email: string | null },
  supplied: { nome?: string; telefone?: string },
): Promise<Record<string, unknown>> {
  const ref = lite.doc(liteDb, 'usuarios', user.uid);
  // Mostly the record exists and its changes come from Auth alone (the same in every tab): a
  // plain update, which two tabs confirming one e-mail at once cannot make conflict.
  const existing = await lite.getDoc(ref);
  if (existing.exists()) {
    const changes = ownRecordChanges(existing.data(), user, supplied);
    if (Object.keys(changes).length > 0) await lite.updateDoc(ref, changes);
    return changes;
  }
  // Creating must not overwrite a record another tab created meanwhile: a transaction.
  return lite.runTransaction(liteDb, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) {
      const record = {
        uid: user.uid,
        email: user.email ?? '',
        nome: defaultUserName(user.displayName, supplied.nome),
        telefone: supplied.telefone?.trim() || null,
        tipo: 'cliente',
        emailVerificado: user.emailVerified,
        criadoEm: lite.serverTimestamp(),
      };
      transaction.set(ref, record);
      return record;
    }
    const changes = ownRecordChanges(snapshot.data(), user, supplied);
    if (Object.keys(changes).length > 0) transaction.update(ref, changes);
    return changes;
  });
}

/** The sync running now, if any: the next one starts after it. */
let syncing: Promise<unknown> = Promise.resolve();

/**
 * Brings usuarios/{uid} in line with the signed-in Auth user (SPEC.md section 4): creates it as a
 * customer when missing (the only type one may give oneself), marks the e-mail verified, fixes a
 * missing or legacy type, saves a changed display name and, at sign-up, the supplied name and
 * phone. Sign-up and the session's own sync (which runs again as Auth reports the new user and
 * its name) fire at the same moment: they run one after the other, so neither overwrites what
 * the other wrote and their transactions never collide (a collision is retried, but the browser
 * logs the refused commit as a 409). Returns the fields it wrote.
 */
export function syncOwnUserRecord(
  user: SignedInUser & { uid: string; email: string | null },
  supplied: { nome?: string; telefone?: string } = {},
): Promise<Record<string, unknown>> {
  const run = syncing.then(() => writeOwnUserRecord(user, supplied));
  syncing = run.catch(() => undefined);
  return run;
}

/**
 * Saves the customer's addresses and the chosen one on their account. Offline, the write waits in
 * the device's Firestore cache (the profile listener sees it at once) and goes out when back
 * online, so callers need not wait for it.
 */
export async function saveAccountAddresses(uid: string, saved: SavedAddresses): Promise<void> {
  await updateDoc(doc(db, 'usuarios', uid), addressesData(saved));
}

/** Saves the customer's contact data (name and phone for orders) on their account. */
export async function saveAccountContact(uid: string, contact: Contact): Promise<void> {
  await updateDoc(doc(db, 'usuarios', uid), contactData(contact));
}
