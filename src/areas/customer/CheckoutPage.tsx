import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bagStore, clearBag, useBag } from '@/state/bag-store';
import { useSession } from '@/state/session-context';
import { formatAddress, selectedAddress } from '@/domain/delivery/address';
import { BLOCKED_CUSTOMER_MESSAGE } from '@/domain/orders/order-limits';
import { bagSummary } from '@/domain/checkout/bag';
import { checkoutProblems, checkoutTotals, orderableBag, parseChange, type CheckoutProblem } from '@/domain/checkout/checkout';
import { deliveryQuote } from '@/domain/delivery/delivery-areas';
import { deliveryTimeRange, formatDeliveryTimeRange } from '@/domain/delivery/delivery-time';
import { formatCentavos, toReais } from '@/domain/shared/money';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { orderingBadge, orderingState } from '@/domain/restaurants/ordering-state';
import { buildOrderRequest, unavailableMessage } from '@/domain/checkout/order-request';
import { repriceBag } from '@/domain/checkout/bag-repricing';
import { ORDER_TEXT_LIMITS } from '@/domain/orders/order-text-limits';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/orders/order';
import { PATHS } from '@/domain/shared/routes';
import { effectiveModalidade } from '@/domain/orders/pickup-choice';
import { modalidadeStore } from '@/state/modalidade-store';
import { preparePlaceOrder } from '@/services/orders';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useNow } from '@/ui/use-now';
import { currentCoupons } from '@/domain/promotions/store-promotions';
import { CheckoutSteps } from './checkout/CheckoutSteps';
import { CheckoutItems } from './checkout/CheckoutItems';
import { FulfilmentChoice } from './checkout/FulfilmentChoice';
import { PickupPlace } from './shared/PickupPlace';
import { OrderSummary } from './checkout/OrderSummary';
import { CouponField } from './checkout/CouponField';
import { useAppliedCoupon } from './checkout/use-applied-coupon';
import { couponStore } from '@/state/coupon-store';
import { PriceChangesNotice } from './checkout/PriceChangesNotice';
import { useCheckoutCatalogue } from './checkout/use-checkout-catalogue';
import { useBlockedByRestaurant } from './checkout/use-blocked-by-restaurant';
import { useCheckoutRestaurant } from './checkout/use-checkout-restaurant';
import { usePlaceOrder } from './checkout/use-place-order';
import { useAccountSyncError, useSavedAddresses, useSavedContact } from './checkout/use-saved-details';
import './checkout/checkout.css';
import { formatPhone } from '@/domain/shared/validation';

const PAYMENT_HINTS: Record<PaymentMethod, string> = {
  Dinheiro: 'Pague em dinheiro na entrega',
  Cartão: 'Crédito ou débito na maquininha, na entrega',
  Pix: 'Pix para o restaurante, na entrega',
};

