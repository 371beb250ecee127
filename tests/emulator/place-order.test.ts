import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ORDERS_PER_HOUR, MAX_UNANSWERED_ORDERS, TOO_MANY_UNANSWERED_MESSAGE, tooManyPerHourMessage } from '@/domain/orders/order-limits';
import { PICKUP_OFF_MESSAGE, type OrderRequest } from '@/domain/checkout/order-request';
import { POLICY_REVOKED_MESSAGE } from '@/domain/accounts/consents';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { decodePixCharge } from '@/domain/money/pix-charge';
import { WEEKDAY_KEYS } from '@/domain/restaurants/restaurant';
import { signInWithEmail } from '@/services/accounts';
import { callable } from '@/services/functions';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { newOrderId, placeOrder, subscribeToHandoverCode } from '@/services/orders';
import { signOut } from '@/services/session';
import { crc16 } from '../fixtures/pix-crc';
import { callFunction, createAuthUser, idTokenFor, OPEN_ALL_WEEK, withRulesOff } from './support';
import { startEachTestClean } from './clean-suite';

/**
 * The placeOrder function on the Functions emulator, called as the app calls it, and each way a
 * customer with the client SDK tried to cheat before it existed (issue #15): every refusal says
 * why in Portuguese and writes nothing; every accepted order is priced from the catalogue.
 */
let env: RulesTestEnvironment;

/** Changes data with the rules off (see withRulesOff). */
const admin = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

const NEVER = WEEKDAY_KEYS.map((key, dayIndex) => ({ day: key, key, dayIndex, isOpen: false, periods: [] }));
const address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };

const PASSWORD = 'segredo1';
const people = [
  { uid: 'ana', email: 'ana@sabor.dev', tipo: 'cliente', verified: true },
  { uid: 'bia', email: 'bia@sabor.dev', tipo: 'cliente', verified: false },
  { uid: 'moto', email: 'moto@sabor.dev', tipo: 'motoboy', verified: true },
  { uid: 'caio', email: 'caio@sabor.dev', tipo: 'cliente', verified: true },
];

function request(overrides: Partial<OrderRequest> & Record<string, unknown> = {}): OrderRequest {
  return {
    orderId: newOrderId('cantina'),
    restaurantId: 'cantina',
    lines: [{ productId: 'pizza', quantidade: 1, size: 'Grande', flavor: null, complementos: [], observacoes: 'sem cebola' }],
    endereco: address,
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    pagamento: 'Dinheiro',
    troco: 100,
    observacoesPedido: 'Portão azul',
    // R$ 45,00 + R$ 6,90 of delivery.
    expectedTotal: 5190,
    ...overrides,
  };
}

/** The refusal `placeOrder` rejects with: its text, and the server's refusal (code, message, products) when it gave one. */
async function refusal(order: unknown): Promise<{ message: string; refusal: { code: string; message: string; productIds?: string[] } | null }> {
  const error = await placeOrder(order as OrderRequest).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(CallableRefusal);
  const refused = error as CallableRefusal;
  if (refused.kind !== 'refused') return { message: refused.message, refusal: null };
  const server = { code: refused.code, message: refused.message };
  return { message: refused.message, refusal: refused.productIds ? { ...server, productIds: refused.productIds } : server };
}

const storedOrders = () => admin(async (db) => (await getDocs(collection(db, 'restaurantes/cantina/pedidos'))).docs);

startEachTestClean((created) => (env = created));
beforeEach(async () => {
  for (const person of people) {
    await createAuthUser({ uid: person.uid, email: person.email, password: PASSWORD, emailVerified: person.verified });
  }
  await admin(async (db) => {
    for (const person of people) {
      await setDoc(doc(db, 'usuarios', person.uid), { uid: person.uid, email: person.email, nome: person.uid, tipo: person.tipo, emailVerificado: person.verified });
    }
    await setDoc(doc(db, 'restaurantes/cantina'), {
      nome: 'Cantina da Nonna',
      endereco: 'Rua Treze de Maio, 846 - Bela Vista, São Paulo - SP',
      telefone: '(11) 3284-6512',
      taxaEntrega: 6.9,
      pedidoMinimo: 30,
      horarioFuncionamento: OPEN_ALL_WEEK,
      uidDono: 'x',
      exigePainelAberto: true,
      painelVistoEm: Timestamp.now(),
    });
    await setDoc(doc(db, 'restaurantes/cantina/produtos/pizza'), {
      nome: 'Pizza Margherita',
      type: 'pizza',
      disponivel: true,
      categoriaId: 'pizzas',
      sizes: [
        { name: 'Broto', basePrice: 34.9 },
        { name: 'Grande', basePrice: 45 },
      ],
      flavors: [{ name: 'Calabresa', additionalPrice: 6 }],
    });
    await setDoc(doc(db, 'restaurantes/cantina/produtos/suco'), { nome: 'Suco de Laranja', type: 'regular', preco: 9.9, disponivel: true, categoriaId: 'bebidas' });
    await setDoc(doc(db, 'restaurantes/cantina/produtos/tiramisu'), { nome: 'Tiramisù', type: 'regular', preco: 24, disponivel: false, categoriaId: 'doces' });
    await setDoc(doc(db, 'restaurantes/outra'), { nome: 'Outra Casa', taxaEntrega: 0, pedidoMinimo: 0, horarioFuncionamento: OPEN_ALL_WEEK, exigePainelAberto: false });
    await setDoc(doc(db, 'restaurantes/outra/produtos/barato'), { nome: 'Pizza Barata', type: 'regular', preco: 1, disponivel: true, categoriaId: 'x' });
    await setDoc(doc(db, 'restaurantes/fechada'), { nome: 'Fechada', taxaEntrega: 0, pedidoMinimo: 0, horarioFuncionamento: NEVER, exigePainelAberto: false });
    await setDoc(doc(db, 'restaurantes/fechada/produtos/suco'), { nome: 'Suco', type: 'regular', preco: 9.9, disponivel: true, categoriaId: 'x' });
  });
  await signInWithEmail('ana@sabor.dev', PASSWORD);
});

