import { useState } from 'react';
import { formatClock, nextOpeningAt } from '@/domain/restaurants/opening-hours';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { usePauseOrders } from './use-order-writes';
import './orders.css';

const PAUSE_PICKS = [15, 30, 60] as const;
const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * 'Pausar pedidos': a kitchen that cannot keep up stops new orders for 15, 30 or 60 minutes or
 * until it next opens. Customers see the restaurant as paused on the home page and the menu, and
 * the placeOrder function refuses orders until then.
 */
export function PauseControl({ restaurant, now }: { restaurant: Restaurant; now: Date }) {
  const [choosing, setChoosing] = useState(false);
  const { pause: pauseUntil, pending: busy, error } = usePauseOrders(restaurant.id);
  const paused = restaurant.pausadoAte && restaurant.pausadoAte.getTime() > now.getTime() ? restaurant.pausadoAte : null;
  const nextOpening = nextOpeningAt(restaurant.horarioFuncionamento, now);

  async function pause(until: Date | null) {
    if (await pauseUntil(until)) setChoosing(false);
  }

  return (
    <div className="pause-control">
      {paused ? (
        <Notice
          tone="warning"
          action={
            <Button size="sm" busy={busy} onClick={() => void pause(null)}>
              Retomar pedidos
            </Button>
          }
        >
          <strong>Pedidos pausados até {formatClock(paused)}.</strong> Os clientes veem o restaurante como pausado e não conseguem pedir.
        </Notice>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
          Pausar pedidos
        </Button>
      )}
      {error && !choosing ? <Notice tone="error">{error}</Notice> : null}
      {choosing ? (
        <Modal title="Pausar novos pedidos" onClose={() => setChoosing(false)} size="sm">
          <p>Os pedidos em andamento continuam. Novos pedidos voltam sozinhos no fim da pausa.</p>
          <div className="accept-picks" role="group" aria-label="Duração da pausa">
            {PAUSE_PICKS.map((minutes) => (
              <Button key={minutes} size="lg" variant="secondary" disabled={busy} onClick={() => void pause(new Date(Date.now() + minutes * 60_000))}>
                {minutes} min
              </Button>
            ))}
          </div>
          <Button block disabled={busy || !nextOpening} onClick={() => nextOpening && void pause(nextOpening)}>
            {nextOpening ? `Até a próxima abertura (${timeFormat.format(nextOpening)})` : 'Até a próxima abertura (sem horário cadastrado)'}
          </Button>
          {error ? <Notice tone="error">{error}</Notice> : null}
        </Modal>
      ) : null}
    </div>
  );
}
