import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { FieldCard, type CardField } from '../src/features/invoices/review/FieldCard';
import {
  joinPicks,
  useWordPickReceiver,
  type PickedWord,
} from '../src/features/invoices/viewer/word-pick';

afterEach(cleanup);

const field: CardField = {
  name: 'po_number',
  label: 'PO number',
  numeric: false,
  value: null,
  status: 'unmatched',
  confidence: null,
  located: false,
};
const at = (x: number, page = 1): PickedWord => ({
  page,
  box: { x, y: 100, width: 40, height: 10 },
});

/** Stands for the document viewer: a click on its word hands the word to the edited card. */
function Viewer() {
  const receive = useWordPickReceiver();
  return (
    <button type="button" onClick={() => receive?.('WX-7002', false, at(420))}>
      word WX-7002
    </button>
  );
}

function renderEditing(onSave: (text: string, picked?: PickedWord) => void) {
  const noop = () => undefined;
  render(
    <Provider store={makeStore()}>
      <Viewer />
      <FieldCard
        field={field}
        currency="EUR"
        selected
        editing
        saving={false}
        tabIndex={0}
        onSelect={noop}
        onEdit={noop}
        onSave={onSave}
        onCancel={noop}
        onKeyDown={noop}
      />
    </Provider>,
  );
}

describe('words clicked for a value are saved with their place (issue 23 §4)', () => {
  it('saves the clicked words with their page and box', () => {
    const onSave = vi.fn();
    renderEditing(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'word WX-7002' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('WX-7002', at(420));
  });

  it('a value typed over the clicked words has no place on the page', () => {
    const onSave = vi.fn();
    renderEditing(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'word WX-7002' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'WX-7003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('WX-7003', undefined);
  });

  it('words added with Shift make one box on their page; a word on another page starts again', () => {
    expect(joinPicks(at(420), at(470))).toEqual({
      page: 1,
      box: { x: 420, y: 100, width: 90, height: 10 },
    });
    expect(joinPicks(at(420), at(30, 2))).toEqual(at(30, 2));
    expect(joinPicks(undefined, at(30))).toEqual(at(30));
  });
});
