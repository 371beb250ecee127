import { describe, expect, it } from 'vitest';
import { emptyProductForm, removeSize, switchProductType, validateCategoryRename, validateNewCategory, validateProductForm, type ProductForm } from '@/domain/menu-editor';
import { newOrderIds, nextStatus, panelActions, sortForPanel, statusRank } from '@/domain/panel';
import { fullWeek, removePeriod, validateRestaurantData, type RestaurantDataForm } from '@/domain/restaurant-data';

const at = (iso: string) => new Date(iso);

describe('status ranking', () => {
  it('ranks as SPEC.md section 4, unknown last', () => {
    expect(['novo_pedido', 'pendente', 'pending', 'em_preparacao', 'preparing', 'aguardando_entregador', 'a_caminho', 'em_entrega', 'delivering', 'entregue', 'delivered', 'rejeitado', 'rejected', 'x'].map(statusRank)).toEqual([
      0, 1, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 7, 99,
    ]);
  });
  it('sorts by rank, ties newest first', () => {
    const orders = [
      { id: 'a', status: 'entregue', createdAt: at('2026-11-20T10:00:00Z') },
      { id: 'b', status: 'novo_pedido', createdAt: at('2026-11-20T09:00:00Z') },
      { id: 'c', status: 'novo_pedido', createdAt: at('2026-11-20T11:00:00Z') },
      { id: 'd', status: 'em_preparacao', createdAt: at('2026-11-20T12:00:00Z') },
      { id: 'e', status: 'misterioso', createdAt: at('2026-11-20T13:00:00Z') },
    ];
    expect(sortForPanel(orders).map((order) => order.id)).toEqual(['c', 'b', 'd', 'a', 'e']);
  });
});

