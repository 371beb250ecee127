import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/app/session-context';
import { CheckoutPage } from '@/areas/customer/CheckoutPage';
import { EMPTY_BAG, addToBag } from '@/domain/bag';

// The network is what fails here; the emulator suites test the real services.
const placeOrder = vi.fn();
vi.mock('@/services/orders', () => ({
  newOrderId: vi.fn(() => `pedido-${Math.random().toString(36).slice(2, 8)}`),
  placeOrder: (...args: unknown[]) => placeOrder(...args),
}));
vi.mock('@/services/restaurants', () => ({
  subscribeToRestaurant: (_id: string, onNext: (value: unknown) => void) => {
    onNext({ id: 'cantina', nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30, horarioFuncionamento: [], categoriasPrincipais: [] });
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
    selectedFlavor: null,
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

beforeEach(() => {
  placeOrder.mockReset();
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

  it('keeps the bag and everything typed when the write fails, and retries with the same order id', async () => {
    placeOrder.mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
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
    const [firstId] = placeOrder.mock.calls[0] as [string];
    const [secondId, draft] = placeOrder.mock.calls[1] as [string, { troco: number; totalValue: number }];
    expect(secondId).toBe(firstId);
    expect(draft).toMatchObject({ troco: 100, totalValue: 51.8 });
    // Only a confirmed order empties the bag.
    expect(localStorage.getItem('sabor:bag')).toBeNull();
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
});
