import { toDate, toText, type StoredData } from '../shared/stored-values';
import { oneOf } from '../shared/stored-shapes';

/** parceiros/{tipo}-{refId}, the operator's directory of restaurants and riders, read back. */

export const PARTNER_KINDS = ['restaurante', 'entregador'] as const;

export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** parceiros/{tipo}-{refId}: one line of the operator's directory of restaurants and riders. */
export interface Partner {
  id: string;
  tipo: PartnerKind;
  /** The restaurant id, or the rider's uid. */
  refId: string;
  nome: string;
  /** CNPJ or CPF, bare. */
  documento: string;
  email: string;
  cidade: string;
  estado: 'ativo' | 'suspenso';
  /** Restaurants: the owner has opened the shop to customers ('Abrir minha loja'). */
  publicado: boolean | null;
  /** Restaurants: its Mercado Pago account is connected, so its customers may pay in the app (issue #52). */
  pagamentoOnline: boolean;
  criadoEm: Date | null;
}

export function partnerFromData(id: string, data: StoredData): Partner {
  const tipo = oneOf(PARTNER_KINDS, data.tipo, id.startsWith('entregador-') ? 'entregador' : 'restaurante');
  return {
    id,
    tipo,
    refId: toText(data.refId) || id.replace(/^(restaurante|entregador)-/, ''),
    nome: toText(data.nome) || 'Sem nome',
    documento: toText(data.documento),
    email: toText(data.email),
    cidade: toText(data.cidade),
    estado: data.estado === 'suspenso' ? 'suspenso' : 'ativo',
    publicado: typeof data.publicado === 'boolean' ? data.publicado : null,
    pagamentoOnline: data.pagamentoOnline === true,
    criadoEm: toDate(data.criadoEm),
  };
}
