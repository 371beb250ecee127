import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COMMISSION_PERCENT } from '@/domain/money/commission';
import { applicationId, REVIEW_REASONS, type ApplicationKind, type ApplicationState } from '@/domain/onboarding/application';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';
import { reviewApplicationSchema, submitApplicationSchema, type RestaurantApplication, type RiderApplication } from '@/domain/onboarding/application.schema';
import { normalizeForSearch } from '@/domain/shared/search-text';
import { normalizeUserType } from '@/domain/accounts/user';
import { cityKey, CITY_NOT_SERVED_MESSAGE, listedBairro } from '@/domain/delivery/cities';
import { notOnCityListMessage } from '@/domain/delivery/delivery-areas';
import {
  actorOf,
  adminOf,
  readOrRefuse,
  refuse,
  writeAudit,
  type Caller,
} from '../lib/callable-support';
import { openCityNamed } from '../lib/open-city';
import { tellApplicationDecision } from '../notify/account-notices';
import { commercialTermsRef } from '../stores/commercial-terms';
import { REGISTRATION_DOC } from '@/domain/restaurants/restaurant-registration';
import { openingHoursData } from '@/domain/restaurants/store-facts.record';

/**
 * Joining the marketplace (issue #24): applications (cadastros/{kind}-{uid}) and the operator's
 * decision ('Abrir minha loja' is stores/open-store.ts). Only these functions write applications,
 * restaurants' publication and the roles they grant; firestore.rules refuse every client write.
 */

export const NOT_A_CUSTOMER_MESSAGE = 'Esta conta já é de um restaurante, entregador ou administrador. Use outra conta para se cadastrar.';
export const IN_REVIEW_MESSAGE = 'Seu cadastro já está em análise. Aguarde a resposta da Sabor.';
export const ALREADY_APPROVED_MESSAGE = 'Seu cadastro já foi aprovado.';
export const REJECTED_MESSAGE = 'Este cadastro foi recusado. Se achar que houve um engano, fale com o suporte da Sabor.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'Cadastro não encontrado.';
export const OWN_APPLICATION_MESSAGE = 'Você não pode decidir o seu próprio cadastro.';
export const UNKNOWN_REASON_MESSAGE = 'Escolha os motivos da lista.';
export const APPLICANT_CHANGED_MESSAGE = 'A conta deste candidato não é mais uma conta de cliente. Confira a conta antes de aprovar.';

function decidedMessage(state: ApplicationState): string {
  return state === 'aprovado' ? ALREADY_APPROVED_MESSAGE : state === 'recusado' ? REJECTED_MESSAGE : IN_REVIEW_MESSAGE;
}

function displayName(kind: ApplicationKind, dados: RestaurantApplication | RiderApplication): string {
  return kind === 'restaurante' ? (dados as RestaurantApplication).nomeFantasia : (dados as RiderApplication).nome;
}

/** 'Enviar cadastro': a new application, or the fixed one after the operator asked for changes. */
export async function submitApplicationAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; cadastroId: string }> {
  const actor = await actorOf(db, caller);
  if (actor.tipo !== 'cliente') throw refuse('permission-denied', 'not-allowed', NOT_A_CUSTOMER_MESSAGE);
  const request = readOrRefuse(submitApplicationSchema, data);
  const id = applicationId(request.tipo, actor.uid);
  const ref = db.collection('cadastros').doc(id);
  const nome = displayName(request.tipo, request.dados);

  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    const state = existing.get('estado') as ApplicationState | undefined;
    if (existing.exists && state !== 'ajustes') throw refuse('failed-precondition', 'decided', decidedMessage(state ?? 'enviado'));
    await placeInOpenCity(db, transaction, request);
    const at = Timestamp.fromDate(now());
    const event = { estado: 'enviado', em: at, motivos: [], mensagem: '' };
    transaction.set(ref, {
      tipo: request.tipo,
      uid: actor.uid,
      email: actor.email,
      estado: 'enviado',
      dados: request.dados,
      nome,
      nomeBusca: normalizeForSearch(nome),
      cidade: request.tipo === 'restaurante' ? (request.dados as RestaurantApplication).endereco.cidade : (request.dados as RiderApplication).cidade,
      termosVersao: PARTNER_TERMS.version,
      termosAceitosEm: at,
      enviadoEm: existing.get('enviadoEm') ?? at,
      atualizadoEm: at,
      motivos: [],
      mensagem: '',
      restaurantId: null,
      historico: [...((existing.get('historico') as unknown[]) ?? []), event],
    });
    writeAudit(db, transaction, actor, { acao: 'cadastro_enviado', alvoTipo: 'cadastro', alvoId: id, antes: state ? { estado: state } : null, depois: { estado: 'enviado' } });
  });
  return { ok: true, cadastroId: id };
}

/**
 * Restaurants and riders join an open city (issue #36): the application's city must be one the
 * operator opened, and a restaurant's bairro one of its list. Both are rewritten as the lists
 * spell them, so what the approval copies matches the choosers' names exactly.
 */
