import { makeOrder } from '../../fixtures/order';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { RiderArea } from '@/areas/rider/RiderArea';
import type { Order } from '@/domain/orders/order';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { CodeRefusedError } from '@/domain/orders/typed-code';

// The services are what is replaced here; tests/emulator/delivery-services.test.ts runs the real ones.
const mocks = vi.hoisted(() => {
  return {
    claimOrder: vi.fn<(restaurantId: string, orderId: string) => Promise<void>>(),
    confirmPickup: vi.fn<(restaurantId: string, orderId: string) => Promise<void>>(),
    confirmDelivery: vi.fn<(restaurantId: string, orderId: string, code: string) => Promise<void>>(),
    attemptsLeft: vi.fn<(restaurantId: string, orderId: string) => Promise<number>>(),
    available: [] as Order[],
    active: [] as Order[],
    delivered: [] as Order[],
    listedCity: '',
    setAvailability: vi.fn(async () => undefined),
    releaseOrder: vi.fn(async () => undefined),
    /** The live list of the rider's orders, to change it while a page shows it. */
    pushActive: (_orders: Order[]) => undefined as void,
  };
});
vi.mock('@/services/delivery', () => ({
  NOT_A_RIDER_MESSAGE: 'Você precisa estar logado como motoboy para aceitar pedidos.',
  claimOrder: mocks.claimOrder,
  confirmPickup: mocks.confirmPickup,
  confirmDelivery: mocks.confirmDelivery,
  handoverAttemptsLeft: mocks.attemptsLeft,
  setRiderAvailability: mocks.setAvailability,
  releaseOrder: mocks.releaseOrder,
  subscribeToAvailableOrders: (cidade: string, onNext: (orders: Order[]) => void) => {
    mocks.listedCity = cidade;
    onNext(mocks.available);
    return () => undefined;
  },
  subscribeToMyActiveOrders: (_uid: string, onNext: (orders: Order[]) => void) => {
    mocks.pushActive = onNext;
    onNext(mocks.active);
    return () => undefined;
  },
  subscribeToMyDeliveriesSince: (_uid: string, _since: Date, onNext: (orders: Order[]) => void) => {
    onNext(mocks.delivered);
    return () => undefined;
  },
}));
// The order's chat (issue #53), with no message yet.
vi.mock('@/services/order-chat', () => ({
  subscribeToOrderMessages: (_target: unknown, _canal: unknown, onNext: (messages: []) => void) => {
    onNext([]);
    return () => undefined;
  },
  subscribeToChatReads: (_target: unknown, _uid: string, onNext: (reads: { loja: null; entregador: null }) => void) => {
    onNext({ loja: null, entregador: null });
    return () => undefined;
  },
  markChatRead: vi.fn(async () => undefined),
  sendOrderMessage: vi.fn(async () => undefined),
}));

const order = makeOrder;

const rider: Session = {
  status: 'ready',
  user: { uid: 'moto1', email: 'moto@sabor.dev', displayName: null, photoURL: null, emailVerified: true },
  profile: {
    uid: 'moto1',
    nome: 'Carlos Lima',
    email: 'moto@sabor.dev',
    tipo: 'motoboy',
    telefone: null,
    emailVerificado: true,
    restaurantId: null,
    criadoEm: null,
    // Approved for São Paulo, 'Disponível para entregas' on a moment ago (issue #36).
    rider: { cidade: 'sao paulo', cidadeNome: 'São Paulo', disponivel: true, disponivelVistoEm: new Date() },
  },
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
  mocks.delivered = [];
  mocks.claimOrder.mockReset();
  mocks.confirmPickup.mockReset();
  mocks.confirmDelivery.mockReset();
  mocks.attemptsLeft.mockReset();
  mocks.attemptsLeft.mockResolvedValue(5);
  mocks.setAvailability.mockClear();
  mocks.releaseOrder.mockClear();
});

