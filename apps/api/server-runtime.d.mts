// Types of server-runtime.mjs (plain JavaScript, so scripts/start.mjs runs it without a loader).
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
