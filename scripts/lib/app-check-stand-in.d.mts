/** Types for app-check-stand-in.mjs, which the tests' helpers import. */
export declare function startAppCheckStandIn(options: { port: number; projectId: string }): Promise<{ url: string; debugToken: string; stop: () => Promise<void> }>;
export declare function appCheckTokenFromStandIn(options?: { url?: string; debugToken?: string; projectId?: string; appId?: string }): Promise<string>;
