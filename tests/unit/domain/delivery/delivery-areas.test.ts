import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deliveryQuote, feeFor, feeSummary, feeText, foldPlace, quoteText } from '@/domain/delivery/delivery-areas';
import { cityKey, listedBairro } from '@/domain/delivery/cities';
import { DEMO_CITIES } from '../../../../scripts/lib/demo-cities.mjs';
import { deliveryAreasSchema } from '@/domain/delivery/delivery-areas.schema';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { demoData } from '../../../fixtures/demo';

const terms = {
  taxaEntrega: 6.9,
  pedidoMinimo: 30,
  cidade: 'São Paulo',
  areasEntrega: { bairros: [{ nome: 'Vila Madalena', taxa: 0, minimo: null }, { nome: 'Perdizes', taxa: 6.9, minimo: 50 }], outrosBairros: false, gratisAcima: 150 },
};
const place = (bairro: string, cidade = 'São Paulo') => ({ bairro, cidade });

describe('deliveryQuote', () => {
  it('finds the bairro however it is typed, with its own fee and minimum, and says when delivery becomes free', () => {
    expect(foldPlace('  Vila   MADALENA ')).toBe(foldPlace('vila madalena'));
    const quote = deliveryQuote(terms, place('perdizes'));
    expect(quote).toEqual({ ok: true, fee: 690, minimum: 5000, freeAbove: 15000, rule: { bairro: 'Perdizes', origem: 'bairro' }, rideMin: null });
    if (quote.ok) {
      expect(feeFor(quote, 14999)).toBe(690);
      expect(feeFor(quote, 15000)).toBe(0);
      expect(quoteText(quote)).toMatch(/^Entrega R\$\s6,90$/);
      expect(feeText(quote)).toMatch(/^R\$\s6,90 · grátis acima de R\$\s150,00$/);
    }
    expect(deliveryQuote(terms, place('Vila Madalena'))).toMatchObject({ ok: true, fee: 0, minimum: 3000 });
  });

  it('refuses an unlisted bairro when the restaurant serves only its list, and another city always', () => {
    expect(deliveryQuote(terms, place('Mooca'))).toEqual({ ok: false, short: 'Não entrega em Mooca', message: 'Este restaurante não entrega em Mooca. Escolha outro endereço ou outro restaurante.' });
    expect(deliveryQuote({ ...terms, areasEntrega: { ...terms.areasEntrega, outrosBairros: true } }, place('Mooca'))).toMatchObject({ ok: true, fee: 690, rule: { bairro: null, origem: 'padrao' } });
    expect(deliveryQuote({ ...terms, areasEntrega: null }, place('Perdizes', 'Campinas'))).toMatchObject({ ok: false, short: 'Não entrega em Campinas' });
    // A restaurant from before cities and areas delivers anywhere at its one fee.
    expect(deliveryQuote({ ...terms, cidade: null, areasEntrega: null }, place('Centro', 'Campinas'))).toMatchObject({ ok: true, fee: 690 });
  });
});

describe('the seed’s delivery areas', () => {
  const demo = demoData(new Date('2026-11-24T15:00:00Z'));
  const restaurants = demo.restaurants.map((doc) => restaurantFromData(doc.id, doc.data));
  const byId = new Map(restaurants.map((restaurant) => [restaurant.id, restaurant]));

  it('are what the saveDeliveryAreas callable accepts, in two cities, and one restaurant does not serve Ana’s bairro', () => {
    const withAreas = restaurants.filter((restaurant) => restaurant.areasEntrega);
    expect(withAreas.length).toBeGreaterThanOrEqual(3);
    for (const restaurant of withAreas) expect(v.safeParse(deliveryAreasSchema, restaurant.areasEntrega).success, restaurant.id).toBe(true);
    expect(new Set(withAreas.map((restaurant) => restaurant.cidade))).toEqual(new Set(['São Paulo', 'Rio de Janeiro']));
    const ana = place('Cerqueira César');
    expect(deliveryQuote(byId.get('tempero-baiano')!, ana)).toMatchObject({ ok: false, short: 'Não entrega em Cerqueira César' });
    expect(deliveryQuote(byId.get('cantina-da-nonna')!, ana)).toMatchObject({ ok: true, fee: 690 });
    expect(deliveryQuote(byId.get('quiosque-carioca')!, ana)).toMatchObject({ ok: false, short: 'Não entrega em São Paulo' });
  });

  it('name only bairros of their city’s list, as the operator keeps it, spelled as the list spells them', () => {
    const lists = new Map(DEMO_CITIES.map(([key, , bairros]) => [key, bairros]));
    const onList = (cidade: string, bairro: string) => listedBairro(lists.get(cityKey(cidade)) ?? [], bairro) === bairro;
    for (const restaurant of restaurants) {
      for (const rule of restaurant.areasEntrega?.bairros ?? []) expect(onList(restaurant.cidade ?? '', rule.nome), `${restaurant.id}: ${rule.nome}`).toBe(true);
    }
    for (const order of demo.orders) {
      const address = order.data.endereco as { bairro: string; cidade: string } | undefined;
      if (address) expect(onList(address.cidade, address.bairro), address.bairro).toBe(true);
      expect(onList(order.data.cidade === 'rio de janeiro' ? 'Rio de Janeiro' : 'São Paulo', String(order.data.bairroRestaurante)), String(order.data.bairroRestaurante)).toBe(true);
    }
  });
});

describe("the panel header's delivery fee (issue #51)", () => {
  it('states the one fee, or the range by bairro with the fee of other bairros, and free delivery', () => {
    const rule = (nome: string, taxa: number) => ({ nome, taxa, minimo: null });
    expect(feeSummary({ taxaEntrega: 6.9 })).toMatch(/^R\$\s6,90$/);
    expect(feeSummary({ taxaEntrega: 0, areasEntrega: { bairros: [rule('Pinheiros', 4), rule('Mooca', 9)], outrosBairros: false, gratisAcima: null } })).toMatch(/^R\$\s4,00 a R\$\s9,00 por bairro$/);
    expect(feeSummary({ taxaEntrega: 12, areasEntrega: { bairros: [rule('Pinheiros', 4)], outrosBairros: true, gratisAcima: 60 } })).toMatch(/^R\$\s4,00 a R\$\s12,00 por bairro · grátis acima de R\$\s60,00$/);
    expect(feeSummary({ taxaEntrega: 0, areasEntrega: { bairros: [rule('Centro', 5)], outrosBairros: false, gratisAcima: null } })).toMatch(/^R\$\s5,00 por bairro$/);
  });
});
