import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { cityKey } from '@/domain/delivery/cities';
import { BAIRRO_LIST_PATH, bairrosFromData } from '@/domain/delivery/city.record';

/**
 * The cities the operator opened (issue #36), as the callables that take a city check it: an
 * application's city. Read inside the caller's transaction.
 */

/** An open city and its bairros, read in `transaction`; null when `nome` names no open city. */
export async function openCityNamed(db: Firestore, transaction: Transaction, nome: string): Promise<{ key: string; nome: string; bairros: string[] } | null> {
  const key = cityKey(nome);
  if (!key) return null;
  const cityRef = db.collection('cidades').doc(key);
  const [city, list] = await transaction.getAll(cityRef, cityRef.collection(BAIRRO_LIST_PATH[0]).doc(BAIRRO_LIST_PATH[1]));
  if (!city?.exists || city.get('ativa') !== true) return null;
  return { key, nome: String(city.get('nome') ?? nome), bairros: bairrosFromData(list?.data()) };
}
