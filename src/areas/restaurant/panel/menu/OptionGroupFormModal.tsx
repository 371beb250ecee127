import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@/domain/catalog/catalog';
import { emptyOption, emptyOptionGroupForm, moveOption, OPTION_PRICE_RANGE, optionGroupToForm, validateOptionGroupForm, type OptionForm, type OptionGroupForm } from '@/domain/catalog/option-group.form';
import { canAttach, firstErrorField, productsUsing, soldOutMarks, typedRuleBadges } from '@/domain/catalog/option-group-library';
import { OPTION_GROUP_LIMITS, type OptionGroup } from '@/domain/catalog/option-groups';
import { Button } from '@/ui/Button';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { MoneyField } from '@/ui/MoneyField';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useSaveOptionGroup } from './use-menu-writes';
import './menu.css';
import './option-groups.css';

/** The menu's products by category, as the menu tab lists them. */
export interface ProductSection {
  id: string;
  nome: string;
  products: Product[];
}

/** The group's three counts, each typed in a field of its own: [form key, label, hint]. */
const COUNT_FIELDS = [
  ['minimo', 'Mínimo', 'Mínimo 0 = opcional; 1 ou mais = obrigatório.'],
  ['maximo', 'Máximo', `Quantas no total, até ${OPTION_GROUP_LIMITS.choices}.`],
  ['gratis', 'Grátis', 'Quantos saem grátis; 0 cobra cada opção.'],
] as const;

/**
 * 'Novo grupo' / 'Editar grupo': the group's rule, its options in order, and the products that
 * offer it (attached and detached in the same write as the group). Each message sits under its
 * field; a refused save keeps everything typed and takes the focus to the first bad field.
 */
