import { centavosToInput, checkMoney, toCentavos, toReais, type MoneyRange } from '../shared/money';
import { listedBairro } from './cities';
import { DELIVERY_AREA_LIMITS, foldPlace, notOnCityListMessage, type DeliveryAreas } from './delivery-areas';
import { readDeliveryAreas } from './delivery-areas.schema';

/**
 * The panel's 'Áreas de entrega' editor as typed (issue #26): every amount kept as the text the
 * person typed, so nothing is lost to a refusal, and read with parseMoney only on save. Errors
 * are keyed by a row's own key, not its position, so they stay on their row when another is removed.
 */

export interface BairroRow {
  /** Stable while the editor is open (React key, where errors attach). */
  key: string;
  nome: string;
  taxa: string;
  /** Empty: the restaurant-wide minimum. */
  minimo: string;
  /** A RIDE_BANDS minutes value as text; empty: the city's usual ride. */
  corridaMin: string;
}

export interface DeliveryAreasForm {
  bairros: BairroRow[];
  outrosBairros: boolean;
  gratisAtivo: boolean;
  /** Kept while 'Entrega grátis acima de' is off, so turning it back on brings the value back. */
  gratisAcima: string;
}

export type RowErrors = Partial<Record<'nome' | 'taxa' | 'minimo' | 'corridaMin', string>>;

export interface DeliveryAreasErrors {
  rows: Record<string, RowErrors>;
  gratisAcima?: string;
  /** About the whole list ('Liste ao menos um bairro...'). */
  form?: string;
}

export const FEE_RANGE: MoneyRange = { min: 0, max: DELIVERY_AREA_LIMITS.feeMax };
export const AREA_MINIMUM_RANGE: MoneyRange = { min: 0, max: DELIVERY_AREA_LIMITS.minimumMax };
export const FREE_ABOVE_RANGE: MoneyRange = { min: 1, max: DELIVERY_AREA_LIMITS.minimumMax };

export const AREAS_FORM_MESSAGES = {
  fix: 'Corrija os campos marcados.',
  duplicate: 'Este bairro já está na lista.',
  nowhere: 'Liste ao menos um bairro ou entregue nos outros bairros com a taxa padrão.',
  tooMany: `No máximo ${DELIVERY_AREA_LIMITS.bairros} bairros.`,
} as const;

let rowCount = 0;

export function newBairroRow(values: Partial<Omit<BairroRow, 'key'>> = {}): BairroRow {
  rowCount += 1;
  return { key: `bairro-${rowCount}`, nome: '', taxa: '', minimo: '', corridaMin: '', ...values };
}

/**
 * The editor's start: the saved areas, or an empty list that serves no other bairro: a new store
 * delivers only where its owner lists (issue #36), never everywhere for a fee it did not choose.
 */
export function areasToForm(areas: DeliveryAreas | null): DeliveryAreasForm {
  if (!areas) return { bairros: [], outrosBairros: false, gratisAtivo: false, gratisAcima: '' };
  return {
    bairros: areas.bairros.map((rule) =>
      newBairroRow({
        nome: rule.nome,
        taxa: centavosToInput(toCentavos(rule.taxa)),
        minimo: rule.minimo === null ? '' : centavosToInput(toCentavos(rule.minimo)),
        corridaMin: rule.corridaMin ? String(rule.corridaMin) : '',
      }),
    ),
    outrosBairros: areas.outrosBairros,
    gratisAtivo: areas.gratisAcima !== null,
    gratisAcima: areas.gratisAcima === null ? '' : centavosToInput(toCentavos(areas.gratisAcima)),
  };
}

export function hasAreasErrors(errors: DeliveryAreasErrors): boolean {
  return !!errors.form || !!errors.gratisAcima || Object.values(errors.rows).some((row) => Object.values(row).some(Boolean));
}

/** The restaurant's city and its bairros (cidades/{key}/bairros/lista): the only names a row may hold. */
export interface CityBairros {
  cidade: string;
  bairros: readonly string[];
}

