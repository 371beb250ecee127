import { formatCentavos, toCentavos, type Centavos } from '../shared/money';

/**
 * Where a restaurant delivers and for how much, by bairro (issue #26): the fee and an optional
 * minimum per bairro of its city; bairros it does not list get the restaurant-wide fee and
 * minimum, or are not served; and an optional 'entrega grátis acima de R$ X'. One quote for
 * everyone who prices a delivery: the home's cards, the menu header, the checkout and the
 * placeOrder function, so the customer sees what the server charges and is refused what it
 * would refuse (TastyIgniter #932, Enatega #816 let out-of-area orders through).
 */

export interface BairroRule {
  /** As its city's list spells it ('Pinheiros'; src/domain/delivery/cities.ts); compared folded (foldPlace). */
  nome: string;
  /** Reais. */
  taxa: number;
  /** Reais; null: the restaurant-wide minimum. */
  minimo: number | null;
  /** The ride to this bairro, as its owner bands it (RIDE_BANDS); null or absent: the city's usual ride. */
  corridaMin?: number | null;
}

/** The distance bands an owner may give a bairro: minutes of ride after the kitchen's time. */
export const RIDE_BANDS = [
  { minutes: 10, label: 'Perto · 10 min' },
  { minutes: 20, label: 'Médio · 20 min' },
  { minutes: 30, label: 'Longe · 30 min' },
  { minutes: 45, label: 'Muito longe · 45 min' },
] as const;

export interface DeliveryAreas {
  bairros: BairroRule[];
  /** Bairros not listed: served with the restaurant-wide fee and minimum (true), or not served. */
  outrosBairros: boolean;
  /** 'Entrega grátis acima de R$ X' (reais, on the items' subtotal); null for none. */
  gratisAcima: number | null;
}

/** Limits of the editor and of the callable that saves the areas (functions/src/stores/delivery-areas.ts). */
export const DELIVERY_AREA_LIMITS = {
  bairros: 80,
  name: 60,
  /** Centavos: a fee from R$ 0,00 to R$ 200,00, a minimum up to R$ 5.000,00 (as the panel's). */
  feeMax: 20_000,
  minimumMax: 500_000,
} as const;

/** 'Pinheiros', ' pinheiros ', 'PINHEIROS' and 'Pinhéiros' are one bairro. */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Where an order is delivered, as far as the price goes. */
export interface DeliveryPlace {
  bairro: string;
  cidade: string;
}

/** The part of a restaurant a quote reads. */
export interface DeliveryTerms {
  taxaEntrega: number;
  pedidoMinimo: number;
  /** The restaurant's city; null on restaurants from before cities (served everywhere). */
  cidade: string | null;
  /** null: one fee everywhere (restaurants from before delivery areas). */
  areasEntrega: DeliveryAreas | null;
}

/** Where a quote's fee came from, as the order stores it. */
export interface DeliveryRule {
  /** The bairro's name as the restaurant listed it; null when the restaurant-wide fee applies. */
  bairro: string | null;
  origem: 'bairro' | 'padrao';
}

export type DeliveryQuote =
  | {
      ok: true;
      /** Before 'entrega grátis acima de'. */
      fee: Centavos;
      minimum: Centavos;
      /** The subtotal from which delivery is free; null for never. */
      freeAbove: Centavos | null;
      rule: DeliveryRule;
      /** The bairro's own ride band, in minutes; null: the city's usual ride (delivery-time.ts). */
      rideMin: number | null;
    }
  | { ok: false; message: string; /** The card's short text: 'Não entrega em Pinheiros'. */ short: string };

/** What a card, a menu header or the bag says of the fee while no place is chosen: never a fee or 'grátis' it may not be. */
export const CHOOSE_BAIRRO_FOR_FEE = 'Escolha seu bairro para ver a taxa';

/** A bairro the restaurant typed that is not on its city's list (the editor and saveDeliveryAreas). */
export function notOnCityListMessage(cidade: string): string {
  return `Escolha um bairro da lista de ${cidade}.`;
}

/** The restaurant's city has no list of bairros yet: the operator has not opened it. */
export const CITY_NOT_OPEN_MESSAGE = 'A cidade da loja ainda não foi aberta na Sabor. Fale com a equipe Sabor para liberar os bairros.';

