import { isGeoPoint } from '../delivery/geo-point';
import { schedulingFromData } from './scheduling.record';
import type { BairroRule, DeliveryAreas } from '../delivery/delivery-areas';
import { DEFAULT_ACCEPT_LIMIT_MINUTES, DEFAULT_PREP_MINUTES, WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningDay, type Restaurant } from './restaurant';
import { compactHours } from './opening-hours';
import type { RatingSummary } from './review';
import { publicCouponsFromData } from '../promotions/store-promotions.record';
import { toDate, toNullableText, toNumber, toText, type StoredData } from '../shared/stored-values';
import { type Suspension } from '../operator/suspension';

/**
 * A stored restaurant document to what a customer may see of it (StoreFacts): everything of the
 * domain's Restaurant but its Pix and its contract, with the spec's defaults and legacy aliases.
 * What the home's cards and the shop window (discovery/storefront.ts) read; the whole restaurant
 * is restaurant.record.ts, built on this. Apart from the menu's records (catalog/menu.record.ts)
 * and from the Pix and contract readers because the home page needs only this one, and ships it
 * in its first load (issue #27).
 */

/** A restaurant as its card and its shop window know it: no Pix, no contract. */
export type StoreFacts = Omit<Restaurant, 'pix'>;

/**
 * The week as stored: seven days from Sunday joined by '|', each its periods 'HH:MM-HH:MM'
 * separated by a space ('' closed), compactHours's text, as the shop window keeps it too: the
 * seven maps of maps restaurants stored before cost about 7 KB of the restaurant's 14 on the
 * wire, this text about 150 bytes (issue #49). What restaurantes/{id}.horarioFuncionamento
 * holds from now on (restaurantDataUpdate, the onboarding, the seed).
 */
export function openingHoursData(days: ReadonlyArray<OpeningDay>): string {
  return compactHours(days).join('|');
}

/** The week's text read back (openingHoursData); a malformed period is kept for isOpenAt to ignore, as in the maps. */
function fromCompactWeek(text: string): OpeningDay[] {
  return text.split('|').slice(0, WEEKDAY_KEYS.length).map((day, dayIndex) => {
    const key = WEEKDAY_KEYS[dayIndex] ?? 'sunday';
    const periods = day
      .split(' ')
      .filter(Boolean)
      .map((range) => {
        const [open = '', close = ''] = range.split('-');
        return { open, close };
      });
    return { day: WEEKDAY_LABELS[key], key, dayIndex, isOpen: periods.length > 0, periods };
  });
}

/** The stored week: the compact text, or the seven maps of restaurants stored before it. */
function toOpeningDays(value: unknown): OpeningDay[] {
  if (typeof value === 'string') return fromCompactWeek(value);
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown, position): OpeningDay[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const day = raw as StoredData;
    const dayIndex = toNumber(day.dayIndex, position);
    const key = WEEKDAY_KEYS[dayIndex] ?? WEEKDAY_KEYS[position % 7] ?? 'sunday';
    const periods = Array.isArray(day.periods)
      ? day.periods.flatMap((period: unknown) => {
          if (typeof period !== 'object' || period === null) return [];
          const { open, close } = period as StoredData;
          return [{ open: toText(open), close: toText(close) }];
        })
      : [];
    return [{ day: toText(day.day, WEEKDAY_LABELS[key]), key, dayIndex, isOpen: day.isOpen === true, periods }];
  });
}

/** A stored number of minutes from 1 to 180, else `fallback`. */
function wholeMinutes(value: unknown, fallback: number): number {
  const minutes = toNumber(value, fallback);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 180 ? minutes : fallback;
}

/** The stored tally of stars as a summary; anything inconsistent reads as no rating. */
function ratingTally(total: unknown, sum: unknown): RatingSummary {
  if (typeof total !== 'number' || typeof sum !== 'number' || !Number.isInteger(total) || total < 1 || sum < total || sum > total * 5) return { count: 0, average: null };
  return { count: total, average: sum / total };
}

