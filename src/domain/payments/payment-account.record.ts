import type { PaymentAccountStatus } from './payment-account';
import { toDate, toText, type StoredData } from '../shared/stored-values';

/** restaurantes/{id}/privado/pagamentos (payment-account.ts), as the panel and the console read it; null when never connected. */
export function paymentAccountStatusFromData(data: StoredData | undefined): PaymentAccountStatus | null {
  if (!data) return null;
  return {
    provedor: 'mercadopago',
    estado: data.estado === 'conectada' ? 'conectada' : 'desconectada',
    vendedorId: toText(data.vendedorId),
    conectadaEm: toDate(data.conectadaEm),
    desconectadaEm: toDate(data.desconectadaEm),
  };
}
