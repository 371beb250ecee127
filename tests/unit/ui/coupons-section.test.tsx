import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@/domain/promotions/coupon';
import type { CouponsData } from '@/state/use-coupons';
import { CouponsSection } from '@/ui/coupons/CouponsSection';

// The section is presentational: its data and writes come in `data` (src/state/use-coupons.ts,
// which the e2e journeys run against the emulator); here, what it shows and what it keeps.
const now = new Date('2026-11-20T15:00:00Z');

const coupon = (extra: Partial<Coupon> = {}): Coupon => ({
  id: 'cantina_BEMVINDO10',
  codigo: 'BEMVINDO10',
  escopo: 'restaurante',
  restaurantId: 'cantina',
  cidade: null,
  tipo: 'percentual',
  valor: 10,
  maximo: null,
  pedidoMinimo: 0,
  inicio: new Date('2026-11-01T03:00:00Z'),
  fim: new Date('2026-12-01T02:59:59Z'),
  regra: 'livre',
  limiteUsos: null,
  usos: 3,
  ativo: true,
  divulgado: false,
  ...extra,
});

function data(coupons: Coupon[], writes: Partial<Pick<CouponsData, 'setActive' | 'save'>> = {}): CouponsData {
  return {
    coupons: { status: 'success', data: coupons, error: undefined },
    setActive: writes.setActive ?? vi.fn(() => Promise.resolve(null)),
    save: writes.save ?? vi.fn(() => Promise.resolve(null)),
  };
}

describe('CouponsSection', () => {
  it("lists the store's coupons and says why a pause failed", async () => {
    const setActive = vi.fn<CouponsData['setActive']>(() => Promise.resolve('Sua função na equipe não permite esta alteração.'));
    render(<CouponsSection owner={{ restaurantId: 'cantina' }} now={now} data={data([coupon()], { setActive })} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Pausar BEMVINDO10' }));
    expect(setActive).toHaveBeenCalledWith(expect.objectContaining({ id: 'cantina_BEMVINDO10' }), false);
    expect(await screen.findByText('Sua função na equipe não permite esta alteração.')).toBeInTheDocument();
  });

  it('keeps the form open with what was typed when the save is refused, and closes it once saved', async () => {
    const save = vi.fn<CouponsData['save']>().mockResolvedValueOnce('Já existe um cupom com este código.').mockResolvedValueOnce(null);
    render(<CouponsSection owner={{ restaurantId: 'cantina' }} now={now} data={data([], { save })} />);
    expect(screen.getByText(/Nenhum cupom ainda/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo cupom' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Código'), 'FRETE5');
    await userEvent.type(within(dialog).getByLabelText('Desconto (%)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar cupom' }));
    expect(await within(dialog).findByText('Já existe um cupom com este código.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código')).toHaveValue('FRETE5');
    expect(save).toHaveBeenLastCalledWith(null, expect.objectContaining({ codigo: 'FRETE5' }), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar cupom' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
