import { describe, expect, it } from 'vitest';
import { applicationDecisionMail, invitationMail } from '@/domain/notifications/mail';

describe('the e-mails Sabor sends', () => {
  it('invites with the link in both parts, the names escaped in the HTML', () => {
    const mail = invitationMail({ restaurantName: 'Bar <Zé> & Cia', papel: 'gerente', link: 'http://localhost:5173/convite/r1/c1?codigo=abc', newAccount: true });
    expect(mail.subject).toBe('Convite para a equipe de Bar <Zé> & Cia na Sabor');
    expect(mail.text).toContain('como gerente');
    expect(mail.text).toContain('criar a sua senha');
    expect(mail.text).toContain('Aceitar convite: http://localhost:5173/convite/r1/c1?codigo=abc');
    expect(mail.html).toContain('Bar &#60;Zé&#62; &#38; Cia');
    expect(mail.html).not.toContain('<Zé>');
    expect(mail.html).toContain('href="http://localhost:5173/convite/r1/c1?codigo=abc"');
    expect(invitationMail({ restaurantName: 'Bar', papel: 'atendente', link: 'x', newAccount: false }).text).toContain('entre com a sua conta');
  });

  it('tells the applicant the decision, with the reasons of a refusal and the way to their status page', () => {
    const refused = applicationDecisionMail({ tipo: 'entregador', estado: 'recusado', nome: 'Thiago Alves', motivos: ['CNH vencida'], mensagem: ' Renove e envie de novo. ', link: 'http://x/meu-cadastro' });
    expect(refused.subject).toBe('Sabor: Cadastro não aprovado (cadastro de entregador)');
    expect(refused.text.split('\n\n')).toEqual([
      'Olá, Thiago!',
      'Motivos: CNH vencida.',
      'Mensagem da equipe Sabor: Renove e envie de novo.',
      expect.stringContaining('Veja o motivo abaixo'),
      'Ver meu cadastro: http://x/meu-cadastro',
      'Equipe Sabor',
    ]);
    const approved = applicationDecisionMail({ tipo: 'restaurante', estado: 'aprovado', nome: 'Renata', motivos: [], mensagem: '', link: 'http://x/meu-cadastro' });
    expect(approved.subject).toBe('Sabor: Restaurante aprovado!');
    expect(approved.text).toContain('Abrir minha loja');
  });
});
