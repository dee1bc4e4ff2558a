import { contract } from '@procure/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardField } from '../src/features/invoices/review/FieldCard';
import { vendorMatchOf } from '../src/features/invoices/review/VendorMatchTag';
import { callContract } from '../src/lib/contract-query';

import { renderFieldCard } from './helpers/render-field-card';

afterEach(cleanup);

/** A tooltip opens and closes through Blueprint's transitions: slow on a loaded machine. */
const TOOLTIP_TEST_MS = 20_000;

const vendorCard = (record: Record<string, unknown>): CardField => ({
  name: 'vendor_name',
  label: 'Vendor',
  numeric: false,
  value: 'Acme Supplies GmbH',
  status: 'extracted',
  confidence: 0.93,
  located: true,
  vendorMatch: vendorMatchOf(record),
});

const tag = () => screen.queryByTestId('vendor-match');
/** The open tooltip's text (Blueprint's tooltip has no role of its own; the same text also
 * stands hidden in the card for screen readers). */
const explained = () =>
  document.querySelector('.vendor-match-tooltip .bp6-popover-content')?.textContent ?? null;

/** The vendor card says what the invoice's link to a master vendor rests on (issue 23 §4). */
describe('the vendor match tag on the vendor card', () => {
  it('says a link by tax ID, exact and plain', () => {
    renderFieldCard(vendorCard({ vendor_match_by: 'tax_id', vendor_match_score: 1 }));
    expect(tag()?.textContent).toBe('Matched by tax ID');
    expect(tag()?.dataset.by).toBe('tax_id');
    expect(tag()?.className).not.toMatch(/intent-warning/);
  });

  it('says a link by IBAN, exact and plain', () => {
    renderFieldCard(vendorCard({ vendor_match_by: 'iban', vendor_match_score: 1 }));
    expect(tag()?.textContent).toBe('Matched by IBAN');
    expect(tag()?.className).not.toMatch(/intent-warning/);
  });

  it('says a link by name with how alike the names were, in the warning colour', () => {
    renderFieldCard(vendorCard({ vendor_match_by: 'name', vendor_match_score: 0.87 }));
    expect(tag()?.textContent).toBe('Matched by name (87%)');
    expect(tag()?.className).toMatch(/intent-warning/);
  });

  it('keeps a name read letter for letter plain, and a name without a score unscored', () => {
    renderFieldCard(vendorCard({ vendor_match_by: 'name', vendor_match_score: 1 }));
    expect(tag()?.textContent).toBe('Matched by name (100%)');
    expect(tag()?.className).not.toMatch(/intent-warning/);
    cleanup();
    renderFieldCard(vendorCard({ vendor_match_by: 'name' }));
    expect(tag()?.textContent).toBe('Matched by name');
  });

  it(
    'explains itself on hover',
    async () => {
      renderFieldCard(vendorCard({ vendor_match_by: 'name', vendor_match_score: 0.87 }));
      await act(async () => fireEvent.mouseEnter(tag()!));
      await waitFor(() => expect(explained()).toMatch(/by the name alone/));
      await act(async () => fireEvent.mouseLeave(tag()!));
      await waitFor(() => expect(explained()).toBeNull());
    },
    TOOLTIP_TEST_MS,
  );

  it(
    'explains itself while the card has keyboard focus',
    async () => {
      renderFieldCard(vendorCard({ vendor_match_by: 'tax_id', vendor_match_score: 1 }));
      // The cards are walked with Tab card to card: the walk reaching the vendor card explains.
      const card = screen.getByRole('group', { name: 'Vendor' });
      await act(async () => card.focus());
      await waitFor(() => expect(explained()).toMatch(/by the tax ID read/));
      await act(async () => card.blur());
      await waitFor(() => expect(explained()).toBeNull());
      // A click focuses the card too, with the pointer already there: no tooltip.
      fireEvent.pointerDown(card);
      await act(async () => card.focus());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(explained()).toBeNull();
    },
    TOOLTIP_TEST_MS,
  );

  it('names the master vendor linked, as a link to it, and tells a screen reader all of it', () => {
    renderFieldCard(
      vendorCard({
        vendor_match_by: 'name',
        vendor_match_score: 0.93,
        vendor_id: 42,
        vendor_master_name: 'Acme Supplies (Europe) GmbH',
      }),
    );
    const master = screen.getByTestId('vendor-match-master');
    expect(master.textContent).toBe('Acme Supplies (Europe) GmbH');
    expect(master.getAttribute('href')).toBe('/vendor/view/42');
    expect(master.title).toBe('Vendor master: Acme Supplies (Europe) GmbH');
    // No tooltip for a screen reader: the card's description carries the tag and its reason.
    screen.getByRole('group', {
      name: 'Vendor',
      description:
        /^Matched by name \(93%\)\. Vendor master: Acme Supplies \(Europe\) GmbH\. Linked to the vendor master by the name alone/,
    });
  });

  it('names no master vendor when the answer does not, and still describes the link', () => {
    renderFieldCard(vendorCard({ vendor_match_by: 'iban', vendor_match_score: 1, vendor_id: 42 }));
    expect(screen.queryByTestId('vendor-match-master')).toBeNull();
    screen.getByRole('group', { name: 'Vendor', description: /^Matched by IBAN\. Linked to/ });
  });

  it('shows nothing when the invoice is linked to no vendor', () => {
    renderFieldCard(vendorCard({ vendor_match_by: null, vendor_match_score: null }));
    expect(tag()).toBeNull();
  });

  it('shows nothing for a kind of link this app does not know', () => {
    expect(vendorMatchOf({ vendor_match_by: 'email', vendor_match_score: 1 })).toBeNull();
  });

  it("shows nothing for the other backend's documented minimum, which has no such field", async () => {
    const body = {
      data: [
        {
          id: 7,
          vendor_name: 'Asha Traders',
          vendor_name_status: 'extracted',
          document_short_code: 'DOC-7',
          line_items: [],
        },
      ],
    };
    const result = await callContract(
      contract.invoice.find,
      { body: { id: [7] } },
      {
        root: '',
        fetch: async () =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      },
    );
    if (!('data' in result)) throw new Error(JSON.stringify(result.error));
    const invoice = result.data.data[0] as unknown as Record<string, unknown>;
    expect(vendorMatchOf(invoice)).toBeNull();
    renderFieldCard(vendorCard(invoice));
    expect(tag()).toBeNull();
    expect(screen.getByTestId('field-value').textContent).toBe('Acme Supplies GmbH');
  });
});
