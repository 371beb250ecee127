import { describe, expect, it } from 'vitest';
import { dropOffDistrict } from '@/domain/delivery/address';
import { ridePayOf } from '@/domain/delivery/rider-earnings';
import { offerFromData, riderOfferOf } from '@/domain/orders/rider-offer.record';


const waiting = { status: 'aguardando_entregador', deliverymanId: null, numero: 2, restaurantName: 'Sabor Mineiro', clientName: 'Camila Ferreira', clientPhone: '(11) 91111-2222' };

describe('the rider’s offer of an order', () => {
  it('carries the drop-off’s bairro and city, never the street or the customer', () => {
    const offer = riderOfferOf('sabor-mineiro', 'o1', { ...waiting, totalValue: 50, endereco: { rua: 'Rua Vergueiro', numero: '1421', bairro: 'Paraíso', cidade: 'São Paulo', cep: '04101-000' } });
    expect(offer.endereco).toEqual({ bairro: 'Paraíso', cidade: 'São Paulo' });
    expect(JSON.stringify(offer)).not.toMatch(/Vergueiro|Camila|91111/);
  });

  it('cuts an older client’s plain-text address (deliveryAddress) to its bairro and city too, so the card says where it goes (issue #51)', () => {
    const offer = riderOfferOf('sabor-mineiro', 'o2', { ...waiting, totalAmount: 50, deliveryAddress: 'Rua Domingos de Morais, 2187 - Vila Mariana, São Paulo' });
    expect(offer.endereco).toEqual({ bairro: 'Vila Mariana', cidade: 'São Paulo' });
    expect(JSON.stringify(offer)).not.toMatch(/Domingos|2187/);
    // Read back as the rider's list reads it.
    expect(offerFromData(offer).endereco).toMatchObject({ rua: '', bairro: 'Vila Mariana', cidade: 'São Paulo' });
  });

  it('carries of the breakdown only the rider’s pay, which the rider’s card reads; the commission and the store’s share stay out (issue #50)', () => {
    const reparticao = {
      itens: 4000, desconto: null, taxaEntrega: 0, total: 4000, entregador: 600, complementoEntrega: 600,
      comissao: { base: 4000, percentual: 12, valor: 480 }, creditoPlataforma: 0,
      partes: { restaurante: 2920, entregador: 600, plataforma: 480 },
    };
    const offer = riderOfferOf('sabor-mineiro', 'o4', { ...waiting, totalValue: 40, taxaEntrega: 0, comissaoPercentual: 12, reparticao });
    expect(offer.corrida).toEqual({ entregador: 600, complementoEntrega: 600 });
    expect(offer).not.toHaveProperty('reparticao');
    expect(offer).not.toHaveProperty('comissaoPercentual');
    const read = offerFromData(offer);
    expect(read.reparticao).toBeNull();
    expect(ridePayOf(read)).toEqual({ entregador: 600, complementoEntrega: 600 });
    // An offer written before it carried the pay reads as the fee, never as a made-up breakdown.
    const older = offerFromData({ ...offer, corrida: undefined, taxaEntrega: 5 });
    expect(older.reparticao).toBeNull();
    expect(ridePayOf(older)).toEqual({ entregador: 500, complementoEntrega: 0 });
  });

  it('has no drop-off for an order without an address', () => {
    expect(riderOfferOf('r', 'o3', { ...waiting, endereco: null }).endereco).toBeNull();
  });
});

describe('dropOffDistrict', () => {
  it('reads the bairro and city of a stored address or of a legacy plain text, whichever way it was spelled', () => {
    expect(dropOffDistrict({ rua: 'Rua A', bairro: 'Centro', cidade: 'Recife' })).toEqual({ bairro: 'Centro', cidade: 'Recife' });
    expect(dropOffDistrict('Rua da Bahia, 1000 - Centro, Belo Horizonte')).toEqual({ bairro: 'Centro', cidade: 'Belo Horizonte' });
    expect(dropOffDistrict('Rua da Bahia, 1000 - Centro, Belo Horizonte - MG')).toEqual({ bairro: 'Centro', cidade: 'Belo Horizonte' });
    // As formatAddress spells one.
    expect(dropOffDistrict('Rua Augusta, 1200 (ap 3) - Consolação - São Paulo - SP, CEP 01304-001')).toEqual({ bairro: 'Consolação', cidade: 'São Paulo' });
    // A text that names no bairro says nothing rather than something wrong.
    expect(dropOffDistrict('Rua da Bahia, 1000')).toEqual({ bairro: '', cidade: '' });
    expect(dropOffDistrict('')).toBeNull();
    expect(dropOffDistrict(null)).toBeNull();
  });
});
