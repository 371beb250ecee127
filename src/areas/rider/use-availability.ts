import { useEffect, useState } from 'react';
import type { RiderWork } from '@/domain/accounts/user';
import { AVAILABILITY_RENEW_MS, isRiderAvailable } from '@/domain/delivery/rider-availability';
import { errorMessage } from '@/domain/shared/errors';
import { setRiderAvailability } from '@/services/delivery';
import { useNow } from '@/ui/use-now';

/** How long the switch shows the rider's choice before the stored profile decides again. */
const CHOICE_HOLD_MS = 10_000;

/**
 * 'Disponível para entregas' (issue #36), from the rider's live profile: on only while the stamp
 * is fresh, renewed every few minutes while the app is open and on, so a phone left off for long
 * reads as not available (and the switch shows it off). A failed write is said, never swallowed.
 */
export function useRiderAvailability(uid: string | null, rider: RiderWork | undefined) {
  const now = useNow(60_000);
  const stored = isRiderAvailable(rider, now);
  // What the rider just chose, shown at once: the profile says so only once the server has
  // stamped the time (a pending server timestamp reads as no stamp yet), a moment after the write.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const available = chosen ?? stored;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!uid || !available) return undefined;
    const timer = window.setInterval(() => {
      setRiderAvailability(uid, true).catch((caught: unknown) => setError(`Não foi possível confirmar que você está disponível: ${errorMessage(caught)}`));
    }, AVAILABILITY_RENEW_MS);
    return () => window.clearInterval(timer);
  }, [uid, available]);

  async function change(next: boolean) {
    if (!uid) return;
    setBusy(true);
    setError(null);
    setChosen(next);
    try {
      await setRiderAvailability(uid, next);
      // The profile has the server's stamp by now or within moments; from then on it decides.
      window.setTimeout(() => setChosen(null), CHOICE_HOLD_MS);
    } catch (caught) {
      console.error('Changing availability failed', caught);
      setChosen(null);
      setError(`Não foi possível mudar sua disponibilidade: ${errorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  }

  return { available, busy, error, change, cidade: rider?.cidadeNome ?? '', cityKey: rider?.cidade ?? '' };
}
