/** Types of find-chromium.mjs, for the TypeScript packages that start a browser. */
export const CHROMIUM_ARGS: string[];
export const NO_BROWSER_MESSAGE: string;
export function findChromium(): string | undefined;
export function requireChromium(): string;
