import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';

/**
 * Dishes loading: the category chips, then product cards of the real size (text beside a 104 px
 * photo) in the real grid.
 */
export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <>
      <div className="chip-bar chip-bar--sticky" aria-hidden="true">
        {['5em', '7em', '6em'].map((width) => (
          <SkeletonBlock key={width} className="menu-skeleton__chip" style={{ width }} />
        ))}
      </div>
      <section className="section">
      <SkeletonLine width="8em" className="menu-skeleton__heading" />
      <SkeletonList label={label} count={4} className="card-grid card-grid--wide" itemClassName="product-card">
        <span className="product-card__button">
          <span className="product-card__body">
            <SkeletonLine width="70%" className="product-card__name" />
            <SkeletonLine width="95%" className="product-card__description" />
            <SkeletonLine width="55%" className="product-card__description" />
            <SkeletonLine width="30%" className="product-card__price" />
          </span>
          <SkeletonBlock className="product-card__image menu-skeleton__photo" />
        </span>
      </SkeletonList>
      </section>
    </>
  );
}

/**
 * The whole menu page before the restaurant arrives: the header card and the dish grid. Only the
 * grid's status text is announced (the header's placeholders say nothing by themselves).
 */
export function MenuPageSkeleton() {
  return (
    <main className="page menu-page">
      <div className="menu-header" aria-hidden="true">
        <div className="menu-header__top">
          <SkeletonBlock className="menu-header__logo menu-skeleton__logo" />
          <div className="menu-header__title">
            <SkeletonLine width="9em" className="menu-skeleton__title" />
            <SkeletonBlock className="skeleton-block--badge" />
          </div>
        </div>
        <SkeletonLine width="min(20em, 80%)" className="menu-skeleton__rating" />
        <SkeletonLine width="min(16em, 70%)" />
      </div>
      <ProductGridSkeleton label="Carregando cardápio..." />
    </main>
  );
}
