import { collection, doc, getDocs, limit, onSnapshot, orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { consoleUserFromData, type ConsoleUser } from '@/domain/accounts/console-user.record';
import { consoleRestaurantFromData, type ConsoleRestaurant } from '@/domain/restaurants/console-restaurant.record';
import { partnerFromData, type Partner, type PartnerKind } from '@/domain/operator/partner.record';
import type { DirectorySearch } from '@/domain/operator/directory-search';
import type { Order } from '@/domain/orders/order';
import type { TeamMember } from '@/domain/accounts/team';
import { db } from './firebase';
import { trackListener } from './listeners';
import { orderConverter } from './orders';
import { readPage, type Page, type PageCursor } from './paging';
import { readConverter } from './read-converter';
import { teamMemberFromData } from '@/domain/accounts/team.record';
import { COMMERCIAL_TERMS_DOC } from '@/domain/restaurants/commercial-terms';
import { REGISTRATION_DOC } from '@/domain/restaurants/restaurant-registration';

/**
 * The operator's directory (issue #24): restaurants and riders from parceiros/{tipo}-{refId}
 * (kept by the Functions, admins read only), one restaurant or account in full, its team and
 * recent orders, and any user by e-mail.
 */

/** How many partners each page of 'Restaurantes' and 'Entregadores' shows. */
export const PARTNERS_PAGE_SIZE = 20;
/** How many of a restaurant's orders its page shows (the newest). */
export const RECENT_ORDERS_LIMIT = 10;
/** At most this many accounts answer one e-mail (there should be one). */
const USERS_BY_EMAIL_LIMIT = 10;

const partnerConverter = readConverter(partnerFromData);

const consoleUserConverter = readConverter(consoleUserFromData);

const memberConverter = readConverter(teamMemberFromData);

/** U+F8FF sorts after every character a name holds: [prefix, prefix + END) is 'starts with prefix'. */
const PREFIX_END = '\uf8ff';

/**
 * One page of restaurants or riders: by name (nomeBusca, A to Z), or those a search names. A
 * CNPJ, CPF or e-mail is an equality on documento or email; a name is a prefix of nomeBusca.
 * Indexes: tipo + nomeBusca, tipo + documento + nomeBusca, tipo + email + nomeBusca.
 */
export function getPartnersPage(kind: PartnerKind, search: DirectorySearch, after: PageCursor | null, pageSize = PARTNERS_PAGE_SIZE): Promise<Page<Partner>> {
  const partners = collection(db, 'parceiros').withConverter(partnerConverter);
  const ofKind = where('tipo', '==', kind);
  switch (search.kind) {
    case 'cnpj':
    case 'cpf':
      return readPage(query(partners, ofKind, where('documento', '==', search.value), orderBy('nomeBusca')), after, pageSize);
    case 'email':
      return readPage(query(partners, ofKind, where('email', '==', search.value), orderBy('nomeBusca')), after, pageSize);
    case 'name':
      return readPage(
        query(partners, ofKind, where('nomeBusca', '>=', search.value), where('nomeBusca', '<', `${search.value}${PREFIX_END}`), orderBy('nomeBusca')),
        after,
        pageSize,
      );
    case 'empty':
      return readPage(query(partners, ofKind, orderBy('nomeBusca')), after, pageSize);
  }
}

/**
 * A restaurant with its issue #24 fields (published, listed, suspended), its registration
 * (privado/cadastro: owner, CNPJ, razão social; issue #39) and its commercial terms
 * (privado/comercial: rate, contract, proposal, a suspension's reason; issue #51), live; null when
 * there is none. A restaurant from before those moved still carries them on itself: the private
 * documents win where both have a field.
 */
export function subscribeToConsoleRestaurant(restaurantId: string, onNext: (restaurant: ConsoleRestaurant | null) => void, onError: (error: Error) => void): () => void {
  const parts: Array<DocumentSnapshot | undefined> = [undefined, undefined, undefined];
  const emit = () => {
    const [restaurant, registration, terms] = parts;
    if (!restaurant || !registration || !terms) return;
    onNext(restaurant.exists() ? consoleRestaurantFromData(restaurantId, { ...restaurant.data(), ...registration.data(), ...terms.data() }) : null);
  };
  const stops = [doc(db, 'restaurantes', restaurantId), doc(db, 'restaurantes', restaurantId, 'privado', REGISTRATION_DOC), doc(db, 'restaurantes', restaurantId, 'privado', COMMERCIAL_TERMS_DOC)].map((ref, index) =>
    onSnapshot(ref, (snapshot) => ((parts[index] = snapshot), emit()), onError),
  );
  return trackListener(() => stops.forEach((stop) => stop()));
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** A restaurant's team (restaurantes/{rid}/membros), by name. A team is a handful of people. */
export async function getRestaurantMembers(restaurantId: string): Promise<TeamMember[]> {
  const snapshot = await getDocs(collection(db, 'restaurantes', restaurantId, 'membros').withConverter(memberConverter));
  return snapshot.docs.map((document) => document.data()).sort((a, b) => byName.compare(a.nome || a.email, b.nome || b.email));
}

/** A restaurant's newest orders (the panel's own query: createdAt desc, an automatic index). */
export async function getRecentRestaurantOrders(restaurantId: string, max = RECENT_ORDERS_LIMIT): Promise<Order[]> {
  const orders = collection(db, 'restaurantes', restaurantId, 'pedidos').withConverter(orderConverter);
  const snapshot = await getDocs(query(orders, orderBy('createdAt', 'desc'), limit(max)));
  return snapshot.docs.map((document) => document.data());
}

/** One account (usuarios/{uid}) with its suspension, live; null when there is none. */
export function subscribeToConsoleUser(uid: string, onNext: (user: ConsoleUser | null) => void, onError: (error: Error) => void): () => void {
  const ref = doc(db, 'usuarios', uid).withConverter(consoleUserConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/**
 * The accounts whose usuarios.email is `email` (already lower-case), live, so a suspension shows
 * as soon as it is written. An equality on one field: an automatic index.
 */
export function subscribeToUsersByEmail(email: string, onNext: (users: ConsoleUser[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collection(db, 'usuarios'), where('email', '==', email), limit(USERS_BY_EMAIL_LIMIT)).withConverter(consoleUserConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}
