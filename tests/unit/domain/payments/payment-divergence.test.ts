import { describe, expect, it } from 'vitest';
import { chargebackAdjustmentReason, chargebackCredit } from '@/domain/payments/payment-divergence';

describe('chargebackCredit', () => {
  it("gives the store back Sabor's fee on what was still paid when the bank took the payment back", () => {
    expect(chargebackCredit({ valor: 4500, taxaSabor: 450, reembolsado: 0 })).toBe(450);
    // Part was refunded before (its commission already credited then): only the rest's.
    expect(chargebackCredit({ valor: 4500, taxaSabor: 450, reembolsado: 1500 })).toBe(300);
    expect(chargebackCredit({ valor: 4500, taxaSabor: 450, reembolsado: 4500 })).toBe(0);
    expect(chargebackCredit({ valor: 0, taxaSabor: 0, reembolsado: 0 })).toBe(0);
    expect(chargebackAdjustmentReason('#0007')).toBe('Contestação no banco (chargeback) do pedido #0007: a comissão da Sabor volta para a loja.');
  });
});
