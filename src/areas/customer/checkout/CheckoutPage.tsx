import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bagSummary } from '@/domain/checkout/bag';
import { repriceBag } from '@/domain/checkout/bag-repricing';
import { checkoutProblems, checkoutTotals, orderableBag, parseChange, paymentOfChoice, type PaymentChoice } from '@/domain/checkout/checkout';
import { buildOrderRequest, CREDIT_COVERS_ALL_MESSAGE, unavailableMessage } from '@/domain/checkout/order-request';
import { creditToSpend, spendCreditLabel } from '@/domain/money/customer-credit';
import { selectedAddress } from '@/domain/delivery/address';
import { deliveryQuote } from '@/domain/delivery/delivery-areas';
import { deliveryTimeRange, formatDeliveryTimeRange } from '@/domain/delivery/delivery-time';
import { formatCentavos } from '@/domain/shared/money';
import { BLOCKED_CUSTOMER_MESSAGE } from '@/domain/orders/order-limits';
import { effectiveModalidade } from '@/domain/orders/pickup-choice';
import { currentCoupons } from '@/domain/promotions/store-promotions';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { orderingBadge, orderingState } from '@/domain/restaurants/ordering-state';
import { scheduledForText, scheduleSlots } from '@/domain/orders/scheduling';
import { DEFAULT_SCHEDULING } from '@/domain/restaurants/scheduling.record';
import { PATHS } from '@/domain/shared/routes';
import { bagStore, clearBag, useBag } from '@/state/bag-store';
import { couponStore } from '@/state/coupon-store';
import { modalidadeStore } from '@/state/modalidade-store';
import { useSession } from '@/state/session-context';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useNow } from '@/ui/use-now';
import { PickupPlace } from '../shared/PickupPlace';
import { useCreditBalance } from '../shared/use-credit-balance';
import { CheckoutItems } from './CheckoutItems';
import { CheckoutProblemNotice, problemKey } from './CheckoutProblemNotice';
import { CheckoutSteps } from './CheckoutSteps';
import { CouponField } from './CouponField';
import { DeliveryContactCard } from './DeliveryContactCard';
import { FulfilmentChoice } from './FulfilmentChoice';
import { OrderSummary } from './OrderSummary';
import { PaymentFields } from './PaymentFields';
import { ScheduleChoice } from './ScheduleChoice';
import { CardFields } from './CardFields';
import { useCardPayment } from './use-card-payment';
import { PriceChangesNotice } from './PriceChangesNotice';
import { useAppliedCoupon } from './use-applied-coupon';
import { useBlockedByRestaurant } from './use-blocked-by-restaurant';
import { useCheckoutCatalogue } from './use-checkout-catalogue';
import { useCheckoutRestaurant } from './use-checkout-restaurant';
import { usePlaceOrder } from './use-place-order';
import { useAccountSyncError, useSavedAddresses, useSavedContact } from './use-saved-details';
import './checkout.css';

