import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderCard } from '@/areas/restaurant/panel/orders/OrderCard';
import { PrintTicket } from '@/areas/restaurant/panel/orders/PrintTicket';
import type { FrozenChoice } from '@/domain/catalog/option-groups';
import { makeOrder } from '../../fixtures/order';

// Nothing is written here: the card's actions are not used.
vi.mock('@/services/orders', () => ({ acceptOrder: vi.fn(), extendPrepTime: vi.fn(), rejectOrder: vi.fn(), updateOrderStatus: vi.fn() }));
vi.mock('@/services/blocks', () => ({ blockCustomer: vi.fn() }));
vi.mock('@/services/rider-tracking', () => ({ subscribeToRiderPosition: vi.fn(() => () => undefined) }));

function choice(grupo: string, nome: string, quantidade = 1): FrozenChoice {
  return { grupoId: grupo.toLowerCase(), grupo, opcaoId: nome.toLowerCase(), nome, quantidade, preco: 0, gratis: 0 };
}

const burgerOrder = makeOrder('pedido123456', {
  status: 'em_preparacao',
  numero: 42,
  itens: [
    { quantidade: 1, nome: 'X-Burger', preco: 43, observacoes: 'sem picles', complementos: [choice('Ponto da carne', 'Mal passado'), choice('Adicionais', 'Bacon', 2), choice('Adicionais', 'Cheddar')] },
    { quantidade: 1, nome: 'Refrigerante', preco: 6, observacoes: '' },
  ],
});
const grouped = 'Ponto da carne: Mal passado · Adicionais: 2x Bacon, Cheddar';

describe('an order’s complementos for the kitchen', () => {
  it('shows them grouped under the item on the panel’s card, and nothing for an item without', () => {
    render(
      <ul>
        <OrderCard order={burgerOrder} now={new Date('2026-01-10T15:05:00Z')} defaultPrepMinutes={25} acceptMinutes={8} onPrint={vi.fn()} />
      </ul>,
    );
    const [burger, soda] = within(screen.getByText('X-Burger').closest('ul') as HTMLElement).getAllByRole('listitem');
    expect(burger).toHaveTextContent(`1x X-Burger${grouped}Obs.: sem picles`);
    expect(soda).toHaveTextContent(/^1x Refrigerante$/);
  });

  it('names the rider coming for the order, and who took it (issue #51)', () => {
    const coming = makeOrder('pedido-rider', { status: 'a_caminho', deliverymanId: 'moto1', entregadorNome: 'Téo', acceptedAt: new Date('2026-01-10T15:02:00Z') });
    const { unmount } = render(<ul><OrderCard order={coming} now={new Date('2026-01-10T15:05:00Z')} defaultPrepMinutes={25} acceptMinutes={8} onPrint={vi.fn()} /></ul>);
    expect(screen.getByText(/vem retirar/)).toHaveTextContent(/^Téo vem retirar \(aceitou às \d{2}:02\)$/);
    unmount();
    render(<ul><OrderCard order={{ ...coming, retiradoEm: new Date('2026-01-10T15:10:00Z') }} now={new Date('2026-01-10T15:12:00Z')} defaultPrepMinutes={25} acceptMinutes={8} onPrint={vi.fn()} /></ul>);
    expect(screen.getByText(/Retirado por/)).toHaveTextContent(/^Retirado por Téo às \d{2}:10: a caminho do cliente$/);
  });

  describe('on the printed ticket', () => {
    // The ticket opens the print dialog once mounted; jsdom has none.
    beforeEach(() => {
      vi.spyOn(window, 'print').mockImplementation(() => undefined);
    });

    it('prints them under the item, before the note', () => {
      render(<PrintTicket order={burgerOrder} restaurantName="Cantina da Nonna" printId={1} onDone={vi.fn()} />);
      const ticket = screen.getByRole('region', { name: /Comanda do pedido/ });
      const [burger] = within(ticket).getAllByRole('listitem');
      expect(burger).toHaveTextContent(/^1x X-BurgerR\$\s43,00Ponto da carne: Mal passado · Adicionais: 2x Bacon, CheddarObs\.: sem picles$/);
      expect(within(ticket).getByText(grouped)).toHaveClass('print-ticket__choices');
    });
  });
});
