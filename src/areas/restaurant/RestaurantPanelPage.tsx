import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
// First, so that what the tabs share comes before each tab's own stylesheet, which may refine it.
import './panel/panel.css';
import { useSession } from '@/state/session-context';
import type { Order } from '@/domain/orders/order';
import { boardStage, isNewOrder, isRecentCancellation, isUnanswered } from '@/domain/orders/order-lifecycle';
import { dayRange } from '@/domain/sales/report-periods';
import { PATHS } from '@/domain/shared/routes';
import { roleCan } from '@/domain/accounts/team';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { useNow } from '@/ui/use-now';
import type { LiveResult } from '@/ui/use-subscription';
import { MenuTab } from './panel/menu/MenuTab';
import { OrdersTab } from './panel/orders/OrdersTab';
import { PanelHeader } from './panel/PanelHeader';
import { useCloseUnanswered } from '@/state/use-close-unanswered';
import { PanelTabs, tabsFor, type PanelTab } from './panel/PanelTabs';
import { ReportsTab } from './panel/reports/ReportsTab';
import { TermsNotice } from './panel/finance/ContractCard';
import { FinanceTab } from './panel/finance/FinanceTab';
import { RestaurantDataModal } from './panel/settings/RestaurantDataModal';
import { ReviewsTab } from './panel/reviews/ReviewsTab';
import { StoreOpeningChecklist } from './panel/StoreOpeningChecklist';
import { StoreStatusNotice } from './panel/StoreStatusNotice';
import { TeamTab } from './panel/team/TeamTab';
import { REMOVED_FROM_TEAM_MESSAGE, useMyRole } from './panel/use-my-role';
import { useCancellationSound } from './panel/use-cancellation-sound';
import { useNewOrderAlert } from './panel/use-new-order-alert';
import { usePanelHeartbeat } from './panel/use-panel-heartbeat';
import { useChecklistProducts, useCommercialTerms, usePanelData } from './panel/use-panel-data';

/** How often the panel looks for new orders whose time to answer ran out. */
const UNANSWERED_CHECK_MS = 15_000;
const NO_ORDERS: Order[] = [];

const NOT_LINKED = 'Erro: Seu usuário de restaurante não está associado a um restaurante válido ou os dados não foram carregados.';

