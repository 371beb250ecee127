import type { Application } from '@/domain/onboarding/application';
import { getApplicationsPage, type ApplicationFilter } from '@/services/admin-applications';
import { usePagedList, type PagedList } from '../shared/use-paged-list';

/** Which applications the queue lists, for the page that chooses it. */
export type { ApplicationFilter };

/** 'Cadastros' of `filter`, 20 at a time, the most recently updated first. */
export function useApplications(filter: ApplicationFilter): PagedList<Application> {
  return usePagedList(`cadastros/${filter.kind ?? 'todos'}/${filter.state ?? 'todos'}`, (after) => getApplicationsPage(filter, after));
}
