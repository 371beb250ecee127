import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { InvitationPage } from '@/areas/auth/invitation/InvitationPage';
import { PATHS } from '@/domain/shared/routes';
import { TEAM_MESSAGES } from '@/domain/accounts/team';
import { CallableRefusal } from '@/domain/shared/callable-refusal';

// The emulator suites test Auth and the callables; here they are spies, in the order they are called.
const calls = vi.hoisted(() => [] as string[]);
const account = vi.hoisted(() => ({
  readInvitedEmail: vi.fn(),
  setInvitedPassword: vi.fn(),
  signInInvited: vi.fn(),
  callAcceptInvitation: vi.fn(),
}));
vi.mock('@/services/invitation-account', () => ({
  readInvitedEmail: account.readInvitedEmail,
  setInvitedPassword: account.setInvitedPassword,
  signInInvited: account.signInInvited,
}));
vi.mock('@/services/team', () => ({ callAcceptInvitation: account.callAcceptInvitation }));
vi.mock('@/services/accounts', () => ({ signInWithEmail: vi.fn(), sendPasswordReset: vi.fn() }));
vi.mock('@/services/restaurants', () => ({ getRestaurant: () => Promise.resolve({ nome: 'Cantina da Nonna' }) }));

const carla = { uid: 'carla', email: 'carla@exemplo.com', displayName: 'Carla', photoURL: null, emailVerified: false };

/** The session as the app would move it: signed in by the page, then staff once the server has answered. */
function Harness({ initial, path }: { initial: Session; path: string }) {
  const [session, setSession] = useState<Session>(initial);
  account.signInInvited.mockImplementation(async () => {
    calls.push('signIn');
    setSession({ status: 'ready', user: carla, profile: null, type: 'cliente' });
  });
  const refreshUser = vi.fn(async () => {
    calls.push('refresh');
    setSession({
      status: 'ready',
      user: { ...carla, emailVerified: true },
      profile: { uid: 'carla', nome: 'Carla', email: carla.email, tipo: 'restaurante', telefone: null, emailVerificado: true, restaurantId: 'cantina', criadoEm: null },
      type: 'restaurante',
    });
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: PATHS.invitation, element: <InvitationPage /> },
        { path: PATHS.restaurantPanel, element: <h1>Painel da loja</h1> },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <SessionContext.Provider value={{ session, booting: false, refreshUser, signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  );
}

describe('InvitationPage', () => {
  it('a new account sets its password with the code, signs in, accepts with its name and lands in the panel', async () => {
    account.readInvitedEmail.mockResolvedValueOnce('carla@exemplo.com');
    account.setInvitedPassword.mockImplementationOnce(async () => void calls.push('password'));
    account.callAcceptInvitation.mockImplementationOnce(async () => void calls.push('accept'));
    render(<Harness initial={{ status: 'visitor' }} path="/convite/cantina/c1?codigo=codigo-123" />);

    expect(await screen.findByLabelText('E-mail convidado')).toHaveValue('carla@exemplo.com');
    expect(screen.getByText('Você foi convidado(a) para a equipe de Cantina da Nonna na Sabor.')).toBeInTheDocument();
    expect(account.readInvitedEmail).toHaveBeenCalledWith('codigo-123');
    await userEvent.type(screen.getByLabelText('Seu nome'), 'Carla Dias');
    await userEvent.type(screen.getByLabelText('Crie uma senha'), 'segredo1');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'segredo2');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(account.setInvitedPassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirme a senha'));
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'segredo1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));

    expect(await screen.findByRole('heading', { name: 'Painel da loja' })).toBeInTheDocument();
    expect(calls).toEqual(['password', 'signIn', 'accept', 'refresh']);
    expect(account.setInvitedPassword).toHaveBeenCalledWith('codigo-123', 'segredo1');
    expect(account.signInInvited).toHaveBeenCalledWith('carla@exemplo.com', 'segredo1', 'Carla Dias');
    expect(account.callAcceptInvitation).toHaveBeenCalledWith({ restaurantId: 'cantina', conviteId: 'c1', nome: 'Carla Dias' });
  });

  it('an expired link says so; a used one asks to sign in instead', async () => {
    account.readInvitedEmail.mockRejectedValueOnce(Object.assign(new Error('expired'), { code: 'auth/expired-action-code' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Harness initial={{ status: 'visitor' }} path="/convite/cantina/c1?codigo=velho" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.invitationExpired);
    unmount();

    account.readInvitedEmail.mockRejectedValueOnce(Object.assign(new Error('used'), { code: 'auth/invalid-action-code' }));
    render(<Harness initial={{ status: 'visitor' }} path="/convite/cantina/c1?codigo=usado" />);
    expect(await screen.findByText(/Este link já foi usado para criar a senha/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('a signed-in account with another e-mail is told so and offered to leave it', async () => {
    account.callAcceptInvitation.mockRejectedValueOnce(new CallableRefusal('wrong-account', TEAM_MESSAGES.wrongAccount));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness initial={{ status: 'ready', user: { ...carla, email: 'outra@exemplo.com', emailVerified: true }, profile: null, type: 'cliente' }} path="/convite/cantina/c1" />);

    expect(screen.getByText('outra@exemplo.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(account.callAcceptInvitation).toHaveBeenCalledWith({ restaurantId: 'cantina', conviteId: 'c1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.wrongAccount);
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair desta conta' })).toBeInTheDocument();
  });
});
