/** How the invoice list follows extractions: while a shown invoice is `processing` it asks
 * again after 2 s, then waits twice as long after every answer that changed nothing, up to
 * 30 s; any change (an invoice finished, a new one started) starts again at 2 s. Nothing is
 * asked while no shown invoice is processing. */
export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_MS = 30_000;

export type PollState = { key: string; unchanged: number; answeredAt: number | undefined };

/** The ids of the processing invoices, as one comparable key ('' when none). */
export const processingKey = (rows: readonly { id: number; extraction_status: string }[]) =>
  rows
    .filter((row) => row.extraction_status === 'processing')
    .map((row) => row.id)
    .join(',');

/** The state after an answer: same processing set → one more unchanged answer. */
export function nextPollState(state: PollState, key: string, answeredAt: number | undefined) {
  if (answeredAt === state.answeredAt && key === state.key) return state;
  if (key !== state.key) return { key, unchanged: 0, answeredAt };
  return { key, unchanged: state.unchanged + 1, answeredAt };
}

/** 0 (no polling) when nothing is processing; else the back-off delay. */
export const pollDelay = (state: PollState) =>
  state.key === '' ? 0 : Math.min(POLL_FIRST_MS * 2 ** state.unchanged, POLL_MAX_MS);
