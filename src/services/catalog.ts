import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { sortCategories, type Category, type Product } from '@/domain/catalog/catalog';
import { nextSaoPauloMidnight } from '@/domain/shared/sao-paulo-day';
import { categoryFromData, optionGroupFromData, productData, productFromData } from '@/domain/catalog/menu.record';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import type { OptionGroupInput } from '@/domain/catalog/option-group.form';
import type { ProductInput } from '@/domain/catalog/product.form';
import { db } from './firebase';
import { trackListener } from './listeners';
import { readConverter } from './read-converter';

export const categoryConverter = readConverter(categoryFromData);

/** Maps restaurantes/{id}/produtos/{id} (see productFromData). */
export const productConverter = readConverter((id, data, snapshot) => productFromData(id, snapshot.ref.parent.parent?.id ?? '', data));

/** Live categories of a restaurant, in the owner's order, the rest by name (sortCategories). */
export function subscribeToCategories(
  restaurantId: string,
  onNext: (categories: Category[]) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = query(collection(db, 'restaurantes', restaurantId, 'categorias'), orderBy('nome')).withConverter(categoryConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(sortCategories(snapshot.docs.map((document) => document.data()))), onError));
}

/** Live products of a restaurant (the menu updates as staff edit it). */
export function subscribeToProducts(
  restaurantId: string,
  onNext: (products: Product[]) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = collection(db, 'restaurantes', restaurantId, 'produtos').withConverter(productConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/** The products of a restaurant, read once (for 'Pedir de novo', which prices a past order today). */
export async function getProducts(restaurantId: string): Promise<Product[]> {
  const snapshot = await getDocs(collection(db, 'restaurantes', restaurantId, 'produtos').withConverter(productConverter));
  return snapshot.docs.map((document) => document.data());
}

/** Adds a category (name trimmed; duplicates are checked by the form against the live list). */
export async function addCategory(restaurantId: string, nome: string): Promise<void> {
  await addDoc(collection(db, 'restaurantes', restaurantId, 'categorias'), { nome: nome.trim(), createdAt: serverTimestamp() });
}

export async function renameCategory(restaurantId: string, categoryId: string, nome: string): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'categorias', categoryId), { nome: nome.trim() });
}

/** Deletes a category; its products keep their categoriaId (SPEC.md: products are not removed). */
export async function deleteCategory(restaurantId: string, categoryId: string): Promise<void> {
  await deleteDoc(doc(db, 'restaurantes', restaurantId, 'categorias', categoryId));
}

/**
 * Creates (productId null) or replaces a product. A full write, so a legacy `categoria` name or a
 * pizza's leftover price (or its sizes as maps, from before the compact text) never survives an edit.
 */
export async function saveProduct(restaurantId: string, productId: string | null, product: ProductInput): Promise<string> {
  const ref = productId ? doc(db, 'restaurantes', restaurantId, 'produtos', productId) : doc(collection(db, 'restaurantes', restaurantId, 'produtos'));
  await setDoc(ref, { ...productData(product), ultimaAtualizacao: serverTimestamp() });
  return ref.id;
}

/**
 * 'Esgotado hoje': the product cannot be ordered until the next midnight in São Paulo, when it
 * comes back by itself; or it is back now.
 */
export async function setSoldOutToday(restaurantId: string, productId: string, soldOut: boolean): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'produtos', productId), {
    esgotadoAte: soldOut ? nextSaoPauloMidnight(new Date()) : null,
    ultimaAtualizacao: serverTimestamp(),
  });
}

/**
 * 'Subir' / 'Descer': the new places of a restaurant's categories, or of dishes, in one batch
 * (moveInMenu says which), so the menu never shows two with the same place half-written.
 */
