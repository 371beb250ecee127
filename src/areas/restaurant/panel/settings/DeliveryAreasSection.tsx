import { useState, type FormEvent } from 'react';
import {
  AREA_MINIMUM_RANGE,
  AREAS_FORM_MESSAGES,
  areasToForm,
  FEE_RANGE,
  FREE_ABOVE_RANGE,
  newBairroRow,
  refusalToErrors,
  validateAreasForm,
  type BairroRow,
  type CityBairros,
  type DeliveryAreasErrors,
  type DeliveryAreasForm,
  type RowErrors,
} from '@/domain/delivery/delivery-areas.form';
import { CITY_NOT_OPEN_MESSAGE, DELIVERY_AREA_LIMITS, foldPlace, RIDE_BANDS, type DeliveryAreas } from '@/domain/delivery/delivery-areas';
import { formatReais } from '@/domain/shared/money';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { MoneyField } from '@/ui/MoneyField';
import { Notice } from '@/ui/Notice';
import { FormActions } from '@/ui/FormActions';
import { ListPickerField } from '@/ui/ListPickerField';
import { SelectField } from '@/ui/SelectField';
import { LoadingState } from '@/ui/LoadingState';
import { useCityBairros } from '@/state/use-cities';
import { useSaveDeliveryAreas } from './use-settings-writes';
import { PickupSetting } from './PickupSetting';
import { StoreLocationSetting } from './StoreLocationSetting';
import { SchedulingSetting } from './SchedulingSetting';
import './delivery-areas.css';

/** A bairro's distance band: the time promise adds its ride (delivery-time.ts); none, the city's usual ride. */
const RIDE_OPTIONS = [{ value: '', label: 'Padrão da cidade' }, ...RIDE_BANDS.map((band) => ({ value: String(band.minutes), label: band.label }))];

/** One line on what the restaurant's areas say, for the 'Editar Dados' modal. */
export function areasSummary(restaurant: Pick<Restaurant, 'taxaEntrega' | 'areasEntrega'>): string {
  const areas: DeliveryAreas | null = restaurant.areasEntrega;
  if (!areas || areas.bairros.length === 0) {
    const everywhere = `Mesma taxa em todos os bairros (${formatReais(restaurant.taxaEntrega)})`;
    return areas?.gratisAcima ? `${everywhere} · grátis acima de ${formatReais(areas.gratisAcima)}` : everywhere;
  }
  const count = areas.bairros.length === 1 ? '1 bairro com taxa própria' : `${areas.bairros.length} bairros com taxa própria`;
  const others = areas.outrosBairros ? 'outros bairros com a taxa padrão' : 'não entrega fora da lista';
  const free = areas.gratisAcima ? ` · grátis acima de ${formatReais(areas.gratisAcima)}` : '';
  return `${count} · ${others}${free}`;
}

/**
 * 'Áreas de entrega' in 'Editar Dados' (issue #26): a summary and the button that opens the
 * editor. 'Editar Dados' itself opens only for roles with the 'dados' permission (dono, gerente;
 * RestaurantPanelPage), and the saveDeliveryAreas callable checks the role again.
 */
export function DeliveryAreasSection({ restaurant }: { restaurant: Restaurant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <section className="areas-summary span-2" aria-labelledby="areas-summary-title">
        <div>
          <h3 id="areas-summary-title">Áreas de entrega</h3>
          <p className="hint">{areasSummary(restaurant)}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Editar áreas de entrega
        </Button>
        {open ? <DeliveryAreasModal restaurant={restaurant} onClose={() => setOpen(false)} /> : null}
      </section>
      <PickupSetting restaurant={restaurant} />
      <StoreLocationSetting restaurant={restaurant} />
      <SchedulingSetting restaurant={restaurant} />
    </>
  );
}

function BairroRowFields({
  row,
  index,
  choices,
  errors,
  onChange,
  onRemove,
}: {
  row: BairroRow;
  index: number;
  /** The city's bairros not taken by another row. */
  choices: readonly string[];
  errors: RowErrors;
  onChange: (field: keyof RowErrors, value: string) => void;
  onRemove: () => void;
}) {
  const position = index + 1;
  return (
    <div className="areas-form__row">
      <ListPickerField
        className="areas-form__name"
        label="Bairro"
        ariaLabel={`Bairro ${position}`}
        placeholder="Digite para buscar"
        options={choices}
        value={row.nome}
        error={errors.nome}
        onChange={(value) => onChange('nome', value.slice(0, DELIVERY_AREA_LIMITS.name))}
      />
      <MoneyField label="Taxa (R$)" aria-label={`Taxa (R$) do bairro ${position}`} range={FEE_RANGE} value={row.taxa} error={errors.taxa} onChange={(text) => onChange('taxa', text)} />
      <MoneyField
        label="Mínimo (R$, opcional)"
        aria-label={`Mínimo (R$, opcional) do bairro ${position}`}
        range={AREA_MINIMUM_RANGE}
        value={row.minimo}
        error={errors.minimo}
        onChange={(text) => onChange('minimo', text)}
      />
      <SelectField
        className="areas-form__ride"
        label="Distância"
        aria-label={`Distância do bairro ${position}`}
        placeholder={null}
        options={RIDE_OPTIONS}
        value={row.corridaMin}
        onChange={(event) => onChange('corridaMin', event.target.value)}
      />
      <Button size="sm" variant="ghost" aria-label={`Remover bairro ${row.nome.trim() || position}`} onClick={onRemove}>
        Remover
      </Button>
    </div>
  );
}

