import { useId, useState, type FormEvent } from 'react';
import type { BagChoice, BagLine, NewBagLine } from '@/domain/checkout/bag';
import type { Product } from '@/domain/catalog/catalog';
import { formatCentavos, toCentavos } from '@/domain/shared/money';
import { dishPromotionAt, promotionUntilText } from '@/domain/catalog/dish-promotion';
import { choicesToSelection, groupsOf, selectionToChoices, type ChosenOption, type OptionGroup, type Selection } from '@/domain/catalog/option-groups';
import { priceItem } from '@/domain/catalog/item-price';
import { Button } from '@/ui/Button';
import { FoodImage } from '@/ui/FoodImage';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { PromotionPrice } from '@/ui/PromotionPrice';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { OptionGroupFieldset } from './OptionGroupFieldset';
import { PizzaChoices, SECOND_FLAVOR_MESSAGE, SIZE_REQUIRED_MESSAGE, type PizzaChoice } from './PizzaChoices';
import './menu.css';

export const UNAVAILABLE_MESSAGE = 'Este produto está indisponível no momento.';

/** Why 'Adicionar' did not add, and the fieldset to take the customer to ('size', 'flavor' or a group id). */
interface SheetError {
  message: string;
  field: string | null;
}

/**
 * The product sheet: quantity (minimum 1), a note for the kitchen, a pizza's size and optional
 * second flavour, and the product's complementos. The price on the button is the one the server
 * will charge (priceItem). With `editing`, it opens on a bag line's choices and saves over it.
 */
