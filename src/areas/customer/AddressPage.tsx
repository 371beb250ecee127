import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { addressStore } from '@/app/checkout-stores';
import {
  addAddress,
  addressFieldErrors,
  formatAddress,
  MAX_ADDRESSES,
  MAX_ADDRESSES_MESSAGE,
  removeAddress,
  SELECT_ADDRESS_MESSAGE,
  type Address,
} from '@/domain/address';
import { PATHS } from '@/domain/routes';
import type { FieldErrors } from '@/domain/validation';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { CheckoutSteps } from './checkout/CheckoutSteps';
import './checkout/checkout.css';

const EMPTY: Address = { rua: '', numero: '', bairro: '', cidade: '', cep: '', estado: '', complemento: '' };

/** /endereco: up to four saved addresses, one of them chosen for this order. */
export function AddressPage() {
  const navigate = useNavigate();
  const [saved, updateSaved] = addressStore.use();
  const [form, setForm] = useState<Address>(EMPTY);
  const [adding, setAdding] = useState(saved.list.length === 0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof Address>>({});
  const [error, setError] = useState<string | null>(null);

  const update = (field: keyof Address) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = addressFieldErrors(form);
    setFieldErrors(errors);
    const result = addAddress(saved, form);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    updateSaved(() => result.saved);
    setForm(EMPTY);
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
      <CheckoutSteps current={1} />
      <h1>Endereço de entrega</h1>

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
          <div className="address-form__grid">
            <TextField className="span-2" label="Rua" name="rua" autoComplete="address-line1" value={form.rua} onChange={update('rua')} error={fieldErrors.rua} />
            <TextField label="Número" name="numero" inputMode="numeric" value={form.numero} onChange={update('numero')} error={fieldErrors.numero} />
            <TextField label="Complemento (opcional)" name="complemento" autoComplete="address-line2" value={form.complemento ?? ''} onChange={update('complemento')} />
            <TextField label="Bairro" name="bairro" value={form.bairro} onChange={update('bairro')} error={fieldErrors.bairro} />
            <TextField label="CEP" name="cep" inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" value={form.cep} onChange={update('cep')} error={fieldErrors.cep} />
            <TextField label="Cidade" name="cidade" autoComplete="address-level2" value={form.cidade} onChange={update('cidade')} error={fieldErrors.cidade} />
            <TextField label="Estado (opcional)" name="estado" autoComplete="address-level1" maxLength={2} placeholder="SP" value={form.estado ?? ''} onChange={update('estado')} error={fieldErrors.estado} />
          </div>
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
