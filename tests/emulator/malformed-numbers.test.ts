import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undecodableAsNaN } from '../../functions/src/lib/callable-protocol';
import { createAuthUser, FUNCTIONS_HOST, idTokenFor, OPEN_ALL_WEEK, PROJECT_ID } from './support';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';

/**
 * Every number a callable reads, sent malformed through the raw callable protocol as an attacker
 * would (issue #39): NaN and an unknown type in the protocol's '@type' form, Infinity (in that form
 * and as 1e400 in the JSON), text, a huge number. Each is refused by the callable's own schema,
 * with its code and a Portuguese message, never as 'internal'.
 */

let app: App;
let db: Firestore;
const tokens: Record<'cliente' | 'dono' | 'admin', string> = { cliente: '', dono: '', admin: '' };
const PASSWORD = 'segredo1';

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, 'malformed-numbers');
  db = getFirestore(app);
  const people = [
    { uid: 'num-ana', tipo: 'cliente', role: 'cliente' },
    { uid: 'num-dono', tipo: 'restaurante', role: 'dono', restaurantId: 'num-forno' },
    { uid: 'num-admin', tipo: 'admin', role: 'admin' },
  ] as const;
  for (const person of people) {
    const email = `${person.uid}@sabor.dev`;
    await createAuthUser({ uid: person.uid, email, password: PASSWORD });
    await db.doc(`usuarios/${person.uid}`).set({ uid: person.uid, email, nome: person.uid, tipo: person.tipo, emailVerificado: true, ...('restaurantId' in person ? { restaurantId: person.restaurantId } : {}) });
    tokens[person.role] = await idTokenFor(email, PASSWORD);
  }
  await db.doc('restaurantes/num-forno').set({ nome: 'Forno', horarioFuncionamento: OPEN_ALL_WEEK, taxaEntrega: 5, pedidoMinimo: 0 });
  await db.doc('restaurantes/num-forno/membros/num-dono').set({ papel: 'dono', nome: 'Dono' });
});
afterAll(() => deleteApp(app));

const LONG = 'type.googleapis.com/google.protobuf.Int64Value';
/** Each malformed number as raw JSON text, as it travels. */
const MALFORMED: Record<string, string> = {
  NaN: JSON.stringify({ '@type': LONG, value: 'NaN' }),
  'an unknown @type': JSON.stringify({ '@type': 'type.googleapis.com/google.protobuf.DoubleValue', value: '1' }),
  'Infinity (@type)': JSON.stringify({ '@type': LONG, value: 'Infinity' }),
  'Infinity (1e400)': '1e400',
  text: '"12"',
  'a huge number': '1e300',
};
/** A huge number may be a whole number as the schema reads it (an expected total): refused further on, never as internal. */
const MAYBE_VALID = new Set(['a huge number']);

const HOLE = '"__NUMERO__"';

