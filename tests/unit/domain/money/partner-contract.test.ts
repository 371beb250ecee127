import { describe, expect, it } from 'vitest';
import { parsePercent } from '@/domain/money/partner-contract';
import { rateInForce, restaurantTermsAt, termsToAccept, PARTNER_TERMS } from '@/domain/money/partner-terms';
import { restaurantBalance } from '@/domain/money/statements';
import { statementFromData } from '@/domain/money/statement.record';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT } from '@/domain/money/commission';
import { PARTNER_TERMS_VERSION } from '../../../../scripts/lib/demo-data.mjs';

const accepted = { termos: PARTNER_TERMS.version, comissaoPercentual: 10, aceitoEm: new Date('2026-11-02T12:00:00Z') };

describe("a restaurant's contract", () => {
  it('asks the dono for a proposal first, then for a newer terms version at the rate in force, and for nothing once accepted', () => {
    expect(termsToAccept({ contrato: accepted, contratoProposto: null, comissaoPercentual: 10 })).toBeNull();
    expect(termsToAccept({ contrato: accepted, contratoProposto: { termos: PARTNER_TERMS.version, comissaoPercentual: 7.5, motivo: 'Lançamento', propostoEm: null }, comissaoPercentual: 10 })).toEqual({
      termos: PARTNER_TERMS.version,
      comissaoPercentual: 7.5,
    });
    expect(termsToAccept({ contrato: { ...accepted, termos: '2026-11', comissaoPercentual: 8 }, contratoProposto: null, comissaoPercentual: 8 })).toEqual({ termos: PARTNER_TERMS.version, comissaoPercentual: 8 });
    // A restaurant from before contracts were recorded: the current terms at its stored rate, or the standard.
    expect(termsToAccept({ contrato: null, contratoProposto: null, comissaoPercentual: null })).toEqual({ termos: PARTNER_TERMS.version, comissaoPercentual: 10 });
    expect(rateInForce({ contrato: null, comissaoPercentual: 12 })).toBe(12);
  });

  it('words the terms at the offered rate, keeping the fee rule', () => {
    expect(restaurantTermsAt(10)).toEqual([...PARTNER_TERMS.restaurante]);
    const at75 = restaurantTermsAt(7.5);
    expect(at75[0]).toBe('A Sabor cobra 7,5% de comissão sobre o valor total de cada pedido entregue (itens e taxa de entrega), taxa do contrato deste restaurante.');
    expect(at75).toContain(DELIVERY_FEE_RULE_TEXT);
    expect(at75).not.toContain(COMMISSION_RULE_TEXT);
  });

  it('reads a typed rate', () => {
    expect(['8', '7,5', '7.25', ' 9 % ', '0'].map(parsePercent)).toEqual([8, 7.5, 7.25, 9, 0]);
    expect(['', 'oito', '-2', '1e2', '7,5,1'].map(parsePercent)).toEqual([null, null, null, null, null]);
  });

  it('the demo seeds the current terms version', () => {
    expect(PARTNER_TERMS_VERSION).toBe(PARTNER_TERMS.version);
  });
});

describe("a restaurant's balance", () => {
  it('adds the open week (a credit when negative) and the closed statements still unpaid, the overdue apart', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const statements = [
      statementFromData('r', '2026-11-23', { estado: 'aberta', comissao: -500 }),
      statementFromData('r', '2026-11-16', { estado: 'fechada', comissao: 1095, valor: 1095, vencimento: new Date('2026-11-30T02:59:59Z') }),
      statementFromData('r', '2026-11-09', { estado: 'fechada', comissao: 800, valor: 800, vencimento: new Date('2026-11-23T02:59:59Z') }),
      statementFromData('r', '2026-11-02', { estado: 'informada', comissao: 300, valor: 300, vencimento: new Date('2026-11-16T02:59:59Z') }),
    ];
    expect(restaurantBalance(statements, now)).toEqual({ aberta: -500, aPagar: 2195, vencido: 800, total: 1695 });
  });
});
