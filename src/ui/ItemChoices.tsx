import { choicesSummary, type FrozenChoice } from '@/domain/catalog/option-groups';
import './item-choices.css';

/**
 * An item's complementos, grouped, under its name wherever an order or a bag line is read:
 * 'Ponto da carne: Mal passado · Adicionais: 2x Bacon, Cheddar'. Nothing when there are none.
 */
export function ItemChoices({ choices, className }: { choices: ReadonlyArray<Pick<FrozenChoice, 'grupoId' | 'grupo' | 'nome' | 'quantidade'>> | undefined; className?: string }) {
  if (!choices || choices.length === 0) return null;
  return <span className={['item-choices', className].filter(Boolean).join(' ')}>{choicesSummary(choices)}</span>;
}
