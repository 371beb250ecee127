/**
 * A restaurant's own Mercado Pago account, connected to Sabor's application (issue #52): the
 * payments of its orders land there, Sabor's commission is taken as the marketplace fee.
 * - contasPagamento/{restaurantId}: the account's tokens, read and written by the Functions alone
 *   (no client reads a seller token, firestore.rules);
 * - restaurantes/{id}/privado/pagamentos: whether it is connected, for the dono, the gerentes and
 *   the operators (payment-account.record.ts);
 * - restaurantes/{id}.pagamentoOnline: true while connected, so the checkout offers paying in the app;
 * - conexoesPagamento/{state}: a connection under way, the OAuth `state` it started with, so the
 *   code that comes back is taken only for the store and the person who asked, within minutes.
 */

export const PAYMENT_ACCOUNTS = 'contasPagamento';
export const PAYMENT_CONNECTIONS = 'conexoesPagamento';
/** The status document's id under restaurantes/{id}/privado. */
export const PAYMENT_STATUS_DOC = 'pagamentos';

/** How long a connection started may come back with its code. */
export const PAYMENT_CONNECTION_MINUTES = 15;
/** Tokens are refreshed once they expire within this many days (Mercado Pago's last 180). */
export const PAYMENT_TOKEN_REFRESH_DAYS = 30;

export interface PaymentAccountStatus {
  provedor: 'mercadopago';
  estado: 'conectada' | 'desconectada';
  /** The account's id at the provider (its payments' collector). */
  vendedorId: string;
  conectadaEm: Date | null;
  desconectadaEm: Date | null;
}

export const PAYMENT_ACCOUNT_MESSAGES = {
  unavailable: 'O pagamento online ainda não está disponível na Sabor.',
  ownerOnly: 'Só o dono da loja pode conectar ou desconectar a conta Mercado Pago.',
  expired: 'A conexão demorou demais ou já foi usada. Clique em "Conectar Mercado Pago" de novo.',
  denied: 'A conexão com o Mercado Pago foi cancelada. Nada mudou.',
  failed: 'O Mercado Pago não confirmou a conexão. Tente de novo em instantes.',
};
