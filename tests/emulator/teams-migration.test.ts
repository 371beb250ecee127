import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateTeamsAndListing } from '../../scripts/lib/teams-and-listing.mjs';
import { moveRestaurantRegistrations } from '../../functions/src/stores/restaurant-registration';
import { moveCommercialTerms } from '../../functions/src/stores/commercial-terms';
import { FIRESTORE_HOST, PROJECT_ID } from './support';

/**
 * scripts/migrate-teams-and-listing.mjs against the emulator through the Admin SDK: restaurants
 * and staff from before issue #24 keep working (listed, with their memberships); a second run
 * changes nothing, and a restaurant that was never opened stays unlisted.
 */
let app: App;
let db: Firestore;
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, 'teams-migration');
  db = getFirestore(app);
  for (const id of ['velha', 'nova']) await db.recursiveDelete(db.collection('restaurantes').doc(`migra-${id}`));
});
afterAll(() => deleteApp(app));

it('lists old restaurants and gives old staff their memberships, once', async () => {
  await db.doc('restaurantes/migra-velha').set({ nome: 'Cantina Velha', uidDono: 'migra-dono' });
  await db.doc('restaurantes/migra-nova').set({ nome: 'Aprovada e Fechada', publicado: false, listado: false, suspenso: null });
  await db.doc('usuarios/migra-dono').set({ nome: 'Dono', email: 'dono@velha.dev', tipo: 'restaurante', restaurantId: 'migra-velha' });
  await db.doc('usuarios/migra-caixa').set({ nome: 'Caixa', email: 'caixa@velha.dev', tipo: 'restaurante', restaurantId: 'migra-velha' });

  const first = await migrateTeamsAndListing(db);
  expect(first.listed).toContain('migra-velha');
  expect(first.listed).not.toContain('migra-nova');
  expect(first.members.filter((member) => member.restaurantId === 'migra-velha')).toEqual([
    { uid: 'migra-caixa', restaurantId: 'migra-velha', papel: 'gerente' },
    { uid: 'migra-dono', restaurantId: 'migra-velha', papel: 'dono' },
  ]);
  expect((await db.doc('restaurantes/migra-velha').get()).data()).toMatchObject({ listado: true, publicado: true, suspenso: null });
  expect((await db.doc('restaurantes/migra-velha/membros/migra-dono').get()).data()).toMatchObject({ papel: 'dono', email: 'dono@velha.dev' });
  expect((await db.doc('restaurantes/migra-nova').get()).get('listado')).toBe(false);

  const again = await migrateTeamsAndListing(db);
  expect(again.listed).not.toContain('migra-velha');
  expect(again.members.filter((member) => member.restaurantId === 'migra-velha')).toEqual([]);
});

it('then moves who registered an old restaurant off the document everyone reads (issue #39), once, keeping what the registration holds', async () => {
  await db.doc('restaurantes/migra-velha').set({ cnpj: '11222333000181', razaoSocial: 'Cantina Velha Ltda', enderecoCadastro: { bairro: 'Bela Vista' } }, { merge: true });
  await db.doc('restaurantes/migra-nova/privado/cadastro').set({ uidDono: 'migra-nova-dona' });
  await db.doc('restaurantes/migra-nova').set({ uidDono: 'outro' }, { merge: true });

  expect((await moveRestaurantRegistrations(db, { dryRun: true })).moved).toBeGreaterThanOrEqual(2);
  expect((await db.doc('restaurantes/migra-velha').get()).get('uidDono')).toBe('migra-dono');
  await moveRestaurantRegistrations(db);
  const old = (await db.doc('restaurantes/migra-velha').get()).data() ?? {};
  expect(Object.keys(old).filter((key) => ['uidDono', 'cnpj', 'razaoSocial', 'enderecoCadastro'].includes(key))).toEqual([]);
  expect(old).toMatchObject({ nome: 'Cantina Velha', listado: true });
  expect((await db.doc('restaurantes/migra-velha/privado/cadastro').get()).data()).toEqual({ uidDono: 'migra-dono', cnpj: '11222333000181', razaoSocial: 'Cantina Velha Ltda', enderecoCadastro: { bairro: 'Bela Vista' } });
  expect((await db.doc('restaurantes/migra-nova/privado/cadastro').get()).data()).toEqual({ uidDono: 'migra-nova-dona' });
  expect((await db.doc('restaurantes/migra-nova').get()).get('uidDono')).toBeUndefined();
  expect((await moveRestaurantRegistrations(db, { dryRun: true })).moved).toBe(0);
});

it('then moves an old restaurant’s commercial terms (rate, contract, proposal, a suspension’s reason) off the document everyone reads (issue #51), once', async () => {
  const accepted = { termos: '2026-11', comissaoPercentual: 9, aceitoEm: new Date('2026-10-01T12:00:00Z'), aceitoPor: 'migra-dono' };
  await db.doc('restaurantes/migra-velha').set(
    { comissaoPercentual: 9, contrato: accepted, contratoProposto: null, suspenso: { motivo: 'Inadimplência: comissão em atraso', em: new Date('2026-11-20T12:00:00Z'), inadimplencia: true } },
    { merge: true },
  );
  // Already moved once, by hand: what the private document holds wins.
  await db.doc('restaurantes/migra-nova/privado/comercial').set({ comissaoPercentual: 7 });
  await db.doc('restaurantes/migra-nova').set({ comissaoPercentual: 12 }, { merge: true });

  expect((await moveCommercialTerms(db, { dryRun: true })).moved).toBeGreaterThanOrEqual(2);
  expect((await db.doc('restaurantes/migra-velha').get()).get('contrato.aceitoPor')).toBe('migra-dono');
  await moveCommercialTerms(db);
  const old = (await db.doc('restaurantes/migra-velha').get()).data() ?? {};
  expect(Object.keys(old).filter((key) => ['comissaoPercentual', 'contrato', 'contratoProposto'].includes(key))).toEqual([]);
  expect(Object.keys(old.suspenso)).toEqual(['em']);
  expect(JSON.stringify(old)).not.toContain('migra-dono');
  expect((await db.doc('restaurantes/migra-velha/privado/comercial').get()).data()).toMatchObject({
    comissaoPercentual: 9,
    contrato: { aceitoPor: 'migra-dono', comissaoPercentual: 9 },
    contratoProposto: null,
    suspenso: { motivo: 'Inadimplência: comissão em atraso', inadimplencia: true },
  });
  expect((await db.doc('restaurantes/migra-nova/privado/comercial').get()).get('comissaoPercentual')).toBe(7);
  expect((await db.doc('restaurantes/migra-nova').get()).get('comissaoPercentual')).toBeUndefined();
  // A second run finds nothing left on these two.
  await db.doc('restaurantes/migra-velha/privado/comercial').update({ marca: 1 });
  await moveCommercialTerms(db);
  expect((await db.doc('restaurantes/migra-velha/privado/comercial').get()).get('marca')).toBe(1);
});
