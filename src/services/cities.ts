import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import type { City } from '@/domain/delivery/cities';
import type { SaveCityRequest } from '@/domain/delivery/cities.schema';
import { BAIRRO_LIST_PATH, bairrosFromData, cityFromData } from '@/domain/delivery/city.record';
import { rememberedRead } from './browse-cache';
import { call } from './callable-refusal';
import { liteDb } from './firestore-lite';

/**
 * The cities the operator keeps (issue #36; src/domain/delivery/cities.ts): the open ones for every
 * chooser (customers, restaurants, riders), one city's bairros when someone chooses in it, and
 * the console's save. One-shot reads with Firestore Lite: they change rarely, and the home's
 * chooser must not download the full SDK.
 */

const byName = (a: City, b: City) => a.nome.localeCompare(b.nome, 'pt-BR');

/** The open cities, by name: small documents, without their bairros. */
export function getOpenCities(): Promise<City[]> {
  return rememberedRead('cidades', 'abertas', async () => {
    const snapshot = await getDocs(query(collection(liteDb, 'cidades'), where('ativa', '==', true)));
    return snapshot.docs.map((document) => cityFromData(document.id, document.data())).sort(byName);
  });
}

/** One city's bairros, alphabetical: one document, read when someone chooses a bairro in it. */
export function getCityBairros(key: string): Promise<string[]> {
  return rememberedRead('cidades', `bairros|${key}`, async () => {
    const snapshot = await getDoc(doc(liteDb, 'cidades', key, ...BAIRRO_LIST_PATH));
    return bairrosFromData(snapshot.data());
  });
}

/** Every city, open or not, for the console's 'Cidades'. Not remembered: the operator sees each save at once. */
export async function getAllCities(): Promise<City[]> {
  const snapshot = await getDocs(collection(liteDb, 'cidades'));
  return snapshot.docs.map((document) => cityFromData(document.id, document.data())).sort(byName);
}

/** One city and its bairros as stored now, for the console's editor. */
export async function getCityForEditing(key: string): Promise<{ city: City; bairros: string[] } | null> {
  const [city, list] = await Promise.all([getDoc(doc(liteDb, 'cidades', key)), getDoc(doc(liteDb, 'cidades', key, ...BAIRRO_LIST_PATH))]);
  return city.exists() ? { city: cityFromData(city.id, city.data()), bairros: bairrosFromData(list.data()) } : null;
}

/** Opens or edits a city through the saveCity callable; resolves with its key. Rejects with a CallableRefusal. */
export async function saveCity(request: SaveCityRequest): Promise<string> {
  const { chave } = await call('saveCity', request);
  return chave;
}
