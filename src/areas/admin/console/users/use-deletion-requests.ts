import { useState } from 'react';
import type { DeletionRequest } from '@/domain/accounts/account-deletion';
import { refusalText } from '@/domain/shared/callable-refusal';
import { runAccountDeletions, subscribeToDeletionRequests } from '@/services/account-deletion';
import { useRetryableSubscription } from '../shared/use-console-read';

/** The account deletions asked for, newest first, live; `retry` listens again after an error. */
export function useDeletionRequests() {
  return useRetryableSubscription<DeletionRequest[]>('exclusoes', subscribeToDeletionRequests);
}

/**
 * 'Concluir exclusões vencidas', through the runAccountDeletions callable: `running` meanwhile,
 * and `message` says how many accounts went and were put off, or why it failed.
 */
export function useRunAccountDeletions() {
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run() {
    setRunning(true);
    setMessage(null);
    try {
      const { concluidas, adiadas } = await runAccountDeletions();
      const done = concluidas === 0 ? 'Nenhuma exclusão vencida.' : concluidas === 1 ? '1 conta excluída.' : `${concluidas} contas excluídas.`;
      setMessage({ tone: 'success', text: adiadas > 0 ? `${done} ${adiadas === 1 ? '1 adiada' : `${adiadas} adiadas`}: veja o motivo abaixo.` : done });
    } catch (error) {
      console.error('Erro ao concluir as exclusões', error);
      setMessage({ tone: 'error', text: refusalText(error, 'Não foi possível concluir as exclusões. Tente de novo.') });
    } finally {
      setRunning(false);
    }
  }

  return { running, message, run };
}
