/** Types for chromium.mjs, which playwright.config.ts imports. */
export declare const CHROMIUM_ARGS: string[];
export declare const PLAYWRIGHT_CHROMIUM_ARGS: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
export declare function ensureChromium(options?: { log?: (line: string) => void }): Promise<string>;
export declare function findPlaywrightChromium(env?: NodeJS.ProcessEnv): string | null;
export declare function ensurePlaywrightChromium(options?: { log?: (line: string) => void }): Promise<string>;
