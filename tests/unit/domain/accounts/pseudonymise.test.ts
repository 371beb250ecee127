import { describe, expect, it } from 'vitest';
import { mentions, pseudonymised } from '@/domain/accounts/pseudonymise';

const rita = { uid: 'u-rita', email: 'rita@exemplo.com', nome: 'Rita Quintanilha', telefone: '(11) 95555-4444' };
const when = new Date('2026-11-27T12:00:00Z');

describe('a deleted person in the records that outlive her (issue #51)', () => {
  it('replaces her uid by the pseudonym and her e-mail, name and phone by what they were, through maps and lists, keeping other values', () => {
    const entry = { atorUid: 'u-rita', atorEmail: 'rita@exemplo.com', em: when, depois: { email: 'rita@exemplo.com', papel: 'atendente', membros: ['u-rita', 'u-bia'] }, motivo: 'Pedido de Rita Quintanilha, tel. (11) 95555-4444', total: 42 };
    expect(pseudonymised(entry, rita, 'titular-excluido-1a2b3c4d')).toEqual({
      atorUid: 'titular-excluido-1a2b3c4d',
      atorEmail: 'e-mail excluído',
      em: when,
      depois: { email: 'e-mail excluído', papel: 'atendente', membros: ['titular-excluido-1a2b3c4d', 'u-bia'] },
      motivo: 'Pedido de Cliente Anônimo, tel. telefone excluído',
      total: 42,
    });
    expect(mentions(entry, rita)).toBe(true);
    expect(mentions(pseudonymised(entry, rita, 'titular-excluido-1a2b3c4d'), rita)).toBe(false);
  });

  it('looks for nothing too short to be hers alone (an empty phone matches nothing)', () => {
    expect(mentions({ texto: 'qualquer coisa' }, { ...rita, telefone: '' })).toBe(false);
    expect(pseudonymised('a b', { ...rita, nome: 'a' }, 'x')).toBe('a b');
  });
});
