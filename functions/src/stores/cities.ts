import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bairroChangeSummary, cityKey } from '@/domain/delivery/cities';
import { saveCitySchema } from '@/domain/delivery/cities.schema';
import { BAIRRO_LIST_PATH, bairrosFromData, cityFromData } from '@/domain/delivery/city.record';
import { formatCentavos, toCentavos } from '@/domain/shared/money';
import { adminOf, readOrRefuse, refuse, writeAudit, type Caller } from '../lib/callable-support';

/**
 * The console's 'Cidades' (issue #36): the operator opens a city, keeps its bairros and closes it.
 * A callable rather than a rule, so the list is read with the shared schema and the audit entry
 * is written in the same transaction as the change; firestore.rules refuse cidades/ to clients.
 */

export const CITY_EXISTS_MESSAGE = 'Esta cidade já está cadastrada. Abra-a na lista para editar.';
export const CITY_NOT_FOUND_MESSAGE = 'Cidade não encontrada.';
export const CITY_RENAMED_MESSAGE = 'O nome só pode mudar na grafia (acentos e maiúsculas). Para outra cidade, cadastre uma nova.';

export async function saveCityAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true; chave: string }> {
  const admin = await adminOf(db, caller);
  const { chave, cidade } = readOrRefuse(saveCitySchema, data);
  const key = cityKey(cidade.nome);
  if (chave !== null && chave !== key) throw refuse('invalid-argument', 'renamed', CITY_RENAMED_MESSAGE, { nome: CITY_RENAMED_MESSAGE });
  const cityRef = db.collection('cidades').doc(key);
  const listRef = cityRef.collection(BAIRRO_LIST_PATH[0]).doc(BAIRRO_LIST_PATH[1]);

  await db.runTransaction(async (transaction) => {
    const [city, list] = await transaction.getAll(cityRef, listRef);
    if (chave === null && city?.exists) throw refuse('already-exists', 'exists', CITY_EXISTS_MESSAGE, { nome: CITY_EXISTS_MESSAGE });
    if (chave !== null && !city?.exists) throw refuse('not-found', 'not-found', CITY_NOT_FOUND_MESSAGE);
    const before = city?.exists
      ? { ativa: city.get('ativa') === true, corridaMin: city.get('corridaMin') ?? null, entregaMinima: formatCentavos(cityFromData(key, city.data() ?? {}).entregaMinima), uf: city.get('uf') ?? null, nome: city.get('nome') ?? null }
      : null;
    const bairros = [...cidade.bairros].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    transaction.set(cityRef, {
      nome: cidade.nome,
      uf: cidade.uf,
      ativa: cidade.ativa,
      corridaMin: cidade.corridaMin,
      entregaMinima: cidade.entregaMinima,
      totalBairros: bairros.length,
      atualizadoEm: FieldValue.serverTimestamp(),
    });
    transaction.set(listRef, { nomes: bairros });
    writeAudit(db, transaction, admin, {
      acao: city?.exists ? 'cidade_alterada' : 'cidade_criada',
      alvoTipo: 'cidade',
      alvoId: key,
      antes: before,
      // Money in the audit as a person reads it (issue #50).
      depois: { ativa: cidade.ativa, corridaMin: cidade.corridaMin, entregaMinima: formatCentavos(toCentavos(cidade.entregaMinima)), uf: cidade.uf, nome: cidade.nome },
      motivo: bairroChangeSummary(bairrosFromData(list?.data()), bairros),
    });
  });
  return { ok: true, chave: key };
}