/** The day 'Pedidos do Dia' covers; moves on at midnight while the tablet stays on. */
function useToday(): { start: Date; end: Date } {
  const [today, setToday] = useState(() => dayRange(new Date()));
  useEffect(() => {
    const timer = window.setTimeout(() => setToday(dayRange(new Date())), today.end.getTime() - Date.now() + 1000);
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}

/** /painel-restaurante: the screen a restaurant runs all day (SPEC.md section 2). */
export function RestaurantPanelPage() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const profile = session.status === 'ready' ? session.profile : null;
  const restaurantId = profile?.restaurantId ?? '';
  const isStaff = session.status === 'ready' && session.type === 'restaurante';
  const uid = session.status === 'ready' ? session.user.uid : '';

  // The role, live: what the panel shows follows it, and without it there is no panel.
  const membership = useMyRole(isStaff && restaurantId ? restaurantId : null, uid || null);
  const role = membership.status === 'member' ? membership.role : null;
  const tabs = tabsFor(role);

  const [params, setParams] = useSearchParams();
  const tab: PanelTab = tabs.find((item) => item.id === params.get('aba'))?.id ?? 'pedidos';
  // true: 'Editar Dados' from the top; 'hours': opened at the opening hours (the checklist).
  const [editingData, setEditingData] = useState<boolean | 'hours'>(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const today = useToday();

  // Listening stops the moment the person leaves the team (the rules would refuse it anyway).
  const enabled = isStaff && !!restaurantId && membership.status !== 'removed';
  const { restaurant, todayOrders, history, categories } = usePanelData(restaurantId, today, enabled);
  // The contract, a proposed rate, why the store is suspended: the dono's and gerentes' to read.
  const commercial = useCommercialTerms(restaurantId, enabled && (role === 'dono' || role === 'gerente'));
  const terms = commercial.status === 'success' ? commercial.data : null;
  // The opening checklist counts available products; only while the shop is not open yet.
  const preparing = restaurant.status === 'success' && restaurant.data !== null && !restaurant.data.publicado && roleCan(role, 'dados');
  const products = useChecklistProducts(restaurantId, enabled && preparing);

  // The board: orders still being worked on from either list (an order from before midnight
  // may still be open), and today's cancellations (the board shows the recent ones).
  const active = useMemo((): LiveResult<Order[]> => {
    if (todayOrders.status !== 'success') return todayOrders;
    const byId = new Map<string, Order>();
    for (const list of [todayOrders, history]) if (list.status === 'success') for (const order of list.data) if (boardStage(order.status) || order.status === 'cancelado') byId.set(order.id, order);
    return { status: 'success', data: [...byId.values()], error: undefined };
  }, [todayOrders, history]);
  const now = useNow(UNANSWERED_CHECK_MS);
  // A listener that stopped keeps its last answer: once off the team, nothing may ring.
  const activeOrders = enabled && active.status === 'success' ? active.data : NO_ORDERS;
  // What the alert rings for: new orders still within their time to answer.
  const newOrders = useMemo(() => activeOrders.filter((order) => isNewOrder(order.status) && !isUnanswered(order, now)), [activeOrders, now]);
  useCloseUnanswered(activeOrders, now);
  usePanelHeartbeat(enabled ? restaurantId : null);
  const alert = useNewOrderAlert(newOrders);
  // Null until the orders load, so that what was cancelled before the panel opened does not ring.
  const cancelled = useMemo(
    () => (enabled && active.status === 'success' ? active.data.filter((order) => isRecentCancellation(order, now)) : null),
    [enabled, active, now],
  );
  useCancellationSound(cancelled, alert.soundEnabled && !alert.blocked);

  async function logout() {
    setLogoutError(null);
    try {
      await signOut();
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      console.error('Erro ao sair', error);
      setLogoutError('Não foi possível sair. Tente novamente.');
    }
  }

  if (!isStaff) {
    return (
      <main className="page">
        <Notice tone="error">Acesso negado. Por favor, faça login como um usuário de restaurante.</Notice>
      </main>
    );
  }
  if (membership.status === 'removed') return <RemovedFromTeam onLogout={logout} error={logoutError} />;
  if (membership.status === 'error') {
    return (
      <main className="page">
        <RetryNotice onRetry={() => window.location.reload()}>Não foi possível verificar sua função na equipe. Verifique a conexão.</RetryNotice>
      </main>
    );
  }
  if (membership.status === 'loading' && restaurantId) return <LoadingState fullScreen text="Verificando autenticação e permissões..." />;
  if (!restaurantId || restaurant.status === 'error' || (restaurant.status === 'success' && !restaurant.data)) {
    return (
      <main className="page">
        <Notice tone="error">{NOT_LINKED}</Notice>
      </main>
    );
  }
  // Null while the restaurant's document loads: the header shows its skeleton, the tabs work.
  const info = restaurant.status === 'success' ? restaurant.data : null;

  return (
    <div className="panel">
      <PanelHeader restaurant={info} onEdit={roleCan(role, 'dados') ? () => setEditingData(true) : undefined} onLogout={logout} />
      <PanelTabs
        tabs={tabs}
        current={tab}
        onSelect={(next) => setParams({ aba: next }, { replace: true })}
        newCount={newOrders.length}
        alertOn={alert.soundEnabled}
        onToggleAlert={() => (alert.soundEnabled ? alert.disable() : void alert.enable())}
      />
      <main className="page panel__body" id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {logoutError ? <Notice tone="error">{logoutError}</Notice> : null}
        <div className="sr-live visually-hidden" role="status" aria-live="assertive">
          {newOrders.length > 0 ? (newOrders.length === 1 ? '1 novo pedido aguardando' : `${newOrders.length} novos pedidos aguardando`) : ''}
        </div>
        {alert.soundEnabled && alert.blocked ? (
          // After a reload the browser keeps the sound off until someone touches the page.
          <button type="button" className="sound-unlock" onClick={() => void alert.enable()}>
            <strong>Toque para ativar o som</strong>
            <span>{newOrders.length > 0 ? `${newOrders.length === 1 ? '1 pedido novo' : `${newOrders.length} pedidos novos`} aguardando.` : 'O alerta de novos pedidos precisa de um toque na tela.'}</span>
          </button>
        ) : alert.ringing ? (
          <Notice tone="warning">
            <strong>{newOrders.length === 1 ? 'Novo pedido!' : `${newOrders.length} novos pedidos!`}</strong> Alerta sonoro tocando até o pedido ser aceito ou rejeitado.
          </Notice>
        ) : newOrders.length > 0 && !alert.soundEnabled ? (
          <Notice tone="warning" action={<Button size="sm" onClick={() => void alert.enable()}>Ativar alerta</Button>}>
            {newOrders.length === 1 ? 'Há 1 pedido novo.' : `Há ${newOrders.length} pedidos novos.`} O alerta sonoro está desligado.
          </Notice>
        ) : null}

        {/* Not over open orders on the counter: the newest order's 'Aceitar' stays in view. */}
        {terms && !(tab === 'pedidos' && activeOrders.length > 0) ? <TermsNotice restaurantId={restaurantId} terms={terms} role={role} /> : null}
        {info ? (
          <StoreStatusNotice restaurant={info} suspensionReason={terms?.suspenso?.motivo || null} canOpen={roleCan(role, 'dados')} onShowChecklist={tab === 'pedidos' ? undefined : () => setParams({ aba: 'pedidos' }, { replace: true })} />
        ) : null}
        {tab === 'pedidos' && preparing && info ? (
          <StoreOpeningChecklist
            restaurant={info}
            products={products.status === 'success' ? products.data : null}
            onEditHours={() => setEditingData('hours')}
            onOpenMenu={() => setParams({ aba: 'cardapio' }, { replace: true })}
          />
        ) : null}

        {tab === 'pedidos' ? <OrdersTab active={active} history={history} restaurant={info} canRefund={roleCan(role, 'financeiro')} uid={uid || null} /> : null}
        {tab === 'cardapio' ? <MenuTab restaurantId={restaurantId} categories={categories} canEdit={roleCan(role, 'cardapio')} /> : null}
        {tab === 'relatorios' ? <ReportsTab restaurantId={restaurantId} /> : null}
        {tab === 'financeiro' ? <FinanceTab restaurantId={restaurantId} terms={terms} role={role} /> : null}
        {tab === 'avaliacoes' ? <ReviewsTab restaurantId={restaurantId} /> : null}
        {tab === 'equipe' ? <TeamTab restaurantId={restaurantId} restaurantName={info?.nome ?? ''} myUid={uid} /> : null}
      </main>
      {editingData && info && roleCan(role, 'dados') ? <RestaurantDataModal restaurant={info} openAt={editingData === 'hours' ? 'hours' : undefined} onClose={() => setEditingData(false)} /> : null}
    </div>
  );
}

/** The person left the team (or was removed) while signed in: the panel is gone, and why. */
function RemovedFromTeam({ onLogout, error }: { onLogout: () => void; error: string | null }) {
  return (
    <main className="page stack panel-removed">
      <Notice tone="warning">
        <strong>Acesso ao painel encerrado.</strong> {REMOVED_FROM_TEAM_MESSAGE}
      </Notice>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button onClick={onLogout}>Sair</Button>
    </main>
  );
}
