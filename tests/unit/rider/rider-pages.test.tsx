import { makeOrder } from '../order-fixture';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/app/session-context';
import { RiderArea } from '@/areas/rider/RiderArea';
import type { Order } from '@/domain/orders';

// The services are what is replaced here; tests/emulator/delivery-services.test.ts runs the real ones.
const mocks = vi.hoisted(() => {
  class ClaimError extends Error {
    constructor(
      readonly reason: string,
      message: string,
    ) {
      super(message);
    }
  }
  return {
    ClaimError,
    claimOrder: vi.fn<(restaurantId: string, orderId: string) => Promise<void>>(),
    confirmDelivery: vi.fn<(restaurantId: string, orderId: string) => Promise<void>>(),
    available: [] as Order[],
    active: [] as Order[],
  };
});
vi.mock('@/services/delivery', () => ({
  ClaimError: mocks.ClaimError,
  NOT_A_RIDER_MESSAGE: 'Você precisa estar logado como motoboy para aceitar pedidos.',
  claimOrder: mocks.claimOrder,
  confirmDelivery: mocks.confirmDelivery,
  subscribeToAvailableOrders: (onNext: (orders: Order[]) => void) => {
    onNext(mocks.available);
    return () => undefined;
  },
  subscribeToMyActiveOrders: (_uid: string, onNext: (orders: Order[]) => void) => {
    onNext(mocks.active);
    return () => undefined;
  },
}));

const order = makeOrder;

const rider: Session = {
  status: 'ready',
  user: { uid: 'moto1', email: 'moto@sabor.dev', displayName: null, photoURL: null, emailVerified: true },
  profile: { uid: 'moto1', nome: 'Carlos Lima', email: 'moto@sabor.dev', tipo: 'motoboy', telefone: null, emailVerificado: true, restaurantId: null, criadoEm: null },
  type: 'motoboy',
};

function renderRider(path: string, { session = rider, signOut = vi.fn(async () => undefined) } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/deliveryman-dashboard/*', element: <RiderArea /> },
      { path: '/login', element: <p>Página de login</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return { router, signOut };
}

beforeEach(() => {
  mocks.available = [];
  mocks.active = [];
  mocks.claimOrder.mockReset();
  mocks.confirmDelivery.mockReset();
});

describe('Pedidos Disponíveis', () => {
  it('says when no order waits for a rider', async () => {
    renderRider('/deliveryman-dashboard');
    expect(await screen.findByRole('heading', { name: 'Pedidos Disponíveis' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum pedido disponível no momento.')).toBeInTheDocument();
  });

  it('shows each order with short id, restaurant, address, total and status, including legacy plain addresses', async () => {
    mocks.available = [order('abcdefgh12345'), order('legacy0001xyz', { endereco: 'Rua Velha, 10 - Centro, Belo Horizonte', restaurantName: 'Sabor Mineiro' })];
    renderRider('/deliveryman-dashboard/available-orders');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Pedido #abcdefgh' })).toBeInTheDocument();
    expect(first.getByText('Cantina da Nonna')).toBeInTheDocument();
    expect(first.getByText('Rua Augusta, 1200 - Consolação - São Paulo')).toBeInTheDocument();
    expect(first.getByText(/R\$\s96,70/)).toBeInTheDocument();
    expect(first.getByText('Aguardando entregador')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Rua Velha, 10 - Centro, Belo Horizonte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Disponíveis\s*2/ })).toBeInTheDocument();
  });

  it('accepts an order once however fast it is tapped, and says so', async () => {
    mocks.available = [order('abcdefgh12345')];
    let finish = () => undefined as void;
    mocks.claimOrder.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderRider('/deliveryman-dashboard/available-orders');
    const button = await screen.findByRole('button', { name: 'Aceitar Pedido' });
    button.click();
    button.click();
    finish();
    expect(await screen.findByText('Pedido abcdefgh aceito com sucesso!')).toBeInTheDocument();
    expect(mocks.claimOrder).toHaveBeenCalledTimes(1);
    expect(mocks.claimOrder).toHaveBeenCalledWith('cantina', 'abcdefgh12345');
  });

  it('tells the slower rider that someone else took the order', async () => {
    mocks.available = [order('abcdefgh12345')];
    mocks.claimOrder.mockRejectedValue(new mocks.ClaimError('taken', 'Outro entregador já aceitou este pedido.'));
    renderRider('/deliveryman-dashboard/available-orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar Pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao aceitar pedido: Outro entregador já aceitou este pedido.');
  });

  it('refuses to accept for someone who is not a rider', async () => {
    mocks.available = [order('abcdefgh12345')];
    renderRider('/deliveryman-dashboard/available-orders', { session: { ...rider, type: 'cliente' } as Session });
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar Pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você precisa estar logado como motoboy para aceitar pedidos.');
    expect(mocks.claimOrder).not.toHaveBeenCalled();
  });

  it('logs out to /login, and says so when it fails', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRider('/deliveryman-dashboard/available-orders', { signOut: failing });
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível fazer logout. Tente novamente.');
  });

  it('logs out to /login', async () => {
    const { router, signOut } = renderRider('/deliveryman-dashboard/available-orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('Minhas Entregas', () => {
  it('shows what to collect, whom to call and confirms the delivery after asking', async () => {
    mocks.active = [order('abcdefgh12345', { status: 'a_caminho', deliverymanId: 'moto1', observacoesPedido: 'Portão azul' })];
    mocks.confirmDelivery.mockResolvedValue(undefined);
    renderRider('/deliveryman-dashboard/my-active-orders');
    expect(await screen.findByRole('heading', { name: 'Minhas Entregas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\(11\) 98765-4321/ })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(screen.getByText(/Levar troco para R\$\s100,00/)).toBeInTheDocument();
    expect(screen.getByText('2x Lasanha')).toBeInTheDocument();
    expect(screen.getByText('Observações: Portão azul')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar entrega' });
    expect(mocks.confirmDelivery).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText('Entrega do pedido abcdefgh confirmada!')).toBeInTheDocument();
    expect(mocks.confirmDelivery).toHaveBeenCalledWith('cantina', 'abcdefgh12345');
  });

  it('says when the rider carries nothing', async () => {
    renderRider('/deliveryman-dashboard/my-active-orders');
    expect(await screen.findByText('Você não tem entregas em andamento.')).toBeInTheDocument();
  });
});
