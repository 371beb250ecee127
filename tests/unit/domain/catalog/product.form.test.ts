import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/catalog/catalog';
import { emptyProductForm, productToForm, removeSize, switchProductType, validateCategoryRename, validateNewCategory, validateProductForm, type ProductForm } from '@/domain/catalog/product.form';

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
