import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressesData, contactData } from '@/domain/accounts/account-details.record';
import { roleCan, TEAM_ROLES, type PanelPermission } from '@/domain/accounts/team';
import { normalizeUserType } from '@/domain/accounts/user';
import { USER_TYPES } from '@/domain/shared/user-types';
import { RESERVED_NAME_WORDS } from '@/domain/shared/validation';
import { HALF_AND_HALF_RULES, MAX_MENU_POSITION, MAX_OPTION_NAME } from '@/domain/catalog/catalog';
import { newOptionId, OPTION_PRICE_RANGE } from '@/domain/catalog/option-group.form';
import { OPTION_GROUP_LIMITS } from '@/domain/catalog/option-groups';
import { emptyProductForm, FLAVOR_SURCHARGE_RANGE, MAX_PIZZA_FLAVORS, MAX_PIZZA_SIZES, PRICE_RANGE, PRODUCT_NAME_MAX, SIZE_PRICE_RANGE } from '@/domain/catalog/product.form';
import { MAX_ADDRESSES } from '@/domain/delivery/address';
import { BLOCK_NAME_MAX } from '@/domain/orders/blocks';
import { handoverCodeFrom, HANDOVER_CODE_LENGTH, MAX_HANDOVER_ATTEMPTS } from '@/domain/orders/handover';
import { isDelivered, ORDER_STATUSES, RIDER_CARRYING_STATUSES } from '@/domain/orders/order-status';
import { boardStage, isNewOrder, MAX_PREP_MINUTES, nextStatus, panelActions, PREP_EXTENSION_MINUTES, PREP_TIME_PICKS, REJECTION_REASONS } from '@/domain/orders/order-lifecycle';
import { ORDER_TEXT_LIMITS } from '@/domain/orders/order-text-limits';
import { DEFAULT_ACCEPT_LIMIT_MINUTES, DEFAULT_PREP_MINUTES, WEEKDAY_KEYS, WEEKDAY_LABELS } from '@/domain/restaurants/restaurant';
import { PIX_DISPLAY_MAX, PIX_KEY_MAX } from '@/domain/restaurants/restaurant-pix';
import { openingHoursData } from '@/domain/restaurants/store-facts.record';
import { ACCEPT_LIMIT_RANGE, DELIVERY_FEE_RANGE, fullWeek, MAX_DAY_PERIODS, MINIMUM_ORDER_RANGE, PREP_DEFAULT_RANGE } from '@/domain/restaurants/restaurant.form';
import { MAX_COMMENT_LENGTH, MAX_RATING, MIN_RATING } from '@/domain/restaurants/review';
import { PIX_KEY_TYPES } from '@/domain/money/pix-key';
import { documentId, personName } from '@/domain/shared/request.schema';
import { body, callsOf, callWith, listLiterals, literalAfter, matchBlock, numberAfter, only, parseLiteral, regexesIn, RULES, ruleFunction, stringList } from './rules-source';
import { isOnOffer } from '@/domain/delivery/rider-offer';
import { DEFAULT_SCHEDULING, SCHEDULING_CAPACITY_RANGE, SCHEDULING_NOTICE_RANGE } from '@/domain/restaurants/scheduling.record';
import { TRACKING_MIN_INTERVAL_MS, TRACKING_RULES_MIN_SECONDS } from '@/domain/delivery/rider-tracking';

/**
 * firestore.rules cannot import src/domain, so the values they share are written twice. Each test
 * reads one value where the rules spell it (a named function's body, a call's argument) and
 * compares it with the domain's constant or rule: changing either side alone fails here.
 */

/** The rules' money is in reais, the domain's in centavos. */
const reais = (centavos: number) => centavos / 100;

/** The longest string of 'a's `schema` accepts, counting down from `near` + 1 (a higher limit reads as `near` + 1). */
function longestAccepted(schema: v.GenericSchema, near: number): number {
  let length = near + 1;
  while (length > 0 && !v.safeParse(schema, 'a'.repeat(length)).success) length -= 1;
  return length;
}

