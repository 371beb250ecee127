import { ofCity } from '@/domain/delivery/cities';
import { Notice } from '@/ui/Notice';
import type { RiderAvailability } from './rider-context';

/**
 * The rider's 'Disponível para entregas' switch under the header, with the city they ride in:
 * on, the city's waiting orders are listed and can be taken; off, none are.
 */
export function AvailabilitySwitch({ availability }: { availability: RiderAvailability }) {
  const { available, busy, error, change, cidade } = availability;
  return (
    <div className="rider-availability">
      <label className="rider-availability__switch">
        <input type="checkbox" role="switch" checked={available} disabled={busy} onChange={(event) => void change(event.target.checked)} />
        <span className="rider-availability__text">
          <strong>Disponível para entregas</strong>
          <span className="hint">{cidade ? `${available ? 'Recebendo' : 'Sem receber'} pedidos ${ofCity(cidade)}` : 'Sua cidade de entregas ainda não foi definida. Fale com a Sabor.'}</span>
        </span>
      </label>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
