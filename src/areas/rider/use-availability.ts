import { useEffect, useState } from 'react';
import type { RiderWork } from '@/domain/accounts/user';
import { AVAILABILITY_RENEW_MS, isRiderAvailable } from '@/domain/delivery/rider-availability';
import { errorMessage } from '@/domain/shared/errors';
import { setRiderAvailability } from '@/services/delivery';
import { useNow } from '@/ui/use-now';

/**
 * 'Disponível para entregas' (issue #36), from the rider's live profile: on only while the stamp
 * is fresh, renewed every few minutes while the app is open and on, so a phone left off for long
 * reads as not available (and the switch shows it off). The switch shows the rider's choice while
 * its write is on its way, then the live profile, which has it by then (the stamp as the device's
 * estimate until the server's time arrives, services/users.ts); a failed write is said, never
 * swallowed, and the switch goes back.
 */
export function useRiderAvailability(uid: string | null, rider: RiderWork | undefined) {
  const now = useNow(60_000);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const available = chosen ?? isRiderAvailable(rider, now);
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
    } catch (caught) {
      console.error('Changing availability failed', caught);
      setError(`Não foi possível mudar sua disponibilidade: ${errorMessage(caught)}`);
    } finally {
      setChosen(null);
      setBusy(false);
    }
  }

  return { available, busy, error, change, cidade: rider?.cidadeNome ?? '', cityKey: rider?.cidade ?? '' };
}