/** restaurantes/{id} (or its shop window read back): reads the legacy `name` and defaults fee and minimum to 0. */
export function storeFactsFromData(id: string, data: StoredData): StoreFacts {
  return {
    id,
    nome: toText(data.nome) || toText(data.name) || 'Restaurante',
    logo: toNullableText(data.logo) || null,
    endereco: toNullableText(data.endereco) || null,
    telefone: toNullableText(data.telefone) || null,
    taxaEntrega: toNumber(data.taxaEntrega, 0),
    pedidoMinimo: toNumber(data.pedidoMinimo, 0),
    horarioFuncionamento: toOpeningDays(data.horarioFuncionamento),
    categoriasPrincipais: Array.isArray(data.categoriasPrincipais)
      ? data.categoriasPrincipais.filter((item: unknown): item is string => typeof item === 'string')
      : [],
    tempoPreparoPadrao: wholeMinutes(data.tempoPreparoPadrao, DEFAULT_PREP_MINUTES),
    limiteAceiteMin: wholeMinutes(data.limiteAceiteMin, DEFAULT_ACCEPT_LIMIT_MINUTES),
    pausadoAte: toDate(data.pausadoAte),
    exigePainelAberto: data.exigePainelAberto !== false,
    retiradaNoLocal: data.retiradaNoLocal === true,
    agendamento: schedulingFromData(data.agendamento),
    pagamentoOnline: data.pagamentoOnline === true,
    chavePublicaPagamento: toNullableText(data.chavePublicaPagamento) || null,
    painelVistoEm: toDate(data.painelVistoEm),
    avaliacao: ratingTally(data.avaliacaoTotal, data.avaliacaoSoma),
    listado: data.listado !== false,
    publicado: data.publicado !== false,
    suspenso: toSuspension(data.suspenso),
    cidade: toNullableText(data.cidade)?.trim() || null,
    corridaMin: typeof data.corridaMin === 'number' && data.corridaMin > 0 ? data.corridaMin : null,
    bairro: toNullableText(data.bairro)?.trim() || toNullableText((data.enderecoCadastro as StoredData | undefined)?.bairro)?.trim() || null,
    localizacao: isGeoPoint(data.localizacao) ? { lat: data.localizacao.lat, lng: data.localizacao.lng } : null,
    areasEntrega: toDeliveryAreas(data.areasEntrega),
    cuponsDivulgados: publicCouponsFromData(data.cuponsDivulgados),
  };
}

/**
 * Stored delivery areas; null when absent or not a map (one fee everywhere). A bairro without a
 * name, or with a fee that is not a number of zero or more, is left out; a minimum that is not
 * one reads as the restaurant-wide minimum.
 */
function toDeliveryAreas(value: unknown): DeliveryAreas | null {
  if (typeof value !== 'object' || value === null) return null;
  const { bairros, outrosBairros, gratisAcima } = value as StoredData;
  const rules: BairroRule[] = Array.isArray(bairros)
    ? bairros.flatMap((raw: unknown): BairroRule[] => {
        if (typeof raw !== 'object' || raw === null) return [];
        const { nome, taxa, minimo, corridaMin } = raw as StoredData;
        const fee = toNumber(taxa, -1);
        const name = toText(nome).trim();
        if (!name || fee < 0) return [];
        const minimum = toNumber(minimo, -1);
        const ride = toNumber(corridaMin, -1);
        return [{ nome: name, taxa: fee, minimo: minimum >= 0 ? minimum : null, ...(ride > 0 ? { corridaMin: ride } : {}) }];
      })
    : [];
  const free = toNumber(gratisAcima, 0);
  return { bairros: rules, outrosBairros: outrosBairros !== false, gratisAcima: free > 0 ? free : null };
}

/** A stored suspension: any map marks the restaurant or account suspended, with its reason if any. */
export function toSuspension(value: unknown): Suspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const { motivo, em, inadimplencia } = value as StoredData;
  return { motivo: toText(motivo), em: toDate(em), ...(inadimplencia === true ? { inadimplencia: true } : {}) };
}
