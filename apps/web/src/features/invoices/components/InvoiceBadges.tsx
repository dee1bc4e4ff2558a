import { Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { DuplicateIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { InvoiceListRow } from '@procure/contract';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';

/** Extraction status colours (spec part 2 §4): anything unknown is grey. */
const EXTRACTION_INTENT: Record<string, Intent> = {
  extracted: 'success',
  failed: 'danger',
  hold: 'warning',
  processing: 'primary',
};
/** Workflow status as the card tint reads it: success, failed, hold or pending, processing. */
export const WORKFLOW_INTENT: Record<string, Intent> = {
  success: 'success',
  failed: 'danger',
  hold: 'warning',
  pending: 'warning',
  processing: 'primary',
};
/** Payment colours: paid green, overdue red, pending yellow, partial orange (no Blueprint
 * intent is orange, so partial has a class of its own). */
const PAYMENT_INTENT: Record<string, Intent> = {
  paid: 'success',
  overdue: 'danger',
  pending: 'warning',
};

const pretty = (value: string) => value.replace(/_/g, ' ');

export function ExtractionTag({ status }: { status: string }) {
  const t = useT('invoice');
  return (
    <Tag
      intent={EXTRACTION_INTENT[status] ?? 'none'}
      data-testid="extraction-status"
      data-status={status}
    >
      {t(`extraction_${status}`, pretty(status))}
    </Tag>
  );
}

export function WorkflowTag({ status }: { status: string }) {
  const t = useT('invoice');
  return (
    <Tag minimal intent={WORKFLOW_INTENT[status] ?? 'none'}>
      {t(`workflow_${status}`, pretty(status))}
    </Tag>
  );
}

/** The payment status, and "In payment" beside it while a confirmed run holds the invoice
 * (our server's `payment_run_id`; absent from another backend's rows). */
export function PaymentTag({ status, runId }: { status: string; runId?: number | null }) {
  const t = useT('invoice');
  const tag = (
    <Tag
      minimal
      intent={PAYMENT_INTENT[status] ?? 'none'}
      className={status === 'partial' ? 'invoice-tag-orange' : undefined}
    >
      {t(`payment_${status}`, pretty(status))}
    </Tag>
  );
  if (runId === null || runId === undefined) return tag;
  return (
    <span className="invoice-payment-tags">
      {tag}
      <Tag minimal intent="primary" data-testid="in-payment-tag" title={`RUN-${runId}`}>
        {t('in_payment', 'In payment')}
      </Tag>
    </span>
  );
}

/** Approval status is plain text (spec part 2 §4). */
export function ApprovalText({ status }: { status: string }) {
  const t = useT('invoice');
  return <span className="invoice-approval">{t(`approval_${status}`, pretty(status))}</span>;
}

/** A vendor was read but is not in the vendor master (only known once extraction ran). */
type MarkedRow = Pick<
  InvoiceListRow,
  'extraction_status' | 'vendor_id' | 'duplicate_of' | 'duplicate_reason' | 'duplicate_elsewhere'
> & { vendor_name?: unknown };

export const vendorUnmatched = (row: MarkedRow) =>
  (row.extraction_status === 'extracted' || row.extraction_status === 'hold') &&
  Boolean(row.vendor_name) &&
  // null: our server found no master vendor; absent: the backend does not match vendors.
  row.vendor_id === null;

/** Duplicate and unmatched-vendor markers; the duplicate links to the invoice it repeats, or,
 * when that invoice is another company's (our server hides its id from a user limited to
 * companies), says so without a link.
 * `only` picks one (the table puts each beside its own column); `compact` shows the vendor
 * marker as its icon, the text in its tooltip and label. */
export function InvoiceMarkers({
  row,
  only,
  compact,
}: {
  row: MarkedRow;
  only?: 'duplicate' | 'vendor';
  compact?: boolean;
}) {
  const t = useT('invoice');
  const duplicateOf = only === 'vendor' ? null : row.duplicate_of;
  const unmatchedText = t('vendor_unmatched', 'Vendor not in master');
  return (
    <>
      {duplicateOf != null && (
        <Tooltip
          content={
            row.duplicate_reason === 'file'
              ? t('duplicate_file_hint', 'The same file as invoice {id}', { id: duplicateOf })
              : t(
                  'duplicate_number_hint',
                  'Same invoice number as invoice {id}, with the same vendor or the same date and amount',
                  {
                    id: duplicateOf,
                  },
                )
          }
        >
          <Link to={links.invoiceDetail(duplicateOf)} data-testid="duplicate-marker">
            <Tag intent="danger" minimal icon={<DuplicateIcon />} interactive>
              {t('duplicate_of', 'Duplicate of #{id}', { id: duplicateOf })}
            </Tag>
          </Link>
        </Tooltip>
      )}
      {only !== 'vendor' && duplicateOf == null && row.duplicate_elsewhere && (
        <Tag intent="danger" minimal icon={<DuplicateIcon />} data-testid="duplicate-marker">
          {t('duplicate_elsewhere', 'Possible duplicate of an invoice in another company')}
        </Tag>
      )}
      {only !== 'duplicate' && vendorUnmatched(row) && (
        <Tooltip
          content={t(
            'vendor_unmatched_hint',
            'No vendor in the vendor master matches this name; it is shown as read',
          )}
        >
          <Tag
            intent="warning"
            minimal
            icon={<WarningSignIcon />}
            data-testid="vendor-unmatched"
            aria-label={compact ? unmatchedText : undefined}
          >
            {compact ? undefined : unmatchedText}
          </Tag>
        </Tooltip>
      )}
    </>
  );
}
