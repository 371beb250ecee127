import { useState } from 'react';
import type { DeletionReason } from '@/domain/accounts/account-deletion';
import { refusalText } from '@/domain/shared/callable-refusal';
import { requestAccountDeletion } from '@/services/account-deletion';

/**
 * 'Excluir minha conta', sent to the requestAccountDeletion function. `request` resolves with the
 * refusal's Portuguese text (the last dono, a delivery in hand...) or null once scheduled: the
 * profile then carries the scheduled deletion and RouteGate takes over, so `sending` stays on.
 */
export function useAccountDeletion() {
  const [sending, setSending] = useState(false);

  async function request(reason: DeletionReason, note: string): Promise<string | null> {
    setSending(true);
    try {
      await requestAccountDeletion({ motivo: reason, detalhe: note });
      return null;
    } catch (error) {
      console.error('Erro ao pedir a exclusão da conta', error);
      setSending(false);
      return refusalText(error, 'Não foi possível pedir a exclusão. Verifique sua conexão e tente de novo.');
    }
  }

  return { sending, request };
}
