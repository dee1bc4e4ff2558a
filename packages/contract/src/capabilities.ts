/** What our server offers beyond the documented API. The web app sends an extra (a filter, a
 * value the documents do not list, a route they do not have) only when the backend it talks to
 * names the capability in `/config.js` (`window.__PROCURE_CONFIG__.capabilities`); a backend
 * made from the specification names none, and gets only the documented requests. */
export const CAPABILITIES = {
  /** Our list extras: search_by, type=all on the invoice list, invoice filters and sort. */
  extras: 'procure-extras',
  /** PATCH /invoice/{id}/lines: a review saves only the lines it changed (else every line is
   * sent with PUT /invoice/{id}). */
  reviewLines: 'procure-review-lines',
} as const;
export type Capability = (typeof CAPABILITIES)[keyof typeof CAPABILITIES];

/** Every capability our server has; apps/api writes this list into /config.js. */
export const SERVER_CAPABILITIES: readonly Capability[] = Object.values(CAPABILITIES);
