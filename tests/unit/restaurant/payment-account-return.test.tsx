import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentAccountReturnPage } from '@/areas/restaurant/payment-account/PaymentAccountReturnPage';
import { PAYMENT_ACCOUNT_MESSAGES } from '@/domain/payments/payment-account';
import { CallableRefusal } from '@/domain/shared/callable-refusal';

const finish = vi.hoisted(() => vi.fn<(request: { code: string; state: string }) => Promise<string>>());
vi.mock('@/services/payment-accounts', () => ({ finishPaymentAccount: finish }));
afterEach(() => {
  cleanup();
  finish.mockReset();
});

function open(query: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/painel-restaurante/mercado-pago${query}`]}>
        <PaymentAccountReturnPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

/** Back from Mercado Pago (issue #52): the code exchanged once, and the page says how it went. */
describe('PaymentAccountReturnPage', () => {
  it('exchanges the code once, even when React mounts the page twice, and says the account is connected', async () => {
    finish.mockResolvedValue('cantina');
    open('?code=TG-123&state=estadoDaConexao0001');
    expect(await screen.findByText('Conta Mercado Pago conectada. Seus clientes já podem pagar com Pix ou cartão pelo app.')).toBeInTheDocument();
    expect(finish).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenCalledWith({ code: 'TG-123', state: 'estadoDaConexao0001' });
    expect(screen.getByRole('link', { name: 'Voltar ao Financeiro' })).toHaveAttribute('href', '/painel-restaurante?aba=financeiro');
  });

  it("says the connection was cancelled when the dono said no at Mercado Pago, without calling", () => {
    open('?error=access_denied&state=estadoDaConexao0002');
    expect(screen.getByText(PAYMENT_ACCOUNT_MESSAGES.denied)).toBeInTheDocument();
    expect(finish).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    finish.mockRejectedValue(new CallableRefusal('expired', PAYMENT_ACCOUNT_MESSAGES.expired));
    open('?code=TG-9&state=estadoDaConexao0003');
    expect(await screen.findByText(PAYMENT_ACCOUNT_MESSAGES.expired)).toBeInTheDocument();
  });
});
