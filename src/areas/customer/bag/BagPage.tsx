import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBag } from '@/state/bag-store';
import { useDeliveryPlace } from '@/state/delivery-place';
import { modalidadeStore } from '@/state/modalidade-store';
import { effectiveModalidade } from '@/domain/orders/pickup-choice';
import { bagSummary, lineTotal, removeLine, replaceLine, setLineNote, setLineQuantity, type BagLine } from '@/domain/checkout/bag';
import { isAvailableNow } from '@/domain/catalog/catalog';
import { checkoutTotals, minimumOrderMessage } from '@/domain/checkout/checkout';
import { toReais } from '@/domain/shared/money';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { FoodImage } from '@/ui/FoodImage';
import { PromotionPrice } from '@/ui/PromotionPrice';
import { ItemChoices } from '@/ui/ItemChoices';
import { Notice } from '@/ui/Notice';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { useNow } from '@/ui/use-now';
import { CheckoutSteps } from '../checkout/CheckoutSteps';
import { FulfilmentChoice } from '../checkout/FulfilmentChoice';
import { OrderSummary } from '../checkout/OrderSummary';
import { useAppliedCoupon } from '../checkout/use-applied-coupon';
import { useCheckoutCatalogueState } from '../checkout/use-checkout-catalogue';
import { useCheckoutRestaurant } from '../checkout/use-checkout-restaurant';
import { ProductModal } from '../menu/ProductModal';
import { ReorderNotice } from '../orders/ReorderNotice';
import '../checkout/checkout.css';

const PRODUCT_GONE_MESSAGE = 'Este item não está mais no cardápio do restaurante. Remova-o da sacola.';
const CATALOGUE_ERROR_MESSAGE = 'Não foi possível carregar o cardápio para editar este item. Tente novamente.';

