import { Link } from 'react-router-dom';
import { CREDIT_MOVE_LABELS, CUSTOMER_CREDIT_MESSAGES } from '@/domain/money/customer-credit';
import type { CreditMove } from '@/domain/money/customer-credit.record';
import { formatSaoPauloDateTime } from '@/domain/shared/date-time-text';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { useSession } from '@/state/session-context';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { useCreditBalance } from '../shared/use-credit-balance';
import { useCreditMoves } from './use-credit-moves';
import './credits.css';

/**
 * /meus-creditos (issue #53): the customer's Sabor credits, given back when part of an order paid
 * at the door went wrong (a help case), spent at checkout on any store. The balance and every
 * move, live; each move names its order.
 */
export function CreditsPage() {
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const balance = useCreditBalance(uid);
  const moves = useCreditMoves(uid);

  if (!uid) {
    return (
      <main className="page checkout-page">
        <Notice>Por favor, faça login para ver seus créditos.</Notice>
        <ButtonLink to={PATHS.login}>Entrar</ButtonLink>
      </main>
    );
  }
  const failed = balance.status === 'error' || moves.status === 'error';
  return (
    <main className="page checkout-page credits-page">
      <h1>Meus créditos</h1>
      {failed ? <Notice tone="error">{CUSTOMER_CREDIT_MESSAGES.loadFailed}</Notice> : null}
      <section className="card credits-page__balance" aria-labelledby="credits-balance">
        <h2 id="credits-balance">Saldo</h2>
        {balance.status === 'success' ? <p className="credits-page__amount">{formatCentavos(balance.data)}</p> : balance.status === 'loading' ? <SkeletonLine width="40%" /> : null}
        <p className="hint">Créditos Sabor são devolvidos quando algo dá errado em um pedido pago na entrega. Use no próximo pedido, em qualquer restaurante: na hora de pagar, marque &ldquo;Usar meus créditos Sabor&rdquo;.</p>
      </section>
      <section className="stack" aria-labelledby="credits-moves">
        <h2 id="credits-moves">Extrato</h2>
        {moves.status === 'loading' ? (
          <SkeletonList label="Carregando seus créditos..." count={2} className="list" itemClassName="card card--compact credit-move">
            <SkeletonLine width="60%" />
            <SkeletonLine width="80%" className="hint" />
          </SkeletonList>
        ) : null}
        {moves.status === 'success' && moves.data.length === 0 ? <p className="muted">Você ainda não recebeu créditos.</p> : null}
        {moves.status === 'success' && moves.data.length > 0 ? (
          <ul className="list" aria-label="Movimentos dos créditos">
            {moves.data.map((move) => (
              <CreditMoveItem key={move.id} move={move} />
            ))}
          </ul>
        ) : null}
      </section>
    </main>
  );
}

function CreditMoveItem({ move }: { move: CreditMove }) {
  const signed = `${move.tipo === 'usado' ? '−' : '+'}${formatCentavos(move.valor)}`;
  return (
    <li className="card card--compact credit-move">
      <span className="split">
        <strong>{CREDIT_MOVE_LABELS[move.tipo]}</strong>
        <strong className={move.tipo === 'usado' ? 'credit-move__amount' : 'credit-move__amount credit-move__amount--in'}>{signed}</strong>
      </span>
      <span className="hint">
        {move.descricao}
        {move.criadoEm ? ` · ${formatSaoPauloDateTime(move.criadoEm)}` : ''}
      </span>
      {move.orderId && move.restaurantId ? (
        <Link className="hint" to={PATHS.orderStatusOf(move.orderId, move.restaurantId)}>
          Ver o pedido
        </Link>
      ) : null}
    </li>
  );
}
