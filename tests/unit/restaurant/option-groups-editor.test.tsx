import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuTab } from '@/areas/restaurant/panel/menu/MenuTab';
import type { Category, PizzaProduct, RegularProduct } from '@/domain/catalog/catalog';
import { optionGroup } from '../../fixtures/option-groups';
import { roleCan, type TeamRole } from '@/domain/accounts/team';
import type { LiveResult } from '@/ui/use-subscription';

// The emulator suites test the real services and rules; here the listeners answer the fixtures
// below and the writes are spies.
type Listener<T> = (value: T) => void;
const data = vi.hoisted(() => ({ products: [] as unknown[], groups: [] as unknown[], groupsFail: false }));
const writes = vi.hoisted(() => ({
  saveOptionGroup: vi.fn(),
  deleteOptionGroup: vi.fn(),
  setOptionSoldOutToday: vi.fn(),
  saveProduct: vi.fn(),
  newOptionGroupId: vi.fn(() => 'borda'),
}));
vi.mock('@/services/catalog', () => ({
  subscribeToProducts: (_rid: string, onNext: Listener<unknown[]>) => (onNext(data.products), () => undefined),
  subscribeToOptionGroups: (_rid: string, onNext: Listener<unknown[]>, onError: Listener<Error>) => (data.groupsFail ? onError(new Error('offline')) : onNext(data.groups), () => undefined),
  setSoldOutToday: vi.fn(),
  deleteProduct: vi.fn(),
  ...writes,
}));

const categories: LiveResult<Category[]> = {
  status: 'success',
  data: [
    { id: 'lanches', nome: 'Lanches', createdAt: null },
    { id: 'pizzas', nome: 'Pizzas', createdAt: null },
  ],
  error: undefined,
};
const base = { restaurantId: 'cantina', descricao: '', categoriaLegada: null, disponivel: true, imageUrl: null, ultimaAtualizacao: null, esgotadoAte: null };
const burger: RegularProduct = { ...base, id: 'burger', nome: 'X-Burger', categoriaId: 'lanches', type: 'regular', preco: 32, complementos: ['ponto', 'adicionais'] };
const salada: RegularProduct = { ...base, id: 'salada', nome: 'Salada', categoriaId: 'lanches', type: 'regular', preco: 24, complementos: [] };
const margherita: PizzaProduct = {
  ...base,
  id: 'margherita',
  nome: 'Margherita',
  categoriaId: 'pizzas',
  type: 'pizza',
  sizes: [{ name: 'Grande', basePrice: 59.9 }],
  flavors: [{ name: 'Calabresa', additionalPrice: 6 }],
  meiaMeia: 'maior',
  complementos: [],
};

const soldOutUntil = new Date(Date.now() + 3_600_000);
const ponto = optionGroup('ponto', 'Ponto da carne', [1, 1], [
  ['malpass1', 'Mal passado', 0],
  ['aoponto1', 'Ao ponto', 0],
]);
const adicionais = optionGroup('adicionais', 'Adicionais', [0, 5], [
  ['bacon001', 'Bacon', 4, 2, soldOutUntil],
  ['chedd001', 'Cheddar', 3],
]);
const bordaRecheada = optionGroup('borda', 'Borda recheada', [0, 1], [['catup001', 'Catupiry', 8]]);

function renderMenu(role: TeamRole) {
  // As the panel does: only a role that may change the menu edits it.
  render(<MenuTab restaurantId="cantina" categories={categories} canEdit={roleCan(role, 'cardapio')} />);
}

/** A product's row or a group's card. */
const productRow = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;
const groupCard = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

beforeEach(() => {
  data.products = [burger, salada, margherita];
  data.groups = [adicionais, ponto, bordaRecheada];
  data.groupsFail = false;
  for (const write of [writes.saveOptionGroup, writes.deleteOptionGroup, writes.setOptionSoldOutToday, writes.saveProduct]) write.mockReset().mockResolvedValue(undefined);
});