/** The numbers of `isText(<field>, min, max)` in `text`. */
function textBounds(text: string, field: string): [number, number] {
  const [, min, max] = callWith(text, 'isText', field);
  return [parseLiteral(min as string) as number, parseLiteral(max as string) as number];
}

function optionalTextMax(text: string, data: string, field: string): number {
  const calls = callsOf(text, 'isOptionalText').filter((args) => args[0] === data && args[1] === `'${field}'`);
  expect(calls, `isOptionalText(${data}, '${field}', ...)`).toHaveLength(1);
  return parseLiteral((calls[0] as string[])[2] as string) as number;
}

/** The list a status function returns, e.g. newOrderStatuses() -> ['novo_pedido', ...]. */
function statusFunction(name: string): string[] {
  const text = body(name).trim();
  const list = /^return (\[[^\]]*\]);$/.exec(text);
  if (!list) throw new Error(`${name} should only return a list of statuses, found: ${text}`);
  return stringList(list[1] as string);
}

/** The integer indices of the calls `name(..., i)` in `text` (its last argument). */
function positions(text: string, name: string): number[] {
  return callsOf(text, name).map((args) => Number(args[args.length - 1]));
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const sorted = (values: Iterable<string>) => [...values].sort();

describe('firestore.rules: order statuses', () => {
  const STATUS_FUNCTIONS = ['newOrderStatuses', 'preparingStatuses', 'onTheRoadStatuses', 'deliveredStatuses'];

  it('newOrderStatuses() are the statuses isNewOrder calls new', () => {
    expect(sorted(statusFunction('newOrderStatuses'))).toEqual(sorted(ORDER_STATUSES.filter(isNewOrder)));
  });

  it("preparingStatuses() are the board's 'Em preparo' statuses, which advance to aguardando_entregador", () => {
    const preparing = statusFunction('preparingStatuses');
    expect(sorted(preparing)).toEqual(sorted(ORDER_STATUSES.filter((status) => boardStage(status) === 'preparo')));
    expect(sorted(preparing)).toEqual(sorted(ORDER_STATUSES.filter((status) => nextStatus(status) === 'aguardando_entregador')));
  });

  it('onTheRoadStatuses() are RIDER_CARRYING_STATUSES, which advance to entregue', () => {
    const onTheRoad = statusFunction('onTheRoadStatuses');
    expect(sorted(onTheRoad)).toEqual(sorted(RIDER_CARRYING_STATUSES));
    expect(sorted(onTheRoad)).toEqual(sorted(ORDER_STATUSES.filter((status) => nextStatus(status) === 'entregue')));
  });

  it('deliveredStatuses() are the statuses isDelivered accepts', () => {
    expect(sorted(statusFunction('deliveredStatuses'))).toEqual(sorted(ORDER_STATUSES.filter(isDelivered)));
  });

  it("restaurantNext(status) allows, for every status, exactly the panel's accept, reject and advance", () => {
    // return status in f() ? [..] : status == 'x' ? [..] : ... : [];
    const text = body('restaurantNext').trim();
    const branch = /status (?:in (\w+)\(\)|== '([^']+)') \? (\[[^\]]*\])\s*:\s*/y;
    expect(text.startsWith('return ')).toBe(true);
    let end = 'return '.length;
    branch.lastIndex = end;
    const branches: Array<{ statuses: string[]; next: string[] }> = [];
    for (let found = branch.exec(text); found; found = branch.exec(text)) {
      branches.push({ statuses: found[1] ? statusFunction(found[1]) : [found[2] as string], next: stringList(found[3] as string) });
      end = branch.lastIndex;
    }
    expect(branches.length).toBeGreaterThan(0);
    expect(text.slice(end), 'after its branches, restaurantNext allows nothing').toBe('[];');
    const rulesNext = (status: string) => branches.find((candidate) => candidate.statuses.includes(status))?.next ?? [];
    for (const status of ORDER_STATUSES) {
      const actions = panelActions({ status, deliverymanId: null });
      const panel = [...(actions.accept ? ['em_preparacao'] : []), ...(actions.reject ? ['rejeitado'] : []), ...(actions.advanceTo ? [actions.advanceTo] : [])];
      expect(sorted(rulesNext(status)), status).toEqual(sorted(panel));
    }
  });

  it('isRestaurantTransition advances only to the statuses nextStatus leads to', () => {
    const advancing = literalAfter(body('isRestaurantTransition'), '(after.status in ') as string[];
    expect(sorted(advancing)).toEqual(sorted(new Set(ORDER_STATUSES.map((status) => nextStatus(status)).filter((status): status is string => status !== null))));
  });

  it('the new, preparing and delivered lists are read from their functions where the rules need them', () => {
    expect(body('isUnansweredClose')).toContain('before.status in newOrderStatuses()');
    expect(body('isCustomerCancel')).toContain('before.status in newOrderStatuses()');
    expect(body('isPrepExtension')).toContain('before.status in preparingStatuses()');
    expect(body('isReviewOfOwnDeliveredOrder')).toContain('.data.status in deliveredStatuses()');
  });

  it('every list of statuses is spelled in a status function, or is what restaurantNext and isRestaurantTransition move to', () => {
    const known = new Set<string>(ORDER_STATUSES);
    const statusLists = listLiterals().filter(({ items }) => items.some((item) => typeof item === 'string' && known.has(item)));
    expect(statusLists.length).toBeGreaterThan(0);
    for (const { items, inFunction } of statusLists) {
      expect(items.filter((item) => typeof item !== 'string' || !known.has(item)), `unknown statuses in ${JSON.stringify(items)}`).toEqual([]);
      expect([...STATUS_FUNCTIONS, 'restaurantNext', 'isRestaurantTransition'], `${JSON.stringify(items)} spelled in ${inFunction}`).toContain(inFunction);
    }
  });

  it('every status the rules compare with is one of ORDER_STATUSES', () => {
    const compared = [...RULES.matchAll(/status\s*[!=]=\s*'([^']*)'/g)].map((found) => found[1]);
    expect(compared.length).toBeGreaterThan(0);
    expect(compared.filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status as string))).toEqual([]);
  });

  it("riders read an order only once they hold it; an unclaimed one in the board's 'Prontos' stage is on offer (issue #39)", () => {
    expect([...body('canReadOrder').matchAll(/order\.status/g)]).toEqual([]);
    const onOffer = ORDER_STATUSES.filter((status) => isOnOffer({ status, deliverymanId: null }));
    // 'Pronto para retirada' shares the column but is a pickup order's: never on offer (issue #40).
    expect(onOffer).toEqual(ORDER_STATUSES.filter((status) => boardStage(status) === 'prontos' && status !== 'pronto_retirada'));
    expect(isOnOffer({ status: 'aguardando_entregador', deliverymanId: null, modalidade: 'retirada' })).toBe(false);
    expect(ORDER_STATUSES.filter((status) => isOnOffer({ status, deliverymanId: 'moto1' }))).toEqual([]);
  });
});

