import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import './rider-card.css';

/**
 * A rider's order list while it loads: order cards of the real shape (id and status, restaurant,
 * address, the facts box, the big action button). Both rider lists use it; `label` is the
 * page's own loading text.
 */
export function RiderOrderListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonList label={label} count={2} className="list rider-list" itemClassName="card rider-card">
      <span className="split">
        <SkeletonLine width="9em" className="rider-card__id" />
        <SkeletonBlock className="skeleton-block--badge" />
      </span>
      <SkeletonLine width="55%" />
      <SkeletonLine width="85%" />
      <span className="facts rider-card__facts">
        {['Total', 'Pagamento'].map((label) => (
          <span key={label}>
            <span className="facts__label">{label}</span>
            <SkeletonLine width="6em" className="rider-card__total" />
          </span>
        ))}
      </span>
      <SkeletonBlock className="skeleton-block--button rider-skeleton__button" />
    </SkeletonList>
  );
}