describe('restaurant transitions', () => {
  it('accepts or rejects new orders only', () => {
    for (const status of ['novo_pedido', 'pendente', 'pending']) expect(panelActions({ status, deliverymanId: null })).toMatchObject({ accept: true, reject: true, advanceTo: null, print: false });
    expect(panelActions({ status: 'em_preparacao', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: 'aguardando_entregador', print: true });
  });
  it('advances em_preparacao -> aguardando_entregador -> a_caminho -> entregue, and stops there', () => {
    expect(nextStatus('em_preparacao')).toBe('aguardando_entregador');
    expect(nextStatus('aguardando_entregador')).toBe('a_caminho');
    expect(nextStatus('a_caminho')).toBe('entregue');
    expect(nextStatus('entregue')).toBeNull();
    expect(nextStatus('rejeitado')).toBeNull();
    expect(panelActions({ status: 'entregue', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: null, print: true });
    expect(panelActions({ status: 'rejeitado', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: null, print: false });
  });
  it('does not take out an order a rider already claimed', () => {
    expect(panelActions({ status: 'aguardando_entregador', deliverymanId: 'moto' }).advanceTo).toBeNull();
    expect(panelActions({ status: 'a_caminho', deliverymanId: 'moto' }).advanceTo).toBe('entregue');
  });
});

describe('new-order alert set', () => {
  it('holds exactly the orders still waiting for the restaurant', () => {
    const orders = [
      { id: 'a', status: 'novo_pedido' },
      { id: 'b', status: 'pendente' },
      { id: 'c', status: 'pending' },
      { id: 'd', status: 'em_preparacao' },
      { id: 'e', status: 'rejeitado' },
      { id: 'f', status: 'entregue' },
    ];
    expect([...newOrderIds(orders)]).toEqual(['a', 'b', 'c']);
    // Accepting one (anywhere) drops it from the set.
    expect([...newOrderIds(orders.map((order) => (order.id === 'a' ? { ...order, status: 'em_preparacao' } : order)))]).toEqual(['b', 'c']);
    expect(newOrderIds([]).size).toBe(0);
  });
});

describe('categories', () => {
  const existing = [
    { id: '1', nome: 'Pizzas', createdAt: null },
    { id: '2', nome: 'Bebidas', createdAt: null },
  ];
  it('validates new names', () => {
    expect(validateNewCategory('  ', existing)).toBe('O nome da categoria não pode ser vazio.');
    expect(validateNewCategory(' pizzas ', existing)).toBe('Esta categoria já existe.');
    expect(validateNewCategory('Doces', existing)).toBeNull();
  });
  it('validates renames', () => {
    expect(validateCategoryRename('1', '', existing)).toBe('O nome da categoria não pode ser vazio.');
    expect(validateCategoryRename('1', 'BEBIDAS', existing)).toBe('Já existe outra categoria com este nome.');
    expect(validateCategoryRename('1', 'PIZZAS', existing)).toBeNull();
  });
});

describe('product form', () => {
  const base: ProductForm = { ...emptyProductForm('cat'), nome: 'Lasanha', preco: '39,90' };
  it('saves a regular product with its price', () => {
    expect(validateProductForm(base)).toEqual({
      ok: true,
      product: { nome: 'Lasanha', descricao: '', categoriaId: 'cat', disponivel: true, imageUrl: null, type: 'regular', preco: 39.9 },
    });
  });
  it('requires a name, a category and a positive price', () => {
    expect(validateProductForm({ ...base, nome: ' ' })).toMatchObject({ ok: false });
    expect(validateProductForm({ ...base, categoriaId: '' })).toEqual({ ok: false, error: 'Por favor, selecione uma categoria para o produto.' });
    for (const preco of ['0', '', 'abc', '-3']) {
      expect(validateProductForm({ ...base, preco })).toEqual({ ok: false, error: 'Para produtos normais, o preço deve ser maior que zero.' });
    }
  });
  it('keeps only complete pizza sizes, drops nameless flavours and zeroes unreadable surcharges', () => {
    const pizza: ProductForm = {
      ...switchProductType(base, 'pizza'),
      sizes: [
        { name: 'Broto', basePrice: '30' },
        { name: '', basePrice: '40' },
        { name: 'Grande', basePrice: '0' },
        { name: 'Média', basePrice: '45,5' },
      ],
      flavors: [
        { name: 'Calabresa', additionalPrice: 'x' },
        { name: ' ', additionalPrice: '3' },
        { name: 'Quatro Queijos', additionalPrice: '6' },
      ],
    };
    expect(validateProductForm(pizza)).toEqual({
      ok: true,
      product: {
        nome: 'Lasanha',
        descricao: '',
        categoriaId: 'cat',
        disponivel: true,
        imageUrl: null,
        type: 'pizza',
        sizes: [
          { name: 'Broto', basePrice: 30 },
          { name: 'Média', basePrice: 45.5 },
        ],
        flavors: [
          { name: 'Calabresa', additionalPrice: 0 },
          { name: 'Quatro Queijos', additionalPrice: 6 },
        ],
      },
    });
  });
  it('refuses a pizza without a priced size', () => {
    expect(validateProductForm({ ...switchProductType(base, 'pizza'), sizes: [{ name: 'G', basePrice: '0' }] })).toEqual({
      ok: false,
      error: 'Para pizzas, pelo menos um tamanho com preço base maior que zero é obrigatório.',
    });
  });
  it('resets sizes and flavours when switching to regular, and the price when switching to pizza', () => {
    const pizza = { ...switchProductType(base, 'pizza'), sizes: [{ name: 'G', basePrice: '50' }], flavors: [{ name: 'X', additionalPrice: '1' }] };
    expect(pizza.preco).toBe('');
    const regular = switchProductType(pizza, 'regular');
    expect(regular.sizes).toEqual([{ name: '', basePrice: '' }]);
    expect(regular.flavors).toEqual([]);
  });
  it('never removes the last size', () => {
    const one = switchProductType(base, 'pizza');
    expect(removeSize(one, 0)).toBe(one);
    expect(removeSize({ ...one, sizes: [...one.sizes, { name: 'G', basePrice: '1' }] }, 0).sizes).toEqual([{ name: 'G', basePrice: '1' }]);
  });
});

describe('restaurant data', () => {
  const form: RestaurantDataForm = {
    nome: 'Cantina',
    endereco: 'Rua A, 1',
    telefone: '(11) 3333-4444',
    logo: '',
    taxaEntrega: '6,90',
    pedidoMinimo: '30',
    tempoPreparoPadrao: '25',
    limiteAceiteMin: '8',
    exigePainelAberto: true,
    horarioFuncionamento: fullWeek([]),
  };
  it('requires name, address and phone', () => {
    expect(validateRestaurantData({ ...form, telefone: ' ' })).toEqual({ ok: false, error: 'Nome, Endereço e Telefone são campos obrigatórios.' });
  });
  it('requires every time of an open day', () => {
    const week = fullWeek([]).map((day) => (day.dayIndex === 1 ? { ...day, isOpen: true, periods: [{ open: '11:00', close: '' }] } : day));
    expect(validateRestaurantData({ ...form, horarioFuncionamento: week })).toEqual({
      ok: false,
      error: 'Por favor, preencha todos os horários de abertura e fechamento para os dias marcados como "Aberto".',
    });
  });
  it('refuses negative or non-numeric money and saves clean numbers', () => {
    expect(validateRestaurantData({ ...form, taxaEntrega: '-1' })).toMatchObject({ ok: false });
    expect(validateRestaurantData({ ...form, pedidoMinimo: 'abc' })).toMatchObject({ ok: false });
    expect(validateRestaurantData(form)).toMatchObject({ ok: true, data: { taxaEntrega: 6.9, pedidoMinimo: 30, logo: null } });
  });
  it('keeps the kitchen settings whole minutes within their limits', () => {
    expect(validateRestaurantData({ ...form, tempoPreparoPadrao: '2' })).toEqual({ ok: false, error: 'O tempo de preparo padrão deve ser de 5 a 180 minutos.' });
    expect(validateRestaurantData({ ...form, limiteAceiteMin: '7,5' })).toEqual({ ok: false, error: 'O prazo para aceitar pedidos deve ser de 3 a 30 minutos.' });
    expect(validateRestaurantData({ ...form, tempoPreparoPadrao: '40', limiteAceiteMin: '5' })).toMatchObject({ ok: true, data: { tempoPreparoPadrao: 40, limiteAceiteMin: 5 } });
  });
  it('leaves one empty period when the last is removed', () => {
    const [sunday] = fullWeek([]);
    expect(removePeriod({ ...sunday!, periods: [{ open: '10:00', close: '12:00' }] }, 0).periods).toEqual([{ open: '', close: '' }]);
  });
  it('fills a full week, Sunday first', () => {
    expect(fullWeek([]).map((day) => day.day)).toEqual(['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']);
  });
});
