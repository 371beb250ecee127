import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from '@/areas/customer/checkout/OrderSummary';

describe('OrderSummary', () => {
  it('keeps its labels while the fee loads, with placeholders for the figures and a status for screen readers', () => {
    const { container } = render(<OrderSummary totals={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculando o total...');
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/R\$/);
    expect(container.querySelectorAll('.skeleton-line')).toHaveLength(3);
  });

  it('shows the figures once known', () => {
    render(<OrderSummary totals={{ subtotal: 4180, fee: 0, total: 4180, itemCount: 2, missingForMinimum: 0, minimum: 0, notServed: null }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Grátis')).toBeInTheDocument();
    expect(screen.getAllByText(/R\$\s41,80/)).toHaveLength(2);
  });
});
