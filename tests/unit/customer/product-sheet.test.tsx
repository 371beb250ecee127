import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { BagPage } from '@/areas/customer/bag/BagPage';
import { MenuPage } from '@/areas/customer/menu/MenuPage';
import { addToBag, EMPTY_BAG, parseStoredBag, type Bag, type NewBagLine } from '@/domain/checkout/bag';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { productFromData } from '@/domain/catalog/menu.record';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import type { Product } from '@/domain/catalog/catalog';
import { optionGroup } from '../../fixtures/option-groups';
import { openEveryDay } from '../../fixtures/restaurant';

// The services are the network: the emulator suites test them. Here the catalogue is fixed.
const TOMORROW = new Date(Date.now() + 24 * 60 * 60_000);
const allWeek = openEveryDay();
const restaurant = restaurantFromData('burgueria', { nome: 'Burgueria do Zé', horarioFuncionamento: allWeek, exigePainelAberto: false, taxaEntrega: 5 });

const groups: OptionGroup[] = [
  optionGroup('ponto', 'Ponto da carne', [1, 1], [
    ['mal', 'Mal passado', 0],
    ['bem', 'Bem passado', 0],
  ]),
  optionGroup('adicionais', 'Adicionais', [0, 5], [
    ['bacon', 'Bacon', 4, 2],
    ['cheddar', 'Cheddar', 3],
    ['cebola', 'Cebola caramelizada', 2.5, 1, TOMORROW],
  ]),
  optionGroup('frutas', 'Acompanhamentos', [0, 6, 3], [
    ['banana', 'Banana', 2, 3],
    ['granola', 'Granola', 3, 3],
    ['leite', 'Leite em pó', 4],
  ]),
  optionGroup('borda', 'Borda', [0, 1], [['catupiry', 'Catupiry', 8]]),
];

const products: Product[] = [
  productFromData('xburger', 'burgueria', { nome: 'X-Burger', categoriaId: 'lanches', type: 'regular', preco: 30, complementos: ['ponto', 'adicionais'] }),
  productFromData('acai', 'burgueria', { nome: 'Açaí 500 ml', categoriaId: 'lanches', type: 'regular', preco: 20, complementos: ['frutas'] }),
  productFromData('calabresa', 'burgueria', {
    nome: 'Pizza Calabresa',
    categoriaId: 'lanches',
    type: 'pizza',
    sizes: [{ name: 'Grande', basePrice: 50 }],
    flavors: [{ name: 'Mussarela', additionalPrice: 6 }],
    meiaMeia: 'media',
    complementos: ['borda'],
  }),
];

const live = (value: unknown) => (_id: string, onNext: (value: unknown) => void) => {
  onNext(value);
  return () => undefined;
};
// The bag's sheet reads the catalogue live; the menu reads it with Firestore Lite.
vi.mock('@/services/catalog', () => ({
  subscribeToCategories: (id: string, onNext: (value: unknown) => void) => live([{ id: 'lanches', nome: 'Lanches', createdAt: null }])(id, onNext),
  subscribeToProducts: (id: string, onNext: (value: unknown) => void) => live(products)(id, onNext),
  subscribeToOptionGroups: (id: string, onNext: (value: unknown) => void) => live(groups)(id, onNext),
}));
vi.mock('@/services/restaurants', () => ({ subscribeToRestaurant: (id: string, onNext: (value: unknown) => void) => live(restaurant)(id, onNext) }));
vi.mock('@/services/menu', () => ({
  getMenuRestaurant: () => Promise.resolve(restaurant),
  getMenuCategories: () => Promise.resolve([{ id: 'lanches', nome: 'Lanches', createdAt: null }]),
  getMenuProducts: () => Promise.resolve(products),
  getMenuOptionGroups: () => Promise.resolve(groups),
  getRatingSummary: () => Promise.resolve({ count: 0, average: null }),
}));
vi.mock('@/services/orders', () => ({ getReviewableOrder: () => Promise.resolve(null) }));

