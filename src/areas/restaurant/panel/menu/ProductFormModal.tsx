import { useState, type FormEvent } from 'react';
import { halfAndHalfText, MAX_OPTION_NAME, type Category, type HalfAndHalfRule } from '@/domain/catalog/catalog';
import {
  EMPTY_SIZE,
  FLAVOR_SURCHARGE_RANGE,
  MAX_PIZZA_FLAVORS,
  MAX_PIZZA_SIZES,
  moveAttachedGroup,
  PRICE_RANGE,
  removeSize,
  SIZE_PRICE_RANGE,
  switchProductType,
  validateProductForm,
  type ProductForm,
} from '@/domain/catalog/product.form';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import { Button } from '@/ui/Button';
import { imageLoads } from '@/ui/photo/image-loads';
import { PhotoField } from '@/ui/photo/PhotoField';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { MoneyField } from '@/ui/MoneyField';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import type { LiveResult } from '@/ui/use-subscription';
import { AttachedGroupsField } from './AttachedGroupsField';
import { PromotionFields } from './PromotionFields';
import { useSaveProduct } from './use-menu-writes';
import { PHOTO_MESSAGES } from '@/domain/photos/photos';
import { photoIdOf } from '@/domain/photos/photo-urls';
import { usePhotoUploads } from '@/areas/restaurant/panel/use-photo-uploads';
import '@/areas/restaurant/panel/panel.css';
import './product-form.css';

const HALF_AND_HALF_CHOICES: ReadonlyArray<{ rule: HalfAndHalfRule; label: string }> = [
  { rule: 'maior', label: 'Cobrar o sabor mais caro' },
  { rule: 'media', label: 'Cobrar a média dos sabores' },
];

/**
 * 'Adicionar Novo Produto' / 'Editar Produto' (SPEC.md sections 2, 4 and 5), and 'Duplicar
 * Produto': a copy is a new product (productId null) that starts from another's form.
 */
