import { APPLICATION_KINDS, APPLICATION_STATES, type ApplicationKind, type ApplicationState } from '@/domain/onboarding/application';
import type { ApplicationFilter } from '@/services/admin-applications';

/** ?estado=todos: every state. */
const ALL_STATES = 'todos';

/**
 * The queue's filters live in the address (?tipo=entregador&estado=ajustes), so 'Voltar' from an
 * application, a reload or a link to a colleague shows the same list. Anything unknown reads as
 * the default: both kinds, 'Em análise'.
 */
export function readQueueFilter(params: URLSearchParams): ApplicationFilter {
  const kind = params.get('tipo');
  const state = params.get('estado');
  return {
    kind: (APPLICATION_KINDS as readonly (string | null)[]).includes(kind) ? (kind as ApplicationKind) : null,
    state: state === ALL_STATES ? null : (APPLICATION_STATES as readonly (string | null)[]).includes(state) ? (state as ApplicationState) : 'enviado',
  };
}

/** The address's query for `filter`; the defaults are left out. */
export function queueFilterParams(filter: ApplicationFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind) params.set('tipo', filter.kind);
  if (filter.state !== 'enviado') params.set('estado', filter.state ?? ALL_STATES);
  return params;
}