async function placeInOpenCity(db: Firestore, transaction: Transaction, request: { tipo: ApplicationKind; dados: RestaurantApplication | RiderApplication }): Promise<void> {
  const typed = request.tipo === 'restaurante' ? (request.dados as RestaurantApplication).endereco.cidade : (request.dados as RiderApplication).cidade;
  const cityField = request.tipo === 'restaurante' ? 'dados.endereco.cidade' : 'dados.cidade';
  const city = await openCityNamed(db, transaction, typed);
  if (!city) throw refuse('invalid-argument', 'invalid', CITY_NOT_SERVED_MESSAGE, { [cityField]: CITY_NOT_SERVED_MESSAGE });
  if (request.tipo !== 'restaurante') {
    (request.dados as RiderApplication).cidade = city.nome;
    return;
  }
  const endereco = (request.dados as RestaurantApplication).endereco;
  const bairro = listedBairro(city.bairros, endereco.bairro);
  if (!bairro) throw refuse('invalid-argument', 'invalid', notOnCityListMessage(city.nome), { 'dados.endereco.bairro': notOnCityListMessage(city.nome) });
  endereco.cidade = city.nome;
  endereco.bairro = bairro;
}

/** A restaurant id from its name ('Sabor da Vila' -> 'sabor-da-vila'), as the seed's are. */
export function slugFor(name: string): string {
  const slug = normalizeForSearch(name).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || 'restaurante';
}

/** The first of slug, slug-2, slug-3... not taken, read inside the transaction. */
async function freeRestaurantRef(db: Firestore, transaction: Transaction, name: string): Promise<DocumentReference> {
  const base = slugFor(name);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const ref = db.collection('restaurantes').doc(attempt === 1 ? base : `${base}-${attempt}`);
    if (!(await transaction.get(ref)).exists) return ref;
  }
  return db.collection('restaurantes').doc();
}

/** The business address as the restaurant's one-line endereco ('Rua X, 10 - Bairro, Cidade - UF'). */
function addressLine(endereco: RestaurantApplication['endereco']): string {
  const street = [endereco.rua, endereco.numero].join(', ') + (endereco.complemento ? ` (${endereco.complemento})` : '');
  return `${street} - ${endereco.bairro}, ${endereco.cidade} - ${endereco.estado}`;
}

/**
 * The operator approves, asks for changes or rejects an application that is in review. Approving
 * a restaurant creates it unlisted (its owner opens it with 'Abrir minha loja') and makes the
 * applicant its dono; approving a rider makes the account a motoboy. The applicant's status page
 * follows the application live.
 */
export async function reviewApplicationAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; restaurantId?: string }> {
  const admin = await adminOf(db, caller);
  const request = readOrRefuse(reviewApplicationSchema, data);
  const ref = db.collection('cadastros').doc(request.cadastroId);

  return db.runTransaction(async (transaction) => {
    const application = await transaction.get(ref);
    if (!application.exists) throw refuse('not-found', 'not-found', APPLICATION_NOT_FOUND_MESSAGE);
    const kind = application.get('tipo') as ApplicationKind;
    const uid = String(application.get('uid'));
    const state = application.get('estado') as ApplicationState;
    if (uid === admin.uid) throw refuse('permission-denied', 'own', OWN_APPLICATION_MESSAGE);
    if (state !== 'enviado') throw refuse('failed-precondition', 'decided', `Este cadastro não está em análise (${state === 'ajustes' ? 'aguarda os ajustes do candidato' : state}).`);
    const known = REVIEW_REASONS[kind] ?? [];
    if (request.motivos.some((reason) => !known.includes(reason))) throw refuse('invalid-argument', 'invalid', UNKNOWN_REASON_MESSAGE, { motivos: UNKNOWN_REASON_MESSAGE });

    const at = Timestamp.fromDate(now());
    const next: ApplicationState = request.decisao === 'aprovar' ? 'aprovado' : request.decisao === 'ajustes' ? 'ajustes' : 'recusado';
    const event = { estado: next, em: at, motivos: request.motivos, mensagem: request.mensagem };
    const update: Record<string, unknown> = {
      estado: next,
      atualizadoEm: at,
      motivos: request.motivos,
      mensagem: request.mensagem,
      historico: [...((application.get('historico') as unknown[]) ?? []), event],
      decididoPor: admin.uid,
    };

    let restaurantId: string | undefined;
    if (next === 'aprovado') {
      const userRef = db.collection('usuarios').doc(uid);
      const user = await transaction.get(userRef);
      if (!user.exists || normalizeUserType(user.get('tipo')) !== 'cliente' || user.get('suspenso') != null) {
        throw refuse('failed-precondition', 'applicant-changed', APPLICANT_CHANGED_MESSAGE);
      }
      const email = String(application.get('email') ?? user.get('email') ?? '');
      if (kind === 'restaurante') {
        const dados = application.get('dados') as RestaurantApplication;
        const restaurantRef = await freeRestaurantRef(db, transaction, dados.nomeFantasia);
        restaurantId = restaurantRef.id;
        const contrato = { termos: String(application.get('termosVersao') ?? ''), comissaoPercentual: COMMISSION_PERCENT, aceitoEm: application.get('termosAceitosEm') ?? null, aceitoPor: uid };
        approveRestaurant(db, transaction, { restaurantRef, dados, uid, email, ownerName: String(user.get('nome') ?? dados.responsavelNome), contrato });
        transaction.update(userRef, { tipo: 'restaurante', restaurantId });
        update.restaurantId = restaurantId;
      } else {
        const dados = application.get('dados') as RiderApplication;
        // The city the rider works in (issue #36): its orders are the only ones the rider lists and claims.
        transaction.update(userRef, { tipo: 'motoboy', cidade: cityKey(dados.cidade), cidadeNome: dados.cidade, disponivel: false });
        transaction.set(db.collection('parceiros').doc(`entregador-${uid}`), {
          tipo: 'entregador',
          refId: uid,
          nome: dados.nome,
          nomeBusca: normalizeForSearch(dados.nome),
          documento: dados.cpf,
          email,
          cidade: dados.cidade,
          estado: 'ativo',
          criadoEm: FieldValue.serverTimestamp(),
        });
      }
    }
    transaction.update(ref, update);
    // The applicant hears of it by e-mail and push (issue #37): once per decision.
    tellApplicationDecision(db, transaction, {
      cadastroId: request.cadastroId,
      round: ((application.get('historico') as unknown[] | undefined) ?? []).length + 1,
      uid,
      to: String(application.get('email') ?? ''),
      tipo: kind,
      estado: next,
      nome: String(application.get('dados.responsavelNome') ?? application.get('dados.nome') ?? ''),
      motivos: request.motivos,
      mensagem: request.mensagem,
    });
    writeAudit(db, transaction, admin, {
      acao: next === 'aprovado' ? 'cadastro_aprovado' : next === 'ajustes' ? 'cadastro_ajustes' : 'cadastro_recusado',
      alvoTipo: 'cadastro',
      alvoId: request.cadastroId,
      antes: { estado: state },
      depois: restaurantId ? { estado: next, restaurantId } : { estado: next },
      motivo: [request.motivos.join('; '), request.mensagem].filter(Boolean).join(' — '),
    });
    return restaurantId ? { ok: true as const, restaurantId } : { ok: true as const };
  });
}

