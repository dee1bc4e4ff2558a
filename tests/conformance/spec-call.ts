import type { DocumentedCall } from './documented-calls';

/** The shape of one documented call of the spec backend (spec-calls.ts lists them). */

export type Answer = {
  status: number;
  json?: unknown;
  file?: { type: string; body: string };
  /** A redirect's address (GET /r/{docId}). */
  location?: string;
};
export type SpecRequest = {
  query: URLSearchParams;
  /** The JSON body: an object, or a list (the vendor section saves send their entries). */
  body: Record<string, unknown>;
  match: RegExpMatchArray;
};
export type Call = {
  name: DocumentedCall;
  method: string;
  path: RegExp;
  /** The query parameters the documents list for this call; anything else is refused. */
  params: readonly string[];
  /** The JSON body keys the documents list, where they list them; anything else is refused. */
  bodyKeys?: readonly string[];
  /** Told apart from a twin on the same path by this parameter being present. */
  when?: (query: URLSearchParams) => boolean;
  open?: boolean;
  answer: (request: SpecRequest) => Answer;
};

export const fail = (status: number, message: string): Answer => ({ status, json: { message } });
export const ok = (json: unknown): Answer => ({ status: 200, json });
