import { describe, expect, it } from 'vitest';
import { canAskForHelp, helpActorLabel, helpCaseId } from '@/domain/help/help-case';
import { helpCaseFromData } from '@/domain/help/help-case.record';

describe('canAskForHelp', () => {
  const delivered = { status: 'entregue', createdAt: new Date('2026-11-20T12:00:00Z'), ultimaAtualizacao: new Date('2026-11-20T13:00:00Z') };
  it('offers help from placement until 7 days after delivery, never while a payment in the app is awaited', () => {
    expect(canAskForHelp({ ...delivered, status: 'novo_pedido' }, new Date('2026-12-31T00:00:00Z'))).toBe(true);
    expect(canAskForHelp(delivered, new Date('2026-11-27T12:59:00Z'))).toBe(true);
    expect(canAskForHelp(delivered, new Date('2026-11-27T13:01:00Z'))).toBe(false);
    expect(canAskForHelp({ ...delivered, status: 'aguardando_pagamento' }, new Date('2026-11-20T12:05:00Z'))).toBe(false);
  });
});

describe('a help case as stored', () => {
  it('reads back with safe defaults, and names each timeline author for each reader', () => {
    const help = helpCaseFromData(helpCaseId('p1', 'item_faltando'), {
      restaurantId: 'cantina',
      restaurantName: 'Cantina',
      orderId: 'p1',
      problema: 'item_faltando',
      itens: [{ indice: 0, nome: 'Lasanha', quantidade: 1 }],
      estado: 'algo',
      decisao: { acao: 'reembolso', valor: 4000, responsavel: 'loja', por: 'loja', nota: '' },
      eventos: [{ autor: 'cliente', texto: 'Faltou a lasanha', em: new Date('2026-11-20T14:00:00Z') }, { autor: 'x', texto: '?' }],
    });
    expect(help).toMatchObject({ id: 'p1_item_faltando', estado: 'com_operador', pagoNoApp: false, decisao: { acao: 'reembolso', valor: 4000, responsavel: 'loja' } });
    expect(help.eventos.map((event) => event.autor)).toEqual(['cliente', 'sistema']);
    expect(helpActorLabel('cliente', 'cliente', 'Cantina')).toBe('Você');
    expect(helpActorLabel('cliente', 'loja', 'Cantina')).toBe('Cliente');
    expect(helpActorLabel('loja', 'cliente', 'Cantina')).toBe('Cantina');
    expect(helpActorLabel('loja', 'loja', 'Cantina')).toBe('Sua loja');
    expect(helpActorLabel('operador', 'cliente', 'Cantina')).toBe('Equipe Sabor');
  });
});
