import { describe, expect, it } from 'vitest';
import { anonymisedAddress, deletionDueAt, toScheduledDeletion } from '@/domain/accounts/account-deletion';
import { deletionRequestFromData } from '@/domain/accounts/deletion-request.record';
import { CONSENT_TEXTS, DATA_POLICY_VERSION } from '@/domain/accounts/consents';
import { accountDeletionMail } from '@/domain/notifications/mail';
import { formatSaoPauloDateTime } from '@/domain/shared/date-time-text';
import { DATA_POLICY_VERSION as DEMO_POLICY_VERSION } from '../../../../scripts/lib/demo-data.mjs';

describe('account deletion (issue #39)', () => {
  it('is carried out 7 days after the request, said in São Paulo time', () => {
    const asked = new Date('2026-11-27T02:30:00Z');
    expect(deletionDueAt(asked).toISOString()).toBe('2026-12-04T02:30:00.000Z');
    // 23:30 of the 3rd in São Paulo, not the 4th of UTC.
    expect(formatSaoPauloDateTime(deletionDueAt(asked))).toBe('03/12/2026 às 23:30');
  });

  it('keeps only the bairro and the city of an address', () => {
    expect(anonymisedAddress({ rua: 'Rua Augusta', numero: '300', complemento: 'apto 12', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' })).toEqual({ bairro: 'Consolação', cidade: 'São Paulo' });
    expect(anonymisedAddress('Rua Augusta, 300')).toBeNull();
  });

  it('reads a scheduled deletion and a request, with their defaults', () => {
    expect(toScheduledDeletion(undefined)).toBeNull();
    expect(toScheduledDeletion({ motivo: 'Outro motivo' })).toBeNull();
    expect(toScheduledDeletion({ efetivaEm: new Date('2026-12-04T12:00:00Z'), motivo: 'Outro motivo' })).toEqual({ pedidaEm: null, efetivaEm: new Date('2026-12-04T12:00:00Z'), motivo: 'Outro motivo' });
    expect(deletionRequestFromData('u1', { estado: 'qualquer', pedidosAnonimizados: 3 })).toMatchObject({ uid: 'u1', estado: 'agendada', pedidosAnonimizados: 3, avaliacoesAnonimizadas: 0, nome: '' });
  });

  it('tells the person by e-mail when, what goes, and how to cancel', () => {
    const mail = accountDeletionMail({ nome: 'Rita', efetivaEm: new Date('2026-12-04T12:00:00Z'), link: 'https://sabor.app/login' });
    expect(mail.subject).toBe('Pedido de exclusão da sua conta na Sabor');
    expect(mail.text).toContain('Ela será excluída em 04/12/2026 às 09:00.');
    expect(mail.text).toContain("toque em 'Cancelar exclusão'");
    expect(mail.text).toContain('Entrar na Sabor: https://sabor.app/login');
  });

  it('records consents to the policy of the date the policy shows, as the demo does', () => {
    expect(CONSENT_TEXTS.politica.versao).toBe(DATA_POLICY_VERSION);
    expect(DEMO_POLICY_VERSION).toBe(DATA_POLICY_VERSION);
  });
});
