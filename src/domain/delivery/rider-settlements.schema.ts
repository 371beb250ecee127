import * as v from 'valibot';
import { documentId } from '../shared/request.schema';

/** 'Acerto feito' (functions/src/money/settlements.ts): one settlement, by restaurant, rider and day. */
export const settlementRefSchema = v.object({
  restaurantId: documentId,
  entregadorId: documentId,
  dia: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dia inválido.')),
});
export type SettlementRef = v.InferInput<typeof settlementRefSchema>;

export const NOTHING_TO_SETTLE_MESSAGE = 'Nenhuma entrega deste entregador neste dia para acertar.';
export const NOT_YOUR_SETTLEMENT_MESSAGE = 'Só o entregador da entrega ou o dono ou gerente da loja confirmam este acerto.';
