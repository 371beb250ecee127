import { formatCentavos, toCentavos, toReais, type Centavos } from '../shared/money';

/**
 * Complementos: option groups a restaurant keeps in a library (restaurantes/{id}/complementos)
 * and attaches to products in the order it chooses ('Ponto da carne', 'Adicionais', 'Borda').
 * One engine for everyone who prices or checks a choice: the product sheet, the bag, the checkout
 * and the placeOrder function, so the customer sees the price the server charges and the server
 * refuses what the sheet would not let through (docs: peers-and-formats.md, section 2).
 *
 * Counting rule: minimum and maximum count units (2x bacon is two of the group's five), as
 * AppJusto and CoopCycle do; each option may also be capped on its own ('Bacon: até 2').
 */

export interface GroupOption {
  /** Unique within its group; made by the editor. */
  id: string;
  nome: string;
  /** Reais; R$ 0,00 is allowed ('Mal passado'). */
  preco: number;
  /** How many units of this option one item may take (1 for a simple tick). */
  maximo: number;
  /** 'Esgotado hoje': unavailable until this instant (the next midnight in São Paulo); null otherwise. */
  esgotadoAte: Date | null;
}

export interface OptionGroup {
  id: string;
  nome: string;
  /** At least this many units; required when 1 or more. */
  minimo: number;
  maximo: number;
  /** The first N units are free and the rest cost their price (açaí: '3 grátis'); 0 charges each. */
  gratis: number;
  opcoes: GroupOption[];
}

/** What the customer chose in one group, as the request and the bag carry it. */
export interface ChosenOption {
  grupoId: string;
  opcaoId: string;
  quantidade: number;
}

/** A choice as an order line freezes it: the catalogue's names and price at that moment. */
export interface FrozenChoice extends ChosenOption {
  grupo: string;
  nome: string;
  /** Unit price in reais, as the catalogue had it. */
  preco: number;
  /** Units of this choice that came free under the group's 'N grátis'. */
  gratis: number;
}

/** Limits the editor enforces and firestore.rules check (isOptionGroup). */
export const OPTION_GROUP_LIMITS = {
  name: 60,
  /** Options in one group: each is checked by position in the rules, and 16 is what fits their budget. */
  options: 16,
  /** The most units a group may ask for. */
  choices: 20,
  /** Groups attached to one product. */
  groupsPerProduct: 8,
  /** R$ 1.000,00: an option's price. */
  priceCentavos: 100_000,
} as const;

/** The request's choices per line: every option of every attached group at most once. */
export const MAX_CHOICES_PER_LINE = OPTION_GROUP_LIMITS.options * OPTION_GROUP_LIMITS.groupsPerProduct;

export function isOptionAvailable(option: Pick<GroupOption, 'esgotadoAte'>, now: Date): boolean {
  return !(option.esgotadoAte && option.esgotadoAte.getTime() > now.getTime());
}

/** The groups attached to a product, in its order; ids of deleted groups are skipped. */
export function groupsOf(product: { complementos: string[] }, groups: ReadonlyMap<string, OptionGroup>): OptionGroup[] {
  return product.complementos.flatMap((id) => {
    const group = groups.get(id);
    return group ? [group] : [];
  });
}

export function isRequired(group: Pick<OptionGroup, 'minimo'>): boolean {
  return group.minimo >= 1;
}

/** Choose-one groups are radio buttons on the sheet. */
export function isSingleChoice(group: Pick<OptionGroup, 'maximo'>): boolean {
  return group.maximo === 1;
}

/** 'Escolha 1' (an optional one too: its badge says 'Opcional'), 'Escolha até 5', 'Escolha de 2 a 4'. */
export function choiceRuleText(group: Pick<OptionGroup, 'minimo' | 'maximo'>): string {
  if (group.minimo === group.maximo || group.maximo === 1) return `Escolha ${group.maximo}`;
  if (group.minimo === 0) return `Escolha até ${group.maximo}`;
  return `Escolha de ${group.minimo} a ${group.maximo}`;
}

/** What the sheet shows under a group's name: 'Obrigatório · Escolha 1', 'Opcional · Escolha até 5 · 3 grátis'. */
export function groupRuleBadges(group: Pick<OptionGroup, 'minimo' | 'maximo' | 'gratis'>): string[] {
  const badges = [isRequired(group) ? 'Obrigatório' : 'Opcional', choiceRuleText(group)];
  if (group.gratis > 0) badges.push(`${group.gratis} grátis`);
  return badges;
}

