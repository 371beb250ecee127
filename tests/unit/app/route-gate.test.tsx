import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/AppRoutes';
import { SessionContext, type Session } from '@/state/session-context';
import type { UserType } from '@/domain/shared/user-types';

// Pages that talk to Firestore get an empty catalogue; the emulator suites test the services.
vi.mock('@/services/home-listing', () => ({
  getRestaurantsPage: () => Promise.resolve({ restaurants: [], next: null }),
  getCities: () => Promise.resolve([]),
}));
vi.mock('@/services/accounts', () => ({ signInWithEmail: vi.fn() }));
vi.mock('@/services/onboarding', () => ({
  subscribeToMyApplications: (_uid: string, onNext: (value: unknown[]) => void) => {
    onNext([]);
    return () => undefined;
  },
}));

const user = { uid: 'u1', email: 'ana@sabor.dev', displayName: 'Ana', photoURL: null, emailVerified: true };

function ready(type: UserType | null, emailVerified = true): Session {
  return { status: 'ready', user: { ...user, emailVerified }, profile: null, type };
}

function renderAt(path: string, session: Session, booting = false) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <SessionContext.Provider value={{ session, booting, refreshUser: vi.fn(), signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('RouteGate in the real route table', () => {
  it('shows the start-up screen while the session first loads', async () => {
    renderAt('/sacola', { status: 'loading-auth' }, true);
    expect(await screen.findByRole('heading', { name: 'Conectando ao sabor!' })).toBeInTheDocument();
    expect(screen.getByText('Carregando aplicação...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('paints the home page before the session is known, without account actions yet', async () => {
    renderAt('/inicio', { status: 'loading-auth' }, true);
    expect(await screen.findByRole('heading', { name: 'Bateu a fome? O sabor chega rapidinho.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sabor, página inicial' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Conectando ao sabor!' })).not.toBeInTheDocument();
  });

  it('keeps the start-up screen on a shared device, where staff must not glimpse the customer home', async () => {
    localStorage.setItem('sabor-shared-device', 'yes');
    try {
      renderAt('/inicio', { status: 'loading-auth' }, true);
      expect(await screen.findByRole('heading', { name: 'Conectando ao sabor!' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Bateu a fome? O sabor chega rapidinho.' })).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem('sabor-shared-device');
    }
  });

  it('shows the guard text when the type reloads after start-up', async () => {
    renderAt('/sacola', { status: 'loading-profile', user });
    expect(await screen.findByText('Verificando autenticação e permissões...')).toBeInTheDocument();
  });

  it('sends a visitor from a customer page to the login form', async () => {
    const router = renderAt('/sacola', { status: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/sacola' });
  });

  it('tells a visitor with a bag, sent from it to sign in, that the order waits, and keeps the way back through sign-up', async () => {
    const line = { key: 'pf', productId: 'pf', nome: 'Prato Feito', imageUrl: null, type: 'regular', unitPrice: 2500, quantidade: 2, selectedSize: null, selectedFlavor: null, complementos: [] };
    localStorage.setItem('sabor:bag', JSON.stringify({ restaurantId: 'r1', restaurantName: 'Sabor Mineiro', lines: [line] }));
    renderAt('/sacola', { status: 'visitor' });
    expect(await screen.findByText('Entre para finalizar seu pedido')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Sua sacola de Sabor Mineiro \(2 itens, R\$\s50,00\) está guardada: você volta para ela assim que entrar\./);
    // The header's bag button and the home's 'Ver sacola' lead here: sign-up keeps the order's way back.
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro?volta=%2Fsacola');
  });

  it('says nothing of an order to a visitor whose bag is empty', async () => {
    renderAt('/sacola', { status: 'visitor' });
    expect(await screen.findByText('Peça dos melhores restaurantes do seu bairro.')).toBeInTheDocument();
    expect(screen.queryByText('Entre para finalizar seu pedido')).not.toBeInTheDocument();
  });

  it('brings a person who signed in from a ?volta= link back to that page', async () => {
    // The rider application page asks the applicant's own applications; none yet.
    const router = renderAt('/login?volta=%2Fmeu-cadastro', ready('cliente'));
    expect(await screen.findByRole('heading', { name: 'Meu cadastro' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meu-cadastro');
  });

  it('ignores a ?volta= that leaves the site and goes home instead', async () => {
    const router = renderAt('/login?volta=%2F%2Fevil.example', ready('cliente'));
    expect(await screen.findByRole('heading', { name: 'Nossos Restaurantes Parceiros' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('keeps the page to return to through sign-up and e-mail verification', async () => {
    const router = renderAt('/cadastro?volta=%2Fseja-entregador', ready('cliente', false));
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail!' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/seja-entregador' });
  });

  it('sends a customer away from the restaurant panel to their home', async () => {
    const router = renderAt('/painel-restaurante', ready('cliente'));
    expect(await screen.findByRole('heading', { name: 'Nossos Restaurantes Parceiros' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
  });

  it('opens the rider area on available-orders from its root', async () => {
    const router = renderAt('/deliveryman-dashboard', ready('motoboy'));
    expect(await screen.findByRole('heading', { name: 'Pedidos Disponíveis' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deliveryman-dashboard/available-orders');
  });

  it('sends a user of unknown type to /nao-autorizado', async () => {
    const router = renderAt('/login', ready(null));
    expect(await screen.findByRole('heading', { name: 'Acesso Não Autorizado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nao-autorizado');
  });

  it('sends an unverified user to /verificar-email', async () => {
    const router = renderAt('/inicio', ready('cliente', false));
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verificar-email');
  });

  it('explains when the user document cannot be read', async () => {
    renderAt('/inicio', { status: 'profile-error', user, error: new Error('offline') });
    expect(await screen.findByText('Erro ao carregar seus dados. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('offers Entrar and Cadastre-se to visitors and the account menu to signed-in people', async () => {
    renderAt('/inicio', { status: 'visitor' });
    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    // No bag, no bag button.
    expect(screen.queryByRole('link', { name: /^Sacola/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Ver sacola/ })).not.toBeInTheDocument();
  });

  it('shows a bag with items in the header and at the foot of the home page', async () => {
    const line = { key: 'pf', productId: 'pf', nome: 'Prato Feito', imageUrl: null, type: 'regular', unitPrice: 2500, quantidade: 3, selectedSize: null, selectedFlavor: null, complementos: [] };
    localStorage.setItem('sabor:bag', JSON.stringify({ restaurantId: 'r1', restaurantName: 'Sabor Mineiro', lines: [line] }));
    renderAt('/inicio', { status: 'visitor' });
    expect(await screen.findByRole('link', { name: /^Sacola: 3 itens, R\$\s75,00$/ })).toHaveAttribute('href', '/sacola');
    expect(screen.getByRole('link', { name: /^Ver sacola: 3 itens, R\$\s75,00$/ })).toHaveAttribute('href', '/sacola');
  });

  it('shows the floating theme toggle on every screen', async () => {
    renderAt('/nao-autorizado', { status: 'visitor' });
    expect(await screen.findByRole('button', { name: 'Mudar para o tema claro' })).toBeInTheDocument();
  });
});
