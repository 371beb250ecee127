import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@/domain/photos/photos';
import { jpegBytes, pngBytes, webpBytes } from '../fixtures/photos';
import { callFunction, createAuthUser, createRulesEnvironment, FIRESTORE_HOST, FUNCTIONS_HOST, idTokenFor, PROJECT_ID } from './support';

/**
 * The panel's photos (issue #40) against the emulators: savePhoto and deletePhoto take a
 * restaurant's photos only from its dono or gerente and from the operators, check type, size and
 * dimensions and write nothing when they refuse; the img function serves them with a year's
 * cache and an ETag; a dish that stops showing its photo has its bytes deleted; and no client
 * reads or writes imagens/* at all.
 */

let app: App;
let db: Firestore;
let env: RulesTestEnvironment;
const tokens: Record<string, string> = {};
const R = 'foto-forno';
const OTHER = 'foto-outra';
const PEOPLE = [
  { uid: 'foto-dono', tipo: 'restaurante', restaurantId: R, papel: 'dono' },
  { uid: 'foto-gerente', tipo: 'restaurante', restaurantId: R, papel: 'gerente' },
  { uid: 'foto-atendente', tipo: 'restaurante', restaurantId: R, papel: 'atendente' },
  { uid: 'foto-vizinho', tipo: 'restaurante', restaurantId: OTHER, papel: 'dono' },
  { uid: 'foto-cliente', tipo: 'cliente', restaurantId: null, papel: null },
  { uid: 'foto-admin', tipo: 'admin', restaurantId: null, papel: null },
] as const;
type Who = (typeof PEOPLE)[number]['uid'];

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, 'photos');
  db = getFirestore(app);
  env = await createRulesEnvironment();
  for (const id of [R, OTHER]) await db.doc(`restaurantes/${id}`).set({ nome: `Forno ${id}`, endereco: 'Rua A, 1', telefone: '(11) 3000-0000' });
  for (const person of PEOPLE) {
    const email = `${person.uid}@sabor.dev`;
    await createAuthUser({ uid: person.uid, email, password: 'segredo1' });
    await db.doc(`usuarios/${person.uid}`).set({ uid: person.uid, email, nome: person.uid, tipo: person.tipo, restaurantId: person.restaurantId, emailVerificado: true });
    if (person.papel) await db.doc(`restaurantes/${person.restaurantId}/membros/${person.uid}`).set({ uid: person.uid, nome: person.uid, email, papel: person.papel });
    tokens[person.uid] = await idTokenFor(email, 'segredo1');
  }
}, 120_000);
afterAll(async () => {
  await env.cleanup();
  await deleteApp(app);
});

const b64 = (bytes: Buffer) => bytes.toString('base64');
const goodRequest = (restaurantId = R) => ({ restaurantId, uso: 'prato', foto: b64(webpBytes(800, 600, 150_000)), miniatura: b64(webpBytes(320, 240, 20_000)) });
const save = (who: Who, data: unknown) => callFunction<{ ok: true; fotoId: string; url: string }>('savePhoto', tokens[who]!, data);
const countPhotos = async () => (await db.collection('imagens').where('restaurantId', '==', R).count().get()).data().count;
const photoUrl = (id: string) => `http://${FUNCTIONS_HOST}/${PROJECT_ID}/southamerica-east1/img/${id}`;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('savePhoto and deletePhoto', () => {
  it('take a photo from the dono, a gerente and an operator; refuse the atendente, another restaurant, a customer; write nothing then', { timeout: 90_000 }, async () => {
    const before = await countPhotos();
    for (const who of ['foto-atendente', 'foto-vizinho', 'foto-cliente'] as const) {
      const refused = await save(who, goodRequest());
      expect(refused.ok, who).toBe(false);
      if (!refused.ok) expect(refused.details?.code, who).toBe('not-allowed');
    }
    expect(await countPhotos()).toBe(before);

    for (const who of ['foto-dono', 'foto-gerente', 'foto-admin'] as const) {
      const saved = await save(who, goodRequest());
      expect(saved.ok, who).toBe(true);
      if (!saved.ok) continue;
      expect(saved.result.url).toBe(`/img/${saved.result.fotoId}`);
      const [main, card] = await db.getAll(db.doc(`imagens/${saved.result.fotoId}`), db.doc(`imagens/${saved.result.fotoId}_p`));
      expect(main?.get('restaurantId')).toBe(R);
      expect(main?.get('bytes').length).toBe(150_000);
      expect(main?.get('por')).toBe(who);
      expect(card?.get('width')).toBe(320);
    }
    expect(await countPhotos()).toBe(before + 6);
  });

  it('refuses another type, too many bytes and the wrong dimensions, with their messages', { timeout: 60_000 }, async () => {
    const before = await countPhotos();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ foto: b64(pngBytes(800, 600)) }, 'bad-type', PHOTO_MESSAGES.badType],
      [{ foto: b64(webpBytes(800, 600, 200_001)) }, 'bad-size', PHOTO_MESSAGES.badSize],
      [{ foto: b64(webpBytes(800, 800, 5_000)) }, 'bad-dimensions', PHOTO_MESSAGES.badDimensions],
      [{ foto: b64(jpegBytes(1600, 1200, 5_000)) }, 'bad-dimensions', PHOTO_MESSAGES.badDimensions],
      [{ miniatura: b64(webpBytes(800, 600, 5_000)) }, 'bad-dimensions', PHOTO_MESSAGES.badDimensions],
      [{ uso: 'fundo' }, 'invalid', ''],
    ];
    for (const [change, code, message] of cases) {
      const refused = await save('foto-dono', { ...goodRequest(), ...change });
      expect(refused.ok, code).toBe(false);
      if (refused.ok) continue;
      expect(refused.details?.code, JSON.stringify(change).slice(0, 40)).toBe(code);
      if (message) expect(refused.details?.message).toBe(message);
    }
    const jpeg = await save('foto-dono', { ...goodRequest(), uso: 'capa', foto: b64(jpegBytes(800, 267, 90_000)), miniatura: b64(jpegBytes(320, 107, 9_000)) });
    expect(jpeg.ok).toBe(true);
    expect(await countPhotos()).toBe(before + 2);
  });

  it('deletes a photo only for its restaurant managers and the operators', { timeout: 60_000 }, async () => {
    const saved = await save('foto-dono', goodRequest());
    if (!saved.ok) throw new Error('not saved');
    const { fotoId } = saved.result;
    for (const who of ['foto-atendente', 'foto-vizinho', 'foto-cliente'] as const) {
      const refused = await callFunction('deletePhoto', tokens[who]!, { restaurantId: R, fotoId });
      expect(refused.ok, who).toBe(false);
    }
    // Another restaurant's managers cannot reach it through their own restaurant either.
    expect((await callFunction('deletePhoto', tokens['foto-vizinho']!, { restaurantId: OTHER, fotoId })).ok).toBe(false);
    expect((await db.doc(`imagens/${fotoId}`).get()).exists).toBe(true);

    expect((await callFunction('deletePhoto', tokens['foto-gerente']!, { restaurantId: R, fotoId })).ok).toBe(true);
    const [main, card] = await db.getAll(db.doc(`imagens/${fotoId}`), db.doc(`imagens/${fotoId}_p`));
    expect(main?.exists || card?.exists).toBe(false);

    const other = await save('foto-dono', goodRequest());
    if (!other.ok) throw new Error('not saved');
    expect((await callFunction('deletePhoto', tokens['foto-admin']!, { restaurantId: R, fotoId: other.result.fotoId })).ok).toBe(true);
  });
});

