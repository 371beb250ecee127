import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { CheckoutPage } from '@/areas/customer/checkout/CheckoutPage';
import { EMPTY_BAG, addToBag } from '@/domain/checkout/bag';
import { formatClock } from '@/domain/restaurants/opening-hours';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { openEveryDay } from '../../fixtures/restaurant';

// The network is what fails here; the emulator suites test the real services and function.
const placeOrder = vi.fn();
vi.mock('@/services/orders', () => ({
  newOrderId: vi.fn(() => `pedido${Math.random().toString(36).slice(2, 8)}`),
  placeOrder: (...args: unknown[]) => placeOrder(...args),
  preparePlaceOrder: () => undefined,
}));
const blocked = { value: false };
vi.mock('@/services/blocks', () => ({
  getIsCustomerBlocked: () => Promise.resolve(blocked.value),
}));
const catalogue = { products: [lasanha(44.9, true)] };
vi.mock('@/services/catalog', () => ({
  subscribeToProducts: (_id: string, onNext: (value: unknown) => void) => {
    onNext(catalogue.products);
    return () => undefined;
  },
  subscribeToOptionGroups: (_id: string, onNext: (value: unknown) => void) => {
    onNext([]);
    return () => undefined;
  },
}));

function lasanha(preco: number, disponivel: boolean) {
  return { id: 'lasanha', restaurantId: 'cantina', nome: 'Lasanha', descricao: '', categoriaId: 'massas', categoriaLegada: null, disponivel, imageUrl: null, ultimaAtualizacao: null, esgotadoAte: null, complementos: [], type: 'regular', preco };
}
const allWeek = openEveryDay();
const shopData = () => ({ nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30, horarioFuncionamento: allWeek, exigePainelAberto: false, tempoPreparoPadrao: 25 });
const cantina = () => restaurantFromData('cantina', shopData());
// The restaurant as the page follows it live: `push` is a change made in the panel.
const shop = { value: cantina(), push: (_value: Restaurant) => undefined as void };
vi.mock('@/services/restaurants', () => ({
  subscribeToRestaurant: (_id: string, onNext: (value: unknown) => void) => {
    onNext(shop.value);
    shop.push = (value) => {
      shop.value = value;
      onNext(value);
    };
    return () => undefined;
  },
}));

const session: Session = {
  status: 'ready',
  user: { uid: 'ana', email: 'ana@sabor.dev', displayName: 'Ana', photoURL: null, emailVerified: true },
  profile: null,
  type: 'cliente',
};

