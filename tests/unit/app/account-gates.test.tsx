import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/AppRoutes';
import { SessionContext, type Session } from '@/state/session-context';
import type { UserProfile } from '@/domain/accounts/user';

// Pages that talk to Firebase get stand-ins; the emulator suites test the services.
vi.mock('@/services/restaurants', () => ({ getRestaurant: () => Promise.resolve(null) }));
vi.mock('@/services/home-listing', () => ({ getRestaurantsPage: () => Promise.resolve({ restaurants: [], next: null }), getCities: () => Promise.resolve([]) }));
vi.mock('@/services/accounts', () => ({ signInWithEmail: vi.fn(), sendPasswordReset: vi.fn() }));
vi.mock('@/services/team', () => ({ callAcceptInvitation: vi.fn() }));
vi.mock('@/services/invitation-account', () => ({ readInvitedEmail: () => new Promise(() => undefined) }));

const user = { uid: 'u1', email: 'ana@exemplo.com', displayName: 'Ana', photoURL: null, emailVerified: true };
const profile: UserProfile = { uid: 'u1', nome: 'Ana', email: 'ana@exemplo.com', tipo: 'cliente', telefone: null, emailVerificado: true, restaurantId: null, criadoEm: null };

function renderAt(path: string, session: Session, signOut = vi.fn()) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('account gates of issue #24', () => {
  it('a suspended account, of any type, sees only the reason and "Sair"', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    const suspended: Session = { status: 'ready', user, profile: { ...profile, tipo: 'motoboy', suspenso: { motivo: 'Suspeita de fraude', em: null } }, type: 'motoboy' };
    renderAt('/deliveryman-dashboard/available-orders', suspended, signOut);

    // Its screen comes in a chunk of its own (AccountHoldScreen), fetched only by such an account.
    expect(await screen.findByRole('heading', { name: 'Conta suspensa' })).toBeInTheDocument();
    expect(screen.getByText('Sua conta foi suspensa pela Sabor. Motivo: Suspeita de fraude')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pedidos Disponíveis' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("an account whose deletion is scheduled sees only its date, 'Cancelar exclusão' and 'Sair', on any page (issue #39)", async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    const leaving: Session = { status: 'ready', user, profile: { ...profile, exclusao: { pedidaEm: null, efetivaEm: new Date('2026-12-04T12:00:00Z'), motivo: 'Tenho outra conta' } }, type: 'cliente' };
    renderAt('/meus-pedidos', leaving, signOut);

    expect(await screen.findByRole('heading', { name: 'Exclusão de conta agendada' })).toBeInTheDocument();
    expect(screen.getByText('A sua conta será excluída em 04/12/2026 às 09:00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar exclusão' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Meus Pedidos' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('the invitation page opens for visitors and for accounts whose e-mail is not verified yet', async () => {
    const router = renderAt('/convite/cantina/c1?codigo=abc', { status: 'ready', user: { ...user, emailVerified: false }, profile, type: 'cliente' });
    expect(await screen.findByRole('heading', { name: 'Convite para a equipe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/convite/cantina/c1');
  });
});
