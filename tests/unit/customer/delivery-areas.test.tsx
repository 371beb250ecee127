import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { HomePage } from '@/areas/customer/home/HomePage';
import { MenuPage } from '@/areas/customer/menu/MenuPage';
import type { Address } from '@/domain/delivery/address';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { productFromData } from '@/domain/catalog/menu.record';
import { openEveryDay } from '../../fixtures/restaurant';

// The services are the network: the emulator suites test them. Here the restaurants are fixed,
// and the home's pages are answered as the index would (src/domain/discovery/discovery-index.ts).
const allWeek = openEveryDay();
const open = { horarioFuncionamento: allWeek, exigePainelAberto: false, cidade: 'São Paulo', taxaEntrega: 6.9, pedidoMinimo: 30, listado: true, categoriasPrincipais: ['Lanches'] };
const stored: Record<string, Record<string, unknown>> = {
  cantina: { ...open, nome: 'Cantina da Nonna', areasEntrega: { bairros: [{ nome: 'Pinheiros', taxa: 5, minimo: null }], outrosBairros: true, gratisAcima: 60 } },
  burgueria: { ...open, nome: 'Burgueria do Zé', areasEntrega: { bairros: [{ nome: 'Moema', taxa: 4, minimo: 20 }], outrosBairros: false, gratisAcima: null } },
};
const restaurants = Object.entries(stored).map(([id, data]) => restaurantFromData(id, data));

const home = vi.hoisted(() => ({ fail: false }));
vi.mock('@/services/home-listing', async () => {
  const { cityKey } = await import('@/domain/delivery/cities');
  const { deliveryKeysFor } = await import('@/domain/discovery/discovery-index');
  const { storefrontOf } = await import('@/domain/discovery/storefront');
  return {
    getRestaurantsPage: ({ place, category }: { place: { cidade: string; bairro: string } | null; category: string | null }) => {
      if (home.fail) return Promise.reject(new Error('offline'));
      const found = Object.entries(stored).filter(([, data]) => {
        const window = storefrontOf(data);
        if (category && !(data.categoriasPrincipais as string[]).includes(category)) return false;
        if (place && category) return window.cidadeChave === cityKey(place.cidade);
        return !place || deliveryKeysFor(place).some((key) => window.entregaEm.includes(key));
      });
      return Promise.resolve({ restaurants: restaurants.filter((restaurant) => found.some(([id]) => id === restaurant.id)), next: null });
    },
  };
});
// The operator's cities (issue #36): São Paulo and Campinas open, each with its list of bairros.
vi.mock('@/services/cities', () => {
  const city = (key: string, nome: string) => ({ key, nome, uf: 'SP', ativa: true, corridaMin: 20, totalBairros: 3 });
  const lists: Record<string, string[]> = { 'sao paulo': ['Moema', 'Pinheiros', 'Vila Madalena'], campinas: ['Cambuí', 'Taquaral'] };
  return {
    getOpenCities: () => Promise.resolve([city('campinas', 'Campinas'), city('sao paulo', 'São Paulo')]),
    getCityBairros: (key: string) => Promise.resolve(lists[key] ?? []),
  };
});
const live = (value: unknown) => (onNext: (value: unknown) => void) => {
  onNext(value);
  return () => undefined;
};
vi.mock('@/services/restaurants', () => ({
  subscribeToRestaurant: (id: string, onNext: (value: unknown) => void) => live(restaurants.find((restaurant) => restaurant.id === id) ?? null)(onNext),
}));
vi.mock('@/services/menu', () => ({
  getMenuRestaurant: (id: string) => Promise.resolve(restaurants.find((restaurant) => restaurant.id === id) ?? null),
  getMenuCategories: () => Promise.resolve([{ id: 'lanches', nome: 'Lanches', createdAt: null }]),
  getMenuProducts: (id: string) => Promise.resolve([productFromData('xburger', id, { nome: 'X-Burger', categoriaId: 'lanches', type: 'regular', preco: 30 })]),
  getMenuOptionGroups: () => Promise.resolve([]),
  getRatingSummary: () => Promise.resolve({ count: 0, average: null }),
}));
vi.mock('@/services/orders', () => ({ getReviewableOrder: () => Promise.resolve(null) }));
const saveAccountAddresses = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/services/users', () => ({ saveAccountAddresses }));

