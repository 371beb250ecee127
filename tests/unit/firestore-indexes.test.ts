import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The emulator does not enforce indexes, so a query that needs one only fails in production.
 * Every query the app makes is listed here with the service that makes it; the test checks that
 * firestore.indexes.json covers it (single-field indexes on one collection are automatic).
 */
/** CONTAINS: an array-contains(-any) filter, indexed with arrayConfig instead of an order. */
type Order = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
interface AppQuery {
  service: string;
  collectionGroup: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Equality / in fields first, then the range or order-by field, as Firestore needs them. */
  fields: Array<[string, Order]>;
}

const QUERIES: AppQuery[] = [
  // The home by place (issue #27), on the shop windows (issue #36): a place, a place and a
  // category chip, a category, nothing chosen.
  ...[
    [['listado', 'ASCENDING'], ['entregaEm', 'CONTAINS'], ['ordem', 'ASCENDING']],
    [['listado', 'ASCENDING'], ['cidadeChave', 'ASCENDING'], ['categoriasPrincipais', 'CONTAINS'], ['ordem', 'ASCENDING']],
    [['listado', 'ASCENDING'], ['categoriasPrincipais', 'CONTAINS'], ['ordem', 'ASCENDING']],
    [['listado', 'ASCENDING'], ['ordem', 'ASCENDING']],
  ].map((fields): AppQuery => ({ service: 'home-listing.getRestaurantsPage', collectionGroup: 'vitrines', scope: 'COLLECTION', fields: fields as AppQuery['fields'] })),
  { service: 'catalog.subscribeToCategories', collectionGroup: 'categorias', scope: 'COLLECTION', fields: [['nome', 'ASCENDING']] },
  { service: 'catalog.subscribeToProducts', collectionGroup: 'produtos', scope: 'COLLECTION', fields: [] },
  // One search (issue #27): a token of the index, with and without the chosen city; then the
  // found restaurants' and dishes' shop windows by id (automatic).
  ...([[], [['indice.cidade', 'ASCENDING']]] as Array<AppQuery['fields']>).flatMap((city): AppQuery[] => [
    { service: 'search.searchCatalog (restaurants)', collectionGroup: 'buscaRestaurantes', scope: 'COLLECTION', fields: [['indice.busca', 'CONTAINS'], ['indice.listado', 'ASCENDING'], ...city] },
    { service: 'search.searchCatalog (dishes)', collectionGroup: 'buscaPratos', scope: 'COLLECTION_GROUP', fields: [['indice.busca', 'CONTAINS'], ['indice.listado', 'ASCENDING'], ...city] },
  ]),
  // Equality and the document's name: a single-field index (every one ends with the name).
  { service: 'search.searchCatalog (the shop windows found)', collectionGroup: 'vitrines', scope: 'COLLECTION', fields: [['listado', 'ASCENDING']] },
  // The push sender's devices (issue #37): a kitchen's, and a city's riders'.
  ...(['restaurantId', 'cidade'] as const).map((field): AppQuery => ({
    service: `functions sendQueuedPush (${field})`,
    collectionGroup: 'aparelhos',
    scope: 'COLLECTION_GROUP',
    fields: [
      [field, 'ASCENDING'],
      ['papel', 'ASCENDING'],
    ],
  })),
  // The commission statements (issue #38): the weekly close and the overdue stores (functions),
  // one restaurant's overdue weeks when a payment is confirmed, and the operator's lists by state.
  { service: 'functions closeDueStatements', collectionGroup: 'extratos', scope: 'COLLECTION_GROUP', fields: [['estado', 'ASCENDING'], ['fim', 'ASCENDING']] },
  { service: 'functions suspendOverdueStores, admin-statements (vencidas, a receber)', collectionGroup: 'extratos', scope: 'COLLECTION_GROUP', fields: [['estado', 'ASCENDING'], ['vencimento', 'ASCENDING']] },
  { service: 'functions confirmStatementPayment', collectionGroup: 'extratos', scope: 'COLLECTION', fields: [['estado', 'ASCENDING'], ['vencimento', 'ASCENDING']] },
  { service: 'admin-statements.getStatements (pagas)', collectionGroup: 'extratos', scope: 'COLLECTION_GROUP', fields: [['estado', 'ASCENDING'], ['semana', 'DESCENDING']] },
  { service: 'admin-statements.getStatements (abertas)', collectionGroup: 'extratos', scope: 'COLLECTION_GROUP', fields: [['estado', 'ASCENDING'], ['comissao', 'DESCENDING']] },
  { service: 'functions exportMyData (orders placed)', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['userId', 'ASCENDING'], ['createdAt', 'DESCENDING']] },
  { service: 'functions exportMyData (reviews)', collectionGroup: 'avaliacoes', scope: 'COLLECTION_GROUP', fields: [['userId', 'ASCENDING']] },
  { service: 'functions exportMyData and account deletion (chat messages written, issue #53)', collectionGroup: 'mensagens', scope: 'COLLECTION_GROUP', fields: [['autorId', 'ASCENDING']] },
  // Scheduled orders (issue #54): the panel's 'Agendados', and the sweep that releases the due ones whose task was lost.
  { service: 'orders.subscribeToScheduledOrders', collectionGroup: 'pedidos', scope: 'COLLECTION', fields: [['status', 'ASCENDING'], ['agendadoPara', 'ASCENDING']] },
  { service: 'functions releaseDueScheduledOrders', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['status', 'ASCENDING'], ['liberarEm', 'ASCENDING']] },
  { service: 'functions exportMyData (deliveries made)', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['status', 'ASCENDING'], ['deliverymanId', 'ASCENDING'], ['createdAt', 'ASCENDING']] },
  // The operator's 'Saúde' (issue #51): the outbox's failed and stuck messages, newest first, per
  // channel; the tasks that gave up and were not queued again; the stores whose panel went dark.
  ...(['mail', 'push'] as const).map((channel): AppQuery => ({
    service: `service-health.subscribeToOutboxProblems (${channel})`,
    collectionGroup: channel,
    scope: 'COLLECTION',
    fields: [
      ['delivery.state', 'ASCENDING'],
      ['criadoEm', 'DESCENDING'],
    ],
  })),
  {
    service: 'service-health.subscribeToFailedTasks',
    collectionGroup: 'tarefasFalhas',
    scope: 'COLLECTION',
    fields: [
      ['retomadaEm', 'ASCENDING'],
      ['em', 'DESCENDING'],
    ],
  },
  {
    service: 'help-cases.subscribeToStoreHelpCases',
    collectionGroup: 'casos',
    scope: 'COLLECTION',
    fields: [
      ['restaurantId', 'ASCENDING'],
      ['estado', 'ASCENDING'],
      ['abertoEm', 'ASCENDING'],
    ],
  },
  {
    service: 'order-chat.subscribeToOrderMessages (one channel)',
    collectionGroup: 'mensagens',
    scope: 'COLLECTION',
    fields: [
      ['canal', 'ASCENDING'],
      ['criadoEm', 'ASCENDING'],
    ],
  },
  {
    service: 'help-cases.subscribeToOpenHelpCases',
    collectionGroup: 'casos',
    scope: 'COLLECTION',
    fields: [
      ['estado', 'ASCENDING'],
      ['abertoEm', 'ASCENDING'],
    ],
  },
  // 'Notas dos entregadores' (issue #53): the lowest averages first (a single-field order: automatic).
  { service: 'delivery-reviews.getLowestRatedRiders', collectionGroup: 'notasEntregadores', scope: 'COLLECTION', fields: [['media', 'ASCENDING']] },
  {
    service: 'service-health.subscribeToPaymentDivergences',
    collectionGroup: 'pagamentos',
    scope: 'COLLECTION',
    fields: [
      ['divergenciaAberta', 'ASCENDING'],
      ['divergenciaEm', 'DESCENDING'],
    ],
  },
  {
    service: 'service-health.getDarkPanels',
    collectionGroup: 'restaurantes',
    scope: 'COLLECTION',
    fields: [
      ['listado', 'ASCENDING'],
      ['painelVistoEm', 'DESCENDING'],
    ],
  },
  // 'Excluir minha conta' (issue #39): the requests due (the job), a rider's blockers (order in
  // hand, settlements), a customer's orders under way and to anonymise, a rider's deliveries.
  { service: 'functions deleteDueAccounts', collectionGroup: 'exclusoes', scope: 'COLLECTION', fields: [['estado', 'ASCENDING'], ['efetivaEm', 'ASCENDING']] },
  { service: 'account-deletion.subscribeToDeletionRequests', collectionGroup: 'exclusoes', scope: 'COLLECTION', fields: [['pedidaEm', 'DESCENDING']] },
  { service: 'functions requestAccountDeletion (order in hand, settlements)', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['status', 'ASCENDING'], ['deliverymanId', 'ASCENDING'], ['createdAt', 'ASCENDING']] },
  { service: 'functions requestAccountDeletion (orders under way), deleteDueAccounts', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['userId', 'ASCENDING'], ['createdAt', 'DESCENDING']] },
  { service: 'functions deleteDueAccounts (deliveries made)', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['deliverymanId', 'ASCENDING'], ['status', 'ASCENDING']] },
  { service: 'functions deleteDueAccounts (reviews)', collectionGroup: 'avaliacoes', scope: 'COLLECTION_GROUP', fields: [['userId', 'ASCENDING']] },
  { service: 'functions requestAccountDeletion (other donos, other operators)', collectionGroup: 'membros', scope: 'COLLECTION', fields: [['papel', 'ASCENDING']] },
  { service: 'rider-settlements.getDeliveredByRiders', collectionGroup: 'pedidos', scope: 'COLLECTION', fields: [['status', 'ASCENDING'], ['createdAt', 'DESCENDING']] },
  { service: 'functions confirmSettlement', collectionGroup: 'pedidos', scope: 'COLLECTION', fields: [['status', 'ASCENDING'], ['deliverymanId', 'ASCENDING'], ['createdAt', 'ASCENDING']] },
  { service: 'settlements.subscribeToRiderSettlements', collectionGroup: 'acertos', scope: 'COLLECTION', fields: [['entregadorId', 'ASCENDING'], ['dia', 'ASCENDING']] },
  { service: 'settlements.subscribeToRestaurantSettlements', collectionGroup: 'acertos', scope: 'COLLECTION', fields: [['restaurantId', 'ASCENDING'], ['dia', 'ASCENDING']] },
  { service: 'blocks.subscribeToBlockedCustomers', collectionGroup: 'bloqueados', scope: 'COLLECTION', fields: [['em', 'DESCENDING']] },
  // A coupon's uses on its distributed counter (issue #50): a store's shards, and every city's.
  { service: 'coupons.subscribeToCoupons (a store)', collectionGroup: 'contagem', scope: 'COLLECTION_GROUP', fields: [['restaurantId', 'ASCENDING']] },
  { service: 'coupons.subscribeToCoupons (the cities)', collectionGroup: 'contagem', scope: 'COLLECTION_GROUP', fields: [['escopo', 'ASCENDING']] },
  { service: 'reviews.subscribeToReviews', collectionGroup: 'avaliacoes', scope: 'COLLECTION', fields: [['createdAt', 'DESCENDING']] },
  { service: 'reviews.subscribeToMyReviewedOrderIds', collectionGroup: 'avaliacoes', scope: 'COLLECTION_GROUP', fields: [['userId', 'ASCENDING']] },
  {
    service: 'orders.subscribeToMyOrders',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['userId', 'ASCENDING'],
      ['createdAt', 'DESCENDING'],
    ],
  },
  {
    // The server's checks (functions/): a customer's orders of the last hour (placeOrder's limits;
    // the same index as 'Meus Pedidos') and the orders a rider carries (claimOrder's limit).
    service: 'functions placeOrder (customerOrderLimit)',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['userId', 'ASCENDING'],
      ['createdAt', 'DESCENDING'],
    ],
  },
  {
    // The orders of a restaurant's day still waiting for their number (functions/src/lib/order-numbers.ts).
    service: 'functions numberOrder',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION',
    fields: [
      ['numero', 'ASCENDING'],
      ['createdAt', 'ASCENDING'],
    ],
  },
  {
    service: 'functions claimOrder (MAX_ORDERS_PER_RIDER)',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['deliverymanId', 'ASCENDING'],
      ['status', 'ASCENDING'],
    ],
  },
  { service: 'orders.subscribeToRestaurantOrders', collectionGroup: 'pedidos', scope: 'COLLECTION', fields: [['createdAt', 'DESCENDING']] },
  {
    service: 'reports.getSalesPage',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION',
    fields: [
      ['status', 'ASCENDING'],
      ['createdAt', 'DESCENDING'],
    ],
  },
  {
    service: 'delivery.subscribeToMyActiveOrders / subscribeToMyDeliveriesSince, rider-earnings.getMyDeliveries',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['status', 'ASCENDING'],
      ['deliverymanId', 'ASCENDING'],
      ['createdAt', 'ASCENDING'],
    ],
  },
  {
    // The offers of the rider's city only (issues #36 and #39).
    service: 'delivery.subscribeToAvailableOrders',
    collectionGroup: 'ofertas',
    scope: 'COLLECTION',
    fields: [
      ['cidade', 'ASCENDING'],
      ['createdAt', 'ASCENDING'],
    ],
  },
  { service: 'sales.subscribeToLatestOrders / getOrdersPage', collectionGroup: 'pedidos', scope: 'COLLECTION_GROUP', fields: [['createdAt', 'DESCENDING']] },
  {
    // 'Fechamento do dia': the day's delivered and in-progress orders.
    service: 'reports.getDayClosingOrders',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION',
    fields: [
      ['status', 'ASCENDING'],
      ['createdAt', 'ASCENDING'],
    ],
  },
  // The sales rollups (issue #27): the platform's days and a restaurant's days are ranges on one
  // field of one collection (automatic); the admin's table of restaurants is one day's or one
  // month's rollups across restaurants, sorted three ways, or a custom period's days.
  { service: 'sales.getPlatformSales', collectionGroup: 'vendasPlataforma', scope: 'COLLECTION', fields: [['dia', 'ASCENDING']] },
  { service: 'reports.getSalesTotals / getDailySales', collectionGroup: 'vendasPorDia', scope: 'COLLECTION', fields: [['dia', 'ASCENDING']] },
  { service: 'reports.getSalesTotals (all time)', collectionGroup: 'vendasPorMes', scope: 'COLLECTION', fields: [] },
  { service: 'sales.getRestaurantSalesPage (custom period)', collectionGroup: 'vendasPorDia', scope: 'COLLECTION_GROUP', fields: [['dia', 'ASCENDING']] },
  ...(['vendasPorDia', 'vendasPorMes'] as const).flatMap((collectionGroup) =>
    ([['comissao', 'DESCENDING'], ['pedidos', 'DESCENDING'], ['restaurantNome', 'ASCENDING']] as const).map(
      (sortField): AppQuery => ({
        service: `sales.getRestaurantSalesPage (${collectionGroup}, ${sortField[0]})`,
        collectionGroup,
        scope: 'COLLECTION_GROUP',
        fields: [[collectionGroup === 'vendasPorDia' ? 'dia' : 'mes', 'ASCENDING'], [...sortField]],
      }),
    ),
  ),
  {
    service: 'orders.getReviewableOrder',
    collectionGroup: 'pedidos',
    scope: 'COLLECTION',
    fields: [
      ['userId', 'ASCENDING'],
      ['status', 'ASCENDING'],
      ['createdAt', 'DESCENDING'],
    ],
  },
  // The operator's console (issue #24).
  ...[
    [['estado', 'ASCENDING'], ['atualizadoEm', 'DESCENDING']],
    [['tipo', 'ASCENDING'], ['estado', 'ASCENDING'], ['atualizadoEm', 'DESCENDING']],
    [['tipo', 'ASCENDING'], ['atualizadoEm', 'DESCENDING']],
    [['atualizadoEm', 'DESCENDING']],
  ].map((fields): AppQuery => ({ service: 'admin-applications.getApplicationsPage', collectionGroup: 'cadastros', scope: 'COLLECTION', fields: fields as AppQuery['fields'] })),
  ...[
    [['tipo', 'ASCENDING'], ['nomeBusca', 'ASCENDING']],
    [['tipo', 'ASCENDING'], ['documento', 'ASCENDING'], ['nomeBusca', 'ASCENDING']],
    [['tipo', 'ASCENDING'], ['email', 'ASCENDING'], ['nomeBusca', 'ASCENDING']],
  ].map((fields): AppQuery => ({ service: 'admin-directory.getPartnersPage', collectionGroup: 'parceiros', scope: 'COLLECTION', fields: fields as AppQuery['fields'] })),
  { service: 'admin-directory.getRecentRestaurantOrders', collectionGroup: 'pedidos', scope: 'COLLECTION', fields: [['createdAt', 'DESCENDING']] },
  { service: 'admin-directory.subscribeToUsersByEmail', collectionGroup: 'usuarios', scope: 'COLLECTION', fields: [['email', 'ASCENDING']] },
  {
    service: 'admin-moderation.subscribeToAuditTrail',
    collectionGroup: 'auditoria',
    scope: 'COLLECTION',
    fields: [
      ['alvoId', 'ASCENDING'],
      ['em', 'DESCENDING'],
    ],
  },
];

