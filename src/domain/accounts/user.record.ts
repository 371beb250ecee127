import { toSuspension, suspensionFromData } from '../operator/suspension.record';
import { toDate, toNullableText, toText, type StoredData } from '../shared/stored-values';
import { accountDetailsFromData } from './account-details.record';
import { toScheduledDeletion } from './scheduled-deletion';
import { normalizeUserType, type UserProfile } from './user';
import { type UserType } from '../shared/user-types';
import { type Suspension } from '../operator/suspension';

/** usuarios/{uid} as a UserProfile, with the spec's defaults and the legacy 'client' type. */
export function userProfileFromData(uid: string, data: StoredData): UserProfile {
  return {
    uid,
    nome: toText(data.nome),
    email: toText(data.email),
    tipo: normalizeUserType(data.tipo),
    telefone: toNullableText(data.telefone),
    emailVerificado: data.emailVerificado === true,
    restaurantId: toNullableText(data.restaurantId),
    criadoEm: toDate(data.criadoEm),
    details: accountDetailsFromData(data),
    suspenso: toSuspension(data.suspenso),
    exclusao: toScheduledDeletion(data.exclusao),
    ...(normalizeUserType(data.tipo) === 'motoboy'
      ? { rider: { cidade: toText(data.cidade), cidadeNome: toText(data.cidadeNome), disponivel: data.disponivel === true, disponivelVistoEm: toDate(data.disponivelVistoEm) } }
      : {}),
  };
}

/** usuarios/{uid} as the console shows it: who, what type, which restaurant, suspended or not. */
export interface ConsoleUser {
  uid: string;
  nome: string;
  email: string;
  /** null: a stored type that is none of the four. */
  tipo: UserType | null;
  telefone: string;
  restaurantId: string | null;
  suspenso: Suspension | null;
  criadoEm: Date | null;
}

export function consoleUserFromData(id: string, data: StoredData): ConsoleUser {
  return {
    uid: id,
    nome: toText(data.nome) || 'Usuário',
    email: toText(data.email),
    tipo: normalizeUserType(data.tipo),
    telefone: toText(data.telefone),
    restaurantId: toNullableText(data.restaurantId) || null,
    suspenso: suspensionFromData(data.suspenso),
    criadoEm: toDate(data.criadoEm),
  };
}
