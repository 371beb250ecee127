/**
 * What the app calls: every callable of the contract (src/domain/contract/callables.ts) and the img
 * HTTP function. index.ts re-exports all that this module exports, so it exports Functions only.
 */
import { onRequest, type CallableFunction } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION as REGION, type CallableName, type CallableResponse } from '@/domain/contract/callables';
import { cancelAccountDeletionAs, requestAccountDeletionAs, runAccountDeletionsAs } from './accounts/account-deletion';
import { exportMyDataAs } from './accounts/data-export';
import { setSuspensionAs } from './accounts/moderation';
import { reviewApplicationAs, submitApplicationAs } from './accounts/onboarding';
import { acceptInvitationAs, cancelInvitationAs, inviteMemberAs, removeMemberAs, setMemberRoleAs } from './accounts/team';
import { onCallRefusingUndecodable } from './lib/callable-protocol';
import { saveFinanceSettingsAs } from './money/finance-settings';
import { acceptTermsAs, adjustCommissionAs, proposeContractAs } from './money/partner-contract';
import { confirmSettlementAs } from './money/settlements';
import { closeStatementsAs, confirmStatementPaymentAs, reportStatementPaidAs } from './money/statements';
import { sendTestPushAs } from './notify/test-push';
import { claimOrderAs } from './orders/claim-order';
import { previewCouponAs } from './orders/coupons';
import { QUEUED_ORDER_WATCH } from './orders/order-watch';
import { refundOrderItemsAs } from './payments/partial-refunds';
import { checkCardPaymentAs } from './payments/card-challenges';
import { sendOrderMessageAs } from './orders/order-chat';
import { resolvePaymentDivergenceAs } from './ops/payment-divergences';
import { openHelpCaseAs } from './help/help-cases';
import { answerHelpCaseAs, decideHelpCaseAs } from './help/help-answers';
import { placeOrderAs } from './orders/place-order';
import { releaseOrderAs } from './orders/release-order';
import { retryFailedTaskAs, retryOutboxMessageAs } from './ops/service-health';
import { PAYMENT_SECRETS } from './payments/mercado-pago';
import { connectPaymentAccountAs, disconnectPaymentAccountAs, finishPaymentAccountAs } from './payments/payment-accounts';
import { answerPaymentWebhook } from './payments/payment-webhook';
import { auth, db, payments, photos } from './runtime';
import { saveCityAs } from './stores/cities';
import { saveDeliveryAreasAs } from './stores/delivery-areas';
import { openStoreAs } from './stores/open-store';
import { deletePhotoAs, savePhotoAs, servePhoto } from './stores/photos';

const CALLABLE = { region: REGION, maxInstances: 10 } as const;
/**
 * Where a cold start costs a customer or a rider the moment (issue #51: the evening's first claim
 * took 11 s on a cold emulator worker; on Cloud Functions a cold Node instance adds seconds too):
 * one instance kept warm. Billed while idle, at Cloud Run's idle rate: about US$ 4 a month each at
 * 256 MiB in southamerica-east1 (README, 'Warm instances'). The emulators ignore it.
 */
const WARM_CALLABLE = { ...CALLABLE, minInstances: 1 } as const;
/** The callables that talk to Mercado Pago, with its secrets (payments/mercado-pago.ts). */
const PAYMENT_CALLABLE = { ...CALLABLE, secrets: PAYMENT_SECRETS };

/**
 * Every callable of the contract, under its name and answering its response type: a name missing
 * here, one not in the contract, or a handler answering another shape fails to compile. Each
 * handler reads its own request (the data arrives unchecked) and refuses with the contract's codes.
 */
