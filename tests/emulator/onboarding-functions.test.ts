import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, Timestamp, where, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_NOT_READY_MESSAGE } from '@/domain/restaurants/store-opening';
import { SUSPENDED_ACCOUNT_MESSAGE, SUSPENDED_RESTAURANT_MESSAGE } from '@/domain/operator/suspension';
import { MESSAGES } from '@/domain/onboarding/application-fields';
import { TEAM_MESSAGES } from '@/domain/accounts/team';
import { startEachTestClean } from './clean-suite';
import { AUTH_HOST, callFunction, createAuthUser, idTokenFor, mailTo, OPEN_ALL_WEEK, PROJECT_ID, withRulesOff, type CallOutcome } from './support';
import { RESTAURANT_APPLICATION_FORM, RIDER_APPLICATION_FORM } from '../fixtures/applications';
import { makeOrderRequest } from '../fixtures/order';
import { demoCityDocuments } from '../../scripts/lib/demo-cities.mjs';
import { CITY_NOT_SERVED_MESSAGE } from '@/domain/delivery/cities';
import { CITY_NOT_OPEN_MESSAGE } from '@/domain/delivery/delivery-areas';
import { VERIFY_EMAIL_MESSAGE } from '../../functions/src/lib/callable-support';

/**
 * The callables of issue #24 on the Functions emulator, called over HTTP as phones would: an
 * application from the form to an open shop, the team's invitations and roles, and suspension.
 * Every refusal is checked for its code and Portuguese message, and for writing nothing.
 */
let env: RulesTestEnvironment;
const data = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);
const PASSWORD = 'segredo1';

startEachTestClean((created) => (env = created));

// The operator's cities as the seed opens them (São Paulo, Rio; Belo Horizonte closed): every
// application and delivery area is checked against them (issue #36).
beforeEach(() =>
  data(async (db) => {
    for (const { path, data: fields } of demoCityDocuments()) await setDoc(doc(db, path), fields);
  }),
);

async function person(uid: string, tipo: string, extra: Record<string, unknown> = {}): Promise<string> {
  const email = `${uid}@sabor.dev`;
  await createAuthUser({ uid, email, password: PASSWORD, emailVerified: true });
  await data((db) => setDoc(doc(db, 'usuarios', uid), { uid, email, nome: `Pessoa ${uid}`, tipo, emailVerificado: true, ...extra }));
  return idTokenFor(email, PASSWORD);
}

function refusedWith<T>(outcome: CallOutcome<T>, code: string, message?: string) {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  if (outcome.ok) return;
  expect(outcome.details?.code).toBe(code);
  if (message) expect(outcome.details?.message).toBe(message);
}

const restaurantForm = RESTAURANT_APPLICATION_FORM;

const application = (db: Firestore, id: string) => getDoc(doc(db, 'cadastros', id)).then((snapshot) => snapshot.data());

