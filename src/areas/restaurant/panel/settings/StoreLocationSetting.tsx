import { useState } from 'react';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Notice } from '@/ui/Notice';
import { PinPickerDialog } from '@/ui/PinPickerDialog';
import { useSaveStoreLocation } from './use-settings-writes';

/**
 * 'Localização no mapa' (issue #54): where the store is, placed by its dono or gerente. Riders'
 * 'Abrir no mapa' goes there, and the customer's map shows it with the rider's way from it.
 */
export function StoreLocationSetting({ restaurant }: { restaurant: Restaurant }) {
  const [open, setOpen] = useState(false);
  const { save, pending, error } = useSaveStoreLocation(restaurant.id);
  const placed = restaurant.localizacao;
  return (
    <section className="areas-summary span-2" aria-labelledby="store-location-title">
      <div>
        <h3 id="store-location-title">Localização no mapa</h3>
        <p className="hint">
          {placed
            ? 'Marcada: os entregadores abrem o mapa neste ponto e o cliente vê a loja no mapa da entrega.'
            : 'Ainda não marcada: marque a porta da loja para os entregadores chegarem direto e o cliente ver o caminho.'}
        </p>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      <Button size="sm" variant="secondary" busy={pending} icon={<Icon name="pin" size={18} />} onClick={() => setOpen(true)}>
        {placed ? 'Ajustar no mapa' : 'Marcar no mapa'}
      </Button>
      {open ? (
        <PinPickerDialog
          title="Localização da loja"
          hint="Arraste o mapa até o alfinete ficar sobre a porta da loja, ou use a sua localização se estiver nela."
          initial={placed}
          onConfirm={(point) => {
            setOpen(false);
            void save(point);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}
