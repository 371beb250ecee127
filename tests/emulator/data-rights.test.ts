import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_EXPORT_FORMAT } from '@/domain/accounts/data-export';
import { exportMyDataAs } from '../../functions/src/accounts/data-export';
import { PROJECT_ID } from './support';

/**
 * A person's data under their control (issue #39): 'Baixar meus dados' hands the caller their own
 * data and none of anyone else's, whatever the caller's role.
 */

let app: App;
let db: Firestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'data-rights');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const caller = (uid: string) => ({ uid, token: { email_verified: true, email: `${uid}@sabor.dev` } });

describe("'Baixar meus dados'", () => {
  it("gives the customer their account, orders, reviews and devices, and the rider their deliveries, each without the other's contact", async () => {
    await db.doc('usuarios/dados-rita').set({ uid: 'dados-rita', email: 'dados-rita@sabor.dev', nome: 'Rita Almeida', tipo: 'cliente', telefone: '(11) 95555-4444', enderecos: [{ rua: 'Rua Augusta', numero: '300', bairro: 'Consolação' }] });
    await db.doc('usuarios/dados-caio').set({ uid: 'dados-caio', email: 'dados-caio@sabor.dev', nome: 'Caio Souza', tipo: 'motoboy', telefone: '(11) 96666-1234', cidade: 'sao paulo' });
    const at = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));
    await db.doc('restaurantes/dados-lume/pedidos/dados-o1').set({
      userId: 'dados-rita',
      restaurantName: 'Lume Bistrô',
      numero: 7,
      status: 'entregue',
      createdAt: at,
      itens: [{ quantidade: 1, nome: 'Risoto', preco: 42 }],
      subTotal: 42,
      taxaEntrega: 6,
      totalValue: 48,
      pagamento: 'Dinheiro',
      endereco: { rua: 'Rua Augusta', numero: '300', bairro: 'Consolação', cidade: 'São Paulo' },
      clientName: 'Rita Almeida',
      clientPhone: '(11) 95555-4444',
      deliverymanId: 'dados-caio',
      entregadorNome: 'Caio',
      entregadorTelefone: '(11) 96666-1234',
    });
    await db.doc('restaurantes/dados-lume/pedidos/dados-o1/privado/entrega').set({ codigo: '1234', userId: 'dados-rita' });
    await db.doc('restaurantes/dados-lume/avaliacoes/dados-o1').set({ userId: 'dados-rita', userName: 'Rita Almeida', rating: 5, comment: 'Ótimo', createdAt: at, orderId: 'dados-o1' });
    await db.doc('usuarios/dados-rita/aparelhos/d1').set({ endpoint: 'https://push.example/abc', p256dh: 'segredo', auth: 'segredo', papel: 'cliente', rotulo: 'Chrome no Android', silenciados: [], criadoEm: at, vistoEm: at });

    await db.doc('usuarios/dados-rita/consentimentos/marketing').set({ tipo: 'marketing', aceito: false, versao: '2026-11-27', em: at });
    // The messages sent to her that the outbox still keeps (issue #51).
    await db.doc('mail/dados-boas-vindas').set({ to: 'dados-rita@sabor.dev', assunto: 'cadastro', message: { subject: 'Bem-vinda à Sabor', text: 'Olá, Rita', html: '<p>Olá, Rita</p>' }, delivery: { state: 'SUCCESS', attempts: 1 } });
    // A help case she opened (issue #53), with the store's answer.
    await db.doc('casos/dados-o1_item_faltando').set({
      userId: 'dados-rita',
      restaurantId: 'dados-lume',
      restaurantName: 'Lume Bistrô',
      orderId: 'dados-o1',
      pedido: '#0007',
      problema: 'item_faltando',
      itens: [{ indice: 0, nome: 'Risoto', quantidade: 1 }],
      descricao: 'O risoto não veio.',
      estado: 'resolvido',
      abertoEm: at,
      clienteNome: 'Rita Almeida',
      eventos: [{ autor: 'cliente', texto: 'Item faltando: O risoto não veio.', em: at }, { autor: 'loja', texto: 'A loja vai enviar de novo o que faltou, sem custo.', em: at }],
    });
    // She rated Caio's ride (issue #53); his tally counts it, already marked counted, so the
    // review's trigger (functions/src/orders/delivery-reviews.ts) finds nothing left to add.
    await db.doc('notasEntregadores/dados-caio').set({ total: 1, soma: 4, media: 4, nome: 'Caio Prates', atualizadoEm: at });
    await db.doc('notasEntregadores/dados-caio/contadas/dados-o1').set({ em: at });
    await db.doc('avaliacoesEntrega/dados-o1').set({ userId: 'dados-rita', entregadorId: 'dados-caio', restaurantId: 'dados-lume', orderId: 'dados-o1', nota: 4, comentario: 'Educado e rápido.', createdAt: at });
    await db.doc('push/dados-teste').set({ para: { uid: 'dados-rita' }, payload: { kind: 'teste', title: 'Teste', body: 'Notificações ligadas', url: '/' }, criadoEm: at, delivery: { state: 'SUCCESS', attempts: 1 } });

    await expect(exportMyDataAs(db, undefined)).rejects.toMatchObject({ details: { code: 'not-allowed' } });

    const rita = await exportMyDataAs(db, caller('dados-rita'), () => new Date('2026-11-27T12:00:00Z'));
    expect(rita).toMatchObject({ formato: DATA_EXPORT_FORMAT, versao: 3, geradoEm: '2026-11-27T12:00:00.000Z', equipe: null, entregas: [], cadastros: [], notaComoEntregador: null });
    expect(rita.avaliacoesDeEntregas).toEqual([{ orderId: 'dados-o1', restaurantId: 'dados-lume', nota: 4, comentario: 'Educado e rápido.', createdAt: '2026-11-20T15:00:00.000Z' }]);
    expect(rita.conta).toMatchObject({ uid: 'dados-rita', nome: 'Rita Almeida', telefone: '(11) 95555-4444', enderecos: [{ rua: 'Rua Augusta' }] });
    expect(rita.pedidos).toEqual([
      {
        id: 'dados-o1',
        restaurantId: 'dados-lume',
        restaurantName: 'Lume Bistrô',
        numero: 7,
        createdAt: '2026-11-20T15:00:00.000Z',
        status: 'entregue',
        itens: [{ quantidade: 1, nome: 'Risoto', preco: 42 }],
        subTotal: 42,
        taxaEntrega: 6,
        totalValue: 48,
        pagamento: 'Dinheiro',
        endereco: { rua: 'Rua Augusta', numero: '300', bairro: 'Consolação', cidade: 'São Paulo' },
        clientName: 'Rita Almeida',
        clientPhone: '(11) 95555-4444',
      },
    ]);
    expect(rita.mensagens.emails).toEqual([expect.objectContaining({ assunto: 'Bem-vinda à Sabor', texto: 'Olá, Rita', estado: 'SUCCESS' })]);
    expect(rita.mensagens.notificacoes).toEqual(expect.arrayContaining([{ titulo: 'Teste', texto: 'Notificações ligadas', link: '/', estado: 'SUCCESS', criadoEm: '2026-11-20T15:00:00.000Z' }]));
    expect(rita.casosDeAjuda).toEqual([
      expect.objectContaining({ id: 'dados-o1_item_faltando', problema: 'item_faltando', descricao: 'O risoto não veio.', abertoEm: '2026-11-20T15:00:00.000Z', eventos: [expect.objectContaining({ autor: 'cliente' }), expect.objectContaining({ autor: 'loja' })] }),
    ]);
    expect(rita.avaliacoes).toEqual([{ restaurantId: 'dados-lume', pedidoId: 'dados-o1', userName: 'Rita Almeida', rating: 5, comment: 'Ótimo', createdAt: '2026-11-20T15:00:00.000Z' }]);
    expect(rita.aparelhos).toEqual([{ id: 'd1', rotulo: 'Chrome no Android', papel: 'cliente', silenciados: [], criadoEm: '2026-11-20T15:00:00.000Z', vistoEm: '2026-11-20T15:00:00.000Z' }]);
    expect(rita.consentimentos).toEqual([{ tipo: 'marketing', aceito: false, versao: '2026-11-27', em: '2026-11-20T15:00:00.000Z' }]);
    expect(JSON.stringify(rita)).not.toMatch(/96666|segredo|1234"/);

    const caio = await exportMyDataAs(db, caller('dados-caio'));
    expect(caio.pedidos).toEqual([]);
    expect(caio.entregas).toEqual([
      { id: 'dados-o1', restaurantId: 'dados-lume', restaurantName: 'Lume Bistrô', numero: 7, createdAt: '2026-11-20T15:00:00.000Z', status: 'entregue', taxaEntrega: 6, totalValue: 48, pagamento: 'Dinheiro' },
    ]);
    // What customers said of his rides, not who said it.
    expect(caio.notaComoEntregador).toEqual({ total: 1, soma: 4, avaliacoes: [{ orderId: 'dados-o1', nota: 4, comentario: 'Educado e rápido.', createdAt: '2026-11-20T15:00:00.000Z' }] });
    expect(caio.avaliacoesDeEntregas).toEqual([]);
    expect(JSON.stringify(caio)).not.toMatch(/Rita|dados-rita|95555|Augusta/);
  });
});