describe('a restaurant joins', () => {
  let admin: string;
  let renata: string;
  beforeEach(async () => {
    admin = await person('chefe', 'admin');
    renata = await person('renata', 'cliente');
  });

  it('applies, is asked for a change, fixes it, is approved and opens the shop; every step audited', { timeout: 90_000 }, async () => {
    refusedWith(await callFunction('submitApplication', renata, { tipo: 'restaurante', dados: { ...restaurantForm, cnpj: '11.222.333/0001-80' } }), 'invalid', MESSAGES.cnpj);
    expect(await data((db) => application(db, 'restaurante-renata'))).toBeUndefined();

    expect(await callFunction('submitApplication', renata, { tipo: 'restaurante', dados: restaurantForm })).toEqual({ ok: true, result: { ok: true, cadastroId: 'restaurante-renata' } });
    expect(await data((db) => application(db, 'restaurante-renata'))).toMatchObject({ estado: 'enviado', email: 'renata@sabor.dev', dados: { cnpj: '11222333000181', endereco: { cep: '05422030' } } });
    refusedWith(await callFunction('submitApplication', renata, { tipo: 'restaurante', dados: restaurantForm }), 'decided');
    // The applicant cannot decide it; the operator must give reasons and a message for changes.
    refusedWith(await callFunction('reviewApplication', renata, { cadastroId: 'restaurante-renata', decisao: 'aprovar', motivos: [], mensagem: '' }), 'not-allowed');
    refusedWith(await callFunction('reviewApplication', admin, { cadastroId: 'restaurante-renata', decisao: 'ajustes', motivos: [], mensagem: '' }), 'invalid');
    refusedWith(await callFunction('reviewApplication', admin, { cadastroId: 'restaurante-renata', decisao: 'ajustes', motivos: ['Inventado'], mensagem: 'x' }), 'invalid');

    const changes = { cadastroId: 'restaurante-renata', decisao: 'ajustes', motivos: ['Telefone não atende'], mensagem: 'Informe um celular com WhatsApp.' };
    expect((await callFunction('reviewApplication', admin, changes)).ok).toBe(true);
    expect(await data((db) => application(db, 'restaurante-renata'))).toMatchObject({ estado: 'ajustes', motivos: ['Telefone não atende'], mensagem: 'Informe um celular com WhatsApp.' });
    refusedWith(await callFunction('reviewApplication', admin, { ...changes, decisao: 'aprovar' }), 'decided');

    expect((await callFunction('submitApplication', renata, { tipo: 'restaurante', dados: { ...restaurantForm, telefone: '(11) 99999-2020' } })).ok).toBe(true);
    const approved = await callFunction<{ restaurantId: string }>('reviewApplication', admin, { cadastroId: 'restaurante-renata', decisao: 'aprovar', motivos: [], mensagem: '' });
    expect(approved).toEqual({ ok: true, result: { ok: true, restaurantId: 'pizzaria-forno-a-lenha' } });

    const stored = await data(async (db) => ({
      application: await application(db, 'restaurante-renata'),
      restaurant: (await getDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha'))).data(),
      registration: (await getDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha/privado/cadastro'))).data(),
      terms: (await getDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha/privado/comercial'))).data(),
      owner: (await getDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha/membros/renata'))).data(),
      user: (await getDoc(doc(db, 'usuarios/renata'))).data(),
      partner: (await getDoc(doc(db, 'parceiros/restaurante-pizzaria-forno-a-lenha'))).data(),
      audit: (await getDocs(query(collection(db, 'auditoria'), where('alvoId', '==', 'restaurante-renata')))).docs.map((entry) => entry.get('acao')),
    }));
    expect(stored.application).toMatchObject({ estado: 'aprovado', restaurantId: 'pizzaria-forno-a-lenha' });
    expect(stored.application?.historico.map((event: { estado: string }) => event.estado)).toEqual(['enviado', 'ajustes', 'enviado', 'aprovado']);
    expect(stored.restaurant).toMatchObject({ nome: 'Pizzaria Forno a Lenha', telefone: '(11) 99999-2020', publicado: false, listado: false, suspenso: null });
    // Who registered it is off the document everyone reads (issue #39).
    expect(Object.keys(stored.restaurant ?? {}).filter((key) => ['uidDono', 'cnpj', 'razaoSocial', 'enderecoCadastro'].includes(key))).toEqual([]);
    expect(stored.registration).toMatchObject({ uidDono: 'renata', cnpj: '11222333000181', enderecoCadastro: { bairro: 'Pinheiros' } });
    // Its contract too (issue #51): the rate, the terms its application accepted and by whom.
    expect(Object.keys(stored.restaurant ?? {}).filter((key) => ['comissaoPercentual', 'contrato', 'contratoProposto'].includes(key))).toEqual([]);
    expect(stored.terms).toMatchObject({ comissaoPercentual: 10, contrato: { comissaoPercentual: 10, aceitoPor: 'renata' }, contratoProposto: null, suspenso: null });
    // In its city's bairro, delivering nowhere until its owner lists bairros (issue #36).
    expect(stored.restaurant).toMatchObject({ cidade: 'São Paulo', bairro: 'Pinheiros', areasEntrega: { bairros: [], outrosBairros: false, gratisAcima: null } });
    expect(stored.owner).toMatchObject({ papel: 'dono', email: 'renata@sabor.dev' });
    expect(stored.user).toMatchObject({ tipo: 'restaurante', restaurantId: 'pizzaria-forno-a-lenha' });
    expect(stored.partner).toMatchObject({ tipo: 'restaurante', documento: '11222333000181', estado: 'ativo', nomeBusca: 'pizzaria forno a lenha' });
    expect(stored.audit.sort()).toEqual(['cadastro_ajustes', 'cadastro_aprovado', 'cadastro_enviado', 'cadastro_enviado']);
    // Each decision reached the applicant by e-mail (issue #37), with the reasons and the way back.
    const mails = await vi.waitFor(async () => {
      const received = await mailTo('renata@sabor.dev');
      expect(received).toHaveLength(2);
      return received;
    }, { timeout: 60_000, interval: 250 });
    expect(mails.map((mail) => mail.assunto)).toEqual(['Sabor: Precisamos de alguns ajustes (cadastro de restaurante)', 'Sabor: Restaurante aprovado!']);
    expect(mails[0]!.texto).toContain('Motivos: Telefone não atende.');
    expect(mails[0]!.texto).toContain('Informe um celular com WhatsApp.');
    expect(mails[1]!.links.map((href) => new URL(href).pathname)).toContain('/meu-cadastro');
    // And to the applicant's devices, one push per decision, opening the same page.
    const pushes = await data(async (db) => (await getDocs(query(collection(db, 'push'), where('para.uid', '==', 'renata')))).docs.map((pushed) => pushed.data()));
    expect(pushes.sort((a, b) => a.criadoEm.toMillis() - b.criadoEm.toMillis())).toEqual([
      expect.objectContaining({ para: { uid: 'renata' }, payload: expect.objectContaining({ kind: 'cadastro_decidido', title: 'Precisamos de alguns ajustes', url: '/meu-cadastro' }) }),
      expect.objectContaining({ para: { uid: 'renata' }, payload: expect.objectContaining({ title: 'Restaurante aprovado!' }) }),
    ]);

    // Not listed until it has hours and a product, and its owner opens it.
    refusedWith(await callFunction('openStore', renata, { restaurantId: 'pizzaria-forno-a-lenha' }), 'not-ready', STORE_NOT_READY_MESSAGE);
    await data(async (db) => {
      await setDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha'), { horarioFuncionamento: OPEN_ALL_WEEK }, { merge: true });
      await setDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha/produtos/margherita'), { nome: 'Margherita', categoriaId: 'c', disponivel: true, type: 'regular', preco: 50, ultimaAtualizacao: Timestamp.now() });
    });
    refusedWith(await callFunction('openStore', admin, { restaurantId: 'pizzaria-forno-a-lenha' }), 'not-allowed');
    refusedWith(await callFunction('openStore', renata, { restaurantId: 'pizzaria-forno-a-lenha' }), 'not-ready', STORE_NOT_READY_MESSAGE);
    const areas = { bairros: [{ nome: 'pinheiros', taxa: 5, minimo: null }], outrosBairros: false, gratisAcima: null };
    expect((await callFunction('saveDeliveryAreas', renata, { restaurantId: 'pizzaria-forno-a-lenha', areas })).ok).toBe(true);
    expect((await callFunction('openStore', renata, { restaurantId: 'pizzaria-forno-a-lenha' })).ok).toBe(true);
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/pizzaria-forno-a-lenha'))).data())).toMatchObject({ publicado: true, listado: true });
  });

  it('an operator cannot decide their own application, and a staff or rider account cannot apply', async () => {
    const moto = await person('moto', 'motoboy');
    refusedWith(await callFunction('submitApplication', moto, { tipo: 'restaurante', dados: restaurantForm }), 'not-allowed');
    await data((db) => setDoc(doc(db, 'cadastros/restaurante-chefe'), { tipo: 'restaurante', uid: 'chefe', estado: 'enviado', dados: restaurantForm, historico: [] }));
    refusedWith(await callFunction('reviewApplication', admin, { cadastroId: 'restaurante-chefe', decisao: 'aprovar', motivos: [], mensagem: '' }), 'own');
  });

  it('a rider applies to an open city and, approved, becomes a motoboy of that city in the directory', async () => {
    const thiago = await person('thiago', 'cliente');
    const rider = RIDER_APPLICATION_FORM;
    refusedWith(await callFunction('submitApplication', thiago, { tipo: 'entregador', dados: { ...rider, cnhCategoria: 'B' } }), 'invalid', MESSAGES.cnhCategory);
    // Belo Horizonte is cadastrada but closed, Recife unknown: neither takes riders yet.
    refusedWith(await callFunction('submitApplication', thiago, { tipo: 'entregador', dados: { ...rider, cidade: 'Belo Horizonte' } }), 'invalid', CITY_NOT_SERVED_MESSAGE);
    refusedWith(await callFunction('submitApplication', thiago, { tipo: 'entregador', dados: { ...rider, cidade: 'Recife' } }), 'invalid', CITY_NOT_SERVED_MESSAGE);
    expect((await callFunction('submitApplication', thiago, { tipo: 'entregador', dados: { ...rider, cidade: 'sao paulo' } })).ok).toBe(true);
    expect((await callFunction('reviewApplication', admin, { cadastroId: 'entregador-thiago', decisao: 'aprovar', motivos: [], mensagem: '' })).ok).toBe(true);
    const stored = await data(async (db) => ({
      user: (await getDoc(doc(db, 'usuarios/thiago'))).data(),
      partner: (await getDoc(doc(db, 'parceiros/entregador-thiago'))).data(),
    }));
    expect(stored.user).toMatchObject({ tipo: 'motoboy', cidade: 'sao paulo', cidadeNome: 'São Paulo', disponivel: false });
    expect(stored.partner).toMatchObject({ documento: '52998224725', estado: 'ativo' });
  });
});

/** Sets the password of an account made by an invitation, with the link's code, and signs in. */
async function setPasswordWithCode(email: string, oobCode: string, password: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: password }),
  });
  if (!response.ok) throw new Error(`Setting the password failed: ${await response.text()}`);
  return idTokenFor(email, password);
}

