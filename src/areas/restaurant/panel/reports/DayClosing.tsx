import { dayClosing } from '@/domain/sales/day-closing';
import { formatCentavos } from '@/domain/shared/money';
import type { DateRange } from '@/domain/shared/date-range';
import { Badge } from '@/ui/Badge';
import { Notice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { useDayClosingOrders } from './use-sales-report';
import './reports.css';

const METHOD_LABELS = { Dinheiro: 'Dinheiro', Cartão: 'Cartão', Pix: 'Pix' } as const;

/**
 * 'Fechamento do dia': what the day's orders paid at the door add up to by method, and each Pix
 * with its txid and whether the counter marked it received, to check against the bank statement.
 */
export function DayClosing({ restaurantId, today }: { restaurantId: string; today: DateRange }) {
  const loaded = useDayClosingOrders(restaurantId, today);
  return (
    <section className="card day-closing" aria-labelledby="day-closing-title">
      <h2 id="day-closing-title">Fechamento do dia</h2>
      <p className="hint">Pedidos de hoje entregues ou em andamento, pagos na entrega. Confira com o caixa, a maquininha e o extrato do banco.</p>
      {loaded.status === 'loading' ? (
        <SkeletonLine width="60%" />
      ) : loaded.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar o fechamento do dia.</Notice>
      ) : (
        <ClosingTable closing={dayClosing(loaded.data)} />
      )}
    </section>
  );
}

function ClosingTable({ closing }: { closing: ReturnType<typeof dayClosing> }) {
  return (
    <>
      <dl className="facts">
        {closing.methods.map((line) => (
          <div key={line.method}>
            <dt>{METHOD_LABELS[line.method]}</dt>
            <dd>
              {formatCentavos(line.total)} <span className="muted">({line.count === 1 ? '1 pedido' : `${line.count} pedidos`})</span>
            </dd>
          </div>
        ))}
        {closing.app.count > 0 ? (
          <div>
            <dt>Pago pelo app (na conta Mercado Pago)</dt>
            <dd>
              {formatCentavos(closing.app.total)} <span className="muted">({closing.app.count === 1 ? '1 pedido' : `${closing.app.count} pedidos`})</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {closing.pix.length > 0 ? (
        // Scrolls inside its box on a phone instead of widening the page (as the sales table does).
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Pix do dia">
          <table className="day-closing__pix">
            <caption>Pix do dia</caption>
            <thead>
              <tr>
                <th scope="col">Pedido</th>
                <th scope="col">Valor</th>
                <th scope="col">Identificador (txid)</th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {closing.pix.map((line) => (
                <tr key={line.id}>
                  <td>{line.label}</td>
                  <td>{formatCentavos(line.total)}</td>
                  <td>{line.txid ?? '—'}</td>
                  <td>{line.recebido ? <Badge tone="success">Recebido</Badge> : <Badge tone="warning">Não confirmado</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
