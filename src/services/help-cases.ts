import { collection, doc, getCountFromServer, getDoc, onSnapshot, orderBy, query, serverTimestamp, setDoc, where, type Query } from 'firebase/firestore';
import { HELP_CASES, HELP_SETTINGS_DOC } from '@/domain/help/help-case';
import { helpCaseFromData, helpSettingsData, helpSettingsFromData, type HelpCase } from '@/domain/help/help-case.record';
import type { AnswerHelpCaseRequest, DecideHelpCaseRequest, OpenHelpCaseRequest } from '@/domain/help/help-case.schema';
import { HELP_FIGURES, type HelpFigures } from '@/domain/help/help-figures';
import { helpFiguresFromData } from '@/domain/help/help-figures.record';
import { call } from './callable-refusal';
import { base64Of } from './photos';
import { db } from './firebase';
import { trackListener } from './listeners';

/** 'Preciso de ajuda' (issue #53, domain/help/help-case.ts): the cases, live, as each party sees them, and their actions. */

type Listener = (cases: HelpCase[]) => void;

function listen(target: Query, onNext: Listener, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(target, (snapshot) => onNext(snapshot.docs.map((document) => helpCaseFromData(document.id, document.data()))), onError));
}

/** The customer's cases on one order, oldest first. */
export function subscribeToOrderHelpCases(uid: string, orderId: string, onNext: Listener, onError: (error: Error) => void): () => void {
  return listen(query(collection(db, HELP_CASES), where('userId', '==', uid), where('orderId', '==', orderId)), (cases) => onNext(cases.sort((a, b) => (a.abertoEm?.getTime() ?? 0) - (b.abertoEm?.getTime() ?? 0))), onError);
}

/** The store's cases waiting for its answer, the oldest (closest to its deadline) first. */
export function subscribeToStoreHelpCases(restaurantId: string, onNext: Listener, onError: (error: Error) => void): () => void {
  return listen(query(collection(db, HELP_CASES), where('restaurantId', '==', restaurantId), where('estado', '==', 'aguardando_loja'), orderBy('abertoEm', 'asc')), onNext, onError);
}

/** The operator's 'Atendimento': every open case (with Sabor, or still with its store), the oldest first. */
export function subscribeToOpenHelpCases(onNext: Listener, onError: (error: Error) => void): () => void {
  return listen(query(collection(db, HELP_CASES), where('estado', 'in', ['com_operador', 'aguardando_loja']), orderBy('abertoEm', 'asc')), onNext, onError);
}

/** How many help cases were opened on orders a rider delivered (the operator's rider page). */
export async function countHelpCasesOfRider(riderId: string): Promise<number> {
  return (await getCountFromServer(query(collection(db, HELP_CASES), where('entregadorId', '==', riderId)))).data().count;
}

/** How many cases wait for Sabor's decision (the console's home). */
export async function countHelpCasesForSabor(): Promise<number> {
  return (await getCountFromServer(query(collection(db, HELP_CASES), where('estado', '==', 'com_operador')))).data().count;
}

/** Opens a case, with its photo (cropped and compressed in the browser) if any; resolves with the case's id. */
export async function openHelpCase(request: Omit<OpenHelpCaseRequest, 'foto'>, photo: { foto: Blob; miniatura: Blob } | null = null): Promise<string> {
  const foto = photo ? { foto: await base64Of(photo.foto), miniatura: await base64Of(photo.miniatura) } : null;
  return (await call('openHelpCase', { ...request, foto })).casoId;
}

export async function answerHelpCase(request: AnswerHelpCaseRequest): Promise<void> {
  await call('answerHelpCase', request);
}

export async function decideHelpCase(request: DecideHelpCaseRequest): Promise<void> {
  await call('decideHelpCase', request);
}

/** How many stores' order counts the figures read (those with the most cases). */
const FIGURES_STORES = 10;

/**
 * 'Atendimento''s figures of a month ('YYYY-MM'), with the orders of the stores with the most cases
 * that month (their sales rollups, restaurantes/{id}/vendasPorMes), for the cases per 100 orders.
 */
export async function getHelpFigures(mes: string): Promise<{ figures: HelpFigures; orders: Map<string, number> }> {
  const figures = helpFiguresFromData(mes, (await getDoc(doc(db, HELP_FIGURES, mes))).data());
  const stores = figures.porLoja.slice(0, FIGURES_STORES);
  const rollups = await Promise.all(stores.map((store) => getDoc(doc(db, 'restaurantes', store.restaurantId, 'vendasPorMes', mes))));
  const orders = new Map(stores.map((store, index) => [store.restaurantId, Number(rollups[index]?.get('pedidos') ?? 0)]));
  return { figures, orders };
}

/** The store's time to answer a case, minutes, as the operator set it (the default when unset). */
export async function getHelpSettings(): Promise<{ prazoLojaMin: number }> {
  return helpSettingsFromData((await getDoc(doc(db, HELP_SETTINGS_DOC))).data());
}

/** 'Salvar' of the desk's settings (operators only, firestore.rules). */
export async function saveHelpSettings(prazoLojaMin: number, uid: string): Promise<void> {
  await setDoc(doc(db, HELP_SETTINGS_DOC), helpSettingsData(prazoLojaMin, uid, serverTimestamp()));
}
