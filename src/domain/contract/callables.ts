import type { InviteMemberResponse } from '@/domain/accounts/team';
import type {
  acceptInvitationSchema,
  AcceptInvitationRequest,
  cancelInvitationSchema,
  CancelInvitationRequest,
  inviteMemberSchema,
  InviteMemberRequest,
  removeMemberSchema,
  RemoveMemberRequest,
  setMemberRoleSchema,
  SetMemberRoleRequest,
} from '@/domain/accounts/team.schema';
import type { OrderRefusalCode, OrderRequest } from '@/domain/checkout/order-request';
import type { AppliedCoupon } from '@/domain/promotions/coupon';
import type { PreviewCouponRequest, previewCouponSchema } from '@/domain/promotions/coupon.schema';
import type { orderRequestSchema } from '@/domain/checkout/order-request.schema';
import type { SaveCityRequest, saveCitySchema } from '@/domain/delivery/cities.schema';
import type { SaveDeliveryAreasRequest, saveDeliveryAreasSchema } from '@/domain/delivery/delivery-areas.schema';
import type { ReviewApplicationRequest, reviewApplicationSchema, SubmitApplicationRequest, submitApplicationSchema } from '@/domain/onboarding/application.schema';
import type { OpenStoreRequest, openStoreSchema, SetSuspensionRequest, setSuspensionSchema } from '@/domain/operator/moderation.schema';
import type { ClaimRefusalCode, OrderTarget } from '@/domain/orders/order-claim';
import type { ReleaseRefusalCode } from '@/domain/orders/order-release';
import type { ReleaseOrderRequest, releaseOrderSchema } from '@/domain/orders/order-release.schema';
import type { orderTargetSchema } from '@/domain/orders/order-target.schema';
import type { SendTestPushRequest, sendTestPushSchema } from '@/domain/notifications/push.schema';
import type { AnswerHelpCaseRequest, answerHelpCaseSchema, DecideHelpCaseRequest, decideHelpCaseSchema, OpenHelpCaseRequest, openHelpCaseSchema } from '@/domain/help/help-case.schema';
import type { RefundOrderItemsRequest, refundOrderItemsSchema } from '@/domain/payments/partial-refund.schema';
import type { OnlinePaymentState } from '@/domain/payments/online-payment';
import type { SendOrderMessageRequest, sendOrderMessageSchema } from '@/domain/orders/order-chat.schema';
import type { ResolvePaymentDivergenceRequest, resolvePaymentDivergenceSchema } from '@/domain/payments/payment-divergence.schema';
import type { FinishPaymentAccountRequest, finishPaymentAccountSchema, PaymentAccountTarget, paymentAccountTargetSchema } from '@/domain/payments/payment-account.schema';
import type { RetryFailedTaskRequest, retryFailedTaskSchema, RetryOutboxMessageRequest, retryOutboxMessageSchema } from '@/domain/operator/service-health.schema';
import type {
  ConfirmStatementPaymentRequest,
  confirmStatementPaymentSchema,
  FinanceSettingsRequest,
  financeSettingsSchema,
  StatementRef,
  statementRefSchema,
} from '@/domain/money/statements.schema';
import type {
  AcceptTermsRequest,
  acceptTermsSchema,
  AdjustCommissionRequest,
  adjustCommissionSchema,
  ProposeContractRequest,
  proposeContractSchema,
} from '@/domain/money/partner-contract.schema';
import type { SettlementRef, settlementRefSchema } from '@/domain/delivery/rider-settlements.schema';
import type { SettlementSide } from '@/domain/delivery/rider-settlements';
import type { PersonalDataExport } from '@/domain/accounts/data-export';
import type { RequestAccountDeletionRequest, requestAccountDeletionSchema } from '@/domain/accounts/account-deletion.schema';
import type { DeletePhotoRequest, deletePhotoSchema, SavePhotoRequest, savePhotoSchema } from '@/domain/photos/photo.schema';

/**
 * The callable Functions, each declared once: its name, the request the app sends (and the schema
 * the Function reads it with, where one exists), the response, and the refusal codes it answers
 * with (an HttpsError whose details are `{ code, message }`, message in Portuguese). The app's
 * services call through src/services/callable-refusal.ts `call(name, request)`, and
 * functions/src/index.ts exports one Function per name. Types only, apart from the region and
 * the list of names: the schemas are imported as types, so a screen that calls a Function does
 * not download valibot.
 */

/** São Paulo: next to the restaurants and their customers. Every Function runs here; the app calls this region. */
export const FUNCTIONS_REGION = 'southamerica-east1';

