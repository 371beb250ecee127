/**
 * What a person agreed to, when and to which text (issue #39, LGPD art. 8: the controller proves
 * consent), one document per kind in usuarios/{uid}/consentimentos/{tipo}: the person writes it
 * (firestore.rules check the kind, the version and the server's time), the person and the
 * operators read it. Each is revoked in one tap on 'Privacidade'.
 */

/** The data policy's last update, its version: shown on /politica-de-dados and stored with each acceptance. */
export const DATA_POLICY_VERSION = '2026-11-27';

export const CONSENT_KINDS = ['politica', 'marketing', 'notificacoes'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENTS = 'consentimentos';

/** The text each consent is given to, by kind: its title, what it covers, and its version. */
export const CONSENT_TEXTS: Record<ConsentKind, { title: string; covers: string; versao: string }> = {
  politica: {
    title: 'Política de Dados e termos de uso',
    covers: 'O tratamento dos seus dados descrito na Política de Dados, para fazer e entregar os seus pedidos.',
    versao: DATA_POLICY_VERSION,
  },
  marketing: {
    title: 'Novidades e promoções por e-mail',
    covers: 'Ofertas dos restaurantes e novidades da Sabor no seu e-mail. Os avisos sobre os seus pedidos chegam de qualquer forma.',
    versao: DATA_POLICY_VERSION,
  },
  notificacoes: {
    title: 'Notificações nos aparelhos',
    covers: 'Avisos no celular ou no computador onde você ligou as notificações. Revogar desliga todos os seus aparelhos.',
    versao: DATA_POLICY_VERSION,
  },
};

export interface Consent {
  tipo: ConsentKind;
  aceito: boolean;
  versao: string;
  em: Date | null;
}

export function isConsentKind(value: string): value is ConsentKind {
  return (CONSENT_KINDS as readonly string[]).includes(value);
}

/** placeOrder's refusal after the person revoked the data policy. */
export const POLICY_REVOKED_MESSAGE = "Você revogou o aceite da Política de Dados. Para fazer pedidos, aceite de novo em 'Privacidade'.";
