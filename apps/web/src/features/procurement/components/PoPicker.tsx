import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useT } from '../../../lib/i18n/use-translation';
import { useListDocumentsQuery } from '../api/procurement-api';

type Props = {
  vendorId: number | undefined;
  poId: number | null;
  disabled?: boolean;
  onChange: (poId: number | null) => void;
};

const RECEIPT_TEXT: Record<string, string> = {
  not_received: 'not received',
  partially_received: 'partially received',
  fully_received: 'fully received',
};

/** The purchase order an MRN receives against: the vendor's approved orders, with how much of
 * each has arrived. Choosing one fills the lines from its open quantities. */
export function PoPicker({ vendorId, poId, disabled, onChange }: Props) {
  const t = useT('mrn');
  const orders = useListDocumentsQuery(
    vendorId
      ? {
          kind: 'po',
          query: { type: 'active', page: 1, page_size: 100, vendor_id: vendorId },
        }
      : skipToken,
  );
  const rows = (orders.data?.data ?? []) as Array<{
    id: number;
    po_number?: string;
    receipt_state?: string;
  }>;
  return (
    <FormGroup
      className="po-picker"
      label={t('purchase_order', 'Purchase Order')}
      labelFor="mrn-po-picker"
      inline
    >
      <HTMLSelect
        id="mrn-po-picker"
        value={poId ?? ''}
        disabled={disabled || orders.isFetching}
        onChange={(event) => onChange(Number(event.currentTarget.value) || null)}
      >
        <option value="">{t('no_purchase_order', 'No purchase order')}</option>
        {rows.map((row) => (
          <option
            key={row.id}
            value={row.id}
            disabled={row.receipt_state === 'fully_received' && row.id !== poId}
          >
            {row.po_number} ({RECEIPT_TEXT[row.receipt_state ?? ''] ?? row.receipt_state})
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