/** One callable's contract. `schema` is the type of the valibot schema its request is read with, or null. */
export interface CallableContract<Request, Response, Refusal extends string, Schema = null> {
  request: Request;
  response: Response;
  refusal: Refusal;
  schema: Schema;
}

/** A database transaction kept losing to others (functions/src/lib/contention.ts): the same request may be sent again. */
export type BusyRefusal = 'busy';

/**
 * What every callable built on functions/src/lib/callable-support.ts may answer: a request its
 * schema refuses, a visitor or an account without the right (or unverified e-mail), a suspended account.
 */
export type CommonRefusal = 'invalid' | 'not-allowed' | 'suspended';

type Ok = { ok: true };

export interface Callables {
  /** The checkout's 'Confirmar pedido' (functions/src/orders/place-order.ts); `numero` is the order's number of the day, null if numbering failed. */
  placeOrder: CallableContract<OrderRequest, { orderId: string; numero: number | null }, OrderRefusalCode | BusyRefusal, typeof orderRequestSchema>;
  /** The checkout's 'Aplicar' on a coupon code (functions/src/orders/coupons.ts): its terms when it applies here, now, to this customer. */
  previewCoupon: CallableContract<PreviewCouponRequest, Ok & { cupom: AppliedCoupon }, CommonRefusal | 'not-found' | 'coupon', typeof previewCouponSchema>;
  /** The rider's 'Aceitar Pedido' (functions/src/orders/claim-order.ts). */
  claimOrder: CallableContract<OrderTarget, Ok, ClaimRefusalCode | BusyRefusal, typeof orderTargetSchema>;
  /** The rider's 'Devolver pedido' before pickup (functions/src/orders/release-order.ts). */
  releaseOrder: CallableContract<ReleaseOrderRequest, Ok, CommonRefusal | ReleaseRefusalCode, typeof releaseOrderSchema>;
  /** 'Enviar cadastro', restaurant or rider (functions/src/accounts/onboarding.ts). */
  submitApplication: CallableContract<SubmitApplicationRequest, Ok & { cadastroId: string }, CommonRefusal | 'decided', typeof submitApplicationSchema>;
  /** The operator's Aprovar / Pedir ajustes / Recusar. */
  reviewApplication: CallableContract<
    ReviewApplicationRequest,
    Ok & { restaurantId?: string },
    CommonRefusal | 'not-found' | 'own' | 'decided' | 'applicant-changed',
    typeof reviewApplicationSchema
  >;
  /** The owner's 'Abrir minha loja'. */
  openStore: CallableContract<OpenStoreRequest, Ok, CommonRefusal | 'not-found' | 'not-ready', typeof openStoreSchema>;
  /** 'Áreas de entrega' (functions/src/stores/delivery-areas.ts). */
  saveDeliveryAreas: CallableContract<SaveDeliveryAreasRequest, Ok, CommonRefusal | 'not-found' | 'no-city' | 'not-listed', typeof saveDeliveryAreasSchema>;
  /** 'Convidar pessoa' (functions/src/accounts/team.ts). */
  inviteMember: CallableContract<InviteMemberRequest, InviteMemberResponse, CommonRefusal | 'not-owner' | 'already-member' | 'other-account', typeof inviteMemberSchema>;
  acceptInvitation: CallableContract<AcceptInvitationRequest, Ok, CommonRefusal | 'gone' | 'wrong-account' | 'expired' | 'other-account', typeof acceptInvitationSchema>;
  cancelInvitation: CallableContract<CancelInvitationRequest, Ok, CommonRefusal | 'not-owner', typeof cancelInvitationSchema>;
  setMemberRole: CallableContract<SetMemberRoleRequest, Ok, CommonRefusal | 'not-owner' | 'not-member' | 'last-owner', typeof setMemberRoleSchema>;
  removeMember: CallableContract<RemoveMemberRequest, Ok, CommonRefusal | 'not-owner' | 'not-member' | 'last-owner', typeof removeMemberSchema>;
  /** The operator's 'Suspender' / 'Retirar suspensão' (functions/src/accounts/moderation.ts). */
  setSuspension: CallableContract<SetSuspensionRequest, Ok, CommonRefusal | 'not-found' | 'admin', typeof setSuspensionSchema>;
  /** The operator's 'Cidades': opens, edits or closes a city and its bairros (functions/src/stores/cities.ts). */
  saveCity: CallableContract<SaveCityRequest, Ok & { chave: string }, CommonRefusal | 'not-found' | 'exists' | 'renamed', typeof saveCitySchema>;
  /** 'Enviar notificação de teste' to one of the caller's devices (functions/src/notify/test-push.ts). */
  sendTestPush: CallableContract<SendTestPushRequest, Ok, CommonRefusal | 'not-found', typeof sendTestPushSchema>;
  /** The operator's 'Fechar semanas encerradas' (functions/src/money/statements.ts): the weeks over closed, overdue stores stopped, as the schedules do. */
  closeStatements: CallableContract<Record<string, never>, Ok & { fechados: number; bloqueados: number }, CommonRefusal>;
  /** The restaurant's 'Já paguei' on a closed statement. */
  reportStatementPaid: CallableContract<StatementRef, Ok, CommonRefusal | 'not-found' | 'open' | 'paid', typeof statementRefSchema>;
  /** The operator's 'Confirmar pagamento'. */
  confirmStatementPayment: CallableContract<ConfirmStatementPaymentRequest, Ok, CommonRefusal | 'not-found' | 'open' | 'paid', typeof confirmStatementPaymentSchema>;
  /** The operator's 'Lançar ajuste' (functions/src/money/partner-contract.ts): a ledger entry with its reason; `lancamentoId` is the entry. */
  adjustCommission: CallableContract<AdjustCommissionRequest, Ok & { lancamentoId: string }, CommonRefusal | 'not-found', typeof adjustCommissionSchema>;
  /** The operator's 'Propor nova taxa'. */
  proposeContract: CallableContract<ProposeContractRequest, Ok, CommonRefusal | 'not-found', typeof proposeContractSchema>;
  /** The dono's 'Aceitar termos' in the panel. */
  acceptTerms: CallableContract<AcceptTermsRequest, Ok, CommonRefusal | 'not-found' | 'changed', typeof acceptTermsSchema>;
  /** The operator's 'Dados de cobrança' (functions/src/money/finance-settings.ts). */
  saveFinanceSettings: CallableContract<FinanceSettingsRequest, Ok, CommonRefusal, typeof financeSettingsSchema>;
  /** 'Baixar meus dados' (functions/src/accounts/data-export.ts): the caller's own data, at once. */
  exportMyData: CallableContract<Record<string, never>, PersonalDataExport, 'not-allowed'>;
  /** 'Excluir minha conta' (functions/src/accounts/account-deletion.ts); `efetivaEm` is when it is carried out (ISO). 'blocked': what must be resolved first. */
  requestAccountDeletion: CallableContract<RequestAccountDeletionRequest, Ok & { efetivaEm: string }, CommonRefusal | 'blocked', typeof requestAccountDeletionSchema>;
  /** 'Cancelar exclusão'. */
  cancelAccountDeletion: CallableContract<Record<string, never>, Ok, CommonRefusal>;
  /** The operator's 'Concluir exclusões vencidas': the daily job, now. */
  runAccountDeletions: CallableContract<Record<string, never>, Ok & { concluidas: number; adiadas: number }, CommonRefusal>;
  /** 'Saúde''s 'Reenviar' (functions/src/ops/service-health.ts): an outbox message that failed or is stuck, sent again. */
  retryOutboxMessage: CallableContract<RetryOutboxMessageRequest, Ok, CommonRefusal | 'not-found' | 'fine', typeof retryOutboxMessageSchema>;
  /** 'Saúde''s 'Tentar de novo': a task that gave up, queued again. */
  retryFailedTask: CallableContract<RetryFailedTaskRequest, Ok, CommonRefusal | 'not-found' | 'retried' | 'queue', typeof retryFailedTaskSchema>;
  /** The dono's 'Conectar Mercado Pago' (functions/src/payments/payment-accounts.ts): the provider's consent page for this store. */
  connectPaymentAccount: CallableContract<PaymentAccountTarget, Ok & { url: string }, CommonRefusal | 'not-found' | 'unavailable', typeof paymentAccountTargetSchema>;
  /** Back from the provider: its code becomes the store's tokens; `restaurantId` is the store connected. */
  finishPaymentAccount: CallableContract<FinishPaymentAccountRequest, Ok & { restaurantId: string }, CommonRefusal | 'not-found' | 'unavailable' | 'expired' | 'provider', typeof finishPaymentAccountSchema>;
  /** The dono's 'Desconectar'. */
  disconnectPaymentAccount: CallableContract<PaymentAccountTarget, Ok, CommonRefusal | 'not-found', typeof paymentAccountTargetSchema>;
  /** 'Reembolsar itens' (functions/src/payments/partial-refunds.ts): part of an order paid in the app given back; `valor` in centavos. */
  /** The customer's 'Preciso de ajuda' (functions/src/help/help-cases.ts); `casoId` is the case opened. */
  openHelpCase: CallableContract<OpenHelpCaseRequest, Ok & { casoId: string }, CommonRefusal | 'not-found' | 'not-yet' | 'closed' | 'already-open', typeof openHelpCaseSchema>;
  /** The store's answer to a help case: 'Reembolsar', 'Enviar de novo' or 'Contestar'. */
  answerHelpCase: CallableContract<AnswerHelpCaseRequest, Ok, CommonRefusal | 'not-found' | 'answered' | 'with-operator' | 'no-customer' | 'not-paid-in-app' | 'not-now' | 'no-account' | 'provider', typeof answerHelpCaseSchema>;
  /** The operator's decision on a help case ('Atendimento'). */
  decideHelpCase: CallableContract<DecideHelpCaseRequest, Ok, CommonRefusal | 'not-found' | 'answered' | 'no-customer' | 'not-paid-in-app' | 'not-now' | 'no-account' | 'provider' | 'no-rider', typeof decideHelpCaseSchema>;
  /** 'Saúde''s 'Resolvido' on a payment that does not add up (functions/src/ops/payment-divergences.ts). */
  resolvePaymentDivergence: CallableContract<ResolvePaymentDivergenceRequest, Ok, CommonRefusal | 'not-found' | 'resolved', typeof resolvePaymentDivergenceSchema>;
  /** 'Enviar' in an order's chat (issue #53). */
  sendOrderMessage: CallableContract<SendOrderMessageRequest, Ok, CommonRefusal | 'not-found' | 'closed' | 'too-fast' | 'too-many', typeof sendOrderMessageSchema>;
  /** '/status' after the bank's 3-D Secure page (issue #52): the card payment read from the provider. */
  checkCardPayment: CallableContract<OrderTarget, Ok & { estado: OnlinePaymentState }, CommonRefusal | 'not-found' | 'provider', typeof orderTargetSchema>;
  refundOrderItems: CallableContract<
    RefundOrderItemsRequest,
    Ok & { valor: number },
    CommonRefusal | 'not-found' | 'not-paid-in-app' | 'not-now' | 'no-account' | 'provider',
    typeof refundOrderItemsSchema
  >;
  /** 'Acerto feito', by the rider or the restaurant (functions/src/money/settlements.ts); `lados` are the sides that confirmed these figures. */
  confirmSettlement: CallableContract<SettlementRef, Ok & { lados: SettlementSide[] }, CommonRefusal | 'nothing', typeof settlementRefSchema>;
  /** A photo from the panel (functions/src/stores/photos.ts): checked and kept in the image store; `url` is '/img/{id}'. */
  savePhoto: CallableContract<SavePhotoRequest, Ok & { fotoId: string; url: string }, CommonRefusal | 'not-found' | 'bad-type' | 'bad-size' | 'bad-dimensions', typeof savePhotoSchema>;
  /** A photo taken but not kept (the form closed without saving it): its bytes deleted. */
  deletePhoto: CallableContract<DeletePhotoRequest, Ok, CommonRefusal | 'not-found', typeof deletePhotoSchema>;
}

