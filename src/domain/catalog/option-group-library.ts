import { compareNames } from './catalog';
import { OPTION_GROUP_LIMITS, groupRuleBadges, isOptionAvailable, type OptionGroup } from './option-groups';
import { readCount, type OptionGroupErrors, type OptionGroupForm } from './option-group.form';

/**
 * The panel's view of the complementos library: what each group is used by, what a product may
 * still take, and which field of the group form to take the person to first.
 */

type WithGroups = { id: string; complementos: string[] };

/** The products a group is attached to. */
export function productsUsing<P extends WithGroups>(groupId: string, products: readonly P[]): P[] {
  return products.filter((product) => product.complementos.includes(groupId));
}

/** 'Usado em 3 produtos', 'Usado em 1 produto', 'Ainda não usado em nenhum produto'. */
export function usedInText(count: number): string {
  if (count === 0) return 'Ainda não usado em nenhum produto';
  return count === 1 ? 'Usado em 1 produto' : `Usado em ${count} produtos`;
}

/**
 * Whether the group can be attached to the product: it already is, or the product has room for
 * one more group (firestore.rules refuse a product beyond OPTION_GROUP_LIMITS.groupsPerProduct).
 */
export function canAttach(groupId: string | null, product: WithGroups): boolean {
  return (groupId !== null && product.complementos.includes(groupId)) || product.complementos.length < OPTION_GROUP_LIMITS.groupsPerProduct;
}

/** The library's groups a product does not have yet, by name (the product form's 'Adicionar grupo'). */
export function groupsToAttach(attached: readonly string[], library: readonly OptionGroup[]): OptionGroup[] {
  return library.filter((group) => !attached.includes(group.id)).sort((a, b) => compareNames(a.nome, b.nome));
}

/**
 * The 'Esgotado hoje' marks a save keeps: the ones still running at `now` (a mark from an earlier
 * day means nothing any more and is dropped with the save).
 */
export function soldOutMarks(group: OptionGroup | null, now: Date): Record<string, Date> {
  if (!group) return {};
  return Object.fromEntries(group.opcoes.flatMap((option) => (option.esgotadoAte && !isOptionAvailable(option, now) ? [[option.id, option.esgotadoAte]] : [])));
}

/** The form's fields in the order they are read on screen: the group's, then each option's, then the options list. */
export function optionGroupFieldOrder(form: OptionGroupForm): string[] {
  return ['nome', 'minimo', 'maximo', 'gratis', ...form.opcoes.flatMap((_, index) => [`opcoes.${index}.nome`, `opcoes.${index}.preco`, `opcoes.${index}.maximo`]), 'opcoes'];
}

/** The first field with an error, where the editor puts the focus after a refused save; null when none. */
export function firstErrorField(form: OptionGroupForm, errors: OptionGroupErrors): string | null {
  return optionGroupFieldOrder(form).find((key) => key in errors) ?? null;
}

/**
 * The rule as the customer will read it ('Obrigatório · Escolha 1'), from the counts typed so far;
 * null while they do not make a rule yet (the fields' own messages say why on save).
 */
export function typedRuleBadges(form: Pick<OptionGroupForm, 'minimo' | 'maximo' | 'gratis'>): string[] | null {
  const minimo = readCount(form.minimo);
  const maximo = readCount(form.maximo);
  const gratis = readCount(form.gratis);
  if (minimo === null || maximo === null || gratis === null) return null;
  const { choices } = OPTION_GROUP_LIMITS;
  if (maximo < 1 || maximo > choices || minimo > maximo || gratis > maximo) return null;
  return groupRuleBadges({ minimo, maximo, gratis });
}
