/**
 * Who registered a restaurant (issue #39, least privilege): the owner's uid, the CNPJ, the razão
 * social and the address as registered. Everyone reads restaurantes/{id} (the menu, the status
 * page), so these live in restaurantes/{id}/privado/cadastro, which reviewApplication writes and
 * only the restaurant's managers and the operators read (firestore.rules). Restaurants from before
 * carry them on the restaurant itself until scripts/migrate-restaurant-registration.mjs moves them.
 */

export const REGISTRATION_DOC = 'cadastro';

/** The fields that moved, as the restaurant document held them. */
export const REGISTRATION_FIELDS = ['uidDono', 'cnpj', 'razaoSocial', 'enderecoCadastro'] as const;

/** The registration fields of stored restaurant data that still holds some (a restaurant from before the move). */
export function registrationFieldsOf(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(REGISTRATION_FIELDS.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}
