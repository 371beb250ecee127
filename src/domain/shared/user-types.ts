/**
 * The kinds of person the app knows, on the ground because the route table (routes.ts) and every
 * subject name them; what an account is and does stays in accounts/.
 */

/** The four kinds of account (SPEC.md section 3, User.tipo). */
export const USER_TYPES = ['cliente', 'restaurante', 'motoboy', 'admin'] as const;

export type UserType = (typeof USER_TYPES)[number];
