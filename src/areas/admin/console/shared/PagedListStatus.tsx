import type { ReactNode } from 'react';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import type { PagedList } from './use-paged-list';

/**
 * Everything around a paged list's rows: placeholders for the first page, the empty text, the
 * error with 'Tentar novamente' (rows already shown stay), 'Carregar mais', and the end.
 */
export function PagedListStatus<T>({
  list,
  loadingLabel,
  errorText,
  empty,
  endText,
}: {
  list: PagedList<T>;
  /** Announced while the first page loads: 'Carregando cadastros...'. */
  loadingLabel: string;
  /** Before the error's own text: 'Erro ao carregar cadastros'. */
  errorText: string;
  empty: ReactNode;
  /** Under the last page: 'Todos os 42 cadastros foram exibidos.' */
  endText: (count: number) => string;
}) {
  const { items, status } = list;
  return (
    <>
      {status === 'loading' && items.length === 0 ? (
        <SkeletonList label={loadingLabel} count={4} className="list list--tight" itemClassName="card card--compact console-skeleton-row">
          <SkeletonLine width="40%" />
          <SkeletonLine width="70%" />
        </SkeletonList>
      ) : null}
      {status === 'error' ? (
        <RetryNotice onRetry={list.retry}>
          {errorText}: {errorMessage(list.error)}
        </RetryNotice>
      ) : null}
      {status === 'idle' && items.length === 0 ? <div className="empty-state">{empty}</div> : null}
      {list.hasMore || (status === 'loading' && items.length > 0) ? (
        <Button variant="secondary" className="admin-more" busy={status === 'loading'} onClick={list.loadMore}>
          Carregar mais
        </Button>
      ) : null}
      {status === 'idle' && !list.hasMore && items.length > 0 ? <p className="hint admin-end">{endText(items.length)}</p> : null}
    </>
  );
}