export function ProductModal({
  product,
  groups,
  now,
  closedMessage,
  available,
  editing,
  onSubmit,
  onClose,
}: {
  product: Product;
  /** The restaurant's option groups, by id. */
  groups: ReadonlyMap<string, OptionGroup>;
  now: Date;
  /** Why the restaurant takes no orders now (closed, paused); null while it does. */
  closedMessage: string | null;
  /** Available and not sold out today. */
  available: boolean;
  /** The bag line being edited; absent when adding. */
  editing?: BagLine;
  onSubmit: (line: NewBagLine) => void;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState(editing?.quantidade ?? 1);
  const [pizza, setPizza] = useState<PizzaChoice>(() => initialPizzaChoice(product, editing));
  const [selection, setSelection] = useState<Selection>(() => (editing ? offeredSelection(product, groups, editing.complementos) : {}));
  const [note, setNote] = useState(editing?.observacoes ?? '');
  const [error, setError] = useState<SheetError | null>(null);
  const errorId = useId();

  const attached = groupsOf(product, groups);
  const isPizza = product.type === 'pizza';
  const flavor = isPizza && pizza.withSecondFlavor ? pizza.flavor : null;
  const priced = priceItem(product, groups, { size: isPizza ? pizza.size : null, flavor, complementos: selectionToChoices(selection) }, now);
  const total = priced.unit === null ? null : priced.unit * quantity;
  const promotion = dishPromotionAt(product, now);

  function firstProblem(): SheetError | null {
    if (closedMessage) return { message: closedMessage, field: null };
    if (!available) return { message: UNAVAILABLE_MESSAGE, field: null };
    if (isPizza && !pizza.size) return { message: SIZE_REQUIRED_MESSAGE, field: 'size' };
    if (isPizza && pizza.withSecondFlavor && !pizza.flavor) return { message: SECOND_FLAVOR_MESSAGE, field: 'flavor' };
    const [problem] = priced.choices.problems;
    if (problem) return { message: problem.message, field: problem.grupoId };
    // Nothing to choose, yet no price: a product left without one cannot be ordered.
    return priced.unit === null ? { message: UNAVAILABLE_MESSAGE, field: null } : null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstProblem();
    if (problem || priced.unit === null) {
      // The button stays enabled so that a tap always answers: the reason, and the place to fix it.
      setError(problem);
      const fieldsets = event.currentTarget.querySelectorAll<HTMLFieldSetElement>('fieldset[data-field]');
      // Focusing the fieldset also scrolls it into view and reads out its name and rules.
      [...fieldsets].find((fieldset) => fieldset.dataset.field === problem?.field)?.focus();
      return;
    }
    onSubmit({
      productId: product.id,
      nome: product.nome,
      imageUrl: product.imageUrl,
      type: product.type,
      unitPrice: priced.unit,
      ...(priced.regularUnit === null ? {} : { regularUnitPrice: priced.regularUnit }),
      quantidade: quantity,
      selectedSize: isPizza ? pizza.size : null,
      selectedFlavor: flavor,
      complementos: priced.choices.choices.map(({ grupoId, opcaoId, quantidade, grupo, nome }): BagChoice => ({ grupoId, opcaoId, quantidade, grupo, nome })),
      observacoes: note.trim(),
    });
  }

  const invalid = (field: string) => error?.field === field;
  const action = editing ? 'Salvar alterações' : 'Adicionar';

  return (
    <Modal title={product.nome} onClose={onClose} size="md">
      <form className="product-modal" onSubmit={submit} noValidate>
        <FoodImage src={product.imageUrl} ratio="16 / 9" eager className="product-modal__image" />
        {product.descricao ? <p className="product-modal__description">{product.descricao}</p> : null}
        {promotion && product.type === 'regular' ? (
          <p className="product-modal__promotion">
            <PromotionPrice price={toCentavos(promotion.preco)} regular={toCentavos(product.preco)} />
            <span>{promotionUntilText(promotion)}</span>
          </p>
        ) : null}
        {closedMessage ? <Notice tone="warning">{closedMessage}</Notice> : null}
        {!available ? <Notice tone="warning">{UNAVAILABLE_MESSAGE}</Notice> : null}

        {product.type === 'pizza' ? (
          <PizzaChoices
            product={product}
            choice={pizza}
            invalid={invalid('size') ? 'size' : invalid('flavor') ? 'flavor' : null}
            errorId={errorId}
            onChange={(next) => {
              setPizza(next);
              setError(null);
            }}
          />
        ) : null}

        {attached.map((group) => (
          <OptionGroupFieldset
            key={group.id}
            group={group}
            selection={selection}
            now={now}
            invalid={invalid(group.id)}
            errorId={errorId}
            onChange={(next) => {
              setSelection(next);
              setError(null);
            }}
          />
        ))}

        <label className="plain-field">
          <span>Alguma observação?</span>
          <textarea
            className="note-input"
            value={note}
            maxLength={140}
            rows={2}
            placeholder="Ex.: sem cebola, ponto da carne..."
            onChange={(event) => setNote(event.target.value)}
          />
        </label>

        {error ? (
          <div id={errorId}>
            <Notice tone="error">{error.message}</Notice>
          </div>
        ) : null}

        <div className="product-modal__footer">
          <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantidade de ${product.nome}`} />
          <Button type="submit" size="lg" className="product-modal__add" disabled={!!closedMessage || !available}>
            {action}
            {total !== null ? ` · ${formatCentavos(total)}` : ''}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function initialPizzaChoice(product: Product, editing: BagLine | undefined): PizzaChoice {
  if (product.type !== 'pizza' || !editing) return { size: null, withSecondFlavor: false, flavor: null };
  // A size or flavour the pizzeria has since removed is not chosen: the sheet asks again.
  const size = product.sizes.some((option) => option.name === editing.selectedSize) ? editing.selectedSize : null;
  const flavor = product.flavors.some((option) => option.name === editing.selectedFlavor) ? editing.selectedFlavor : null;
  return { size, withSecondFlavor: editing.selectedFlavor !== null, flavor };
}

/**
 * A bag line's choices that the product still offers. One the restaurant removed has no box on
 * the sheet to untick, so it is dropped here, and the price on the button follows.
 */
function offeredSelection(product: Product, groups: ReadonlyMap<string, OptionGroup>, choices: readonly ChosenOption[]): Selection {
  const attached = groupsOf(product, groups);
  const offered = choices.filter((choice) => attached.some((group) => group.id === choice.grupoId && group.opcoes.some((option) => option.id === choice.opcaoId)));
  return choicesToSelection(offered);
}
