import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pixChargeFor } from '@/domain/money/pix-charge';
import { type Statement } from '@/domain/money/statements';
import { statementFromData } from '@/domain/money/statement.record';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT } from '@/domain/money/commission';
import { FinanceTab } from '@/areas/restaurant/panel/finance/FinanceTab';
import type { StatementLine } from '@/domain/money/ledger-entry.record';
import { TermsNotice } from '@/areas/restaurant/panel/finance/ContractCard';
import type { Order } from '@/domain/orders/order';
import type { StoredConfirmations } from '@/domain/delivery/rider-settlements';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';
import type { PaymentAccountStatus } from '@/domain/payments/payment-account';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { PaymentAccountCard } from '@/areas/restaurant/panel/finance/PaymentAccountCard';
import { makeOrder } from '../../fixtures/order';

// The service is replaced here; the emulator suite runs the ledger, the close and the rules.
const mocks = vi.hoisted(() => ({
  statements: [] as Statement[],
  lines: vi.fn<(restaurantId: string, semana: string) => Promise<StatementLine[]>>(),
  reportPaid: vi.fn<(restaurantId: string, semana: string) => Promise<void>>(),
  delivered: [] as Order[],
  confirmations: new Map<string, StoredConfirmations>(),
  confirmSettlement: vi.fn<(ref: { restaurantId: string; entregadorId: string; dia: string }) => Promise<string[]>>(),
  acceptTerms: vi.fn<(request: { restaurantId: string; termos: string; comissaoPercentual: number }) => Promise<void>>(),
  paymentStatus: null as PaymentAccountStatus | null,
  connect: vi.fn<(restaurantId: string) => Promise<string>>(),
  disconnect: vi.fn<(restaurantId: string) => Promise<void>>(),
}));
vi.mock('@/services/statements', () => ({
  subscribeToStatements: (_id: string, onNext: (statements: Statement[]) => void) => {
    onNext(mocks.statements);
    return () => undefined;
  },
  getStatementLines: mocks.lines,
  reportStatementPaid: mocks.reportPaid,
}));
vi.mock('@/services/rider-settlements', () => ({
  getDeliveredByRiders: async () => ({ orders: mocks.delivered, truncated: false }),
  subscribeToSettlementConfirmations: (_who: unknown, _range: unknown, onNext: (confirmations: Map<string, StoredConfirmations>) => void) => {
    onNext(mocks.confirmations);
    return () => undefined;
  },
  confirmSettlementOf: async (settlement: { restaurantId: string; deliverymanId: string; dia: string }) => {
    await mocks.confirmSettlement({ restaurantId: settlement.restaurantId, entregadorId: settlement.deliverymanId, dia: settlement.dia });
    return null;
  },
}));
vi.mock('@/services/partner-contract', () => ({ acceptTerms: mocks.acceptTerms }));
vi.mock('@/services/payment-accounts', () => ({
  subscribeToPaymentAccountStatus: (_id: string, onNext: (status: PaymentAccountStatus | null) => void) => {
    onNext(mocks.paymentStatus);
    return () => undefined;
  },
  connectPaymentAccount: mocks.connect,
  disconnectPaymentAccount: mocks.disconnect,
}));
const contract = { contrato: { termos: PARTNER_TERMS.version, comissaoPercentual: 10, aceitoEm: new Date('2026-11-02T15:00:00Z') }, contratoProposto: null, comissaoPercentual: 10, suspenso: null };

