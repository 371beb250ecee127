import { useState } from 'react';
import { Link } from 'react-router-dom';
import { roleCan, type PanelPermission, type TeamRole } from '@/domain/accounts/team';
import { PATHS } from '@/domain/shared/routes';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Icon, type IconName } from '@/ui/Icon';
import './panel-tabs.css';

/** Each tab with what a role needs to see it ('operacao' for the menu: an atendente marks 'Esgotado hoje' there). */
export const PANEL_TABS = [
  { id: 'pedidos', label: 'Pedidos', icon: 'receipt', permission: 'pedidos' },
  { id: 'cardapio', label: 'Cardápio', icon: 'edit', permission: 'operacao' },
  { id: 'relatorios', label: 'Relatórios', icon: 'home', permission: 'relatorios' },
  { id: 'financeiro', label: 'Financeiro', icon: 'money', permission: 'financeiro' },
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
 * plus 'Som dos pedidos', the switch of this device's order sound (turning it off asks first:
 * nobody should find out on a Friday night that it was off), and 'Notificações', the page where
 * this device's notifications are turned on and muted per kind (issue #37): two separate things.
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
  const [confirmingOff, setConfirmingOff] = useState(false);
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
      <button
        type="button"
        className={alertOn ? 'panel-tabs__alert is-on' : 'panel-tabs__alert'}
        aria-pressed={alertOn}
        aria-label="Som dos pedidos"
        title="Som dos pedidos"
        onClick={() => (alertOn ? setConfirmingOff(true) : onToggleAlert())}
      >
        <Icon name={alertOn ? 'sound' : 'sound-off'} size={20} />
        {/* Short on screen, so the bar keeps one row on a 1024 px counter tablet; named in full. */}
        <span aria-hidden="true">Som</span>
        <span className="panel-tabs__alert-state" aria-hidden="true">
          {alertOn ? 'ligado' : 'desligado'}
        </span>
      </button>
      <Link to={PATHS.notifications} className="panel-tabs__alert panel-tabs__notifications" aria-label="Notificações" title="Notificações">
        <Icon name="bell" size={20} />
      </Link>
      {confirmingOff ? (
        <ConfirmDialog
          title="Desligar o som dos pedidos?"
          confirmLabel="Desligar o som"
          onCancel={() => setConfirmingOff(false)}
          onConfirm={() => {
            setConfirmingOff(false);
            onToggleAlert();
          }}
        >
          Os pedidos novos deixam de tocar neste aparelho. As notificações continuam como estão.
        </ConfirmDialog>
      ) : null}
    </nav>
  );
}
