import { formatAmount, formatBaseCurrency } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';

type Props = {
  basic: number;
  tax: number;
  total: number;
  /** A saved document's totals read as money in the base currency; the editing grid keeps the
   * spec's bare 2 decimals. */
  inBaseCurrency?: boolean;
};

/** Subtotal, total tax and total, each shown with 2 decimals (spec §9). */
export function TotalsBox({ basic, tax, total, inBaseCurrency }: Props) {
  const t = useT('po');
  const show = inBaseCurrency ? formatBaseCurrency : formatAmount;
  return (
    <dl className="totals-box" data-testid="totals">
      <dt>{t('subtotal', 'Subtotal')}</dt>
      <dd data-testid="total-basic">{show(basic)}</dd>
      <dt>{t('total_tax', 'Total Tax')}</dt>
      <dd data-testid="total-tax">{show(tax)}</dd>
      <dt className="totals-grand">{t('total', 'Total')}</dt>
      <dd className="totals-grand" data-testid="total-amount">
        {show(total)}
      </dd>
    </dl>
  );
}
