import { describe, expect, it } from 'vitest';
import {
  clampPanelWidth,
  confidenceLevel,
  formatTotal,
  lineNumber,
  linesDisagree,
  linesTotal,
  newLineId,
  reviewOrder,
  shownConfidence,
  statusIcon,
  toSavedValue,
} from '../src/features/invoices/review/review-rules';
import {
  DEMO_ZOOM,
  DETAIL_ZOOM,
  documentKind,
  rotate,
  rotateBox,
  stepZoom,
} from '../src/features/invoices/viewer/viewer-rules';

describe('confidence badge (detail: > 0.7 high, > 0.4 medium, else low)', () => {
  it('puts the thresholds on the right side', () => {
    expect(confidenceLevel(0.71)).toBe('high');
    expect(confidenceLevel(0.7)).toBe('medium');
    expect(confidenceLevel(0.41)).toBe('medium');
    expect(confidenceLevel(0.4)).toBe('low');
    expect(confidenceLevel(0)).toBe('low');
    expect(confidenceLevel(1)).toBe('high');
  });
  it('is hidden when the field is unmatched or the confidence is not numeric', () => {
    expect(shownConfidence('unmatched', 0.95)).toBeNull();
    expect(shownConfidence('extracted', null)).toBeNull();
    expect(shownConfidence('extracted', '0.9')).toBeNull();
    expect(shownConfidence('corrected', Number.NaN)).toBeNull();
    expect(shownConfidence('corrected', 0.5)).toBe('medium');
  });
});

describe('status icon', () => {
  it('extracted = valid, corrected = warning, unmatched = error, none before extraction', () => {
    expect(statusIcon('extracted')).toMatchObject({ kind: 'valid', intent: 'success' });
    expect(statusIcon('corrected')).toMatchObject({ kind: 'warning', intent: 'warning' });
    expect(statusIcon('unmatched')).toMatchObject({ kind: 'error', intent: 'danger' });
    expect(statusIcon(null)).toBeNull();
  });
});

describe('numeric conversion on save', () => {
  it('makes a number field that reads as a number a number', () => {
    expect(toSavedValue('1234.5', true)).toBe(1234.5);
    expect(toSavedValue(' 1,234.50 ', true)).toBe(1234.5);
    expect(toSavedValue('-3', true)).toBe(-3);
    expect(toSavedValue('.5', true)).toBe(0.5);
  });
  it('keeps text that is not a number, and text fields as typed', () => {
    expect(toSavedValue('12 apples', true)).toBe('12 apples');
    // A printed amount clicked on the page reads as its number.
    expect(toSavedValue('12 EUR', true)).toBe(12);
    expect(toSavedValue('00123', false)).toBe('00123');
    expect(toSavedValue('  INV-1 ', false)).toBe('INV-1');
  });
  it('saves an empty value as null', () => {
    expect(toSavedValue('   ', true)).toBeNull();
    expect(toSavedValue('', false)).toBeNull();
  });
  it('parses line numbers as decimals, NaN as 0', () => {
    expect(lineNumber('2.5')).toBe(2.5);
    expect(lineNumber('abc')).toBe(0);
    expect(lineNumber('')).toBe(0);
  });
});

describe('line totals', () => {
  it('sums the amounts in cents and shows 2 decimals', () => {
    const lines = [{ amount: 0.1 }, { amount: 0.2 }, { amount: null }, {}];
    expect(linesTotal(lines)).toBe(0.3);
    expect(formatTotal(linesTotal(lines))).toBe('0.30');
    expect(formatTotal(0)).toBe('0.00');
  });
  it('warns only when the net amount is known and the lines differ from it', () => {
    expect(linesDisagree([{ amount: 100 }, { amount: 50.5 }], 150.5)).toBe(false);
    expect(linesDisagree([{ amount: 100 }], 150.5)).toBe(true);
    expect(linesDisagree([{ amount: 100 }], null)).toBe(false);
    expect(linesDisagree([], 10)).toBe(false);
  });
  it('gives a new line an id no other line has', () => {
    expect(newLineId([])).toBe(0);
    expect(newLineId([{ id: 0 }, { id: 4 }, { id: 2 }])).toBe(5);
  });
});

describe('review order (Tab)', () => {
  it('walks unmatched first, then rising confidence, unknown last, form order among equals', () => {
    const cards = [
      { name: 'a', status: 'extracted' as const, confidence: 0.9 },
      { name: 'b', status: 'extracted' as const, confidence: 0.3 },
      { name: 'c', status: 'unmatched' as const, confidence: null },
      { name: 'd', status: null, confidence: null },
      { name: 'e', status: 'extracted' as const, confidence: 0.3 },
      { name: 'f', status: 'corrected' as const, confidence: 0.6 },
    ];
    expect(reviewOrder(cards).map((c) => c.name)).toEqual(['c', 'b', 'e', 'f', 'a', 'd']);
  });
});

