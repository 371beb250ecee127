import { toText, type StoredData } from '../shared/stored-values';
import type { HelpLiable } from './help-case';
import type { HelpFigures } from './help-figures';

/** indicadoresAjuda/{YYYY-MM} (help-figures.ts), read back: the maps as lists, the most cases first; missing figures as 0. */

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const LIABLE: readonly HelpLiable[] = ['loja', 'entregador', 'sabor'];

export function helpFiguresFromData(mes: string, data: StoredData | undefined): HelpFigures {
  const raw = data ?? {};
  const stores = (typeof raw.porLoja === 'object' && raw.porLoja !== null ? raw.porLoja : {}) as Record<string, StoredData>;
  const riders = (typeof raw.porEntregador === 'object' && raw.porEntregador !== null ? raw.porEntregador : {}) as Record<string, StoredData>;
  const first = (raw.primeiraResposta ?? {}) as StoredData;
  const refunds = (raw.reembolsos ?? {}) as StoredData;
  const decisions = (raw.decisoes ?? {}) as StoredData;
  return {
    mes,
    casos: count(raw.casos),
    porLoja: Object.entries(stores)
      .map(([restaurantId, entry]) => ({ restaurantId, nome: toText(entry.nome) || restaurantId, casos: count(entry.casos) }))
      .sort((a, b) => b.casos - a.casos),
    porEntregador: Object.entries(riders)
      .map(([uid, entry]) => ({ uid, nome: toText(entry.nome) || 'Entregador', casos: count(entry.casos) }))
      .sort((a, b) => b.casos - a.casos),
    primeiraResposta: { soma: count(first.soma), n: count(first.n) },
    reembolsos: Object.fromEntries(LIABLE.map((party) => [party, count(refunds[party])])) as Record<HelpLiable, number>,
    decisoes: Object.fromEntries(LIABLE.map((party) => [party, count(decisions[party])])) as Record<HelpLiable, number>,
  };
}
