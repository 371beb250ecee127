import { describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, cardDeclineMessage, onlinePaymentStateOf } from '@/domain/payments/online-payment';

describe('onlinePaymentStateOf', () => {
  const payment = (status: string, refunded = 0) => ({ status, statusDetail: '', amount: 5000, refunded });

  it("reads the provider's states as an order's", () => {
    expect(onlinePaymentStateOf(payment('pending'))).toBe('aguardando');
    expect(onlinePaymentStateOf(payment('in_process'))).toBe('aguardando');
    expect(onlinePaymentStateOf(payment('approved'))).toBe('aprovado');
    expect(onlinePaymentStateOf(payment('rejected'))).toBe('recusado');
    expect(onlinePaymentStateOf(payment('cancelled'))).toBe('expirado');
    expect(onlinePaymentStateOf(payment('charged_back'))).toBe('contestado');
  });

  it('tells a partial refund from a full one', () => {
    expect(onlinePaymentStateOf(payment('approved', 1200))).toBe('reembolsado_parcial');
    expect(onlinePaymentStateOf(payment('refunded', 5000))).toBe('reembolsado');
    expect(onlinePaymentStateOf(payment('refunded', 0))).toBe('reembolsado');
  });
});

describe('cardDeclineMessage', () => {
  it("says why in Portuguese, and something useful for a code it does not know", () => {
    expect(cardDeclineMessage('cc_rejected_insufficient_amount')).toBe('O cartão não tem limite suficiente. Use outro cartão ou pague com Pix.');
    expect(cardDeclineMessage('cc_rejected_bad_filled_security_code')).toBe('Confira o código de segurança do cartão.');
    expect(cardDeclineMessage('cc_rejected_algo_novo')).toBe(CARD_DECLINED_MESSAGE);
  });
});
