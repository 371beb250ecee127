import { useState } from 'react';
import type { Consent, ConsentKind } from '@/domain/accounts/consents';
import { errorMessage } from '@/domain/shared/errors';
import { recordConsent, subscribeToMyConsents } from '@/services/consents';
import { revokeNotifications } from '@/services/push-devices';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The person's consents by kind, live; a new `attempt` listens afresh ('Tentar novamente'). */
export function useMyConsents(uid: string, attempt: number): LiveResult<Partial<Record<ConsentKind, Consent>>> {
  return useSubscription<Partial<Record<ConsentKind, Consent>>>(`${uid}:${attempt}`, (onNext, onError) => subscribeToMyConsents(uid, onNext, onError));
}

/**
 * 'Revogar' / 'Aceitar' a consent: recorded as given or revoked; revoking the notifications' turns
 * every device off too (the consent is given by turning a device on). `busy` is the kind being
 * changed, `failure` the text of the last change that failed.
 */
export function useConsentChange(uid: string) {
  const [busy, setBusy] = useState<ConsentKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function change(tipo: ConsentKind, aceito: boolean) {
    setBusy(tipo);
    setFailure(null);
    try {
      if (tipo === 'notificacoes' && !aceito) await revokeNotifications(uid);
      else await recordConsent(uid, tipo, aceito);
    } catch (error) {
      console.error('Erro ao registrar o consentimento', error);
      setFailure(`Não foi possível registrar a sua escolha: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  }

  return { busy, failure, change };
}
