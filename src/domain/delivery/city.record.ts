import { UFS, type City, type Uf } from './cities';
import { DEFAULT_RIDE_MINUTES } from './delivery-time';
import { toNumber, toText, type StoredData } from '../shared/stored-values';
import { toCentavos } from '../shared/money';

/** cidades/{key} as stored -> City (the Functions and the app read it alike). */
export function cityFromData(key: string, data: StoredData): City {
  const uf = toText(data.uf).toUpperCase();
  return {
    key,
    nome: toText(data.nome, key),
    uf: (UFS as readonly string[]).includes(uf) ? (uf as Uf) : 'SP',
    ativa: data.ativa === true,
    corridaMin: toNumber(data.corridaMin, DEFAULT_RIDE_MINUTES),
    // Stored in reais, as typed in 'Cidades'; none (a city from before issue #50) is no minimum.
    entregaMinima: Math.max(0, toCentavos(toNumber(data.entregaMinima, 0))),
    totalBairros: toNumber(data.totalBairros, 0),
  };
}

/** cidades/{key}/bairros/lista as stored -> the names, in the list's order. */
export function bairrosFromData(data: StoredData | undefined): string[] {
  const names = data?.nomes;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
}

/** Where a city's bairros are stored, below cidades/{key}. */
export const BAIRRO_LIST_PATH = ['bairros', 'lista'] as const;
