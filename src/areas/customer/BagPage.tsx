import { useNavigate } from 'react-router-dom';
import { useBag } from '@/app/bag-store';
import { lineTotal, removeLine, setLineNote, setLineQuantity } from '@/domain/bag';
import { checkoutTotals, minimumOrderMessage } from '@/domain/checkout';
import { formatCentavos } from '@/domain/money';
import { PATHS } from '@/domain/routes';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { FoodImage } from '@/ui/FoodImage';
import { Notice } from '@/ui/Notice';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { CheckoutSteps } from './checkout/CheckoutSteps';
import { OrderSummary } from './checkout/OrderSummary';
import { useCheckoutRestaurant } from './checkout/use-checkout-restaurant';
import { ReorderNotice } from './orders/ReorderNotice';
import './checkout/checkout.css';

/** /sacola: review the bag, change quantities and notes, then go on to the address. */
export function BagPage() {
  const [bag, updateBag] = useBag();
  const restaurant = useCheckoutRestaurant();
  const navigate = useNavigate();

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
  const totals = info ? checkoutTotals(bag, info) : null;

  return (
    <main className="page checkout-page">
      <CheckoutSteps current={0} />
      <header className="checkout-page__head">
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
              <FoodImage src={line.imageUrl} ratio="1 / 1" />
            </span>
            <div className="bag-line__body">
              <div className="bag-line__title">
                <strong>{line.nome}</strong>
                <span>{formatCentavos(lineTotal(line))}</span>
              </div>
              {line.selectedSize ? (
                <span className="hint">
                  {line.selectedSize}
                  {line.selectedFlavor ? ` · meio a meio com ${line.selectedFlavor}` : ''}
                </span>
              ) : null}
              <label className="bag-line__note">
                <span className="visually-hidden">Observação para {line.nome}</span>
                <input
                  type="text"
                  maxLength={140}
                  placeholder="Alguma observação? (ex.: sem cebola)"
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
                <button type="button" className="link-button" onClick={() => updateBag((current) => removeLine(current, line.key))}>
                  Remover
                </button>
              </div>
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
          <OrderSummary totals={totals} />
          {totals.missingForMinimum > 0 ? <Notice tone="warning">{minimumOrderMessage(info.pedidoMinimo)}</Notice> : null}
          <Button size="lg" block onClick={() => navigate(PATHS.address)}>
            Continuar
          </Button>
        </>
      )}
    </main>
  );
}
