import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_CUSTOMER, ANONYMOUS_RIDER, DELETION_REFUSALS } from '@/domain/accounts/account-deletion';
import { settlementId } from '@/domain/delivery/rider-settlements';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { cancelAccountDeletionAs, deleteDueAccounts, requestAccountDeletionAs, runAccountDeletionsAs } from '../../functions/src/accounts/account-deletion';
import { createAuthUser, documentsMentioning, PROJECT_ID } from './support';

/**
 * 'Excluir minha conta' (issue #39): the request, its refusals, the cancellation, and the job that
 * carries it out after 7 days (run here with the clock moved), leaving anonymised orders and
 * reviews and nothing else of the person.
 */

let app: App;
let db: Firestore;
let auth: Auth;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'account-deletion');
  db = getFirestore(app);
  auth = getAuth(app);
});
afterAll(() => deleteApp(app));

const caller = (uid: string, verified = true) => ({ uid, token: { email_verified: verified, email: `${uid}@sabor.dev` } });
const DAY = 24 * 60 * 60_000;
const asked = new Date('2026-11-27T12:00:00Z');

async function auditOf(uid: string): Promise<string[]> {
  const entries = await db.collection('auditoria').where('alvoId', '==', uid).get();
  return entries.docs.map((entry) => ({ acao: String(entry.get('acao')), em: (entry.get('em') as Timestamp).toMillis() })).sort((a, b) => a.em - b.em).map((entry) => entry.acao);
}

