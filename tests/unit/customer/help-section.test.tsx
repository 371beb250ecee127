import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HelpCase } from '@/domain/help/help-case.record';
import type { OpenHelpCaseRequest } from '@/domain/help/help-case.schema';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { HelpSection } from '@/areas/customer/status/HelpSection';
import { makeOrder } from '../../fixtures/order';

// The service is replaced here; the emulator suite opens real cases under the rules.
const mocks = vi.hoisted(() => ({ cases: [] as HelpCase[], open: vi.fn<(request: Omit<OpenHelpCaseRequest, 'foto'>, photo: unknown) => Promise<string>>() }));
vi.mock('@/services/help-cases', () => ({
  subscribeToOrderHelpCases: (_uid: string, _orderId: string, onNext: (cases: HelpCase[]) => void) => {
    onNext(mocks.cases);
    return () => undefined;
  },
  openHelpCase: mocks.open,
}));

const order = makeOrder('p1', {
  status: 'entregue',
  ultimaAtualizacao: new Date(),
  itens: [
    { quantidade: 2, nome: 'Lasanha', preco: 40, observacoes: '' },
    { quantidade: 1, nome: 'Refrigerante', preco: 8, observacoes: '' },
  ],
});

beforeEach(() => {
  mocks.cases = [];
  mocks.open.mockReset();
});

describe('HelpSection', () => {
  it('asks what went wrong, which items and what happened, says what is missing, and keeps what was typed on a refusal', async () => {
    mocks.open.mockRejectedValueOnce(new CallableRefusal('closed', 'Este pedido não pode mais receber pedidos de ajuda por aqui: já passaram 7 dias da entrega.')).mockResolvedValueOnce('p1_item_faltando');
    render(<HelpSection order={order} uid="ana" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    const form = screen.getByRole('dialog', { name: 'Preciso de ajuda' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Escolha o problema.', 'Conte o que aconteceu (de 10 a 1.000 caracteres).']);

    await userEvent.click(within(form).getByRole('radio', { name: 'Item faltando' }));
    expect(within(form).getByText('Escolha os itens com problema.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Mais Refrigerante' }));
    await userEvent.type(within(form).getByLabelText('Conte o que aconteceu'), 'O refrigerante não veio.');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Este pedido não pode mais receber pedidos de ajuda por aqui: já passaram 7 dias da entrega.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Conte o que aconteceu')).toHaveValue('O refrigerante não veio.');
    expect(mocks.open).toHaveBeenCalledWith({ restaurantId: 'cantina', orderId: 'p1', problema: 'item_faltando', itens: [{ indice: 1, quantidade: 1 }], descricao: 'O refrigerante não veio.' }, null);

    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each case with its timeline, and offers only the problems not asked about yet', async () => {
    mocks.cases = [
      {
        id: 'p1_nao_chegou',
        restaurantId: 'cantina',
        restaurantName: 'Cantina da Nonna',
        orderId: 'p1',
        pedido: '#0007',
        cidade: 'sao paulo',
        userId: 'ana',
        clienteNome: 'Ana',
        entregadorId: '',
        entregadorNome: '',
        pagoNoApp: true,
        totalPedido: 5000,
        problema: 'nao_chegou',
        itens: [],
        descricao: 'Não chegou',
        foto: null,
        estado: 'resolvido',
        prazoLojaEm: null,
        abertoEm: new Date(),
        atualizadoEm: new Date(),
        contestacao: '',
        primeiraRespostaEm: new Date(),
        decisao: { acao: 'reembolso', valor: 8800, responsavel: 'loja', por: 'loja', nota: '', em: new Date() },
        eventos: [
          { autor: 'cliente', texto: 'Pedido não chegou: esperei 2 horas.', em: new Date() },
          { autor: 'loja', texto: 'A loja devolveu R$ 88,00 pelo mesmo meio de pagamento.', em: new Date() },
        ],
      },
    ];
    render(<HelpSection order={order} uid="ana" />);
    const help = screen.getByRole('article', { name: 'Pedido de ajuda: Pedido não chegou' });
    expect(help).toHaveTextContent('Resolvido');
    expect(within(help).getByRole('list', { name: 'Andamento do pedido de ajuda' })).toHaveTextContent(/Você.*Pedido não chegou: esperei 2 horas\..*Cantina da Nonna.*A loja devolveu R\$ 88,00/);
    expect(help).toHaveTextContent('Cantina da Nonna');
    await userEvent.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    expect(screen.queryByRole('radio', { name: 'Pedido não chegou' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Item faltando' })).toBeInTheDocument();
  });

  it("opens the form on arrival from 'Meus Pedidos' (askNow), and not on an order past its 7 days", () => {
    const { unmount } = render(<HelpSection order={order} uid="ana" askNow />);
    expect(screen.getByRole('dialog', { name: 'Preciso de ajuda' })).toBeInTheDocument();
    unmount();
    const longAgo = makeOrder('p2', { status: 'entregue', ultimaAtualizacao: new Date(Date.now() - 8 * 24 * 3600_000) });
    render(<HelpSection order={longAgo} uid="ana" askNow />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preciso de ajuda' })).toBeNull();
  });
});
