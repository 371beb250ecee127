import { useState, type FormEvent } from 'react';
import { useDeliveryPlaceChoice } from '@/state/delivery-place';
import { formatAddress } from '@/domain/delivery/address';
import { listedBairro } from '@/domain/delivery/cities';
import { notOnCityListMessage } from '@/domain/delivery/delivery-areas';
import { startingCity } from '@/domain/delivery/delivery-place';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { ListPickerField } from '@/ui/ListPickerField';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { bairrosLoadError, CITIES_LOAD_ERROR, useCityBairros, useOpenCities } from '@/state/use-cities';
import './delivery-place.css';

/**
 * 'Entregar em': one of the customer's saved addresses, or a bairro of an open city chosen from
 * its list (search as you type, accents and case ignored): the operator's list, so the bairro is
 * always the one restaurants price (issue #36).
 */
export function DeliveryPlaceDialog({ onClose }: { onClose: () => void }) {
  const { place, addresses, chooseAddress, chooseBairro } = useDeliveryPlaceChoice();
  const cities = useOpenCities();
  const names = cities.status === 'success' ? cities.data.map((city) => city.nome) : [];
  // Until chosen: the place's city, else the saved addresses', else São Paulo (startingCity).
  const [chosenCity, setCidade] = useState<string | null>(null);
  const cidade = chosenCity ?? startingCity(names, [place?.cidade, ...addresses.list.map((address) => address.cidade)]);
  const bairros = useCityBairros(cidade);
  const list = bairros.status === 'success' ? bairros.data : [];
  const [bairro, setBairro] = useState(place?.bairro ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!bairro.trim()) return setError('Escolha o bairro.');
    const listed = listedBairro(list, bairro);
    if (!listed) return setError(notOnCityListMessage(cidade));
    setError(null);
    chooseBairro({ bairro: listed, cidade });
    onClose();
  }

  return (
    <Modal title="Onde você quer receber?" onClose={onClose} size="sm">
      {addresses.list.length > 0 ? (
        <section className="place-dialog__addresses" aria-labelledby="place-addresses-title">
          <h3 id="place-addresses-title">Seus endereços</h3>
          <ul>
            {addresses.list.map((address, index) => (
              <li key={formatAddress(address)}>
                <button
                  type="button"
                  className="place-dialog__address"
                  aria-pressed={addresses.selected === index}
                  onClick={() => {
                    chooseAddress(index);
                    onClose();
                  }}
                >
                  <Icon name="pin" size={18} /> {formatAddress(address)}
                </button>
              </li>
            ))}
          </ul>
          <h3>Ou escolha um bairro</h3>
        </section>
      ) : null}
      <form className="place-dialog__form" onSubmit={submit} noValidate>
        {cities.status === 'error' ? <Notice tone="error">{CITIES_LOAD_ERROR}</Notice> : null}
        {bairros.status === 'error' ? <Notice tone="error">{bairrosLoadError(cidade)}</Notice> : null}
        <SelectField
          label="Cidade"
          name="cidade"
          placeholder={null}
          value={cidade}
          disabled={cities.status !== 'success'}
          options={(names.length > 0 ? names : [cidade]).map((name) => ({ value: name, label: name }))}
          onChange={(event) => {
            setCidade(event.target.value);
            setBairro('');
            setError(null);
          }}
        />
        <ListPickerField
          label="Bairro"
          name="bairro"
          placeholder={bairros.status === 'loading' ? 'Carregando bairros...' : 'Digite para buscar. Ex.: Pinheiros'}
          autoFocus
          value={bairro}
          error={error}
          options={list}
          onChange={(value) => {
            setBairro(value);
            setError(null);
          }}
        />
        <Button type="submit" block>
          Ver restaurantes que entregam aqui
        </Button>
      </form>
    </Modal>
  );
}
