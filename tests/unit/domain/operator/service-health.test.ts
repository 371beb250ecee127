import { describe, expect, it } from 'vitest';
import { healthProblems, liveHealthCounts, type FailedTask, type HealthCounts, type OutboxProblem } from '@/domain/operator/service-health';

const COUNTS: HealthCounts = { mensagensFalhas: 3, mensagensParadas: 1, tarefasFalhas: 2, paineisApagados: 1, extratosAtrasados: 0, exclusoesVencidas: 4, pagamentosDivergentes: 0 };
const problem = (problema: OutboxProblem['problema']): OutboxProblem => ({ colecao: 'mail', id: problema, problema, para: '', assunto: '', tentativas: 3, erro: '', criadoEm: null });
const task = { id: 't' } as FailedTask;

describe('liveHealthCounts', () => {
  it('counts the messages and tasks from their live lists when the lists hold them all', () => {
    expect(liveHealthCounts(COUNTS, [problem('falhou')], [], 50)).toEqual({ ...COUNTS, mensagensFalhas: 1, mensagensParadas: 0, tarefasFalhas: 0 });
  });

  it('keeps the counts read when a list is still loading or holds a full page', () => {
    expect(liveHealthCounts(COUNTS, null, null, 50)).toEqual(COUNTS);
    expect(liveHealthCounts(COUNTS, [problem('parada'), problem('falhou')], [task, task], 2)).toEqual(COUNTS);
  });
});

describe('healthProblems', () => {
  it('adds every kind', () => {
    expect(healthProblems(COUNTS)).toBe(11);
  });
});