const callables = {
  /** The checkout's 'Confirmar pedido': see orders/place-order.ts. */
  placeOrder: onCallRefusingUndecodable('placeOrder', { ...WARM_CALLABLE, secrets: PAYMENT_SECRETS }, (request) => placeOrderAs(db, request.auth, request.data, undefined, QUEUED_ORDER_WATCH, payments)),
  /** The checkout's 'Aplicar' on a coupon code: see orders/coupons.ts. */
  previewCoupon: onCallRefusingUndecodable('previewCoupon', CALLABLE, (request) => previewCouponAs(db, request.auth, request.data)),
  /** The rider's 'Aceitar Pedido': see orders/claim-order.ts. */
  claimOrder: onCallRefusingUndecodable('claimOrder', WARM_CALLABLE, (request) => claimOrderAs(db, request.auth, request.data)),
  /** The rider's 'Devolver pedido': see orders/release-order.ts. */
  releaseOrder: onCallRefusingUndecodable('releaseOrder', CALLABLE, (request) => releaseOrderAs(db, request.auth, request.data)),
  /** 'Enviar cadastro' (restaurant or rider): see accounts/onboarding.ts. */
  submitApplication: onCallRefusingUndecodable('submitApplication', CALLABLE, (request) => submitApplicationAs(db, request.auth, request.data)),
  /** The operator's Aprovar / Pedir ajustes / Recusar. */
  reviewApplication: onCallRefusingUndecodable('reviewApplication', CALLABLE, (request) => reviewApplicationAs(db, request.auth, request.data)),
  /** The owner's 'Abrir minha loja': see stores/open-store.ts. */
  openStore: onCallRefusingUndecodable('openStore', CALLABLE, (request) => openStoreAs(db, request.auth, request.data)),
  /** 'Áreas de entrega': see stores/delivery-areas.ts. */
  saveDeliveryAreas: onCallRefusingUndecodable('saveDeliveryAreas', CALLABLE, (request) => saveDeliveryAreasAs(db, request.auth, request.data)),
  /** A restaurant's team, its invitations and roles: see accounts/team.ts. */
  inviteMember: onCallRefusingUndecodable('inviteMember', CALLABLE, (request) => inviteMemberAs(db, auth, request.auth, request.data)),
  acceptInvitation: onCallRefusingUndecodable('acceptInvitation', CALLABLE, (request) => acceptInvitationAs(db, auth, request.auth, request.data)),
  cancelInvitation: onCallRefusingUndecodable('cancelInvitation', CALLABLE, (request) => cancelInvitationAs(db, request.auth, request.data)),
  setMemberRole: onCallRefusingUndecodable('setMemberRole', CALLABLE, (request) => setMemberRoleAs(db, request.auth, request.data)),
  removeMember: onCallRefusingUndecodable('removeMember', CALLABLE, (request) => removeMemberAs(db, auth, request.auth, request.data)),
  /** The operator's 'Suspender' / 'Retirar suspensão': see accounts/moderation.ts. */
  setSuspension: onCallRefusingUndecodable('setSuspension', CALLABLE, (request) => setSuspensionAs(db, auth, request.auth, request.data)),
  /** The operator's 'Cidades': see stores/cities.ts. */
  saveCity: onCallRefusingUndecodable('saveCity', CALLABLE, (request) => saveCityAs(db, request.auth, request.data)),
  /** 'Enviar notificação de teste' (issue #37): see notify/test-push.ts. */
  sendTestPush: onCallRefusingUndecodable('sendTestPush', CALLABLE, (request) => sendTestPushAs(db, request.auth, request.data)),
  /** The commission statements (issue #38): see money/statements.ts. */
  closeStatements: onCallRefusingUndecodable('closeStatements', CALLABLE, (request) => closeStatementsAs(db, request.auth)),
  reportStatementPaid: onCallRefusingUndecodable('reportStatementPaid', CALLABLE, (request) => reportStatementPaidAs(db, request.auth, request.data)),
  confirmStatementPayment: onCallRefusingUndecodable('confirmStatementPayment', CALLABLE, (request) => confirmStatementPaymentAs(db, request.auth, request.data)),
  /** A restaurant's contract and corrections: see money/partner-contract.ts. */
  adjustCommission: onCallRefusingUndecodable('adjustCommission', CALLABLE, (request) => adjustCommissionAs(db, request.auth, request.data)),
  proposeContract: onCallRefusingUndecodable('proposeContract', CALLABLE, (request) => proposeContractAs(db, request.auth, request.data)),
  acceptTerms: onCallRefusingUndecodable('acceptTerms', CALLABLE, (request) => acceptTermsAs(db, request.auth, request.data)),
  /** 'Acerto feito' between a rider and a restaurant: see money/settlements.ts. */
  confirmSettlement: onCallRefusingUndecodable('confirmSettlement', CALLABLE, (request) => confirmSettlementAs(db, request.auth, request.data)),
  /** The operator's 'Dados de cobrança': see money/finance-settings.ts. */
  saveFinanceSettings: onCallRefusingUndecodable('saveFinanceSettings', CALLABLE, (request) => saveFinanceSettingsAs(db, request.auth, request.data)),
  /** 'Baixar meus dados' (issue #39): see accounts/data-export.ts. */
  exportMyData: onCallRefusingUndecodable('exportMyData', CALLABLE, (request) => exportMyDataAs(db, request.auth)),
  /** 'Excluir minha conta' and 'Cancelar exclusão' (issue #39): see accounts/account-deletion.ts. */
  requestAccountDeletion: onCallRefusingUndecodable('requestAccountDeletion', CALLABLE, (request) => requestAccountDeletionAs(db, request.auth, request.data)),
  cancelAccountDeletion: onCallRefusingUndecodable('cancelAccountDeletion', CALLABLE, (request) => cancelAccountDeletionAs(db, request.auth)),
  /** The operator's 'Concluir exclusões vencidas': what deleteDueAccountsDaily does, where no scheduler runs. */
  runAccountDeletions: onCallRefusingUndecodable('runAccountDeletions', CALLABLE, (request) => runAccountDeletionsAs(db, auth, request.auth)),
  /** The operator's 'Saúde' (issue #51): see ops/service-health.ts. */
  retryOutboxMessage: onCallRefusingUndecodable('retryOutboxMessage', CALLABLE, (request) => retryOutboxMessageAs(db, request.auth, request.data)),
  retryFailedTask: onCallRefusingUndecodable('retryFailedTask', CALLABLE, (request) => retryFailedTaskAs(db, request.auth, request.data)),
  /** A store's own Mercado Pago account (issue #52): see payments/payment-accounts.ts. */
  connectPaymentAccount: onCallRefusingUndecodable('connectPaymentAccount', PAYMENT_CALLABLE, (request) => connectPaymentAccountAs(db, payments, request.auth, request.data)),
  finishPaymentAccount: onCallRefusingUndecodable('finishPaymentAccount', PAYMENT_CALLABLE, (request) => finishPaymentAccountAs(db, payments, request.auth, request.data)),
  disconnectPaymentAccount: onCallRefusingUndecodable('disconnectPaymentAccount', CALLABLE, (request) => disconnectPaymentAccountAs(db, request.auth, request.data)),
  /** 'Preciso de ajuda' (issue #53): see help/help-cases.ts, and help/help-answers.ts for the store's and the operator's answers. */
  openHelpCase: onCallRefusingUndecodable('openHelpCase', CALLABLE, (request) => openHelpCaseAs(db, photos, request.auth, request.data, QUEUED_ORDER_WATCH)),
  answerHelpCase: onCallRefusingUndecodable('answerHelpCase', PAYMENT_CALLABLE, (request) => answerHelpCaseAs(db, payments, request.auth, request.data, QUEUED_ORDER_WATCH)),
  decideHelpCase: onCallRefusingUndecodable('decideHelpCase', PAYMENT_CALLABLE, (request) => decideHelpCaseAs(db, payments, request.auth, request.data, QUEUED_ORDER_WATCH)),
  resolvePaymentDivergence: onCallRefusingUndecodable('resolvePaymentDivergence', CALLABLE, (request) => resolvePaymentDivergenceAs(db, request.auth, request.data)),
  /** 'Reembolsar itens' (issue #52): see payments/partial-refunds.ts. */
  refundOrderItems: onCallRefusingUndecodable('refundOrderItems', PAYMENT_CALLABLE, (request) => refundOrderItemsAs(db, payments, request.auth, request.data, QUEUED_ORDER_WATCH)),
  /** An order's chat (issue #53): see orders/order-chat.ts. */
  sendOrderMessage: onCallRefusingUndecodable('sendOrderMessage', CALLABLE, (request) => sendOrderMessageAs(db, request.auth, request.data)),
  /** '/status' after the bank's 3-D Secure page (issue #52): see payments/card-challenges.ts. */
  checkCardPayment: onCallRefusingUndecodable('checkCardPayment', PAYMENT_CALLABLE, (request) => checkCardPaymentAs(db, payments, request.auth, request.data, QUEUED_ORDER_WATCH)),
  /** The panel's photos (issue #40): see stores/photos.ts. */
  savePhoto: onCallRefusingUndecodable('savePhoto', CALLABLE, (request) => savePhotoAs(db, photos, request.auth, request.data)),
  deletePhoto: onCallRefusingUndecodable('deletePhoto', CALLABLE, (request) => deletePhotoAs(db, photos, request.auth, request.data)),
} satisfies { [Name in CallableName]: CallableFunction<unknown, Promise<CallableResponse<Name>>> };

