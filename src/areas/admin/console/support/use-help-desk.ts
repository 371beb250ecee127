import type { HelpCase } from '@/domain/help/help-case.record';
import { countHelpCasesForSabor, decideHelpCase, getHelpFigures, subscribeToOpenHelpCases } from '@/services/help-cases';
import type { HelpFigures } from '@/domain/help/help-figures';
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

/** The month's figures ('YYYY-MM'), read once per month chosen. */
export function useHelpFigures(mes: string) {
  return useRetryableLoad<{ figures: HelpFigures; orders: Map<string, number> }>(`atendimento/indicadores/${mes}`, () => getHelpFigures(mes));
}