describe('Pedidos Disponíveis', () => {
  it('says when no order waits for a rider, listing only the rider’s city', async () => {
    renderRider('/deliveryman-dashboard');
    expect(await screen.findByRole('heading', { name: 'Pedidos Disponíveis' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum pedido disponível no momento.')).toBeInTheDocument();
    expect(mocks.listedCity).toBe('sao paulo');
    expect(screen.getByRole('switch', { name: /Disponível para entregas/ })).toBeChecked();
    expect(screen.getByText('Recebendo pedidos de São Paulo')).toBeInTheDocument();
  });

  it('lists nothing while the rider is not available (or silent too long), and turns availability on', async () => {
    const silent = { ...rider.profile!, rider: { cidade: 'sao paulo', cidadeNome: 'São Paulo', disponivel: true, disponivelVistoEm: new Date(Date.now() - 2 * 60 * 60_000) } };
    mocks.available = [order('abcdefgh12345')];
    mocks.listedCity = '';
    renderRider('/deliveryman-dashboard/available-orders', { session: { ...rider, profile: silent } as Session });
    expect(await screen.findByText('Você está indisponível.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar Pedido' })).not.toBeInTheDocument();
    expect(mocks.listedCity).toBe('');
    const toggle = screen.getByRole('switch', { name: /Disponível para entregas/ });
    expect(toggle).not.toBeChecked();
    // The choice shows while its write is on its way; then the live profile decides (here it never changes).
    let written: () => void = () => undefined;
    mocks.setAvailability.mockImplementationOnce(() => new Promise<undefined>((resolve) => (written = () => resolve(undefined))));
    await userEvent.click(toggle);
    expect(mocks.setAvailability).toHaveBeenCalledWith('moto1', true);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    act(() => written());
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('shows each order by its number of the day and restaurant (the id as a small reference), the drop-off district, total and status; never the customer before the claim (issue #39)', async () => {
    mocks.available = [order('abcdefgh12345', { numero: 42 }), order('legacy0001xyz', { endereco: 'Rua Velha, 10 - Centro, Belo Horizonte', restaurantName: 'Sabor Mineiro' })];
    renderRider('/deliveryman-dashboard/available-orders');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Pedido #0042 · Cantina da Nonna' })).toBeInTheDocument();
    expect(first.getByText('Ref. abcdefgh')).toBeInTheDocument();
    // An older order without a number is named by its short id, and has no second reference.
    expect(within(cards[1]!).getByRole('heading', { name: 'Pedido #legacy00 · Sabor Mineiro' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/^Ref\./)).not.toBeInTheDocument();
    expect(first.getByText('Cantina da Nonna')).toBeInTheDocument();
    expect(first.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Entregar em Consolação · São Paulo');
    expect(first.getByText('Nome, telefone e endereço do cliente aparecem depois de aceitar.')).toBeInTheDocument();
    expect(first.getByText(/R\$\s96,70/)).toBeInTheDocument();
    expect(first.getByText('Aguardando entregador')).toBeInTheDocument();
    // Whatever reaches the card, the street waits for the claim.
    expect(screen.queryByText(/Rua Augusta|Rua Velha/)).not.toBeInTheDocument();
    // An older order's plain-text address still says where it goes: its bairro and city (issue #51).
    expect(within(cards[1]!).getByRole('region', { name: 'Entrega' })).toHaveTextContent(/^Entregar em Centro · Belo Horizonte/);
    expect(screen.getByRole('link', { name: /Disponíveis\s*2/ })).toBeInTheDocument();
  });

  it('shows where to pick up, whom to call there, the district and what the rider earns', async () => {
    mocks.available = [order('abcdefgh12345', { taxaEntrega: 7.5 })];
    renderRider('/deliveryman-dashboard/available-orders');
    const card = within((await screen.findAllByRole('listitem'))[0]!);
    const pickup = within(card.getByRole('region', { name: 'Retirada' }));
    expect(pickup.getByText('Rua Avanhandava, 81 - Bela Vista, São Paulo')).toBeInTheDocument();
    expect(pickup.getByRole('link', { name: 'Ligar para Cantina da Nonna: (11) 3258-1234' })).toHaveAttribute('href', 'tel:+551132581234');
    expect(pickup.getByRole('link', { name: 'Abrir no mapa o endereço de Cantina da Nonna' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Rua%20Avanhandava%2C%2081%20-%20Bela%20Vista%2C%20S%C3%A3o%20Paulo',
    );
    expect(card.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Entregar em Consolação · São Paulo');
    expect(card.getByText(/Você ganha/)).toHaveTextContent(/Você ganha R\$\s7,50 pela entrega/);
    expect(card.getByText(/Receber R\$\s96,70 em dinheiro/)).toBeInTheDocument();  });

  it('does not promise R$ 0,00 for a free delivery', async () => {
    mocks.available = [order('abcdefgh12345', { taxaEntrega: 0 })];
    renderRider('/deliveryman-dashboard/available-orders');
    const card = within((await screen.findAllByRole('listitem'))[0]!);
    expect(card.getByText('Entrega grátis para o cliente: combine seu valor com o restaurante.')).toBeInTheDocument();
    expect(card.queryByText(/Você ganha/)).not.toBeInTheDocument();
  });

  it('accepts an order once however fast it is tapped, and moves the rider to the delivery with the confirmation on top', async () => {
    mocks.available = [order('abcdefgh12345', { numero: 42 })];
    let finish = () => undefined as void;
    mocks.claimOrder.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { router } = renderRider('/deliveryman-dashboard/available-orders');
    const button = await screen.findByRole('button', { name: 'Aceitar Pedido' });
    button.click();
    button.click();
    finish();
    expect(await screen.findByText('Pedido #0042 · Cantina da Nonna aceito com sucesso! Vá até o restaurante para retirar.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deliveryman-dashboard/my-active-orders');
    expect(screen.getByRole('heading', { name: 'Minhas Entregas' })).toBeInTheDocument();
    expect(mocks.claimOrder).toHaveBeenCalledTimes(1);
    expect(mocks.claimOrder).toHaveBeenCalledWith('cantina', 'abcdefgh12345');
  });

  it('tells the slower rider that someone else took the order', async () => {
    mocks.available = [order('abcdefgh12345')];
    mocks.claimOrder.mockRejectedValue(new CallableRefusal('taken', 'Outro entregador já aceitou este pedido.'));
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
  it('before the pickup: where to pick up and whom to call, then the customer, and \'Confirmar retirada\'', async () => {
    const lasanha = { quantidade: 2, nome: 'Lasanha', preco: 44.9, observacoes: 'sem cebola', complementos: [{ grupoId: 'molho', grupo: 'Molho', opcaoId: 'sugo', nome: 'Sugo', quantidade: 1, preco: 0, gratis: 0 }] };
    mocks.active = [order('abcdefgh12345', { status: 'a_caminho', deliverymanId: 'moto1', observacoesPedido: 'Portão azul', itens: [lasanha] })];
    mocks.confirmPickup.mockResolvedValue(undefined);
    renderRider('/deliveryman-dashboard/my-active-orders');
    expect(await screen.findByRole('heading', { name: 'Minhas Entregas' })).toBeInTheDocument();
    expect(screen.getByText('Retirar no restaurante')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ligar para Cantina da Nonna/ })).toHaveAttribute('href', 'tel:+551132581234');
    expect(screen.getByRole('link', { name: /Ligar para Ana Souza/ })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(screen.getByRole('link', { name: 'Abrir no mapa o endereço de entrega' })).toHaveAttribute('href', expect.stringContaining('Rua%20Augusta%2C%201200'));
    expect(screen.getByText(/Levar troco para R\$\s100,00/)).toBeInTheDocument();
    expect(screen.getByText('2x Lasanha')).toBeInTheDocument();
    // What the rider checks the bag against: the item's complementos under its name.
    expect(screen.getByText('2x Lasanha')).toHaveTextContent('2x LasanhaMolho: Sugosem cebola');
    expect(screen.getByText('Observações: Portão azul')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de entrega')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar retirada' }));
    expect(mocks.confirmPickup).toHaveBeenCalledWith('cantina', 'abcdefgh12345');
  });

  it('keeps the conversation with the customer open when the pickup lands and the card rearranges', async () => {
    const taken = order('abcdefgh12345', { status: 'a_caminho', deliverymanId: 'moto1' });
    mocks.active = [taken];
    renderRider('/deliveryman-dashboard/my-active-orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mensagens com o cliente' }));
    const chat = screen.getByRole('dialog', { name: /^Conversa com Ana Souza/ });
    const quickReply = within(chat).getByRole('button', { name: 'Estou no portão' });
    act(() => mocks.pushActive([{ ...taken, retiradoEm: new Date() }]));
    expect(await screen.findByText('A caminho do cliente')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /^Conversa com Ana Souza/ })).toBe(chat);
    expect(quickReply).toBeInTheDocument();
  });

  it('says where an older order goes once taken too: the bairro and city of its plain-text address, then the address (issue #51)', async () => {
    mocks.active = [order('legacy0001xyz', { status: 'a_caminho', deliverymanId: 'moto1', numero: 2, restaurantName: 'Sabor Mineiro', endereco: 'Rua Domingos de Morais, 2187 - Vila Mariana, São Paulo' })];
    renderRider('/deliveryman-dashboard/my-active-orders');
    const dropOff = await screen.findByRole('region', { name: 'Entrega' });
    expect(dropOff).toHaveTextContent(/^Entregar em Vila Mariana · São Paulo/);
    expect(within(dropOff).getByText('Rua Domingos de Morais, 2187 - Vila Mariana, São Paulo')).toBeInTheDocument();
  });

  it('gives an order back before pickup, asking why (in the rider’s words for "Outro motivo")', async () => {
    mocks.active = [order('abcdefgh12345', { status: 'a_caminho', deliverymanId: 'moto1' })];
    renderRider('/deliveryman-dashboard/my-active-orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Devolver pedido' }));
    const dialog = screen.getByRole('dialog', { name: 'Devolver o pedido #abcdefgh?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver pedido' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha o motivo.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro motivo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver pedido' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Conte em poucas palavras o motivo.');
    await userEvent.type(within(dialog).getByLabelText('Conte o motivo'), 'Chuva forte, sem capa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver pedido' }));
    expect(mocks.releaseOrder).toHaveBeenCalledWith({ restaurantId: 'cantina', orderId: 'abcdefgh12345', motivo: 'Outro motivo', observacao: 'Chuva forte, sem capa' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page says what happened (issue #51), not an acceptance that no longer holds.
    expect(await screen.findByText('Pedido #abcdefgh devolvido. Ele voltou para os entregadores da cidade.')).toBeInTheDocument();
  });

  it('adds up the cash of today’s deliveries by restaurant, leaving card and Pix out', async () => {
    mocks.delivered = [
      order('d1', { status: 'entregue', deliverymanId: 'moto1', pagamento: 'Dinheiro', totalValue: 51.9 }),
      order('d2', { status: 'entregue', deliverymanId: 'moto1', pagamento: 'Dinheiro', totalValue: 20 }),
      order('d3', { status: 'entregue', deliverymanId: 'moto1', pagamento: 'Pix', totalValue: 99 }),
      order('d4', { status: 'entregue', deliverymanId: 'moto1', pagamento: 'Dinheiro', totalValue: 30, restaurantId: 'burger', restaurantName: 'Burger do Bairro' }),
    ];
    renderRider('/deliveryman-dashboard/my-active-orders');
    const cash = await screen.findByRole('region', { name: 'Dinheiro recebido hoje' });
    expect(within(cash).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Cantina da Nonna \(2 pedidos\)R\$\s71,90$/),
      expect.stringMatching(/^Burger do Bairro \(1 pedido\)R\$\s30,00$/),
    ]);
    expect(cash).toHaveTextContent(/Total em dinheiroR\$\s101,90/);
  });

  it('after the pickup: the code prompt; a wrong code says so and keeps what was typed; the right one confirms', async () => {
    mocks.active = [order('abcdefgh12345', { status: 'a_caminho', deliverymanId: 'moto1', retiradoEm: new Date() })];
    mocks.confirmDelivery.mockRejectedValueOnce(new CodeRefusedError('wrong-code', 'Código incorreto. Restam 4 tentativas.', 4));
    mocks.confirmDelivery.mockResolvedValueOnce(undefined);
    renderRider('/deliveryman-dashboard/my-active-orders');
    const input = await screen.findByLabelText('Código de entrega');
    expect(screen.getByText('A caminho do cliente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar retirada' })).not.toBeInTheDocument();

    await userEvent.type(input, '12a34');
    expect(input).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto. Restam 4 tentativas.');
    expect(input).toHaveValue('1234');
    expect(mocks.confirmDelivery).toHaveBeenLastCalledWith('cantina', 'abcdefgh12345', '1234');

    await userEvent.clear(input);
    await userEvent.type(input, '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText('Entrega do pedido #abcdefgh · Cantina da Nonna confirmada!')).toBeInTheDocument();
    expect(mocks.confirmDelivery).toHaveBeenLastCalledWith('cantina', 'abcdefgh12345', '0427');
  });

  it('with no tries left (after a reload too), the code cannot be sent', async () => {
    mocks.active = [order('abcdefgh12345', { status: 'a_caminho', deliverymanId: 'moto1', retiradoEm: new Date() })];
    mocks.attemptsLeft.mockResolvedValue(0);
    renderRider('/deliveryman-dashboard/my-active-orders');
    await vi.waitFor(() => expect(screen.getByLabelText('Código de entrega')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Confirmar entrega' })).toBeDisabled();
  });

  it('says when the rider carries nothing', async () => {
    renderRider('/deliveryman-dashboard/my-active-orders');
    expect(await screen.findByText('Você não tem entregas em andamento.')).toBeInTheDocument();
  });
});
