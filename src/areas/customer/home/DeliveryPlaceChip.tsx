import { useDeliveryPlace } from '@/state/delivery-place';
import { Icon } from '@/ui/Icon';
import './delivery-place.css';

/**
 * The home's 'Entregar em Pinheiros' chip (or 'Escolher bairro'): the list and the fees on the
 * cards are for that place. The home opens the dialog (its empty list offers it too).
 */
export function DeliveryPlaceChip({ onOpen }: { onOpen: () => void }) {
  const place = useDeliveryPlace();
  return (
    <button type="button" className="place-chip" aria-haspopup="dialog" onClick={onOpen}>
      <Icon name="pin" size={18} />
      <span>{place ? `Entregar em ${place.bairro}` : 'Escolher bairro'}</span>
    </button>
  );
}
