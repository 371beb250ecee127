import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, type CallableName, type CallableSchema } from '@/domain/contract/callables';
import { acceptInvitationSchema, cancelInvitationSchema, inviteMemberSchema, removeMemberSchema, setMemberRoleSchema } from '@/domain/accounts/team.schema';
import { requestAccountDeletionSchema } from '@/domain/accounts/account-deletion.schema';
import { orderRequestSchema } from '@/domain/checkout/order-request.schema';
import { saveCitySchema } from '@/domain/delivery/cities.schema';
import { saveDeliveryAreasSchema } from '@/domain/delivery/delivery-areas.schema';
import { settlementRefSchema } from '@/domain/delivery/rider-settlements.schema';
import { acceptTermsSchema, adjustCommissionSchema, proposeContractSchema } from '@/domain/money/partner-contract.schema';
import { confirmStatementPaymentSchema, financeSettingsSchema, statementRefSchema } from '@/domain/money/statements.schema';
import { sendTestPushSchema } from '@/domain/notifications/push.schema';
import { reviewApplicationSchema, submitApplicationSchema } from '@/domain/onboarding/application.schema';
import { openStoreSchema, setSuspensionSchema } from '@/domain/operator/moderation.schema';
import { releaseOrderSchema } from '@/domain/orders/order-release.schema';
import { orderTargetSchema } from '@/domain/orders/order-target.schema';
import { retryFailedTaskSchema, retryOutboxMessageSchema } from '@/domain/operator/service-health.schema';
import { finishPaymentAccountSchema, paymentAccountTargetSchema } from '@/domain/payments/payment-account.schema';
import { sendOrderMessageSchema } from '@/domain/orders/order-chat.schema';
import { refundOrderItemsSchema } from '@/domain/payments/partial-refund.schema';
import { resolvePaymentDivergenceSchema } from '@/domain/payments/payment-divergence.schema';
import { answerHelpCaseSchema, decideHelpCaseSchema, openHelpCaseSchema } from '@/domain/help/help-case.schema';
import { deletePhotoSchema, savePhotoSchema } from '@/domain/photos/photo.schema';
import { previewCouponSchema } from '@/domain/promotions/coupon.schema';
import { undecodableAsNaN } from '../../functions/src/lib/callable-protocol';
import { callableHeaders, createAuthUser, documentsMentioning, FUNCTIONS_HOST, idTokenFor, PROJECT_ID } from './support';

/**
 * The callable contract walked field by field (issue #51), as an attacker with the project's public
 * config would: every field of every callable's schema, sent alone as NaN and Infinity (in the
 * callable protocol's own forms), as a value of the wrong type and as a text longer than it takes (10,000 characters at least).
 * Each is refused with 'invalid-argument', a Portuguese message that names the field, and nothing
 * written. The schemas are read from the contract's own (a callable added with a schema and not
 * listed here fails to compile), so a field added to any of them is walked too.
 */

type AnySchema = v.GenericSchema & Record<string, unknown>;

/** The schema each callable reads its request with; null for those that read no request. */
const SCHEMAS: { [Name in CallableName]: CallableSchema<Name> extends null ? null : CallableSchema<Name> } = {
  placeOrder: orderRequestSchema,
  previewCoupon: previewCouponSchema,
  claimOrder: orderTargetSchema,
  releaseOrder: releaseOrderSchema,
  submitApplication: submitApplicationSchema,
  reviewApplication: reviewApplicationSchema,
  openStore: openStoreSchema,
  saveDeliveryAreas: saveDeliveryAreasSchema,
  inviteMember: inviteMemberSchema,
  acceptInvitation: acceptInvitationSchema,
  cancelInvitation: cancelInvitationSchema,
  setMemberRole: setMemberRoleSchema,
  removeMember: removeMemberSchema,
  setSuspension: setSuspensionSchema,
  saveCity: saveCitySchema,
  sendTestPush: sendTestPushSchema,
  closeStatements: null,
  reportStatementPaid: statementRefSchema,
  confirmStatementPayment: confirmStatementPaymentSchema,
  adjustCommission: adjustCommissionSchema,
  proposeContract: proposeContractSchema,
  acceptTerms: acceptTermsSchema,
  confirmSettlement: settlementRefSchema,
  saveFinanceSettings: financeSettingsSchema,
  exportMyData: null,
  requestAccountDeletion: requestAccountDeletionSchema,
  cancelAccountDeletion: null,
  runAccountDeletions: null,
  retryOutboxMessage: retryOutboxMessageSchema,
  retryFailedTask: retryFailedTaskSchema,
  connectPaymentAccount: paymentAccountTargetSchema,
  finishPaymentAccount: finishPaymentAccountSchema,
  disconnectPaymentAccount: paymentAccountTargetSchema,
  refundOrderItems: refundOrderItemsSchema,
  checkCardPayment: orderTargetSchema,
  sendOrderMessage: sendOrderMessageSchema,
  resolvePaymentDivergence: resolvePaymentDivergenceSchema,
  openHelpCase: openHelpCaseSchema,
  answerHelpCase: answerHelpCaseSchema,
  decideHelpCase: decideHelpCaseSchema,
  savePhoto: savePhotoSchema,
  deletePhoto: deletePhotoSchema,
};

