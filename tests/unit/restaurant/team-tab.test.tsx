import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TeamTab } from '@/areas/restaurant/panel/team/TeamTab';
import { TEAM_MESSAGES, type TeamInvitation, type TeamMember } from '@/domain/accounts/team';

// The emulator suite tests the real callables; here they are spies.
const team = vi.hoisted(() => ({
  members: [] as unknown[],
  invitations: [] as unknown[],
  callInviteMember: vi.fn(),
  callRemoveMember: vi.fn(),
  callSetMemberRole: vi.fn(),
  callCancelInvitation: vi.fn(),
}));
vi.mock('@/services/team', () => ({
  subscribeToTeam: (_rid: string, onNext: (value: unknown[]) => void) => (onNext(team.members), () => undefined),
  subscribeToPendingInvitations: (_rid: string, onNext: (value: unknown[]) => void) => (onNext(team.invitations), () => undefined),
  callInviteMember: team.callInviteMember,
  callRemoveMember: team.callRemoveMember,
  callSetMemberRole: team.callSetMemberRole,
  callCancelInvitation: team.callCancelInvitation,
}));

const ana: TeamMember = { uid: 'ana', nome: 'Ana Souza', email: 'ana@cantina.com', papel: 'dono', desde: new Date(2026, 0, 5, 12) };
const bruno: TeamMember = { uid: 'bruno', nome: 'Bruno Lima', email: 'bruno@cantina.com', papel: 'atendente', desde: new Date(2026, 1, 1, 12) };
const pending: TeamInvitation = { id: 'c0', email: 'dani@cantina.com', papel: 'gerente', estado: 'pendente', criadoEm: null, expiraEm: new Date(2026, 1, 8, 12) };

describe('TeamTab', () => {
  it('lists the team and invitations; the only dono can be neither removed nor demoted; others can be removed after confirming', async () => {
    team.members = [bruno, ana];
    team.invitations = [pending];
    team.callRemoveMember.mockResolvedValueOnce(undefined);
    team.callCancelInvitation.mockResolvedValueOnce(undefined);
    render(<TeamTab restaurantId="cantina" restaurantName="Cantina da Nonna" myUid="ana" />);

    const [first, second] = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ana Souza (você)');
    expect(first).toHaveTextContent('Na equipe desde 05/01/2026');
    expect(within(first!).getByRole('combobox', { name: 'Função' })).toBeDisabled();
    expect(within(first!).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(first).toHaveTextContent(TEAM_MESSAGES.lastOwner);
    expect(second).toHaveTextContent('Bruno Lima');

    await userEvent.click(within(second!).getByRole('button', { name: 'Remover Bruno Lima' }));
    expect(team.callRemoveMember).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(team.callRemoveMember).toHaveBeenCalledWith({ restaurantId: 'cantina', uid: 'bruno' });

    expect(screen.getByText('dani@cantina.com')).toBeInTheDocument();
    expect(screen.getByText('Gerente · vale até 08/02/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar convite de dani@cantina.com' }));
    expect(team.callCancelInvitation).toHaveBeenCalledWith({ restaurantId: 'cantina', conviteId: 'c0' });
  });

  it('invites with the schema the callable uses, then shows the link to copy or send by WhatsApp', async () => {
    team.members = [ana];
    team.invitations = [];
    team.callInviteMember.mockResolvedValueOnce({ conviteId: 'c1', oobCode: 'codigo-123' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TeamTab restaurantId="cantina" restaurantName="Cantina da Nonna" myUid="ana" />);

    await userEvent.click(screen.getByRole('button', { name: 'Convidar pessoa' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar pessoa' });
    await userEvent.type(within(dialog).getByLabelText('E-mail da pessoa'), 'carla@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar convite' }));
    expect(within(dialog).getByText(TEAM_MESSAGES.email)).toBeInTheDocument();
    expect(team.callInviteMember).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('E-mail da pessoa'), 'Exemplo.com ');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Gerente/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar convite' }));
    expect(team.callInviteMember).toHaveBeenCalledWith({ restaurantId: 'cantina', email: 'carla@exemplo.com', papel: 'gerente' });

    const created = await screen.findByRole('dialog', { name: 'Convite criado' });
    const link = `${window.location.origin}/convite/cantina/c1?codigo=codigo-123`;
    expect(within(created).getByLabelText('Link do convite')).toHaveValue(link);
    const whatsapp = within(created).getByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!.split('text=')[1]!)).toBe(
      `Olá! Você foi convidado(a) para a equipe de Cantina da Nonna na Sabor, como gerente. Abra o link para entrar: ${link}`,
    );
    await userEvent.click(within(created).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(created).findByText('Link copiado!')).toBeInTheDocument();
  });
});
