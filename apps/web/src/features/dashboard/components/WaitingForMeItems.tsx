import { NonIdealState } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { links } from '../../../config/paths';
import { formatBaseCurrency, formatCurrency } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useWaitingInvoicesQuery, useWaitingOrdersQuery } from '../waiting-api';

/** How many of each kind the card shows; the lists' toggles show the rest. */
const SHOWN = 4;

type Item = { key: string; title: string; amount: string; path: string };

/** The Pending approvals card's "Waiting for me": invoices, then POs, that the user can approve
 * now (within their limit, or a first approval to give). */
export function WaitingForMeItems({
  go,
}: {
  go: (path: string) => (event: MouseEvent<HTMLElement>) => void;
}) {
  const t = useT('dashboard');
  const page = { page: 1, page_size: SHOWN, waiting_for: 'me' as const };
  const invoices = useWaitingInvoicesQuery({ query: { type: 'draft', ...page } });
  const orders = useWaitingOrdersQuery({ query: { type: 'draft', ...page } });
  const items: Item[] = [
    ...(invoices.data?.data ?? []).map((row) => ({
      key: `invoice-${row.id}`,
      title: row.invoice_number ?? row.vendor_name ?? `#${row.id}`,
      amount: formatCurrency(row.total_amount, row.currency, ''),
      path: links.invoiceDetail(row.id),
    })),
    ...((orders.data?.data ?? []) as Record<string, unknown>[]).map((row) => ({
      key: `po-${String(row.id)}`,
      title: String(row.po_number ?? row.id),
      amount: formatBaseCurrency(row.total_amount, ''),
      path: links.poView(String(row.id)),
    })),
  ];
  const loading = invoices.isLoading || orders.isLoading;
  if (!loading && !items.length)
    return (
      <NonIdealState description={t('nothing_waits_for_me', 'Nothing waits for your approval')} />
    );
  return (
    <ul className="approval-list" data-testid="waiting-for-me-items">
      {items.map((item) => (
        <li key={item.key}>
          <a className="approval-title" href={item.path} onClick={go(item.path)}>
            {item.title}
          </a>
          <span className="approval-amount">{item.amount}</span>
        </li>
      ))}
    </ul>
  );
}
