import { useState, type FormEvent } from 'react';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { ACCEPT_LIMIT_RANGE, DELIVERY_FEE_RANGE, MINIMUM_ORDER_RANGE, PREP_DEFAULT_RANGE, restaurantToForm, validateRestaurantData, type RestaurantDataForm } from '@/domain/restaurants/restaurant.form';
import { Button } from '@/ui/Button';
import { imageLoads } from '@/ui/photo/image-loads';
import { PhotoField } from '@/ui/photo/PhotoField';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { MoneyField } from '@/ui/MoneyField';
import { TextField } from '@/ui/TextField';
import { pixToForm, readPixForm, type PixForm, type PixFormField } from '@/domain/restaurants/restaurant-pix';
import { DeliveryAreasSection } from './DeliveryAreasSection';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { PixKeySection } from './PixKeySection';
import { useSaveRestaurantData } from './use-settings-writes';
import { PHOTO_MESSAGES } from '@/domain/photos/photos';
import { photoIdOf } from '@/domain/photos/photo-urls';
import { usePhotoUploads } from '@/areas/restaurant/panel/use-photo-uploads';
import '@/areas/restaurant/panel/panel.css';
import './settings.css';

/**
 * 'Editar Dados do Restaurante' (SPEC.md sections 2 and 5). `openAt="hours"` (the opening
 * checklist's 'Definir horários') opens it at the opening hours rather than at the top.
 */
export function RestaurantDataModal({ restaurant, onClose, openAt }: { restaurant: Restaurant; onClose: () => void; openAt?: 'hours' }) {
  const [form, setForm] = useState<RestaurantDataForm>(() => restaurantToForm(restaurant));
  const { save, saving, error, setError } = useSaveRestaurantData(restaurant.id);
  const [pix, setPix] = useState<PixForm>(() => pixToForm(restaurant.pix, restaurant));
  const [pixError, setPixError] = useState<{ field: PixFormField; message: string } | null>(null);
  const logoPhotos = usePhotoUploads(restaurant.id, 'logo');
  const coverPhotos = usePhotoUploads(restaurant.id, 'capa');
  const set = <K extends keyof RestaurantDataForm>(key: K, value: RestaurantDataForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateRestaurantData(form);
    if (!result.ok) return setError(result.error);
    const pixResult = readPixForm(pix);
    setPixError(pixResult.ok ? null : pixResult);
    if (!pixResult.ok) return setError(`Pix: ${pixResult.message}`);
    // A pasted address is saved only if it loads (issue #40).
    for (const [url, before] of [
      [result.data.logo, restaurant.logo],
      [result.data.capa, restaurant.capa],
    ]) {
      if (url && url !== before && !photoIdOf(url) && !(await imageLoads(url))) return setError(PHOTO_MESSAGES.urlFails);
    }
    if (await save({ ...result.data, pix: pixResult.pix })) {
      logoPhotos.settle(result.data.logo);
      coverPhotos.settle(result.data.capa);
      onClose();
    }
  }

  return (
    <Modal title="Editar Dados do Restaurante" onClose={onClose} size="lg">
      <form className="restaurant-form" onSubmit={submit} noValidate>
        <div className="product-form__grid">
          <TextField label="Nome" name="nome" value={form.nome} onChange={(event) => set('nome', event.target.value)} />
          <TextField label="Telefone" name="telefone" type="tel" value={form.telefone} onChange={(event) => set('telefone', event.target.value)} />
          <TextField className="span-2" label="Endereço" name="endereco" value={form.endereco} onChange={(event) => set('endereco', event.target.value)} />
          <div className="span-2">
            <PhotoField use="logo" label="Logo (opcional)" urlLabel="URL do logo (opcional)" urlName="logo" value={form.logo} onChange={(url) => set('logo', url)} upload={logoPhotos.upload} />
          </div>
          <div className="span-2">
            <PhotoField use="capa" label="Foto de capa (opcional)" urlLabel="URL da capa (opcional)" urlName="capa" value={form.capa ?? ''} onChange={(url) => set('capa', url)} upload={coverPhotos.upload} />
          </div>
          <MoneyField label="Taxa de entrega (R$)" name="taxaEntrega" range={DELIVERY_FEE_RANGE} blank={0} value={form.taxaEntrega} onChange={(text) => set('taxaEntrega', text)} />
          <MoneyField label="Pedido mínimo (R$)" name="pedidoMinimo" range={MINIMUM_ORDER_RANGE} blank={0} value={form.pedidoMinimo} onChange={(text) => set('pedidoMinimo', text)} />
          <DeliveryAreasSection restaurant={restaurant} />
          <TextField
            label="Tempo de preparo padrão (min)"
            name="tempoPreparoPadrao"
            type="number"
            inputMode="numeric"
            min={PREP_DEFAULT_RANGE.min}
            max={PREP_DEFAULT_RANGE.max}
            step="1"
            hint="Sugerido ao aceitar um pedido."
            value={form.tempoPreparoPadrao}
            onChange={(event) => set('tempoPreparoPadrao', event.target.value)}
          />
          <TextField
            label="Prazo para aceitar pedidos (min)"
            name="limiteAceiteMin"
            type="number"
            inputMode="numeric"
            min={ACCEPT_LIMIT_RANGE.min}
            max={ACCEPT_LIMIT_RANGE.max}
            step="1"
            hint="Sem resposta nesse prazo, o pedido é encerrado e o cliente avisado."
            value={form.limiteAceiteMin}
            onChange={(event) => set('limiteAceiteMin', event.target.value)}
          />
          <label className="span-2 product-form__available">
            <input type="checkbox" checked={form.exigePainelAberto} onChange={(event) => set('exigePainelAberto', event.target.checked)} /> Receber pedidos só com o
            painel aberto (sem o painel aberto há mais de 5 minutos, os clientes veem o restaurante sem receber pedidos)
          </label>
        </div>

        <OpeningHoursEditor
          week={form.horarioFuncionamento}
          onChange={(update) => setForm((current) => ({ ...current, horarioFuncionamento: update(current.horarioFuncionamento) }))}
          focusOnOpen={openAt === 'hours'}
        />

        <PixKeySection value={pix} onChange={setPix} error={pixError} />

        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? 'Salvando...' : 'Salvar Alterações'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
