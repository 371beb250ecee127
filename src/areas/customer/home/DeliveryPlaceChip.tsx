import { useMemo, useState, type FormEvent } from 'react';
import { useDeliveryPlace, useDeliveryPlaceChoice } from '@/app/delivery-place';
import { formatAddress } from '@/domain/address';
import { foldPlace, knownBairros, type DeliveryTerms } from '@/domain/delivery-areas';
import { PLACE_TEXT_MAX, restaurantCities } from '@/domain/delivery-place';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Modal } from '@/ui/Modal';
import { SuggestedField } from '@/ui/SuggestedField';
import './delivery-place.css';

type Restaurants = ReadonlyArray<Pick<DeliveryTerms, 'cidade' | 'areasEntrega'>>;

/** 'Entregar em': one of the customer's saved addresses, or a bairro and city typed (suggested from the restaurants'). */
export function DeliveryPlaceDialog({ restaurants, onClose }: { restaurants: Restaurants; onClose: () => void }) {
  const { place, addresses, chooseAddress, chooseBairro } = useDeliveryPlaceChoice();
  const cities = useMemo(() => restaurantCities(restaurants), [restaurants]);
  const [cidade, setCidade] = useState(place?.cidade ?? cities[0] ?? '');
  const [bairro, setBairro] = useState(place?.bairro ?? '');
  const [errors, setErrors] = useState<{ bairro?: string; cidade?: string }>({});
  const bairros = useMemo(() => knownBairros(restaurants, cidade), [restaurants, cidade]);

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

/** The home's 'Entregar em Pinheiros' chip (or 'Escolher bairro'): the fees on the cards are for that place. */
export function DeliveryPlaceChip({ restaurants }: { restaurants: Restaurants }) {
  const place = useDeliveryPlace();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="place-chip" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="pin" size={18} />
        <span>{place ? `Entregar em ${place.bairro}` : 'Escolher bairro'}</span>
      </button>
      {open ? <DeliveryPlaceDialog restaurants={restaurants} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