const visitor: Session = { status: 'visitor' };
const ana: Session = {
  status: 'ready',
  user: { uid: 'ana', email: 'ana@sabor.dev', displayName: 'Ana', photoURL: null, emailVerified: true },
  profile: { uid: 'ana', nome: 'Ana', email: 'ana@sabor.dev', tipo: 'cliente', telefone: null, emailVerificado: true, restaurantId: null, criadoEm: null, details: { addresses: null, contact: null } },
  type: 'cliente',
};

function withSession(session: Session, children: React.ReactNode) {
  return <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut: vi.fn() }}>{children}</SessionContext.Provider>;
}

function renderHome(session: Session = visitor) {
  render(withSession(session, <MemoryRouter><HomePage /></MemoryRouter>));
}

function renderMenu(id: string) {
  const router = createMemoryRouter([{ path: '/cardapio/:id', element: <MenuPage /> }], { initialEntries: [`/cardapio/${id}`] });
  render(withSession(visitor, <RouterProvider router={router} />));
}

// (toHaveTextContent reads the no-break space after 'R$' as a space.)
const card = async (name: string) => (await screen.findByText(name)).closest('a') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  home.fail = false;
  saveAccountAddresses.mockClear();
});

describe('delivery by bairro for the customer', () => {
  it('asks where to deliver, then lists who delivers there priced for that bairro, and a chip greys those of the city that do not', async () => {
    renderHome();
    // No place yet: no fee and no 'Entrega grátis' a card could be wrong about; free delivery from
    // R$ 60,00 holds in every bairro the Cantina serves, so its badge shows.
    expect(await card('Cantina da Nonna')).toHaveTextContent('Escolha seu bairro para ver a taxa');
    expect(await card('Cantina da Nonna')).not.toHaveTextContent(/Entrega R\$|Entrega grátis|Mínimo|Sem pedido mínimo/);
    expect(await card('Cantina da Nonna')).toHaveTextContent('Frete grátis acima de R$ 60,00');

    await userEvent.click(screen.getByRole('button', { name: 'Escolher bairro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Onde você quer receber?' });
    // São Paulo first (not Campinas, first in the alphabet), and its bairros searched as typed.
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Cidade')).toHaveValue('São Paulo'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver restaurantes que entregam aqui' }));
    expect(within(dialog).getByRole('combobox', { name: 'Bairro' })).toHaveAccessibleDescription('Escolha o bairro.');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Bairro' }), 'Pinheros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver restaurantes que entregam aqui' }));
    expect(within(dialog).getByRole('combobox', { name: 'Bairro' })).toHaveAccessibleDescription('Escolha um bairro da lista de São Paulo.');
    await userEvent.clear(within(dialog).getByRole('combobox', { name: 'Bairro' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Bairro' }), 'pinh');
    expect(within(within(dialog).getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pinheiros']);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Pinheiros' }));
    expect(within(dialog).getByRole('combobox', { name: 'Bairro' })).toHaveValue('Pinheiros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver restaurantes que entregam aqui' }));

    expect(screen.getByRole('button', { name: 'Entregar em Pinheiros' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('sabor:delivery-place') ?? 'null')).toEqual({ bairro: 'Pinheiros', cidade: 'São Paulo' });
    const cantinaCard = await card('Cantina da Nonna');
    expect(cantinaCard).toHaveTextContent('Entrega R$ 5,00 · Mínimo R$ 30,00');
    expect(cantinaCard).toHaveTextContent('Frete grátis acima de R$ 60,00');
    expect(cantinaCard).toHaveTextContent('Mínimo R$ 30,00');
    expect(cantinaCard).not.toHaveClass('restaurant-card--unserved');
    // Only Moema's: not listed for Pinheiros.
    expect(screen.queryByText('Burgueria do Zé')).not.toBeInTheDocument();

    // A category chip lists the city's, and says which do not deliver here.
    await userEvent.click(screen.getByRole('button', { name: 'Lanches' }));
    const burgueriaCard = await card('Burgueria do Zé');
    expect(burgueriaCard).toHaveTextContent('Não entrega em Pinheiros');
    expect(burgueriaCard).toHaveClass('restaurant-card--unserved');
    // Served first: the greyed card goes to the end of the list.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Cantina'), expect.stringContaining('Burgueria')]);
    await userEvent.click(screen.getByRole('button', { name: 'Lanches' }));

    // Another city, where nobody delivers yet: said so, with a way to change the place.
    await userEvent.click(screen.getByRole('button', { name: 'Entregar em Pinheiros' }));
    const again = await screen.findByRole('dialog', { name: 'Onde você quer receber?' });
    await vi.waitFor(() => expect(within(again).getByLabelText('Cidade')).toHaveValue('São Paulo'));
    await userEvent.selectOptions(within(again).getByLabelText('Cidade'), 'Campinas');
    await userEvent.type(within(again).getByRole('combobox', { name: 'Bairro' }), 'cambui');
    await userEvent.click(within(again).getByRole('button', { name: 'Ver restaurantes que entregam aqui' }));
    expect(await screen.findByText('Nenhum restaurante entrega em Cambuí ainda.')).toBeInTheDocument();
    expect(screen.queryByText('Cantina da Nonna')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trocar o bairro' }));
    expect(await screen.findByRole('dialog', { name: 'Onde você quer receber?' })).toBeInTheDocument();
  });

  it('says when the restaurants cannot be read, and reads them again on retry', async () => {
    home.fail = true;
    renderHome();
    expect(await screen.findByText('Erro ao carregar os restaurantes. Tente novamente.')).toBeInTheDocument();
    home.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await card('Cantina da Nonna')).toBeInTheDocument();
  });

  it('lets a signed-in customer deliver to one of their addresses, which the checkout then uses too', async () => {
    const moema: Address = { rua: 'Av. Ibirapuera', numero: '100', bairro: 'Moema', cidade: 'São Paulo', cep: '04029-000' };
    localStorage.setItem('sabor:addresses', JSON.stringify({ list: [moema], selected: null }));
    localStorage.setItem('sabor:delivery-place', JSON.stringify({ bairro: 'Pinheiros', cidade: 'São Paulo' }));
    renderHome(ana);

    await userEvent.click(await screen.findByRole('button', { name: 'Entregar em Pinheiros' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Av\. Ibirapuera, 100/ }));

    expect(screen.getByRole('button', { name: 'Entregar em Moema' })).toBeInTheDocument();
    expect(await card('Burgueria do Zé')).toHaveTextContent('Entrega R$ 4,00');
    expect(JSON.parse(localStorage.getItem('sabor:addresses') ?? 'null')).toMatchObject({ selected: 0 });
    await vi.waitFor(() => expect(saveAccountAddresses).toHaveBeenCalledWith('ana', { list: [moema], selected: 0 }));
  });

  it("shows the menu's fee for the chosen bairro, and refuses 'Adicionar' where the restaurant does not deliver", async () => {
    localStorage.setItem('sabor:delivery-place', JSON.stringify({ bairro: 'Pinheiros', cidade: 'São Paulo' }));
    renderMenu('burgueria');
    expect(await screen.findByText(/Este restaurante não entrega em Pinheiros/)).toBeInTheDocument();
    expect(screen.getByText('Entrega em Pinheiros').nextElementSibling).toHaveTextContent('Não entrega');

    await userEvent.click(await screen.findByRole('button', { name: /^X-Burger/ }));
    const sheet = screen.getByRole('dialog', { name: 'X-Burger' });
    expect(within(sheet).getByText(/Este restaurante não entrega em Pinheiros/)).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /^Adicionar/ })).toBeDisabled();
    expect(localStorage.getItem('sabor:bag')).toBeNull();
  });

  it("shows the menu's fee and minimum for a served bairro", async () => {
    localStorage.setItem('sabor:delivery-place', JSON.stringify({ bairro: 'Pinheiros', cidade: 'São Paulo' }));
    renderMenu('cantina');
    expect((await screen.findByText('Entrega em Pinheiros')).nextElementSibling).toHaveTextContent('R$ 5,00 · grátis acima de R$ 60,00');
    expect(screen.getByText('Pedido mínimo').nextElementSibling).toHaveTextContent('R$ 30,00');
    expect(screen.queryByText(/não entrega/)).not.toBeInTheDocument();
  });
});
