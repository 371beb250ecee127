import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { cityKey, matchBairro } from '@/domain/delivery/cities';
import { BAIRRO_LIST_PATH, bairrosFromData, cityFromData } from '@/domain/delivery/city.record';

/**
 * One-off, for data from before the operator's cities (issue #36), run by
 * scripts/migrate-cities.mjs after the operator has opened the cities in 'Cidades':
 * - each restaurant's free-text delivery bairros become its city's names ('Cerqueira Cesar' is
 *   'Cerqueira César'); a name on no list is kept and reported, for its owner to choose again;
 * - each restaurant gets its own bairro (from its address) when its city's list has it;
 * - orders waiting for or carried by a rider get the city and bairro placeOrder now records;
 * - each rider gets the city of their application, when it is open.
 * Safe to run again: it writes only what differs. `dryRun` writes nothing and reports the same.
 */

export interface CityMigrationReport {
  /** 'restaurantes/x: Cerqueira Cesar -> Cerqueira César (likeness)'. */
  mapped: string[];
  /** What the script could not map, for a person to decide. */
  unmapped: string[];
  restaurants: number;
  orders: number;
  riders: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The bairro in a restaurant's one-line address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP' -> 'Consolação'. */
function addressBairro(data: DocumentData): string {
  const registered = text((data.enderecoCadastro as DocumentData | undefined)?.bairro);
  return registered || (/-\s*([^,]+),/.exec(text(data.endereco))?.[1]?.trim() ?? '');
}

export async function migrateToCities(db: Firestore, { dryRun = false } = {}): Promise<CityMigrationReport> {
  const report: CityMigrationReport = { mapped: [], unmapped: [], restaurants: 0, orders: 0, riders: 0 };
  const lists = new Map<string, { nome: string; ativa: boolean; bairros: string[]; corridaMin: number }>();
  for (const city of (await db.collection('cidades').get()).docs) {
    const list = await city.ref.collection(BAIRRO_LIST_PATH[0]).doc(BAIRRO_LIST_PATH[1]).get();
    const stored = cityFromData(city.id, city.data());
    lists.set(city.id, { nome: stored.nome, ativa: stored.ativa, bairros: bairrosFromData(list.data()), corridaMin: stored.corridaMin });
  }

  const restaurantCity = new Map<string, { key: string | null; bairro: string | null }>();
  for (const restaurant of (await db.collection('restaurantes').get()).docs) {
    const data = restaurant.data();
    const key = text(data.cidade) ? cityKey(text(data.cidade)) : null;
    const list = key ? lists.get(key) : undefined;
    const where = `restaurantes/${restaurant.id}`;
    if (key && !list) report.unmapped.push(`${where}: a cidade '${text(data.cidade)}' não está em Cidades`);
    const update: Record<string, unknown> = {};

    const areas = data.areasEntrega as { bairros?: Array<{ nome?: unknown }> } | undefined;
    if (list && Array.isArray(areas?.bairros)) {
      const bairros = areas.bairros.map((rule) => {
        const typed = text(rule.nome);
        const match = matchBairro(list.bairros, typed);
        if (!match) report.unmapped.push(`${where}: bairro de entrega '${typed}' não está na lista de ${list.nome}`);
        else if (match.name !== typed) report.mapped.push(`${where}: ${typed} -> ${match.name} (${match.how === 'same' ? 'mesmo nome' : 'parecido'})`);
        return { ...rule, nome: match?.name ?? typed };
      });
      if (JSON.stringify(bairros) !== JSON.stringify(areas.bairros)) update.areasEntrega = { ...areas, bairros };
    }

    const own = addressBairro(data);
    const ownMatch = list && own ? matchBairro(list.bairros, own) : null;
    if (list && own && !ownMatch) report.unmapped.push(`${where}: o bairro do endereço '${own}' não está na lista de ${list.nome}`);
    if (ownMatch && text(data.bairro) !== ownMatch.name) update.bairro = ownMatch.name;
    if (list && data.corridaMin !== list.corridaMin) update.corridaMin = list.corridaMin;
    restaurantCity.set(restaurant.id, { key, bairro: ownMatch?.name ?? (text(data.bairro) || null) });

    if (Object.keys(update).length > 0) {
      report.restaurants += 1;
      if (!dryRun) await restaurant.ref.update(update);
    }
  }

  // The orders riders list and carry now; older ones are history, which no rider reads by city.
  const live = await db.collectionGroup('pedidos').where('status', 'in', ['aguardando_entregador', 'a_caminho']).get();
  for (const order of live.docs) {
    const restaurantId = order.ref.parent.parent?.id ?? '';
    const place = restaurantCity.get(restaurantId);
    if (!place?.key) {
      report.unmapped.push(`${order.ref.path}: o restaurante não tem cidade`);
      continue;
    }
    if (order.get('cidade') === place.key && (order.get('bairroRestaurante') ?? null) === place.bairro) continue;
    report.orders += 1;
    if (!dryRun) await order.ref.update({ cidade: place.key, bairroRestaurante: place.bairro });
  }

  for (const rider of (await db.collection('usuarios').where('tipo', '==', 'motoboy').get()).docs) {
    if (text(rider.get('cidade'))) continue;
    const [partner, application] = await Promise.all([db.collection('parceiros').doc(`entregador-${rider.id}`).get(), db.collection('cadastros').doc(`entregador-${rider.id}`).get()]);
    const typed = text(partner.get('cidade')) || text((application.get('dados') as DocumentData | undefined)?.cidade);
    const city = typed ? lists.get(cityKey(typed)) : undefined;
    if (!city?.ativa) {
      report.unmapped.push(`usuarios/${rider.id}: entregador sem cidade aberta ('${typed || 'sem cidade'}')`);
      continue;
    }
    report.riders += 1;
    if (!dryRun) await rider.ref.update({ cidade: cityKey(typed), cidadeNome: city.nome, disponivel: false });
  }
  return report;
}