const pix = pixChargeFor({ key: { tipo: 'email', chave: 'financeiro@sabor.dev' }, titular: 'Sabor', cidade: 'Sao Paulo', amountCentavos: 1095, txid: 'COM20261116nonna1234567' })!;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  mocks.lines.mockReset().mockResolvedValue([
    { id: 'e1-1', tipo: 'comissao', pedidoId: 'e1', numero: 12, pedidoEm: new Date('2026-11-17T17:20:00Z'), pagamento: 'Pix', base: 4540, percentual: 10, valor: 454, ocorridoEm: new Date('2026-11-17T18:00:00Z'), motivo: '', creditoCupom: 0, retidoNaFonte: 0 },
    { id: 'e2-1', tipo: 'comissao', pedidoId: 'e2', numero: 13, pedidoEm: null, pagamento: 'Dinheiro', base: 6410, percentual: 10, valor: 641, ocorridoEm: new Date('2026-11-18T18:00:00Z'), motivo: '', creditoCupom: 0, retidoNaFonte: 0 },
  ]);
  mocks.reportPaid.mockReset().mockResolvedValue(undefined);
  mocks.confirmSettlement.mockReset().mockResolvedValue(['restaurante']);
  mocks.acceptTerms.mockReset().mockResolvedValue(undefined);
  mocks.paymentStatus = null;
  mocks.connect.mockReset();
  mocks.disconnect.mockReset().mockResolvedValue(undefined);
  mocks.delivered = [];
  mocks.confirmations = new Map();
  mocks.statements = [
    statementFromData('nonna', '2026-11-23', { estado: 'aberta', comissao: 500, pedidos: 3, retidoNaFonte: 1240 }),
    statementFromData('nonna', '2026-11-16', { estado: 'fechada', comissao: 1095, valor: 1095, pedidos: 2, codigo: 'COM20261116nonna1234567', pix, vencimento: new Date(Date.now() + 3 * DAY) }),
    statementFromData('nonna', '2026-11-09', { estado: 'paga', comissao: 800, valor: 800, pedidos: 2, pagoEm: new Date('2026-11-20T15:00:00Z'), notaPagamento: 'Pix recebido' }),
  ];
});
afterEach(cleanup);

describe("'Financeiro'", () => {
  it('states the rule, lists the weeks with their state, and pays one: Pix code, lines, Já paguei', async () => {
    const user = userEvent.setup();
    render(<FinanceTab restaurantId="nonna" terms={contract} role="dono" />);
    expect(screen.getByText(COMMISSION_RULE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_FEE_RULE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/A comissão da semana 16\/11 a 22\/11\/2026 vence em/)).toBeInTheDocument();
    // What it owes in all (issue #50): the closed week to pay and the open one so far.
    const balance = screen.getByRole('group', { name: 'Saldo com a Sabor' });
    expect(balance).toHaveTextContent(/Saldo devedorR\$\s15,95/);
    expect(balance).toHaveTextContent(/Fechado, a pagarR\$\s10,95/);
    expect(balance).toHaveTextContent(/Semana abertaR\$\s5,00/);

    expect(screen.getByText(new RegExp(`Termos de parceria versão ${PARTNER_TERMS.version}, aceitos em 02/11/2026`))).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Semana de 23/11 a 29/11/2026', 'Semana de 16/11 a 22/11/2026', 'Semana de 09/11 a 15/11/2026']);
    expect(within(cards[0]!).getByText('Aberta')).toBeInTheDocument();
    // Orders paid in the app (issue #52): their commission was taken at source, said beside what is billed.
    expect(cards[0]).toHaveTextContent(/3 pedidos · R\$\s12,40 já retidos na fonte \(pagos pelo app\)/);
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
      expect.stringMatching(/^17\/11#0012 · 17\/11 · PixComissão \(10%\)R\$\s45,40R\$\s4,54$/),
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
    render(<FinanceTab restaurantId="nonna" terms={contract} role="dono" />);
    const toPay = screen.getAllByRole('listitem')[1]!;
    await user.click(within(toPay).getByRole('button', { name: 'Ver lançamentos' }));
    expect(await within(toPay).findByText('Não foi possível carregar os lançamentos. Verifique sua conexão e tente de novo.')).toBeInTheDocument();
    expect(within(toPay).getByRole('button', { name: 'Ver lançamentos' })).toBeInTheDocument();
  });

  it("settles with each rider by day: who passes what to whom, and 'Acerto feito' once the rider confirmed", async () => {
    const user = userEvent.setup();
    const at = new Date();
    mocks.delivered = [
      makeOrder('o1', { restaurantId: 'nonna', deliverymanId: 'rider-1', entregadorNome: 'Carlos', pagamento: 'Dinheiro', totalValue: 68, taxaEntrega: 8, status: 'entregue', createdAt: at }),
      makeOrder('o2', { restaurantId: 'nonna', deliverymanId: 'rider-1', entregadorNome: 'Carlos', pagamento: 'Pix', totalValue: 45.4, taxaEntrega: 8, status: 'entregue', createdAt: at }),
    ];
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
    mocks.confirmations = new Map([[`nonna_rider-1_${day}`, { entregador: { entregas: 2, liquido: 5200, em: at } }]]);
    render(<FinanceTab restaurantId="nonna" terms={{ ...contract, contrato: { ...contract.contrato, comissaoPercentual: 8 }, comissaoPercentual: 8 }} role="gerente" />);
    expect(screen.getByText(/A Sabor cobra 8% de comissão sobre o valor total de cada pedido entregue/)).toBeInTheDocument();
    const settlement = await screen.findByRole('listitem', { name: /Acerto com Carlos/ });
    expect(within(settlement).getByText('Carlos repassa R$ 52,00 a você')).toBeInTheDocument();
    expect(within(settlement).getByText('O entregador confirmou. Falta você.')).toBeInTheDocument();
    await user.click(within(settlement).getByRole('button', { name: 'Acerto feito' }));
    expect(mocks.confirmSettlement).toHaveBeenCalledWith({ restaurantId: 'nonna', entregadorId: 'rider-1', dia: day });
  });
});

describe('new partner terms', () => {
  it('ask the dono alone, with the proposed rate and its reason, and accept what was read', async () => {
    const user = userEvent.setup();
    const proposed = { ...contract, contratoProposto: { termos: PARTNER_TERMS.version, comissaoPercentual: 7.5, motivo: 'Parceria de lançamento', propostoEm: new Date() } };
    const { rerender } = render(<TermsNotice restaurantId="nonna" terms={proposed} role="gerente" />);
    expect(screen.queryByText(/nova taxa de comissão/)).not.toBeInTheDocument();
    rerender(<TermsNotice restaurantId="nonna" terms={proposed} role="dono" />);
    expect(screen.getByText(/A Sabor propôs uma nova taxa de comissão para a sua loja: 7,5%/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ler e aceitar' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/A Sabor cobra 7,5% de comissão/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Parceria de lançamento/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar termos' }));
    expect(mocks.acceptTerms).toHaveBeenCalledWith({ restaurantId: 'nonna', termos: PARTNER_TERMS.version, comissaoPercentual: 7.5 });

    cleanup();
    render(<TermsNotice restaurantId="nonna" terms={{ ...contract, contrato: { ...contract.contrato, termos: '2026-11' } }} role="dono" />);
    expect(screen.getByText(`Os termos de parceria da Sabor mudaram (versão ${PARTNER_TERMS.version}). Leia e aceite a nova versão.`)).toBeInTheDocument();
    cleanup();
    render(<TermsNotice restaurantId="nonna" terms={contract} role="dono" />);
    expect(screen.queryByRole('button', { name: 'Ler e aceitar' })).not.toBeInTheDocument();
  });
});

