import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';
import { RIDER_OFFERS, riderOfferId } from '@/domain/delivery/rider-offer';
import { riderOfferOf } from '@/domain/orders/rider-offer.record';

/**
 * The people of the rules suites and the data they act on: two restaurants (r1 with a fee of
 * R$ 5,00 and a R$ 20,00 minimum, r2), staff of each, two customers, two riders and an admin.
 */
export const PEOPLE = {
  ana: { uid: 'ana', email: 'ana@sabor.dev', tipo: 'cliente' },
  bia: { uid: 'bia', email: 'bia@sabor.dev', tipo: 'cliente' },
  staff1: { uid: 'staff1', email: 'staff1@sabor.dev', tipo: 'restaurante', restaurantId: 'r1' },
  staff2: { uid: 'staff2', email: 'staff2@sabor.dev', tipo: 'restaurante', restaurantId: 'r2' },
  /** r1's counter clerk: orders, pause and 'Esgotado hoje' only. */
  caixa1: { uid: 'caixa1', email: 'caixa1@sabor.dev', tipo: 'restaurante', restaurantId: 'r1' },
  moto1: { uid: 'moto1', email: 'moto1@sabor.dev', tipo: 'motoboy', cidade: 'sao paulo' },
  moto2: { uid: 'moto2', email: 'moto2@sabor.dev', tipo: 'motoboy', cidade: 'sao paulo' },
  /** Rides in Rio (issue #36): São Paulo's waiting orders are not theirs to read. */
  motoRio: { uid: 'motoRio', email: 'motorio@sabor.dev', tipo: 'motoboy', cidade: 'rio de janeiro' },
  admin: { uid: 'admin', email: 'admin@sabor.dev', tipo: 'admin' },
} as const;

export type Person = keyof typeof PEOPLE | 'visitor';

/** A Firestore client acting as `who` (verified e-mail unless told otherwise). */
/** The handover code of the fixture's orders on their way (only 'ana', their customer, may read it). */
export const HANDOVER_CODE = '0427';

