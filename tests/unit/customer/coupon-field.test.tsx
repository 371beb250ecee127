import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponField } from '@/areas/customer/checkout/CouponField';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import type { PublicCoupon } from '@/domain/promotions/store-promotions';

const preview = vi.hoisted(() => vi.fn());
vi.mock('@/services/coupon-preview', () => ({ previewCoupon: preview }));

const offer = (codigo: string): PublicCoupon => ({ codigo, escopo: 'restaurante', tipo: 'percentual', valor: 10, maximo: null, pedidoMinimo: 0, regra: 'uma_vez', inicio: new Date('2026-01-01'), fim: new Date('2027-01-01') });
const coupon = { applied: null, discount: 0, removed: null, apply: vi.fn(), remove: vi.fn(), dismissRemoved: vi.fn() };

describe("the checkout's coupons on offer", () => {
  it('stops offering one the server refused to this customer, saying why (issue #51)', async () => {
    preview.mockRejectedValueOnce(new CallableRefusal('coupon', 'Você já usou este cupom.'));
    render(<CouponField restaurantId="cantina" coupon={coupon} disabled={false} offered={[offer('UMAVEZ10'), offer('OUTRO10')]} />);
    await userEvent.click(screen.getByRole('button', { name: /Usar UMAVEZ10/ }));
    expect(await screen.findByText('Você já usou este cupom.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Usar UMAVEZ10/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Usar OUTRO10/ })).toBeInTheDocument();
    // A check that could not reach the server keeps the offer.
    preview.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: /Usar OUTRO10/ }));
    expect(await screen.findByText(/Verifique sua conexão/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Usar OUTRO10/ })).toBeInTheDocument();
  });
});