describe('the complementos library', () => {
  it('lists each group with its rule, where it is used, and its options with their prices', () => {
    renderMenu('dono');
    const card = groupCard('Adicionais');
    expect(within(card).getByText('Opcional')).toBeInTheDocument();
    expect(within(card).getByText('Escolha até 5')).toBeInTheDocument();
    expect(within(card).getByText('Usado em 1 produto')).toBeInTheDocument();
    expect(within(card).getByText('+ R$ 4,00 · até 2x')).toBeInTheDocument();
    expect(within(groupCard('Ponto da carne')).getByText('Obrigatório')).toBeInTheDocument();
    expect(within(groupCard('Borda recheada')).getByText('Ainda não usado em nenhum produto')).toBeInTheDocument();
  });

  it('creates a group with two options and attaches it to two products in one save', async () => {
    renderMenu('gerente');
    await userEvent.click(screen.getByRole('button', { name: 'Novo grupo' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo grupo de complementos' });
    await userEvent.type(within(dialog).getByLabelText('Nome do grupo'), 'Molhos');
    await userEvent.clear(within(dialog).getByLabelText('Máximo'));
    await userEvent.type(within(dialog).getByLabelText('Máximo'), '2');
    expect(within(dialog).getByText('O cliente verá: Opcional · Escolha até 2')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Opção 1'), 'Barbecue');
    await userEvent.type(within(dialog).getByLabelText('Preço (R$)'), '2,50');
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Adicionar opção' }));
    await userEvent.type(within(dialog).getByLabelText('Opção 2'), 'Maionese verde');
    await userEvent.click(within(dialog).getByLabelText('X-Burger'));
    await userEvent.click(within(dialog).getByLabelText('Margherita'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar grupo' }));

    expect(writes.newOptionGroupId).toHaveBeenCalledWith('cantina');
    expect(writes.saveOptionGroup).toHaveBeenCalledTimes(1);
    const [restaurantId, groupId, input, attachment] = writes.saveOptionGroup.mock.calls[0]!;
    expect([restaurantId, groupId]).toEqual(['cantina', 'borda']);
    expect(input).toEqual({
      nome: 'Molhos',
      minimo: 0,
      maximo: 2,
      gratis: 0,
      opcoes: [
        { id: expect.stringMatching(/^[a-z0-9]{8}$/), nome: 'Barbecue', preco: 2.5, maximo: 1 },
        { id: expect.stringMatching(/^[a-z0-9]{8}$/), nome: 'Maionese verde', preco: 0, maximo: 1 },
      ],
    });
    expect(attachment).toEqual({ attachTo: new Set(['burger', 'margherita']), products: [burger, salada, margherita], soldOut: {} });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a bad price and a minimum above the maximum under their fields, keeps what was typed, and focuses the first', async () => {
    renderMenu('dono');
    await userEvent.click(screen.getByRole('button', { name: 'Novo grupo' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo grupo de complementos' });
    await userEvent.type(within(dialog).getByLabelText('Nome do grupo'), 'Adicionais da casa');
    const minimum = within(dialog).getByLabelText('Mínimo');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '3');
    await userEvent.type(within(dialog).getByLabelText('Opção 1'), 'Ovo');
    const price = within(dialog).getByLabelText('Preço (R$)');
    await userEvent.type(price, '4,999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar grupo' }));

    expect(writes.saveOptionGroup).not.toHaveBeenCalled();
    expect(minimum).toHaveAccessibleDescription('O mínimo não pode ser maior que o máximo.');
    expect(price).toHaveAccessibleDescription('Use no máximo duas casas decimais, por exemplo 19,90.');
    expect(minimum).toHaveFocus();
    expect(minimum).toHaveValue('3');
    expect(price).toHaveValue('4,999');
    expect(within(dialog).getByLabelText('Nome do grupo')).toHaveValue('Adicionais da casa');
    expect(within(dialog).getByText('Corrija os campos destacados para salvar.')).toBeInTheDocument();

    // Fixed, the messages go and the save goes through.
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '1');
    await userEvent.clear(price);
    await userEvent.type(price, '4,99');
    expect(minimum).toHaveAccessibleDescription('Mínimo 0 = opcional; 1 ou mais = obrigatório.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar grupo' }));
    expect(writes.saveOptionGroup).toHaveBeenCalledWith('cantina', 'borda', expect.objectContaining({ minimo: 1, maximo: 1, opcoes: [expect.objectContaining({ nome: 'Ovo', preco: 4.99 })] }), expect.anything());
  });

  it('edits a group: reorders options, detaches it, and keeps today’s sold-out marks', async () => {
    renderMenu('dono');
    await userEvent.click(within(groupCard('Adicionais')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar grupo de complementos' });
    expect(within(dialog).getByLabelText('X-Burger')).toBeChecked();
    expect(within(dialog).getByLabelText('Salada')).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descer opção 1 (Bacon)' }));
    expect(within(dialog).getByLabelText('Opção 1')).toHaveValue('Cheddar');
    await userEvent.click(within(dialog).getByLabelText('X-Burger'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(writes.saveOptionGroup).toHaveBeenCalledWith(
      'cantina',
      'adicionais',
      expect.objectContaining({ opcoes: [expect.objectContaining({ id: 'chedd001', preco: 3 }), expect.objectContaining({ id: 'bacon001', preco: 4, maximo: 2 })] }),
      { attachTo: new Set(), products: [burger, salada, margherita], soldOut: { bacon001: soldOutUntil } },
    );
  });

  it('says a failed save and keeps the editor open', async () => {
    writes.saveOptionGroup.mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMenu('dono');
    await userEvent.click(within(groupCard('Ponto da carne')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar grupo de complementos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sua função na equipe não permite esta alteração.');
  });

  it('asks before deleting a group, naming the products that lose it', async () => {
    renderMenu('dono');
    await userEvent.click(within(groupCard('Adicionais')).getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir o grupo Adicionais?' });
    expect(within(dialog).getByText('Ele será removido de 1 produto: X-Burger.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(writes.deleteOptionGroup).toHaveBeenCalledWith('cantina', 'adicionais', [burger]);
  });

  it('lets an atendente mark options sold out, and nothing else', async () => {
    renderMenu('atendente');
    for (const hidden of ['Novo grupo', 'Editar', 'Excluir', 'Duplicar', 'Adicionar Novo Produto']) {
      expect(screen.queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    const card = groupCard('Adicionais');
    const bacon = within(card).getByRole('button', { name: 'Esgotado hoje', description: 'Bacon' });
    const cheddar = within(card).getByRole('button', { name: 'Esgotado hoje', description: 'Cheddar' });
    expect(bacon).toHaveAttribute('aria-pressed', 'true');
    expect(cheddar).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(cheddar);
    expect(writes.setOptionSoldOutToday).toHaveBeenCalledWith('cantina', 'adicionais', 'chedd001', true);
    await userEvent.click(bacon);
    expect(writes.setOptionSoldOutToday).toHaveBeenCalledWith('cantina', 'adicionais', 'bacon001', false);

    writes.setOptionSoldOutToday.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(within(groupCard('Ponto da carne')).getByRole('button', { name: 'Esgotado hoje', description: 'Ao ponto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível marcar como esgotado Ao ponto (Ponto da carne). Tente novamente.');
  });
});

describe('the product form', () => {
  it('reorders the attached groups, adds one from the library, and saves them in that order', async () => {
    renderMenu('dono');
    await userEvent.click(within(productRow('X-Burger')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Produto' });
    const attached = () => within(dialog).getAllByRole('listitem').map((item) => within(item).getByText(/./, { selector: 'strong' }).textContent);
    expect(attached()).toEqual(['Ponto da carne', 'Adicionais']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir Adicionais' }));
    expect(attached()).toEqual(['Adicionais', 'Ponto da carne']);

    const library = within(dialog).getByLabelText('Grupo da biblioteca');
    expect(within(library).getAllByRole('option').map((option) => option.textContent)).toEqual(['Escolha um grupo...', 'Borda recheada (Opcional · Escolha 1)']);
    await userEvent.selectOptions(library, 'borda');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar grupo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover Ponto da carne' }));
    expect(attached()).toEqual(['Adicionais', 'Borda recheada']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(writes.saveProduct).toHaveBeenCalledWith('cantina', 'burger', expect.objectContaining({ nome: 'X-Burger', complementos: ['adicionais', 'borda'] }));
  });

  it('keeps the attached groups as they are when the library cannot be read', async () => {
    data.groupsFail = true;
    renderMenu('dono');
    expect(screen.getByText('Não foi possível carregar os complementos. Verifique a conexão.')).toBeInTheDocument();
    await userEvent.click(within(productRow('X-Burger')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Produto' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Os grupos deste produto continuam como estão ao salvar.');
    expect(within(dialog).getAllByText('Grupo (não carregado)')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(writes.saveProduct).toHaveBeenCalledWith('cantina', 'burger', expect.objectContaining({ complementos: ['ponto', 'adicionais'] }));
  });

  it('sets how a pizza prices half-and-half', async () => {
    renderMenu('dono');
    await userEvent.click(within(productRow('Margherita')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Produto' });
    expect(within(dialog).getByLabelText('Cobrar o sabor mais caro')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Cobrar a média dos sabores'));
    expect(within(dialog).getByText('O cliente lê: “Meio a meio: você paga a média dos dois sabores.”')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(writes.saveProduct).toHaveBeenCalledWith('cantina', 'margherita', expect.objectContaining({ type: 'pizza', meiaMeia: 'media' }));
  });

  it('duplicates a product as a new one named "(cópia)", groups included', async () => {
    renderMenu('gerente');
    await userEvent.click(within(productRow('X-Burger')).getByRole('button', { name: 'Duplicar' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicar Produto' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('X-Burger (cópia)');
    expect(within(dialog).getByLabelText('Preço (R$)')).toHaveValue('32,00');
    expect(within(dialog).getByText('Ponto da carne')).toBeInTheDocument();
    expect(within(dialog).getByText('Adicionais')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar cópia' }));
    expect(writes.saveProduct).toHaveBeenCalledWith('cantina', null, expect.objectContaining({ nome: 'X-Burger (cópia)', categoriaId: 'lanches', preco: 32, complementos: ['ponto', 'adicionais'] }));
  });
});
