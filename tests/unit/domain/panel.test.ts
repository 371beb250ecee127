import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/catalog/catalog';
import { emptyProductForm, productToForm, removeSize, switchProductType, validateCategoryRename, validateNewCategory, validateProductForm, type ProductForm } from '@/domain/catalog/product.form';
import { newOrderIds, nextStatus, panelActions, sortForPanel, statusRank } from '@/domain/orders/order-lifecycle';
import { fullWeek, removePeriod, restaurantToForm, validateRestaurantData, type RestaurantDataForm } from '@/domain/restaurants/restaurant.form';
import type { Restaurant } from '@/domain/restaurants/restaurant';

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
    expect(panelActions({ status: 'em_preparacao', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: 'aguardando_entregador', print: true, checkPickupCode: false });
  });
  it('advances em_preparacao -> aguardando_entregador -> a_caminho -> entregue, and stops there', () => {
    expect(nextStatus('em_preparacao')).toBe('aguardando_entregador');
    expect(nextStatus('aguardando_entregador')).toBe('a_caminho');
    expect(nextStatus('a_caminho')).toBe('entregue');
    expect(nextStatus('entregue')).toBeNull();
    expect(nextStatus('rejeitado')).toBeNull();
    expect(panelActions({ status: 'entregue', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: null, print: true, checkPickupCode: false });
    expect(panelActions({ status: 'rejeitado', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: null, print: false, checkPickupCode: false });
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
      product: { nome: 'Lasanha', descricao: '', categoriaId: 'cat', disponivel: true, imageUrl: null, complementos: [], type: 'regular', preco: 39.9 },
    });
  });
  it('requires a name, a category and a positive price', () => {
    expect(validateProductForm({ ...base, nome: ' ' })).toMatchObject({ ok: false });
    expect(validateProductForm({ ...base, categoriaId: '' })).toEqual({ ok: false, error: 'Por favor, selecione uma categoria para o produto.' });
    for (const preco of ['0', '', ' ', '-3', '0,00']) {
      expect(validateProductForm({ ...base, preco })).toEqual({ ok: false, error: 'Para produtos normais, o preço deve ser maior que zero.' });
    }
  });
  it('reads the price as typed in Brazil or plainly, never a hundred times more', () => {
    const preco = (text: string) => {
      const result = validateProductForm({ ...base, preco: text });
      return result.ok && result.product.type === 'regular' ? result.product.preco : result;
    };
    expect(preco('19,90')).toBe(19.9);
    expect(preco('19.90')).toBe(19.9);
    expect(preco('19')).toBe(19);
    expect(preco('R$ 19,90')).toBe(19.9);
    expect(preco(' 19,9 ')).toBe(19.9);
    expect(preco('1.234,56')).toBe(1234.56);
    expect(preco('1234,56')).toBe(1234.56);
    expect(preco('0,01')).toBe(0.01);
    expect(preco('10.000,00')).toBe(10000);
  });
  it('refuses a price it cannot read or outside what the rules accept, naming the field', () => {
    expect(validateProductForm({ ...base, preco: 'abc' })).toEqual({ ok: false, error: 'Preço (R$): valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(validateProductForm({ ...base, preco: '1,2,3' })).toEqual({ ok: false, error: 'Preço (R$): valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(validateProductForm({ ...base, preco: '19,999' })).toEqual({ ok: false, error: 'Preço (R$): use no máximo duas casas decimais, por exemplo 19,90.' });
    expect(validateProductForm({ ...base, preco: '10.000,01' })).toEqual({ ok: false, error: 'Preço (R$): informe um valor entre R$\u00a00,01 e R$\u00a010.000,00.' });
  });
  it('keeps only named pizza sizes and flavours, reading each price as typed', () => {
    const pizza: ProductForm = {
      ...switchProductType(base, 'pizza'),
      sizes: [
        { name: 'Broto', basePrice: '30' },
        { name: '', basePrice: '40' },
        { name: 'Média', basePrice: '45,5' },
        { name: 'Grande', basePrice: 'R$ 1.049,90' },
      ],
      flavors: [
        { name: 'Calabresa', additionalPrice: '' },
        { name: ' ', additionalPrice: '3' },
        { name: 'Quatro Queijos', additionalPrice: '6,50' },
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
        complementos: [],
        meiaMeia: 'maior',
        type: 'pizza',
        sizes: [
          { name: 'Broto', basePrice: 30 },
          { name: 'Média', basePrice: 45.5 },
          { name: 'Grande', basePrice: 1049.9 },
        ],
        flavors: [
          { name: 'Calabresa', additionalPrice: 0 },
          { name: 'Quatro Queijos', additionalPrice: 6.5 },
        ],
      },
    });
  });
  it('refuses a size or flavour price it cannot read or outside its range, naming it, instead of dropping or zeroing it', () => {
    const pizza: ProductForm = { ...switchProductType(base, 'pizza'), sizes: [{ name: 'Broto', basePrice: '30' }] };
    const withSize = (basePrice: string) => validateProductForm({ ...pizza, sizes: [...pizza.sizes, { name: 'Grande', basePrice }] });
    expect(withSize('abc')).toEqual({ ok: false, error: 'Preço base de "Grande": valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(withSize('0')).toEqual({ ok: false, error: 'Preço base de "Grande": informe um valor entre R$\u00a00,01 e R$\u00a010.000,00.' });
    expect(withSize('')).toEqual({ ok: false, error: 'Preço base de "Grande": informe um valor.' });
    expect(withSize('10000,01')).toMatchObject({ ok: false, error: expect.stringMatching(/^Preço base de "Grande": informe um valor entre/) });
    // Unreadable text is named even when no size is priced yet.
    expect(validateProductForm({ ...pizza, sizes: [{ name: 'Grande', basePrice: '19,999' }] })).toEqual({
      ok: false,
      error: 'Preço base de "Grande": use no máximo duas casas decimais, por exemplo 19,90.',
    });
    const withFlavor = (additionalPrice: string) => validateProductForm({ ...pizza, flavors: [{ name: 'Calabresa', additionalPrice }] });
    expect(withFlavor('x')).toEqual({ ok: false, error: 'Acréscimo de "Calabresa": valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(withFlavor('-2')).toEqual({ ok: false, error: 'Acréscimo de "Calabresa": o valor não pode ser negativo.' });
    expect(withFlavor('1.000,01')).toEqual({ ok: false, error: 'Acréscimo de "Calabresa": informe um valor entre R$\u00a00,00 e R$\u00a01.000,00.' });
    expect(withFlavor('0')).toMatchObject({ ok: true, product: { flavors: [{ name: 'Calabresa', additionalPrice: 0 }] } });
    expect(withFlavor('1.000')).toMatchObject({ ok: true, product: { flavors: [{ name: 'Calabresa', additionalPrice: 1000 }] } });
  });
  it('loads stored prices as a person types them', () => {
    const regular = { id: 'p', nome: 'Lasanha', descricao: '', categoriaId: 'cat', disponivel: true, type: 'regular', preco: 19.9, complementos: [] } as unknown as Product;
    expect(productToForm(regular, 'cat').preco).toBe('19,90');
    const pizza = { ...regular, type: 'pizza', sizes: [{ name: 'G', basePrice: 1049.9 }], flavors: [{ name: 'C', additionalPrice: 5 }] } as unknown as Product;
    const form = productToForm(pizza, 'cat');
    expect(form.sizes).toEqual([{ name: 'G', basePrice: '1049,90' }]);
    expect(form.flavors).toEqual([{ name: 'C', additionalPrice: '5,00' }]);
    expect(validateProductForm(form)).toMatchObject({ ok: true, product: { sizes: [{ name: 'G', basePrice: 1049.9 }], flavors: [{ name: 'C', additionalPrice: 5 }] } });
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
  it('reads the fee and the minimum as typed, a blank one as 0', () => {
    expect(validateRestaurantData(form)).toMatchObject({ ok: true, data: { taxaEntrega: 6.9, pedidoMinimo: 30, logo: null } });
    expect(validateRestaurantData({ ...form, taxaEntrega: 'R$ 7.50', pedidoMinimo: '1.234,56' })).toMatchObject({ ok: true, data: { taxaEntrega: 7.5, pedidoMinimo: 1234.56 } });
    expect(validateRestaurantData({ ...form, taxaEntrega: '', pedidoMinimo: ' ' })).toMatchObject({ ok: true, data: { taxaEntrega: 0, pedidoMinimo: 0 } });
    expect(validateRestaurantData({ ...form, taxaEntrega: '200', pedidoMinimo: '5.000,00' })).toMatchObject({ ok: true, data: { taxaEntrega: 200, pedidoMinimo: 5000 } });
  });
  it('refuses unreadable, negative or out-of-range money, naming the field', () => {
    expect(validateRestaurantData({ ...form, taxaEntrega: '-1' })).toEqual({ ok: false, error: 'Taxa de entrega (R$): o valor não pode ser negativo.' });
    expect(validateRestaurantData({ ...form, pedidoMinimo: 'abc' })).toEqual({ ok: false, error: 'Pedido mínimo (R$): valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(validateRestaurantData({ ...form, taxaEntrega: '6,999' })).toEqual({ ok: false, error: 'Taxa de entrega (R$): use no máximo duas casas decimais, por exemplo 19,90.' });
    // The old number field's slip: '6,90' kept as 690.
    expect(validateRestaurantData({ ...form, taxaEntrega: '690' })).toEqual({ ok: false, error: 'Taxa de entrega (R$): informe um valor entre R$\u00a00,00 e R$\u00a0200,00.' });
    expect(validateRestaurantData({ ...form, pedidoMinimo: '5000,01' })).toEqual({ ok: false, error: 'Pedido mínimo (R$): informe um valor entre R$\u00a00,00 e R$\u00a05.000,00.' });
  });
  it('loads the stored fee and minimum as a person types them', () => {
    const restaurant = { id: 'r', nome: 'Cantina', taxaEntrega: 6.9, pedidoMinimo: 1234.5, horarioFuncionamento: [], tempoPreparoPadrao: 25, limiteAceiteMin: 8, exigePainelAberto: true } as unknown as Restaurant;
    expect(restaurantToForm(restaurant)).toMatchObject({ taxaEntrega: '6,90', pedidoMinimo: '1234,50' });
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
