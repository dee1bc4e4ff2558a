import { Button, Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import type { PaymentProposal, PaymentRunVendor } from '@procure/contract';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';

type Props = {
  content: Pick<PaymentProposal, 'vendors' | 'refused' | 'totals'>;
  /** A draft's invoices can be taken out. */
  onRemove?: (invoiceId: number) => void;
  /** A saved run: its transfers' end-to-end ids are final (a proposal's are not yet). */
  saved?: boolean;
  busy?: boolean;
};

/** What a run pays: totals per currency, then one card per vendor and currency with its
 * transfer(s) and invoices (amount, discount taken, paid), then the invoices it cannot pay. */
export function RunContent({ content, onRemove, busy, saved }: Props) {
  const t = useT('shell');
  return (
    <div className="payments-content">
      <div className="payments-totals" data-testid="payment-totals">
        {content.totals.map((total) => (
          <Card key={total.currency} className="payments-total">
            <div className="payments-total-amount">
              {formatCurrency(total.paid, total.currency)}
            </div>
            <div className="bp6-text-muted">
              {total.invoices === 1
                ? t('payments_total_line_one', '1 invoice, {discount} discount', {
                    discount: formatCurrency(total.discount, total.currency),
                  })
                : t('payments_total_line', '{count} invoices, {discount} discount', {
                    count: total.invoices,
                    discount: formatCurrency(total.discount, total.currency),
                  })}
            </div>
          </Card>
        ))}
      </div>
      {content.vendors.map((vendor) => (
        <VendorCard
          key={`${vendor.vendor_id}-${vendor.currency}`}
          vendor={vendor}
          onRemove={onRemove}
          busy={busy}
          saved={saved}
        />
      ))}
      {content.refused.length > 0 && (
        <Callout
          intent="warning"
          title={t('payments_refused', 'Not paid in this run')}
          data-testid="payment-refused"
        >
          <ul className="payments-refused">
            {content.refused.map((item) => (
              <li key={item.invoice_id}>
                <Link to={links.invoiceDetail(item.invoice_id)}>
                  {item.invoice_number ?? `#${item.invoice_id}`}
                </Link>
                {item.vendor_name ? ` (${item.vendor_name})` : ''}: {item.reason}
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}

function VendorCard({
  vendor,
  onRemove,
  busy,
  saved,
}: { vendor: PaymentRunVendor } & Omit<Props, 'content'>) {
  const t = useT('shell');
  const money = (amount: number) => formatCurrency(amount, vendor.currency);
  return (
    <Card className="payments-vendor" data-testid="payment-vendor">
      <div className="payments-vendor-head">
        <div>
          <strong>{vendor.vendor_name}</strong> <Tag minimal>{vendor.currency}</Tag>
          <div className="bp6-text-muted payments-account">
            {vendor.iban}
            {vendor.bic ? ` · ${vendor.bic}` : ''}
          </div>
        </div>
        <div className="payments-vendor-sum">
          <strong>{money(vendor.paid)}</strong>
          {vendor.discount > 0 && (
            <Tag intent="success" minimal>
              {t('payments_discount_taken', '{amount} discount', {
                amount: money(vendor.discount),
              })}
            </Tag>
          )}
        </div>
      </div>
      {vendor.transfers.map((transfer) => (
        <div key={transfer.end_to_end_id} className="bp6-text-muted payments-remittance">
          {saved ? `${transfer.end_to_end_id}: ` : ''}“{transfer.remittance}” (
          {money(transfer.amount)})
        </div>
      ))}
      <HTMLTable compact striped className="payments-invoices">
        <thead>
          <tr>
            <th>{t('payments_col_invoice', 'Invoice')}</th>
            <th>{t('payments_col_due', 'Due')}</th>
            <th className="payments-number">{t('payments_col_amount', 'Amount')}</th>
            <th className="payments-number">{t('payments_col_discount', 'Discount')}</th>
            <th className="payments-number">{t('payments_col_paid', 'Paid')}</th>
            {onRemove && <th />}
          </tr>
        </thead>
        <tbody>
          {vendor.invoices.map((invoice) => (
            <tr key={invoice.invoice_id}>
              <td>
                <Link to={links.invoiceDetail(invoice.invoice_id)}>
                  {invoice.invoice_number ?? `#${invoice.invoice_id}`}
                </Link>
                {/* A negative amount is a credit note set off against the vendor's invoices. */}
                {invoice.amount < 0 && (
                  <Tag minimal intent="success" className="payments-credit-note">
                    {t('payments_credit_note', 'Credit note')}
                  </Tag>
                )}
              </td>
              <td>{formatDate(invoice.due_date)}</td>
              <td className="payments-number">{money(invoice.amount)}</td>
              <td className="payments-number">
                {invoice.discount > 0
                  ? `${money(invoice.discount)} (${t('payments_until', 'until {date}', {
                      date: formatDate(invoice.discount_deadline),
                    })})`
                  : '--'}
              </td>
              <td className="payments-number">{money(invoice.paid)}</td>
              {onRemove && (
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<CrossIcon />}
                    disabled={busy}
                    aria-label={t('payments_take_out', 'Take out of the run')}
                    title={t('payments_take_out', 'Take out of the run')}
                    onClick={() => onRemove(invoice.invoice_id)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
