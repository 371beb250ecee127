import { halfAndHalfText, type PizzaProduct } from '@/domain/catalog/catalog';
import { formatCentavos, toCentavos } from '@/domain/shared/money';

export const SIZE_REQUIRED_MESSAGE = 'Por favor, selecione um tamanho para a pizza.';
export const SECOND_FLAVOR_MESSAGE = 'Escolha o segundo sabor ou desmarque a opção.';

export interface PizzaChoice {
  size: string | null;
  withSecondFlavor: boolean;
  flavor: string | null;
}

/**
 * A pizza's size (required) and optional second flavour, which can be toggled off; the
 * restaurant's half-and-half rule is stated beside the flavours so the price is no surprise.
 */
export function PizzaChoices({
  product,
  choice,
  invalid,
  errorId,
  onChange,
}: {
  product: PizzaProduct;
  choice: PizzaChoice;
  /** Which of the two fieldsets the sheet's error is about, if either. */
  invalid: 'size' | 'flavor' | null;
  errorId: string;
  onChange: (choice: PizzaChoice) => void;
}) {
  const marks = (field: 'size' | 'flavor') =>
    invalid === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <fieldset className="choice-group" data-field="size" tabIndex={-1} {...marks('size')}>
        <legend>
          Tamanho <span className="choice-group__required">obrigatório</span>
        </legend>
        {product.sizes.map((option) => (
          <label key={option.name} className="choice">
            <input type="radio" name="size" checked={choice.size === option.name} onChange={() => onChange({ ...choice, size: option.name })} />
            <span className="choice__label">{option.name}</span>
            <span className="choice__price">{formatCentavos(toCentavos(option.basePrice))}</span>
          </label>
        ))}
      </fieldset>
      {product.flavors.length > 0 ? (
        <fieldset className="choice-group" data-field="flavor" tabIndex={-1} {...marks('flavor')}>
          <legend>Segundo sabor (opcional)</legend>
          <p className="hint choice-group__hint">{halfAndHalfText(product.meiaMeia)}</p>
          <label className="choice">
            <input type="checkbox" checked={choice.withSecondFlavor} onChange={(event) => onChange({ ...choice, withSecondFlavor: event.target.checked })} />
            <span className="choice__label">Quero meio a meio com outro sabor</span>
          </label>
          {choice.withSecondFlavor
            ? product.flavors.map((option) => (
                <label key={option.name} className="choice choice--nested">
                  <input type="radio" name="flavor" checked={choice.flavor === option.name} onChange={() => onChange({ ...choice, flavor: option.name })} />
                  <span className="choice__label">{option.name}</span>
                  <span className="choice__price">{option.additionalPrice > 0 ? `+ ${formatCentavos(toCentavos(option.additionalPrice))}` : 'sem acréscimo'}</span>
                </label>
              ))
            : null}
        </fieldset>
      ) : null}
    </>
  );
}