/** The same hints for 'Retirar no local': paid at the counter. */
const PICKUP_PAYMENT_HINTS: Record<PaymentMethod, string> = {
  Dinheiro: 'Pague em dinheiro na retirada',
  Cartão: 'Crédito ou débito na maquininha, na retirada',
  Pix: 'Pix para o restaurante, na retirada',
};

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
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [changeFor, setChangeFor] = useState('');
  const [note, setNote] = useState('');
  const [chosenModalidade, setModalidade] = modalidadeStore.use();
  const blocked = useBlockedByRestaurant(storedBag.restaurantId, session.status === 'ready' ? session.user.uid : null);
  const { submit, sending, confirm: placeOrder } = usePlaceOrder((request) => {
    clearBag();
    couponStore.clear();
    navigate(PATHS.orderDone, { replace: true, state: { orderId: request.orderId, restaurantId: request.restaurantId } });
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

  useEffect(preparePlaceOrder, []);
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
  const input = {
    bag,
    restaurant: info,
    address,
    contact: hasContact ? contact : null,
    payment,
    changeFor,
    ordering,
    unavailable: unavailableLines.map((line) => ({ key: line.key, message: line.problem ?? unavailableMessage([line.nome]) })),
    modalidade,
  };
  const problems = checkoutProblems(input);
  const listed = info ? checkoutTotals(orderable, info, address, modalidade) : null;
  // What the customer pays: the coupon's discount off the items (issue #40), as placeOrder charges.
  const totals = listed ? { ...listed, total: listed.total - coupon.discount } : null;
  const canConfirm = problems.length === 0 && !blocked;
  const notOrdering = problems.find((problem) => problem.kind === 'not-ordering');

  function confirm() {
    if (!canConfirm || sending || session.status !== 'ready' || !info || (!address && !pickup) || !payment || !totals) return;
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
      payment,
      change: change === null || Number.isNaN(change) ? null : change,
      note,
      total: totals.total,
      coupon: coupon.applied?.codigo ?? null,
    });
    // Under the id reserved for this same request (see usePlaceOrder): a retry never duplicates.
    placeOrder(request);
  }

  function renderProblem(problem: CheckoutProblem) {
    if (problem.kind === 'missing') {
      return (
        <Notice
          key={problem.kind}
          tone="warning"
          action={
            <span className="form-actions">
              {problem.missing.includes('address') ? (
                <ButtonLink to={PATHS.address} variant="secondary" size="sm">
                  Escolher endereço
                </ButtonLink>
              ) : null}
              {problem.missing.includes('contact') ? (
                <ButtonLink to={PATHS.contact} variant="secondary" size="sm">
                  Informar nome e telefone
                </ButtonLink>
              ) : null}
            </span>
          }
        >
          {problem.message}
        </Notice>
      );
    }
    if (problem.kind === 'empty-bag') {
      return (
        <Notice key={problem.kind} tone="warning" action={<ButtonLink to={PATHS.home} variant="secondary" size="sm">Ver restaurantes</ButtonLink>}>
          {problem.message}
        </Notice>
      );
    }
    return (
      <Notice key={problem.kind === 'unavailable' ? `unavailable-${problem.key}` : problem.kind} tone={problem.kind === 'no-payment' ? 'info' : 'warning'}>
        {problem.message}
      </Notice>
    );
  }

  return (
    <main className="page checkout-page">
      <CheckoutSteps current="Pagamento" pickup={pickup} />
      <h1>Finalizar pedido</h1>
      {accountSyncError ? <Notice tone="warning">{accountSyncError}</Notice> : null}
      {/* What is missing comes first: nothing below can be completed without it. */}
      {problems.filter((problem) => problem.kind === 'missing' || problem.kind === 'empty-bag').map(renderProblem)}

      {info && bag.lines.length > 0 ? (
        <section className="card" aria-labelledby="checkout-items">
          <div className="split checkout-page__head">
            <h2 id="checkout-items">{info.nome}</h2>
            {/* Seen from the top of the page too, as on the menu: the reason itself sits by the button. */}
            {ordering && !ordering.open ? (
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
      {pickup && info ? <PickupPlace nome={info.nome} endereco={info.endereco ?? ''} horario={info.horarioFuncionamento} /> : null}

      {address || hasContact ? (
        <section className="card" aria-label={pickup ? 'Contato' : 'Entrega'}>
          {address ? (
            <p className="checkout-card__row">
              <span>
                <strong>Entregar em</strong> {formatAddress(address)}
              </span>
              <ButtonLink to={PATHS.address} variant="ghost" size="sm">
                Trocar
              </ButtonLink>
            </p>
          ) : null}
          {hasContact ? (
            <p className="checkout-card__row">
              <span>
                <strong>Contato</strong> {contact.clientName} · {formatPhone(contact.clientPhone)}
              </span>
              <ButtonLink to={PATHS.contact} variant="ghost" size="sm">
                Editar
              </ButtonLink>
            </p>
          ) : null}
        </section>
      ) : null}

      <fieldset className="payment-options" disabled={sending}>
        <legend>Forma de pagamento</legend>
        <p className="hint">{pickup ? 'O pagamento é feito na retirada, direto ao restaurante.' : 'O pagamento é feito na entrega, direto ao restaurante ou ao entregador.'}</p>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="payment-option">
            <input type="radio" name="pagamento" value={method} checked={payment === method} onChange={() => setPayment(method)} />
            <span>
              <strong>{method}</strong>
              <small>{(pickup ? PICKUP_PAYMENT_HINTS : PAYMENT_HINTS)[method]}</small>
            </span>
          </label>
        ))}
      </fieldset>

      {payment === 'Dinheiro' && totals ? (
        <TextField
          label="Troco para quanto? (opcional)"
          name="troco"
          inputMode="decimal"
          placeholder={`Ex.: ${formatCentavos(Math.ceil(totals.total / 5000) * 5000)}`}
          hint={`Deixe em branco se não precisar de troco. Mínimo: ${formatCentavos(totals.total)}.`}
          value={changeFor}
          onChange={(event) => setChangeFor(event.target.value)}
          min={toReais(totals.total)}
          disabled={sending}
        />
      ) : null}

      <label className="plain-field">
        <span>Observações para o restaurante (opcional)</span>
        <textarea className="note-input" value={note} maxLength={ORDER_TEXT_LIMITS.orderNote} rows={2} placeholder="Ex.: interfone quebrado, tocar a campainha" onChange={(event) => setNote(event.target.value)} disabled={sending} />
      </label>

      {info ? <CouponField restaurantId={info.id} coupon={coupon} disabled={sending} offered={currentCoupons(info.cuponsDivulgados ?? [], now)} /> : null}
      {coupon.removed ? (
        <Notice tone="warning" action={<button type="button" className="link-button" onClick={coupon.dismissRemoved}>OK</button>}>
          {coupon.removed}
        </Notice>
      ) : null}
      {totals ? <OrderSummary totals={totals} pickup={pickup} coupon={coupon.applied ? { codigo: coupon.applied.codigo, discount: coupon.discount } : null} /> : null}

      <div className="stack" aria-live="polite">
        {priceChanges.length > 0 ? <PriceChangesNotice changes={priceChanges} /> : null}
        {problems.filter((problem) => problem.kind !== 'missing' && problem.kind !== 'empty-bag' && problem.kind !== 'not-ordering').map(renderProblem)}
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

      <Button size="lg" block busy={sending} disabled={!canConfirm} onClick={confirm} aria-describedby={notOrdering ? 'checkout-not-ordering' : undefined}>
        {sending ? 'Enviando pedido...' : `Confirmar pedido${totals ? ` · ${formatCentavos(totals.total)}` : ''}`}
      </Button>
    </main>
  );
}
