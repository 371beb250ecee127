import type { HelpCase } from '@/domain/help/help-case.record';
import type { AnswerHelpCaseRequest } from '@/domain/help/help-case.schema';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';
import { answerHelpCase, subscribeToStoreHelpCases } from '@/services/help-cases';
import { useSubscription } from '@/ui/use-subscription';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

/** The store's help cases waiting for its answer, live (issue #53). */
export function useStoreHelpCases(restaurantId: string) {
  return useSubscription<HelpCase[]>(`ajuda-loja:${restaurantId}`, restaurantId ? (onNext, onError) => subscribeToStoreHelpCases(restaurantId, onNext, onError) : null);
}

/** A case's answer ('reembolsar', 'reenviar', 'contestar'), keyed by its action; resolves whether it worked, the refusal's text in `error`. */
export function useAnswerHelpCase() {
  const { run, pendingKey, error, setError } = usePanelWrite();
  const answer = (request: AnswerHelpCaseRequest) =>
    run(() => answerHelpCase(request), { key: request.acao, log: 'Erro ao responder pedido de ajuda', failure: (caught) => toCallableRefusal(caught).message });
  return { answer, pendingKey, error, clearError: () => setError(null) };
}
