import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pixChargeFor } from '@/domain/money/pix-charge';
import { statementFromData, type Statement } from '@/domain/money/statements';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT } from '@/domain/sales/commission';
import { FinanceTab } from '@/areas/restaurant/panel/finance/FinanceTab';
import type { StatementLine } from '@/services/statements';

// The service is replaced here; the emulator suite runs the ledger, the close and the rules.
const mocks = vi.hoisted(() => ({
  statements: [] as Statement[],
  lines: vi.fn<(restaurantId: string, semana: string) => Promise<StatementLine[]>>(),
  reportPaid: vi.fn<(restaurantId: string, semana: string) => Promise<void>>(),
}));
vi.mock('@/services/statements', () => ({
  subscribeToStatements: (_id: string, onNext: (statements: Statement[]) => void) => {
    onNext(mocks.statements);
    return () => undefined;
  },
  getStatementLines: mocks.lines,
  reportStatementPaid: mocks.reportPaid,
}));

const pix = pixChargeFor({ key: { tipo: 'email', chave: 'financeiro@sabor.dev' }, titular: 'Sabor', cidade: 'Sao Paulo', amountCentavos: 1095, txid: 'COM20261116nonna1234567' })!;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  mocks.lines.mockReset().mockResolvedValue([
    { id: 'e1-1', tipo: 'comissao', pedidoId: 'e1', numero: 12, pagamento: 'Pix', base: 4540, percentual: 10, valor: 454, ocorridoEm: new Date('2026-11-17T18:00:00Z') },
    { id: 'e2-1', tipo: 'comissao', pedidoId: 'e2', numero: 13, pagamento: 'Dinheiro', base: 6410, percentual: 10, valor: 641, ocorridoEm: new Date('2026-11-18T18:00:00Z') },
  ]);
  mocks.reportPaid.mockReset().mockResolvedValue(undefined);
  mocks.statements = [
    statementFromData('nonna', '2026-11-23', { estado: 'aberta', comissao: 500, pedidos: 1 }),
    statementFromData('nonna', '2026-11-16', { estado: 'fechada', comissao: 1095, valor: 1095, pedidos: 2, codigo: 'COM20261116nonna1234567', pix, vencimento: new Date(Date.now() + 3 * DAY) }),
    statementFromData('nonna', '2026-11-09', { estado: 'paga', comissao: 800, valor: 800, pedidos: 2, pagoEm: new Date('2026-11-20T15:00:00Z'), notaPagamento: 'Pix recebido' }),
  ];
});
afterEach(cleanup);

describe("'Financeiro'", () => {
  it('states the rule, lists the weeks with their state, and pays one: Pix code, lines, Já paguei', async () => {
    const user = userEvent.setup();
    render(<FinanceTab restaurantId="nonna" />);
    expect(screen.getByText(COMMISSION_RULE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_FEE_RULE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/A comissão da semana 16\/11 a 22\/11\/2026 vence em/)).toBeInTheDocument();

    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Semana de 23/11 a 29/11/2026', 'Semana de 16/11 a 22/11/2026', 'Semana de 09/11 a 15/11/2026']);
    expect(within(cards[0]!).getByText('Aberta')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: 'Já paguei' })).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Paga')).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/Pix recebido/)).toBeInTheDocument();

    const toPay = cards[1]!;
    expect(within(toPay).getByText('A pagar')).toBeInTheDocument();
    await user.click(within(toPay).getByRole('button', { name: 'Pagar com Pix' }));
    expect(within(toPay).getByRole('img', { name: /QR Code do Pix da comissão de R\$\s10,95/ })).toBeInTheDocument();
    expect(within(toPay).getByText(/Código do extrato: COM20261116nonna1234567/)).toBeInTheDocument();

    await user.click(within(toPay).getByRole('button', { name: 'Ver lançamentos' }));
    const table = await within(toPay).findByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DataPedidoLançamentoBaseComissão',
      expect.stringMatching(/^17\/11#0012 · PixComissão \(10%\)R\$\s45,40R\$\s4,54$/),
      expect.stringMatching(/^18\/11#0013 · DinheiroComissão \(10%\)R\$\s64,10R\$\s6,41$/),
      expect.stringMatching(/^TotalR\$\s10,95$/),
    ]);
    expect(mocks.lines).toHaveBeenCalledWith('nonna', '2026-11-16');

    await user.click(within(toPay).getByRole('button', { name: 'Já paguei' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Já paguei' }));
    expect(mocks.reportPaid).toHaveBeenCalledWith('nonna', '2026-11-16');
  });

  it('says a failure to load the lines, and keeps the statement', async () => {
    const user = userEvent.setup();
    mocks.lines.mockRejectedValue(new Error('offline'));
    render(<FinanceTab restaurantId="nonna" />);
    const toPay = screen.getAllByRole('listitem')[1]!;
    await user.click(within(toPay).getByRole('button', { name: 'Ver lançamentos' }));
    expect(await within(toPay).findByText('Não foi possível carregar os lançamentos. Verifique sua conexão e tente de novo.')).toBeInTheDocument();
    expect(within(toPay).getByRole('button', { name: 'Ver lançamentos' })).toBeInTheDocument();
  });
});
