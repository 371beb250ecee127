import { useState } from 'react';
import { HELP_SETTINGS_MESSAGES } from '@/domain/help/help-case';
import type { HelpCase } from '@/domain/help/help-case.record';
import type { RatedRider } from '@/domain/delivery/delivery-review.record';
import { getLowestRatedRiders } from '@/services/delivery-reviews';
import { countHelpCasesForSabor, countHelpCasesOfRider, decideHelpCase, getHelpFigures, getHelpSettings, saveHelpSettings, subscribeToOpenHelpCases } from '@/services/help-cases';
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

/** The riders with the lowest averages, each with the help cases on their deliveries, read once. */
export function useLowestRatedRiders() {
  return useRetryableLoad<Array<RatedRider & { casos: number }>>('atendimento/notas-entregadores', async () => {
    const riders = await getLowestRatedRiders();
    return Promise.all(riders.map(async (rider) => ({ ...rider, casos: await countHelpCasesOfRider(rider.uid) })));
  });
}

/** The store's time to answer a case ('Prazo das lojas'), read once, and its 'Salvar'. */
export function useHelpSettings(uid: string | null) {
  const settings = useRetryableLoad<{ prazoLojaMin: number }>('atendimento/configuracao', getHelpSettings);
  const [saving, setSaving] = useState(false);
  async function save(prazoLojaMin: number): Promise<string | null> {
    if (!uid) return HELP_SETTINGS_MESSAGES.saveFailed;
    setSaving(true);
    try {
      await saveHelpSettings(prazoLojaMin, uid);
      return null;
    } catch (error) {
      console.error('saveHelpSettings failed', error);
      return HELP_SETTINGS_MESSAGES.saveFailed;
    } finally {
      setSaving(false);
    }
  }
  return { settings, saving, save };
}
