import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlinePaymentDue, onlineEndedText } from '@/areas/customer/status/OnlinePayment';
import type { OrderOnlinePayment } from '@/domain/payments/online-payment.record';

/** An order's payment in the app (issue #52) on its '/status'. */
const charge = (overrides: Partial<OrderOnlinePayment> = {}): OrderOnlinePayment => ({
  metodo: 'pix',
  estado: 'aguardando',
  pagamentoId: '19102860140',
  valor: 4540,
  taxaSabor: 454,
  reembolsado: 0,
  pix: { copiaECola: '00020101021226830014br.gov.bcb.pix2561qr.example/teste5204000053039865406045.405802BR5925CANTINA6009SAO PAULO62070503***6304ABCD', expiraEm: new Date('2026-11-28T21:19:00Z'), pagina: 'https://www.mercadopago.com.br/payments/19102860140/ticket' },
  desafio: null,
  motivo: '',
  pagoEm: null,
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('OnlinePaymentDue', () => {
  it('shows the charge while the order waits for it: amount, QR, copy, the provider’s page and a countdown that runs', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T21:04:30Z') });
    render(<OnlinePaymentDue order={{ id: 'p1', restaurantId: 'cantina', status: 'aguardando_pagamento', pagamentoOnline: charge() }} />);
    expect(screen.getByRole('heading', { name: 'Pague o Pix para enviar o pedido' })).toBeInTheDocument();
    expect(screen.getByText(/R\$\s45,40/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR Code do Pix de R\$\s45,40/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver este Pix no Mercado Pago' })).toHaveAttribute('href', 'https://www.mercadopago.com.br/payments/19102860140/ticket');
    expect(screen.getByRole('timer')).toHaveTextContent('O código vale por mais 14:30');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('O código vale por mais 13:29');
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('O código vale por mais 00:00');
  });

  it('shows the bank’s 3-D Secure page of a card, through the one page allowed to frame it, and until when', () => {
    const desafio = { url: 'https://acs.banco.example/desafio', creq: 'eyJhY3NUcmFuc0lEIjoiMSJ9', expiraEm: new Date('2026-11-28T21:19:00Z') };
    render(<OnlinePaymentDue order={{ id: 'p1', restaurantId: 'cantina', status: 'aguardando_pagamento', pagamentoOnline: charge({ metodo: 'cartao', pix: null, desafio }) }} />);
    expect(screen.getByRole('heading', { name: 'Confirme o pagamento com o seu banco' })).toBeInTheDocument();
    const frame = screen.getByTitle('Verificação do banco');
    const src = new URL(frame.getAttribute('src') ?? '', 'https://sabor.example');
    expect(src.pathname).toBe('/verificacao-cartao.html');
    expect(Object.fromEntries(new URLSearchParams(src.hash.slice(1)))).toEqual({ url: desafio.url, creq: desafio.creq });
    expect(screen.getByText('Sem a verificação até 18:19, o pedido é cancelado sem custo.')).toBeInTheDocument();
  });

  it('says a card is under review when no check is asked of the customer', () => {
    render(<OnlinePaymentDue order={{ id: 'p1', restaurantId: 'cantina', status: 'aguardando_pagamento', pagamentoOnline: charge({ metodo: 'cartao', pix: null }) }} />);
    expect(screen.getByText(/Pagamento com cartão em análise pelo Mercado Pago/)).toBeInTheDocument();
    expect(screen.queryByTitle('Verificação do banco')).toBeNull();
  });

  it('is gone once paid, and for an order paid at the door', () => {
    const { container, rerender } = render(<OnlinePaymentDue order={{ id: 'p1', restaurantId: 'cantina', status: 'novo_pedido', pagamentoOnline: charge({ estado: 'aprovado', pagoEm: new Date() }) }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OnlinePaymentDue order={{ id: 'p1', restaurantId: 'cantina', status: 'novo_pedido', pagamentoOnline: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('onlineEndedText', () => {
  it('says what became of the money of an order that ended undelivered', () => {
    expect(onlineEndedText({ pagamentoOnline: null })).toBeNull();
    expect(onlineEndedText({ pagamentoOnline: charge({ estado: 'expirado' }) })).toBe('O Pix não foi pago a tempo e o pedido foi cancelado. Nenhum valor foi cobrado.');
    expect(onlineEndedText({ pagamentoOnline: charge({ metodo: 'cartao', pix: null, estado: 'expirado' }) })).toBe('A verificação do banco não foi feita a tempo e o pedido foi cancelado. Nenhum valor foi cobrado.');
    expect(onlineEndedText({ pagamentoOnline: charge({ estado: 'recusado', motivo: 'Não foi possível gerar o Pix agora.' }) })).toBe('Não foi possível gerar o Pix agora. Nenhum valor foi cobrado.');
    const paid = { pagoEm: new Date('2026-11-28T21:06:00Z') };
    expect(onlineEndedText({ pagamentoOnline: charge({ ...paid, estado: 'aprovado' }) })).toMatch(/^O valor pago pelo app \(R\$\s45,40\) será devolvido automaticamente\.$/);
    expect(onlineEndedText({ pagamentoOnline: charge({ ...paid, estado: 'reembolsado', reembolsado: 4540 }) })).toMatch(/^O valor pago pelo app \(R\$\s45,40\) foi devolvido\.$/);
    expect(onlineEndedText({ pagamentoOnline: charge({ ...paid, estado: 'reembolsado_parcial', reembolsado: 1200 }) })).toMatch(/^Parte do valor pago pelo app foi devolvida: R\$\s12,00 de R\$\s45,40\.$/);
  });
});