describe('firestore.rules: answering and preparing an order', () => {
  it('rejecting takes exactly one of REJECTION_REASONS', () => {
    expect(literalAfter(body('isRestaurantTransition'), "after.get('motivoRejeicao', '') in ")).toEqual([...REJECTION_REASONS]);
  });

  it('accepting promises PREP_DEFAULT_RANGE.min to MAX_PREP_MINUTES minutes, which hold every quick pick', () => {
    const transition = body('isRestaurantTransition');
    const min = numberAfter(transition, 'after.tempoPreparoMin >= ');
    const max = numberAfter(transition, 'after.tempoPreparoMin <= ');
    expect(min).toBe(PREP_DEFAULT_RANGE.min);
    expect(max).toBe(MAX_PREP_MINUTES);
    expect(PREP_DEFAULT_RANGE.max).toBe(MAX_PREP_MINUTES);
    for (const pick of [...PREP_TIME_PICKS, DEFAULT_PREP_MINUTES]) expect(pick >= min && pick <= max, `${pick} min`).toBe(true);
  });

  it("'+10 min' adds PREP_EXTENSION_MINUTES to the promise (DEFAULT_PREP_MINUTES when none), up to MAX_PREP_MINUTES", () => {
    const extension = body('isPrepExtension');
    const [unset, added] = only(extension, /after\.tempoPreparoMin == before\.get\('tempoPreparoMin', (\d+)\) \+ (\d+)/).map(Number);
    expect(unset).toBe(DEFAULT_PREP_MINUTES);
    expect(added).toBe(PREP_EXTENSION_MINUTES);
    expect(numberAfter(extension, 'after.tempoPreparoMin <= ')).toBe(MAX_PREP_MINUTES);
  });
});

