import { useState } from 'react';
import { Link } from 'react-router-dom';
import { averageAnswerText, casesPer100, helpMonthOf } from '@/domain/help/help-figures';
import { errorMessage } from '@/domain/shared/errors';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { useHelpFigures } from './use-help-desk';

/** 'O mês no atendimento': the month's cases, per 100 orders by store, by rider, the first answer's average and what was given back by who bore it (read from the month's rollup). */
export function HelpFiguresSection() {
  const [mes] = useState(() => helpMonthOf(new Date()));
  const read = useHelpFigures(mes);
  if (read.status === 'loading') return <SkeletonLine width="100%" />;
  if (read.status === 'error') return <RetryNotice onRetry={read.retry}>Erro ao ler os números do atendimento: {errorMessage(read.error)}</RetryNotice>;
  const { figures, orders } = read.data;
  return (
    <section className="card stack" aria-labelledby="support-figures">
      <h3 id="support-figures">O mês no atendimento</h3>
      <dl className="facts console-facts">
        <div>
          <dt>Pedidos de ajuda</dt>
          <dd>{figures.casos}</dd>
        </div>
        <div>
          <dt>Tempo médio até a primeira resposta</dt>
          <dd>{averageAnswerText(figures.primeiraResposta)}</dd>
        </div>
        {(['loja', 'entregador', 'sabor'] as const).map((party) => (
          <div key={party}>
            <dt>Devolvido, custo {party === 'loja' ? 'das lojas' : party === 'entregador' ? 'dos entregadores' : 'da Sabor'}</dt>
            <dd>
              {formatCentavos(figures.reembolsos[party])} ({figures.decisoes[party]} {figures.decisoes[party] === 1 ? 'decisão' : 'decisões'})
            </dd>
          </div>
        ))}
      </dl>
      {figures.porLoja.length > 0 ? (
        <table className="support-figures">
          <caption>Lojas com mais pedidos de ajuda</caption>
          <thead>
            <tr>
              <th scope="col">Loja</th>
              <th scope="col">Pedidos de ajuda</th>
              <th scope="col">Por 100 pedidos</th>
            </tr>
          </thead>
          <tbody>
            {figures.porLoja.slice(0, 10).map((store) => (
              <tr key={store.restaurantId}>
                <td>
                  <Link to={PATHS.adminRestaurant(store.restaurantId)}>{store.nome}</Link>
                </td>
                <td>{store.casos}</td>
                <td>{casesPer100(store.casos, orders.get(store.restaurantId) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {figures.porEntregador.length > 0 ? (
        <p className="hint">
          Entregadores com mais pedidos de ajuda:{' '}
          {figures.porEntregador.slice(0, 5).map((rider, index) => (
            <span key={rider.uid}>
              {index > 0 ? ', ' : ''}
              <Link to={PATHS.adminRider(rider.uid)}>{rider.nome}</Link> ({rider.casos})
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
