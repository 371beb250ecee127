import { toDate, toText, type StoredData } from '../shared/stored-values';
import { type Centavos } from '../shared/money';
import type { StatementState, Statement } from './statements';

/** restaurantes/{id}/extratos/{semana}, a weekly statement (statements.ts), read back. */

const STATES: readonly StatementState[] = ['aberta', 'fechada', 'informada', 'paga'];

const centavos = (value: unknown): Centavos => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function statementFromData(restaurantId: string, semana: string, data: StoredData): Statement {
  const estado = toText(data.estado) as StatementState;
  return {
    restaurantId: toText(data.restaurantId) || restaurantId,
    restaurantNome: toText(data.restaurantNome),
    semana: toText(data.semana) || semana,
    inicio: toDate(data.inicio),
    fim: toDate(data.fim),
    estado: STATES.includes(estado) ? estado : 'aberta',
    comissao: centavos(data.comissao),
    pedidos: count(data.pedidos),
    estornos: count(data.estornos),
    ajustes: count(data.ajustes),
    correcoes: centavos(data.correcoes),
    retidoNaFonte: centavos(data.retidoNaFonte),
    valor: typeof data.valor === 'number' ? centavos(data.valor) : null,
    vencimento: toDate(data.vencimento),
    fechadoEm: toDate(data.fechadoEm),
    codigo: toText(data.codigo) || null,
    pix: toText(data.pix) || null,
    informadoEm: toDate(data.informadoEm),
    pagoEm: toDate(data.pagoEm),
    notaPagamento: toText(data.notaPagamento),
  };
}
