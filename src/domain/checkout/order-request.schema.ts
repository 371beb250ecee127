import * as v from 'valibot';
import type { Address } from '../delivery/address';
import { MAX_ORDER_LINES, MAX_QUANTITY, MIN_QUANTITY } from './bag';
import { MAX_CHOICES_PER_LINE, OPTION_GROUP_LIMITS } from '../catalog/option-groups';
import { MODALIDADES, PAYMENT_METHODS } from '../orders/order';
import { documentId, readRequest, type SchemaFieldErrors } from '../shared/request.schema';
import { isValidPhone } from '../shared/validation';
import { ORDER_TEXT_LIMITS } from '../orders/order-text-limits';
import type { OrderRequest } from './order-request';
import { COUPON_CODE } from '../promotions/coupon';
import { ONLINE_METHOD_PAYMENT, ONLINE_METHODS } from '../payments/online-payment';
import { CARD_BRANDS } from '../payments/card-form';

/**
 * Reading an untrusted order request: the shape and the limits, nothing about the catalogue.
 * functions/src/orders/place-order.ts reads every request with it before pricing (order-pricing.ts).
 */


/** Trimmed text of `min` to `max` characters (measured after trimming). */
const trimmed = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
/** Optional text: absent or null reads as ''. */
const optional = (max: number) => v.pipe(v.nullish(trimmed(0, max), ''), v.transform((value) => value ?? ''));
/** A pizza's size or flavour by name, or null for none. */
const choiceName = v.pipe(v.nullish(trimmed(1, 60), null), v.transform((value) => value ?? null));

const limits = ORDER_TEXT_LIMITS;

const addressSchema = v.pipe(
  v.object({
    rua: trimmed(1, limits.rua),
    numero: trimmed(1, limits.numero),
    bairro: trimmed(1, limits.bairro),
    cidade: trimmed(1, limits.cidade),
    cep: optional(limits.cep),
    estado: optional(limits.estado),
    complemento: optional(limits.complemento),
    // The door on the map (issue #54), when the customer placed the pin.
    ponto: v.optional(v.object({ lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)) })),
  }),
  // Stored as the address book keeps it: estado, complemento and ponto only when given.
  v.transform(({ estado, complemento, ponto, ...address }): Address => ({ ...address, ...(estado ? { estado } : {}), ...(complemento ? { complemento } : {}), ...(ponto ? { ponto: { lat: ponto.lat, lng: ponto.lng } } : {}) })),
);

const chosenOptionSchema = v.object({
  grupoId: documentId,
  opcaoId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,24}$/)),
  quantidade: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(OPTION_GROUP_LIMITS.choices)),
});

const lineSchema = v.object({
  productId: documentId,
  quantidade: v.pipe(v.number(), v.integer(), v.minValue(MIN_QUANTITY), v.maxValue(MAX_QUANTITY)),
  size: choiceName,
  flavor: choiceName,
  // Absent from checkouts of before complementos: none chosen.
  complementos: v.pipe(v.nullish(v.pipe(v.array(chosenOptionSchema), v.maxLength(MAX_CHOICES_PER_LINE)), []), v.transform((value) => value ?? [])),
  observacoes: optional(limits.lineNote),
});

/** The checkout's request (functions/src/orders/place-order.ts reads it with this schema). */
export const orderRequestSchema = v.pipe(
  v.object({
    orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{20}$/)),
    restaurantId: documentId,
    lines: v.pipe(v.array(lineSchema), v.minLength(1), v.maxLength(MAX_ORDER_LINES)),
    // null only for a pickup order ('Retirar no local', Modalidade in domain/orders/order.ts).
    endereco: v.nullable(addressSchema),
    modalidade: v.optional(v.picklist(MODALIDADES), 'entrega'),
    clientName: trimmed(1, limits.clientName),
    clientPhone: v.pipe(trimmed(1, limits.clientPhone), v.check(isValidPhone)),
    pagamento: v.picklist(PAYMENT_METHODS),
    // Absent from checkouts paid at the door, and from those of before issue #52.
    online: v.pipe(v.nullish(v.picklist(ONLINE_METHODS), null), v.transform((value) => value ?? null)),
    cartao: v.pipe(
      v.nullish(v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)), bandeira: v.picklist(CARD_BRANDS), cpf: v.pipe(v.string(), v.regex(/^\d{11}$/)) }), null),
      v.transform((value) => value ?? null),
    ),
    troco: v.pipe(v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000)), null), v.transform((value) => value ?? null)),
    observacoesPedido: optional(limits.orderNote),
    expectedTotal: v.pipe(v.number(), v.integer(), v.minValue(0)),
    // Absent from checkouts of before coupons: none. The server looks the code up itself.
    cupom: v.pipe(v.nullish(v.pipe(v.string(), v.regex(COUPON_CODE)), null), v.transform((value) => value ?? null)),
    // Sabor credits (issue #53): absent or 0 for none.
    credito: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)), 0),
    // 'Agendar' (issue #54): the slot's start in epoch milliseconds; absent or null: for now.
    agendadoPara: v.pipe(v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000_000)), null), v.transform((value) => value ?? null)),
  }),
  // An order paid in the app is recorded under its method ('Pix').
  v.check((request) => request.online === null || request.pagamento === ONLINE_METHOD_PAYMENT[request.online]),
  // A card paid in the app comes tokenised, and only then.
  v.check((request) => (request.online === 'cartao') === (request.cartao !== null)),
  // Change is asked only of cash payments.
  v.check((request) => request.troco === null || request.pagamento === 'Dinheiro'),
  // A delivery needs its address; a pickup has none (an address sent with it is dropped).
  v.check((request) => request.modalidade === 'retirada' || request.endereco !== null),
  v.transform(({ modalidade, endereco, online, cartao, credito, agendadoPara, ...rest }): OrderRequest => {
    const base = agendadoPara === null ? rest : { ...rest, agendadoPara };
    const withCredit = credito > 0 ? { ...base, credito } : base;
    const request = online ? { ...withCredit, online, ...(cartao ? { cartao } : {}) } : withCredit;
    return modalidade === 'retirada' ? { ...request, endereco: null, modalidade } : { ...request, endereco };
  }),
);

/**
 * The request as sent by a client, checked for shape and limits (nothing about the catalogue):
 * the request, or the fields missing, of the wrong type or too long.
 */
export function parseOrderRequest(value: unknown): { ok: true; value: OrderRequest } | { ok: false; errors: SchemaFieldErrors } {
  return readRequest(orderRequestSchema, value);
}
