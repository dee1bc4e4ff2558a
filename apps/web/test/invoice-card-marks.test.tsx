import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardField } from '../src/features/invoices/review/FieldCard';
import { showsConfirmed, showsLearned } from '../src/features/invoices/review/review-rules';

import { renderFieldCard } from './helpers/render-field-card';

afterEach(cleanup);

const read: CardField = {
  name: 'invoice_number',
  label: 'Invoice number',
  numeric: false,
  value: 'QX-1002',
  status: 'extracted',
  confidence: 0.93,
  located: true,
};

/** The marks a field card shows beside the reading's own state (issue 23 §4). */
describe('the learned mark on a field card', () => {
  it('shows when the value was read where the vendor’s reviewed invoices taught', () => {
    renderFieldCard({ ...read, learned: true });
    expect(screen.getByTestId('learned').textContent).toBe('Learned');
  });

  it('is absent for a value read without learning', () => {
    renderFieldCard(read);
    expect(screen.queryByTestId('learned')).toBeNull();
    expect(
      screen.getByRole('group', { name: 'Invoice number' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('explains itself to a screen reader as the card’s description', () => {
    renderFieldCard({ ...read, learned: true, confirmed: true });
    const card = screen.getByRole('group', {
      name: 'Invoice number',
      description:
        "Learned. Read where this vendor's earlier invoices, as reviewers corrected them, print this value " +
        'Confirmed. A reviewer confirmed this value by clicking its words on the page; reading the document again keeps it',
    });
    expect(card.dataset.field).toBe('invoice_number');
  });

  it('follows the server’s extra and goes once a reviewer corrects the value', () => {
    expect(showsLearned({ learned: true }, 'extracted')).toBe(true);
    expect(showsLearned({ learned: true }, 'corrected')).toBe(false);
    // A backend that sends only the documented minimum has no mark.
    expect(showsLearned({}, 'extracted')).toBe(false);
    expect(showsLearned(undefined, 'extracted')).toBe(false);
  });
});

// A value a reviewer confirmed by clicking its words stands when the document is read again.
describe('the confirmed mark on a field card', () => {
  it('shows for a value confirmed by a click, keeping the reading’s status', () => {
    renderFieldCard({ ...read, confirmed: true });
    expect(screen.getByTestId('confirmed').textContent).toBe('Confirmed');
    expect(screen.getByTestId('field-status').dataset.kind).toBe('valid');
  });

  it('is absent for a value only read', () => {
    renderFieldCard(read);
    expect(screen.queryByTestId('confirmed')).toBeNull();
  });

  it('follows the server’s extra and goes once a reviewer types another value', () => {
    expect(showsConfirmed({ confirmed: true }, 'extracted')).toBe(true);
    // A vendor not in the master keeps its unmatched state, confirmed or not.
    expect(showsConfirmed({ confirmed: true }, 'unmatched')).toBe(true);
    expect(showsConfirmed({ confirmed: true }, 'corrected')).toBe(false);
    // A backend that sends only the documented minimum has no mark.
    expect(showsConfirmed({}, 'extracted')).toBe(false);
    expect(showsConfirmed(null, 'extracted')).toBe(false);
  });
});
