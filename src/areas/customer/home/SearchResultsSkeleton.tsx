import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';

/** Result rows while a search runs: same list, same row size, 'Buscando...' for screen readers. */
export function SearchResultsSkeleton() {
  return (
    <SkeletonList label="Buscando..." count={4} className="search-results__list">
      <span className="search-result">
        <SkeletonBlock className="search-result__thumb" style={{ aspectRatio: '1 / 1' }} />
        <span className="search-result__body">
          <SkeletonLine width="55%" />
          <SkeletonLine width="75%" />
        </span>
      </span>
    </SkeletonList>
  );
}
