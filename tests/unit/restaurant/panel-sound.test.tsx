import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelTabs, tabsFor } from '@/areas/restaurant/panel/PanelTabs';

afterEach(cleanup);

function renderTabs(alertOn: boolean, onToggleAlert = vi.fn()) {
  render(
    <MemoryRouter>
      <PanelTabs tabs={tabsFor('dono')} current="pedidos" onSelect={vi.fn()} newCount={0} alertOn={alertOn} onToggleAlert={onToggleAlert} />
    </MemoryRouter>,
  );
  return onToggleAlert;
}

describe("the panel's order sound and its notifications (issue #37)", () => {
  it('turns the sound off only after asking, on at once, and keeps notifications a page of their own', async () => {
    const user = userEvent.setup();
    const toggle = renderTabs(true);
    const sound = screen.getByRole('button', { name: /^Som dos pedidos/ });
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Notificações' })).toHaveAttribute('href', '/notificacoes');

    await user.click(sound);
    const dialog = screen.getByRole('dialog', { name: 'Desligar o som dos pedidos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(toggle).not.toHaveBeenCalled();
    await user.click(sound);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desligar o som' }));
    expect(toggle).toHaveBeenCalledTimes(1);

    cleanup();
    const on = renderTabs(false);
    await user.click(screen.getByRole('button', { name: /^Som dos pedidos/ }));
    expect(on).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