/** Those the operator alone may call: they check the caller before reading the request. */
const OPERATOR_ONLY = new Set<CallableName>([
  'reviewApplication',
  'setSuspension',
  'saveCity',
  'confirmStatementPayment',
  'adjustCommission',
  'proposeContract',
  'saveFinanceSettings',
  'retryOutboxMessage',
  'retryFailedTask',
  'resolvePaymentDivergence',
  'decideHelpCase',
]);

/** A field to fill: its path, and the discriminators of the variants on the way (the option it belongs to). */
interface Leaf {
  path: Array<string | number>;
  kind: string;
  /** The longest text it takes, when it says. */
  maxLength: number | null;
  set: Array<{ path: Array<string | number>; value: unknown }>;
}

/** Every leaf field of `schema`, through objects, arrays (their first item), wrappers, lazy schemas and variants. */
function leavesOf(schema: AnySchema, path: Array<string | number> = [], set: Leaf['set'] = []): Leaf[] {
  switch (schema.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return leavesOf(schema.wrapped as AnySchema, path, set);
    case 'lazy':
      return leavesOf((schema.getter as (input: unknown) => AnySchema)(undefined), path, set);
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.entries(schema.entries as Record<string, AnySchema>).flatMap(([key, entry]) => leavesOf(entry, [...path, key], set));
    case 'array':
      return leavesOf(schema.item as AnySchema, [...path, 0], set);
    case 'variant': {
      const key = schema.key as string;
      return (schema.options as AnySchema[]).flatMap((option) => {
        const discriminator = (option.entries as Record<string, AnySchema>)[key]!;
        const chosen = [...set, { path: [...path, key], value: discriminator.literal }];
        return leavesOf({ ...option, entries: Object.fromEntries(Object.entries(option.entries as object).filter(([name]) => name !== key)) } as AnySchema, path, chosen);
      });
    }
    default: {
      const max = ((schema.pipe as AnySchema[] | undefined) ?? []).find((action) => action.type === 'max_length');
      return [{ path, kind: String(schema.type), maxLength: max ? Number(max.requirement) : null, set }];
    }
  }
}

function setAt(target: Record<string | number, unknown>, path: Array<string | number>, value: unknown): void {
  let node = target;
  path.forEach((step, index) => {
    if (index === path.length - 1) node[step] = value;
    else node = (node[step] ??= typeof path[index + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
  });
}

const HOLE = '__VALOR__';
const LONG = 'type.googleapis.com/google.protobuf.Int64Value';
/** The bad values, as raw JSON text as they travel; `wrong` depends on what the field expects. */
function badValues({ kind, maxLength }: Leaf): Record<string, string> {
  const wrong = kind === 'string' ? '12' : kind === 'array' ? '"12"' : kind === 'boolean' ? '"sim"' : kind === 'number' ? '"12"' : '{"x":1}';
  return {
    NaN: JSON.stringify({ '@type': LONG, value: 'NaN' }),
    Infinity: '1e400',
    'a wrong type': wrong,
    'an oversized text': JSON.stringify('x'.repeat(Math.max(10_000, (maxLength ?? 0) + 1))),
  };
}

/** Words valibot's English defaults use, and none of our Portuguese texts. */
const ENGLISH = /\b(Invalid|Expected|Received|but|type|length|value)\b/;
const PORTUGUESE = /[ãõçáéíóúâêô]|\b(o|a|os|as|de|do|da|um|uma|no|na|deve|use|informe|confira|campos?|envio|escolha)\b/i;
const isPortuguese = (text: unknown): boolean => typeof text === 'string' && !ENGLISH.test(text) && PORTUGUESE.test(text);

let app: App;
let db: Firestore;
const tokens = { cliente: '', admin: '' };
beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, 'callable-contract-walk');
  db = getFirestore(app);
  for (const [role, tipo] of [
    ['cliente', 'cliente'],
    ['admin', 'admin'],
  ] as const) {
    const uid = `walk-${role}`;
    const email = `${uid}@sabor.dev`;
    await createAuthUser({ uid, email, password: 'segredo1' });
    await db.doc(`usuarios/${uid}`).set({ uid, email, nome: uid, tipo, emailVerificado: true });
    tokens[role] = await idTokenFor(email, 'segredo1');
  }
});
afterAll(() => deleteApp(app));

