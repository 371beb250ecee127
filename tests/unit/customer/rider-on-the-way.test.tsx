import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiderOnTheWay } from '@/areas/customer/status/RiderOnTheWay';

describe('RiderOnTheWay (/status after the pickup)', () => {
  it('names the rider and offers the call', () => {
    render(<RiderOnTheWay order={{ entregadorNome: 'Carlos', entregadorTelefone: '(11) 96543-2109' }} />);
    expect(screen.getByRole('heading', { name: 'Carlos está levando seu pedido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ligar para o entregador/ })).toHaveAttribute('href', 'tel:+5511965432109');
  });

  it('names a rider without a phone, with no call link; nothing for an order without a rider name', () => {
    const { rerender } = render(<RiderOnTheWay order={{ entregadorNome: 'Bruna', entregadorTelefone: '' }} />);
    expect(screen.getByRole('heading', { name: 'Bruna está levando seu pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<RiderOnTheWay order={{ entregadorNome: '', entregadorTelefone: '(11) 96543-2109' }} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
