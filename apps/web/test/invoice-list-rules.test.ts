import { describe, expect, it } from 'vitest';
import { canResubmit } from '../src/features/invoices/components/InvoiceCard';
import { vendorUnmatched } from '../src/features/invoices/components/InvoiceBadges';
import {
  nextPollState,
  pollDelay,
  POLL_FIRST_MS,
  POLL_MAX_MS,
  processingKey,
  type PollState,
} from '../src/features/invoices/hooks/extraction-polling';

const rows = (...statuses: string[]) =>
  statuses.map((extraction_status, index) => ({ id: index + 1, extraction_status }));

describe('extraction polling', () => {
  const idle: PollState = { key: '', unchanged: 0, answeredAt: undefined };

  it('asks nothing while no shown invoice is processing', () => {
    const state = nextPollState(idle, processingKey(rows('extracted', 'failed')), 1);
    expect(pollDelay(state)).toBe(0);
  });

  it('backs off while nothing changes, up to the cap, and starts again on a change', () => {
    const key = processingKey(rows('processing', 'extracted', 'processing'));
    expect(key).toBe('1,3');
    let state = nextPollState(idle, key, 1);
    const delays = [pollDelay(state)];
    for (let answer = 2; answer <= 7; answer += 1) {
      state = nextPollState(state, key, answer);
      delays.push(pollDelay(state));
    }
    expect(delays).toEqual([
      POLL_FIRST_MS,
      4_000,
      8_000,
      16_000,
      POLL_MAX_MS,
      POLL_MAX_MS,
      POLL_MAX_MS,
    ]);
    // Invoice 1 finished: back to the first delay.
    state = nextPollState(state, processingKey(rows('extracted', 'extracted', 'processing')), 8);
    expect(pollDelay(state)).toBe(POLL_FIRST_MS);
  });

  it('counts an answer once however often the page renders', () => {
    const key = processingKey(rows('processing'));
    const once = nextPollState(idle, key, 1);
    expect(nextPollState(once, key, 1)).toBe(once);
  });
});

describe('invoice card rules', () => {
  it('offers Resubmit on failed and held invoices only', () => {
    expect(
      ['failed', 'hold', 'extracted', 'processing'].map((s) =>
        canResubmit({ extraction_status: s as never }),
      ),
    ).toEqual([true, true, false, false]);
  });

  it('marks a vendor unmatched once extraction read a name that is not in the master', () => {
    const base = { duplicate_of: null, duplicate_reason: null, vendor_name: 'Acme' };
    expect(vendorUnmatched({ ...base, extraction_status: 'extracted', vendor_id: null })).toBe(
      true,
    );
    expect(vendorUnmatched({ ...base, extraction_status: 'extracted', vendor_id: 4 })).toBe(false);
    expect(vendorUnmatched({ ...base, extraction_status: 'processing', vendor_id: null })).toBe(
      false,
    );
    expect(
      vendorUnmatched({ ...base, vendor_name: null, extraction_status: 'hold', vendor_id: null }),
    ).toBe(false);
  });
});
