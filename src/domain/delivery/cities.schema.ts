import * as v from 'valibot';
import { CITY_LIMITS, UFS } from './cities';
import { foldPlace } from './delivery-areas';
import { reais, text } from '../shared/request.schema';

/**
 * What the console's 'Cidades' sends and the saveCity callable reads (functions/src/stores/cities.ts):
 * a city's name, UF, open or not, usual ride, the least a ride pays its rider, and bairros. The key is the folded name, so a city
 * is created once whatever its spelling, and renaming one changes only its display name.
 */

const bairroName = text(1, CITY_LIMITS.bairroName, 'Informe o nome do bairro.', `Cada bairro pode ter no máximo ${CITY_LIMITS.bairroName} caracteres.`);

export const cityFormSchema = v.object({
  nome: text(2, CITY_LIMITS.name, 'Informe o nome da cidade.'),
  uf: v.picklist(UFS, 'Escolha a UF.'),
  ativa: v.boolean(),
  corridaMin: v.pipe(
    v.number('Informe o tempo de corrida em minutos.'),
    v.integer('Use minutos inteiros.'),
    v.minValue(CITY_LIMITS.rideMin, `Use de ${CITY_LIMITS.rideMin} a ${CITY_LIMITS.rideMax} minutos.`),
    v.maxValue(CITY_LIMITS.rideMax, `Use de ${CITY_LIMITS.rideMin} a ${CITY_LIMITS.rideMax} minutos.`),
  ),
  /** Reais; absent from a console older than issue #50: no minimum. */
  entregaMinima: v.optional(reais(CITY_LIMITS.riderPayMax), 0),
  bairros: v.pipe(
    v.array(bairroName),
    v.minLength(1, 'Informe ao menos um bairro.'),
    v.maxLength(CITY_LIMITS.bairros, `No máximo ${CITY_LIMITS.bairros} bairros por cidade.`),
    v.check((names) => new Set(names.map(foldPlace)).size === names.length, 'Um bairro aparece mais de uma vez.'),
  ),
});
export type CityForm = v.InferOutput<typeof cityFormSchema>;

/** saveCity: `chave` null creates the city; otherwise the city being edited (its key never changes). */
export const saveCitySchema = v.object({ chave: v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9 ]{1,80}$/))), cidade: cityFormSchema });
export type SaveCityRequest = v.InferOutput<typeof saveCitySchema>;
