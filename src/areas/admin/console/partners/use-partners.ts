import type { Partner, PartnerKind } from '@/domain/operator/partner.record';
import type { DirectorySearch } from '@/domain/operator/directory-search';
import { getPartnersPage } from '@/services/admin-directory';
import { usePagedList, type PagedList } from '../shared/use-paged-list';

/** The approved partners of `kind` found by `search`, 20 at a time by name. */
export function usePartners(kind: PartnerKind, search: DirectorySearch): PagedList<Partner> {
  return usePagedList(`parceiros/${kind}/${search.kind}/${search.kind === 'empty' ? '' : search.value}`, (after) => getPartnersPage(kind, search, after));
}
