/** Types for security-headers.mjs, which vite.config.ts and the unit tests import. */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> };
export declare function hostingHeaderRules(file?: URL | string): HeaderRule[];
export declare function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string>;
export declare function parseCsp(policy: string): Map<string, string[]>;
export declare function withConnectSources(policy: string, sources: string[]): string;
export declare function withEmulatorSources(policy: string, sources: string[]): string;
export declare function emulatorConnectSources(env: Record<string, string | undefined>): string[];
export declare function inlineScriptHashes(html?: string): string[];