/** /checkout: payment, change, a note for the kitchen, and the confirmation (SPEC.md section 2). */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const [storedBag] = useBag();
  const restaurant = useCheckoutRestaurant();
  const catalogue = useCheckoutCatalogue();
  const { saved: addresses } = useSavedAddresses();
  const { contact } = useSavedContact();
  const accountSyncError = useAccountSyncError();
  const [payment, setPayment] = useState<PaymentChoice | null>(null);
  const [changeFor, setChangeFor] = useState('');
  const [note, setNote] = useState('');
  // Sabor credits (issue #53): spent unless the customer unticks them.
  const [spendCredits, setSpendCredits] = useState(true);
  // 'Agendar' (issue #54): the chosen slot's start; null for now.
  const [scheduledFor, setScheduledFor] = useState<Date | null>(null);
  const creditBalance = useCreditBalance(session.status === 'ready' ? session.user.uid : null);
  const card = useCardPayment();
  const [chosenModalidade, setModalidade] = modalidadeStore.use();
  const blocked = useBlockedByRestaurant(storedBag.restaurantId, session.status === 'ready' ? session.user.uid : null);
  const { submit, sending, confirm: placeOrder } = usePlaceOrder((request) => {
    clearBag();
    couponStore.clear();
    // Paid in the app (issue #52): straight to the order's page, where its Pix is paid.
    if (request.online) navigate(PATHS.orderStatusOf(request.orderId, request.restaurantId), { replace: true });
    else navigate(PATHS.orderDone, { replace: true, state: { orderId: request.orderId, restaurantId: request.restaurantId } });
    // The next bag starts as a delivery again: 'Retirar no local' was this order's choice (issue #51).
    modalidadeStore.clear();
  });

  // The bag at the catalogue's current prices: what the page shows and the server will charge.
  // The stored bag keeps the prices the customer saw when adding, so the difference is shown
  // until they confirm at the new prices.
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const repriced = catalogue ? repriceBag(storedBag, catalogue, now) : null;
  const bag = repriced?.bag ?? storedBag;
  const priceChanges = repriced?.changes.filter((change) => change.after !== null && change.after !== change.before) ?? [];
  const unavailableLines = repriced?.changes.filter((change) => !change.available) ?? [];

  // A dish that cannot be ordered stays in the list, marked, but out of the totals (and the
  // coupon's minimum) until removed.
  const unavailableKeys = new Set(unavailableLines.map((line) => line.key));
  const orderable = orderableBag(bag, unavailableKeys);
  const coupon = useAppliedCoupon(storedBag.restaurantId, catalogue ? bagSummary(orderable).subtotal : null);

  // A coupon the server refused (used up meanwhile, say) comes off: its reason shows with the new total.
  const { remove: removeCoupon } = coupon;
  useEffect(() => {
    if (submit.kind === 'failed' && submit.refusal?.code === 'coupon') removeCoupon();
  }, [submit, removeCoupon]);

  if (restaurant.status === 'loading' && bag.lines.length > 0) {
    // The restaurant's fee and minimum decide everything below: its place, not a spinner.
    return (
      <main className="page checkout-page">
        <CheckoutSteps current="Pagamento" pickup={chosenModalidade === 'retirada'} />
        <h1>Finalizar pedido</h1>
        <OrderSummary totals={null} />
      </main>
    );
  }

  const info = restaurant.status === 'success' ? restaurant.data : null;
  // 'Retirar no local' (issue #40) only where the restaurant offers it: no address, no fee.
  const modalidade = effectiveModalidade(chosenModalidade, info);
  const pickup = modalidade === 'retirada';
  const address = pickup ? null : selectedAddress(addresses);
  const hasContact = !!contact.clientName || !!contact.clientPhone;
  // The page follows the restaurant live: a pause or a closing shows here as it happens, not as
  // the server's refusal after 'Confirmar pedido'.
  const ordering = info ? orderingState(info, now) : null;
  // Scheduled orders (issue #54): the store's slots, and whether the chosen one is still offered.
  const schedulingOn = info?.agendamento?.ativo === true;
  const slots = info && schedulingOn ? scheduleSlots(info.horarioFuncionamento, info.agendamento ?? DEFAULT_SCHEDULING, now) : [];
  const scheduled = schedulingOn && scheduledFor !== null;
  const slotOffered = !scheduled || slots.some((slot) => slot.inicio.getTime() === scheduledFor?.getTime());
  const input = {
    bag,
    restaurant: info,
    address,
    contact: hasContact ? contact : null,
    payment: payment && paymentOfChoice(payment).payment,
    changeFor,
    // For a later slot, only a suspended store stops it now.
    ordering: scheduled && ordering?.open === false && ordering.reason !== 'suspended' ? null : ordering,
    unavailable: unavailableLines.map((line) => ({ key: line.key, message: line.problem ?? unavailableMessage([line.nome]) })),
    modalidade,
  };
  const problems = checkoutProblems(input);
  const listed = info ? checkoutTotals(orderable, info, address, modalidade) : null;
  // What the customer pays: the coupon's discount off the items (issue #40), then the Sabor credits
  // spent (issue #53), as placeOrder charges.
  const balance = creditBalance.status === 'success' ? creditBalance.data : 0;
  const credit = listed && spendCredits ? creditToSpend(balance, listed.total - coupon.discount) : 0;
  const totals = listed ? { ...listed, total: listed.total - coupon.discount - credit } : null;
  const creditCoversAll = credit > 0 && totals?.total === 0 && payment !== null && paymentOfChoice(payment).online != null;
  const canConfirm = problems.length === 0 && !blocked && !creditCoversAll && slotOffered;
  const notOrdering = problems.find((problem) => problem.kind === 'not-ordering');

  async function confirm() {
    if (!canConfirm || sending || card.tokenising || session.status !== 'ready' || !info || (!address && !pickup) || !payment || !totals) return;
    // A card paid in the app goes as the token Mercado Pago's script makes of it (issue #52).
    const cartao = payment === 'cartao_app' ? await card.tokenise(info.chavePublicaPagamento) : null;
    if (payment === 'cartao_app' && !cartao) return;
    // Confirming at the prices on screen: the bag keeps them from now on.
    if (bag !== storedBag) bagStore.save(bag);
    const change = parseChange(changeFor);
    const request = buildOrderRequest({
      orderId: '',
      bag,
      restaurantId: info.id,
      address,
      modalidade,
      contact,
      ...paymentOfChoice(payment),
      cartao,
      change: change === null || Number.isNaN(change) ? null : change,
      note,
      total: totals.total,
      coupon: coupon.applied?.codigo ?? null,
      credit,
      scheduledFor: scheduled ? scheduledFor : null,
    });
    // Under the id reserved for this same request (see usePlaceOrder): a retry never duplicates.
    placeOrder(request);
  }

  return (
    <main className="page checkout-page">
      <CheckoutSteps current="Pagamento" pickup={pickup} />
      <h1>Finalizar pedido</h1>
      {accountSyncError ? <Notice tone="warning">{accountSyncError}</Notice> : null}
      {/* What is missing comes first: nothing below can be completed without it. */}
      {problems.filter((problem) => problem.kind === 'missing' || problem.kind === 'empty-bag').map((problem) => <CheckoutProblemNotice key={problemKey(problem)} problem={problem} />)}

      {info && bag.lines.length > 0 ? (
        <section className="card" aria-labelledby="checkout-items">
          <div className="split checkout-page__head">
            <h2 id="checkout-items">{info.nome}</h2>
            {/* Seen from the top of the page too, as on the menu: the reason itself sits by the button. */}
            {scheduled && scheduledFor ? (
              <span className="hint checkout-items__time">Agendado: {scheduledForText(scheduledFor, now)}</span>
            ) : ordering && !ordering.open ? (
              <Badge tone="danger">{orderingBadge(ordering)}</Badge>
            ) : (
              <span className="hint checkout-items__time">
                {pickup ? `Pronto em cerca de ${info.tempoPreparoPadrao} min` : `Entrega em ${formatDeliveryTimeRange(deliveryTimeRange(info, address ? deliveryQuote(info, address) : null))}`}
              </span>
            )}
          </div>
          <CheckoutItems lines={bag.lines} unavailableKeys={unavailableKeys} />
        </section>
      ) : null}

      {info?.retiradaNoLocal ? <FulfilmentChoice value={modalidade} onChange={(value) => setModalidade(() => value)} /> : null}
      {info && schedulingOn ? (
        <ScheduleChoice
          slots={slots}
          noticeMin={(info.agendamento ?? DEFAULT_SCHEDULING).antecedenciaMin}
          now={now}
          openNow={ordering?.open === true}
          pickup={pickup}
          value={scheduled ? scheduledFor : null}
          disabled={sending}
          onChange={setScheduledFor}
        />
      ) : null}
      {pickup && info ? <PickupPlace nome={info.nome} endereco={info.endereco ?? ''} horario={info.horarioFuncionamento} /> : null}

      {address || hasContact ? <DeliveryContactCard pickup={pickup} address={address} contact={hasContact ? contact : null} /> : null}

      <PaymentFields
        pickup={pickup}
        online={info?.pagamentoOnline === true}
        total={totals?.total ?? null}
        disabled={sending}
        payment={payment}
        onPayment={setPayment}
        changeFor={changeFor}
        onChangeFor={setChangeFor}
        note={note}
        onNote={setNote}
        cardFields={<CardFields card={card} disabled={sending || card.tokenising} />}
      />

      {info ? <CouponField restaurantId={info.id} coupon={coupon} disabled={sending} offered={currentCoupons(info.cuponsDivulgados ?? [], now)} /> : null}
      {coupon.removed ? (
        <Notice tone="warning" action={<button type="button" className="link-button" onClick={coupon.dismissRemoved}>OK</button>}>
          {coupon.removed}
        </Notice>
      ) : null}
      {balance > 0 ? (
        <div className="card">
          <label className="check-row">
            <input type="checkbox" checked={spendCredits} disabled={sending} onChange={(event) => setSpendCredits(event.target.checked)} />
            <span>{spendCreditLabel(balance)}</span>
          </label>
        </div>
      ) : null}
      {creditCoversAll ? <Notice tone="warning">{CREDIT_COVERS_ALL_MESSAGE}</Notice> : null}
      {totals ? <OrderSummary totals={totals} pickup={pickup} coupon={coupon.applied ? { codigo: coupon.applied.codigo, discount: coupon.discount } : null} credit={credit} /> : null}

      <div className="stack" aria-live="polite">
        {priceChanges.length > 0 ? <PriceChangesNotice changes={priceChanges} /> : null}
        {problems.filter((problem) => problem.kind !== 'missing' && problem.kind !== 'empty-bag' && problem.kind !== 'not-ordering').map((problem) => <CheckoutProblemNotice key={problemKey(problem)} problem={problem} />)}
        {blocked && submit.kind !== 'failed' ? <Notice tone="warning">{BLOCKED_CUSTOMER_MESSAGE}</Notice> : null}
        {/* A refusal the live state already explains beside the button is not said twice. */}
        {submit.kind === 'failed' && submit.message !== notOrdering?.message ? <Notice tone="error">{submit.message}</Notice> : null}
        {submit.kind === 'busy' || (submit.kind === 'sending' && submit.busy) ? (
          <Notice tone="info">{submit.kind === 'busy' ? submit.message : submit.busy}</Notice>
        ) : submit.kind === 'waiting' || (submit.kind === 'sending' && submit.slow) ? (
          <Notice tone="warning">Aguardando conexão... Seu pedido será enviado assim que a internet voltar. Não feche esta página.</Notice>
        ) : null}
        {/* Right beside the button it disables: whatever else is fixed, this decides. */}
        {notOrdering ? (
          <div id="checkout-not-ordering">
            <Notice tone="warning">{notOrdering.message}</Notice>
          </div>
        ) : null}
      </div>

      <Button size="lg" block busy={sending || card.tokenising} disabled={!canConfirm} onClick={() => void confirm()} aria-describedby={notOrdering ? 'checkout-not-ordering' : undefined}>
        {sending ? 'Enviando pedido...' : `Confirmar pedido${totals ? ` · ${formatCentavos(totals.total)}` : ''}`}
      </Button>
    </main>
  );
}