describe('placeOrder: an accepted order', () => {
  it('is priced from the catalogue and written as SPEC.md section 7, with the server time', async () => {
    const order = request({
      lines: [
        { productId: 'pizza', quantidade: 2, size: 'Grande', flavor: 'Calabresa', complementos: [], observacoes: 'sem cebola' },
        { productId: 'suco', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' },
      ],
      troco: 150,
      expectedTotal: 2 * 5100 + 990 + 690,
    });
    await expect(placeOrder(order)).resolves.toBe(order.orderId);
    const stored = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', order.orderId))).data());
    const { createdAt, prazoAceiteEm, ...rest } = stored ?? {};
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    // The restaurant has the default 8 minutes to answer.
    expect(Math.abs((prazoAceiteEm as Timestamp).toMillis() - (createdAt as Timestamp).toMillis() - 8 * 60_000)).toBeLessThan(5_000);
    expect(rest).toEqual({
      numero: 1,
      itens: [
        { quantidade: 2, nome: 'Pizza Margherita (Grande / Calabresa)', preco: 51, observacoes: 'sem cebola', productId: 'pizza', size: 'Grande', flavor: 'Calabresa', complementos: [] },
        { quantidade: 1, nome: 'Suco de Laranja', preco: 9.9, observacoes: '', productId: 'suco', size: null, flavor: null, complementos: [] },
      ],
      subTotal: 111.9,
      desconto: 0,
      cupom: null,
      taxaEntrega: 6.9,
      regraEntrega: { bairro: null, origem: 'padrao', gratisAcima: null, gratis: false },
      totalValue: 118.8,
      comissaoPercentual: 10,
      // A restaurant from before cities has no city minimum: the rider has the fee.
      reparticao: {
        itens: 11190,
        desconto: null,
        taxaEntrega: 690,
        total: 11880,
        entregador: 690,
        complementoEntrega: 0,
        comissao: { base: 11880, percentual: 10, valor: 1188 },
        creditoPlataforma: 0,
        creditoSabor: 0,
        partes: { restaurante: 10002, entregador: 690, plataforma: 1188 },
      },
      pagamento: 'Dinheiro',
      troco: 150,
      endereco: address,
      modalidade: 'entrega',
      clientName: 'Ana Souza',
      clientPhone: '(11) 98765-4321',
      status: 'novo_pedido',
      restaurantId: 'cantina',
      restaurantName: 'Cantina da Nonna',
      restaurantAddress: 'Rua Treze de Maio, 846 - Bela Vista, São Paulo - SP',
      restaurantPhone: '(11) 3284-6512',
      // Where riders pick it up (issue #36): a restaurant from before cities has neither.
      cidade: null,
      bairroRestaurante: null,
      localizacaoLoja: null,
      corridaMin: 20,
      userId: 'ana',
      deliverymanId: null,
      acceptedAt: null,
      observacoesPedido: 'Portão azul',
    });
  });

  it("stores the breakdown with the city's minimum pay per ride: a fee below it is topped up by the store", async () => {
    await admin(async (db) => {
      await updateDoc(doc(db, 'restaurantes/cantina'), { cidade: 'São Paulo' });
      // The rate of its contract, in its private terms (issue #51).
      await setDoc(doc(db, 'restaurantes/cantina/privado/comercial'), { comissaoPercentual: 12 });
      await setDoc(doc(db, 'cidades/sao paulo'), { nome: 'São Paulo', uf: 'SP', ativa: true, corridaMin: 20, entregaMinima: 8.5, totalBairros: 1 });
    });
    const order = request();
    await placeOrder(order);
    const stored = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', order.orderId))).data());
    expect(stored?.reparticao).toEqual({
      itens: 4500,
      desconto: null,
      taxaEntrega: 690,
      total: 5190,
      entregador: 850,
      complementoEntrega: 160,
      comissao: { base: 5190, percentual: 12, valor: 623 },
      creditoPlataforma: 0,
      creditoSabor: 0,
      partes: { restaurante: 5190 - 850 - 623, entregador: 850, plataforma: 623 },
    });
  });

  it('a Pix order carries the copia e cola for its exact total, naming it by day and number; a cash order and a restaurant without a key carry none', async () => {
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { pix: { tipo: 'email', chave: 'caixa@cantina.com.br', titular: 'Cantina da Nonna Ltda', cidade: 'São Paulo' } }));
    const pix = request({ pagamento: 'Pix', troco: null });
    const cash = request();
    await placeOrder(pix);
    await placeOrder(cash);
    const read = (id: string) => admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', id))).data() ?? {});
    const stored = await read(pix.orderId);
    const day = saoPauloDayKey((stored.createdAt as Timestamp).toDate()).replace(/-/g, '');
    expect(stored.pix).toEqual({ payload: expect.any(String), txid: `SABOR${day}N0001`, recebido: false, recebidoEm: null });
    const payload = (stored.pix as { payload: string }).payload;
    expect(decodePixCharge(payload)).toEqual({ key: 'caixa@cantina.com.br', amountCentavos: 5190, txid: `SABOR${day}N0001`, titular: 'Cantina da Nonna Ltda', cidade: 'Sao Paulo' });
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect((await read(cash.orderId)).pix).toBeUndefined();

    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { pix: null }));
    // Ana has two orders waiting for an answer, her limit: another customer orders.
    await signOut();
    await signInWithEmail('caio@sabor.dev', PASSWORD);
    const withoutKey = request({ pagamento: 'Pix', troco: null });
    await placeOrder(withoutKey);
    expect((await read(withoutKey.orderId)).pix).toBeUndefined();
  });

  it('gives each order a 4-digit handover code that only its customer can read', async () => {
    const order = request();
    await placeOrder(order);
    const stored = await admin(async (db) => (await getDoc(doc(db, `restaurantes/cantina/pedidos/${order.orderId}/privado/entrega`))).data());
    expect(stored).toEqual({ pedidoHash: expect.any(String), codigo: expect.stringMatching(/^\d{4}$/), userId: 'ana' });
    // Ana reads it through the app's own service; the rules keep everyone else out (rules-orders.test.ts).
    const code = await new Promise<string | null>((resolve, reject) => {
      const stop = subscribeToHandoverCode('cantina', order.orderId, (value) => {
        stop();
        resolve(value);
      }, reject);
    });
    expect(code).toBe(stored?.codigo);
  });

  it("'Retirar no local' (issue #40): no fee, no address, no ride, the code for the counter, no rider offer; refused where the store does not offer it", async () => {
    const pickup = request({ endereco: null, modalidade: 'retirada', expectedTotal: 4500 });
    const off = await refusal(pickup);
    expect(off.refusal).toEqual({ code: 'invalid', message: PICKUP_OFF_MESSAGE });
    expect(await storedOrders()).toHaveLength(0);
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { retiradaNoLocal: true }));
    // The delivery fee is not charged: the total with it is a changed price.
    expect((await refusal({ ...pickup, expectedTotal: 5190 })).refusal?.code).toBe('price-changed');
    await expect(placeOrder(pickup)).resolves.toBe(pickup.orderId);
    const stored = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', pickup.orderId))).data());
    expect(stored).toMatchObject({ modalidade: 'retirada', endereco: null, taxaEntrega: 0, subTotal: 45, totalValue: 45, corridaMin: 0, deliverymanId: null, status: 'novo_pedido' });
    const code = await admin(async (db) => (await getDoc(doc(db, `restaurantes/cantina/pedidos/${pickup.orderId}/privado/entrega`))).data());
    expect(code?.codigo).toMatch(/^\d{4}$/);
    expect(await admin(async (db) => (await getDocs(collection(db, 'ofertas'))).size)).toBe(0);
  });

  it('numbers the orders of each restaurant and day: #1, #2, ...', async () => {
    const first = request();
    const second = request();
    await placeOrder(first);
    await placeOrder(second);
    await placeOrder(first);
    const numbers = await admin(async (db) => Promise.all([first, second].map(async (order) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', order.orderId))).get('numero'))));
    expect(numbers).toEqual([1, 2]);
  });

  it('ignores prices and a restaurant name sent by the client', async () => {
    const order = request({
      restaurantName: 'Restaurante Falso',
      subTotal: 0.01,
      totalValue: 0.01,
      lines: [{ productId: 'pizza', quantidade: 1, size: 'Grande', flavor: null, complementos: [], observacoes: '', preco: 0.01, nome: 'Grátis' } as never],
    });
    await placeOrder(order);
    const stored = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', order.orderId))).data());
    expect(stored).toMatchObject({ restaurantName: 'Cantina da Nonna', totalValue: 51.9, itens: [{ nome: 'Pizza Margherita (Grande)', preco: 45 }] });
  });

  it('a double tap and a retry after a lost answer write exactly one order', async () => {
    const order = request();
    const call = callable('placeOrder');
    // Straight to the function, twice at once: the service would share one call.
    const answers = await Promise.all([call(order), call(order)]);
    expect(answers.map((answer) => answer.data.orderId)).toEqual([order.orderId, order.orderId]);
    await expect(placeOrder(order)).resolves.toBe(order.orderId);
    expect(await storedOrders()).toHaveLength(1);
  });

  it('a price changed in the panel is refused at the old total and accepted at the new one', async () => {
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/produtos/pizza'), { sizes: [{ name: 'Grande', basePrice: 49 }] }));
    const old = await refusal(request());
    expect(old.refusal).toMatchObject({ code: 'price-changed' });
    expect(old.message).toBe('Os preços deste restaurante mudaram desde que você montou a sacola. Confira o novo total e confirme de novo.');
    expect(await storedOrders()).toHaveLength(0);
    await placeOrder(request({ expectedTotal: 4900 + 690 }));
    expect((await storedOrders())[0]?.data()).toMatchObject({ totalValue: 55.9 });
  });
});

describe('placeOrder: refusals (nothing is written)', () => {
  it.each([
    ['a R$ 45,00 pizza at R$ 0,01', { expectedTotal: 1 + 690 }, 'price-changed'],
    ['a juice at R$ 99.995,00', { lines: [{ productId: 'suco', quantidade: 4, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 9_999_500, troco: null }, 'price-changed'],
    ['a delivery fee of zero', { expectedTotal: 4500 }, 'price-changed'],
    ['a size the pizza does not have', { lines: [{ productId: 'pizza', quantidade: 1, size: 'Gigante', flavor: null, complementos: [], observacoes: '' }] }, 'price-changed'],
  ])('%s', async (_name, overrides, code) => {
    expect((await refusal(request(overrides as Partial<OrderRequest>))).refusal?.code).toBe(code);
    expect(await storedOrders()).toHaveLength(0);
  });

  it('a product that does not exist, or belongs to another restaurant', async () => {
    for (const productId of ['nao-existe', 'barato']) {
      const error = await refusal(request({ lines: [{ productId, quantidade: 40, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 4690 }));
      expect(error.refusal).toEqual({ code: 'unknown-product', message: 'Um item da sua sacola não está mais no cardápio. Remova-o para continuar.', productIds: [productId] });
    }
    expect(await storedOrders()).toHaveLength(0);
  });

  it('an unavailable product', async () => {
    const error = await refusal(request({ lines: [{ productId: 'tiramisu', quantidade: 2, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 5490 }));
    expect(error.message).toBe('Tiramisù não está disponível no momento. Remova da sacola para continuar.');
    expect(error.refusal?.productIds).toEqual(['tiramisu']);
  });

  it('a restaurant that is closed now', async () => {
    const error = await refusal(request({ restaurantId: 'fechada', orderId: newOrderId('fechada'), lines: [{ productId: 'suco', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 990, troco: null }));
    expect(error.message).toBe('O restaurante está fechado no momento e não pode receber pedidos.');
    expect(error.refusal?.code).toBe('closed');
  });

  it('a restaurant that paused its orders, and a dish sold out for today', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { pausadoAte: Timestamp.fromDate(until) }));
    const paused = await refusal(request());
    expect(paused.refusal?.code).toBe('paused');
    expect(paused.message).toMatch(/^O restaurante pausou os pedidos até as \d\d:\d\d\. Tente novamente mais tarde\.$/);
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { pausadoAte: null }));

    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/produtos/pizza'), { esgotadoAte: Timestamp.fromDate(until) }));
    expect((await refusal(request())).refusal).toMatchObject({ code: 'unavailable', productIds: ['pizza'] });
    expect(await storedOrders()).toHaveLength(0);
    // Yesterday's 'Esgotado hoje' is over.
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/produtos/pizza'), { esgotadoAte: Timestamp.fromMillis(Date.now() - 60_000) }));
    await placeOrder(request());
    expect(await storedOrders()).toHaveLength(1);
  });

  it("a restaurant whose panel has not been open for more than 5 minutes (and asks for it)", async () => {
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { painelVistoEm: Timestamp.fromMillis(Date.now() - 6 * 60_000) }));
    const dark = await refusal(request());
    expect(dark.refusal?.code).toBe('offline');
    expect(dark.message).toBe('O restaurante não está recebendo pedidos agora. Tente novamente em alguns minutos ou escolha outro restaurante.');
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { exigePainelAberto: false }));
    await placeOrder(request());
    expect(await storedOrders()).toHaveLength(1);
  });

  it('below the minimum order, and change below the total', async () => {
    const small = await refusal(request({ lines: [{ productId: 'suco', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 1680, troco: null }));
    expect(small.message).toBe('O pedido mínimo para este restaurante é de R$\u00a030,00. Adicione mais itens.');
    const change = await refusal(request({ troco: 50 }));
    expect(change.message).toBe('O troco deve ser para um valor igual ou maior que o total (R$\u00a051,90).');
  });

  it.each([
    ['a 1 MB item note', { lines: [{ productId: 'pizza', quantidade: 1, size: 'Grande', flavor: null, complementos: [], observacoes: 'x'.repeat(1_000_000) }] }],
    ['a 1 MB order note', { observacoesPedido: 'x'.repeat(1_000_000) }],
    ['13 lines', { lines: Array.from({ length: 13 }, () => ({ productId: 'suco', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' })) }],
    ['a quantity of 1000', { lines: [{ productId: 'suco', quantidade: 1000, size: null, flavor: null, complementos: [], observacoes: '' }] }],
    ['a path instead of a restaurant id', { restaurantId: 'outra/produtos/barato' }],
  ])('%s, as unreadable', async (_name, overrides) => {
    const error = await refusal(request(overrides as Partial<OrderRequest>));
    expect(error.refusal?.code).toBe('invalid');
    expect(error.message).toBe('Não foi possível ler o pedido. Atualize a página e tente novamente.');
  });

  it("an order id that is already someone else's order", async () => {
    const order = request();
    await placeOrder(order);
    await signOut();
    await signInWithEmail('caio@sabor.dev', PASSWORD);
    expect((await refusal({ ...order, clientName: 'Caio' })).refusal?.code).toBe('invalid');
    const docs = await storedOrders();
    expect(docs.map((document) => document.data().userId)).toEqual(['ana']);
  });

  it('a caller who is not a verified customer', async () => {
    await signOut();
    // Straight to the function: the service itself already stops a signed-out caller.
    await expect(callable('placeOrder')(request())).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      details: { code: 'not-allowed', message: 'Faça login para finalizar o pedido.' },
    });
    await signInWithEmail('bia@sabor.dev', PASSWORD);
    expect((await refusal(request())).message).toBe('Confirme seu e-mail antes de fazer pedidos.');
    await signOut();
    await signInWithEmail('moto@sabor.dev', PASSWORD);
    expect((await refusal(request())).message).toBe('Apenas contas de cliente podem fazer pedidos.');
    expect(await storedOrders()).toHaveLength(0);
  });
});

describe('placeOrder: abuse limits, blocks and stale confirmations (nothing is written)', () => {
  it(`a customer has at most ${MAX_UNANSWERED_ORDERS} unanswered orders at once: the third is refused with its message`, async () => {
    const first = request();
    const second = request();
    await placeOrder(first);
    await placeOrder(second);
    const third = await refusal(request());
    expect(third.refusal).toEqual({ code: 'too-many', message: TOO_MANY_UNANSWERED_MESSAGE });
    expect(await storedOrders()).toHaveLength(2);
    // Once the restaurant answers one of them, the customer may order again.
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/pedidos', first.orderId), { status: 'em_preparacao' }));
    await placeOrder(request());
    expect(await storedOrders()).toHaveLength(3);
  });

  it('four orders of one customer at the same moment: two are placed, two refused as too many', async () => {
    const results = await Promise.allSettled([request(), request(), request(), request()].map((order) => placeOrder(order)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_UNANSWERED_ORDERS);
    for (const result of results.filter((item) => item.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'refused', code: 'too-many' });
    }
    expect(await storedOrders()).toHaveLength(MAX_UNANSWERED_ORDERS);
  });

  it(`at most ${MAX_ORDERS_PER_HOUR} orders an hour, across restaurants, saying when the next is possible`, async () => {
    const now = Date.now();
    await admin(async (db) => {
      for (let index = 0; index < MAX_ORDERS_PER_HOUR; index += 1) {
        await setDoc(doc(db, `restaurantes/outra/pedidos/antigo${index}`), {
          userId: 'ana',
          status: 'entregue',
          createdAt: Timestamp.fromMillis(now - (50 - index) * 60_000),
        });
      }
    });
    const error = await refusal(request());
    expect(error.refusal?.code).toBe('too-many');
    // The oldest of the five was 50 minutes ago: ten minutes from now.
    expect(error.message).toBe(tooManyPerHourMessage(new Date(now - 50 * 60_000 + 60 * 60_000)));
    expect(await storedOrders()).toHaveLength(0);
  });

  it('a customer the restaurant blocked is refused with "O restaurante não aceita pedidos desta conta."', async () => {
    await admin((db) => setDoc(doc(db, 'restaurantes/cantina/bloqueados/ana'), { nome: 'Ana Souza', pedidoId: 'x', em: Timestamp.now(), por: 'staff' }));
    expect((await refusal(request())).refusal).toEqual({ code: 'blocked', message: 'O restaurante não aceita pedidos desta conta.' });
    expect(await storedOrders()).toHaveLength(0);
    // Another restaurant still takes her orders.
    await placeOrder(request({ restaurantId: 'outra', orderId: newOrderId('outra'), lines: [{ productId: 'barato', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 100, troco: null }));
  });

  it("a customer who revoked the data policy on 'Privacidade' is refused until accepting it again", async () => {
    const policy = (aceito: boolean) => admin((db) => setDoc(doc(db, 'usuarios/ana/consentimentos/politica'), { tipo: 'politica', aceito, versao: '2026-11-27', em: Timestamp.now() }));
    await policy(false);
    expect((await refusal(request())).refusal).toEqual({ code: 'not-allowed', message: POLICY_REVOKED_MESSAGE });
    expect(await storedOrders()).toHaveLength(0);
    await policy(true);
    await placeOrder(request());
    expect(await storedOrders()).toHaveLength(1);
  });

  it('the same order id with another bag is refused as stale; the same bag again is the same order', async () => {
    const order = request();
    await placeOrder(order);
    const changed = await refusal({ ...order, lines: [{ productId: 'pizza', quantidade: 2, size: 'Grande', flavor: null, complementos: [], observacoes: '' }], expectedTotal: 2 * 4500 + 690 });
    expect(changed.refusal?.code).toBe('stale');
    await expect(placeOrder(order)).resolves.toBe(order.orderId);
    const docs = await storedOrders();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data().itens).toHaveLength(1);
  });
});

describe('placeOrder: a rush at one restaurant', () => {
  const RUSH = 30;

  it(`${RUSH} customers confirm at the same moment: every order is placed, numbered 1 to ${RUSH} without a gap, no error reaches a customer`, async () => {
    await admin(async (db) => {
      for (let index = 0; index < RUSH; index += 1) {
        await setDoc(doc(db, 'usuarios', `rush${index}`), { uid: `rush${index}`, email: `rush${index}@sabor.dev`, nome: `Cliente ${index}`, tipo: 'cliente', emailVerificado: true });
      }
    });
    const tokens = await Promise.all(
      Array.from({ length: RUSH }, async (_, index) => {
        await createAuthUser({ uid: `rush${index}`, email: `rush${index}@sabor.dev`, password: PASSWORD });
        return idTokenFor(`rush${index}@sabor.dev`, PASSWORD);
      }),
    );
    const requests = tokens.map(() => request());
    // Each phone as the checkout behaves: a busy server ('unavailable') is asked again, the same
    // order id, after a short wait; anything else would reach the customer.
    const started = Date.now();
    const results = await Promise.all(
      tokens.map(async (token, index) => {
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          const outcome = await callFunction<{ orderId: string; numero: number }>('placeOrder', token, requests[index]);
          if (outcome.ok) return { attempt, ms: Date.now() - started, numero: outcome.result?.numero ?? null, error: null };
          if (outcome.status !== 'UNAVAILABLE') return { attempt, ms: Date.now() - started, numero: null, error: `${outcome.status} ${JSON.stringify(outcome.details)}` };
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        return { attempt: 10, ms: Date.now() - started, numero: null, error: 'still busy' };
      }),
    );
    expect(results.filter((result) => result.error)).toEqual([]);
    expect(await storedOrders()).toHaveLength(RUSH);
    // Numbers may come a moment after the answer (numberOrder): 1 to 30, each once, by arrival.
    const numbered = async () => (await storedOrders()).map((document) => document.data()).filter((order) => typeof order.numero === 'number');
    await expect.poll(async () => (await numbered()).length, { timeout: 60_000, interval: 1000 }).toBe(RUSH);
    const orders = (await numbered()).sort((a, b) => (a.createdAt as Timestamp).toMillis() - (b.createdAt as Timestamp).toMillis() || a.numero - b.numero);
    expect(orders.map((order) => order.numero)).toEqual(Array.from({ length: RUSH }, (_, index) => index + 1));
    for (const result of results) if (result.numero !== null) expect(orders.map((order) => order.numero)).toContain(result.numero);
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const percentile = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    console.info(
      `Rush of ${RUSH}: ${results.filter((result) => result.attempt === 1).length}/${RUSH} placed on the first try, ${results.filter((result) => result.numero !== null).length} answered with their number; p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, slowest ${times.at(-1)} ms`,
    );
  }, 120_000);
});

describe('placeOrder: complementos', () => {
  const tomorrow = () => Timestamp.fromMillis(Date.now() + 24 * 60 * 60_000);
  beforeEach(async () => {
    await admin(async (db) => {
      await setDoc(doc(db, 'restaurantes/cantina/complementos/ponto'), {
        nome: 'Ponto da carne',
        minimo: 1,
        maximo: 1,
        gratis: 0,
        opcoes: [
          { id: 'mal', nome: 'Mal passado', preco: 0, maximo: 1 },
          { id: 'ao', nome: 'Ao ponto', preco: 0, maximo: 1 },
        ],
      });
      await setDoc(doc(db, 'restaurantes/cantina/complementos/adicionais'), {
        nome: 'Adicionais',
        minimo: 0,
        maximo: 5,
        gratis: 0,
        opcoes: [
          { id: 'bacon', nome: 'Bacon', preco: 4, maximo: 2 },
          { id: 'cheddar', nome: 'Cheddar', preco: 3, maximo: 1 },
          { id: 'ovo', nome: 'Ovo', preco: 2.5, maximo: 5 },
          { id: 'picles', nome: 'Picles', preco: 1, maximo: 5 },
        ],
        esgotadas: { ovo: tomorrow() },
      });
      await setDoc(doc(db, 'restaurantes/cantina/complementos/acai'), {
        nome: 'Complementos',
        minimo: 0,
        maximo: 5,
        gratis: 3,
        opcoes: ['granola', 'banana', 'leite', 'morango', 'pacoca'].map((id) => ({ id, nome: id, preco: 2, maximo: 1 })),
      });
      await setDoc(doc(db, 'restaurantes/cantina/produtos/burger'), { nome: 'X-Burger', type: 'regular', preco: 28.9, disponivel: true, categoriaId: 'lanches', complementos: ['ponto', 'adicionais'] });
      await setDoc(doc(db, 'restaurantes/cantina/produtos/copo'), { nome: 'Açaí 500 ml', type: 'regular', preco: 18.9, disponivel: true, categoriaId: 'acai', complementos: ['acai'] });
      await setDoc(doc(db, 'restaurantes/outra/complementos/extras'), { nome: 'Extras', minimo: 0, maximo: 5, gratis: 0, opcoes: [{ id: 'bacon', nome: 'Bacon', preco: 0.01, maximo: 5 }] });
    });
  });

  type Choice = { grupoId: string; opcaoId: string; quantidade: number };
  const burger = (complementos: Choice[], quantidade = 1) => ({ productId: 'burger', quantidade, size: null, flavor: null, complementos, observacoes: '' });
  const point: Choice = { grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 };

  it('prices each choice from the catalogue, frees the açaí’s first three, and freezes every choice on the order line', async () => {
    const acai = ['granola', 'banana', 'leite', 'morango', 'pacoca'].map((opcaoId) => ({ grupoId: 'acai', opcaoId, quantidade: 1 }));
    const order = request({
      lines: [
        burger([point, { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 2 }, { grupoId: 'adicionais', opcaoId: 'cheddar', quantidade: 1 }], 2),
        { productId: 'copo', quantidade: 1, size: null, flavor: null, complementos: acai, observacoes: '' },
      ],
      troco: null,
      // X-Burger R$ 28,90 + 2x bacon R$ 8,00 + cheddar R$ 3,00 = R$ 39,90, twice; açaí R$ 18,90 + 2 of 5 at R$ 2,00; delivery R$ 6,90.
      expectedTotal: 2 * 3990 + 2290 + 690,
    });
    await placeOrder(order);
    const stored = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', order.orderId))).data());
    expect(stored?.subTotal).toBe(102.7);
    expect(stored?.totalValue).toBe(109.6);
    expect(stored?.itens).toEqual([
      expect.objectContaining({
        nome: 'X-Burger',
        preco: 39.9,
        quantidade: 2,
        complementos: [
          { grupoId: 'ponto', grupo: 'Ponto da carne', opcaoId: 'mal', nome: 'Mal passado', quantidade: 1, preco: 0, gratis: 0 },
          { grupoId: 'adicionais', grupo: 'Adicionais', opcaoId: 'bacon', nome: 'Bacon', quantidade: 2, preco: 4, gratis: 0 },
          { grupoId: 'adicionais', grupo: 'Adicionais', opcaoId: 'cheddar', nome: 'Cheddar', quantidade: 1, preco: 3, gratis: 0 },
        ],
      }),
      expect.objectContaining({ nome: 'Açaí 500 ml', preco: 22.9 }),
    ]);
    const acaiChoices = (stored?.itens as Array<{ complementos: Array<{ gratis: number }> }>)[1]?.complementos ?? [];
    expect(acaiChoices.reduce((sum, choice) => sum + choice.gratis, 0)).toBe(3);
  });

  it('refuses, naming the dish and the group, every choice the sheet would not allow, and writes nothing', async () => {
    const cases: Array<[string, Choice[], string]> = [
      ['no point', [], 'X-Burger: escolha uma opção em Ponto da carne.'],
      ['two points', [point, { grupoId: 'ponto', opcaoId: 'ao', quantidade: 1 }], 'X-Burger: em Ponto da carne, escolha no máximo 1 opção.'],
      ['six extras', [point, { grupoId: 'adicionais', opcaoId: 'picles', quantidade: 5 }, { grupoId: 'adicionais', opcaoId: 'cheddar', quantidade: 1 }], 'X-Burger: em Adicionais, escolha no máximo 5 opções.'],
      ['three bacons', [point, { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 3 }], 'X-Burger: em Adicionais, Bacon vai no máximo 2x.'],
      ['a sold-out egg', [point, { grupoId: 'adicionais', opcaoId: 'ovo', quantidade: 1 }], 'X-Burger: Ovo (Adicionais) esgotou. Escolha outra opção.'],
      ['an option the group does not have', [point, { grupoId: 'adicionais', opcaoId: 'lagosta', quantidade: 1 }], 'X-Burger: uma opção escolhida em Adicionais não está mais no cardápio. Edite o item na sacola.'],
      ['a group of another product', [point, { grupoId: 'acai', opcaoId: 'granola', quantidade: 1 }], 'X-Burger: uma opção escolhida não está mais no cardápio. Edite o item na sacola.'],
      ['a group of another restaurant', [point, { grupoId: 'extras', opcaoId: 'bacon', quantidade: 1 }], 'X-Burger: uma opção escolhida não está mais no cardápio. Edite o item na sacola.'],
    ];
    for (const [name, complementos, message] of cases) {
      const error = await refusal(request({ lines: [burger(complementos)], troco: null, expectedTotal: 2890 + 690 }));
      expect(error.refusal, name).toEqual({ code: 'choices', message, productIds: ['burger'] });
    }
    expect(await storedOrders()).toHaveLength(0);
  });

  it('a price of an option changed since the bag was made is a price change, refused at the old total', async () => {
    const line = burger([point, { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 1 }]);
    await admin((db) =>
      updateDoc(doc(db, 'restaurantes/cantina/complementos/adicionais'), { opcoes: [{ id: 'bacon', nome: 'Bacon', preco: 5, maximo: 2 }], esgotadas: {} }),
    );
    const error = await refusal(request({ lines: [line], troco: null, expectedTotal: 2890 + 400 + 690 }));
    expect(error.refusal?.code).toBe('price-changed');
    expect(await storedOrders()).toHaveLength(0);
    await placeOrder(request({ lines: [line], troco: null, expectedTotal: 2890 + 500 + 690 }));
    expect(await storedOrders()).toHaveLength(1);
  });
});

describe('placeOrder: delivery areas by bairro', () => {
  const areas = {
    bairros: [
      { nome: 'Consolação', taxa: 3, minimo: null },
      { nome: 'Pinheiros', taxa: 8, minimo: 80 },
    ],
    outrosBairros: false,
    gratisAcima: 100,
  };
  beforeEach(() => admin((db) => updateDoc(doc(db, 'restaurantes/cantina'), { cidade: 'São Paulo', areasEntrega: areas })));
  const pizzas = (quantidade: number) => [{ productId: 'pizza', quantidade, size: 'Grande', flavor: null, complementos: [], observacoes: '' }];
  const at = (bairro: string, cidade = 'São Paulo') => ({ ...address, bairro, cidade });

  it('charges the bairro’s fee and keeps the rule it came from; free from R$ 100,00 of items', async () => {
    const near = request({ endereco: at('consolacao'), troco: null, expectedTotal: 4500 + 300 });
    await placeOrder(near);
    const free = request({ endereco: at('Consolação'), lines: pizzas(3), troco: null, expectedTotal: 3 * 4500 });
    await placeOrder(free);
    const stored = await admin(async (db) => Promise.all([near, free].map(async (order) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', order.orderId))).data())));
    expect(stored[0]).toMatchObject({ taxaEntrega: 3, totalValue: 48, regraEntrega: { bairro: 'Consolação', origem: 'bairro', gratisAcima: 100, gratis: false } });
    expect(stored[1]).toMatchObject({ taxaEntrega: 0, totalValue: 135, regraEntrega: { bairro: 'Consolação', origem: 'bairro', gratis: true } });
  });

  it('refuses a bairro or a city it does not serve, a bairro’s own minimum, and a forged fee, writing nothing', async () => {
    const mooca = await refusal(request({ endereco: at('Mooca'), troco: null, expectedTotal: 4500 + 690 }));
    expect(mooca.refusal).toEqual({ code: 'not-served', message: 'Este restaurante não entrega em Mooca. Escolha outro endereço ou outro restaurante.' });
    expect((await refusal(request({ endereco: at('Consolação', 'Campinas'), troco: null, expectedTotal: 4800 }))).refusal?.code).toBe('not-served');
    const minimum = await refusal(request({ endereco: at('Pinheiros'), troco: null, expectedTotal: 4500 + 800 }));
    expect(minimum.refusal?.code).toBe('below-minimum');
    expect(minimum.message).toMatch(/^O pedido mínimo para este restaurante é de R\$\s80,00\. Adicione mais itens\.$/);
    // The device says delivery is free, or sends a fee of its own: the server's fee decides.
    expect((await refusal(request({ endereco: at('Consolação'), troco: null, expectedTotal: 4500 }))).refusal?.code).toBe('price-changed');
    const forged = request({ endereco: at('Consolação'), troco: null, expectedTotal: 4500 + 300, taxaEntrega: 0, regraEntrega: { gratis: true } } as Partial<OrderRequest>);
    await placeOrder(forged);
    expect((await storedOrders()).map((order) => order.data())).toEqual([expect.objectContaining({ taxaEntrega: 3, regraEntrega: expect.objectContaining({ gratis: false }) })]);
  });
});
