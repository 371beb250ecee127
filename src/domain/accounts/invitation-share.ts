import { TEAM_ROLE_LABELS, type TeamRole } from './team';

/**
 * What the owner sends with an invitation link (issue #24): a short Portuguese message, shared by
 * WhatsApp to whoever the owner picks there (no phone number needed).
 */
export function invitationMessage(restaurantName: string, papel: TeamRole, link: string): string {
  return `Olá! Você foi convidado(a) para a equipe de ${restaurantName} na Sabor, como ${TEAM_ROLE_LABELS[papel].toLowerCase()}. Abra o link para entrar: ${link}`;
}

/** WhatsApp's share of a text to any chat the person chooses. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
