import { Callout, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { CAPABILITIES, type InvoiceDetailMinimal, type InvoiceLineItem } from '@procure/contract';
import { hasCapability } from '../../../config/runtime';
import { usePermission } from '../../../lib/access/use-permission';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useInvoiceHistoryQuery,
  useInvoiceMatchQuery,
  useReviewInvoiceMutation,
  useSaveInvoiceLinesMutation,
} from '../api/invoice-api';
import type { CardField } from './FieldCard';
import { FieldCardsSection } from './FieldCardsSection';
import { InvoiceCompany } from './InvoiceCompany';
import { InvoiceHistoryList } from './InvoiceHistoryList';
import type { LineChanges, LineColumn } from './line-draft';
import { LineItemsTable } from './LineItemsTable';
import { MatchSection } from './MatchSection';
import { PaymentsSection } from './Payments';
import { FirstApprovalNote } from '../../../components/FirstApprovalNote';

interface Props {
  // As any backend may send it (our status words or its own).
  invoice: InvoiceDetailMinimal;
  cards: CardField[];
  lines: InvoiceLineItem[];
  columns: LineColumn[];
  closed: boolean;
  selected: string | null;
  onSelect: (name: string) => void;
}

/** The extraction panel of the detail page: remarks, the header's field cards, the line
 * items, the three-way match (when linked to a PO), the payments (once approved) and the
 * history. Against a backend without our extras only what the documents describe: the cards
 * and lines, edited on the page with no save call ("held locally"), and none of our sections. */
export function ReviewPanel({ invoice, cards, lines, columns, closed, selected, onSelect }: Props) {
  const t = useT('invoice');
  const id = invoice.id;
  // A decided invoice is read-only for everyone; an open one for those who do not review.
  // While the profile is on its way the fields stay editable (the server decides a save), so
  // a reviewer's first keystroke on a freshly loaded page is never lost.
  const review = usePermission('invoice.review');
  const readOnly = closed || !(review.allowed || review.pending);
  const [saveReview, { isLoading: saving }] = useReviewInvoiceMutation();
  // The history, match, payments and saves are ours: a backend without our extras is not
  // asked, and their sections hide.
  const extras = hasCapability(CAPABILITIES.extras);
  const history = useInvoiceHistoryQuery({ params: { id } }, { skip: !extras });
  const match = useInvoiceMatchQuery({ params: { id } }, { skip: !extras || !invoice.po_id });
  // Lines saved on the page only (no extras), for the invoice they were edited on.
  const [heldLines, setHeldLines] = useState<{ id: number; lines: InvoiceLineItem[] } | null>(null);
  const shownLines = heldLines?.id === id ? heldLines.lines : lines;
  const [saveChangedLines, { isLoading: savingLines }] = useSaveInvoiceLinesMutation();
  // Only the changed lines where the backend has the line-level save; else every line, the
  // whole save (a one-line edit of a 10,000-line invoice: ~150 bytes instead of ~1.4 MB).
  const saveLines = async (all: InvoiceLineItem[], changes: LineChanges) => {
    if (!extras) {
      setHeldLines({ id, lines: all });
      return true;
    }
    const result = hasCapability(CAPABILITIES.reviewLines)
      ? await saveChangedLines({ params: { id }, body: changes })
      : await saveReview({ params: { id }, body: { line_items: all } });
    return !('error' in result);
  };

  return (
    <div className="review-panel">
      <FirstApprovalNote approval={invoice.first_approval} />
      {invoice.remarks && (
        <Callout intent={invoice.extraction_status === 'failed' ? 'danger' : 'warning'} compact>
          {invoice.remarks}
        </Callout>
      )}
      {extras && (
        <InvoiceCompany invoiceId={id} companyId={invoice.company_id} readOnly={readOnly} />
      )}
      <FieldCardsSection
        invoiceId={id}
        cards={cards}
        currency={typeof invoice.currency === 'string' ? invoice.currency : null}
        closed={readOnly}
        heldLocally={!extras}
        selected={selected}
        onSelect={onSelect}
        lockedReason={invoice.in_payment?.reason}
      />
      <Section
        title={t('line_items_section', 'Line items')}
        collapsible
        compact
        data-testid="lines-section"
      >
        <SectionCard padded={false}>
          <LineItemsTable
            lines={shownLines}
            columns={columns}
            netAmount={invoice.net_amount}
            saving={saving || savingLines}
            readOnly={readOnly}
            lockedReason={invoice.in_payment?.reason}
            onSave={saveLines}
          />
        </SectionCard>
      </Section>
      {extras && <MatchSection match={match.data?.data} />}
      {extras && invoice.approvalStatus === 'approved' && <PaymentsSection invoiceId={id} />}
      {extras && (
        <Section
          title={t('history', 'History')}
          collapsible
          collapseProps={{ defaultIsOpen: false }}
          compact
          data-testid="history-section"
        >
          <SectionCard>
            <InvoiceHistoryList
              events={history.data?.data.events ?? (history.isError ? [] : undefined)}
            />
          </SectionCard>
        </Section>
      )}
    </div>
  );
}
