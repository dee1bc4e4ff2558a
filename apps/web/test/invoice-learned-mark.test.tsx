import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../src/app/store';
import { FieldCard, type CardField } from '../src/features/invoices/review/FieldCard';
import { showsLearned } from '../src/features/invoices/review/review-rules';

afterEach(cleanup);

const field = (learned: boolean): CardField => ({
  name: 'invoice_number',
  label: 'Invoice number',
  numeric: false,
  value: 'QX-1002',
  status: 'extracted',
  confidence: 0.93,
  located: true,
  learned,
});

function renderCard(learned: boolean) {
  const noop = () => undefined;
  render(
    <Provider store={makeStore()}>
      <FieldCard
        field={field(learned)}
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

describe('the learned mark on a field card (issue 23 §4)', () => {
  it('shows when the value was read where the vendor’s reviewed invoices taught', () => {
    renderCard(true);
    expect(screen.getByTestId('learned').textContent).toBe('Learned');
  });

  it('is absent for a value read without learning', () => {
    renderCard(false);
    expect(screen.queryByTestId('learned')).toBeNull();
  });

  it('follows the server’s extra and goes once a reviewer corrects the value', () => {
    expect(showsLearned({ learned: true }, 'extracted')).toBe(true);
    expect(showsLearned({ learned: true }, 'corrected')).toBe(false);
    // A backend that sends only the documented minimum has no mark.
    expect(showsLearned({}, 'extracted')).toBe(false);
    expect(showsLearned(undefined, 'extracted')).toBe(false);
  });
});
