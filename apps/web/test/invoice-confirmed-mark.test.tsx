import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../src/app/store';
import { FieldCard, type CardField } from '../src/features/invoices/review/FieldCard';
import { showsConfirmed } from '../src/features/invoices/review/review-rules';

afterEach(cleanup);

const field = (confirmed: boolean): CardField => ({
  name: 'po_number',
  label: 'PO number',
  numeric: false,
  value: 'PO-2024-118',
  status: 'extracted',
  confidence: 0.88,
  located: true,
  confirmed,
});

function renderCard(confirmed: boolean) {
  const noop = () => undefined;
  render(
    <Provider store={makeStore()}>
      <FieldCard
        field={field(confirmed)}
        currency="EUR"
        selected={false}
        editing={false}
        saving={false}
        tabIndex={0}
        onSelect={noop}
        onEdit={noop}
        onSave={noop}
        onCancel={noop}
        onKeyDown={noop}
      />
    </Provider>,
  );
}

// A value a reviewer confirmed by clicking its words stands when the document is read again;
// the card says so, beside the reading's own state (issue 23 §4).
describe('the confirmed mark on a field card', () => {
  it('shows for a value confirmed by a click, keeping the reading’s status', () => {
    renderCard(true);
    expect(screen.getByTestId('confirmed').textContent).toBe('Confirmed');
    expect(screen.getByTestId('field-status').dataset.kind).toBe('valid');
  });

  it('is absent for a value only read', () => {
    renderCard(false);
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