export function as(env: RulesTestEnvironment, who: Person, { verified = true } = {}): Firestore {
  if (who === 'visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const person = PEOPLE[who];
  return env.authenticatedContext(person.uid, { email: person.email, email_verified: verified }).firestore() as unknown as Firestore;
}

const past = Timestamp.fromDate(new Date('2026-01-10T12:00:00Z'));

/** A valid order from `userId` to r1: 2 x 12,50 + 1 x 10,00 = 35,00 + fee 5,00. */
export function orderData(userId = 'ana', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    itens: [
      { quantidade: 2, nome: 'Pastel de Carne', preco: 12.5, observacoes: 'bem passado' },
      { quantidade: 1, nome: 'Caldo de Cana', preco: 10, observacoes: '' },
    ],
    subTotal: 35,
    taxaEntrega: 5,
    totalValue: 40,
    pagamento: 'Dinheiro',
    troco: 50,
    endereco: { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' },
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    status: 'novo_pedido',
    restaurantId: 'r1',
    restaurantName: 'Restaurante Um',
    cidade: 'sao paulo',
    userId,
    createdAt: serverTimestamp(),
    deliverymanId: null,
    acceptedAt: null,
    observacoesPedido: '',
    ...overrides,
  };
}

/** Writes the shared fixture with rules off. Orders: one per status of interest, in r1. */
export async function seedRulesFixture(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    // One commit for the whole fixture instead of 30 writes in a row (rules-orders: 33 s to 29 s).
    const batch = writeBatch(db);
    const put = (ref: DocumentReference, data: Record<string, unknown>) => batch.set(ref, data);
    for (const person of Object.values(PEOPLE)) {
      put(doc(db, 'usuarios', person.uid), { ...person, nome: person.uid, emailVerificado: true });
    }
    // The teams (issue #24): the rules read the membership, not the user's record.
    for (const [uid, restaurantId, papel] of [['staff1', 'r1', 'dono'], ['staff2', 'r2', 'dono'], ['caixa1', 'r1', 'atendente']] as const) {
      put(doc(db, `restaurantes/${restaurantId}/membros/${uid}`), { uid, nome: uid, email: `${uid}@sabor.dev`, papel, desde: past });
    }
    put(doc(db, 'restaurantes/r1'), {
      nome: 'Restaurante Um',
      endereco: 'Rua A, 1',
      telefone: '(11) 3333-4444',
      taxaEntrega: 5,
      pedidoMinimo: 20,
      horarioFuncionamento: [],
    });
    // Who registered it, off the public document (issue #39).
    put(doc(db, 'restaurantes/r1/privado/cadastro'), { uidDono: 'staff1', cnpj: '11222333000181', razaoSocial: 'Restaurante Um Ltda' });
    // Its commercial terms, off the public document too (issue #51).
    put(doc(db, 'restaurantes/r1/privado/comercial'), {
      comissaoPercentual: 10,
      contrato: { termos: '2027-01', comissaoPercentual: 10, aceitoEm: past, aceitoPor: 'staff1' },
      contratoProposto: { termos: '2027-01', comissaoPercentual: 8, motivo: 'Parceria de lançamento', propostoEm: past, propostoPor: 'admin' },
      suspenso: null,
    });
    put(doc(db, 'restaurantes/r2'), { nome: 'Restaurante Dois', endereco: 'Rua B, 2', telefone: '(11) 5555-6666', taxaEntrega: 0, pedidoMinimo: 0 });
    put(doc(db, 'restaurantes/r1/categorias/c1'), { nome: 'Pastéis', createdAt: past });
    put(doc(db, 'restaurantes/r1/produtos/p1'), {
      nome: 'Pastel de Carne',
      descricao: '',
      categoriaId: 'c1',
      disponivel: true,
      type: 'regular',
      preco: 12.5,
      ultimaAtualizacao: past,
    });
    const order = (status: string, extra: Record<string, unknown> = {}) => ({
      ...orderData('ana'),
      createdAt: past,
      status,
      ...extra,
    });
    // 'novo' may still be answered; 'vencido' waited past its deadline (placeOrder sets both).
    put(doc(db, 'restaurantes/r1/pedidos/novo'), order('novo_pedido', { numero: 1, prazoAceiteEm: Timestamp.fromMillis(Date.now() + 60 * 60_000) }));
    put(doc(db, 'restaurantes/r1/pedidos/vencido'), order('novo_pedido', { numero: 2, prazoAceiteEm: Timestamp.fromMillis(Date.now() - 60_000) }));
    put(doc(db, 'restaurantes/r1/pedidos/pendente'), order('pendente'));
    put(doc(db, 'restaurantes/r1/pedidos/preparo'), order('em_preparacao', { aceitoEm: past, tempoPreparoMin: 25 }));
    put(doc(db, 'restaurantes/r1/pedidos/aguardando'), order('aguardando_entregador'));
    // Its offer, as the order trigger keeps it (issue #39).
    put(doc(db, RIDER_OFFERS, riderOfferId('r1', 'aguardando')), riderOfferOf('r1', 'aguardando', order('aguardando_entregador')));
    put(doc(db, 'restaurantes/r1/pedidos/caminho'), order('a_caminho', { deliverymanId: 'moto1', acceptedAt: past }));
    put(doc(db, 'restaurantes/r1/pedidos/caminho/privado/entrega'), { codigo: HANDOVER_CODE, userId: 'ana' });
    // Claimed and picked up by moto1: the handover code decides the delivery.
    put(doc(db, 'restaurantes/r1/pedidos/retirado'), order('a_caminho', { deliverymanId: 'moto1', acceptedAt: past, retiradoEm: past }));
    put(doc(db, 'restaurantes/r1/pedidos/retirado/privado/entrega'), { codigo: HANDOVER_CODE, userId: 'ana' });
    put(doc(db, 'restaurantes/r1/pedidos/entregue'), order('entregue', { deliverymanId: 'moto1', acceptedAt: past }));
    put(doc(db, 'restaurantes/r1/pedidos/rejeitado'), order('rejeitado'));
    put(doc(db, 'restaurantes/r1/pedidos/da-bia'), { ...order('entregue'), userId: 'bia', clientName: 'Bia' });
    put(doc(db, 'restaurantes/r2/pedidos/r2-novo'), { ...order('novo_pedido'), restaurantId: 'r2', restaurantName: 'Restaurante Dois' });
    put(doc(db, 'restaurantes/r1/avaliacoes/ja-avaliado'), { userId: 'ana', userName: 'Ana', rating: 5, comment: '', createdAt: past, orderId: 'ja-avaliado' });
    put(doc(db, 'restaurantes/r1/pedidos/ja-avaliado'), order('entregue'));
    await batch.commit();
  });
}
