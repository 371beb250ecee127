/** Types for the part of demo-data.mjs that the unit tests import (the seed's documents). */
export interface DemoDoc {
  id: string;
  path: string;
  // Stored values of every kind (Dates, nested maps): tests read the fields they know.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: Record<string, any>;
  restaurantId?: string;
}
export interface DemoAccount {
  uid: string;
  email: string;
  nome: string;
  tipo: 'cliente' | 'restaurante' | 'motoboy' | 'admin';
  restaurantId?: string;
  papel?: 'dono' | 'gerente' | 'atendente';
  /** A motoboy's city (default São Paulo). */
  cidade?: string;
}
export interface DemoData {
  accounts: DemoAccount[];
  users: DemoDoc[];
  restaurants: DemoDoc[];
  /** restaurantes/{id}/privado/cadastro: owner, CNPJ, razão social (issue #39). */
  registrations: DemoDoc[];
  products: DemoDoc[];
  optionGroups: DemoDoc[];
  members: DemoDoc[];
  partners: DemoDoc[];
  applications: DemoDoc[];
  orders: DemoDoc[];
  consents: DemoDoc[];
  deletionRequests: DemoDoc[];
}
export declare const DEMO_ACCOUNTS: DemoAccount[];
/**
 * The domain's rules the demo is built with: the check digits (src/domain/shared/br-documents.ts)
 * that complete its documents, and the split of each order (src/domain/money/order-breakdown.ts).
 */
export interface DemoDomain {
  cpf: (base: string) => string;
  cnpj: (base: string) => string;
  orderBreakdown: typeof import('../../src/domain/money/order-breakdown').orderBreakdown;
}
export declare function buildDemoData(now: Date, documents: DemoDomain): DemoData;
export declare function demoCnpj(n: number, documents: DemoDomain): string;
export declare function demoCpf(n: number, documents: DemoDomain): string;
/** PARTNER_TERMS.version of the app, as the demo's restaurants and applications accepted it. */
export declare const PARTNER_TERMS_VERSION: string;
/** The data policy's version the demo's consents were given to (src/domain/accounts/consents.ts). */
export declare const DATA_POLICY_VERSION: string;