/** How 'N grátis' is applied, said on the sheet so nobody is surprised by the total. */
export function freeRuleText(group: Pick<OptionGroup, 'gratis'>): string | null {
  if (group.gratis <= 0) return null;
  const first = group.gratis === 1 ? 'O primeiro sai grátis' : `Os ${group.gratis} primeiros saem grátis`;
  return `${first}; depois, cada um pelo seu preço (os de menor preço contam como grátis).`;
}

/** Why a set of choices cannot be ordered, for one group. */
export type ChoiceProblemKind =
  /** Fewer units than the group's minimum. */
  | 'missing'
  /** More units than the group's maximum, or more of one option than its own cap. */
  | 'too-many'
  /** A group the product does not have, or an option the group does not have. */
  | 'unknown'
  /** An option marked 'Esgotado hoje'. */
  | 'sold-out';

export interface ChoiceProblem {
  kind: ChoiceProblemKind;
  grupoId: string;
  /** The group's name ('' when the group itself is unknown). */
  grupo: string;
  /** What the customer reads, naming the dish and the group. */
  message: string;
}

export interface ChoicesCheck {
  /** What the choices add to one unit of the item, 'N grátis' applied. */
  extra: Centavos;
  /** The choices in the product's group order and each group's option order. */
  choices: FrozenChoice[];
  /** Empty when the choices can be ordered. */
  problems: ChoiceProblem[];
}

function unitsText(count: number): string {
  return count === 1 ? '1 opção' : `${count} opções`;
}

/** The sheet's and the server's message for a group that lacks choices. */
export function missingChoiceMessage(dish: string, group: Pick<OptionGroup, 'nome' | 'minimo'>): string {
  return group.minimo === 1 ? `${dish}: escolha uma opção em ${group.nome}.` : `${dish}: escolha pelo menos ${unitsText(group.minimo)} em ${group.nome}.`;
}

/**
 * Checks and prices the choices of one item against the catalogue at `now`. Quantities of the
 * same option are added up; an option of another product's group, or one the group no longer
 * has, is 'unknown' (an old bag, TastyIgniter #1153).
 */
export function checkChoices(
  dish: string,
  product: { complementos: string[] },
  groups: ReadonlyMap<string, OptionGroup>,
  chosen: readonly ChosenOption[],
  now: Date,
): ChoicesCheck {
  const attached = groupsOf(product, groups);
  const problems: ChoiceProblem[] = [];
  const units = new Map<string, number>();
  for (const choice of chosen) {
    const group = attached.find((candidate) => candidate.id === choice.grupoId);
    const option = group?.opcoes.find((candidate) => candidate.id === choice.opcaoId);
    if (!group || !option) {
      const name = group?.nome ?? '';
      problems.push({
        kind: 'unknown',
        grupoId: choice.grupoId,
        grupo: name,
        message: `${dish}: uma opção escolhida${name ? ` em ${name}` : ''} não está mais no cardápio. Edite o item na sacola.`,
      });
      continue;
    }
    const key = `${group.id}/${option.id}`;
    units.set(key, (units.get(key) ?? 0) + Math.max(0, Math.floor(choice.quantidade)));
  }

  let extra = 0;
  const choices: FrozenChoice[] = [];
  for (const group of attached) {
    const picked = group.opcoes.flatMap((option) => {
      const quantidade = units.get(`${group.id}/${option.id}`) ?? 0;
      return quantidade > 0 ? [{ option, quantidade }] : [];
    });
    const total = picked.reduce((sum, { quantidade }) => sum + quantidade, 0);
    if (total < group.minimo) problems.push({ kind: 'missing', grupoId: group.id, grupo: group.nome, message: missingChoiceMessage(dish, group) });
    if (total > group.maximo) {
      problems.push({ kind: 'too-many', grupoId: group.id, grupo: group.nome, message: `${dish}: em ${group.nome}, escolha no máximo ${unitsText(group.maximo)}.` });
    }
    for (const { option, quantidade } of picked) {
      if (quantidade > option.maximo) {
        problems.push({ kind: 'too-many', grupoId: group.id, grupo: group.nome, message: `${dish}: em ${group.nome}, ${option.nome} vai no máximo ${option.maximo}x.` });
      }
      if (!isOptionAvailable(option, now)) {
        problems.push({ kind: 'sold-out', grupoId: group.id, grupo: group.nome, message: `${dish}: ${option.nome} (${group.nome}) esgotou. Escolha outra opção.` });
      }
    }
    const priced = priceGroup(group, picked);
    extra += priced.charged;
    for (const { option, quantidade } of picked) {
      choices.push({
        grupoId: group.id,
        grupo: group.nome,
        opcaoId: option.id,
        nome: option.nome,
        quantidade,
        preco: toReais(toCentavos(option.preco)),
        gratis: priced.free.get(option.id) ?? 0,
      });
    }
  }
  return { extra, choices, problems };
}

