import type { GroupOption, OptionGroup } from '@/domain/catalog/option-groups';

/** An option as [id, nome, preco, maximo = 1, esgotadoAte = null]. */
type OptionRow = [id: string, nome: string, preco: number, maximo?: number, esgotadoAte?: Date | null];

/**
 * A complementos group for unit tests, one line per option:
 * `optionGroup('adicionais', 'Adicionais', [0, 5], [['bacon', 'Bacon', 4, 2]])`.
 * `counts` is [minimo, maximo] or [minimo, maximo, gratis].
 */
export function optionGroup(id: string, nome: string, [minimo, maximo, gratis = 0]: [number, number, number?], options: OptionRow[]): OptionGroup {
  const opcoes: GroupOption[] = options.map(([optionId, optionName, preco, cap = 1, esgotadoAte = null]) => ({ id: optionId, nome: optionName, preco, maximo: cap, esgotadoAte }));
  return { id, nome, minimo, maximo, gratis, opcoes };
}