interface IndexFile {
  indexes: Array<{ collectionGroup: string; queryScope: string; fields: Array<{ fieldPath: string; order?: string; arrayConfig?: string }> }>;
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; indexes: Array<{ order?: string; queryScope: string }> }>;
}

const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../firestore.indexes.json'), 'utf8')) as IndexFile;

function covered(query: AppQuery): boolean {
  // No filter or order, or one field within one collection: Firestore's automatic indexes serve it.
  if (query.fields.length === 0) return true;
  if (query.fields.length === 1 && query.scope === 'COLLECTION') return true;
  if (query.fields.length === 1) {
    const [[field, order]] = query.fields as [[string, Order]];
    return file.fieldOverrides.some(
      (override) =>
        override.collectionGroup === query.collectionGroup &&
        override.fieldPath === field &&
        override.indexes.some((index) => index.queryScope === query.scope && index.order === order),
    );
  }
  return file.indexes.some(
    (index) =>
      index.collectionGroup === query.collectionGroup &&
      index.queryScope === query.scope &&
      index.fields.length === query.fields.length &&
      index.fields.every((field, position) => field.fieldPath === query.fields[position]?.[0] && (field.order ?? field.arrayConfig) === query.fields[position]?.[1]),
  );
}

describe('firestore.indexes.json', () => {
  it.each(QUERIES)('covers $service', (query) => {
    expect(covered(query)).toBe(true);
  });

  it('declares no index that no query uses', () => {
    const used = file.indexes.filter((index) =>
      QUERIES.some(
        (query) =>
          query.collectionGroup === index.collectionGroup &&
          query.scope === index.queryScope &&
          index.fields.every((field, position) => field.fieldPath === query.fields[position]?.[0]),
      ),
    );
    expect(used).toHaveLength(file.indexes.length);
  });
});
