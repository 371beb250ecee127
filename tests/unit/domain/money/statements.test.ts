import { describe, expect, it } from 'vitest';
import { statementCsv } from '@/domain/money/statement-csv';
import { statementNotice, statementStatus, statementTxid } from '@/domain/money/statements';
import { financeSettingsFromData } from '@/domain/money/finance-settings.record';
import { statementFromData } from '@/domain/money/statement.record';
import { TXID_MAX } from '@/domain/money/pix-charge';

const closed = (semana: string, vencimento: string) => statementFromData('nonna', semana, { semana, estado: 'fechada', comissao: 1095, valor: 1095, vencimento: new Date(vencimento) });

describe('commission statements', () => {
  it('reads a closed one past its due date as overdue, and says what to pay first', () => {
    const now = new Date('2026-12-10T15:00:00Z');
    expect(statementStatus(closed('2026-11-23', '2026-12-08T02:59:59Z'), now)).toBe('vencida');
    expect(statementStatus(closed('2026-11-30', '2026-12-15T02:59:59Z'), now)).toBe('fechada');
    expect(statementStatus({ estado: 'informada', vencimento: new Date('2026-12-01T00:00:00Z') }, now)).toBe('informada');
    expect(statementNotice([closed('2026-11-30', '2026-12-15T02:59:59Z'), closed('2026-11-23', '2026-12-08T02:59:59Z')], now)).toEqual({
      tone: 'error',
      text: "A comissão da semana 23/11 a 29/11/2026 venceu em 07/12/2026. Pague com Pix e toque em 'Já paguei' para a loja não ser bloqueada.",
    });
    expect(statementNotice([closed('2026-11-30', '2026-12-15T02:59:59Z')], now)).toEqual({ tone: 'warning', text: 'A comissão da semana 30/11 a 06/12/2026 vence em 14/12/2026.' });
    expect(statementNotice([statementFromData('nonna', '2026-12-07', { estado: 'aberta', comissao: 500 })], now)).toBeNull();
  });

  it('names each statement on the bank statement by its week and restaurant, within the BR Code’s 25 characters', () => {
    const a = statementTxid('2026-11-23', 'cantina-da-nonna');
    const b = statementTxid('2026-11-23', 'cantina-da-nonna-2');
    expect(a).toMatch(/^COM20261123cantina[0-9a-z]{7}$/);
    expect(a.length).toBeLessThanOrEqual(TXID_MAX);
    expect(b).not.toBe(a);
    expect(statementTxid('2026-11-30', 'cantina-da-nonna')).not.toBe(a);
  });

  it('falls back to the standard due and block days, and a missing key', () => {
    expect(financeSettingsFromData(undefined)).toEqual({ chavePix: null, titular: 'Sabor', cidade: 'Sao Paulo', diasVencimento: 7, diasBloqueio: 10 });
    expect(financeSettingsFromData({ chavePix: { tipo: 'email', chave: 'f@sabor.dev' }, diasVencimento: 3, diasBloqueio: 500 })).toMatchObject({ chavePix: { tipo: 'email', chave: 'f@sabor.dev' }, diasVencimento: 3, diasBloqueio: 10 });
  });

  it('exports the lines for Excel in Portuguese, with the total', () => {
    const csv = statementCsv({ comissao: -454 }, [
      { tipo: 'comissao', numero: 12, pedidoId: 'e1', pedidoEm: new Date('2026-11-24T17:30:00Z'), pagamento: 'Pix', base: 4540, percentual: 10, valor: 454, ocorridoEm: new Date('2026-11-24T18:00:00Z') },
      { tipo: 'comissao', numero: 13, pedidoId: 'e2', pedidoEm: new Date('2026-11-24T17:40:00Z'), pagamento: 'Pix', base: 3000, percentual: 10, creditoCupom: 500, valor: -200, ocorridoEm: new Date('2026-11-24T18:10:00Z') },
      { tipo: 'comissao', numero: 14, pedidoId: 'e3', pedidoEm: new Date('2026-11-24T17:50:00Z'), pagamento: 'Pix pelo app', base: 4000, percentual: 10, retidoNaFonte: 400, valor: 0, ocorridoEm: new Date('2026-11-24T18:20:00Z') },
      { tipo: 'estorno', numero: null, pedidoId: 'abcdefghij', pagamento: 'Dinheiro', base: 0, percentual: null, valor: -454, ocorridoEm: new Date('2026-11-25T18:00:00Z') },
      { tipo: 'ajuste', numero: 12, pedidoId: 'e1', pagamento: 'Pix', base: 5000, percentual: 10, valor: 46, ocorridoEm: new Date('2026-11-26T18:00:00Z') },
      { tipo: 'ajuste', numero: null, pedidoId: '', pagamento: '', base: 0, percentual: null, valor: -500, ocorridoEm: new Date('2026-11-27T18:00:00Z'), motivo: 'Cobrança em dobro; devolvido' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFData;Pedido;Lançamento;Pagamento;Base (R$);Taxa (%);Crédito do cupom da Sabor (R$);Retida na fonte (R$);Comissão (R$);Motivo',
      // An order named with its day, as the statements name it (issue #50); an entry from before, by number alone.
      '24/11/2026;#0012 · 24/11;Comissão;Pix;45,40;10;;;4,54;',
      // Sabor's coupon paid back: 10% of R$ 30,00 less the R$ 5,00 credit.
      '24/11/2026;#0013 · 24/11;Comissão;Pix;30,00;10;-5,00;;-2,00;',
      // Paid in the app (issue #52): Sabor's share taken at source, nothing left to bill.
      '24/11/2026;#0014 · 24/11;Comissão;Pix pelo app;40,00;10;;-4,00;0,00;',
      '25/11/2026;abcdefgh;Estorno;Dinheiro;0,00;;;;-4,54;',
      '26/11/2026;#0012;Ajuste;Pix;50,00;10;;;0,46;',
      '27/11/2026;;Ajuste;;0,00;;;;-5,00;"Cobrança em dobro; devolvido"',
      'Total;;;;;;;;-4,54;',
      '',
    ]);
  });
});
