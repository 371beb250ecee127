import { describe, expect, it } from 'vitest';
import { collectInstructions, mapLink } from '@/areas/rider/shared/collect';
import { formatPhone, telLink } from '@/domain/shared/validation';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('collectInstructions', () => {
  it('tells the rider to bring change for the note the customer pays with', () => {
    const collect = collectInstructions({ pagamentoOnline: null, pagamento: 'Dinheiro', totalValue: 51.8, troco: 100 });
    expect(nbsp(collect.charge)).toBe('Receber R$ 51,80 em dinheiro');
    expect(nbsp(collect.change ?? '')).toBe('Levar troco para R$ 100,00 (troco de R$ 48,20)');
  });

  it('needs no change for the exact amount or no note', () => {
    expect(collectInstructions({ pagamentoOnline: null, pagamento: 'Dinheiro', totalValue: 40, troco: 40 }).change).toBeNull();
    expect(collectInstructions({ pagamentoOnline: null, pagamento: 'Dinheiro', totalValue: 40, troco: null }).change).toBeNull();
  });

  it('computes change in centavos (no floating-point noise)', () => {
    expect(nbsp(collectInstructions({ pagamentoOnline: null, pagamento: 'Dinheiro', totalValue: 0.1 + 0.2, troco: 1 }).change ?? '')).toBe('Levar troco para R$ 1,00 (troco de R$ 0,70)');
  });

  it('names card, Pix and unknown methods', () => {
    expect(nbsp(collectInstructions({ pagamentoOnline: null, pagamento: 'Cartão', totalValue: 10, troco: null }).charge)).toBe('Receber R$ 10,00 no cartão (levar a maquininha)');
    expect(nbsp(collectInstructions({ pagamentoOnline: null, pagamento: 'Pix', totalValue: 10, troco: null }).charge)).toBe('Receber R$ 10,00 via Pix');
    expect(nbsp(collectInstructions({ pagamentoOnline: null, pagamento: 'Vale', totalValue: 10, troco: null }).charge)).toBe('Receber R$ 10,00 (Vale)');
    expect(nbsp(collectInstructions({ pagamentoOnline: null, pagamento: '', totalValue: 10, troco: null }).charge)).toBe('Receber R$ 10,00 na entrega');
  });

  it('has nothing to collect for an order paid in the app (issue #52)', () => {
    const paid = { metodo: 'pix', estado: 'aprovado', pagamentoId: '1', valor: 1000, taxaSabor: 100, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: new Date() } as const;
    expect(nbsp(collectInstructions({ pagamentoOnline: paid, pagamento: 'Pix', totalValue: 10, troco: null }).charge)).toBe('Pago pelo app (R$ 10,00): nada a receber');
  });
});

describe('links', () => {
  it('dials Brazilian numbers with the country code', () => {
    expect(telLink('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telLink('(11) 3333-4444')).toBe('tel:+551133334444');
    expect(telLink('+55 11 98765-4321')).toBe('tel:+5511987654321');
    expect(telLink('0800 123 4567')).toBe('tel:08001234567');
    expect(telLink('123')).toBeNull();
  });

  it('shows Brazilian phones formatted, and anything else as stored', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11)3284-6512')).toBe('(11) 3284-6512');
    expect(formatPhone('+55 11 98765 4321')).toBe('(11) 98765-4321');
    expect(formatPhone(' 0800 123 4567 ')).toBe('0800 123 4567');
    expect(formatPhone('ramal 12')).toBe('ramal 12');
  });

  it('searches the address on the map', () => {
    expect(mapLink('Rua Augusta, 1200 - São Paulo')).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20Augusta%2C%201200%20-%20S%C3%A3o%20Paulo');
    // A placed pin (issue #54) is where the phone's maps open, not the street's name.
    expect(mapLink('Rua Augusta, 1200 - São Paulo', { lat: -23.5561, lng: -46.658 })).toBe('https://www.google.com/maps/search/?api=1&query=-23.5561%2C-46.658');
  });
});