/**
 * A group's charge: every unit at its option's price, but the group's first `gratis` units free.
 * The free units are the cheapest ones chosen, so the total does not depend on the order of the
 * taps (and the sheet says so, freeRuleText).
 */
function priceGroup(group: OptionGroup, picked: Array<{ option: GroupOption; quantidade: number }>): { charged: Centavos; free: Map<string, number> } {
  const unitPrices = picked
    .flatMap(({ option, quantidade }) => Array.from({ length: quantidade }, () => ({ id: option.id, price: Math.max(0, toCentavos(option.preco)) })))
    .sort((a, b) => a.price - b.price);
  const free = new Map<string, number>();
  let charged = 0;
  unitPrices.forEach((unit, position) => {
    if (position < group.gratis) free.set(unit.id, (free.get(unit.id) ?? 0) + 1);
    else charged += unit.price;
  });
  return { charged, free };
}

/** The price a sheet shows beside an option: '+ R$ 4,00', or '' for a free one. */
export function optionPriceText(option: Pick<GroupOption, 'preco'>): string {
  const price = toCentavos(option.preco);
  return price > 0 ? `+ ${formatCentavos(price)}` : '';
}

/** One line for everyone who reads an order: 'Ponto da carne: mal passado · Adicionais: 2x Bacon, Cheddar'. */
export function choicesSummary(choices: ReadonlyArray<Pick<FrozenChoice, 'grupoId' | 'grupo' | 'nome' | 'quantidade'>>): string {
  const byGroup = new Map<string, { grupo: string; items: string[] }>();
  for (const choice of choices) {
    const entry = byGroup.get(choice.grupoId) ?? { grupo: choice.grupo, items: [] };
    entry.items.push(choice.quantidade > 1 ? `${choice.quantidade}x ${choice.nome}` : choice.nome);
    byGroup.set(choice.grupoId, entry);
  }
  return [...byGroup.values()].map(({ grupo, items }) => `${grupo}: ${items.join(', ')}`).join(' · ');
}

// ---------- the sheet's state ----------

/** The sheet's selection: units per option, per group. */
export type Selection = Record<string, Record<string, number>>;

export function selectionToChoices(selection: Selection): ChosenOption[] {
  return Object.entries(selection).flatMap(([grupoId, options]) =>
    Object.entries(options).flatMap(([opcaoId, quantidade]) => (quantidade > 0 ? [{ grupoId, opcaoId, quantidade }] : [])),
  );
}

export function choicesToSelection(choices: readonly ChosenOption[]): Selection {
  const selection: Selection = {};
  for (const choice of choices) selection[choice.grupoId] = { ...selection[choice.grupoId], [choice.opcaoId]: choice.quantidade };
  return selection;
}

function unitsIn(selection: Selection, grupoId: string): number {
  return Object.values(selection[grupoId] ?? {}).reduce((sum, quantidade) => sum + quantidade, 0);
}

/** A radio tap: the group's only choice becomes this option. */
export function chooseOnly(selection: Selection, grupoId: string, opcaoId: string): Selection {
  return { ...selection, [grupoId]: { [opcaoId]: 1 } };
}

/**
 * A tick or a stepper: sets an option's units, within its own cap and what is left of the
 * group's maximum (a tap beyond them changes nothing; the stepper's + is disabled then).
 */
export function setOptionUnits(selection: Selection, group: OptionGroup, opcaoId: string, quantidade: number): Selection {
  const option = group.opcoes.find((candidate) => candidate.id === opcaoId);
  if (!option) return selection;
  const current = selection[group.id]?.[opcaoId] ?? 0;
  const room = group.maximo - (unitsIn(selection, group.id) - current);
  const next = Math.max(0, Math.min(Math.floor(quantidade), option.maximo, room));
  return { ...selection, [group.id]: { ...selection[group.id], [opcaoId]: next } };
}

/** Whether one more unit of the option fits (the stepper's + and an unticked box). */
export function canAddUnit(selection: Selection, group: OptionGroup, option: GroupOption, now: Date): boolean {
  const current = selection[group.id]?.[option.id] ?? 0;
  return isOptionAvailable(option, now) && current < option.maximo && unitsIn(selection, group.id) < group.maximo;
}