export function ProductFormModal({
  restaurantId,
  productId,
  initial,
  categories,
  optionGroups,
  copyOf = null,
  onClose,
}: {
  restaurantId: string;
  productId: string | null;
  initial: ProductForm;
  categories: Category[];
  /** The restaurant's library of complementos, live. */
  optionGroups: LiveResult<OptionGroup[]>;
  /** The name of the product this one copies ('Duplicar'). */
  copyOf?: string | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ProductForm>(initial);
  const { save, busy, error, setError } = useSaveProduct(restaurantId, productId);
  const photos = usePhotoUploads(restaurantId, 'prato');
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateProductForm(form);
    if (!result.ok) return setError(result.error);
    // A pasted address is saved only if it loads (issue #40).
    const imageUrl = form.imageUrl.trim();
    if (imageUrl && imageUrl !== initial.imageUrl.trim() && !photoIdOf(imageUrl) && !(await imageLoads(imageUrl))) return setError(PHOTO_MESSAGES.urlFails);
    // The modal closes on saving: the toast is what tells the person it worked.
    if (await save(result.product)) {
      photos.settle(result.product.imageUrl);
      onClose();
    }
  }

  return (
    <Modal title={productId ? 'Editar Produto' : copyOf ? 'Duplicar Produto' : 'Adicionar Novo Produto'} onClose={onClose} size="lg">
      <form className="product-form" onSubmit={submit} noValidate>
        {copyOf ? <Notice tone="info">Cópia de {copyOf}, com os mesmos complementos. Ajuste o que mudar e salve para criar o novo produto.</Notice> : null}
        <div className="product-form__grid">
          <TextField label="Nome" name="nome" value={form.nome} onChange={(event) => set('nome', event.target.value)} />
          <label className="plain-field select-field">
            <span>Categoria</span>
            <select value={form.categoriaId} onChange={(event) => set('categoriaId', event.target.value)}>
              <option value="">Selecione...</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.nome}
                </option>
              ))}
            </select>
          </label>
          <label className="plain-field select-field span-2">
            <span>Descrição</span>
            <textarea rows={2} maxLength={500} value={form.descricao} onChange={(event) => set('descricao', event.target.value)} />
          </label>
          <div className="span-2">
            <PhotoField use="prato" label="Foto do prato (opcional)" urlLabel="URL da imagem (opcional)" urlName="imageUrl" value={form.imageUrl} onChange={(url) => set('imageUrl', url)} upload={photos.upload} />
          </div>
        </div>

        <fieldset className="product-form__type">
          <legend>Tipo</legend>
          <label>
            <input type="radio" name="type" checked={form.type === 'regular'} onChange={() => setForm((current) => switchProductType(current, 'regular'))} /> Normal
          </label>
          <label>
            <input type="radio" name="type" checked={form.type === 'pizza'} onChange={() => setForm((current) => switchProductType(current, 'pizza'))} /> Pizza (tamanhos e sabores)
          </label>
          <label className="product-form__available">
            <input type="checkbox" checked={form.disponivel} onChange={(event) => set('disponivel', event.target.checked)} /> Disponível para pedidos
          </label>
        </fieldset>

        {form.type === 'regular' ? (
          <>
            <MoneyField label="Preço (R$)" name="preco" placeholder="Ex.: 19,90" range={PRICE_RANGE} value={form.preco} onChange={(text) => set('preco', text)} />
            <PromotionFields value={form.promocao} onChange={(promocao) => set('promocao', promocao)} />
          </>
        ) : (
          <>
            <fieldset className="product-form__rows">
              <legend>Tamanhos</legend>
              {form.sizes.map((size, index) => (
                <div key={index} className="product-form__row">
                  <TextField
                    label={`Tamanho ${index + 1}`}
                    value={size.name}
                    maxLength={MAX_OPTION_NAME}
                    placeholder="Ex.: Grande"
                    onChange={(event) => set('sizes', form.sizes.map((item, position) => (position === index ? { ...item, name: event.target.value } : item)))}
                  />
                  <MoneyField
                    label="Preço base (R$)"
                    range={SIZE_PRICE_RANGE}
                    value={size.basePrice}
                    onChange={(text) => set('sizes', form.sizes.map((item, position) => (position === index ? { ...item, basePrice: text } : item)))}
                  />
                  <Button size="sm" variant="ghost" disabled={form.sizes.length <= 1} aria-label={`Remover tamanho ${index + 1}`} onClick={() => setForm((current) => removeSize(current, index))}>
                    Remover
                  </Button>
                </div>
              ))}
              <Button size="sm" variant="secondary" disabled={form.sizes.length >= MAX_PIZZA_SIZES} onClick={() => set('sizes', [...form.sizes, { ...EMPTY_SIZE }])}>
                + Adicionar tamanho
              </Button>
            </fieldset>
            <fieldset className="product-form__rows">
              <legend>Segundo sabor (opcional)</legend>
              {form.flavors.map((flavor, index) => (
                <div key={index} className="product-form__row">
                  <TextField
                    label={`Sabor ${index + 1}`}
                    value={flavor.name}
                    maxLength={MAX_OPTION_NAME}
                    onChange={(event) => set('flavors', form.flavors.map((item, position) => (position === index ? { ...item, name: event.target.value } : item)))}
                  />
                  <MoneyField
                    label="Acréscimo (R$)"
                    range={FLAVOR_SURCHARGE_RANGE}
                    blank={0}
                    value={flavor.additionalPrice}
                    onChange={(text) => set('flavors', form.flavors.map((item, position) => (position === index ? { ...item, additionalPrice: text } : item)))}
                  />
                  <Button size="sm" variant="ghost" aria-label={`Remover sabor ${index + 1}`} onClick={() => set('flavors', form.flavors.filter((_, position) => position !== index))}>
                    Remover
                  </Button>
                </div>
              ))}
              <Button
                size="sm"
                variant="secondary"
                disabled={form.flavors.length >= MAX_PIZZA_FLAVORS}
                onClick={() => set('flavors', [...form.flavors, { name: '', additionalPrice: '' }])}
              >
                + Adicionar sabor
              </Button>
            </fieldset>
            <fieldset className="product-form__type">
              <legend>Meio a meio</legend>
              {HALF_AND_HALF_CHOICES.map(({ rule, label }) => (
                <label key={rule}>
                  <input type="radio" name="meiaMeia" checked={form.meiaMeia === rule} onChange={() => set('meiaMeia', rule)} /> {label}
                </label>
              ))}
              <p className="hint product-form__rule-hint">O cliente lê: “{halfAndHalfText(form.meiaMeia)}”</p>
            </fieldset>
          </>
        )}

        <AttachedGroupsField
          attached={form.complementos}
          library={optionGroups}
          onAdd={(groupId) => setForm((current) => ({ ...current, complementos: [...current.complementos, groupId] }))}
          onMove={(index, step) => setForm((current) => moveAttachedGroup(current, index, step))}
          onRemove={(groupId) => setForm((current) => ({ ...current, complementos: current.complementos.filter((id) => id !== groupId) }))}
        />

        <FormActions error={error} busy={busy} onCancel={onClose}>
          {productId ? 'Salvar Alterações' : copyOf ? 'Criar cópia' : 'Adicionar Produto'}
        </FormActions>
      </form>
    </Modal>
  );
}