describe('a delivered order (issue #39)', () => {
  it("moves the customer's phone and street out of the kitchen's and the rider's sight, and the customer's file still has them", async () => {
    const order = db.doc('restaurantes/dados-forno/pedidos/dados-o2');
    await db.doc('usuarios/dados-bia').set({ uid: 'dados-bia', email: 'dados-bia@sabor.dev', nome: 'Bia Lima', tipo: 'cliente' });
    const endereco = { rua: 'Rua Augusta', numero: '300', complemento: 'apto 12', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' };
    await order.set({ userId: 'dados-bia', restaurantName: 'Forno', status: 'a_caminho', createdAt: Timestamp.now(), totalValue: 30, taxaEntrega: 5, pagamento: 'Pix', clientName: 'Bia Lima', clientPhone: '(11) 95555-1111', endereco, deliverymanId: 'dados-caio' });
    // On the road, the rider and the kitchen have it all.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await order.get()).data()).toMatchObject({ clientPhone: '(11) 95555-1111', endereco });

    await order.update({ status: 'entregue' });
    await vi.waitFor(async () => expect((await order.get()).get('clientPhone')).toBeUndefined(), { timeout: 60_000, interval: 250 });
    expect((await order.get()).data()).toMatchObject({ clientName: 'Bia Lima', endereco: { bairro: 'Consolação', cidade: 'São Paulo' }, totalValue: 30 });
    expect(Object.keys((await order.get()).get('endereco') as object).sort()).toEqual(['bairro', 'cidade']);
    expect((await order.collection('privado').doc('cliente').get()).data()).toMatchObject({ userId: 'dados-bia', clientPhone: '(11) 95555-1111', endereco });

    const file = await exportMyDataAs(db, caller('dados-bia'));
    expect(file.pedidos).toEqual([expect.objectContaining({ id: 'dados-o2', clientPhone: '(11) 95555-1111', endereco })]);
  });

  it("moves an older order's typed address too: the order keeps only its bairro and city (issue #51)", async () => {
    const order = db.doc('restaurantes/dados-forno/pedidos/dados-o3');
    const typed = 'Rua Domingos de Morais, 2000 - Vila Mariana, São Paulo';
    await order.set({ userId: 'dados-bia', restaurantName: 'Forno', status: 'a_caminho', createdAt: Timestamp.now(), totalValue: 30, taxaEntrega: 5, pagamento: 'Pix', clientName: 'Bia Lima', deliveryAddress: typed, deliverymanId: 'dados-caio' });
    await order.update({ status: 'entregue' });
    await vi.waitFor(async () => expect((await order.get()).get('deliveryAddress')).toBeUndefined(), { timeout: 60_000, interval: 250 });
    expect((await order.get()).get('endereco')).toEqual({ bairro: 'Vila Mariana', cidade: 'São Paulo' });
    expect(JSON.stringify((await order.get()).data())).not.toContain('Domingos');
    expect((await order.collection('privado').doc('cliente').get()).data()).toMatchObject({ userId: 'dados-bia', deliveryAddress: typed });
  });
});
