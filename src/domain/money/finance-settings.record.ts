import { toText, type StoredData } from '../shared/stored-values';
import type { PixKey } from './pix-key';
import type { FinanceSettings} from './statements';
import { DEFAULT_DUE_DAYS, DEFAULT_BLOCK_DAYS } from './statements';

/** config/financeiro, the platform's statement settings (statements.ts), read back with their defaults. */

export function financeSettingsFromData(data: StoredData | undefined): FinanceSettings {
  const key = data?.chavePix as StoredData | undefined;
  const days = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 90 ? value : fallback);
  return {
    chavePix: key && typeof key.chave === 'string' && typeof key.tipo === 'string' ? { tipo: key.tipo as PixKey['tipo'], chave: key.chave } : null,
    titular: toText(data?.titular) || 'Sabor',
    cidade: toText(data?.cidade) || 'Sao Paulo',
    diasVencimento: days(data?.diasVencimento, DEFAULT_DUE_DAYS),
    diasBloqueio: days(data?.diasBloqueio, DEFAULT_BLOCK_DAYS),
  };
}
