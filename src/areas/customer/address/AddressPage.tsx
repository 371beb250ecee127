import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeliveryPlace } from '@/state/delivery-place';
import {
  addAddress,
  addressFieldErrors,
  formatAddress,
  MAX_ADDRESSES,
  MAX_ADDRESSES_MESSAGE,
  removeAddress,
  SELECT_ADDRESS_MESSAGE,
  type Address,
} from '@/domain/delivery/address';
import { listedBairro } from '@/domain/delivery/cities';
import { ORDER_TEXT_LIMITS } from '@/domain/orders/order-text-limits';
import { PATHS } from '@/domain/shared/routes';
import type { FieldErrors } from '@/domain/shared/validation';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { ListPickerField } from '@/ui/ListPickerField';
import { SuggestedField } from '@/ui/SuggestedField';
import { TextField } from '@/ui/TextField';
import { PinPickerDialog } from '@/ui/PinPickerDialog';
import { CheckoutSteps } from '../checkout/CheckoutSteps';
import { useAccountSyncError, useSavedAddresses } from '../checkout/use-saved-details';
import { useCityBairros, useOpenCities } from '@/state/use-cities';
import '../checkout/checkout.css';

const LIMITS = ORDER_TEXT_LIMITS;
const NO_BAIRROS: string[] = [];
const EMPTY: Address = { rua: '', numero: '', bairro: '', cidade: '', cep: '', estado: '', complemento: '' };