/** Each row's name error: required, on the city's list, and not a second row for the same bairro (folded). */
function nameErrors(rows: BairroRow[], city: CityBairros): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.nome.trim();
    if (!name) errors[row.key] = 'Informe o nome do bairro.';
    else if (!listedBairro(city.bairros, name)) errors[row.key] = notOnCityListMessage(city.cidade);
    else if (seen.has(foldPlace(name))) errors[row.key] = AREAS_FORM_MESSAGES.duplicate;
    seen.add(foldPlace(name));
  }
  return errors;
}

export type AreasFormResult = { ok: true; areas: DeliveryAreas } | { ok: false; errors: DeliveryAreasErrors };

/** The typed editor as the DeliveryAreas to save (names as the list spells them), checked field by field and then by the shared schema. */
export function validateAreasForm(form: DeliveryAreasForm, city: CityBairros): AreasFormResult {
  const errors: DeliveryAreasErrors = { rows: {} };
  const names = nameErrors(form.bairros, city);
  const bairros = form.bairros.map((row) => {
    const rowErrors: RowErrors = {};
    if (names[row.key]) rowErrors.nome = names[row.key];
    const taxa = checkMoney(row.taxa, FEE_RANGE);
    if (!taxa.ok) rowErrors.taxa = taxa.message;
    const minimo = checkMoney(row.minimo, AREA_MINIMUM_RANGE, -1);
    if (!minimo.ok) rowErrors.minimo = minimo.message;
    if (Object.keys(rowErrors).length > 0) errors.rows[row.key] = rowErrors;
    return {
      nome: listedBairro(city.bairros, row.nome) ?? row.nome.trim(),
      taxa: taxa.ok ? toReais(taxa.centavos) : 0,
      // -1 is the blank marker above: an empty minimum is the restaurant-wide one.
      minimo: minimo.ok && minimo.centavos >= 0 ? toReais(minimo.centavos) : null,
      corridaMin: row.corridaMin ? Number(row.corridaMin) : null,
    };
  });
  let gratisAcima: number | null = null;
  if (form.gratisAtivo) {
    const free = checkMoney(form.gratisAcima, FREE_ABOVE_RANGE);
    if (free.ok) gratisAcima = toReais(free.centavos);
    else errors.gratisAcima = free.message;
  }
  if (form.bairros.length > DELIVERY_AREA_LIMITS.bairros) errors.form = AREAS_FORM_MESSAGES.tooMany;
  else if (form.bairros.length === 0 && !form.outrosBairros) errors.form = AREAS_FORM_MESSAGES.nowhere;
  if (hasAreasErrors(errors)) return { ok: false, errors };

  const parsed = readDeliveryAreas({ bairros, outrosBairros: form.outrosBairros, gratisAcima });
  if (!parsed.ok) return { ok: false, errors: { rows: {}, form: parsed.message ?? AREAS_FORM_MESSAGES.fix } };
  return { ok: true, areas: parsed.areas };
}

/**
 * The saveDeliveryAreas callable's field messages ('areas.bairros.2.taxa', 'areas.gratisAcima')
 * on the rows they name, as the form stood when it was sent. Paths it does not know go to the form.
 */
export function refusalToErrors(fields: Record<string, string>, rows: BairroRow[]): DeliveryAreasErrors {
  const errors: DeliveryAreasErrors = { rows: {} };
  for (const [path, message] of Object.entries(fields)) {
    const row = /^(?:areas\.)?bairros\.(\d+)\.(nome|taxa|minimo|corridaMin)$/.exec(path);
    const key = row ? rows[Number(row[1])]?.key : undefined;
    if (row && key) errors.rows[key] = { ...errors.rows[key], [row[2] as keyof RowErrors]: message };
    else if (/^(?:areas\.)?gratisAcima$/.test(path)) errors.gratisAcima = message;
    else errors.form ??= message;
  }
  return errors;
}
