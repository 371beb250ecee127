import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import './orders.css';

/** Orders loading: cards of the real shape (number, items, total, the action buttons). */
export function OrderListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <SkeletonList label="Carregando pedidos..." count={count} className="board-column__list" itemClassName="card panel-order">
      <span className="panel-order__head">
        <SkeletonLine width="5em" className="panel-order__id" />
        <SkeletonBlock className="skeleton-block--badge" />
      </span>
      <span className="list list--tight panel-order__items">
        <SkeletonLine width="70%" />
        <SkeletonLine width="55%" />
      </span>
      <SkeletonLine width="40%" />
      <span className="panel-order__actions">
        <SkeletonBlock className="skeleton-block--button" />
      </span>
    </SkeletonList>
  );
}
