import { MemoryRouter } from 'react-router-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PanelHeader } from '@/areas/restaurant/panel/PanelHeader';
import { makeRestaurant } from '../../fixtures/restaurant';

const cantina = makeRestaurant({ endereco: 'Rua das Flores, 10', telefone: '(11) 99999-0000', horarioFuncionamento: [] });

describe('PanelHeader', () => {
  it('while the restaurant loads, says so, holds the header in place and still lets staff leave', () => {
    const onLogout = vi.fn();
    render(<PanelHeader restaurant={null} onEdit={vi.fn()} onLogout={onLogout} />, { wrapper: MemoryRouter });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando painel...');
    expect(screen.getByRole('banner')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Editar Dados' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sair do painel' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the restaurant once loaded', () => {
    const onEdit = vi.fn();
    render(<PanelHeader restaurant={cantina} onEdit={onEdit} onLogout={vi.fn()} />, { wrapper: MemoryRouter });

    expect(screen.getByRole('heading', { level: 1, name: 'Cantina da Nonna' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Dados' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("states a store's fees by bairro, not the R$ 0,00 of its restaurant-wide fee (issue #51)", () => {
    const byBairro = makeRestaurant({ taxaEntrega: 0, areasEntrega: { bairros: [{ nome: 'Pinheiros', taxa: 4, minimo: null }, { nome: 'Mooca', taxa: 9, minimo: null }], outrosBairros: false, gratisAcima: null } });
    render(<PanelHeader restaurant={byBairro} onEdit={vi.fn()} onLogout={vi.fn()} />, { wrapper: MemoryRouter });
    expect(screen.getByText(/Taxa de entrega:/)).toHaveTextContent(/Taxa de entrega: R\$\s4,00 a R\$\s9,00 por bairro/);
  });
});
