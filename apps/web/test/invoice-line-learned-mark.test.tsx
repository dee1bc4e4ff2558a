import { cleanup, render, screen } from '@testing-library/react';
import type { InvoiceLineItem } from '@procure/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { LineRow } from '../src/features/invoices/review/LineRow';
import type { LineColumn } from '../src/features/invoices/review/line-draft';

afterEach(cleanup);

const columns: LineColumn[] = [
  { name: 'description', label: 'Description', numeric: false },
  { name: 'amount', label: 'Amount', numeric: true },
];
const mark = {
  label: 'Learned',
  hint: "Learned: read at the item columns this vendor's reviewed invoices taught",
};

function renderRow(stored: InvoiceLineItem) {
  const noop = () => undefined;
  render(
    <table>
      <tbody>
        <LineRow
          line={{ id: 0, description: 'Wartung und Pflege', amount: '200' }}
          index={0}
          columns={columns}
          stored={stored}
          readOnly={false}
          deleteLabel="Delete line"
          learnedMark={mark}
          onEdit={noop}
          onRemove={noop}
          onCellKey={noop}
          measure={noop}
        />
      </tbody>
    </table>,
  );
}

describe('the learned mark on a line of the review grid (issue 23 §4)', () => {
  it('marks a line read at the item columns the vendor’s reviewed invoices taught', () => {
    renderRow({ id: 0, description: 'Wartung und Pflege', amount: 200, learned: true });
    expect(screen.getByTestId('line-learned').textContent).toBe('');
    // A screen reader hears the mark with its explanation, which others read on hover.
    expect(screen.getByRole('img', { name: mark.hint })).toBe(screen.getByTestId('line-learned'));
  });

  it('leaves a line read without learning, or from a backend without the extra, unmarked', () => {
    renderRow({ id: 0, description: 'Wartung und Pflege', amount: 200 });
    expect(screen.queryByTestId('line-learned')).toBeNull();
  });
});
