import { Link } from 'react-router-dom';
import type { DarkPanel } from '@/domain/operator/service-health';
import { errorMessage } from '@/domain/shared/errors';
import { PATHS } from '@/domain/shared/routes';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import type { LoadResult } from '@/ui/use-load';
import { formatDateTime } from '../shared/console-format';

/** How long ago the panel was last seen, in minutes or hours. */
function silentFor(seen: Date | null, now: Date): string {
  if (!seen) return 'nunca aberto';
  const minutes = Math.max(0, Math.floor((now.getTime() - seen.getTime()) / 60_000));
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `há ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/**
 * The stores within their hours that take no orders because their panel is closed (the tablet off,
 * the page shut): the operator calls them. Read when the page opens and on 'Atualizar'.
 */
export function DarkPanels({ panels, onRetry }: { panels: LoadResult<DarkPanel[]>; onRetry: () => void }) {
  const now = new Date();
  return (
    <section className="stack" id="saude-paineis" aria-labelledby="saude-paineis-titulo">
      <div className="console-page__head">
        <h3 id="saude-paineis-titulo">Lojas com o painel fechado no horário</h3>
        <p className="hint">Dentro do horário, sem pausa, mas sem o painel aberto: a loja não recebe pedidos até alguém abrir o painel.</p>
      </div>
      {panels.status === 'loading' ? (
        <SkeletonList label="Procurando painéis fechados..." count={1} className="list" itemClassName="card">
          <SkeletonLine width="60%" />
        </SkeletonList>
      ) : panels.status === 'error' ? (
        <RetryNotice onRetry={onRetry}>Erro ao procurar painéis fechados: {errorMessage(panels.error)}</RetryNotice>
      ) : panels.data.length === 0 ? (
        <div className="empty-state">Todas as lojas no horário estão com o painel aberto.</div>
      ) : (
        <ul className="list" aria-label="Lojas com o painel fechado no horário">
          {panels.data.map((panel) => (
            <li key={panel.restaurantId} className="card health-item split">
              <div>
                <h4 className="health-item__title">
                  <Link to={PATHS.adminRestaurant(panel.restaurantId)}>{panel.nome}</Link>
                </h4>
                <p className="hint">{panel.cidade || 'Cidade não informada'}</p>
              </div>
              <p>
                Painel visto {silentFor(panel.vistoEm, now)}
                {panel.vistoEm ? <span className="hint"> ({formatDateTime(panel.vistoEm)})</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
