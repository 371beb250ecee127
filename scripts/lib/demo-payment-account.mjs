/**
 * The demo's Cantina da Nonna takes payment in the app (issue #52): its account connected to the
 * local Mercado Pago stand-in's first seller, as if its dono had clicked 'Conectar Mercado Pago'
 * and authorised it. Only where the stand-in runs (`npm start`, the tests: SABOR_MERCADO_PAGO_URL
 * and this run's application in the environment); a seed without it leaves every store paid at
 * the door. Runs the Functions' own code (payments/payment-accounts.ts).
 */
import { withFunctionModules } from './function-code.mjs';

export const DEMO_ONLINE_STORE = { restaurantId: 'cantina-da-nonna', sellerId: 1001 };

/** Resolves with the connected store's id, or null when no stand-in runs. */
export async function connectDemoPaymentAccountOf(projectId, env = process.env) {
  const url = env.SABOR_MERCADO_PAGO_URL;
  if (!url || !env.MERCADO_PAGO_CLIENT_ID) return null;
  return withFunctionModules(projectId, ['/functions/src/payments/payment-accounts.ts', '/functions/src/payments/mercado-pago.ts'], async ([accounts, mercadoPago], db) => {
    const redirectUri = accounts.paymentRedirectUri();
    const consent = await fetch(`${url}/authorization/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: env.MERCADO_PAGO_CLIENT_ID, redirect_uri: redirectUri, seller_id: DEMO_ONLINE_STORE.sellerId }),
    });
    if (!consent.ok) throw new Error(`Mercado Pago (stand-in): a autorização falhou (${consent.status})`);
    const { code } = await consent.json();
    const provider = mercadoPago.mercadoPagoProvider(mercadoPago.mercadoPagoSettings(env));
    await accounts.connectDemoStore(db, provider, DEMO_ONLINE_STORE.restaurantId, code, new Date());
    return DEMO_ONLINE_STORE.restaurantId;
  });
}
