import { formatCentavos } from '@/domain/shared/money';
import { useState } from 'react';
import { cityLabel, type City } from '@/domain/delivery/cities';
import { errorMessage } from '@/domain/shared/errors';
import { useCoupons } from '@/state/use-coupons';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { CouponsSection } from '@/ui/coupons/CouponsSection';
import { Icon } from '@/ui/Icon';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { useNow } from '@/ui/use-now';
import { AuditTrail } from '../audit-trail/AuditTrail';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { CityEditor } from './CityEditor';
import { useAllCities, useCityForEditing } from './use-cities';
import './cities.css';

/** Which editor is open: none, a new city, or the city of that key. */
type Editing = null | { key: string | null };

function CitiesTable({ cities, onEdit }: { cities: City[]; onEdit: (key: string) => void }) {
  if (cities.length === 0) return <div className="empty-state">Nenhuma cidade cadastrada. Cadastre a primeira para abrir a Sabor nela.</div>;
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">Cidade</th>
          <th scope="col">Situação</th>
          <th scope="col">Bairros</th>
          <th scope="col">Corrida</th>
          <th scope="col">Mínimo por corrida</th>
          <th scope="col">
            <span className="visually-hidden">Ações</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cities.map((city) => (
          <tr key={city.key}>
            <td className="console-table__name">{cityLabel(city)}</td>
            <td data-label="Situação">
              <Badge tone={city.ativa ? 'success' : 'neutral'}>{city.ativa ? 'Aberta' : 'Fechada'}</Badge>
            </td>
            <td data-label="Bairros" className="console-table__number">
              {city.totalBairros}
            </td>
            <td data-label="Corrida" className="console-table__number">
              {city.corridaMin} min
            </td>
            <td data-label="Mínimo por corrida" className="console-table__number">
              {city.entregaMinima > 0 ? formatCentavos(city.entregaMinima) : 'Sem mínimo'}
            </td>
            <td>
              <Button variant="secondary" size="sm" onClick={() => onEdit(city.key)} aria-label={`Editar ${city.nome}`}>
                Editar
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The editor of one stored city, once its bairros are read; and its audit trail beside it. */
function StoredCityEditor({ cityKey, onSaved, onCancel }: { cityKey: string; onSaved: (message: string) => void; onCancel: () => void }) {
  const stored = useCityForEditing(cityKey);
  if (stored.status === 'loading') return <SkeletonList label="Carregando a cidade..." count={1} className="list" itemClassName="card"><SkeletonLine width="60%" /></SkeletonList>;
  if (stored.status === 'error') return <RetryNotice onRetry={stored.retry}>Erro ao carregar a cidade: {errorMessage(stored.error)}</RetryNotice>;
  if (!stored.data) return <Notice tone="error">Cidade não encontrada.</Notice>;
  return (
    <div className="console-detail">
      <div className="console-detail__main">
        <CityEditor key={cityKey} city={stored.data.city} bairros={stored.data.bairros} onSaved={onSaved} onCancel={onCancel} />
      </div>
      <div className="console-detail__side">
        <AuditTrail targetIds={[cityKey]} />
      </div>
    </div>
  );
}

/**
 * 'Cidades' (issue #36): where Sabor works. The operator opens a city with its bairros, edits
 * them and closes it; restaurants, riders and customers choose only from the open ones. Every
 * save leaves an audit entry, shown beside the city's editor.
 */
/** The cities a coupon may be for: the open ones first (the form picks the first), a closed one named so. */
function couponCities(cities: readonly City[]): Array<{ key: string; nome: string }> {
  return [...cities.filter((city) => city.ativa), ...cities.filter((city) => !city.ativa)].map((city) => ({ key: city.key, nome: city.ativa ? cityLabel(city) : `${cityLabel(city)} (fechada)` }));
}

export function CitiesPage() {
  const cities = useAllCities();
  const now = useNow(60_000);
  // Read once the cities are: the section names each coupon's city.
  const coupons = useCoupons(cities.status === 'success' ? { cidades: true } : null);
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);

  function edit(next: Editing) {
    setSaved(null);
    setEditing(next);
  }

  function onSaved(message: string) {
    setSaved(message);
    setEditing(null);
    cities.retry();
  }

  let list;
  if (cities.status === 'loading') {
    list = (
      <SkeletonList label="Carregando cidades..." count={3} className="list">
        <SkeletonLine width="70%" />
      </SkeletonList>
    );
  } else if (cities.status === 'error') {
    list = <RetryNotice onRetry={cities.retry}>Erro ao carregar as cidades: {errorMessage(cities.error)}</RetryNotice>;
  } else {
    list = <CitiesTable cities={cities.data} onEdit={(key) => edit({ key })} />;
  }

  return (
    <section className="section console-page" aria-labelledby="console-cities-title">
      <div className="console-page__head split">
        <div>
          <ConsolePageTitle id="console-cities-title">Cidades</ConsolePageTitle>
          <p className="hint">As cidades abertas e seus bairros são o que clientes, restaurantes e entregadores escolhem.</p>
        </div>
        {editing === null ? (
          <Button icon={<Icon name="pin" size={18} />} onClick={() => edit({ key: null })}>
            Cadastrar cidade
          </Button>
        ) : null}
      </div>
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {editing?.key === null ? <CityEditor city={null} bairros={[]} onSaved={onSaved} onCancel={() => edit(null)} /> : null}
      {editing?.key ? <StoredCityEditor cityKey={editing.key} onSaved={onSaved} onCancel={() => edit(null)} /> : null}
      {list}
      {cities.status === 'success' ? <CouponsSection owner={{ cities: couponCities(cities.data) }} now={now} data={coupons} /> : null}
    </section>
  );
}