describe('firestore.rules: the handover code', () => {
  it('a rider has MAX_HANDOVER_ATTEMPTS tries, numbered from 1', () => {
    expect(literalAfter(body('isHandoverAttempt'), 'attempt in ')).toEqual(range(MAX_HANDOVER_ATTEMPTS).map((index) => String(index + 1)));
  });

  it("a rider's position is written no sooner than TRACKING_RULES_MIN_SECONDS after the last, under the page's own pace (issue #54)", () => {
    expect(numberAfter(body('isRiderPosition'), 'duration.value(')).toBe(TRACKING_RULES_MIN_SECONDS);
    expect(TRACKING_RULES_MIN_SECONDS * 1000).toBeLessThan(TRACKING_MIN_INTERVAL_MS);
    expect(body('isRiderPosition')).toContain('order.status in onTheRoadStatuses()');
    expect(body('isTrackingReader')).toContain('order.status in onTheRoadStatuses()');
  });

  it('a try is HANDOVER_CODE_LENGTH digits, as the codes placeOrder makes', () => {
    const [code] = regexesIn(body('isHandoverAttempt'));
    expect(code).toBe(`[0-9]{${HANDOVER_CODE_LENGTH}}`);
    for (const random of [0, 7, 427, 9999]) expect(new RegExp(`^${code}$`).test(handoverCodeFrom(random))).toBe(true);
  });
});

