import { toSuspension } from '../restaurants/store-facts.record';
import { toDate, toNullableText, toText, type StoredData } from '../shared/stored-values';
import { accountDetailsFromData } from './account-details.record';
import { toScheduledDeletion } from './scheduled-deletion';
import { normalizeUserType, type UserProfile } from './user';

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