const session: Session = {
  status: 'ready',
  user: { uid: 'ana', email: 'ana@sabor.dev', displayName: 'Ana', photoURL: null, emailVerified: true },
  profile: null,
  type: 'cliente',
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/cardapio/:id', element: <MenuPage /> },
      { path: '/sacola', element: <BagPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

/** A button's name with a price: currency formatting puts a no-break space after 'R$'. */
const money = (text: string) => new RegExp(`^${text.replace(/[$.*+?^()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

const storedBag = (): Bag => parseStoredBag(JSON.parse(localStorage.getItem('sabor:bag') ?? 'null'));

async function openSheet(name: RegExp, dialogName: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: dialogName });
}

beforeEach(() => {
  localStorage.clear();
});

describe('the product sheet', () => {
  it('asks for a required choice where it is missing, prices every choice, and adds them to the bag', async () => {
    renderAt('/cardapio/burgueria');
    const sheet = await openSheet(/^X-Burger/, 'X-Burger');

    const point = within(sheet).getByRole('group', { name: /^Ponto da carne/ });
    expect(point).toHaveTextContent('Obrigatório');
    expect(point).toHaveTextContent('Escolha 1');
    expect(within(point).getAllByRole('radio')).toHaveLength(2);
    const extras = within(sheet).getByRole('group', { name: /^Adicionais/ });
    expect(extras).toHaveTextContent('Opcional');
    expect(extras).toHaveTextContent('Escolha até 5');
    expect(within(extras).getByRole('checkbox', { name: /Cebola caramelizada/ })).toBeDisabled();
    expect(within(extras).getByText('Esgotado hoje')).toBeInTheDocument();

    // A tap without the point says why, takes the customer there, and adds nothing.
    const add = within(sheet).getByRole('button', { name: money('Adicionar · R$ 30,00') });
    await userEvent.click(add);
    expect(within(sheet).getByRole('alert')).toHaveTextContent('X-Burger: escolha uma opção em Ponto da carne.');
    expect(point).toHaveFocus();
    expect(point).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('sabor:bag')).toBeNull();

    await userEvent.click(within(point).getByRole('radio', { name: 'Mal passado' }));
    expect(point).not.toHaveAttribute('aria-invalid');
    const more = within(extras).getByRole('button', { name: 'Mais Bacon' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled(); // Bacon goes at most twice.
    expect(within(within(extras).getByRole('group', { name: 'Quantidade de Bacon' })).getByText('2')).toBeInTheDocument();
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Cheddar/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Aumentar quantidade' }));
    await userEvent.click(within(sheet).getByRole('button', { name: money('Adicionar · R$ 82,00') }));

    expect(await screen.findByText('X-Burger foi adicionado à sacola.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [line] = storedBag().lines;
    expect(line).toMatchObject({ productId: 'xburger', unitPrice: 4100, quantidade: 2 });
    expect(line?.complementos).toEqual([
      { grupoId: 'ponto', grupo: 'Ponto da carne', opcaoId: 'mal', nome: 'Mal passado', quantidade: 1 },
      { grupoId: 'adicionais', grupo: 'Adicionais', opcaoId: 'bacon', nome: 'Bacon', quantidade: 2 },
      { grupoId: 'adicionais', grupo: 'Adicionais', opcaoId: 'cheddar', nome: 'Cheddar', quantidade: 1 },
    ]);
  });

  it("charges only what goes beyond a group's free units, and keeps the pizza's size, flavour and rule before its groups", async () => {
    renderAt('/cardapio/burgueria');
    const acai = await openSheet(/^Açaí 500 ml/, 'Açaí 500 ml');
    const sides = within(acai).getByRole('group', { name: /^Acompanhamentos/ });
    expect(sides).toHaveTextContent('3 grátis');
    expect(sides).toHaveTextContent('Os 3 primeiros saem grátis; depois, cada um pelo seu preço (os de menor preço contam como grátis).');
    for (let tap = 0; tap < 3; tap += 1) await userEvent.click(within(sides).getByRole('button', { name: 'Mais Banana' }));
    expect(within(acai).getByRole('button', { name: /^Adicionar/ })).toHaveTextContent('Adicionar · R$ 20,00');
    await userEvent.click(within(sides).getByRole('button', { name: 'Mais Granola' }));
    await userEvent.click(within(sides).getByRole('checkbox', { name: /Leite em pó/ }));
    // Three bananas free; granola and leite em pó at their prices: 20 + 3 + 4.
    expect(within(acai).getByRole('button', { name: /^Adicionar/ })).toHaveTextContent('Adicionar · R$ 27,00');
    await userEvent.click(within(acai).getByRole('button', { name: 'Fechar' }));

    const pizza = await openSheet(/^Pizza Calabresa/, 'Pizza Calabresa');
    const fieldsets = within(pizza).getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(fieldsets.map((group) => group.querySelector('legend')?.textContent)).toEqual(['Tamanho obrigatório', 'Segundo sabor (opcional)', 'Borda Opcional Escolha 1']);
    expect(within(pizza).getByText('Meio a meio: você paga a média dos dois sabores.')).toBeInTheDocument();
    await userEvent.click(within(pizza).getByRole('button', { name: /^Adicionar/ }));
    expect(within(pizza).getByRole('alert')).toHaveTextContent('Por favor, selecione um tamanho para a pizza.');
    expect(fieldsets[0]).toHaveFocus();
    await userEvent.click(within(pizza).getByRole('radio', { name: /Grande/ }));
    await userEvent.click(within(pizza).getByRole('checkbox', { name: 'Quero meio a meio com outro sabor' }));
    await userEvent.click(within(pizza).getByRole('radio', { name: /Mussarela/ }));
    await userEvent.click(within(pizza).getByRole('radio', { name: /Catupiry/ }));
    // 50 + half of the 6 surcharge + 8 of the crust.
    expect(within(pizza).getByRole('button', { name: /^Adicionar/ })).toHaveTextContent('Adicionar · R$ 61,00');
    await userEvent.click(within(pizza).getByRole('radio', { name: 'Nenhuma opção' }));
    expect(within(pizza).getByRole('button', { name: /^Adicionar/ })).toHaveTextContent('Adicionar · R$ 53,00');
  });
});

describe('editing a bag line', () => {
  function seedBag(...items: NewBagLine[]) {
    let bag = EMPTY_BAG;
    for (const item of items) {
      const result = addToBag(bag, { id: 'burgueria', nome: 'Burgueria do Zé' }, item);
      if (result.kind !== 'added') throw new Error('not added');
      bag = result.bag;
    }
    localStorage.setItem('sabor:bag', JSON.stringify(bag));
  }
  const burger: NewBagLine = {
    productId: 'xburger',
    nome: 'X-Burger',
    imageUrl: null,
    type: 'regular',
    unitPrice: 3400,
    quantidade: 1,
    selectedSize: null,
    selectedFlavor: null,
    complementos: [
      { grupoId: 'ponto', grupo: 'Ponto da carne', opcaoId: 'mal', nome: 'Mal passado', quantidade: 1 },
      { grupoId: 'adicionais', grupo: 'Adicionais', opcaoId: 'bacon', nome: 'Bacon', quantidade: 1 },
    ],
    observacoes: 'sem picles',
  };

  it('opens the sheet with the line as chosen and saves the changes over it; a dish gone from the menu says so', async () => {
    seedBag(burger, { ...burger, productId: 'antigo', nome: 'X-Salada' });
    renderAt('/sacola');
    expect(await screen.findAllByText('Ponto da carne: Mal passado · Adicionais: Bacon')).toHaveLength(2);

    await userEvent.click(await screen.findByRole('button', { name: 'Editar X-Salada' }));
    expect(screen.getByText('Este item não está mais no cardápio do restaurante. Remova-o da sacola.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar X-Burger' }));
    const sheet = screen.getByRole('dialog', { name: 'X-Burger' });
    expect(within(sheet).getByRole('radio', { name: 'Mal passado' })).toBeChecked();
    expect(within(within(sheet).getByRole('group', { name: 'Quantidade de Bacon' })).getByText('1')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Alguma observação?')).toHaveValue('sem picles');
    expect(within(sheet).getByRole('button', { name: money('Salvar alterações · R$ 34,00') })).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('radio', { name: 'Bem passado' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Cheddar/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: money('Salvar alterações · R$ 37,00') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ponto da carne: Bem passado · Adicionais: Bacon, Cheddar')).toBeInTheDocument();
    const lines = storedBag().lines;
    expect(lines.map((line) => line.nome)).toEqual(['X-Burger', 'X-Salada']);
    expect(lines[0]).toMatchObject({ unitPrice: 3700, quantidade: 1, observacoes: 'sem picles' });
    expect(lines[0]?.complementos.map((choice) => choice.opcaoId)).toEqual(['bem', 'bacon', 'cheddar']);
  });
});
