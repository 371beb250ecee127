import type { Modalidade } from '@/domain/orders/order';
import { createLocalStore } from './local-store';

/**
 * 'Entrega' or 'Retirar no local' as chosen in the bag (issue #40, domain/orders/order.ts); what
 * applies is effectiveModalidade: pickup only where the bag's restaurant offers it. Its own module,
 * so that it loads with the bag and the checkout, not with the shell; it reads the stored value
 * itself rather than with order.ts's modalidadeOf, which would split order.ts into a chunk of its own
 * on the home's first load (scripts/check-size-budget.mjs).
 */
export const modalidadeStore = createLocalStore<Modalidade>('modalidade', (raw) => (raw === 'retirada' ? 'retirada' : 'entrega'), 'entrega', (value) => value === 'entrega');
