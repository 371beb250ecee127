import { toDate, toText, type StoredData } from '../shared/stored-values';
import { readTeamRole, type TeamInvitation, type TeamMember } from './team';

/** restaurantes/{id}/membros/{uid}; an unknown role reads as the least powerful (readTeamRole). */
export function teamMemberFromData(id: string, data: StoredData): TeamMember {
  return { uid: toText(data.uid) || id, nome: toText(data.nome).trim(), email: toText(data.email), papel: readTeamRole(data.papel), desde: toDate(data.desde) };
}

const INVITATION_STATES: ReadonlyArray<TeamInvitation['estado']> = ['pendente', 'aceito', 'cancelado'];

/** restaurantes/{id}/convites/{id}; an unknown state reads as 'cancelado' (nothing to act on). */
export function invitationFromData(id: string, data: StoredData): TeamInvitation {
  return {
    id,
    email: toText(data.email),
    papel: readTeamRole(data.papel),
    estado: INVITATION_STATES.includes(data.estado as TeamInvitation['estado']) ? (data.estado as TeamInvitation['estado']) : 'cancelado',
    criadoEm: toDate(data.criadoEm),
    expiraEm: toDate(data.expiraEm),
  };
}
