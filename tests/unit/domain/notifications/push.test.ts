import { describe, expect, it } from 'vitest';
import { applicationDecisionPush, invitationPush, panelSilentPush } from '@/domain/notifications/push';

describe('the other notices', () => {
  it('name the store gone silent, the invitation and the decision, each opening its page', () => {
    expect(panelSilentPush('Cantina da Nonna', 5)).toMatchObject({ kind: 'loja_sem_painel', title: 'Cantina da Nonna parou de receber pedidos', body: expect.stringContaining('há 5 min'), url: '/painel-restaurante' });
    expect(invitationPush({ restaurantId: 'nonna', restaurantName: 'Cantina da Nonna', papel: 'gerente', path: '/convite/nonna/c1' })).toMatchObject({
      kind: 'convite',
      body: 'Você foi convidado(a) como gerente. Toque para aceitar.',
      url: '/convite/nonna/c1',
    });
    expect(applicationDecisionPush('entregador', 'aprovado')).toMatchObject({ kind: 'cadastro_decidido', title: 'Cadastro de entregador aprovado!', url: '/meu-cadastro' });
    expect(applicationDecisionPush('restaurante', 'ajustes').body).toBe('Toque para ver o que corrigir no cadastro de restaurante e enviar de novo.');
  });
});