describe('viewer and panel constants', () => {
  it('zooms 25..400 in steps of 25 from 100 on the detail page', () => {
    expect(DETAIL_ZOOM).toEqual({ min: 25, max: 400, step: 25, initial: 100 });
    expect(stepZoom(DETAIL_ZOOM, 100, 1)).toBe(125);
    expect(stepZoom(DETAIL_ZOOM, 400, 1)).toBe(400);
    expect(stepZoom(DETAIL_ZOOM, 25, -1)).toBe(25);
  });
  it('zooms 25..200 and resets to 67 on the demo; 67 steps onto the grid', () => {
    expect(DEMO_ZOOM).toMatchObject({ min: 25, max: 200, initial: 67 });
    expect(stepZoom(DEMO_ZOOM, 67, 1)).toBe(75);
    expect(stepZoom(DEMO_ZOOM, 67, -1)).toBe(50);
    expect(stepZoom(DEMO_ZOOM, 200, 1)).toBe(200);
  });
  it('rotates in 90 degree steps both ways', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
  });
  it('turns a highlight box with the page', () => {
    const box = { x: 10, y: 20, width: 30, height: 5 };
    expect(rotateBox(box, 100, 200, 0)).toEqual(box);
    expect(rotateBox(box, 100, 200, 90)).toEqual({ x: 175, y: 10, width: 5, height: 30 });
    expect(rotateBox(box, 100, 200, 180)).toEqual({ x: 60, y: 175, width: 30, height: 5 });
    expect(rotateBox(box, 100, 200, 270)).toEqual({ x: 20, y: 60, width: 5, height: 30 });
  });
  it('keeps the panel between 25 and 60 percent', () => {
    expect(clampPanelWidth(10)).toBe(25);
    expect(clampPanelWidth(80)).toBe(60);
    expect(clampPanelWidth(42)).toBe(42);
  });
  it('shows PDFs with pdf.js and images directly', () => {
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('image/png')).toBe('image');
    expect(documentKind('text/xml')).toBe('other');
    expect(documentKind(undefined)).toBe('other');
  });
});

describe('reference demo confidence colours', () => {
  it('green at 90 or more, yellow at 80 or more, red below', async () => {
    const { demoConfidenceIntent } = await import('../src/features/invoices/review/review-rules');
    expect(demoConfidenceIntent(0.9)).toBe('success');
    expect(demoConfidenceIntent(0.8999)).toBe('warning');
    expect(demoConfidenceIntent(0.8)).toBe('warning');
    expect(demoConfidenceIntent(0.79)).toBe('danger');
    expect(demoConfidenceIntent(null)).toBeNull();
  });
});

describe('field labels of approval blockers and history rows', () => {
  const labels = {
    header: { invoice_number: 'Invoice Number', vendor_name: 'vendor_name' },
    items: { amount: 'Amount' },
    lines: 'Line items',
    line: (n: number) => `Line ${n}`,
  };
  it('names a blocker by its field label, the message alone when no field is named', async () => {
    const { blockerText } = await import('../src/features/invoices/review/review-rules');
    expect(
      blockerText({ path: 'header.invoice_number', message: 'This field is unmatched' }, labels),
    ).toBe('Invoice Number: This field is unmatched');
    // A label falls back to the control name (the labels carry it).
    expect(blockerText({ path: 'header.vendor_name', message: 'x' }, labels)).toBe(
      'vendor_name: x',
    );
    expect(blockerText({ path: 'line_items.0.amount', message: 'No amount' }, labels)).toBe(
      'Line 1 · Amount: No amount',
    );
    expect(blockerText({ path: 'line_items', message: 'Off' }, labels)).toBe('Line items: Off');
    expect(
      blockerText({ path: 'match.3', message: 'Three-way match: quantity variance' }, labels),
    ).toBe('Three-way match: quantity variance');
  });
  it('labels history fields: header control names, lines by id, others unlabelled', async () => {
    const { fieldPathLabel } = await import('../src/features/invoices/review/review-rules');
    expect(fieldPathLabel('invoice_number', labels)).toBe('Invoice Number');
    expect(fieldPathLabel('line_items.2.tax_rate', labels)).toBe('Line 3 · tax_rate');
    expect(fieldPathLabel('line_items.4', labels)).toBe('Line 5');
    expect(fieldPathLabel('override', labels)).toBeNull();
    expect(fieldPathLabel(null, labels)).toBeNull();
  });
});