async function authAccount(uid: string): Promise<{ emailVerified?: boolean } | undefined> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: [uid] }),
  });
  return ((await response.json()) as { users?: Array<{ emailVerified?: boolean }> }).users?.[0];
}

describe('a team with its own logins', () => {
  let dono: string;
  beforeEach(async () => {
    dono = await person('marco', 'restaurante', { restaurantId: 'cantina' });
    await data(async (db) => {
      await setDoc(doc(db, 'restaurantes/cantina'), { nome: 'Cantina', cidade: 'São Paulo', horarioFuncionamento: OPEN_ALL_WEEK });
      await setDoc(doc(db, 'restaurantes/cantina/membros/marco'), { uid: 'marco', nome: 'Marco', email: 'marco@sabor.dev', papel: 'dono', desde: Timestamp.now() });
    });
  });

  it('a manager saves the delivery areas through saveDeliveryAreas; a clerk, an outsider, bad entries and free-text bairros are refused', async () => {
    const areas = { bairros: [{ nome: 'Pinheiros', taxa: 4.5, minimo: null }, { nome: 'Vila Madalena', taxa: 7, minimo: 60 }], outrosBairros: false, gratisAcima: 90 };
    // Typed without the accent and in lower case: saved as São Paulo's list spells it.
    const typed = { ...areas, bairros: [areas.bairros[0], { ...areas.bairros[1], nome: 'vila madalena' }] };
    expect(await callFunction('saveDeliveryAreas', dono, { restaurantId: 'cantina', areas: typed })).toEqual({ ok: true, result: { ok: true } });
    // Stored with no distance band (the city's usual ride, copied beside them for the time promise).
    const stored = { ...areas, bairros: areas.bairros.map((rule) => ({ ...rule, corridaMin: null })) };
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/cantina'))).data())).toMatchObject({ areasEntrega: stored, corridaMin: 20 });
    // A bairro that is not on the city's list, named in the field that holds it.
    const freeText = await callFunction('saveDeliveryAreas', dono, { restaurantId: 'cantina', areas: { ...areas, bairros: [areas.bairros[0], { nome: 'Cerqueira Cezar', taxa: 8, minimo: null }] } });
    refusedWith(freeText, 'not-listed', 'Escolha um bairro da lista de São Paulo.');
    expect(!freeText.ok && (freeText.details as { fields?: Record<string, string> } | undefined)?.fields).toEqual({ 'areas.bairros.1.nome': 'Escolha um bairro da lista de São Paulo.' });

    const clerk = await person('caixa', 'restaurante', { restaurantId: 'cantina' });
    await data((db) => setDoc(doc(db, 'restaurantes/cantina/membros/caixa'), { uid: 'caixa', nome: 'Caixa', email: 'caixa@sabor.dev', papel: 'atendente', desde: Timestamp.now() }));
    refusedWith(await callFunction('saveDeliveryAreas', clerk, { restaurantId: 'cantina', areas: { ...areas, bairros: [] } }), 'not-allowed');
    refusedWith(await callFunction('saveDeliveryAreas', await person('ana', 'cliente'), { restaurantId: 'cantina', areas }), 'not-allowed');
    const twice = { ...areas, bairros: [...areas.bairros, { nome: ' pinheiros ', taxa: 1, minimo: null }] };
    refusedWith(await callFunction('saveDeliveryAreas', dono, { restaurantId: 'cantina', areas: twice }), 'invalid', 'Um bairro aparece mais de uma vez.');
    refusedWith(await callFunction('saveDeliveryAreas', dono, { restaurantId: 'cantina', areas: { ...areas, bairros: [{ nome: 'Pinheiros', taxa: 250, minimo: null }] } }), 'invalid');
    refusedWith(await callFunction('saveDeliveryAreas', dono, { restaurantId: 'cantina', areas: { ...areas, bairros: [{ nome: 'Pinheiros', taxa: 5, minimo: null, corridaMin: 7 }] } }), 'invalid', 'Escolha a distância da lista.');
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/cantina'))).get('areasEntrega'))).toEqual(stored);
    // A restaurant in a city the operator has not opened has no bairros to choose from.
    await data((db) => setDoc(doc(db, 'restaurantes/cantina'), { cidade: 'Recife' }, { merge: true }));
    refusedWith(await callFunction('saveDeliveryAreas', dono, { restaurantId: 'cantina', areas }), 'no-city', CITY_NOT_OPEN_MESSAGE);
  });

  it('the dono invites a clerk by link; the clerk sets a password, joins, and is removed at once', async () => {
    refusedWith(await callFunction('inviteMember', dono, { restaurantId: 'cantina', email: 'nao-e-email', papel: 'atendente' }), 'invalid', TEAM_MESSAGES.email);
    const invited = await callFunction<{ conviteId: string; oobCode: string | null }>('inviteMember', dono, { restaurantId: 'cantina', email: ' Julia@Sabor.dev ', papel: 'atendente' });
    expect(invited.ok).toBe(true);
    if (!invited.ok) return;
    expect(invited.result.oobCode).toEqual(expect.any(String));

    // Somebody else holding the link cannot take the place of the invited e-mail.
    const bia = await person('bia', 'cliente');
    refusedWith(await callFunction('acceptInvitation', bia, { restaurantId: 'cantina', conviteId: invited.result.conviteId }), 'wrong-account', TEAM_MESSAGES.wrongAccount);

    const julia = await setPasswordWithCode('julia@sabor.dev', invited.result.oobCode as string, 'senhaDaJulia1');
    expect((await callFunction('acceptInvitation', julia, { restaurantId: 'cantina', conviteId: invited.result.conviteId, nome: 'Júlia Prado' })).ok).toBe(true);
    const uid = await data(async (db) => (await getDocs(query(collection(db, 'restaurantes/cantina/membros'), where('email', '==', 'julia@sabor.dev')))).docs[0]?.id);
    expect(uid).toEqual(expect.any(String));
    const joined = await data(async (db) => ({
      member: (await getDoc(doc(db, `restaurantes/cantina/membros/${uid}`))).data(),
      user: (await getDoc(doc(db, `usuarios/${uid}`))).data(),
      invitation: (await getDoc(doc(db, `restaurantes/cantina/convites/${invited.result.conviteId}`))).data(),
    }));
    expect(joined.member).toMatchObject({ papel: 'atendente', nome: 'Júlia Prado' });
    expect(joined.user).toMatchObject({ tipo: 'restaurante', restaurantId: 'cantina', nome: 'Júlia Prado' });
    expect(joined.invitation).toMatchObject({ estado: 'aceito' });
    expect((await authAccount(uid as string))?.emailVerified).toBe(true);

    // An atendente cannot manage the team, nor invite a dono.
    refusedWith(await callFunction('inviteMember', julia, { restaurantId: 'cantina', email: 'outro@sabor.dev', papel: 'dono' }), 'not-owner', TEAM_MESSAGES.notOwner);
    refusedWith(await callFunction('setMemberRole', julia, { restaurantId: 'cantina', uid, papel: 'dono' }), 'not-owner');

    expect((await callFunction('removeMember', dono, { restaurantId: 'cantina', uid })).ok).toBe(true);
    const left = await data(async (db) => ({
      member: (await getDoc(doc(db, `restaurantes/cantina/membros/${uid}`))).exists(),
      user: (await getDoc(doc(db, `usuarios/${uid}`))).data(),
    }));
    expect(left).toMatchObject({ member: false, user: { tipo: 'cliente', restaurantId: null } });
  });

  it('the last dono can be neither removed nor demoted; an existing account gets no password code', async () => {
    refusedWith(await callFunction('removeMember', dono, { restaurantId: 'cantina', uid: 'marco' }), 'last-owner', TEAM_MESSAGES.lastOwner);
    refusedWith(await callFunction('setMemberRole', dono, { restaurantId: 'cantina', uid: 'marco', papel: 'gerente' }), 'last-owner', TEAM_MESSAGES.lastOwner);

    const lucas = await person('lucas', 'cliente');
    const invited = await callFunction<{ conviteId: string; oobCode: string | null }>('inviteMember', dono, { restaurantId: 'cantina', email: 'lucas@sabor.dev', papel: 'dono' });
    expect(invited).toMatchObject({ ok: true, result: { oobCode: null } });
    if (!invited.ok) return;
    expect((await callFunction('acceptInvitation', lucas, { restaurantId: 'cantina', conviteId: invited.result.conviteId })).ok).toBe(true);
    // An existing account whose e-mail is not verified verifies it before joining (issue #39).
    await createAuthUser({ uid: 'nina', email: 'nina@sabor.dev', password: PASSWORD, emailVerified: false });
    await data((db) => setDoc(doc(db, 'usuarios', 'nina'), { uid: 'nina', email: 'nina@sabor.dev', nome: 'Nina', tipo: 'cliente' }));
    const ninaInvited = await callFunction<{ conviteId: string; oobCode: string | null }>('inviteMember', dono, { restaurantId: 'cantina', email: 'nina@sabor.dev', papel: 'atendente' });
    expect(ninaInvited).toMatchObject({ ok: true, result: { oobCode: null } });
    if (!ninaInvited.ok) return;
    const joining = { restaurantId: 'cantina', conviteId: ninaInvited.result.conviteId };
    refusedWith(await callFunction('acceptInvitation', await idTokenFor('nina@sabor.dev', PASSWORD), joining), 'not-allowed', VERIFY_EMAIL_MESSAGE);
    await createAuthUser({ uid: 'nina', email: 'nina@sabor.dev', password: PASSWORD, emailVerified: true });
    expect((await callFunction('acceptInvitation', await idTokenFor('nina@sabor.dev', PASSWORD), joining)).ok).toBe(true);
    // Two donos now: one may step down.
    expect((await callFunction('setMemberRole', dono, { restaurantId: 'cantina', uid: 'marco', papel: 'gerente' })).ok).toBe(true);
    refusedWith(await callFunction('inviteMember', dono, { restaurantId: 'cantina', email: 'x@sabor.dev', papel: 'atendente' }), 'not-owner');
    // A rider's or another restaurant's account cannot be invited.
    await person('moto', 'motoboy');
    const lucasAgain = await idTokenFor('lucas@sabor.dev', PASSWORD);
    refusedWith(await callFunction('inviteMember', lucasAgain, { restaurantId: 'cantina', email: 'moto@sabor.dev', papel: 'atendente' }), 'other-account', TEAM_MESSAGES.otherAccount);
  });
});