describe('firestore.rules: accounts (usuarios)', () => {
  it("isName caps a name at personName's limit (the callables' names)", () => {
    expect(numberAfter(body('isName'), 'value.size() <= ')).toBe(longestAccepted(personName('x'), 80));
  });

  it('isReservedName refuses exactly RESERVED_NAME_WORDS', () => {
    const [pattern] = regexesIn(body('isReservedName'));
    const words = /\(([a-z|]+)\)/.exec(pattern as string)?.[1]?.split('|');
    expect(words).toEqual([...RESERVED_NAME_WORDS]);
  });

  it("a new account is a customer's, and a legacy 'client' may become one, as normalizeUserType reads them", () => {
    const created = literalAfter(body('isNewCustomerRecord'), 'data.tipo == ');
    expect(created).toBe(normalizeUserType(undefined));
    const change = body('isOwnUserChange');
    expect(literalAfter(change, "&& data.tipo == ")).toBe(created);
    expect(normalizeUserType(literalAfter(change, 'oldType == null || oldType == \'\' || oldType == '))).toBe(created);
  });

  it('hasType is only asked about USER_TYPES', () => {
    const asked = callsOf(RULES, 'hasType').map(([type]) => (type?.startsWith("'") ? parseLiteral(type) : null)).filter((type) => type !== null);
    expect(asked.length).toBeGreaterThan(0);
    for (const type of asked) expect(USER_TYPES).toContain(type);
  });

  it('a saved address has the fields addressesData writes, within ORDER_TEXT_LIMITS', () => {
    const text = body('isSavedAddress');
    const full = addressesData({ list: [{ rua: 'R', numero: '1', bairro: 'B', cidade: 'C', cep: '01310-100', estado: 'SP', complemento: 'ap', ponto: { lat: -23.5, lng: -46.6 } }], selected: 0 }).enderecos[0];
    const bare = addressesData({ list: [{ rua: 'R', numero: '1', bairro: 'B', cidade: 'C', cep: '' }], selected: 0 }).enderecos[0];
    expect(sorted(literalAfter(text, 'address.keys().hasOnly(') as string[])).toEqual(sorted(Object.keys(full ?? {})));
    expect(sorted(literalAfter(text, 'address.keys().hasAll(') as string[])).toEqual(sorted(Object.keys(bare ?? {})));
    // The door's pin (issue #54) is a point, checked as the stores' are.
    expect(text).toContain("(!('ponto' in address) || isGeoPoint(address.ponto))");
    for (const field of Object.keys(full ?? {}).filter((key) => key !== 'ponto') as Array<keyof typeof ORDER_TEXT_LIMITS>) {
      expect(textBounds(text, `address.${field}`)[1], field).toBe(ORDER_TEXT_LIMITS[field]);
    }
  });

  it('an account keeps at most MAX_ADDRESSES addresses, each checked by position', () => {
    const book = body('isSavedAddressBook');
    expect(numberAfter(book, 'list.size() <= ')).toBe(MAX_ADDRESSES);
    expect(callsOf(book, 'isSavedAddress').map(([address]) => address)).toEqual(range(MAX_ADDRESSES).map((index) => `list[${index}]`));
  });

  it('the saved contact has the fields contactData writes, within ORDER_TEXT_LIMITS', () => {
    const text = body('isSavedContact');
    const fields = Object.keys(contactData({ clientName: 'Ana', clientPhone: '11 90000-0000' }).contato) as Array<'clientName' | 'clientPhone'>;
    expect(sorted(literalAfter(text, 'contact.keys().hasOnly(') as string[])).toEqual(sorted(fields));
    expect(sorted(literalAfter(text, 'contact.keys().hasAll(') as string[])).toEqual(sorted(fields));
    for (const field of fields) expect(textBounds(text, `contact.${field}`)[1], field).toBe(ORDER_TEXT_LIMITS[field]);
  });
});