export const {
  placeOrder,
  previewCoupon,
  claimOrder,
  releaseOrder,
  submitApplication,
  reviewApplication,
  openStore,
  saveDeliveryAreas,
  inviteMember,
  acceptInvitation,
  cancelInvitation,
  setMemberRole,
  removeMember,
  setSuspension,
  saveCity,
  sendTestPush,
  closeStatements,
  reportStatementPaid,
  confirmStatementPayment,
  adjustCommission,
  proposeContract,
  acceptTerms,
  confirmSettlement,
  saveFinanceSettings,
  exportMyData,
  requestAccountDeletion,
  cancelAccountDeletion,
  runAccountDeletions,
  retryOutboxMessage,
  retryFailedTask,
  connectPaymentAccount,
  finishPaymentAccount,
  disconnectPaymentAccount,
  refundOrderItems,
  checkCardPayment,
  sendOrderMessage,
  resolvePaymentDivergence,
  openHelpCase,
  answerHelpCase,
  decideHelpCase,
  savePhoto,
  deletePhoto,
} = callables;

/**
 * /img/{id}: a photo's bytes (issue #40), behind Hosting's rewrite of /img/** (firebase.json) and,
 * under `npm start` and the tests, Vite's proxy (vite.config.ts). Cached for a year by the CDN and
 * the browser: a photo's id never gets other bytes.
 */
export const img = onRequest({ region: REGION, maxInstances: 10, invoker: 'public' }, (request, response) => servePhoto(photos, request, response));

/**
 * The payment provider's notifications (issue #52): see payments/payment-webhook.ts. Public, as a
 * webhook must be: its signature is what it is checked by.
 */
export const mercadoPagoWebhook = onRequest({ region: REGION, maxInstances: 10, invoker: 'public', secrets: PAYMENT_SECRETS }, async (request, response) => {
  const answer = await answerPaymentWebhook(db, payments, request, QUEUED_ORDER_WATCH, new Date());
  response.status(answer.status).send(answer.body);
});