export async function setMenuOrder(restaurantId: string, kind: 'categorias' | 'produtos', places: ReadonlyArray<{ id: string; ordem: number }>): Promise<void> {
  const batch = writeBatch(db);
  for (const place of places) batch.update(doc(db, 'restaurantes', restaurantId, kind, place.id), { ordem: place.ordem });
  await batch.commit();
}

export async function deleteProduct(restaurantId: string, productId: string): Promise<void> {
  await deleteDoc(doc(db, 'restaurantes', restaurantId, 'produtos', productId));
}

// ---------- complementos: the restaurant's library of option groups ----------

/** Maps restaurantes/{id}/complementos/{id} (see optionGroupFromData). */
export const optionGroupConverter = readConverter(optionGroupFromData);

function groupsCollection(restaurantId: string) {
  return collection(db, 'restaurantes', restaurantId, 'complementos').withConverter(optionGroupConverter);
}

/** Live option groups of a restaurant, by name (the sheet and the editor read them with the products). */
export function subscribeToOptionGroups(restaurantId: string, onNext: (groups: OptionGroup[]) => void, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(groupsCollection(restaurantId), (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/** The option groups of a restaurant, read once ('Pedir de novo'). */
export async function getOptionGroups(restaurantId: string): Promise<OptionGroup[]> {
  const snapshot = await getDocs(groupsCollection(restaurantId));
  return snapshot.docs.map((document) => document.data());
}

/** A new group's id, made before saving so the editor can attach it to products in the same write. */
export function newOptionGroupId(restaurantId: string): string {
  return doc(collection(db, 'restaurantes', restaurantId, 'complementos')).id;
}

/**
 * Saves a group (a full write: sold-out marks of options that still exist are kept) and, in the
 * same batch, makes it attached to exactly the products `attachTo` names: added at the end of
 * those that lack it, removed from the others that had it.
 */
export async function saveOptionGroup(
  restaurantId: string,
  groupId: string,
  group: OptionGroupInput,
  attachment: { attachTo: ReadonlySet<string>; products: ReadonlyArray<{ id: string; complementos: string[] }>; soldOut: Record<string, Date> },
): Promise<void> {
  const batch = writeBatch(db);
  const optionIds = new Set(group.opcoes.map((option) => option.id));
  const esgotadas = Object.fromEntries(Object.entries(attachment.soldOut).filter(([optionId]) => optionIds.has(optionId)));
  batch.set(doc(db, 'restaurantes', restaurantId, 'complementos', groupId), { ...group, esgotadas, ultimaAtualizacao: serverTimestamp() });
  for (const product of attachment.products) {
    const has = product.complementos.includes(groupId);
    const wants = attachment.attachTo.has(product.id);
    if (has === wants) continue;
    const complementos = wants ? [...product.complementos, groupId] : product.complementos.filter((id) => id !== groupId);
    batch.update(doc(db, 'restaurantes', restaurantId, 'produtos', product.id), { complementos, ultimaAtualizacao: serverTimestamp() });
  }
  await batch.commit();
}

/** Deletes a group and takes it off every product that had it, in one batch. */
export async function deleteOptionGroup(restaurantId: string, groupId: string, products: ReadonlyArray<{ id: string; complementos: string[] }>): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'restaurantes', restaurantId, 'complementos', groupId));
  for (const product of products) {
    if (!product.complementos.includes(groupId)) continue;
    batch.update(doc(db, 'restaurantes', restaurantId, 'produtos', product.id), {
      complementos: product.complementos.filter((id) => id !== groupId),
      ultimaAtualizacao: serverTimestamp(),
    });
  }
  await batch.commit();
}

/** 'Esgotado hoje' for one option: until the next midnight in São Paulo, or back now. */
export async function setOptionSoldOutToday(restaurantId: string, groupId: string, optionId: string, soldOut: boolean): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'complementos', groupId), {
    [`esgotadas.${optionId}`]: soldOut ? nextSaoPauloMidnight(new Date()) : deleteField(),
    ultimaAtualizacao: serverTimestamp(),
  });
}
