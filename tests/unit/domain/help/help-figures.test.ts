import { describe, expect, it } from 'vitest';
import { averageAnswerText, casesPer100, helpFigureEvents, helpMonthOf } from '@/domain/help/help-figures';
import { helpFiguresFromData } from '@/domain/help/help-figures.record';
import { helpCaseFromData } from '@/domain/help/help-case.record';

const opened = { restaurantId: 'cantina', restaurantName: 'Cantina', entregadorId: 'moto-1', entregadorNome: 'Caio', problema: 'item_faltando', estado: 'aguardando_loja', abertoEm: new Date('2026-11-20T14:00:00Z') };

describe('helpFigureEvents', () => {
  it('counts a case when opened, its first answer with the minutes it took, and its decision with who bore it', () => {
    const fresh = helpCaseFromData('c1', opened);
    expect(helpFigureEvents(null, fresh)).toEqual([{ key: 'aberto', event: { kind: 'aberto', restaurantId: 'cantina', restaurantName: 'Cantina', entregadorId: 'moto-1', entregadorNome: 'Caio' } }]);
    const decided = helpCaseFromData('c1', {
      ...opened,
      estado: 'resolvido',
      primeiraRespostaEm: new Date('2026-11-20T14:12:00Z'),
      decisao: { acao: 'reembolso', valor: 4000, responsavel: 'loja', por: 'loja' },
    });
    expect(helpFigureEvents(fresh, decided).map((item) => item.event)).toEqual([
      { kind: 'respondido', minutos: 12 },
      { kind: 'decidido', responsavel: 'loja', valor: 4000 },
    ]);
    // Written again unchanged (a retried write): nothing more.
    expect(helpFigureEvents(decided, decided)).toEqual([]);
    expect(helpFigureEvents(decided, null)).toEqual([]);
  });
});

describe('the month as read', () => {
  it('lists stores and riders by cases and says the averages in words', () => {
    const figures = helpFiguresFromData('2026-11', {
      casos: 3,
      porLoja: { cantina: { nome: 'Cantina', casos: 1 }, forno: { nome: 'Forno', casos: 2 } },
      porEntregador: { 'moto-1': { nome: 'Caio', casos: 2 } },
      primeiraResposta: { soma: 75, n: 2 },
      reembolsos: { loja: 4000 },
      decisoes: { loja: 1, sabor: 1 },
    });
    expect(figures.porLoja.map((store) => store.restaurantId)).toEqual(['forno', 'cantina']);
    expect(figures.porEntregador).toEqual([{ uid: 'moto-1', nome: 'Caio', casos: 2 }]);
    expect(figures.reembolsos).toEqual({ loja: 4000, entregador: 0, sabor: 0 });
    expect(averageAnswerText(figures.primeiraResposta)).toBe('38 min');
    expect(averageAnswerText({ soma: 150, n: 1 })).toBe('2 h 30 min');
    expect(averageAnswerText({ soma: 0, n: 0 })).toBe('—');
    expect(casesPer100(2, 80)).toBe('2,5');
    expect(casesPer100(1, 0)).toBe('—');
    expect(helpMonthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
  });
});
