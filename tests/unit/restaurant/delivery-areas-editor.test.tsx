import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryAreasSection } from '@/areas/restaurant/panel/settings/DeliveryAreasSection';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { Modal } from '@/ui/Modal';

const saveDeliveryAreas = vi.hoisted(() => vi.fn());
vi.mock('@/services/delivery-areas', () => ({ saveDeliveryAreas }));
// São Paulo's bairros as the operator keeps them (issue #36): the only names a row may hold.
vi.mock('@/services/cities', () => ({ getCityBairros: () => Promise.resolve(['Cerqueira César', 'Moema', 'Pinheiros', 'Vila Madalena']) }));

const cantina = restaurantFromData('cantina', {
  nome: 'Cantina da Nonna',
  cidade: 'São Paulo',
  taxaEntrega: 6.9,
  pedidoMinimo: 30,
  areasEntrega: { bairros: [{ nome: 'Pinheiros', taxa: 5, minimo: null }], outrosBairros: true, gratisAcima: null },
});

async function openEditor() {
  render(<DeliveryAreasSection restaurant={cantina} />);
  expect(screen.getByText('1 bairro com taxa própria · outros bairros com a taxa padrão')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Editar áreas de entrega' }));
  const dialog = await screen.findByRole('dialog', { name: 'Áreas de entrega' });
  await within(dialog).findByText(/Bairros de/);
  return dialog;
}

beforeEach(() => {
  saveDeliveryAreas.mockReset();
});

describe('the delivery areas editor', () => {
  it('adds rows, says under each field what is wrong (a repeated bairro too) without losing what was typed, and saves the areas', async () => {
    const editor = await openEditor();
    expect(editor).toHaveTextContent('Bairros de São Paulo');
    expect(within(editor).getByLabelText('Bairro 1')).toHaveValue('Pinheiros');
    expect(within(editor).getByLabelText('Taxa (R$) do bairro 1')).toHaveValue('5,00');

    await userEvent.click(within(editor).getByRole('button', { name: '+ Adicionar bairro' }));
    await userEvent.type(within(editor).getByLabelText('Bairro 2'), ' pinhéiros ');
    await userEvent.type(within(editor).getByLabelText('Taxa (R$) do bairro 2'), '7,5');
    await userEvent.click(within(editor).getByRole('button', { name: '+ Adicionar bairro' }));
    await userEvent.type(within(editor).getByLabelText('Bairro 3'), 'Moema');
    await userEvent.type(within(editor).getByLabelText('Mínimo (R$, opcional) do bairro 3'), '40');
    // Free text is not a bairro: the city's list is searched as one types, the others refused.
    await userEvent.click(within(editor).getByRole('button', { name: '+ Adicionar bairro' }));
    await userEvent.type(within(editor).getByLabelText('Bairro 4'), 'cerq');
    expect(within(within(editor).getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Cerqueira César']);
    await userEvent.type(within(editor).getByLabelText('Bairro 4'), 'ueira Cezar');
    await userEvent.type(within(editor).getByLabelText('Taxa (R$) do bairro 4'), '8');
    await userEvent.click(within(editor).getByRole('button', { name: 'Salvar áreas de entrega' }));

    expect(saveDeliveryAreas).not.toHaveBeenCalled();
    expect(within(editor).getByLabelText('Bairro 2')).toHaveAccessibleDescription('Este bairro já está na lista.');
    expect(within(editor).getByLabelText('Bairro 4')).toHaveAccessibleDescription('Escolha um bairro da lista de São Paulo.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Remover bairro cerqueira Cezar' }));
    expect(within(editor).getByLabelText('Taxa (R$) do bairro 3')).toHaveAccessibleDescription('Informe um valor.');
    expect(within(editor).getByText('Corrija os campos marcados.')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Taxa (R$) do bairro 2')).toHaveValue('7,5');

    await userEvent.clear(within(editor).getByLabelText('Bairro 2'));
    await userEvent.type(within(editor).getByLabelText('Bairro 2'), 'Vila Madalena');
    // Close by: its time promise allows 10 minutes of ride instead of the city's usual.
    await userEvent.selectOptions(within(editor).getByLabelText('Distância do bairro 2'), 'Perto · 10 min');
    await userEvent.type(within(editor).getByLabelText('Taxa (R$) do bairro 3'), '0');
    await userEvent.click(within(editor).getByRole('radio', { name: 'Não entregar em bairros fora da lista' }));
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Entrega grátis acima de um valor' }));
    await userEvent.type(within(editor).getByLabelText('Entrega grátis acima de (R$)'), '60');
    saveDeliveryAreas.mockResolvedValue(undefined);
    await userEvent.click(within(editor).getByRole('button', { name: 'Salvar áreas de entrega' }));

    expect(saveDeliveryAreas).toHaveBeenCalledWith('cantina', {
      bairros: [
        { nome: 'Pinheiros', taxa: 5, minimo: null, corridaMin: null },
        { nome: 'Vila Madalena', taxa: 7.5, minimo: null, corridaMin: 10 },
        { nome: 'Moema', taxa: 0, minimo: 40, corridaMin: null },
      ],
      outrosBairros: false,
      gratisAcima: 60,
    });
    expect(screen.queryByRole('dialog', { name: 'Áreas de entrega' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and puts its field messages on the rows they name, after a row above was removed", async () => {
    const editor = await openEditor();
    await userEvent.click(within(editor).getByRole('button', { name: '+ Adicionar bairro' }));
    await userEvent.type(within(editor).getByLabelText('Bairro 2'), 'Moema');
    await userEvent.type(within(editor).getByLabelText('Taxa (R$) do bairro 2'), '8');
    saveDeliveryAreas.mockRejectedValue(new CallableRefusal('invalid-argument', 'Confira as áreas de entrega.', { 'areas.bairros.1.taxa': 'Taxa acima do permitido.' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Salvar áreas de entrega' }));

    expect(await within(editor).findByText('Confira as áreas de entrega.')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Taxa (R$) do bairro 2')).toHaveAccessibleDescription('Taxa acima do permitido.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Remover bairro Pinheiros' }));
    expect(within(editor).getByLabelText('Bairro 1')).toHaveValue('Moema');
    expect(within(editor).getByLabelText('Taxa (R$) do bairro 1')).toHaveAccessibleDescription('Taxa acima do permitido.');
  });

  it("closes on Escape without closing 'Editar Dados' beneath it", async () => {
    const closeData = vi.fn();
    render(
      <Modal title="Editar Dados do Restaurante" onClose={closeData}>
        <DeliveryAreasSection restaurant={cantina} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Editar áreas de entrega' }));
    // The first Escape closes the bairro's list of matches (a combobox's own), the second the editor.
    await userEvent.type(await screen.findByLabelText('Bairro 1'), '{Escape}');
    expect(screen.getByRole('dialog', { name: 'Áreas de entrega' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Áreas de entrega' })).not.toBeInTheDocument();
    expect(closeData).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Editar Dados do Restaurante' })).toBeInTheDocument();
  });
});
