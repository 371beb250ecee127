/** The states the operator's 'Financeiro' lists statements by, one at a time (services/admin-statements.ts queries each). */
export type StatementFilter = 'a_receber' | 'vencidas' | 'informadas' | 'pagas' | 'abertas';

/** Each filter's name in the page's 'Situação' list. */
export const STATEMENT_FILTER_LABELS: Record<StatementFilter, string> = {
  a_receber: 'A receber',
  vencidas: 'Vencidas',
  informadas: 'Pagamento informado',
  pagas: 'Pagas',
  abertas: 'Semana em curso',
};
