import type { OpeningDay } from '@/domain/restaurants/restaurant';
import { WeekHoursTable } from '@/ui/WeekHoursTable';

/** Google Maps search link for the store's address (opens the app on a phone; as the rider's, rider/shared/collect.ts). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * Where and when to collect a pickup order ('Retirar no local', issue #40): the store's address
 * with a Google Maps link, and its hours of the week (today marked; null: not known yet). The
 * checkout and /status show it.
 */
export function PickupPlace({ nome, endereco, horario }: { nome: string; endereco: string; horario: readonly OpeningDay[] | null }) {
  return (
    <section className="card pickup-place" aria-labelledby="pickup-place-title">
      <h2 id="pickup-place-title">Retirar em {nome}</h2>
      {endereco ? (
        <p className="split">
          <span>{endereco}</span>
          <a className="link-button" href={mapsLink(endereco)} target="_blank" rel="noopener noreferrer" aria-label={`Abrir no mapa o endereço de ${nome}`}>
            Ver no mapa
          </a>
        </p>
      ) : (
        <p className="hint">Endereço não informado. Ligue para o restaurante.</p>
      )}
      {horario === null ? null : <WeekHoursTable days={horario} />}
    </section>
  );
}
