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
}
export interface DemoData {
  accounts: DemoAccount[];
  users: DemoDoc[];
  restaurants: DemoDoc[];
  products: DemoDoc[];
  optionGroups: DemoDoc[];
  members: DemoDoc[];
  partners: DemoDoc[];
  applications: DemoDoc[];
}
export declare const DEMO_ACCOUNTS: DemoAccount[];
export declare function buildDemoData(now?: Date): DemoData;
export declare function demoCnpj(n: number): string;
export declare function demoCpf(n: number): string;