function order(fields: Record<string, unknown>) {
  return {
    restaurantName: 'Lume Bistrô',
    numero: 3,
    status: 'entregue',
    createdAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')),
    itens: [{ quantidade: 1, nome: 'Risoto', preco: 42 }],
    subTotal: 42,
    taxaEntrega: 6,
    totalValue: 48,
    pagamento: 'Pix',
    endereco: { rua: 'Rua Augusta', numero: '300', complemento: 'apto 12', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' },
    ...fields,
  };
}

describe("'Excluir minha conta'", () => {
  it('is scheduled for 7 days later, cancelled by the person, asked again, and carried out by the job: the account gone, orders and reviews anonymised, the figures kept', async () => {
    const uid = 'exc-rita';
    await createAuthUser({ uid, email: `${uid}@sabor.dev`, password: 'segredo1' });
    await db.doc(`usuarios/${uid}`).set({ uid, email: `${uid}@sabor.dev`, nome: 'Rita Quintanilha', tipo: 'cliente', telefone: '(11) 97373-1919', enderecos: [{ rua: 'Rua Augusta' }] });
    await db.doc(`usuarios/${uid}/aparelhos/d1`).set({ endpoint: 'https://push.example/abc', papel: 'cliente' });
    await db.doc(`usuarios/${uid}/consentimentos/marketing`).set({ aceito: true, versao: '2026-11-27' });
    const placed = db.doc('restaurantes/exc-lume/pedidos/exc-o1');
    await placed.set(order({ userId: uid, clientName: 'Rita Quintanilha', clientPhone: '(11) 97373-1919', observacoesPedido: 'Interfone 12, falar com a Rita', deliverymanId: 'exc-caio', entregadorNome: 'Caio' }));
    await placed.collection('privado').doc('entrega').set({ codigo: '1234', userId: uid });
    await db.doc('restaurantes/exc-lume/avaliacoes/exc-o1').set({ userId: uid, userName: 'Rita Quintanilha', rating: 5, comment: 'Ótimo', orderId: 'exc-o1' });
    await db.doc(`restaurantes/exc-lume/bloqueados/${uid}`).set({ nome: 'Rita Quintanilha', pedidoId: 'exc-o1' });
    // Her rating of Caio's ride (issue #53).
    await db.doc('avaliacoesEntrega/exc-o1').set({ userId: uid, entregadorId: 'exc-caio', restaurantId: 'exc-lume', orderId: 'exc-o1', nota: 4, comentario: 'Rita agradece a gentileza', createdAt: Timestamp.fromDate(asked) });
    await db.doc('casos/exc-o1_item_faltando').set({
      userId: uid,
      restaurantId: 'exc-lume',
      orderId: 'exc-o1',
      problema: 'item_faltando',
      estado: 'resolvido',
      clienteNome: 'Rita Quintanilha',
      descricao: 'Faltou o risoto, liguem para a Rita no 97373-1919',
      decisao: { acao: 'reenvio', valor: 0, responsavel: 'loja', por: 'loja', nota: '' },
      eventos: [
        { autor: 'cliente', texto: 'Item faltando: Faltou o risoto, liguem para a Rita no 97373-1919' },
        { autor: 'loja', texto: 'A loja vai enviar de novo o que faltou, sem custo.' },
      ],
    });
    // What the outbox and the trail hold of her (issue #51): a push sent to her, and an invitation to a team in the audit.
    await db.doc('push/exc-teste-rita').set({ para: { uid }, payload: { kind: 'teste', title: 'Teste', body: 'Olá, Rita Quintanilha', url: '/' }, delivery: { state: 'SUCCESS', attempts: 1 } });
    await db.collection('auditoria').add({ em: Timestamp.fromDate(asked), atorUid: 'exc-dona', atorEmail: 'exc-dona@sabor.dev', acao: 'membro_convidado', alvoTipo: 'restaurante', alvoId: 'exc-lume', antes: null, depois: { email: `${uid}@sabor.dev`, papel: 'atendente' }, motivo: '' });

    // A reason from the list is required; a visitor cannot ask.
    await expect(requestAccountDeletionAs(db, caller(uid), { motivo: 'Porque sim' })).rejects.toMatchObject({ details: { code: 'invalid', fields: { motivo: 'Escolha o motivo.' } } });
    await expect(requestAccountDeletionAs(db, undefined, { motivo: 'Tenho outra conta' })).rejects.toMatchObject({ details: { code: 'not-allowed' } });

    // Asked, even unverified: 7 days of grace; a second tap keeps the first date.
    const first = await requestAccountDeletionAs(db, caller(uid, false), { motivo: 'Tenho outra conta', detalhe: 'Uso a do trabalho' }, () => asked);
    expect(first).toEqual({ ok: true, efetivaEm: new Date(asked.getTime() + 7 * DAY).toISOString() });
    expect(await requestAccountDeletionAs(db, caller(uid), { motivo: 'Outro motivo' }, () => new Date(asked.getTime() + DAY))).toEqual(first);
    expect((await db.doc(`usuarios/${uid}`).get()).get('exclusao')).toMatchObject({ motivo: 'Tenho outra conta', efetivaEm: Timestamp.fromMillis(asked.getTime() + 7 * DAY) });
    expect((await db.doc(`exclusoes/${uid}`).get()).data()).toMatchObject({ estado: 'agendada', nome: 'Rita Quintanilha', email: `${uid}@sabor.dev`, motivo: 'Tenho outra conta', detalhe: 'Uso a do trabalho' });
    const mail = (await db.collection('mail').where('to', '==', `${uid}@sabor.dev`).get()).docs.map((queued) => queued.get('message.text') as string);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('Ela será excluída em 04/12/2026 às 09:00.');

    // Cancelled: the profile is as before; nothing is due, so the job leaves it alone.
    await cancelAccountDeletionAs(db, caller(uid), () => new Date(asked.getTime() + 2 * DAY));
    expect((await db.doc(`usuarios/${uid}`).get()).get('exclusao')).toBeUndefined();
    expect((await db.doc(`exclusoes/${uid}`).get()).get('estado')).toBe('cancelada');
    expect(await deleteDueAccounts(db, auth, new Date(asked.getTime() + 30 * DAY))).toMatchObject({ concluidas: 0 });

    // Asked again, and the 7 days pass: the operator's run (or the nightly job) carries it out.
    const again = new Date(asked.getTime() + 3 * DAY);
    await requestAccountDeletionAs(db, caller(uid), { motivo: 'Preocupação com os meus dados' }, () => again);
    expect(await deleteDueAccounts(db, auth, new Date(again.getTime() + 7 * DAY - 60_000))).toEqual({ concluidas: 0, adiadas: 0 });
    await expect(runAccountDeletionsAs(db, auth, caller(uid))).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await db.doc('usuarios/exc-admin').set({ uid: 'exc-admin', email: 'exc-admin@sabor.dev', nome: 'Operadora', tipo: 'admin' });
    // The order trigger has told her of her delivered order by then (a push to her uid): nothing of hers arrives after.
    await vi.waitFor(async () => expect((await db.collection('push').where('para.uid', '==', uid).get()).size).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 250 });
    expect(await runAccountDeletionsAs(db, auth, caller('exc-admin'), () => new Date(again.getTime() + 7 * DAY + 60_000))).toEqual({ ok: true, concluidas: 1, adiadas: 0 });

    await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    for (const path of [`usuarios/${uid}`, `usuarios/${uid}/aparelhos/d1`, `usuarios/${uid}/consentimentos/marketing`, `restaurantes/exc-lume/bloqueados/${uid}`, 'restaurantes/exc-lume/pedidos/exc-o1/privado/entrega']) {
      expect((await db.doc(path).get()).exists, path).toBe(false);
    }
    const kept = (await placed.get()).data()!;
    expect(kept).toMatchObject({ clientName: ANONYMOUS_CUSTOMER, userId: null, endereco: { bairro: 'Consolação', cidade: 'São Paulo' }, totalValue: 48, status: 'entregue', itens: [{ nome: 'Risoto' }] });
    expect(Object.keys(kept.endereco as object).sort()).toEqual(['bairro', 'cidade']);
    expect(kept).not.toHaveProperty('clientPhone');
    expect(kept).not.toHaveProperty('observacoesPedido');
    expect((await db.doc('restaurantes/exc-lume/avaliacoes/exc-o1').get()).data()).toMatchObject({ userName: ANONYMOUS_CUSTOMER, userId: '', rating: 5, comment: 'Ótimo' });
    // Her rating of the ride stays in Caio's tally, without her or her words (issue #53).
    const rating = (await db.doc('avaliacoesEntrega/exc-o1').get()).data()!;
    expect(rating).toMatchObject({ userId: '', entregadorId: 'exc-caio', nota: 4 });
    expect(rating).not.toHaveProperty('comentario');
    // Her help case stays for the figures and the money, without her or her words (issue #53).
    const helpCase = (await db.doc('casos/exc-o1_item_faltando').get()).data()!;
    expect(helpCase).toMatchObject({ userId: '', clienteNome: ANONYMOUS_CUSTOMER, decisao: { acao: 'reenvio', responsavel: 'loja' } });
    expect(helpCase).not.toHaveProperty('descricao');
    expect(JSON.stringify(helpCase)).not.toMatch(/Rita|97373/);
    expect((await db.doc(`exclusoes/${uid}`).get()).exists).toBe(false);
    // The trail keeps the acts under a pseudonym, with nothing of her; the record of the deletion too.
    const deleted = await db.collection('auditoria').where('acao', '==', 'conta_excluida').orderBy('em', 'desc').limit(1).get();
    const pseudonym = String(deleted.docs[0]?.get('alvoId'));
    expect(pseudonym).toMatch(/^titular-excluido-[0-9a-f]{8}$/);
    expect(await auditOf(pseudonym)).toEqual(['exclusao_pedida', 'exclusao_cancelada', 'exclusao_pedida', 'conta_excluida']);
    expect((await db.doc(`exclusoes/${pseudonym}`).get()).data()).toMatchObject({ uid: pseudonym, estado: 'concluida', pedidosAnonimizados: 1 });
    const invitation = (await db.collection('auditoria').where('acao', '==', 'membro_convidado').where('alvoId', '==', 'exc-lume').get()).docs[0]!;
    expect(invitation.data()).toMatchObject({ atorUid: 'exc-dona', depois: { email: 'e-mail excluído', papel: 'atendente' } });
    // Nothing anywhere the app writes holds her uid, e-mail, name or phone: the outbox's messages to her are gone.
    expect(await documentsMentioning(db, [uid, `${uid}@sabor.dev`, 'Rita Quintanilha', '97373-1919'])).toEqual([]);
  });

  it("refuses the last dono, the only operator, a rider with an order in hand or a settlement open, and a customer whose order is under way, saying what to resolve", async () => {
    const now = new Date();
    // The only dono of a store; with a second dono, the first may leave.
    await db.doc('usuarios/exc-dono').set({ uid: 'exc-dono', email: 'exc-dono@sabor.dev', nome: 'Dora', tipo: 'restaurante', restaurantId: 'exc-forno' });
    await db.doc('restaurantes/exc-forno').set({ nome: 'Forno da Dora' });
    await db.doc('restaurantes/exc-forno/membros/exc-dono').set({ papel: 'dono', nome: 'Dora' });
    await expect(requestAccountDeletionAs(db, caller('exc-dono'), { motivo: 'Não uso mais o app' })).rejects.toMatchObject({
      details: { code: 'blocked', message: DELETION_REFUSALS.lastOwner('Forno da Dora') },
    });
    await db.doc('restaurantes/exc-forno/membros/exc-socio').set({ papel: 'dono', nome: 'Sócio' });
    await expect(requestAccountDeletionAs(db, caller('exc-dono'), { motivo: 'Não uso mais o app' })).resolves.toMatchObject({ ok: true });

    // The only operator.
    await db.doc('usuarios/exc-op').set({ uid: 'exc-op', email: 'exc-op@sabor.dev', nome: 'Op', tipo: 'admin' });
    const admins = await db.collection('usuarios').where('tipo', '==', 'admin').get();
    await Promise.all(admins.docs.filter((admin) => admin.id !== 'exc-op').map((admin) => admin.ref.update({ tipo: 'cliente' })));
    await expect(requestAccountDeletionAs(db, caller('exc-op'), { motivo: 'Outro motivo' })).rejects.toMatchObject({ details: { code: 'blocked', message: DELETION_REFUSALS.lastAdmin } });
    await Promise.all(admins.docs.filter((admin) => admin.id !== 'exc-op').map((admin) => admin.ref.update({ tipo: 'admin' })));

    // A rider carrying an order; then, delivered in cash, a settlement nobody confirmed.
    await db.doc('usuarios/exc-moto').set({ uid: 'exc-moto', email: 'exc-moto@sabor.dev', nome: 'Caio', tipo: 'motoboy', cidade: 'sao paulo' });
    const carried = db.doc('restaurantes/exc-forno/pedidos/exc-m1');
    await carried.set(order({ restaurantId: 'exc-forno', userId: 'exc-cliente', status: 'a_caminho', deliverymanId: 'exc-moto', entregadorNome: 'Caio', pagamento: 'Dinheiro', createdAt: Timestamp.fromDate(now) }));
    await expect(requestAccountDeletionAs(db, caller('exc-moto'), { motivo: 'Outro motivo' })).rejects.toMatchObject({ details: { code: 'blocked', message: DELETION_REFUSALS.orderInHand } });
    await carried.update({ status: 'entregue' });
    await expect(requestAccountDeletionAs(db, caller('exc-moto'), { motivo: 'Outro motivo' })).rejects.toMatchObject({ details: { code: 'blocked', message: DELETION_REFUSALS.openSettlement(1) } });
    const confirmed = { entregas: 1, liquido: 4200 };
    await db.doc(`acertos/${settlementId('exc-forno', 'exc-moto', saoPauloDayKey(now))}`).set({ restaurantId: 'exc-forno', entregadorId: 'exc-moto', entregadorNome: 'Caio', dia: saoPauloDayKey(now), entregador: confirmed, restaurante: confirmed });
    await expect(requestAccountDeletionAs(db, caller('exc-moto'), { motivo: 'Outro motivo' })).resolves.toMatchObject({ ok: true });
    // A customer rated that ride (issue #53), counted in the rider's tally, which names him: the
    // tally and its mark first, so the review's trigger finds it counted and writes nothing.
    await db.doc('notasEntregadores/exc-moto').set({ total: 1, soma: 5, media: 5, nome: 'Caio Moto' });
    await db.doc('notasEntregadores/exc-moto/contadas/exc-m1').set({ em: Timestamp.fromDate(now) });
    await db.doc('avaliacoesEntrega/exc-m1').set({ userId: 'exc-cliente', entregadorId: 'exc-moto', restaurantId: 'exc-forno', orderId: 'exc-m1', nota: 5, comentario: 'Rápido', createdAt: Timestamp.fromDate(now) });

    // A customer whose order is still being made.
    await db.doc('usuarios/exc-cliente').set({ uid: 'exc-cliente', email: 'exc-cliente@sabor.dev', nome: 'Bia', tipo: 'cliente' });
    await db.doc('restaurantes/exc-forno/pedidos/exc-c1').set(order({ restaurantId: 'exc-forno', userId: 'exc-cliente', status: 'em_preparacao', createdAt: Timestamp.fromDate(now) }));
    await expect(requestAccountDeletionAs(db, caller('exc-cliente'), { motivo: 'Outro motivo' })).rejects.toMatchObject({ details: { code: 'blocked', message: DELETION_REFUSALS.openOrder } });

    // The rider took another delivery during the grace period: the job waits and says why.
    await carried.update({ status: 'a_caminho' });
    expect(await deleteDueAccounts(db, auth, new Date(now.getTime() + 8 * DAY))).toMatchObject({ adiadas: 1 });
    expect((await db.doc('exclusoes/exc-moto').get()).data()).toMatchObject({ estado: 'agendada', adiadaMotivo: DELETION_REFUSALS.orderInHand });
    // Delivered and settled: the next run carries it out, and the rider's name leaves the orders.
    await carried.update({ status: 'entregue' });
    expect(await deleteDueAccounts(db, auth, new Date(now.getTime() + 8 * DAY))).toMatchObject({ concluidas: 1 });
    // The delivery stays counted, under the rider's pseudonym; the settlement moves to it with its figures.
    expect((await carried.get()).data()).toMatchObject({ entregadorNome: ANONYMOUS_RIDER, deliverymanId: expect.stringMatching(/^titular-excluido-/), userId: 'exc-cliente' });
    const pseudonym = (await carried.get()).get('deliverymanId') as string;
    expect((await db.doc(`acertos/${settlementId('exc-forno', pseudonym, saoPauloDayKey(now))}`).get()).data()).toMatchObject({ entregador: confirmed, restaurante: confirmed, entregadorId: pseudonym });
    expect((await db.doc('usuarios/exc-moto').get()).exists).toBe(false);
    // The customer's rating stays hers, of a ride by nobody; the tally that named him is gone.
    expect((await db.doc('avaliacoesEntrega/exc-m1').get()).data()).toMatchObject({ userId: 'exc-cliente', entregadorId: pseudonym, nota: 5, comentario: 'Rápido' });
    expect((await db.doc('notasEntregadores/exc-moto').get()).exists).toBe(false);
    expect((await db.doc('notasEntregadores/exc-moto/contadas/exc-m1').get()).exists).toBe(false);
    expect(await documentsMentioning(db, ['exc-moto', 'exc-moto@sabor.dev', 'Caio Moto'])).toEqual([]);
    // The second dono's account went too, and the store keeps its other dono.
    expect((await db.doc('restaurantes/exc-forno/membros/exc-dono').get()).exists).toBe(false);
    expect((await db.doc('restaurantes/exc-forno/membros/exc-socio').get()).exists).toBe(true);
  });
});
