import { useMemo } from 'react';
import { selectedAddress, type SavedAddresses } from '@/domain/delivery/address';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import { placeOfAddress, toDeliveryPlace } from '@/domain/delivery/delivery-place';
import { addressStore } from './checkout-stores';
import { createLocalStore } from './local-store';
import { useSession } from './session-context';

/** The bairro and city picked on the home page, remembered on this device. */
export const deliveryPlaceStore = createLocalStore<DeliveryPlace | null>('delivery-place', toDeliveryPlace, null, (place) => place === null);

/**
 * The saved addresses as the checkout reads them (account first, else this device's copy; see
 * use-saved-details.ts), read here without importing Firebase: the home page paints before it loads.
 */
function useAddresses(): { saved: SavedAddresses; uid: string | null } {
  const { session } = useSession();
  const [local] = addressStore.use();
  const ready = session.status === 'ready' && session.profile !== null;
  return { saved: (ready ? session.profile?.details?.addresses : null) ?? local, uid: ready ? session.user.uid : null };
}

/**
 * Where the customer's delivery goes, for the home's cards and the menu's header: the chosen saved
 * address (the one the checkout charges for), else the bairro picked on the home page; null when
 * neither, and the restaurant-wide fee is shown.
 */
export function useDeliveryPlace(): DeliveryPlace | null {
  const { saved } = useAddresses();
  const [picked] = deliveryPlaceStore.use();
  const address = selectedAddress(saved);
  return useMemo(() => (address ? placeOfAddress(address) : picked), [address, picked]);
}

function saveAddresses(uid: string | null, next: SavedAddresses) {
  addressStore.save(next);
  if (!uid) return;
  // Loaded on use, as the home page loads its services; the checkout repeats a failed write.
  import('@/services/users')
    .then(({ saveAccountAddresses }) => saveAccountAddresses(uid, next))
    .catch((error: unknown) => console.error('Erro ao salvar o endereço escolhido na conta', error));
}

/** The place and the ways to change it, for the home's 'Entregar em' dialog. */
export function useDeliveryPlaceChoice() {
  const { saved, uid } = useAddresses();
  const place = useDeliveryPlace();
  return {
    place,
    addresses: saved,
    /** Delivers to a saved address: it becomes the checkout's chosen one too. */
    chooseAddress(index: number) {
      if (saved.selected !== index) saveAddresses(uid, { ...saved, selected: index });
    },
    /**
     * A bairro picked by hand. A chosen address would win over it, so it is unchosen: the
     * checkout then asks which address, instead of charging for another bairro than shown.
     */
    chooseBairro(next: DeliveryPlace) {
      deliveryPlaceStore.save(next);
      if (saved.selected !== null) saveAddresses(uid, { ...saved, selected: null });
    },
  };
}
