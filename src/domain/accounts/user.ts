import type { AccountDetails } from './account-details.record';
import type { Suspension } from '../operator/suspension';
import type { ScheduledDeletion } from './scheduled-deletion';
import type { UserType } from '../shared/user-types';
import { USER_TYPES } from '../shared/user-types';

/** A signed-in user's profile as stored in usuarios/{uid}, with the spec's defaults applied. */
export interface UserProfile {
  uid: string;
  nome: string;
  email: string;
  /** null when the stored value is not one of the four known types. */
  tipo: UserType | null;
  telefone: string | null;
  emailVerificado: boolean;
  restaurantId: string | null;
  criadoEm: Date | null;
  /** A customer's saved addresses and contact data (absent where the profile is built by hand). */
  details?: AccountDetails;
  /** Set by the operator (setSuspension): the app shows only the notice and 'Sair'. Absent reads as null. */
  suspenso?: Suspension | null;
  /** Set by requestAccountDeletion (issue #39): the app offers only 'Cancelar exclusão' and 'Sair'. Absent reads as null. */
  exclusao?: ScheduledDeletion | null;
  /** A rider's city and 'Disponível para entregas' (issue #36); absent on other accounts. */
  rider?: RiderWork;
}

/** Where a rider works and whether they said they are working (src/domain/delivery/rider-availability.ts). */
export interface RiderWork {
  /** cityKey of the city the rider was approved for; '' on riders from before cities. */
  cidade: string;
  cidadeNome: string;
  /** As stored: read it with isRiderAvailable, which also weighs the stamp's age. */
  disponivel: boolean;
  disponivelVistoEm: Date | null;
}

/**
 * Reads a stored tipo: missing means the default 'cliente', the legacy 'client' is 'cliente',
 * and anything else unknown is null (such users are sent to /nao-autorizado).
 */
export function normalizeUserType(raw: unknown): UserType | null {
  if (raw === undefined || raw === null || raw === '') return 'cliente';
  if (raw === 'client') return 'cliente';
  return (USER_TYPES as readonly unknown[]).includes(raw) ? (raw as UserType) : null;
}

/** The name shown for a user: display name, else the supplied name, else 'Usuário'. */
export function defaultUserName(displayName?: string | null, suppliedName?: string | null): string {
  return displayName?.trim() || suppliedName?.trim() || 'Usuário';
}

/** The first word of a name ('Carlos Lima' -> 'Carlos'): how the customer is told who brings the order. */
export function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