/** Each callable that reads a number: who calls it, and a request with HOLE where each number goes. */
const CASES: Array<{ callable: string; caller: keyof typeof tokens; field: string; request: (hole: string) => unknown }> = [
  ...['quantidade', 'troco', 'expectedTotal'].map((field) => ({
    callable: 'placeOrder',
    caller: 'cliente' as const,
    field,
    request: (hole: string) => ({
      orderId: 'numForno000000000001',
      restaurantId: 'num-forno',
      lines: [{ productId: 'pizza', quantidade: field === 'quantidade' ? hole : 1, size: null, flavor: null, complementos: [], observacoes: '' }],
      endereco: { rua: 'Rua Augusta', numero: '10', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' },
      clientName: 'Ana',
      clientPhone: '(11) 98765-4321',
      pagamento: 'Dinheiro',
      troco: field === 'troco' ? hole : null,
      observacoesPedido: '',
      expectedTotal: field === 'expectedTotal' ? hole : 3000,
    }),
  })),
  ...['taxa', 'minimo', 'corridaMin', 'gratisAcima'].map((field) => ({
    callable: 'saveDeliveryAreas',
    caller: 'dono' as const,
    field,
    request: (hole: string) => ({
      restaurantId: 'num-forno',
      areas: {
        bairros: [{ nome: 'Consolação', taxa: field === 'taxa' ? hole : 5, minimo: field === 'minimo' ? hole : null, corridaMin: field === 'corridaMin' ? hole : null }],
        outrosBairros: false,
        gratisAcima: field === 'gratisAcima' ? hole : null,
      },
    }),
  })),
  {
    callable: 'saveCity',
    caller: 'admin',
    field: 'corridaMin',
    request: (hole) => ({ chave: null, cidade: { nome: 'Sorocaba', uf: 'SP', ativa: true, corridaMin: hole, bairros: ['Centro'] } }),
  },
  ...['diasVencimento', 'diasBloqueio'].map((field) => ({
    callable: 'saveFinanceSettings',
    caller: 'admin' as const,
    field,
    request: (hole: string) => ({
      chavePix: { tipo: 'email', chave: 'financeiro@sabor.dev' },
      titular: 'Sabor',
      cidade: 'Sao Paulo',
      diasVencimento: field === 'diasVencimento' ? hole : 7,
      diasBloqueio: field === 'diasBloqueio' ? hole : 10,
    }),
  })),
  { callable: 'adjustCommission', caller: 'admin', field: 'valor', request: (hole) => ({ id: 'num-ajuste-1', restaurantId: 'num-forno', valor: hole, motivo: 'Correção de teste' }) },
  { callable: 'proposeContract', caller: 'admin', field: 'comissaoPercentual', request: (hole) => ({ restaurantId: 'num-forno', comissaoPercentual: hole, motivo: 'Nova taxa de teste' }) },
  { callable: 'acceptTerms', caller: 'dono', field: 'comissaoPercentual', request: (hole) => ({ restaurantId: 'num-forno', termos: PARTNER_TERMS.version, comissaoPercentual: hole }) },
];

/** Posts `body` (raw JSON text) to a callable as the client SDK would; its error, or null when it answered. */
async function rawCall(callable: string, token: string, body: string): Promise<{ status: string; details?: { code?: string; message?: string; fields?: Record<string, string> } } | null> {
  const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/southamerica-east1/${callable}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { error?: { status: string; details?: { code?: string; message?: string; fields?: Record<string, string> } } };
  return answer.error ?? null;
}

describe('malformed numbers', () => {
  it('are passed on as NaN when the protocol cannot decode them, and left alone otherwise', () => {
    expect(undecodableAsNaN({ a: [{ '@type': LONG, value: 'NaN' }], b: { '@type': LONG, value: '12' }, c: 'x', d: null })).toEqual({ a: [Number.NaN], b: { '@type': LONG, value: '12' }, c: 'x', d: null });
  });

  it.each(CASES)('$callable refuses each malformed $field with its own code and message, never as internal', { timeout: 120_000 }, async ({ callable, caller, field, request }) => {
    const template = JSON.stringify({ data: request('__NUMERO__') });
    const send = (raw: string) => rawCall(callable, tokens[caller], template.replace(HOLE, raw));
    if (callable === 'placeOrder') {
      // Its refusals name no field: with a good number instead, the same request is not refused as malformed.
      const control = await send('1');
      expect(control?.status, control?.details?.message).not.toBe('INVALID_ARGUMENT');
    }
    for (const [label, raw] of Object.entries(MALFORMED)) {
      const error = await send(raw);
      const about = `${callable} with ${label} as ${field}`;
      expect(error, about).not.toBeNull();
      expect(error!.status, about).not.toBe('INTERNAL');
      expect(error!.details?.message, about).toMatch(/\p{L}{3}/u);
      if (MAYBE_VALID.has(label)) continue;
      expect(error!.status, about).toBe('INVALID_ARGUMENT');
      expect(error!.details?.code, about).toBe('invalid');
      // The schema's refusal names the field it refused.
      if (callable !== 'placeOrder') expect(Object.keys(error!.details?.fields ?? {}).some((path) => path.endsWith(field)), about).toBe(true);
    }
  });
});