/**
 * The editor, once the city's bairros are read: the bairros of the restaurant's city (chosen from
 * the operator's list) with their fee and minimum, the rest, and free delivery.
 */
export function DeliveryAreasModal({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const city = restaurant.cidade?.trim() ?? '';
  const list = useCityBairros(city || null);
  let body;
  if (!city || (list.status === 'success' && list.data.length === 0)) body = <Notice tone="error">{CITY_NOT_OPEN_MESSAGE}</Notice>;
  else if (list.status === 'loading') body = <LoadingState text={`Carregando os bairros de ${city}...`} />;
  else if (list.status === 'error') body = <Notice tone="error">Não foi possível carregar os bairros de {city}. Verifique sua conexão e abra de novo.</Notice>;
  else return <DeliveryAreasForm restaurant={restaurant} city={{ cidade: city, bairros: list.data }} onClose={onClose} />;
  return (
    <Modal title="Áreas de entrega" onClose={onClose} size="lg">
      {body}
    </Modal>
  );
}

function DeliveryAreasForm({ restaurant, city, onClose }: { restaurant: Restaurant; city: CityBairros; onClose: () => void }) {
  const [form, setForm] = useState<DeliveryAreasForm>(() => areasToForm(restaurant.areasEntrega));
  const [errors, setErrors] = useState<DeliveryAreasErrors>({ rows: {} });
  const [message, setMessage] = useState<string | null>(null);
  const { save, saving } = useSaveDeliveryAreas(restaurant.id);

  function changeRow(key: string, field: keyof RowErrors, value: string) {
    setForm((current) => ({ ...current, bairros: current.bairros.map((row) => (row.key === key ? { ...row, [field]: value } : row)) }));
    // What was said about this field no longer describes what is typed.
    setErrors((current) => ({ ...current, rows: { ...current.rows, [key]: { ...current.rows[key], [field]: undefined } } }));
  }

  function removeRow(key: string) {
    setForm((current) => ({ ...current, bairros: current.bairros.filter((row) => row.key !== key) }));
    setErrors((current) => ({ ...current, rows: { ...current.rows, [key]: {} } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The modal renders in a portal, but React events still bubble to 'Editar Dados' around it.
    event.stopPropagation();
    const result = validateAreasForm(form, city);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage(result.errors.form ?? AREAS_FORM_MESSAGES.fix);
      return;
    }
    setErrors({ rows: {} });
    setMessage(null);
    const sent = form.bairros;
    const saved = await save(result.areas, (refusal) => {
      setErrors(refusalToErrors(refusal.fields, sent));
      setMessage(refusal.message);
    });
    if (saved) onClose();
  }

  const taken = new Set(form.bairros.map((row) => foldPlace(row.nome)));
  return (
    <Modal title="Áreas de entrega" onClose={onClose} size="lg">
      <form className="areas-form" onSubmit={submit} noValidate>
        <p>
          Bairros de <strong>{city.cidade}</strong> onde a loja entrega, cada um com sua taxa.{' '}
          <span className="hint">Sem mínimo no bairro, vale o pedido mínimo da loja ({formatReais(restaurant.pedidoMinimo)}).</span>
        </p>

        <fieldset className="areas-form__list">
          <legend>Bairros atendidos</legend>
          {form.bairros.length === 0 ? <p className="hint">Nenhum bairro na lista ainda.</p> : null}
          {form.bairros.map((row, index) => (
            <BairroRowFields
              key={row.key}
              row={row}
              index={index}
              choices={city.bairros.filter((name) => foldPlace(name) === foldPlace(row.nome) || !taken.has(foldPlace(name)))}
              errors={errors.rows[row.key] ?? {}}
              onChange={(field, value) => changeRow(row.key, field, value)}
              onRemove={() => removeRow(row.key)}
            />
          ))}
          <Button
            size="sm"
            variant="secondary"
            disabled={form.bairros.length >= DELIVERY_AREA_LIMITS.bairros}
            onClick={() => setForm((current) => ({ ...current, bairros: [...current.bairros, newBairroRow()] }))}
          >
            + Adicionar bairro
          </Button>
        </fieldset>

        <fieldset className="areas-form__choice">
          <legend>Bairros fora da lista</legend>
          <label>
            <input type="radio" name="outrosBairros" checked={form.outrosBairros} onChange={() => setForm((current) => ({ ...current, outrosBairros: true }))} />
            Entregar nos outros bairros com a taxa padrão ({formatReais(restaurant.taxaEntrega)})
          </label>
          <label>
            <input type="radio" name="outrosBairros" checked={!form.outrosBairros} onChange={() => setForm((current) => ({ ...current, outrosBairros: false }))} />
            Não entregar em bairros fora da lista
          </label>
        </fieldset>

        <div className="areas-form__free">
          <label className="areas-form__check">
            <input type="checkbox" checked={form.gratisAtivo} onChange={(event) => setForm((current) => ({ ...current, gratisAtivo: event.target.checked }))} />
            Entrega grátis acima de um valor
          </label>
          {form.gratisAtivo ? (
            <MoneyField
              label="Entrega grátis acima de (R$)"
              name="gratisAcima"
              range={FREE_ABOVE_RANGE}
              value={form.gratisAcima}
              error={errors.gratisAcima}
              onChange={(text) => {
                setForm((current) => ({ ...current, gratisAcima: text }));
                setErrors((current) => ({ ...current, gratisAcima: undefined }));
              }}
            />
          ) : null}
        </div>

        <FormActions error={message} busy={saving} onCancel={onClose}>
          {saving ? 'Salvando...' : 'Salvar áreas de entrega'}
        </FormActions>
      </form>
    </Modal>
  );
}
