import { Link } from 'react-router-dom';
import { riderRatingText } from '@/domain/delivery/delivery-review';
import { errorMessage } from '@/domain/shared/errors';
import { PATHS } from '@/domain/shared/routes';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { useLowestRatedRiders } from './use-help-desk';

/**
 * 'Notas dos entregadores' (issue #53): the riders customers rated lowest, with the help cases on
 * their deliveries, so the operator sees who needs a word first (each links to the rider's page).
 */
export function RiderRatingsSection() {
  const read = useLowestRatedRiders();
  if (read.status === 'loading') return <SkeletonLine width="100%" />;
  if (read.status === 'error') return <RetryNotice onRetry={read.retry}>Erro ao ler as notas dos entregadores: {errorMessage(read.error)}</RetryNotice>;
  return (
    <section className="card stack" aria-labelledby="support-rider-ratings">
      <h3 id="support-rider-ratings">Notas dos entregadores</h3>
      {read.data.length === 0 ? (
        <p className="hint">Nenhum entregador foi avaliado ainda.</p>
      ) : (
        <table className="support-figures">
          <caption>Entregadores com as notas mais baixas nas entregas, dadas pelos clientes</caption>
          <thead>
            <tr>
              <th scope="col">Entregador</th>
              <th scope="col">Nota</th>
              <th scope="col">Pedidos de ajuda</th>
            </tr>
          </thead>
          <tbody>
            {read.data.map((rider) => (
              <tr key={rider.uid}>
                <td>
                  <Link to={PATHS.adminRider(rider.uid)}>{rider.nome}</Link>
                </td>
                <td>{riderRatingText(rider)}</td>
                <td>{rider.casos}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
