import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { orderBreakdown } from '@/domain/money/order-breakdown';
import type { RefundOrderItemsRequest } from '@/domain/payments/partial-refund.schema';
import { OrderRefunds } from '@/ui/OrderRefunds';
import { RefundItemsDialog } from '@/ui/RefundItemsDialog';
import { makeOrder } from '../../fixtures/order';

/** Two lasanhas (R$ 40,00) and a soda (R$ 10,00) with R$ 5,00 of delivery, paid by card; one lasanha already given back. */
const order = makeOrder('o1', {
  itens: [
    { quantidade: 2, nome: 'Lasanha', preco: 40, observacoes: '' },
    { quantidade: 1, nome: 'Refrigerante', preco: 10, observacoes: '' },
  ],
  status: 'entregue',
  numero: 7,
  reparticao: orderBreakdown({ itens: 9000, desconto: null, taxaEntrega: 500, retirada: false, percentual: 10, entregaMinima: 0 }),
  pagamentoOnline: { metodo: 'cartao', estado: 'reembolsado_parcial', pagamentoId: '42', valor: 9500, taxaSabor: 950, reembolsado: 4000, pix: null, desafio: null, motivo: '', pagoEm: new Date() },
  reembolsos: [
    { id: 'r1', itens: [{ indice: 0, nome: 'Lasanha', quantidade: 1, valor: 4000 }], valor: 4000, motivo: 'Item faltando', responsavel: 'loja', por: 'loja', meio: 'app', estado: 'feito', criadoEm: new Date(), feitoEm: new Date() },
  ],
});

function Dialog({ operator = false, refusal = null, onSend }: { operator?: boolean; refusal?: string | null; onSend: (request: RefundOrderItemsRequest) => void }) {
  const [open, setOpen] = useState(true);
  return open ? <RefundItemsDialog order={order} operator={operator} sending={false} refusal={refusal} onSend={onSend} onClose={() => setOpen(false)} /> : null;
}

describe('RefundItemsDialog', () => {
  it('asks what and why, shows the amount before sending, and sends what was chosen', async () => {
    const onSend = vi.fn();
    render(<Dialog onSend={onSend} />);
    const dialog = screen.getByRole('dialog', { name: 'Reembolsar itens do pedido #0007' });
    // Nothing chosen: the person is told, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Escolha pelo menos um item para reembolsar.', 'Escolha o motivo do reembolso.']);
    expect(onSend).not.toHaveBeenCalled();
    // One lasanha is left to give back: the stepper stops there.
    expect(within(dialog).getByText(/1 já devolvido/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mais Lasanha' }));
    expect(within(dialog).getByRole('button', { name: 'Mais Lasanha' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mais Refrigerante' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Item errado' }));
    expect(within(dialog).getByText('A Sabor devolve à loja a comissão desses itens no próximo extrato.')).toBeInTheDocument();
    // The store is not asked who bears it.
    expect(within(dialog).queryByRole('group', { name: 'Quem arca com o reembolso' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver R$\u00a050,00' }));
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ restaurantId: 'cantina', orderId: 'o1', itens: [{ indice: 0, quantidade: 1 }, { indice: 1, quantidade: 1 }], motivo: 'Item errado', responsavel: 'loja', id: expect.stringMatching(/^[\w-]{8,64}$/) }),
    );
  });

  it('lets the operator say Sabor bears it, and shows a refusal keeping every choice', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<Dialog operator onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mais Refrigerante' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Item faltando' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A Sabor' }));
    expect(screen.getByText('A Sabor devolve o valor inteiro à loja no próximo extrato.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Devolver R$\u00a010,00' }));
    const sent = onSend.mock.calls[0]![0] as RefundOrderItemsRequest;
    expect(sent).toMatchObject({ responsavel: 'sabor', itens: [{ indice: 1, quantidade: 1 }] });

    rerender(<Dialog operator refusal="O Mercado Pago não confirmou a devolução agora." onSend={onSend} />);
    expect(screen.getByText('O Mercado Pago não confirmou a devolução agora.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A Sabor' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Devolver R$\u00a010,00' })).toBeInTheDocument();
    // Sent again, under the same id: the money goes back once.
    await userEvent.click(screen.getByRole('button', { name: 'Devolver R$\u00a010,00' }));
    expect((onSend.mock.calls[1]![0] as RefundOrderItemsRequest).id).toBe(sent.id);
  });
});

describe('OrderRefunds', () => {
  it('says what was given back, and a refund not confirmed only to who can try again', () => {
    const failed = { ...order.reembolsos[0]!, id: 'r2', estado: 'falhou' as const, valor: 1000, itens: [{ indice: 1, nome: 'Refrigerante', quantidade: 1, valor: 1000 }] };
    const { rerender } = render(<OrderRefunds refunds={[...order.reembolsos, failed]} />);
    expect(screen.getByRole('list', { name: 'Reembolsos' })).toHaveTextContent('Devolvido R$ 40,00: 1x Lasanha (Item faltando)');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    rerender(<OrderRefunds refunds={[...order.reembolsos, failed]} showFailed />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Não confirmado pelo Mercado Pago R$ 10,00: 1x Refrigerante (Item faltando)');
  });
});
