/** Types for demo-cities.mjs, which the unit and e2e tests import. */
export type DemoCity = [key: string, city: { nome: string; uf: string; ativa: boolean; corridaMin: number }, bairros: string[]];
export declare const DEMO_CITIES: DemoCity[];
export declare function demoCityDocuments(): Array<{ path: string; data: Record<string, unknown> }>;
