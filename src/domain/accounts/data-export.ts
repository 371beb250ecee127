import { saoPauloDayKey } from '../shared/sao-paulo-day';

/**
 * 'Baixar meus dados' (issue #39, LGPD art. 18 II and V: access and portability): everything the
 * platform keeps about the signed-in person, as one JSON file made at once by the exportMyData
 * function. Only the person's own data: an order carries the customer's name, phone and address
 * but not the rider's; a rider's deliveries carry the fee and the restaurant but not the customer.
 */

export const DATA_EXPORT_FORMAT = 'sabor-meus-dados';
export const DATA_EXPORT_VERSION = 3;

/** How many of the newest orders and deliveries the file holds: far above a person's real history. */
export const DATA_EXPORT_MAX_ORDERS = 2000;

/** Where a person sends a data request the app does not answer by itself (LGPD art. 41). */
export const DATA_REQUESTS_EMAIL = 'privacidade@sabor.app.br';

export type PlainJson = string | number | boolean | null | PlainJson[] | { [key: string]: PlainJson };

export interface PersonalDataExport {
  formato: typeof DATA_EXPORT_FORMAT;
  versao: typeof DATA_EXPORT_VERSION;
  geradoEm: string;
  /** The account as stored (usuarios/{uid}): name, e-mail, phone, saved addresses, type. */
  conta: PlainJson;
  /** The orders the person placed, newest first. */
  pedidos: PlainJson[];
  avaliacoes: PlainJson[];
  /** The devices that receive notifications, without their push keys. */
  aparelhos: PlainJson[];
  /** What the person consented to (consents.ts): each kind with its version and time. */
  consentimentos: PlainJson[];
  /** The person's applications to sell or deliver, with the terms version they accepted. */
  cadastros: PlainJson[];
  /** The restaurant team the person belongs to, with the role. */
  equipe: PlainJson | null;
  /** The help cases the person opened (issue #53), each with its timeline and decision. */
  casosDeAjuda: PlainJson[];
  /** The chats of the person's orders, and what they wrote in others' (issue #53): each message, with whether it is theirs. */
  mensagensDePedidos: PlainJson[];
  /** Sabor credits (issue #53): the balance, centavos, and its moves, newest first. */
  creditos: { saldo: number; movimentos: PlainJson[] };
  /** The deliveries the person rated (issue #53): the order, the stars and the comment. */
  avaliacoesDeEntregas: PlainJson[];
  /** As a rider: the deliveries made (delivered), newest first. */
  entregas: PlainJson[];
  /** As a rider (issue #53): the customers' ratings of their rides (stars and comments, not who gave them) and their tally; null for someone never rated. */
  notaComoEntregador: { total: number; soma: number; avaliacoes: PlainJson[] } | null;
  /**
   * The messages the platform sent the person and still keeps (issue #51; the outbox forgets them
   * after OUTBOX_RETENTION_DAYS): each e-mail's subject, text and state, each notification's
   * title, text and link.
   */
  mensagens: { emails: PlainJson[]; notificacoes: PlainJson[] };
}

/**
 * Stored values as plain JSON: timestamps (anything with toDate()) and dates as ISO text, maps and
 * lists walked, anything else that JSON cannot hold left out.
 */
export function toPlainJson(value: unknown): PlainJson {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return value.toISOString();
  const stamp = value as { toDate?: () => Date };
  if (typeof stamp.toDate === 'function') return stamp.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (typeof value === 'object') {
    const plain: { [key: string]: PlainJson } = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item !== undefined && typeof item !== 'function') plain[key] = toPlainJson(item);
    }
    return plain;
  }
  return null;
}

/** `data` with only `keys`, as plain JSON (a projection that leaves other people's data out). */
export function pick(data: Record<string, unknown> | undefined, keys: readonly string[]): { [key: string]: PlainJson } {
  const picked: { [key: string]: PlainJson } = {};
  for (const key of keys) if (data && data[key] !== undefined) picked[key] = toPlainJson(data[key]);
  return picked;
}

/** The order fields that are the customer's own (the rider's name and phone are not). */
export const CUSTOMER_ORDER_FIELDS = [
  'restaurantName',
  'numero',
  'createdAt',
  'status',
  'itens',
  'subTotal',
  'taxaEntrega',
  'totalValue',
  'totalAmount',
  'pagamento',
  'troco',
  'endereco',
  'deliveryAddress',
  'clientName',
  'clientPhone',
  'observacoesPedido',
  'motivoRejeicao',
] as const;

/** What a delivery is to the rider who made it (the customer's name, phone and address are not). */
export const RIDER_DELIVERY_FIELDS = ['restaurantName', 'numero', 'createdAt', 'status', 'taxaEntrega', 'totalValue', 'pagamento', 'retiradoEm', 'ultimaAtualizacao'] as const;

/** 'meus-dados-sabor_2026-11-27.json'. */
export function dataExportFileName(now: Date): string {
  return `meus-dados-sabor_${saoPauloDayKey(now)}.json`;
}