/** /sacola: review the bag, change quantities and notes, then go on to the address. */
export function BagPage() {
  const [bag, updateBag] = useBag();
  const restaurant = useCheckoutRestaurant();
  const place = useDeliveryPlace();
  const [chosenModalidade, setModalidade] = modalidadeStore.use();
  const catalogue = useCheckoutCatalogueState();
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const navigate = useNavigate();
  const [editingKey, setEditingKey] = useState<string | null>(null);
  // Why 'Editar' could not open for a line, shown under that line.
  const [editProblem, setEditProblem] = useState<{ key: string; message: string } | null>(null);
  // A change that takes the bag below the applied coupon's minimum removes it, saying so (issue #40).
  const coupon = useAppliedCoupon(bag.restaurantId, bagSummary(bag).subtotal);

  if (bag.lines.length === 0) {
    return (
      <main className="page checkout-page">
        <h1>Sacola</h1>
        <Notice>Sua sacola está vazia.</Notice>
        <ButtonLink to={PATHS.home} size="lg">
          Escolher um restaurante
        </ButtonLink>
      </main>
    );
  }

  const info = restaurant.status === 'success' ? restaurant.data : null;
  // Priced for the place every screen prices (the chosen address, else the bairro chosen on the
  // home page), with the quote the server uses; no place yet: no fee shown.
  // 'Retirar no local' only where the restaurant offers it (issue #40).
  const modalidade = effectiveModalidade(chosenModalidade, info);
  const listed = info ? checkoutTotals(bag, info, place, modalidade) : null;
  const totals = listed ? { ...listed, total: listed.total - coupon.discount } : null;
  const products = catalogue.status === 'success' ? catalogue.catalogue.products : null;
  const editing = bag.lines.find((line) => line.key === editingKey) ?? null;
  const editingProduct = editing ? products?.get(editing.productId) : undefined;

  /** A line is edited on its product's sheet when there is something to choose there. */
  const editable = (line: BagLine) => line.type === 'pizza' || line.complementos.length > 0 || (products?.get(line.productId)?.complementos.length ?? 0) > 0;

  function edit(line: BagLine) {
    const message = catalogue.status === 'error' ? CATALOGUE_ERROR_MESSAGE : catalogue.status === 'success' && !catalogue.catalogue.products.has(line.productId) ? PRODUCT_GONE_MESSAGE : null;
    setEditProblem(message ? { key: line.key, message } : null);
    if (!message) setEditingKey(line.key);
  }

  return (
    <main className="page checkout-page">
      <CheckoutSteps current="Sacola" pickup={modalidade === 'retirada'} />
      <header className="split checkout-page__head">
        <h1>Sacola</h1>
        {bag.restaurantId ? (
          <ButtonLink to={PATHS.menu(bag.restaurantId)} variant="ghost" size="sm">
            {bag.restaurantName ?? 'Restaurante'} · adicionar mais itens
          </ButtonLink>
        ) : null}
      </header>
      <ReorderNotice />

      <ul className="list">
        {bag.lines.map((line) => (
          <li key={line.key} className="card bag-line">
            <span className="bag-line__image">
              <FoodImage thumbnail src={line.imageUrl} ratio="1 / 1" />
            </span>
            <div className="bag-line__body">
              <div className="bag-line__title">
                <strong>{line.nome}</strong>
                <PromotionPrice price={lineTotal(line)} regular={line.regularUnitPrice === undefined ? null : line.regularUnitPrice * line.quantidade} />
              </div>
              {line.selectedSize ? (
                <span className="hint">
                  {line.selectedSize}
                  {line.selectedFlavor ? ` · meio a meio com ${line.selectedFlavor}` : ''}
                </span>
              ) : null}
              <ItemChoices choices={line.complementos} />
              <label className="bag-line__note">
                <span className="visually-hidden">Observação para {line.nome}</span>
                <input
                  type="text"
                  maxLength={140}
                  placeholder="Observação (ex.: sem cebola)"
                  value={line.observacoes}
                  onChange={(event) => updateBag((current) => setLineNote(current, line.key, event.target.value))}
                />
              </label>
              <div className="bag-line__actions">
                <QuantityStepper
                  value={line.quantidade}
                  min={0}
                  label={`Quantidade de ${line.nome}`}
                  onChange={(quantity) => updateBag((current) => setLineQuantity(current, line.key, quantity))}
                />
                <span className="bag-line__links">
                  {editable(line) ? (
                    // Disabled only while the menu loads (a moment): the sheet needs it to open.
                    <button type="button" className="link-button" aria-label={`Editar ${line.nome}`} disabled={catalogue.status === 'loading'} onClick={() => edit(line)}>
                      Editar
                    </button>
                  ) : null}
                  <button type="button" className="link-button" onClick={() => updateBag((current) => removeLine(current, line.key))}>
                    Remover
                  </button>
                </span>
              </div>
              {editProblem?.key === line.key ? <Notice tone="warning">{editProblem.message}</Notice> : null}
            </div>
          </li>
        ))}
      </ul>

      {restaurant.status === 'loading' ? (
        <OrderSummary totals={null} />
      ) : restaurant.status === 'error' || !info || !totals ? (
        <Notice tone="error">Informações do restaurante não encontradas.</Notice>
      ) : (
        <>
          {info.retiradaNoLocal ? <FulfilmentChoice value={modalidade} onChange={(value) => setModalidade(() => value)} /> : null}
          {coupon.removed ? (
            <Notice tone="warning" action={<button type="button" className="link-button" onClick={coupon.dismissRemoved}>OK</button>}>
              {coupon.removed}
            </Notice>
          ) : null}
          <OrderSummary totals={totals} pickup={modalidade === 'retirada'} coupon={coupon.applied ? { codigo: coupon.applied.codigo, discount: coupon.discount } : null} />
          {totals.notServed ? (
            <Notice tone="warning">{totals.notServed}</Notice>
          ) : totals.missingForMinimum > 0 && totals.minimum !== null ? (
            <Notice tone="warning">{minimumOrderMessage(toReais(totals.minimum))}</Notice>
          ) : null}
          {/* A pickup needs no address: straight to the name and phone. */}
          <Button
            size="lg"
            block
            onClick={() => {
              // What applies, kept for the next steps (a pickup chosen at a store that has none is a delivery).
              setModalidade(() => modalidade);
              navigate(modalidade === 'retirada' ? PATHS.contact : PATHS.address);
            }}
          >
            Continuar
          </Button>
        </>
      )}

      {editing && editingProduct && catalogue.status === 'success' ? (
        <ProductModal
          key={editing.key}
          product={editingProduct}
          groups={catalogue.catalogue.groups}
          now={now}
          closedMessage={null}
          available={isAvailableNow(editingProduct, now)}
          editing={editing}
          onSubmit={(item) => {
            updateBag((current) => replaceLine(current, editing.key, item));
            setEditingKey(null);
          }}
          onClose={() => setEditingKey(null)}
        />
      ) : null}
    </main>
  );
}
