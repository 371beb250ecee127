import { roleCan, type PanelPermission, type TeamRole } from '@/domain/accounts/team';
import { Icon, type IconName } from '@/ui/Icon';
import './panel-tabs.css';

/** Each tab with what a role needs to see it ('operacao' for the menu: an atendente marks 'Esgotado hoje' there). */
export const PANEL_TABS = [
  { id: 'pedidos', label: 'Pedidos', icon: 'receipt', permission: 'pedidos' },
  { id: 'cardapio', label: 'Cardápio', icon: 'edit', permission: 'operacao' },
  { id: 'relatorios', label: 'Relatórios', icon: 'home', permission: 'relatorios' },
  { id: 'avaliacoes', label: 'Avaliações', icon: 'star', permission: 'pedidos' },
  { id: 'equipe', label: 'Equipe', icon: 'team', permission: 'equipe' },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: IconName; permission: PanelPermission }>;

export type PanelTab = (typeof PANEL_TABS)[number]['id'];

/** The tabs `role` may see, in order. */
export function tabsFor(role: TeamRole | null): ReadonlyArray<(typeof PANEL_TABS)[number]> {
  return PANEL_TABS.filter((tab) => roleCan(role, tab.permission));
}

/**
 * The panel's tabs: a bar under the header on wide screens, a bottom bar on phones (CSS decides),
 * plus the 'Notificações' button that turns the alert on.
 */
export function PanelTabs({
  tabs,
  current,
  onSelect,
  newCount,
  alertOn,
  onToggleAlert,
}: {
  tabs: ReadonlyArray<(typeof PANEL_TABS)[number]>;
  current: PanelTab;
  onSelect: (tab: PanelTab) => void;
  newCount: number;
  alertOn: boolean;
  onToggleAlert: () => void;
}) {
  return (
    <nav className="panel-tabs" aria-label="Seções do painel">
      <div className="panel-tabs__list" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={current === tab.id}
            aria-controls={`panel-${tab.id}`}
            className="panel-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            <Icon name={tab.icon} size={20} />
            <span>{tab.label}</span>
            {tab.id === 'pedidos' && newCount > 0 ? <span className="panel-tabs__count" aria-label={`${newCount} novos`}>{newCount}</span> : null}
          </button>
        ))}
      </div>
      <button type="button" className={alertOn ? 'panel-tabs__alert is-on' : 'panel-tabs__alert'} aria-pressed={alertOn} onClick={onToggleAlert}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0" />
        </svg>
        <span>Notificações</span>
        {/* Nobody should find out on a Friday night that the alert was off. */}
        <span className="panel-tabs__alert-state">{alertOn ? 'som ligado' : 'som desligado'}</span>
      </button>
    </nav>
  );
}