describe("'Pagamento online' (issue #52)", () => {
  it("lets the dono connect the store's Mercado Pago account, saying why it failed", async () => {
    const user = userEvent.setup();
    mocks.connect.mockRejectedValueOnce(new CallableRefusal('unavailable', 'O pagamento online ainda não está disponível na Sabor.'));
    render(<PaymentAccountCard restaurantId="nonna" role="dono" />);
    expect(screen.getByText(/Conecte a conta Mercado Pago da loja/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conectar Mercado Pago' }));
    expect(await screen.findByText('O pagamento online ainda não está disponível na Sabor.')).toBeInTheDocument();
    expect(mocks.connect).toHaveBeenCalledWith('nonna');
  });

  it('shows a connected account and lets the dono disconnect it; a gerente only reads where it stands', async () => {
    const user = userEvent.setup();
    mocks.paymentStatus = { provedor: 'mercadopago', estado: 'conectada', vendedorId: '1001', conectadaEm: new Date('2026-11-28T15:00:00Z'), desconectadaEm: null };
    const { unmount } = render(<PaymentAccountCard restaurantId="nonna" role="dono" />);
    expect(screen.getByText(/Conta Mercado Pago conectada em 28\/11\/2026 às 12:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(mocks.disconnect).toHaveBeenCalledWith('nonna');
    unmount();
    mocks.paymentStatus = null;
    render(<PaymentAccountCard restaurantId="nonna" role="gerente" />);
    expect(screen.queryByRole('button', { name: 'Conectar Mercado Pago' })).toBeNull();
    expect(screen.getByText('Só o dono da loja pode conectar a conta.')).toBeInTheDocument();
  });
});
