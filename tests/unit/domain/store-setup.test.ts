import { describe, expect, it } from 'vitest';
import { storeSetupFromData } from '@/domain/store-setup';

describe('storeSetupFromData', () => {
  it('reads a shop from before issue #24 as open, and a new one as what its document says', () => {
    expect(storeSetupFromData({ nome: 'Cantina', taxaEntrega: 5, pedidoMinimo: 20 })).toEqual({ publicado: true, suspenso: null, pix: null, feeSaved: true });
    const em = new Date(2026, 2, 1);
    expect(
      storeSetupFromData({ publicado: false, suspenso: { motivo: ' Suspeita de fraude ', em: { toDate: () => em } }, pix: { tipo: 'email', chave: 'pix@loja.com' }, taxaEntrega: 5 }),
    ).toEqual({ publicado: false, suspenso: { motivo: 'Suspeita de fraude', em }, pix: { tipo: 'email', chave: 'pix@loja.com' }, feeSaved: false });
    expect(storeSetupFromData({ suspenso: null, pix: { tipo: 'boleto', chave: 'x' } })).toMatchObject({ suspenso: null, pix: null });
  });
});
