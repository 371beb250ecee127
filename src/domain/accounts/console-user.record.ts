import { suspensionFromData } from '../operator/suspension.record';
import { toDate, toNullableText, toText, type StoredData } from '../shared/stored-values';
import { normalizeUserType } from './user';
import { type UserType } from '../shared/user-types';
import { type Suspension } from '../operator/suspension';

/**
 * usuarios/{uid} as the operator's console lists it (the whole profile is user.record.ts): apart,
 * so the session's first load does not carry what only the console reads.
 */

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
