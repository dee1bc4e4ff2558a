import { useState } from 'react';
import { nextPollState, pollDelay, processingKey, type PollState } from './extraction-polling';

/** The polling interval for the list query: see extraction-polling.ts. */
export function useExtractionPolling(
  rows: readonly { id: number; extraction_status: string }[] | undefined,
  answeredAt: number | undefined,
): number {
  const key = processingKey(rows ?? []);
  const [state, setState] = useState<PollState>({ key: '', unchanged: 0, answeredAt: undefined });
  const next = nextPollState(state, key, answeredAt);
  // Derived from each answer during render (React's "adjust state on prop change").
  if (next !== state) setState(next);
  return pollDelay(next);
}
