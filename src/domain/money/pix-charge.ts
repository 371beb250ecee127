import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import type { Centavos } from '../shared/money';
import { saoPauloDayKey } from '../shared/sao-paulo-day';
import type { PixKey } from './pix-key';

/**
 * Pix copia e cola for an order paid by Pix at the door: a static BR Code for the exact total,
 * made by the placeOrder function and stored on the order, so the amount the customer scans is
 * the one the server priced. Sabor has no payment provider: only the restaurant's bank app shows
 * that the money arrived, so the panel's 'Pix recebido' is the restaurant's own word.
 *
 * The payload comes from @brazilian-utils/brazilian-utils (ASCII folding and the 25/15 character
 * limits of name and city, the amount's two decimals, the txid's charset, the padded CRC16), the
 * BR Code details hand-rolled generators get wrong.
 */

/** What the order stores (restaurantes/{id}/pedidos/{orderId}.pix). */
export interface OrderPix {
  payload: string;
  txid: string;
  /** The restaurant marked it received ('Pix recebido'), and when (server time). */
  recebido: boolean;
  recebidoEm: Date | null;
}

const TXID_PREFIX = 'SABOR';
/** The BR Code's txid: letters and digits only, 1 to 25 (Manual de Padrões para Iniciação do Pix §2.6.2). */
export const TXID_MAX = 25;

/**
 * The txid naming the order as the counter and the bank statement read it: 'SABOR20261124N0042'
 * for order #0042 of 24/11/2026 (São Paulo day, as the numbering). Without a number yet, the
 * order id's first letters and digits stand in (Firestore ids are letters and digits).
 */
export function pixTxid(createdAt: Date, numero: number | null, orderId: string): string {
  const day = saoPauloDayKey(createdAt).replace(/-/g, '');
  const head = `${TXID_PREFIX}${day}`;
  const tail = numero !== null && Number.isInteger(numero) && numero > 0 ? `N${String(numero).padStart(4, '0')}` : orderId.replace(/[^A-Za-z0-9]/g, '');
  return `${head}${tail}`.slice(0, TXID_MAX);
}

export interface PixChargeRequest {
  key: PixKey;
  titular: string;
  cidade: string;
  amountCentavos: Centavos;
  txid: string;
}

/** The BR Code payload, or null when the library refuses a field (a key or txid that does not read, no amount). */
export function pixChargeFor({ key, titular, cidade, amountCentavos, txid }: PixChargeRequest): string | null {
  if (!Number.isInteger(amountCentavos) || amountCentavos <= 0) return null;
  // Whole centavos over 100 is the double nearest the two-decimal amount, which the library writes
  // with toFixed(2) and checks round-trips: no 0.1 + 0.2 noise reaches the payload.
  return generatePixPayload({ key: key.chave, merchantName: titular, merchantCity: cidade, amount: amountCentavos / 100, txid });
}

/** What a payload asks for, as read back by the library (which also checks its CRC); null if it does not read. */
export interface DecodedPixCharge {
  key: string;
  amountCentavos: Centavos | null;
  txid: string | null;
  titular: string;
  cidade: string;
}

export function decodePixCharge(payload: string): DecodedPixCharge | null {
  const info = getPixPayloadInfo(payload);
  if (!info || !info.key) return null;
  return {
    key: info.key,
    amountCentavos: info.amount === undefined ? null : Math.round(info.amount * 100),
    txid: info.txid ?? null,
    titular: info.merchantName,
    cidade: info.merchantCity,
  };
}

/** An order's stored `pix`, read defensively: null unless it has a payload and a txid. */
export function toOrderPix(value: unknown, toDate: (value: unknown) => Date | null): OrderPix | null {
  if (typeof value !== 'object' || value === null) return null;
  const { payload, txid, recebido, recebidoEm } = value as Record<string, unknown>;
  if (typeof payload !== 'string' || !payload || typeof txid !== 'string') return null;
  return { payload, txid, recebido: recebido === true, recebidoEm: toDate(recebidoEm) };
}
