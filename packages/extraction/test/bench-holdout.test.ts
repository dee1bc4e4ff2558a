import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ForeignLayouts, singleDocumentIssuers } from '../src/cli/bench-holdout.js';
import { calibrationCheck, emptyStats } from '../src/cli/bench-report.js';
import type { FieldOutcome } from '../src/cli/score.js';

async function folder(truth: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-holdout-'));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'ground_truth.normalized.json'), JSON.stringify(truth));
  return dir;
}

describe('bench --leave-issuer-out (issue 23, held-out proxy)', () => {
  it('counts an issuer once per document, whatever copies of it the folders hold', async () => {
    const pdfs = await folder({
      'a.pdf': { vendor_name: 'Acme GmbH' },
      'b1.pdf': { vendor_name: 'Beta AG' },
      'b2.pdf': { vendor_name: 'beta ag' },
      'x.pdf': { vendor_name: null },
    });
    // The same invoice as a PNG render and as a text-only copy is still one document.
    const copies = await folder({ 'a.png': { vendor_name: 'ACME GmbH' } });
    const singles = await singleDocumentIssuers([pdfs, copies]);
    expect([...singles]).toEqual(['acmegmbh']);
  });

  it("reads a document with another issuer's layout, never its own", () => {
    const layouts = new ForeignLayouts();
    expect(layouts.otherThan('a')).toBeUndefined();
    layouts.learned('a', { invoice_number: { label: 'nr', placement: 'right' } });
    expect(layouts.otherThan('a')).toBeUndefined();
    expect(layouts.otherThan('b')?.invoice_number?.label).toBe('nr');
    layouts.learned('b', { invoice_number: { label: 'beleg', placement: 'right' } });
    expect(layouts.otherThan('b')?.invoice_number?.label).toBe('nr');
    expect(layouts.otherThan('a')?.invoice_number?.label).toBe('beleg');
  });
});

describe('calibration check per folder (issue 23 §3)', () => {
  const outcome = (confidence: number, correct: boolean): FieldOutcome => ({
    field: 'total_amount',
    expected: 1,
    actual: 1,
    confidence,
    correct,
  });

  it('names the folders below 97 % at ≥ 0.9 and the bands right less often than their edge', () => {
    const good = emptyStats('good');
    good.outcomes.push(...Array.from({ length: 40 }, () => outcome(0.95, true)));
    const bad = emptyStats('bad');
    bad.outcomes.push(outcome(0.95, true), outcome(0.95, false), outcome(0.8, false));
    expect(calibrationCheck([good])).toContain('every folder ≥ 97 %');
    expect(calibrationCheck([good])).toContain('edge): none');
    const check = calibrationCheck([good, bad]);
    expect(check).toContain('below 97 % in bad 1/2');
    expect(check).toContain('bad [0.7, 0.9) 0/1');
  });
});
