import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToCities } from '../../functions/src/stores/city-migration';
import { demoCityDocuments } from '../../scripts/lib/demo-cities.mjs';
import { startEachTestClean } from './clean-suite';
import { FIRESTORE_HOST, PROJECT_ID } from './support';

/**
 * scripts/migrate-cities.mjs against the emulator through the Admin SDK (issue #36): free-text
 * bairros from before the operator's lists become the lists' names, what cannot be mapped is
 * reported and left as it was, live orders get their city, riders the city they applied for; a
 * dry run writes nothing and a second run changes nothing.
 */
let app: App;
let db: Firestore;
startEachTestClean(() => undefined);
beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, 'cities-migration');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

it('maps free-text bairros onto the city lists, reports the rest, and gives live orders and riders their city, once', async () => {
  for (const { path, data } of demoCityDocuments()) await db.doc(path).set(data);
  const typed = [
    { nome: 'cerqueira cesar', taxa: 8, minimo: null },
    { nome: 'Pinheiro', taxa: 5, minimo: null },
    { nome: 'Jardins', taxa: 6, minimo: null },
  ];
  await db.doc('restaurantes/velha').set({ nome: 'Cantina Velha', cidade: 'São Paulo', endereco: 'Rua Augusta, 10 - Consolacao, São Paulo - SP', areasEntrega: { bairros: typed, outrosBairros: false, gratisAcima: null } });
  await db.doc('restaurantes/velha/pedidos/esperando').set({ status: 'aguardando_entregador', deliverymanId: null });
  await db.doc('restaurantes/velha/pedidos/entregue').set({ status: 'entregue', deliverymanId: 'moto' });
  await db.doc('usuarios/moto').set({ nome: 'Moto', tipo: 'motoboy' });
  await db.doc('parceiros/entregador-moto').set({ tipo: 'entregador', cidade: 'Rio de Janeiro' });
  await db.doc('usuarios/moto-bh').set({ nome: 'Moto BH', tipo: 'motoboy' });
  await db.doc('parceiros/entregador-moto-bh').set({ tipo: 'entregador', cidade: 'Belo Horizonte' });

  const preview = await migrateToCities(db, { dryRun: true });
  expect((await db.doc('restaurantes/velha').get()).get('areasEntrega.bairros')).toEqual(typed);

  const report = await migrateToCities(db);
  expect(report).toEqual({ ...preview });
  expect(report.mapped).toEqual([
    'restaurantes/velha: cerqueira cesar -> Cerqueira César (mesmo nome)',
    'restaurantes/velha: Pinheiro -> Pinheiros (parecido)',
  ]);
  expect(report.unmapped).toEqual([
    "restaurantes/velha: bairro de entrega 'Jardins' não está na lista de São Paulo",
    "usuarios/moto-bh: entregador sem cidade aberta ('Belo Horizonte')",
  ]);
  expect(report).toMatchObject({ restaurants: 1, orders: 1, riders: 1 });
  const restaurant = (await db.doc('restaurantes/velha').get()).data();
  expect(restaurant?.areasEntrega.bairros.map((rule: { nome: string }) => rule.nome)).toEqual(['Cerqueira César', 'Pinheiros', 'Jardins']);
  expect(restaurant?.bairro).toBe('Consolação');
  expect((await db.doc('restaurantes/velha/pedidos/esperando').get()).data()).toMatchObject({ cidade: 'sao paulo', bairroRestaurante: 'Consolação' });
  expect((await db.doc('restaurantes/velha/pedidos/entregue').get()).get('cidade')).toBeUndefined();
  expect((await db.doc('usuarios/moto').get()).data()).toMatchObject({ cidade: 'rio de janeiro', cidadeNome: 'Rio de Janeiro', disponivel: false });

  const again = await migrateToCities(db);
  expect(again).toMatchObject({ restaurants: 0, orders: 0, riders: 0, mapped: [] });
});
