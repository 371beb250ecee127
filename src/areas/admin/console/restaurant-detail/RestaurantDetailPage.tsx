import { Link, useParams } from 'react-router-dom';
import { formatCnpj } from '@/domain/shared/br-documents';
import type { ConsoleRestaurant } from '@/domain/restaurants/console-restaurant.record';
import { formatReais } from '@/domain/shared/money';
import { orderNumberLabel, orderReference } from '@/domain/orders/order';
import { statusLabel, statusTone } from '@/domain/orders/order-status';
import { PATHS } from '@/domain/shared/routes';
import { TEAM_ROLE_LABELS } from '@/domain/accounts/team';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { pixFact } from '../shared/application-facts';
import { AuditTrail } from '../audit-trail/AuditTrail';
import { BackLink } from '../shared/BackLink';
import { formatDate, formatDateTime } from '../shared/console-format';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { FactList } from '../shared/FactList';
import { SuspensionPanel } from '../suspension/SuspensionPanel';
import { RestaurantFinanceSection } from './RestaurantFinanceSection';
import { RECENT_ORDERS_LIMIT, useConsoleRestaurant, useOriginApplication, useRecentRestaurantOrders, useRestaurantMembers } from './use-restaurant-detail';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonList label={label} count={3} className="list list--tight">
      <SkeletonLine width="70%" />
    </SkeletonList>
  );
}

