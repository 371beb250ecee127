import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesPerDayChart } from '@/ui/SalesPerDayChart';

const days = [
  { day: '2026-11-01', count: 2, total: 12_000 },
  { day: '2026-11-02', count: 0, total: 0 },
  { day: '2026-11-03', count: 1, total: 300 },
  { day: '2026-11-04', count: 3, total: 56_000 },
];

describe('SalesPerDayChart', () => {
  it('draws one bar per day with sales, the tallest for the best day, as an image with a summary', () => {
    const { container } = render(<SalesPerDayChart state={{ status: 'success', days }} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(/^Vendas por dia\. R\$\s683,00 em 6 vendas, 3 dias com vendas; maior dia 04\/11\/2026, R\$\s560,00\.$/);
    const bars = [...container.querySelectorAll('rect.bar-chart__bar')];
    expect(bars.map((bar) => bar.getAttribute('data-key'))).toEqual(['2026-11-01', '2026-11-03', '2026-11-04']);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[2]);
    // A day with little still shows.
    expect(heights[1]).toBeGreaterThan(0);
  });

  it('gives the exact values as a table', () => {
    render(<SalesPerDayChart state={{ status: 'success', days }} />);
    const table = screen.getByRole('table', { name: 'Vendas por dia' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual(['01/11/2026R$ 120,00', '03/11/2026R$ 3,00', '04/11/2026R$ 560,00']);
  });

  it('says when there is nothing to draw, while it loads, when it fails and when the period is too long', () => {
    const { rerender, container } = render(<SalesPerDayChart state={{ status: 'success', days: [{ day: '2026-11-01', count: 0, total: 0 }] }} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Vendas por dia. Nenhuma venda no período.');
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    rerender(<SalesPerDayChart state={{ status: 'loading' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o gráfico de vendas...');
    rerender(<SalesPerDayChart state={{ status: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar as vendas por dia.');
    rerender(<SalesPerDayChart state={{ status: 'success', days: null }} />);
    expect(screen.getByText(/mostra períodos de até 62 dias/)).toBeInTheDocument();
  });
});
