import type { CardPaymentRequest, CardReading } from '@/domain/payments/card-form';
import { ONLINE_PAYMENT_MESSAGES } from '@/domain/payments/online-payment';
import { usesEmulators } from './firebase-config';

/**
 * A card tokenised in the browser by Mercado Pago's own script (issue #52): the card's number,
 * validity and code go from this page straight to Mercado Pago, which answers with a single-use
 * token; only the token reaches Sabor's placeOrder. The script is loaded on the first card
 * payment, not before: the checkout's first paint does not wait for it.
 *
 * - A real project loads https://sdk.mercadopago.com/js/v2 (firebase.json's CSP lists it and
 *   api.mercadopago.com, where it posts the card).
 * - Against the emulators, the local stand-in's copy of it (VITE_MERCADO_PAGO_SDK_URL,
 *   scripts/lib/mercado-pago-stand-in.mjs), which posts to the stand-in.
 */

const SDK_URL = usesEmulators ? import.meta.env.VITE_MERCADO_PAGO_SDK_URL || '' : 'https://sdk.mercadopago.com/js/v2';

interface MercadoPagoSdk {
  createCardToken(data: Record<string, string>): Promise<{ id: string }>;
}
type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoSdk;

let loading: Promise<MercadoPagoConstructor> | null = null;

/** The SDK's constructor, its script added to the page once (again after a failed load). */
function loadSdk(): Promise<MercadoPagoConstructor> {
  const loaded = (window as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    if (!SDK_URL) return reject(new Error('No Mercado Pago SDK is configured'));
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => {
      const sdk = (window as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
      if (sdk) resolve(sdk);
      else reject(new Error('The Mercado Pago SDK did not start'));
    };
    script.onerror = () => reject(new Error('The Mercado Pago SDK could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Why tokenising failed, in the customer's words: the network, or the provider refusing the card's data. */
export class CardTokenError extends Error {}

/** The card as placeOrder takes it, tokenised for the store's account (`publicKey`). */
export async function tokeniseCard(publicKey: string, reading: Extract<CardReading, { ok: true }>): Promise<CardPaymentRequest> {
  let MercadoPago: MercadoPagoConstructor;
  try {
    MercadoPago = await loadSdk();
  } catch {
    throw new CardTokenError(ONLINE_PAYMENT_MESSAGES.cardFailed);
  }
  const { card } = reading;
  try {
    const token = await new MercadoPago(publicKey, { locale: 'pt-BR' }).createCardToken({
      cardNumber: card.numero,
      cardholderName: card.nome,
      cardExpirationMonth: String(card.mes).padStart(2, '0'),
      cardExpirationYear: String(card.ano),
      securityCode: card.cvv,
      identificationType: 'CPF',
      identificationNumber: card.cpf,
    });
    return { token: token.id, bandeira: card.bandeira, cpf: card.cpf };
  } catch (error) {
    // A refusal of the data (HTTP 400) is the customer's to fix; anything else is the connection.
    const status = (error as { status?: number }).status;
    throw new CardTokenError(status && status >= 400 && status < 500 ? ONLINE_PAYMENT_MESSAGES.cardUnreadable : ONLINE_PAYMENT_MESSAGES.cardFailed);
  }
}