export function notServedMessage(bairro: string): string {
  return `Este restaurante não entrega em ${bairro}. Escolha outro endereço ou outro restaurante.`;
}

/**
 * The fee and the minimum for delivering to `place`, or why the restaurant does not deliver
 * there: another city than its own, or a bairro it does not serve.
 */
export function deliveryQuote(restaurant: DeliveryTerms, place: DeliveryPlace): DeliveryQuote {
  const bairro = place.bairro.trim();
  const city = place.cidade.trim();
  if (restaurant.cidade && city && foldPlace(restaurant.cidade) !== foldPlace(city)) {
    return { ok: false, message: notServedMessage(city), short: `Não entrega em ${city}` };
  }
  const fee = toCentavos(restaurant.taxaEntrega);
  const minimum = toCentavos(restaurant.pedidoMinimo);
  const areas = restaurant.areasEntrega;
  if (!areas) return { ok: true, fee, minimum, freeAbove: null, rule: { bairro: null, origem: 'padrao' }, rideMin: null };
  const freeAbove = areas.gratisAcima === null ? null : toCentavos(areas.gratisAcima);
  const listed = areas.bairros.find((rule) => foldPlace(rule.nome) === foldPlace(bairro));
  if (listed) {
    return {
      ok: true,
      fee: toCentavos(listed.taxa),
      minimum: listed.minimo === null ? minimum : toCentavos(listed.minimo),
      freeAbove,
      rule: { bairro: listed.nome, origem: 'bairro' },
      rideMin: listed.corridaMin ?? null,
    };
  }
  if (!areas.outrosBairros) return { ok: false, message: notServedMessage(bairro || 'este endereço'), short: `Não entrega em ${bairro || 'este endereço'}` };
  return { ok: true, fee, minimum, freeAbove, rule: { bairro: null, origem: 'padrao' }, rideMin: null };
}

/** The fee charged on `subtotal`: zero from the free-delivery threshold on. */
export function feeFor(quote: Extract<DeliveryQuote, { ok: true }>, subtotal: Centavos): Centavos {
  return quote.freeAbove !== null && subtotal >= quote.freeAbove ? 0 : quote.fee;
}

/** The fee as the menu header says it: 'R$ 5,00', 'Grátis', 'R$ 5,00 · grátis acima de R$ 60,00'. */
export function feeText(quote: Extract<DeliveryQuote, { ok: true }>): string {
  if (quote.fee === 0) return 'Grátis';
  const fee = formatCentavos(quote.fee);
  return quote.freeAbove !== null ? `${fee} · grátis acima de ${formatCentavos(quote.freeAbove)}` : fee;
}

/**
 * What a card says of the delivery: 'Entrega R$ 5,00', 'Entrega grátis'. Free delivery from an
 * amount is a badge of its own on the card ('Frete grátis acima de R$ 60,00', promotions/store-promotions.ts).
 */
export function quoteText(quote: Extract<DeliveryQuote, { ok: true }>): string {
  return quote.fee === 0 ? 'Entrega grátis' : `Entrega ${formatCentavos(quote.fee)}`;
}

/**
 * The delivery fee as the panel's header states it (issue #51): the one fee of a store without a
 * table of bairros; for a store that charges by bairro, the range of its fees ('R$ 4,00 a
 * R$ 9,00 por bairro', the restaurant-wide fee included when it serves other bairros), and the
 * free delivery above its threshold.
 */
export function feeSummary(restaurant: { taxaEntrega: number; areasEntrega?: DeliveryAreas | null }): string {
  const areas = restaurant.areasEntrega;
  const free = areas?.gratisAcima ? ` · grátis acima de ${formatCentavos(toCentavos(areas.gratisAcima))}` : '';
  if (!areas || areas.bairros.length === 0) return `${formatCentavos(toCentavos(restaurant.taxaEntrega))}${free}`;
  const fees = [...areas.bairros.map((rule) => toCentavos(rule.taxa)), ...(areas.outrosBairros ? [toCentavos(restaurant.taxaEntrega)] : [])];
  const low = Math.min(...fees);
  const high = Math.max(...fees);
  const range = low === high ? formatCentavos(low) : `${formatCentavos(low)} a ${formatCentavos(high)}`;
  return `${range} por bairro${free}`;
}
