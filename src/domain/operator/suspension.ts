/**
 * A suspension as the screens and the Functions read it (issue #24), apart from the console's
 * schemas in moderation.ts so that the app shell, which shows a suspended account's screen, does
 * not ship valibot with its first paint (issue #27).
 */

/** What a suspension stores on the restaurant or on usuarios/{uid}; null when not suspended. */
export interface Suspension {
  motivo: string;
  em: Date | null;
  /** Set by the platform for a commission overdue (issue #38): lifted by itself when it is paid. */
  inadimplencia?: boolean;
}

export const SUSPENDED_RESTAURANT_MESSAGE = 'Este restaurante não está recebendo pedidos no momento.';
export const SUSPENDED_ACCOUNT_MESSAGE = 'Sua conta está suspensa. Fale com o suporte da Sabor.';

/** The customer-facing line of a suspended account (what the screen shows above 'Sair'). */
export function suspendedAccountText(suspension: Suspension): string {
  return `Sua conta foi suspensa pela Sabor. Motivo: ${suspension.motivo}`;
}
