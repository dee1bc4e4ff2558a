import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTypeCard } from '../src/features/invoices/review/document-type-card';

import { renderFieldCard } from './helpers/render-field-card';

afterEach(cleanup);

const labels: Record<string, string> = { invoice: 'Invoice', credit_note: 'Credit note' };
const cardOf = (fields: Parameters<typeof documentTypeCard>[0]) =>
  documentTypeCard(fields, 'Document Type', (type) => labels[type] ?? type);

describe('the document type card (issue 23 §2)', () => {
  const read = {
    document_type: {
      value: 'credit_note',
      confidence: 0.97,
      page: 1,
      box: { x: 40, y: 60, width: 120, height: 14 },
      source: 'text' as const,
      status: 'extracted' as const,
    },
  };

  it('shows the type read with its confidence and where it is printed', () => {
    const card = cardOf(read)!;
    expect(card).toMatchObject({
      name: 'document_type',
      value: 'credit_note',
      confidence: 0.97,
      located: true,
    });
    renderFieldCard(card, false);
    expect(screen.getByTestId('field-value').textContent).toBe('Credit note');
    expect(screen.getByTestId('confidence').getAttribute('title')).toBe('97%');
  });

  it('is changed by picking invoice or credit note', () => {
    renderFieldCard(cardOf(read)!, true);
    const select = screen.getByRole('combobox', { name: 'Document Type' });
    const options = [...select.querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['invoice', 'Invoice'],
      ['credit_note', 'Credit note'],
    ]);
  });

  it('shows empty on our server before a type was read, and not at all without our fields', () => {
    expect(cardOf({})).toMatchObject({ value: null, confidence: null, located: false });
    // A backend that sends only the documented minimum has no `fields`.
    expect(cardOf(undefined)).toBeNull();
  });
});