/** restaurantes/{rid}/membros: who works there, with which role. */
function TeamSection({ restaurantId }: { restaurantId: string }) {
  const members = useRestaurantMembers(restaurantId);
  let body;
  if (members.status === 'loading') body = <RowsSkeleton label="Carregando equipe..." />;
  else if (members.status === 'error') body = <RetryNotice onRetry={members.retry}>Erro ao carregar a equipe: {errorMessage(members.error)}</RetryNotice>;
  else if (members.data.length === 0) body = <p className="hint">Nenhuma pessoa na equipe.</p>;
  else
    body = (
      <table className="console-table console-table--compact">
        <caption className="visually-hidden">Equipe</caption>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Função</th>
            <th scope="col">Desde</th>
          </tr>
        </thead>
        <tbody>
          {members.data.map((member) => (
            <tr key={member.uid}>
              <th scope="row" className="console-table__name">
                {member.nome || member.email || member.uid}
                <span className="hint console-table__sub">{member.email}</span>
              </th>
              <td data-label="Função">{TEAM_ROLE_LABELS[member.papel]}</td>
              <td data-label="Desde">{formatDate(member.desde)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className="card console-card" aria-labelledby="console-team-title">
      <h3 id="console-team-title">Equipe</h3>
      {body}
    </section>
  );
}

/** The restaurant's newest orders, read once ('Atualizar' reads them again). */
function RecentOrdersSection({ restaurantId }: { restaurantId: string }) {
  const orders = useRecentRestaurantOrders(restaurantId);
  const reload = orders.retry;
  let body;
  if (orders.status === 'loading') body = <RowsSkeleton label="Carregando pedidos..." />;
  else if (orders.status === 'error') body = <RetryNotice onRetry={reload}>Erro ao carregar pedidos: {errorMessage(orders.error)}</RetryNotice>;
  else if (orders.data.length === 0) body = <p className="hint">Nenhum pedido ainda.</p>;
  else
    body = (
      <table className="console-table console-table--compact">
        <caption className="visually-hidden">Pedidos recentes</caption>
        <thead>
          <tr>
            <th scope="col">Pedido</th>
            <th scope="col">Data</th>
            <th scope="col">Cliente</th>
            <th scope="col">Valor</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="console-table__number">
                {orderNumberLabel(order)}
                {orderReference(order) ? <span className="hint console-table__sub">{orderReference(order)}</span> : null}
              </th>
              <td data-label="Data">{formatDateTime(order.createdAt)}</td>
              <td data-label="Cliente">{order.clientName || '—'}</td>
              <td data-label="Valor" className="console-table__number">
                {formatReais(order.totalValue)}
              </td>
              <td data-label="Status">
                <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className="card console-card" aria-labelledby="console-orders-title">
      <div className="split">
        <h3 id="console-orders-title">Pedidos recentes</h3>
        <Button variant="ghost" size="sm" busy={orders.status === 'loading'} onClick={reload}>
          Atualizar
        </Button>
      </div>
      <p className="hint">Os {RECENT_ORDERS_LIMIT} mais recentes.</p>
      {body}
    </section>
  );
}

function restaurantFacts(restaurant: ConsoleRestaurant) {
  return [
    { label: 'Razão social', value: restaurant.razaoSocial || '—' },
    { label: 'CNPJ', value: restaurant.cnpj ? formatCnpj(restaurant.cnpj) : '—' },
    { label: 'Categoria', value: restaurant.categoria || '—' },
    { label: 'Cidade', value: restaurant.cidade || '—' },
    { label: 'Endereço', value: restaurant.endereco || '—' },
    { label: 'Telefone', value: restaurant.telefone || '—' },
    pixFact(restaurant.pix),
    { label: 'Criado em', value: formatDateTime(restaurant.criadoEm) },
  ];
}

/**
 * One restaurant for the operator: its data (live), whether customers see it, suspension, its
 * money (contract, balance, adjustments), its team, its newest orders and the audit trail of it and of the application that created it.
 */
export function RestaurantDetailPage() {
  const { id = '' } = useParams();
  const live = useConsoleRestaurant(id);
  const restaurant = live.status === 'success' ? live.data : null;
  const owner = restaurant?.uidDono ?? null;
  // The application the restaurant came from, when there is one (seeded restaurants have none).
  const origin = useOriginApplication(owner);
  const originApplication = origin.status === 'success' ? origin.data : null;

  return (
    <div className="console-page">
      <BackLink to={PATHS.adminRestaurants}>Restaurantes</BackLink>
      <div className="console-page__head">
        <ConsolePageTitle>{restaurant ? restaurant.nome : 'Restaurante'}</ConsolePageTitle>
        {restaurant ? (
          <div className="console-badges">
            <Badge tone={restaurant.suspenso ? 'danger' : 'success'}>{restaurant.suspenso ? 'Suspenso' : 'Ativo'}</Badge>
            <Badge tone={restaurant.publicado ? 'info' : 'neutral'}>{restaurant.publicado ? 'Loja publicada' : 'Loja não publicada'}</Badge>
            <Badge tone={restaurant.listado ? 'success' : 'warning'}>{restaurant.listado ? 'Visível para clientes' : 'Fora da lista dos clientes'}</Badge>
          </div>
        ) : null}
      </div>

      {live.status === 'loading' ? <LoadingState text="Carregando restaurante..." /> : null}
      {live.status === 'error' ? (
        <RetryNotice onRetry={live.retry}>Erro ao carregar o restaurante: {errorMessage(live.error)}</RetryNotice>
      ) : null}
      {live.status === 'success' && !restaurant ? <div className="empty-state">Restaurante não encontrado.</div> : null}

      {restaurant ? (
        <div className="console-detail">
          <div className="console-detail__main">
            <section className="card console-card" aria-labelledby="console-restaurant-data">
              <div className="split">
                <h3 id="console-restaurant-data">Dados</h3>
                {originApplication ? <Link to={PATHS.adminApplication(originApplication.id)}>Ver cadastro</Link> : null}
                {origin.status === 'error' ? <span className="hint">Não foi possível ler o cadastro de origem.</span> : null}
              </div>
              <FactList facts={restaurantFacts(restaurant)} />
            </section>
            <TeamSection restaurantId={restaurant.id} />
            <RecentOrdersSection restaurantId={restaurant.id} />
          </div>
          <div className="console-detail__side">
            <SuspensionPanel target="restaurante" id={restaurant.id} suspension={restaurant.suspenso} name={restaurant.nome} />
            <RestaurantFinanceSection restaurant={restaurant} />
            <AuditTrail targetIds={[restaurant.id, ...(originApplication ? [originApplication.id] : [])]} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
