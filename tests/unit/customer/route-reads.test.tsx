import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { HomePage } from '@/areas/customer/home/HomePage';
import { MenuPage } from '@/areas/customer/menu/MenuPage';
import { startHomeReads } from '@/areas/customer/home/home-reads';
import { startMenuReads } from '@/areas/customer/menu/menu-reads';
import { startedOr, startRead, STARTED_READ_TTL_MS } from '@/areas/customer/shared/route-reads';
import { productFromData } from '@/domain/catalog/menu.record';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { openEveryDay } from '../../fixtures/restaurant';

// The reads app/AppRoutes.tsx starts when a browse route matches (issue #35), and how the
// screens take them: one read each, its failure on screen as before.
const cantina = restaurantFromData('cantina', { nome: 'Cantina da Nonna', horarioFuncionamento: openEveryDay(), exigePainelAberto: false, cidade: 'São Paulo', listado: true });
const menu = vi.hoisted(() => ({
  getMenuRestaurant: vi.fn(),
  getMenuCategories: vi.fn(),
  getMenuProducts: vi.fn(),
  getMenuOptionGroups: vi.fn(),
  getRatingSummary: vi.fn(),
}));
vi.mock('@/services/menu', () => menu);
const home = vi.hoisted(() => ({ getRestaurantsPage: vi.fn() }));
vi.mock('@/services/home-listing', () => ({ ...home, getCities: () => Promise.resolve([]) }));
vi.mock('@/services/orders', () => ({ getReviewableOrder: () => Promise.resolve(null) }));

const visitor: Session = { status: 'visitor' };
function renderWithSession(children: React.ReactNode) {
  render(<SessionContext.Provider value={{ session: visitor, booting: false, refreshUser: vi.fn(), signOut: vi.fn() }}>{children}</SessionContext.Provider>);
}
function renderMenu(id: string) {
  const router = createMemoryRouter([{ path: '/cardapio/:id', element: <MenuPage /> }], { initialEntries: [`/cardapio/${id}`] });
  renderWithSession(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  menu.getMenuRestaurant.mockImplementation((id: string) => Promise.resolve(id === 'cantina' ? cantina : null));
  menu.getMenuCategories.mockResolvedValue([{ id: 'massas', nome: 'Massas', createdAt: null }]);
  menu.getMenuProducts.mockImplementation((id: string) => Promise.resolve([productFromData('lasanha', id, { nome: 'Lasanha', categoriaId: 'massas', type: 'regular', preco: 42 })]));
  menu.getMenuOptionGroups.mockResolvedValue([]);
  menu.getRatingSummary.mockResolvedValue({ count: 0, average: null });
  home.getRestaurantsPage.mockResolvedValue({ restaurants: [cantina], next: null });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reads started when a route matches', () => {
  it('hands a started read over once, then reads anew', async () => {
    const read = vi.fn(() => Promise.resolve('primeira'));
    startRead('teste:handoff', read);
    startRead('teste:handoff', read);
    expect(await startedOr('teste:handoff', () => Promise.resolve('outra'))).toBe('primeira');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await startedOr('teste:handoff', () => Promise.resolve('outra'))).toBe('outra');
  });

  it('hands over a failure, and drops a read nobody took in time', async () => {
    startRead('teste:falha', () => Promise.reject(new Error('offline')));
    await expect(startedOr('teste:falha', () => Promise.resolve('outra'))).rejects.toThrow('offline');

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const read = vi.fn(() => Promise.resolve('velha'));
    startRead('teste:velha', read);
    vi.setSystemTime(Date.now() + STARTED_READ_TTL_MS);
    expect(await startedOr('teste:velha', () => Promise.resolve('nova'))).toBe('nova');
  });

  it('a menu shows the reads started at its route, without reading again', async () => {
    startMenuReads('cantina');
    // Under way before the page has rendered (in the app: before its chunk has loaded).
    await vi.waitFor(() => expect(menu.getMenuProducts).toHaveBeenCalledTimes(1));
    renderMenu('cantina');
    expect(await screen.findByRole('heading', { name: 'Cantina da Nonna' })).toBeInTheDocument();
    expect(await screen.findByText('Lasanha')).toBeInTheDocument();
    for (const read of Object.values(menu)) expect(read).toHaveBeenCalledTimes(1);
  });

  it('a started menu read that fails shows the menu error', async () => {
    menu.getMenuRestaurant.mockRejectedValueOnce(new Error('offline'));
    startMenuReads('cantina');
    renderMenu('cantina');
    expect(await screen.findByText('Erro ao carregar os dados do restaurante.')).toBeInTheDocument();
    expect(menu.getMenuRestaurant).toHaveBeenCalledTimes(1);
  });

  it('the home lists the first page started at its route, read once', async () => {
    startHomeReads(null);
    await vi.waitFor(() => expect(home.getRestaurantsPage).toHaveBeenCalledTimes(1));
    renderWithSession(<MemoryRouter><HomePage /></MemoryRouter>);
    expect(await screen.findByText('Cantina da Nonna')).toBeInTheDocument();
    expect(home.getRestaurantsPage).toHaveBeenCalledTimes(1);
    expect(home.getRestaurantsPage).toHaveBeenCalledWith({ place: null, category: null, after: null });
  });
});