export type CallableName = keyof Callables;
export type CallableRequest<Name extends CallableName> = Callables[Name]['request'];
export type CallableResponse<Name extends CallableName> = Callables[Name]['response'];
export type CallableRefusalCode<Name extends CallableName> = Callables[Name]['refusal'];
export type CallableSchema<Name extends CallableName> = Callables[Name]['schema'];

/** Every callable's name, at run time (a record, so that a name added above and not here fails to compile). */
const NAMES: Record<CallableName, true> = {
  placeOrder: true,
  previewCoupon: true,
  claimOrder: true,
  releaseOrder: true,
  submitApplication: true,
  reviewApplication: true,
  openStore: true,
  saveDeliveryAreas: true,
  inviteMember: true,
  acceptInvitation: true,
  cancelInvitation: true,
  setMemberRole: true,
  removeMember: true,
  setSuspension: true,
  saveCity: true,
  sendTestPush: true,
  closeStatements: true,
  reportStatementPaid: true,
  confirmStatementPayment: true,
  adjustCommission: true,
  proposeContract: true,
  acceptTerms: true,
  confirmSettlement: true,
  saveFinanceSettings: true,
  exportMyData: true,
  requestAccountDeletion: true,
  cancelAccountDeletion: true,
  runAccountDeletions: true,
  retryOutboxMessage: true,
  retryFailedTask: true,
  connectPaymentAccount: true,
  finishPaymentAccount: true,
  disconnectPaymentAccount: true,
  refundOrderItems: true,
  checkCardPayment: true,
  sendOrderMessage: true,
  resolvePaymentDivergence: true,
  openHelpCase: true,
  answerHelpCase: true,
  decideHelpCase: true,
  savePhoto: true,
  deletePhoto: true,
};
export const CALLABLE_NAMES = Object.keys(NAMES) as CallableName[];
