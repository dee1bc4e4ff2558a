import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../../src/app/store';
import { FieldCard, type CardField } from '../../src/features/invoices/review/FieldCard';

/** One field card in a fresh store, its handlers doing nothing, as a review screen shows it. */
export function renderFieldCard(field: CardField, editing = false) {
  const noop = () => undefined;
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <FieldCard
          field={field}
          currency="EUR"
          selected={false}
          editing={editing}
          saving={false}
          tabIndex={0}
          onSelect={noop}
          onEdit={noop}
          onSave={noop}
          onCancel={noop}
          onKeyDown={noop}
        />
      </MemoryRouter>
    </Provider>,
  );
}
