import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreCoupons } from '@/areas/customer/menu/StoreCoupons';
import { StorePromotionBadges } from '@/areas/customer/shared/StorePromotionBadges';
import type { PublicCoupon } from '@/domain/promotions/store-promotions';

const NOW = new Date('2026-11-27T15:00:00Z');
const terms = { tipo: 'percentual', valor: 10, maximo: null, pedidoMinimo: 0, regra: 'livre', inicio: new Date('2026-11-20T03:00:00Z'), fim: new Date('2026-12-27T03:00:00Z') } as const;
const coupon = (codigo: string, extra: Partial<PublicCoupon> = {}): PublicCoupon => ({ ...terms, codigo, escopo: 'restaurante', ...extra });

describe('a store’s coupons, shown once each (issue #51)', () => {
  it('the card says "Cupom de 10%" once when the store and its city both give 10%', () => {
    const { container } = render(
      <StorePromotionBadges
        store={{ areasEntrega: { gratisAcima: 50 }, cuponsDivulgados: [coupon('BEMVINDO10', { pedidoMinimo: 40 }), coupon('SABOR10', { escopo: 'cidade' }), coupon('PASTEL5', { tipo: 'valor', valor: 5 })] }}
        now={NOW}
      />,
    );
    const badges = [...container.querySelectorAll('.badge')].map((badge) => badge.textContent);
    expect(badges).toEqual(['Cupom de 10%', expect.stringMatching(/^Cupom de R\$\s5,00$/), expect.stringMatching(/^Frete grátis acima de R\$\s50,00$/)]);
  });

  it('the menu lists two codes that read alike word for word once, and different offers of the same size each', () => {
    render(<StoreCoupons coupons={[coupon('DEZ'), coupon('DEZOFF'), coupon('BEMVINDO10', { regra: 'primeiro_pedido' }), coupon('SABOR10', { escopo: 'cidade' })]} now={NOW} />);
    const entries = within(screen.getByRole('region', { name: 'Cupons' })).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('button').textContent)).toEqual(['DEZCopiar código', 'BEMVINDO10Copiar código', 'SABOR10Copiar código']);
    expect(entries[2]).toHaveTextContent('Cupom da Sabor');
  });
});
