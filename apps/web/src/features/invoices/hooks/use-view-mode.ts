import { useCallback, useState } from 'react';
import { readItem, writeItem } from '../../../lib/storage';

export type InvoiceView = 'card' | 'table';

/** localStorage key of the invoice list's last view. */
export const INVOICE_VIEW_KEY = 'invoiceListView';

/** Card or table view: card by default (spec part 2 §2), and the last choice is remembered. */
export function useViewMode() {
  const [view, setView] = useState<InvoiceView>(() =>
    readItem(INVOICE_VIEW_KEY) === 'table' ? 'table' : 'card',
  );
  const change = useCallback((next: InvoiceView) => {
    setView(next);
    writeItem(INVOICE_VIEW_KEY, next);
  }, []);
  return [view, change] as const;
}