function seedLocalData() {
  const result = addToBag(EMPTY_BAG, { id: 'cantina', nome: 'Cantina da Nonna' }, {
    productId: 'lasanha',
    nome: 'Lasanha',
    imageUrl: null,
    type: 'regular',
    unitPrice: 4490,
    quantidade: 1,
    selectedSize: null,
    selectedFlavor: null, complementos: [],
  });
  if (result.kind !== 'added') throw new Error('not added');
  localStorage.setItem('sabor:bag', JSON.stringify(result.bag));
  localStorage.setItem(
    'sabor:addresses',
    JSON.stringify({ list: [{ rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' }], selected: 0 }),
  );
  localStorage.setItem('sabor:contact', JSON.stringify({ clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' }));
}

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/pedido-concluido', element: <p>Concluído</p> },
      { path: '/status/:id', element: <p>Status</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  placeOrder.mockReset();
  blocked.value = false;
  catalogue.products = [lasanha(44.9, true)];
  shop.value = cantina();
  seedLocalData();
});

describe('CheckoutPage', () => {
  it('keeps the confirm button disabled until a payment method is chosen', async () => {
    renderCheckout();
    const confirm = await screen.findByRole('button', { name: /Confirmar pedido/ });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Selecione uma forma de pagamento.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Pix/));
    expect(confirm).toBeEnabled();
  });

  it('keeps the bag and everything typed when the call fails, and retries with the same order id', async () => {
    placeOrder.mockRejectedValueOnce(new CallableRefusal('failed', 'Erro ao salvar pedido. Por favor, tente novamente.', {}, 'failed'));
    const router = renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Dinheiro/));
    await userEvent.type(screen.getByLabelText(/Troco para quanto/), '100');
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));

    expect(await screen.findByText('Erro ao salvar pedido. Por favor, tente novamente.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('sabor:bag') ?? 'null')?.lines).toHaveLength(1);
    expect(screen.getByLabelText(/Troco para quanto/)).toHaveValue('100');
    expect(router.state.location.pathname).toBe('/checkout');

    placeOrder.mockResolvedValueOnce('ok');
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedido-concluido'));
    const [first] = placeOrder.mock.calls[0] as [{ orderId: string }];
    const [second] = placeOrder.mock.calls[1] as [Record<string, unknown>];
    expect(second.orderId).toBe(first.orderId);
    // Choices and the total seen, never a price per line: the server prices the order.
    expect(second).toMatchObject({
      restaurantId: 'cantina',
      lines: [{ productId: 'lasanha', quantidade: 1, size: null, flavor: null, observacoes: '' }],
      pagamento: 'Dinheiro',
      troco: 100,
      expectedTotal: 5180,
    });
    expect(JSON.stringify(second.lines)).not.toContain('preco');
    // Only a confirmed order empties the bag.
    expect(localStorage.getItem('sabor:bag')).toBeNull();
  });

  it('offers Pix paid now in the app only where the store takes it, and goes straight to the order’s page to pay it (issue #52)', async () => {
    const router = renderCheckout();
    await screen.findByRole('button', { name: /Confirmar pedido/ });
    expect(screen.queryByRole('radio', { name: /Pix \(pague agora\)/ })).not.toBeInTheDocument();

    act(() => shop.push(restaurantFromData('cantina', { ...shopData(), pagamentoOnline: true })));
    expect(await screen.findByText('Pague agora pelo app')).toBeInTheDocument();
    expect(screen.getByText('Pague na entrega')).toBeInTheDocument();
    placeOrder.mockResolvedValueOnce('ok');
    await userEvent.click(screen.getByRole('radio', { name: /Pix \(pague agora\)/ }));
    // Nothing to change: the change field is the cash's alone.
    expect(screen.queryByLabelText(/Troco para quanto/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    const [sent] = placeOrder.mock.calls[0] as [Record<string, unknown>];
    expect(sent).toMatchObject({ pagamento: 'Pix', online: 'pix', troco: null, expectedTotal: 5180 });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/status/${String(sent.orderId)}`));
    expect(router.state.location.search).toBe('?restaurante=cantina');
  });

  it('sends one order for a double tap', async () => {
    let finish: (value: string) => void = () => undefined;
    placeOrder.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Cartão/));
    const confirm = screen.getByRole('button', { name: /Confirmar pedido/ });
    await userEvent.dblClick(confirm);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: /Enviando pedido/ })).toBeDisabled();
    finish('ok');
  });

  it('shows a price changed in the panel before confirming, and confirms at the new price', async () => {
    catalogue.products = [lasanha(49.9, true)];
    placeOrder.mockResolvedValueOnce('ok');
    renderCheckout();
    expect(await screen.findByText('Os preços mudaram. Confira o novo total antes de confirmar.')).toBeInTheDocument();
    expect(screen.getByText(/Lasanha: de R\$\s44,90 por R\$\s49,90/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Pix/));
    const confirm = screen.getByRole('button', { name: /Confirmar pedido · R\$\s56,80/ });
    await userEvent.click(confirm);
    expect(placeOrder.mock.calls[0]?.[0]).toMatchObject({ expectedTotal: 5680 });
  });

  it('marks an item that ran out, leaves it out of the total and blocks confirming until it is removed', async () => {
    catalogue.products = [lasanha(44.9, false)];
    renderCheckout();
    expect(await screen.findByText('Lasanha não está disponível no momento. Remova da sacola para continuar.')).toBeInTheDocument();
    const line = screen.getByText(/1x Lasanha/).closest('li') as HTMLElement;
    expect(within(line).getByText('Indisponível')).toBeInTheDocument();
    expect(within(line).getByText('Fora do total')).toBeInTheDocument();
    // Only the delivery fee is left to pay: the sold-out lasanha is not in the subtotal.
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent(/R\$\s0,00/);
    await userEvent.click(screen.getByLabelText(/Pix/));
    expect(screen.getByRole('button', { name: /Confirmar pedido · R\$\s6,90/ })).toBeDisabled();
    await userEvent.click(within(line).getByRole('button', { name: 'Remover Lasanha' }));
    expect(await screen.findByText('Sua sacola está vazia.')).toBeInTheDocument();
  });

  it('disables confirming as soon as the restaurant pauses, says why beside the button, and enables it again when it resumes', async () => {
    renderCheckout();
    expect(await screen.findByText('Entrega em 40-50 min')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Pix/));
    const confirm = screen.getByRole('button', { name: /Confirmar pedido/ });
    expect(confirm).toBeEnabled();

    const until = new Date(Date.now() + 30 * 60_000);
    act(() => shop.push({ ...cantina(), pausadoAte: until }));
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(`O restaurante pausou os pedidos até as ${formatClock(until)}. Tente novamente mais tarde.`);
    // At the top as well, in place of the time promise.
    expect(screen.getByText(`Pausado até ${formatClock(until)}`)).toBeInTheDocument();
    expect(screen.queryByText('Entrega em 40-50 min')).not.toBeInTheDocument();

    act(() => shop.push(cantina()));
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAccessibleDescription();
  });

  it("shows the server's refusal and keeps the bag", async () => {
    const closed = 'O restaurante está fechado no momento e não pode receber pedidos.';
    placeOrder.mockRejectedValueOnce(new CallableRefusal('closed', closed));
    const router = renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Cartão/));
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(localStorage.getItem('sabor:bag') ?? 'null')?.lines).toHaveLength(1);
  });

  it('waits for the connection and sends the same order again when it returns', async () => {
    placeOrder.mockRejectedValueOnce(new CallableRefusal('unavailable', 'Aguardando conexão.', {}, 'offline'));
    const router = renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Cartão/));
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    expect(await screen.findByText(/Aguardando conexão/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviando pedido/ })).toBeDisabled();

    placeOrder.mockResolvedValueOnce('ok');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedido-concluido'));
    const [first, second] = placeOrder.mock.calls.map(([request]) => request as { orderId: string });
    expect(second).toEqual(first);
  });

  it('sends a changed payment under a new order id after a failed attempt', async () => {
    placeOrder.mockRejectedValueOnce(new CallableRefusal('failed', 'Erro ao salvar pedido. Por favor, tente novamente.', {}, 'failed'));
    renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Pix/));
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    await screen.findByText('Erro ao salvar pedido. Por favor, tente novamente.');

    placeOrder.mockResolvedValueOnce('ok');
    await userEvent.click(screen.getByLabelText(/Cartão/));
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    const [first, second] = placeOrder.mock.calls.map(([request]) => request as { orderId: string; pagamento: string });
    expect(second).toMatchObject({ pagamento: 'Cartão' });
    expect(second?.orderId).not.toBe(first?.orderId);
  });

  it("makes a new id when the server says the bag is stale, and the person confirms again", async () => {
    const stale = 'Sua sacola mudou desde a última tentativa. Confira o pedido e confirme de novo.';
    placeOrder.mockRejectedValueOnce(new CallableRefusal('stale', stale));
    const router = renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Pix/));
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(placeOrder).toHaveBeenCalledTimes(1);

    placeOrder.mockResolvedValueOnce('ok');
    await userEvent.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedido-concluido'));
    const [first, second] = placeOrder.mock.calls.map(([request]) => request as { orderId: string });
    expect(second?.orderId).not.toBe(first?.orderId);
    expect({ ...second, orderId: '' }).toEqual({ ...first, orderId: '' });
  });

  it("shows a busy server's message and sends the same order again by itself, without an error", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const busy = 'Muitos pedidos neste momento. Estamos tentando de novo…';
    placeOrder.mockRejectedValueOnce(new CallableRefusal('busy', busy, {}, 'busy')).mockRejectedValueOnce(new CallableRefusal('busy', busy, {}, 'busy'));
    const router = renderCheckout();
    await user.click(await screen.findByLabelText(/Cartão/));
    await user.click(screen.getByRole('button', { name: /Confirmar pedido/ }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviando pedido/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(placeOrder).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    expect(screen.getByText(busy)).toBeInTheDocument();
    placeOrder.mockResolvedValueOnce('ok');
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedido-concluido'));
    const requests = placeOrder.mock.calls.map(([request]) => request as unknown);
    expect(requests).toHaveLength(3);
    expect(requests[1]).toEqual(requests[0]);
    expect(requests[2]).toEqual(requests[0]);
  });

  it('says before the tap that the restaurant blocked this account, and does not confirm', async () => {
    blocked.value = true;
    renderCheckout();
    expect(await screen.findByText('O restaurante não aceita pedidos desta conta.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Pix/));
    expect(screen.getByRole('button', { name: /Confirmar pedido/ })).toBeDisabled();
  });
});
