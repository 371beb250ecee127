/**
 * A restaurant's team (issue #24): each person has their own login and one role. Members live in
 * restaurantes/{id}/membros/{uid}; firestore.rules read the role there on every write, so a
 * change or a removal takes effect at once. Only the callables of functions/src/accounts/team.ts write it.
 */

export const TEAM_ROLES = ['dono', 'gerente', 'atendente'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { dono: 'Dono', gerente: 'Gerente', atendente: 'Atendente' };

export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  dono: 'Tudo, inclusive a equipe.',
  gerente: 'Tudo, menos a equipe.',
  atendente: 'Pedidos, pausa e "Esgotado hoje". Não mexe em preços, cardápio, cozinha, relatórios nem dados da loja.',
};

/** What a panel screen or a write needs. */
export type PanelPermission =
  /** See and answer orders, block a customer. */
  | 'pedidos'
  /** 'Pausar pedidos' and 'Esgotado hoje'. */
  | 'operacao'
  /** Products, prices, categories. */
  | 'cardapio'
  /** Kitchen settings: preparation time, time to answer, panel-open requirement. */
  | 'cozinha'
  | 'relatorios'
  /** 'Editar Dados': name, address, hours, fee, minimum; opening the shop. */
  | 'dados'
  /** 'Financeiro': the commission statements, paying them (issue #38). */
  | 'financeiro'
  | 'equipe';

const PERMISSIONS: Record<TeamRole, readonly PanelPermission[]> = {
  dono: ['pedidos', 'operacao', 'cardapio', 'cozinha', 'relatorios', 'dados', 'financeiro', 'equipe'],
  gerente: ['pedidos', 'operacao', 'cardapio', 'cozinha', 'relatorios', 'dados', 'financeiro'],
  atendente: ['pedidos', 'operacao'],
};

export function roleCan(role: TeamRole | null, permission: PanelPermission): boolean {
  return role !== null && PERMISSIONS[role].includes(permission);
}

/** A stored role; anything unknown reads as the least powerful. */
export function readTeamRole(raw: unknown): TeamRole {
  return (TEAM_ROLES as readonly unknown[]).includes(raw) ? (raw as TeamRole) : 'atendente';
}

export interface TeamMember {
  uid: string;
  nome: string;
  email: string;
  papel: TeamRole;
  desde: Date | null;
}

export interface TeamInvitation {
  id: string;
  email: string;
  papel: TeamRole;
  estado: 'pendente' | 'aceito' | 'cancelado';
  criadoEm: Date | null;
  expiraEm: Date | null;
}

/** An invitation link lasts a week. */
export const INVITATION_DAYS = 7;

export const TEAM_MESSAGES = {
  email: 'Informe um e-mail válido.',
  notOwner: 'Só o dono da loja pode mexer na equipe.',
  lastOwner: 'A loja precisa de pelo menos um dono. Promova outra pessoa a dono antes.',
  alreadyMember: 'Esta pessoa já faz parte da equipe.',
  otherAccount: 'Este e-mail já é usado por uma conta de entregador, administrador ou de outro restaurante.',
  invitationGone: 'Este convite não vale mais. Peça um novo link ao dono da loja.',
  invitationExpired: 'Este convite expirou. Peça um novo link ao dono da loja.',
  wrongAccount: 'Este convite foi enviado para outro e-mail. Entre com a conta do e-mail convidado.',
} as const;

/** oobCode: the password link's code, only for an e-mail that had no account (its holder sets the password). */
export interface InviteMemberResponse {
  conviteId: string;
  oobCode: string | null;
}

/** The invitation page's path: the code rides along only for a new account. */
export function invitationPath(restaurantIdValue: string, conviteId: string, oobCode: string | null): string {
  const base = `/convite/${encodeURIComponent(restaurantIdValue)}/${encodeURIComponent(conviteId)}`;
  return oobCode ? `${base}?codigo=${encodeURIComponent(oobCode)}` : base;
}
