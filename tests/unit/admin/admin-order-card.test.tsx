import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrderCard } from '@/areas/admin/dashboard/all-orders/AdminOrderCard';
import { orderBreakdown } from '@/domain/money/order-breakdown';
import { makeOrder } from '../../fixtures/order';

describe('AdminOrderCard', () => {
  it('lists each item with its complementos under it', () => {
    const order = makeOrder('pedido123456', {
      itens: [
        {
          quantidade: 1,
          nome: 'Açaí 500 ml',
          preco: 24,
          observacoes: '',
          complementos: [
            { grupoId: 'acai', grupo: 'Açaí: 3 grátis', opcaoId: 'granola', nome: 'Granola', quantidade: 2, preco: 2, gratis: 2 },
            { grupoId: 'acai', grupo: 'Açaí: 3 grátis', opcaoId: 'banana', nome: 'Banana', quantidade: 1, preco: 2, gratis: 1 },
          ],
        },
        { quantidade: 2, nome: 'Água', preco: 4, observacoes: '' },
      ],
    });
    render(
      <ul>
        <AdminOrderCard order={order} />
      </ul>,
    );
    const [acai, agua] = within(screen.getByRole('list', { name: 'Itens' })).getAllByRole('listitem');
    expect(acai).toHaveTextContent(/^1 x Açaí 500 ml \(R\$\s24,00\)Açaí: 3 grátis: 2x Granola, Banana$/);
    expect(agua).toHaveTextContent(/^2 x Água \(R\$\s4,00\)$/);
  });

  it('leads with the number of the day and the restaurant, the short id only as a reference', () => {
    render(
      <ul>
        <AdminOrderCard order={makeOrder('Ras4CpsaXYZ', { numero: 5 })} />
        <AdminOrderCard order={makeOrder('legacy0001xyz', { restaurantName: 'Sabor Mineiro' })} />
      </ul>,
    );
    const [numbered, legacy] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('admin-order'));
    expect(numbered!.querySelector('.admin-order__id')).toHaveTextContent(/^#0005 · Cantina da Nonna$/);
    expect(within(numbered!).getByText('Ref. Ras4Cpsa')).toBeInTheDocument();
    expect(legacy!.querySelector('.admin-order__id')).toHaveTextContent(/^#legacy00 · Sabor Mineiro$/);
    expect(within(legacy!).queryByText(/^Ref\./)).not.toBeInTheDocument();
  });

  it("shows the commission the order's breakdown carries: its contract's rate on a store's own coupon, not 10% of the total", () => {
    // R$ 100,00 of items less a R$ 20,00 coupon of the store's, R$ 5,00 of delivery, at 8%: 8% of R$ 85,00.
    const reparticao = orderBreakdown({ itens: 10000, desconto: { codigo: 'LOJA20', custeio: 'restaurante', valor: 2000 }, taxaEntrega: 500, retirada: false, percentual: 8, entregaMinima: 0 });
    render(
      <ul>
        <AdminOrderCard order={makeOrder('contrato8pct', { status: 'entregue', totalValue: 85, reparticao })} />
      </ul>,
    );
    const commission = screen.getByText('Comissão (8%)');
    expect(commission.nextElementSibling).toHaveTextContent(/^R\$\s6,80$/);
  });
});
