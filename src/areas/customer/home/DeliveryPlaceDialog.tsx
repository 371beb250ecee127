import { useMemo, useState, type FormEvent } from 'react';
import { useDeliveryPlaceChoice } from '@/state/delivery-place';
import { formatAddress } from '@/domain/delivery/address';
import { foldPlace } from '@/domain/delivery/delivery-areas';
import { directoryBairros, directoryCities, PLACE_TEXT_MAX } from '@/domain/delivery/delivery-place';
import type { CityDirectoryEntry } from '@/domain/discovery/discovery-index';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { SuggestedField } from '@/ui/SuggestedField';
import { useCities } from '../shared/use-cities';
import './delivery-place.css';

const NO_CITIES: CityDirectoryEntry[] = [];

/** 'Entregar em': one of the customer's saved addresses, or a bairro and city typed (suggested from the cities directory). */
export function DeliveryPlaceDialog({ onClose }: { onClose: () => void }) {
  const { place, addresses, chooseAddress, chooseBairro } = useDeliveryPlaceChoice();
  // One small read of cidades/ (kept by the Functions), not of every restaurant.
  const directory = useCities();
  const entries = directory.status === 'success' ? directory.data : NO_CITIES;
  const cities = useMemo(() => directoryCities(entries), [entries]);
  // Until typed, the chosen place's city, else the first city once the directory has arrived.
  const [typedCity, setCidade] = useState<string | null>(place?.cidade ?? null);
  const cidade = typedCity ?? (directory.status === 'loading' ? '' : (cities[0] ?? ''));
  const [bairro, setBairro] = useState(place?.bairro ?? '');
  const [errors, setErrors] = useState<{ bairro?: string; cidade?: string }>({});
  const bairros = useMemo(() => directoryBairros(entries, cidade), [entries, cidade]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spelled as the restaurants list it when it is one of theirs ('pinheiros' is 'Pinheiros').
    const listedAs = (typed: string, names: readonly string[]) => names.find((name) => foldPlace(name) === foldPlace(typed)) ?? typed.trim();
    const next = { bairro: listedAs(bairro, bairros), cidade: listedAs(cidade, cities) };
    const found = { bairro: next.bairro ? undefined : 'Informe o bairro.', cidade: next.cidade ? undefined : 'Informe a cidade.' };
    setErrors(found);
    if (found.bairro || found.cidade) return;
    chooseBairro(next);
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
        {directory.status === 'error' ? <Notice tone="error">Não foi possível carregar as cidades atendidas. Digite a cidade e o bairro.</Notice> : null}
        <SuggestedField label="Cidade" name="cidade" maxLength={PLACE_TEXT_MAX} value={cidade} error={errors.cidade} suggestions={cities} onChange={(event) => setCidade(event.target.value)} />
        <SuggestedField
          label="Bairro"
          name="bairro"
          maxLength={PLACE_TEXT_MAX}
          placeholder="Ex.: Pinheiros"
          autoFocus
          value={bairro}
          error={errors.bairro}
          suggestions={bairros}
          onChange={(event) => setBairro(event.target.value)}
        />
        <Button type="submit" block>
          Ver restaurantes que entregam aqui
        </Button>
      </form>
    </Modal>
  );
}
