import { useState, type FormEvent } from 'react';
import type { NewBagLine } from '@/domain/bag';
import type { PizzaFlavor, PizzaSize, Product } from '@/domain/catalog';
import { unitPriceOf } from '@/domain/order-request';
import { formatCentavos, toCentavos } from '@/domain/money';
import { Button } from '@/ui/Button';
import { FoodImage } from '@/ui/FoodImage';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { QuantityStepper } from '@/ui/QuantityStepper';

export const UNAVAILABLE_MESSAGE = 'Este produto está indisponível no momento.';

/**
 * Product detail (regular) and pizza options in one dialog: quantity (minimum 1), a note for the
 * kitchen and, for pizzas, a required size and an optional second flavour that can be toggled off.
 */
export function ProductModal({
  product,
  closedMessage,
  available,
  onAdd,
  onClose,
}: {
  product: Product;
  /** Why the restaurant takes no orders now (closed, paused); null while it does. */
  closedMessage: string | null;
  /** Available and not sold out today. */
  available: boolean;
  onAdd: (line: NewBagLine) => void;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useState<PizzaSize | null>(null);
  const [withSecondFlavor, setWithSecondFlavor] = useState(false);
  const [flavor, setFlavor] = useState<PizzaFlavor | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const chosenFlavor = withSecondFlavor ? flavor : null;
  const unit = product.type === 'pizza' ? (size ? unitPriceOf(product, size.name, chosenFlavor?.name ?? null) : null) : toCentavos(product.preco);
  const total = unit === null ? null : unit * quantity;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (closedMessage) return setError(closedMessage);
    if (!available) return setError(UNAVAILABLE_MESSAGE);
    if (product.type === 'pizza' && !size) return setError('Por favor, selecione um tamanho para a pizza.');
    if (product.type === 'pizza' && withSecondFlavor && !flavor) return setError('Escolha o segundo sabor ou desmarque a opção.');
    const unitPrice = unit ?? 0;
    onAdd({
      productId: product.id,
      nome: product.nome,
      imageUrl: product.imageUrl,
      type: product.type,
      unitPrice,
      quantidade: quantity,
      selectedSize: size?.name ?? null,
      selectedFlavor: chosenFlavor?.name ?? null,
      complementos: [],
      observacoes: note.trim(),
    });
  }

  return (
    <Modal title={product.nome} onClose={onClose} size="md">
      <form className="product-modal" onSubmit={submit} noValidate>
        <FoodImage src={product.imageUrl} ratio="16 / 9" eager className="product-modal__image" />
        {product.descricao ? <p className="product-modal__description">{product.descricao}</p> : null}
        {closedMessage ? <Notice tone="warning">{closedMessage}</Notice> : null}
        {!available ? <Notice tone="warning">{UNAVAILABLE_MESSAGE}</Notice> : null}

        {product.type === 'pizza' ? (
          <>
            <fieldset className="choice-group">
              <legend>
                Tamanho <span className="choice-group__required">obrigatório</span>
              </legend>
              {product.sizes.map((option) => (
                <label key={option.name} className="choice">
                  <input
                    type="radio"
                    name="size"
                    checked={size?.name === option.name}
                    onChange={() => {
                      setSize(option);
                      setError(null);
                    }}
                  />
                  <span className="choice__label">{option.name}</span>
                  <span className="choice__price">{formatCentavos(toCentavos(option.basePrice))}</span>
                </label>
              ))}
            </fieldset>
            {product.flavors.length > 0 ? (
              <fieldset className="choice-group">
                <legend>Segundo sabor (opcional)</legend>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={withSecondFlavor}
                    onChange={(event) => {
                      setWithSecondFlavor(event.target.checked);
                      setError(null);
                    }}
                  />
                  <span className="choice__label">Quero meio a meio com outro sabor</span>
                </label>
                {withSecondFlavor
                  ? product.flavors.map((option) => (
                      <label key={option.name} className="choice choice--nested">
                        <input type="radio" name="flavor" checked={flavor?.name === option.name} onChange={() => setFlavor(option)} />
                        <span className="choice__label">{option.name}</span>
                        <span className="choice__price">{option.additionalPrice > 0 ? `+ ${formatCentavos(toCentavos(option.additionalPrice))}` : 'sem acréscimo'}</span>
                      </label>
                    ))
                  : null}
              </fieldset>
            ) : null}
          </>
        ) : null}

        <label className="product-modal__note">
          <span>Alguma observação?</span>
          <textarea
            value={note}
            maxLength={140}
            rows={2}
            placeholder="Ex.: sem cebola, ponto da carne..."
            onChange={(event) => setNote(event.target.value)}
          />
        </label>

        {error ? <Notice tone="error">{error}</Notice> : null}

        <div className="product-modal__footer">
          <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantidade de ${product.nome}`} />
          <Button type="submit" size="lg" className="product-modal__add" disabled={!!closedMessage || !available}>
            Adicionar{total !== null ? ` · ${formatCentavos(total)}` : ''}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
