import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportsTab } from '@/areas/restaurant/panel/reports/ReportsTab';

// The emulator suite reads the real rollups; here the reads answer at once.
vi.mock('@/services/reports', () => ({
  getSalesTotals: vi.fn(async () => ({ sold: { total: 11760, count: 3 }, inProgress: { total: 2500, count: 1 }, discounts: { store: 450, sabor: 683 } })),
  getDailySales: vi.fn(async () => null),
  getSalesPage: vi.fn(async () => ({ orders: [], next: null })),
  getDayClosingOrders: vi.fn(async () => []),
}));

describe('Relatórios de Vendas', () => {
  it('shows the totals its hooks read, and an empty period without an error', async () => {
    render(<ReportsTab restaurantId="cantina" />);
    const today = (await screen.findByText('Vendas de Hoje')).closest('.metric-card') as HTMLElement;
    expect(await within(today).findByText(/R\$\s117,60/)).toBeInTheDocument();
    expect(within(today).getByText('3 pedidos')).toBeInTheDocument();
    // The discounts by who funds them (issue #50).
    expect(within(today).getByText(/Desconto da loja: R\$\s4,50/)).toBeInTheDocument();
    expect(within(today).getByText(/Desconto Sabor \(a Sabor devolve no extrato\): R\$\s6,83/)).toBeInTheDocument();
    expect(screen.queryByText(/Erro ao carregar os dados de vendas/)).not.toBeInTheDocument();
  });
});