/** The approved restaurant: unlisted, closed every day, its applicant as dono. */
function approveRestaurant(
  db: Firestore,
  transaction: Transaction,
  {
    restaurantRef,
    dados,
    uid,
    email,
    ownerName,
    contrato,
  }: { restaurantRef: DocumentReference; dados: RestaurantApplication; uid: string; email: string; ownerName: string; contrato: Record<string, unknown> },
): void {
  transaction.create(restaurantRef, {
    nome: dados.nomeFantasia,
    endereco: addressLine(dados.endereco),
    telefone: dados.telefone,
    logo: null,
    taxaEntrega: 0,
    pedidoMinimo: 0,
    horarioFuncionamento: openingHoursData([]),
    categoriasPrincipais: [dados.categoria],
    categoria: dados.categoria,
    cidade: dados.endereco.cidade,
    bairro: dados.endereco.bairro,
    // A new store delivers nowhere until its owner lists its bairros and fees (issue #36).
    areasEntrega: { bairros: [], outrosBairros: false, gratisAcima: null },
    pix: dados.pix,
    tempoPreparoPadrao: 25,
    limiteAceiteMin: 8,
    exigePainelAberto: true,
    pausadoAte: null,
    avaliacaoTotal: 0,
    avaliacaoSoma: 0,
    publicado: false,
    listado: false,
    suspenso: null,
    criadoEm: FieldValue.serverTimestamp(),
  });
  // The terms its application accepted, at the standard rate, off the public document
  // (domain/restaurants/commercial-terms.ts).
  transaction.create(commercialTermsRef(restaurantRef), { comissaoPercentual: contrato.comissaoPercentual, contrato, contratoProposto: null, suspenso: null });
  // Who registered it, off the public document (domain/restaurants/restaurant-registration.ts).
  transaction.create(restaurantRef.collection('privado').doc(REGISTRATION_DOC), {
    uidDono: uid,
    cnpj: dados.cnpj,
    razaoSocial: dados.razaoSocial,
    enderecoCadastro: dados.endereco,
  });
  transaction.create(restaurantRef.collection('membros').doc(uid), { uid, nome: ownerName, email, papel: 'dono', desde: FieldValue.serverTimestamp() });
  transaction.set(db.collection('parceiros').doc(`restaurante-${restaurantRef.id}`), {
    tipo: 'restaurante',
    refId: restaurantRef.id,
    nome: dados.nomeFantasia,
    nomeBusca: normalizeForSearch(dados.nomeFantasia),
    documento: dados.cnpj,
    email,
    cidade: dados.endereco.cidade,
    estado: 'ativo',
    publicado: false,
    criadoEm: FieldValue.serverTimestamp(),
  });
}