describe('firestore.rules: restaurants and their team', () => {
  const rolesThatCan = (permission: PanelPermission) => TEAM_ROLES.filter((role) => roleCan(role, permission));

  it('managerOf lets in the roles that may edit the menu, the kitchen and the data', () => {
    const managers = literalAfter(body('managerOf'), '.data.papel in ');
    for (const permission of ['cardapio', 'cozinha', 'dados'] as const) expect(managers, permission).toEqual(rolesThatCan(permission));
  });

  it('ownerOf lets in the roles that run the team', () => {
    expect([literalAfter(body('ownerOf'), '.data.papel == ')]).toEqual(rolesThatCan('equipe'));
  });

  it('staffOf (any member) answers orders, pauses and marks sold out: every role may', () => {
    expect(rolesThatCan('pedidos')).toEqual([...TEAM_ROLES]);
    expect(rolesThatCan('operacao')).toEqual([...TEAM_ROLES]);
  });

  it("'Editar Dados' takes a fee and a minimum within DELIVERY_FEE_RANGE and MINIMUM_ORDER_RANGE", () => {
    const update = body('isRestaurantDataUpdate');
    expect(callWith(update, 'isMoney', 'data.taxaEntrega')[1]).toBe(String(reais(DELIVERY_FEE_RANGE.max)));
    expect(callWith(update, 'isMoney', 'data.pedidoMinimo')[1]).toBe(String(reais(MINIMUM_ORDER_RANGE.max)));
    const lowest = numberAfter(body('isMoney'), 'value >= ');
    expect(lowest).toBe(reais(DELIVERY_FEE_RANGE.min));
    expect(lowest).toBe(reais(MINIMUM_ORDER_RANGE.min));
  });

  it("'Editar Dados' takes kitchen times within PREP_DEFAULT_RANGE and ACCEPT_LIMIT_RANGE, defaulting as the domain does", () => {
    const update = body('isRestaurantDataUpdate');
    const minutes = (field: string) => only(update, new RegExp(`isMinutes\\(data\\.get\\('${field}', (\\d+)\\), (\\d+), (\\d+)\\)`)).map(Number);
    expect(minutes('tempoPreparoPadrao')).toEqual([DEFAULT_PREP_MINUTES, PREP_DEFAULT_RANGE.min, PREP_DEFAULT_RANGE.max]);
    expect(minutes('limiteAceiteMin')).toEqual([DEFAULT_ACCEPT_LIMIT_MINUTES, ACCEPT_LIMIT_RANGE.min, ACCEPT_LIMIT_RANGE.max]);
  });

  it("'Pedidos agendados' takes SCHEDULING_NOTICE_RANGE minutes of notice and SCHEDULING_CAPACITY_RANGE orders a slot (issue #54)", () => {
    const text = body('isSchedulingUpdate');
    expect(text).toContain(`setting.antecedenciaMin >= ${SCHEDULING_NOTICE_RANGE.min} && setting.antecedenciaMin <= ${SCHEDULING_NOTICE_RANGE.max}`);
    expect(text).toContain(`setting.capacidadePorHorario >= ${SCHEDULING_CAPACITY_RANGE.min} && setting.capacidadePorHorario <= ${SCHEDULING_CAPACITY_RANGE.max}`);
    expect(sorted(literalAfter(text, 'setting.keys().hasOnly(') as string[])).toEqual(sorted(Object.keys(DEFAULT_SCHEDULING)));
  });

  it("the restaurant's Pix takes PIX_KEY_TYPES, a key of PIX_KEY_MAX and names of PIX_DISPLAY_MAX", () => {
    const pix = body('isRestaurantPix');
    expect(literalAfter(pix, 'pix.tipo in ')).toEqual([...PIX_KEY_TYPES]);
    expect(textBounds(pix, 'pix.chave')[1]).toBe(PIX_KEY_MAX);
    expect(optionalTextMax(pix, 'pix', 'titular')).toBe(PIX_DISPLAY_MAX);
    expect(optionalTextMax(pix, 'pix', 'cidade')).toBe(PIX_DISPLAY_MAX);
  });

  it("opening hours as text: openingHoursData's week, at most MAX_DAY_PERIODS periods a day (issue #49)", () => {
    const [week] = regexesIn(body('isOpeningHours'));
    const accepts = (text: string) => new RegExp(`^(${week})$`).test(text);
    const periods = (count: number) => Array.from({ length: count }, () => ({ open: '9:00', close: '23:59' }));
    const days = (count: number) => fullWeek([]).map((day) => ({ ...day, isOpen: true, periods: periods(count) }));
    expect(accepts(openingHoursData(days(MAX_DAY_PERIODS)))).toBe(true);
    expect(accepts(openingHoursData(fullWeek([])))).toBe(true);
    expect(accepts(openingHoursData(days(MAX_DAY_PERIODS + 1)))).toBe(false);
    expect(accepts(`${openingHoursData(days(1))}|`)).toBe(false);
    expect(accepts('18:00-23:00 x')).toBe(false);
  });

  it('opening hours as maps (from before): one day per weekday, each with the fields fullWeek writes, at most MAX_DAY_PERIODS periods', () => {
    const hours = body('isOpeningDays');
    expect(numberAfter(hours, 'days.size() <= ')).toBe(WEEKDAY_KEYS.length);
    expect(positions(hours, 'dayAt')).toEqual(range(WEEKDAY_KEYS.length));
    const day = body('dayAt');
    expect(numberAfter(day, 'days[i].periods.size() <= ')).toBe(MAX_DAY_PERIODS);
    const fields = Object.keys(fullWeek([])[0] ?? {});
    expect(numberAfter(day, 'days[i].size() == ')).toBe(fields.length);
    for (const field of fields) expect(day, field).toContain(`days[i].${field}`);
    const [label, key] = regexesIn(day);
    for (const weekday of WEEKDAY_KEYS) {
      expect(new RegExp(`^${key}$`).test(weekday), weekday).toBe(true);
      expect(new RegExp(`^${label}$`).test(WEEKDAY_LABELS[weekday]), WEEKDAY_LABELS[weekday]).toBe(true);
    }
  });

  it('a block keeps a name of BLOCK_NAME_MAX and an order id as long as a documentId', () => {
    const block = body('isBlockEntry');
    expect(textBounds(block, 'data.nome')[1]).toBe(BLOCK_NAME_MAX);
    expect(textBounds(block, 'data.pedidoId')[1]).toBe(longestAccepted(documentId, 100));
  });
});