/** /endereco: up to four saved addresses (kept on the account), one of them chosen for this order. */
export function AddressPage() {
  const navigate = useNavigate();
  const { saved, update: updateSaved } = useSavedAddresses();
  const syncError = useAccountSyncError();
  // A new address starts in the bairro the customer chose on the home page (issue #36): the place
  // every screen priced so far, so the checkout charges the fee they were shown.
  const place = useDeliveryPlace();
  const blank = (): Address => ({ ...EMPTY, bairro: place?.bairro ?? '', cidade: place?.cidade ?? '' });
  const [form, setForm] = useState<Address>(blank);
  const [adding, setAdding] = useState(saved.list.length === 0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof Address>>({});
  const [error, setError] = useState<string | null>(null);
  const [pinning, setPinning] = useState(false);
  // The open cities and the chosen one's bairros as the operator keeps them (issue #36): a bairro
  // chosen from the list is the one restaurants price; one typed otherwise is saved as the list
  // spells it when it is on it.
  const openCities = useOpenCities();
  const cities = useMemo(() => (openCities.status === 'success' ? openCities.data.map((city) => city.nome) : []), [openCities]);
  const cityBairros = useCityBairros(form.cidade);
  const bairros = cityBairros.status === 'success' ? cityBairros.data : NO_BAIRROS;

  const update = (field: keyof Address) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = addressFieldErrors(form);
    setFieldErrors(errors);
    const result = addAddress(saved, { ...form, bairro: listedBairro(bairros, form.bairro) ?? form.bairro });
    if (!result.ok) {
      setError(result.error);
      return;
    }
    updateSaved(() => result.saved);
    setForm(blank());
    setError(null);
    setAdding(false);
  }

  function continueToContact() {
    if (saved.selected === null) {
      setError(SELECT_ADDRESS_MESSAGE);
      return;
    }
    navigate(PATHS.contact);
  }

  const full = saved.list.length >= MAX_ADDRESSES;

  return (
    <main className="page checkout-page">
      <CheckoutSteps current="Endereço" />
      <h1>Endereço de entrega</h1>
      {syncError ? <Notice tone="warning">{syncError}</Notice> : null}

      {saved.list.length > 0 ? (
        <fieldset className="address-list">
          <legend className="visually-hidden">Endereços salvos</legend>
          {saved.list.map((address, index) => (
            <div key={formatAddress(address)} className="address-option">
              <label className="address-option__choice">
                <input
                  type="radio"
                  name="endereco"
                  checked={saved.selected === index}
                  onChange={() => {
                    updateSaved((current) => ({ ...current, selected: index }));
                    setError(null);
                  }}
                />
                <span>
                  <Icon name="pin" size={18} /> {formatAddress(address)}
                  {address.ponto ? <span className="hint"> · marcado no mapa</span> : null}
                </span>
              </label>
              <button
                type="button"
                className="link-button"
                aria-label={`Remover endereço ${formatAddress(address)}`}
                onClick={() => updateSaved((current) => removeAddress(current, index))}
              >
                Remover
              </button>
            </div>
          ))}
        </fieldset>
      ) : null}

      {adding ? (
        <form className="card address-form" onSubmit={submit} noValidate>
          <h2>Novo endereço</h2>
          {/* CEP first, as Brazilian forms ask it; a six-column grid so no label wraps at phone width. */}
          <div className="address-form__grid">
            <TextField
              className="address-form__cep"
              label="CEP"
              name="cep"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              maxLength={LIMITS.cep}
              value={form.cep}
              onChange={update('cep')}
              error={fieldErrors.cep}
            />
            <TextField className="address-form__rua" label="Rua" name="rua" autoComplete="address-line1" maxLength={LIMITS.rua} value={form.rua} onChange={update('rua')} error={fieldErrors.rua} />
            <TextField className="address-form__numero" label="Número" name="numero" inputMode="numeric" maxLength={LIMITS.numero} value={form.numero} onChange={update('numero')} error={fieldErrors.numero} />
            <TextField
              className="address-form__complemento"
              label="Complemento (opcional)"
              name="complemento"
              autoComplete="address-line2"
              maxLength={LIMITS.complemento}
              value={form.complemento ?? ''}
              onChange={update('complemento')}
            />
            <ListPickerField
              className="address-form__bairro"
              label="Bairro"
              name="bairro"
              value={form.bairro}
              onChange={(value) => setForm((current) => ({ ...current, bairro: value.slice(0, LIMITS.bairro) }))}
              error={fieldErrors.bairro}
              options={bairros}
            />
            <SuggestedField
              className="address-form__cidade"
              label="Cidade"
              name="cidade"
              autoComplete="address-level2"
              maxLength={LIMITS.cidade}
              value={form.cidade}
              onChange={update('cidade')}
              error={fieldErrors.cidade}
              suggestions={cities}
            />
            <TextField
              className="address-form__estado"
              label="Estado (opcional)"
              name="estado"
              autoComplete="address-level1"
              maxLength={LIMITS.estado}
              placeholder="SP"
              value={form.estado ?? ''}
              onChange={update('estado')}
              error={fieldErrors.estado}
            />
          </div>
          {/* The door on the map (issue #54): optional; the rider's map and estimate end there. */}
          <div className="address-form__pin">
            <p className="hint">{form.ponto ? 'Local marcado no mapa: o entregador vê exatamente onde é.' : 'Opcional: marque a porta no mapa para o entregador achar você mais rápido.'}</p>
            <Button variant="secondary" icon={<Icon name="pin" size={18} />} onClick={() => setPinning(true)}>
              Ajustar no mapa
            </Button>
            {form.ponto ? (
              <button type="button" className="link-button" onClick={() => setForm(({ ponto: _removed, ...rest }) => rest)}>
                Remover marcação
              </button>
            ) : null}
          </div>
          {pinning ? (
            <PinPickerDialog
              title="Ajustar no mapa"
              hint="Arraste o mapa até o alfinete ficar sobre a sua porta, ou use a sua localização."
              initial={form.ponto ?? null}
              onConfirm={(ponto) => {
                setForm((current) => ({ ...current, ponto }));
                setPinning(false);
              }}
              onClose={() => setPinning(false)}
            />
          ) : null}
          {error ? <Notice tone="error">{error}</Notice> : null}
          <div className="form-actions">
            {saved.list.length > 0 ? (
              <Button variant="secondary" onClick={() => setAdding(false)}>
                Cancelar
              </Button>
            ) : null}
            <Button type="submit">Salvar endereço</Button>
          </div>
        </form>
      ) : (
        <>
          <Button
            variant="secondary"
            icon={<Icon name="pin" size={18} />}
            onClick={() => {
              if (full) {
                setError(MAX_ADDRESSES_MESSAGE);
                return;
              }
              setError(null);
              setAdding(true);
            }}
          >
            Adicionar endereço
          </Button>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button size="lg" block onClick={continueToContact}>
            Continuar
          </Button>
        </>
      )}
    </main>
  );
}
