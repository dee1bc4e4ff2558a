import { formatAmount } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';

/** Subtotal, total tax and total, each shown with 2 decimals (spec §9). */
export function TotalsBox({ basic, tax, total }: { basic: number; tax: number; total: number }) {
  const t = useT('po');
  return (
    <dl className="totals-box" data-testid="totals">
      <dt>{t('subtotal', 'Subtotal')}</dt>
      <dd data-testid="total-basic">{formatAmount(basic)}</dd>
      <dt>{t('total_tax', 'Total Tax')}</dt>
      <dd data-testid="total-tax">{formatAmount(tax)}</dd>
      <dt className="totals-grand">{t('total', 'Total')}</dt>
      <dd className="totals-grand" data-testid="total-amount">
        {formatAmount(total)}
      </dd>
    </dl>
  );
}