describe('firestore.rules: the catalogue', () => {
  it('a menu place is 0 to MAX_MENU_POSITION', () => {
    const place = body('isMenuPlace');
    expect(numberAfter(place, 'data.ordem >= ')).toBe(0);
    expect(numberAfter(place, 'data.ordem <= ')).toBe(MAX_MENU_POSITION);
  });

  it('a regular price is above zero and within PRICE_RANGE', () => {
    const product = body('isProduct');
    expect(callWith(product, 'isMoney', 'data.preco')[1]).toBe(String(reais(PRICE_RANGE.max)));
    expect(numberAfter(product, 'data.preco > ')).toBe(0);
    expect(PRICE_RANGE.min).toBeGreaterThan(0);
  });

  it("a dish's name is at most PRODUCT_NAME_MAX, its category a documentId", () => {
    const product = body('isProduct');
    expect(textBounds(product, 'data.nome.trim()')[1]).toBe(PRODUCT_NAME_MAX);
    expect(textBounds(product, 'data.categoriaId')[1]).toBe(longestAccepted(documentId, 100));
  });

  it("a pizza's half-and-half rule is one of HALF_AND_HALF_RULES, the editor's default when absent", () => {
    const product = body('isProduct');
    const [absent, rules] = only(product, /data\.get\('meiaMeia', ('[^']*')\) in (\[[^\]]*\])/);
    expect(stringList(rules as string)).toEqual([...HALF_AND_HALF_RULES]);
    expect(parseLiteral(absent as string)).toBe(emptyProductForm().meiaMeia);
  });

  it('a pizza has 1 to MAX_PIZZA_SIZES sizes, each checked by position, named within MAX_OPTION_NAME and priced from SIZE_PRICE_RANGE.min', () => {
    const sizes = body('isPizzaSizes');
    expect(numberAfter(sizes, 'n >= ')).toBe(1);
    expect(numberAfter(sizes, 'n <= ')).toBe(MAX_PIZZA_SIZES);
    expect(positions(sizes, 'sizeAt')).toEqual(range(MAX_PIZZA_SIZES));
    const size = body('sizeAt');
    expect(regexesIn(size)).toEqual([`.{0,${MAX_OPTION_NAME}}`]);
    expect(numberAfter(size, 'size.basePrice >= ')).toBe(reais(SIZE_PRICE_RANGE.min));
  });

  it('a pizza has at most MAX_PIZZA_FLAVORS flavours, each checked by position, named within MAX_OPTION_NAME and priced from FLAVOR_SURCHARGE_RANGE.min', () => {
    const flavors = body('isPizzaFlavors');
    expect(numberAfter(flavors, 'n <= ')).toBe(MAX_PIZZA_FLAVORS);
    expect(positions(flavors, 'flavorAt')).toEqual(range(MAX_PIZZA_FLAVORS));
    const flavor = body('flavorAt');
    expect(regexesIn(flavor)).toEqual([`.{0,${MAX_OPTION_NAME}}`]);
    expect(numberAfter(flavor, 'flavor.additionalPrice >= ')).toBe(reais(FLAVOR_SURCHARGE_RANGE.min));
  });

  it('a product attaches at most OPTION_GROUP_LIMITS.groupsPerProduct groups', () => {
    expect(numberAfter(body('isAttachedGroups'), 'data.complementos.size() <= ')).toBe(OPTION_GROUP_LIMITS.groupsPerProduct);
  });

  it('a group is named within OPTION_GROUP_LIMITS.name and asks for at most OPTION_GROUP_LIMITS.choices units', () => {
    const group = body('isOptionGroup');
    expect(textBounds(group, 'data.nome.trim()')[1]).toBe(OPTION_GROUP_LIMITS.name);
    expect(numberAfter(group, 'data.maximo <= ')).toBe(OPTION_GROUP_LIMITS.choices);
  });

  it('a group has 1 to OPTION_GROUP_LIMITS.options options, each checked by position, and as many sold out at most', () => {
    const options = body('areOptions');
    expect(only(options, /n >= (\d+) && n <= (\d+)/).map(Number)).toEqual([1, OPTION_GROUP_LIMITS.options]);
    expect(callsOf(options, 'isOption').map(([option]) => option)).toEqual(range(OPTION_GROUP_LIMITS.options).map((index) => `options[${index}]`));
    expect(numberAfter(body('isSoldOutOptions'), 'soldOut.size() <= ')).toBe(OPTION_GROUP_LIMITS.options);
  });

  it("an option has an id as newOptionId makes them, a name within OPTION_GROUP_LIMITS.name and a price from OPTION_PRICE_RANGE.min", () => {
    const option = body('isOption');
    const [id, name] = regexesIn(option);
    for (const random of [() => 0, () => 0.999, Math.random]) expect(new RegExp(`^${id}$`).test(newOptionId(random))).toBe(true);
    expect(name).toBe(`.{1,${OPTION_GROUP_LIMITS.name}}`);
    expect(numberAfter(option, 'option.preco >= ')).toBe(reais(OPTION_PRICE_RANGE.min));
  });
});

describe('firestore.rules: reviews', () => {
  it('a review rates MIN_RATING to MAX_RATING stars, with a comment of MAX_COMMENT_LENGTH', () => {
    const review = body('isReviewOfOwnDeliveredOrder');
    expect(numberAfter(review, 'data.rating >= ')).toBe(MIN_RATING);
    expect(numberAfter(review, 'data.rating <= ')).toBe(MAX_RATING);
    expect(optionalTextMax(review, 'data', 'comment')).toBe(MAX_COMMENT_LENGTH);
  });

  it("a review is signed with a name within personName's limit", () => {
    expect(textBounds(body('isReviewOfOwnDeliveredOrder'), 'data.userName')[1]).toBe(longestAccepted(personName('x'), 80));
  });
});

describe('firestore.rules: layout', () => {
  it('orders sit together: their helpers, their writes and their collection-group reads', () => {
    const orders = ['restaurantNext', 'isRestaurantTransition', 'isPrepExtension', 'isUnansweredClose', 'isPixReceipt', 'isCustomerCancel', 'isRiderPickup', 'isHandoverAttempt', 'isRiderDelivery', 'canReadOrder', 'isPickup', 'isPickupReady', 'isPickupAttempt', 'isPickupCollected', 'isPickupOverride', 'isChatRead'];
    const where = (pattern: string) => RULES.indexOf(pattern);
    const writes = where('match /restaurantes/{restaurantId}/pedidos/{orderId} {');
    const reads = where('match /{path=**}/pedidos/{orderId} {');
    expect(matchBlock('/restaurantes/{restaurantId}/pedidos/{orderId}')).toContain('allow update');
    for (const name of orders) expect(ruleFunction(name).body.length, name).toBeGreaterThan(0);
    const first = Math.min(...orders.map((name) => where(`function ${name}(`)));
    const last = Math.max(...orders.map((name) => where(`function ${name}(`)));
    expect(first).toBeLessThan(writes);
    expect(last).toBeLessThan(writes);
    expect(reads).toBeGreaterThan(writes);
    // Nothing but orders between the first order helper and the collection-group read.
    const between = RULES.slice(first, reads);
    expect([...between.matchAll(/\bmatch (\S+)/g)].map((found) => found[1])).toEqual(['/restaurantes/{restaurantId}/pedidos/{orderId}', '/privado/{document}', '/tentativasEntrega/{attempt}', '/tentativasRetirada/{attempt}', '/mensagens/{messageId}', '/leituras/{uid}', '/rastreio/{document}']);
  });
});