describe('suspension', () => {
  let admin: string;
  let ana: string;
  const order = () =>
    makeOrderRequest({
      orderId: Array.from({ length: 20 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join(''),
      lines: [{ productId: 'pastel', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }],
      expectedTotal: 1250,
    });
  beforeEach(async () => {
    admin = await person('chefe', 'admin');
    ana = await person('ana', 'cliente');
    await data(async (db) => {
      await setDoc(doc(db, 'restaurantes/cantina'), { nome: 'Cantina', horarioFuncionamento: OPEN_ALL_WEEK, taxaEntrega: 0, pedidoMinimo: 0, exigePainelAberto: false, publicado: true, listado: true, suspenso: null });
      await setDoc(doc(db, 'restaurantes/cantina/produtos/pastel'), { nome: 'Pastel', categoriaId: 'c', disponivel: true, type: 'regular', preco: 12.5, ultimaAtualizacao: Timestamp.now() });
    });
  });

  it('a suspended restaurant takes no order until the operator lifts it; only operators suspend', async () => {
    refusedWith(await callFunction('setSuspension', ana, { alvo: 'restaurante', id: 'cantina', suspender: true, motivo: 'x' }), 'not-allowed');
    refusedWith(await callFunction('setSuspension', admin, { alvo: 'restaurante', id: 'cantina', suspender: true, motivo: '' }), 'invalid', 'Informe o motivo da suspensão.');
    expect((await callFunction('setSuspension', admin, { alvo: 'restaurante', id: 'cantina', suspender: true, motivo: 'Suspeita de fraude' })).ok).toBe(true);
    // The public document says since when; the reason is in its private terms, for its managers and the operators (issue #51).
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/cantina'))).data())).toMatchObject({ listado: false, suspenso: { em: expect.anything() } });
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/cantina'))).get('suspenso.motivo'))).toBeUndefined();
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/privado/comercial'))).data())).toMatchObject({ suspenso: { motivo: 'Suspeita de fraude' } });
    refusedWith(await callFunction('placeOrder', ana, order()), 'suspended', SUSPENDED_RESTAURANT_MESSAGE);

    expect((await callFunction('setSuspension', admin, { alvo: 'restaurante', id: 'cantina', suspender: false })).ok).toBe(true);
    expect(await data(async (db) => (await getDoc(doc(db, 'restaurantes/cantina'))).data())).toMatchObject({ listado: true, suspenso: null });
    expect((await callFunction('placeOrder', ana, order())).ok).toBe(true);
  });

  it('a suspended customer or rider is refused by every function; an admin cannot be suspended here', async () => {
    const moto = await person('moto', 'motoboy', { cidade: 'sao paulo', cidadeNome: 'São Paulo', disponivel: true, disponivelVistoEm: Timestamp.now() });
    await data((db) => setDoc(doc(db, 'restaurantes/cantina/pedidos/esperando'), { status: 'aguardando_entregador', deliverymanId: null, userId: 'bia', restaurantId: 'cantina', cidade: 'sao paulo' }));
    expect((await callFunction('setSuspension', admin, { alvo: 'usuario', id: 'ana', suspender: true, motivo: 'Pedidos falsos' })).ok).toBe(true);
    expect((await callFunction('setSuspension', admin, { alvo: 'usuario', id: 'moto', suspender: true, motivo: 'Reclamações graves de clientes' })).ok).toBe(true);
    refusedWith(await callFunction('placeOrder', ana, order()), 'not-allowed', SUSPENDED_ACCOUNT_MESSAGE);
    refusedWith(await callFunction('submitApplication', ana, { tipo: 'restaurante', dados: restaurantForm }), 'suspended', SUSPENDED_ACCOUNT_MESSAGE);
    refusedWith(await callFunction('claimOrder', moto, { restaurantId: 'cantina', orderId: 'esperando' }), 'not-a-rider', SUSPENDED_ACCOUNT_MESSAGE);
    refusedWith(await callFunction('setSuspension', admin, { alvo: 'usuario', id: 'chefe', suspender: true, motivo: 'x' }), 'admin');

    expect((await callFunction('setSuspension', admin, { alvo: 'usuario', id: 'moto', suspender: false })).ok).toBe(true);
    expect((await callFunction('claimOrder', moto, { restaurantId: 'cantina', orderId: 'esperando' })).ok).toBe(true);
    const audit = await data(async (db) => (await getDocs(query(collection(db, 'auditoria'), where('alvoId', '==', 'moto')))).docs.map((entry) => entry.data()));
    expect(audit.map((entry) => entry.acao).sort()).toEqual(['reativado', 'suspenso']);
    expect(audit.find((entry) => entry.acao === 'suspenso')).toMatchObject({ atorUid: 'chefe', motivo: 'Reclamações graves de clientes', antes: { suspenso: false }, depois: { suspenso: true } });
  });
});

describe('the operator keeps the cities', () => {
  it('opens a city with its bairros, edits and closes it, each save audited; nobody else may, and a city is cadastrada once', async () => {
    const admin = await person('chefe', 'admin');
    const campinas = { nome: 'Campinas', uf: 'SP', ativa: true, corridaMin: 18, bairros: ['Cambuí', 'Taquaral', 'Barão Geraldo'] };
    refusedWith(await callFunction('saveCity', await person('ana', 'cliente'), { chave: null, cidade: campinas }), 'not-allowed');
    refusedWith(await callFunction('saveCity', admin, { chave: null, cidade: { ...campinas, bairros: [] } }), 'invalid', 'Informe ao menos um bairro.');
    expect(await callFunction('saveCity', admin, { chave: null, cidade: campinas })).toEqual({ ok: true, result: { ok: true, chave: 'campinas' } });
    refusedWith(await callFunction('saveCity', admin, { chave: null, cidade: { ...campinas, nome: 'CAMPINAS' } }), 'exists');

    const stored = () =>
      data(async (db) => ({
        city: (await getDoc(doc(db, 'cidades/campinas'))).data(),
        list: (await getDoc(doc(db, 'cidades/campinas/bairros/lista'))).data(),
        audit: (await getDocs(query(collection(db, 'auditoria'), where('alvoId', '==', 'campinas')))).docs.map((entry) => entry.data()),
      }));
    const opened = await stored();
    expect(opened.city).toMatchObject({ nome: 'Campinas', uf: 'SP', ativa: true, corridaMin: 18, totalBairros: 3 });
    expect(opened.list).toEqual({ nomes: ['Barão Geraldo', 'Cambuí', 'Taquaral'] });
    expect(opened.audit).toEqual([expect.objectContaining({ acao: 'cidade_criada', alvoTipo: 'cidade', atorUid: 'chefe', motivo: 'Bairros incluídos: Barão Geraldo, Cambuí, Taquaral' })]);

    // Closed, a bairro swapped: the audit says what changed; the name may change only in its spelling.
    const closed = { ...campinas, ativa: false, bairros: ['Cambuí', 'Taquaral', 'Nova Campinas'] };
    expect((await callFunction('saveCity', admin, { chave: 'campinas', cidade: closed })).ok).toBe(true);
    refusedWith(await callFunction('saveCity', admin, { chave: 'campinas', cidade: { ...closed, nome: 'Valinhos' } }), 'renamed');
    const edited = await stored();
    expect(edited.city).toMatchObject({ ativa: false, totalBairros: 3 });
    expect(edited.audit.map((entry) => entry.acao).sort()).toEqual(['cidade_alterada', 'cidade_criada']);
    expect(edited.audit.find((entry) => entry.acao === 'cidade_alterada')).toMatchObject({
      antes: { ativa: true, corridaMin: 18, uf: 'SP', nome: 'Campinas' },
      depois: { ativa: false, corridaMin: 18, uf: 'SP', nome: 'Campinas' },
      motivo: 'Bairros incluídos: Nova Campinas. Bairros retirados: Barão Geraldo',
    });
  });
});
