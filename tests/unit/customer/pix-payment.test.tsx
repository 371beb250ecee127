import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PixPayment } from '@/areas/customer/status/PixPayment';
import { PixQrButton } from '@/areas/rider/my-active-orders/PixQrButton';
import { pixChargeFor } from '@/domain/money/pix-charge';

const payload = pixChargeFor({ key: { tipo: 'email', chave: 'caixa@cantina.com.br' }, titular: 'Cantina', cidade: 'Campinas', amountCentavos: 4250, txid: 'SABOR20261124N0001' }) ?? '';
const pix = { payload, txid: 'SABOR20261124N0001', recebido: false, recebidoEm: null };

describe('PixPayment', () => {
  it('shows the QR with a quiet zone, the amount and who confirms; copies the code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PixPayment order={{ pagamentoOnline: null, status: 'em_preparacao', pagamento: 'Pix', pix, totalValue: 42.5 }} />);
    const qr = screen.getByRole('img', { name: /QR Code do Pix/ });
    // Version-N QR of 4n+17 modules plus 4 on each side.
    const side = Number(qr.getAttribute('viewBox')?.split(' ')[2]);
    expect((side - 8 - 17) % 4).toBe(0);
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(screen.getByText('O pagamento vai direto para o restaurante. Ele confirma o recebimento.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(writeText).toHaveBeenCalledWith(payload);
    expect(await screen.findByText(/Código copiado/)).toBeInTheDocument();
  });

  it('shows the code to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('no')) }, configurable: true });
    render(<PixPayment order={{ pagamentoOnline: null, status: 'em_preparacao', pagamento: 'Pix', pix, totalValue: 42.5 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await screen.findByRole('textbox', { name: 'Código Pix copia e cola' })).toHaveValue(payload);
  });

  it('without a key says to pay as agreed; nothing for other methods; a confirmed Pix says so', () => {
    const { rerender, container } = render(<PixPayment order={{ pagamentoOnline: null, status: 'em_preparacao', pagamento: 'Pix', pix: null, totalValue: 42.5 }} />);
    expect(screen.getByText(/pague ao entregador ou ao restaurante como combinado/)).toBeInTheDocument();
    rerender(<PixPayment order={{ pagamentoOnline: null, status: 'em_preparacao', pagamento: 'Pix', pix: { ...pix, recebido: true }, totalValue: 42.5 }} />);
    expect(screen.getByText('O restaurante confirmou o recebimento do seu Pix.')).toBeInTheDocument();
    rerender(<PixPayment order={{ pagamentoOnline: null, status: 'em_preparacao', pagamento: 'Dinheiro', pix: null, totalValue: 42.5 }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the code from acceptance until delivery only (issue #36)', () => {
    const { rerender, container } = render(<PixPayment order={{ pagamentoOnline: null, status: 'novo_pedido', pagamento: 'Pix', pix, totalValue: 42.5 }} />);
    expect(screen.getByText('O código Pix aparece aqui quando o restaurante aceitar o pedido.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code do Pix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar código Pix' })).not.toBeInTheDocument();
    for (const status of ['em_preparacao', 'aguardando_entregador', 'a_caminho']) {
      rerender(<PixPayment order={{ pagamentoOnline: null, status, pagamento: 'Pix', pix, totalValue: 42.5 }} />);
      expect(screen.getByRole('heading', { name: 'Pagar com Pix' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    }
    for (const status of ['entregue', 'rejeitado', 'expirado', 'cancelado']) {
      rerender(<PixPayment order={{ pagamentoOnline: null, status, pagamento: 'Pix', pix, totalValue: 42.5 }} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});

describe('PixQrButton (the rider)', () => {
  it("offers 'Mostrar QR do Pix' by the same rule: not before acceptance, not once delivered, not once received", () => {
    const button = () => screen.queryByRole('button', { name: 'Mostrar QR do Pix' });
    const { rerender } = render(<PixQrButton order={{ status: 'a_caminho', pagamento: 'Pix', pix, totalValue: 42.5 }} />);
    expect(button()).toBeInTheDocument();
    for (const status of ['novo_pedido', 'entregue', 'cancelado']) {
      rerender(<PixQrButton order={{ status, pagamento: 'Pix', pix, totalValue: 42.5 }} />);
      expect(button()).not.toBeInTheDocument();
    }
    rerender(<PixQrButton order={{ status: 'a_caminho', pagamento: 'Pix', pix: { ...pix, recebido: true }, totalValue: 42.5 }} />);
    expect(button()).not.toBeInTheDocument();
  });
});