async function rawCall(callable: string, token: string, body: string) {
  const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/southamerica-east1/${callable}`, {
    method: 'POST',
    headers: await callableHeaders(token),
    body,
  });
  const answer = (await response.json()) as { result?: unknown; error?: { status: string; message?: string; details?: { code?: string; message?: string; fields?: Record<string, string> } } };
  return answer;
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const CASES = CALLABLE_NAMES.flatMap((callable) => {
  const schema = SCHEMAS[callable] as AnySchema | null;
  return schema ? [{ callable, leaves: leavesOf(schema) }] : [];
});

describe('the callable contract, walked field by field', () => {
  it('passes a protocol number it cannot decode on as NaN, for the schema to refuse', () => {
    expect(undecodableAsNaN({ a: [{ '@type': LONG, value: 'NaN' }], b: { '@type': LONG, value: '12' }, c: 'x', d: null })).toEqual({ a: [Number.NaN], b: { '@type': LONG, value: '12' }, c: 'x', d: null });
  });

  it('reaches every field of every callable that reads a request', () => {
    expect(CASES.map(({ callable }) => callable).sort()).toEqual(CALLABLE_NAMES.filter((name) => SCHEMAS[name] !== null).sort());
    const fields = CASES.reduce((sum, { leaves }) => sum + leaves.length, 0);
    // The order alone has its lines, address, payment and coupon; the applications two forms.
    expect(fields).toBeGreaterThan(120);
  });

  it('refuses NaN, Infinity, a wrong type and an oversized text in every field with a Portuguese message naming it, and writes nothing', { timeout: 240_000 }, async () => {
    const start = new Date();
    // One request per callable, variant option and bad value, with every field of it bad at once:
    // valibot reports each field's issue, so every field is checked for a fraction of the calls.
    const requests = CASES.flatMap(({ callable, leaves }) => {
      const options = groupBy(leaves, (leaf) => JSON.stringify(leaf.set));
      return [...options.values()].flatMap((fields) =>
        ['NaN', 'Infinity', 'a wrong type', 'an oversized text'].map((label) => {
          const request: Record<string, unknown> = {};
          for (const { path, value } of fields[0]!.set) setAt(request, path, value);
          fields.forEach((leaf, index) => setAt(request, leaf.path, `${HOLE}${index}`));
          let body = JSON.stringify({ data: request });
          fields.forEach((leaf, index) => (body = body.replace(JSON.stringify(`${HOLE}${index}`), badValues(leaf)[label]!)));
          return { callable, label, fields: fields.map((leaf) => leaf.path.join('.')), body };
        }),
      );
    });
    const failures: string[] = [];
    async function check({ callable, label, fields, body }: (typeof requests)[number]): Promise<void> {
      const { error } = await rawCall(callable, OPERATOR_ONLY.has(callable) ? tokens.admin : tokens.cliente, body);
      const about = `${callable} with ${label} in every field`;
      if (!error) return void failures.push(`${about}: accepted`);
      if (error.status !== 'INVALID_ARGUMENT') failures.push(`${about}: answered ${error.status}: ${error.message}`);
      if (!isPortuguese(error.details?.message)) failures.push(`${about}: message not in Portuguese: ${error.details?.message}`);
      const named = Object.entries(error.details?.fields ?? {});
      for (const field of fields) if (!named.some(([path]) => path === field || field.startsWith(`${path}.`))) failures.push(`${about}: ${field} not named`);
      for (const [path, message] of named) if (!isPortuguese(message)) failures.push(`${about}: ${path}: ${message}`);
    }
    // Each callable's requests one after another (one warm instance each in the Functions emulator), three callables at once.
    const queues = [...groupBy(requests, (request) => request.callable).values()];
    const lanes = Array.from({ length: 3 }, async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) for (const request of queue) await check(request);
    });
    await Promise.all(lanes);
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(100);
    expect(await documentsMentioning(db, ['walk-'], start)).toEqual([]);
  });
});