export function OptionGroupFormModal({
  restaurantId,
  group,
  sections,
  products,
  onClose,
}: {
  restaurantId: string;
  /** null for a new group. */
  group: OptionGroup | null;
  sections: ProductSection[];
  products: Product[];
  onClose: () => void;
}) {
  const [form, setForm] = useState<OptionGroupForm>(() => (group ? optionGroupToForm(group) : emptyOptionGroupForm()));
  const [attachTo, setAttachTo] = useState<ReadonlySet<string>>(() => new Set(group ? productsUsing(group.id, products).map((product) => product.id) : []));
  const [attempted, setAttempted] = useState(false);
  const { save, busy, failure } = useSaveOptionGroup(restaurantId, group);
  const baseId = useId();
  const fieldId = (key: string) => `${baseId}-${key.replace(/\./g, '-')}`;

  // Until the first save the fields stay quiet; after it, each message follows what is typed.
  const validation = validateOptionGroupForm(form);
  const errors = attempted && !validation.ok ? validation.errors : {};
  const rule = typedRuleBadges(form);

  const set = <K extends keyof OptionGroupForm>(key: K, value: OptionGroupForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setOption = (index: number, change: Partial<OptionForm>) =>
    setForm((current) => ({ ...current, opcoes: current.opcoes.map((option, position) => (position === index ? { ...option, ...change } : option)) }));
  const toggleProduct = (productId: string, checked: boolean) =>
    setAttachTo((current) => {
      const next = new Set(current);
      if (checked) next.add(productId);
      else next.delete(productId);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const result = validateOptionGroupForm(form);
    if (!result.ok) {
      const first = firstErrorField(form, result.errors);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (await save(result.group, { attachTo, products, soldOut: soldOutMarks(group, new Date()) })) onClose();
  }

  return (
    <Modal title={group ? 'Editar grupo de complementos' : 'Novo grupo de complementos'} onClose={onClose} size="lg">
      <form className="group-form" onSubmit={submit} noValidate>
        <TextField
          id={fieldId('nome')}
          label="Nome do grupo"
          placeholder="Ex.: Ponto da carne, Adicionais, Borda"
          maxLength={OPTION_GROUP_LIMITS.name}
          value={form.nome}
          error={errors.nome}
          onChange={(event) => set('nome', event.target.value)}
        />

        <fieldset className="group-form__box">
          <legend>Quantas o cliente escolhe</legend>
          <div className="group-form__counts">
            {COUNT_FIELDS.map(([key, label, hint]) => (
              <TextField
                key={key}
                id={fieldId(key)}
                label={label}
                inputMode="numeric"
                autoComplete="off"
                value={form[key]}
                error={errors[key]}
                hint={hint}
                onChange={(event) => set(key, event.target.value)}
              />
            ))}
          </div>
          <p className="hint" aria-live="polite">
            {rule ? `O cliente verá: ${rule.join(' · ')}` : 'Preencha mínimo, máximo e grátis para ver como o cliente lerá a regra.'}
          </p>
        </fieldset>

        <fieldset className="group-form__box">
          <legend>Opções</legend>
          <p className="hint">O cliente vê as opções nesta ordem. Preço R$ 0,00 é uma opção sem acréscimo; “Máx. por pedido” é quantas vezes a mesma opção pode ser escolhida.</p>
          <ol className="group-form__options">
            {form.opcoes.map((option, index) => (
              <OptionRow
                key={option.id}
                option={option}
                index={index}
                count={form.opcoes.length}
                fieldId={fieldId}
                errors={errors}
                onChange={(change) => setOption(index, change)}
                onMove={(step) => setForm((current) => moveOption(current, index, step))}
                onRemove={() => set('opcoes', form.opcoes.filter((_, position) => position !== index))}
              />
            ))}
          </ol>
          {errors.opcoes ? (
            <p className="field__error" role="alert">
              {errors.opcoes}
            </p>
          ) : null}
          <Button
            id={fieldId('opcoes')}
            size="sm"
            variant="secondary"
            className="group-form__add"
            disabled={form.opcoes.length >= OPTION_GROUP_LIMITS.options}
            onClick={() => set('opcoes', [...form.opcoes, emptyOption()])}
          >
            + Adicionar opção
          </Button>
        </fieldset>

        <fieldset className="group-form__box">
          <legend>Usado em</legend>
          <p className="hint">Marque os produtos que oferecem este grupo. Nos que ainda não o têm, ele entra no fim da lista de complementos; para mudar a ordem, edite o produto.</p>
          <UsageChecklist groupId={group?.id ?? null} sections={sections} attachTo={attachTo} onToggle={toggleProduct} />
        </fieldset>

        {attempted && !validation.ok ? <Notice tone="error">Corrija os campos destacados para salvar.</Notice> : null}
        <FormActions error={failure} busy={busy} onCancel={onClose}>
          {group ? 'Salvar alterações' : 'Criar grupo'}
        </FormActions>
      </form>
    </Modal>
  );
}

/** One option: name, price, its own cap, and its place in the list. */
function OptionRow({
  option,
  index,
  count,
  fieldId,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  option: OptionForm;
  index: number;
  count: number;
  fieldId: (key: string) => string;
  errors: Record<string, string>;
  onChange: (change: Partial<OptionForm>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const key = (field: keyof OptionForm) => `opcoes.${index}.${field}`;
  const which = `opção ${index + 1}${option.nome.trim() ? ` (${option.nome.trim()})` : ''}`;
  return (
    <li className="group-form__option">
      <TextField
        id={fieldId(key('nome'))}
        className="group-form__option-name"
        label={`Opção ${index + 1}`}
        placeholder="Ex.: Bacon"
        maxLength={OPTION_GROUP_LIMITS.name}
        value={option.nome}
        error={errors[key('nome')]}
        onChange={(event) => onChange({ nome: event.target.value })}
      />
      {/* MoneyField says what will be saved, or why not, as the price is typed (the same rule the save applies). */}
      <MoneyField id={fieldId(key('preco'))} className="group-form__option-price" label="Preço (R$)" placeholder="0,00" range={OPTION_PRICE_RANGE} blank={0} value={option.preco} onChange={(text) => onChange({ preco: text })} />
      <TextField
        id={fieldId(key('maximo'))}
        className="group-form__option-max"
        label="Máx. por pedido"
        inputMode="numeric"
        autoComplete="off"
        value={option.maximo}
        error={errors[key('maximo')]}
        onChange={(event) => onChange({ maximo: event.target.value })}
      />
      <div className="group-form__option-actions">
        <Button size="sm" variant="ghost" className="move-btn" aria-label={`Subir ${which}`} disabled={index === 0} onClick={() => onMove(-1)}>
          ↑
        </Button>
        <Button size="sm" variant="ghost" className="move-btn" aria-label={`Descer ${which}`} disabled={index === count - 1} onClick={() => onMove(1)}>
          ↓
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remover ${which}`} onClick={onRemove}>
          Remover
        </Button>
      </div>
    </li>
  );
}

/** 'Usado em': every product of the menu by category, ticked where the group is offered. */
function UsageChecklist({
  groupId,
  sections,
  attachTo,
  onToggle,
}: {
  groupId: string | null;
  sections: ProductSection[];
  attachTo: ReadonlySet<string>;
  onToggle: (productId: string, checked: boolean) => void;
}) {
  const filled = sections.filter((section) => section.products.length > 0);
  if (filled.length === 0) return <p className="muted">Nenhum produto cadastrado ainda. Você pode criar o grupo agora e escolher os produtos depois.</p>;
  return (
    <div className="usage-list">
      {filled.map((section) => (
        <div key={section.id || 'none'} className="usage-list__section">
          <p className="usage-list__title">{section.nome}</p>
          <ul className="usage-list__items">
            {section.products.map((product) => {
              const checked = attachTo.has(product.id);
              // A product already at the limit cannot take one more group (firestore.rules refuse it).
              const full = !checked && !canAttach(groupId, product);
              return (
                <li key={product.id}>
                  <label className="usage-list__check">
                    <input type="checkbox" checked={checked} disabled={full} onChange={(event) => onToggle(product.id, event.target.checked)} />
                    <span>
                      {product.nome}
                      {full ? <span className="hint"> · já tem {OPTION_GROUP_LIMITS.groupsPerProduct} grupos</span> : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
