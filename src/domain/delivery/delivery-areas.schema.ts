import * as v from 'valibot';
import { DELIVERY_AREA_LIMITS, foldPlace, RIDE_BANDS } from './delivery-areas';
import { documentId, readRequest, reais } from '../shared/request.schema';

/**
 * What the panel's 'Áreas de entrega' editor sends and the saveDeliveryAreas callable reads
 * (functions/src/stores/delivery-areas.ts). Apart from src/domain/delivery/delivery-areas.ts so that the pages
 * that only quote a delivery (the home page's first paint) do not load the schema library.
 */

const money = (maxCentavos: number) => reais(maxCentavos);

const bairroSchema = v.object({
  nome: v.pipe(v.string(), v.trim(), v.minLength(1, 'Informe o nome do bairro.'), v.maxLength(DELIVERY_AREA_LIMITS.name, `Use no máximo ${DELIVERY_AREA_LIMITS.name} caracteres.`)),
  taxa: money(DELIVERY_AREA_LIMITS.feeMax),
  minimo: v.nullable(money(DELIVERY_AREA_LIMITS.minimumMax)),
  corridaMin: v.optional(
    v.nullable(v.pipe(v.number(), v.check((minutes) => RIDE_BANDS.some((band) => band.minutes === minutes), 'Escolha a distância da lista.'))),
    null,
  ),
});

export const deliveryAreasSchema = v.pipe(
  v.object({
    bairros: v.pipe(v.array(bairroSchema), v.maxLength(DELIVERY_AREA_LIMITS.bairros, `No máximo ${DELIVERY_AREA_LIMITS.bairros} bairros.`)),
    outrosBairros: v.boolean(),
    gratisAcima: v.nullable(v.pipe(money(DELIVERY_AREA_LIMITS.minimumMax), v.minValue(0.01))),
  }),
  v.check((areas) => new Set(areas.bairros.map((rule) => foldPlace(rule.nome))).size === areas.bairros.length, 'Um bairro aparece mais de uma vez.'),
);

/** What the saveDeliveryAreas callable reads. */
export const saveDeliveryAreasSchema = v.object({ restaurantId: documentId, areas: deliveryAreasSchema });
export type SaveDeliveryAreasRequest = v.InferInput<typeof saveDeliveryAreasSchema>;

/** Reads areas as the editor built them: the areas, or the first message (what the form shows). */
export function readDeliveryAreas(input: unknown): { ok: true; areas: v.InferOutput<typeof deliveryAreasSchema> } | { ok: false; message: string | null } {
  const read = readRequest(deliveryAreasSchema, input);
  return read.ok ? { ok: true, areas: read.value } : { ok: false, message: Object.values(read.errors)[0] ?? null };
}
