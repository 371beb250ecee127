import type { HelpCase } from '@/domain/help/help-case.record';
import { countHelpCasesForSabor, decideHelpCase, subscribeToOpenHelpCases } from '@/services/help-cases';
import { useCallableSubmit } from '../shared/use-callable-submit';
import { useRetryableLoad, useRetryableSubscription } from '../shared/use-console-read';

/** 'Atendimento''s open cases, live (issue #53). */
export function useOpenHelpCases() {
  return useRetryableSubscription<HelpCase[]>('atendimento/casos', subscribeToOpenHelpCases);
}

/** The operator's decision on a case, through the decideHelpCase callable. */
export function useDecideHelpCase() {
  return useCallableSubmit(decideHelpCase, 'decideHelpCase');
}

/** How many cases wait for Sabor (the console's home). */
export function useHelpCasesForSabor() {
  return useRetryableLoad<number>('atendimento/contagem', countHelpCasesForSabor);
}