describe('/img/{id}', () => {
  it('serves the bytes with their type, a year of cache and an ETag; 304 for the same ETag; 404 for an unknown id', { timeout: 60_000 }, async () => {
    const saved = await save('foto-dono', goodRequest());
    if (!saved.ok) throw new Error('not saved');
    const response = await fetch(photoUrl(saved.result.fotoId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(webpBytes(800, 600, 150_000))).toBe(true);

    const card = await fetch(photoUrl(`${saved.result.fotoId}_p`));
    expect(card.status).toBe(200);
    expect((await card.arrayBuffer()).byteLength).toBe(20_000);

    const again = await fetch(photoUrl(saved.result.fotoId), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect((await fetch(photoUrl('semEstaFotoAqui00000'))).status).toBe(404);
    expect((await fetch(photoUrl('..%2Fusuarios'))).status).toBe(404);
  });
});

describe('a photo a dish stops showing', () => {
  it('is deleted, unless another dish still shows it', { timeout: 90_000 }, async () => {
    const saved = await save('foto-dono', goodRequest());
    if (!saved.ok) throw new Error('not saved');
    const { fotoId, url } = saved.result;
    const dish = { nome: 'Lasanha', categoriaId: 'c1', disponivel: true, type: 'regular', preco: 30, imageUrl: url };
    await db.doc(`restaurantes/${R}/produtos/lasanha`).set(dish);
    await db.doc(`restaurantes/${R}/produtos/copia`).set({ ...dish, nome: 'Lasanha (cópia)' });
    // The copy still shows it: kept.
    await db.doc(`restaurantes/${R}/produtos/lasanha`).update({ imageUrl: null });
    // Its trigger has run once its search entry (written by the same trigger) shows the change.
    await waitFor(async () => (await db.doc(`restaurantes/${R}/buscaPratos/lasanha`).get()).get('imageUrl') === null, 'the dish re-indexed');
    expect((await db.doc(`imagens/${fotoId}`).get()).exists).toBe(true);
    // The last dish showing it is deleted: so are its bytes, both sizes.
    await db.doc(`restaurantes/${R}/produtos/copia`).delete();
    await waitFor(async () => !(await db.doc(`imagens/${fotoId}`).get()).exists && !(await db.doc(`imagens/${fotoId}_p`).get()).exists, 'the photo deleted');
  });
});

describe('a replaced cover', () => {
  it('has its old bytes deleted', { timeout: 90_000 }, async () => {
    const saved = await save('foto-dono', { ...goodRequest(), uso: 'capa', foto: b64(jpegBytes(800, 267, 60_000)), miniatura: b64(jpegBytes(320, 107, 9_000)) });
    if (!saved.ok) throw new Error('not saved');
    await db.doc(`restaurantes/${R}`).update({ capa: saved.result.url });
    await db.doc(`restaurantes/${R}`).update({ capa: 'https://example.com/capa.jpg' });
    await waitFor(async () => !(await db.doc(`imagens/${saved.result.fotoId}`).get()).exists, 'the old cover deleted');
  });
});

describe('firestore.rules', () => {
  it('let no client read or write imagens/*, not even the restaurant owner or an operator', async () => {
    await db.doc('imagens/regraRegraRegra00000').set({ restaurantId: R, bytes: Buffer.from('x') });
    for (const who of ['foto-dono', 'foto-admin', 'foto-cliente']) {
      const client = env.authenticatedContext(who, { email_verified: true }).firestore();
      await assertFails(getDoc(doc(client, 'imagens/regraRegraRegra00000')));
      await assertFails(setDoc(doc(client, `imagens/novaFoto${who}`), { restaurantId: R }));
      await assertFails(deleteDoc(doc(client, 'imagens/regraRegraRegra00000')));
    }
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'imagens/regraRegraRegra00000')));
  });
});
