import { breakdownLines, type OrderBreakdown } from '@/domain/money/order-breakdown';
import { formatCentavos } from '@/domain/shared/money';
import './order-money-lines.css';

/**
 * An order's money as its breakdown says it (money/order-breakdown.ts), for the customer
 * ('/status', 'Meus Pedidos') or the store (the kitchen card): nothing here adds anything up.
 */
export function OrderMoneyLines({ breakdown, viewer, pickup, className }: { breakdown: OrderBreakdown; viewer: 'cliente' | 'loja'; pickup: boolean; className?: string }) {
  return (
    <dl className={['order-money', className].filter(Boolean).join(' ')}>
      {breakdownLines(breakdown, viewer, pickup).map((line) => (
        <div key={line.label} className={`order-money__line order-money__line--${line.kind}`}>
          <dt>{line.label}</dt>
          <dd>{line.valor < 0 ? `-${formatCentavos(-line.valor)}` : formatCentavos(line.valor)}</dd>
        </div>
      ))}
    </dl>
  );
}
