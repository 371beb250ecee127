import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockCustomerAction } from '@/areas/restaurant/panel/orders/BlockCustomerAction';
import { BlockedCustomersModal } from '@/areas/restaurant/panel/orders/BlockedCustomersModal';
import type { BlockedCustomer } from '@/domain/orders/blocks';
import type { LiveResult } from '@/ui/use-subscription';

// The emulator suite (tests/emulator/panel-services.test.ts) tests the real service and rules.
const blockCustomer = vi.fn();
const unblockCustomer = vi.fn();
vi.mock('@/services/blocks', () => ({
  blockCustomer: (...args: unknown[]) => blockCustomer(...args),
  unblockCustomer: (...args: unknown[]) => unblockCustomer(...args),
}));

const order = { id: 'p1', restaurantId: 'cantina', userId: 'ana', clientName: 'Ana Souza' };

beforeEach(() => {
  blockCustomer.mockReset();
  unblockCustomer.mockReset();
});

describe('BlockCustomerAction', () => {
  it('asks before blocking, and blocks the order’s customer', async () => {
    blockCustomer.mockResolvedValueOnce(undefined);
    render(<BlockCustomerAction order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear cliente' }));
    expect(screen.getByText('Bloquear Ana Souza? Este cliente não poderá mais fazer pedidos neste restaurante.')).toBeInTheDocument();
    expect(blockCustomer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(blockCustomer).toHaveBeenCalledWith(order);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with a Portuguese message when blocking fails', async () => {
    blockCustomer.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BlockCustomerAction order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear cliente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível bloquear o cliente.');
  });
});

describe('BlockedCustomersModal', () => {
  it('lists the blocked customers and unblocks one, saying so when it fails', async () => {
    unblockCustomer.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocked: LiveResult<BlockedCustomer[]> = {
      status: 'success',
      data: [{ customerId: 'ana', nome: 'Ana Souza', pedidoId: 'p1', em: new Date(2026, 0, 5, 20, 30), por: 'staff' }],
      error: undefined,
    };
    render(<BlockedCustomersModal restaurantId="cantina" blocked={blocked} onClose={() => undefined} />);
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText(/desde 05\/01\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(unblockCustomer).toHaveBeenCalledWith('cantina', 'ana');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível desbloquear Ana Souza.');
  });
});
