import { useT } from '../../../lib/i18n/use-translation';
import type { LineColumn } from './line-draft';
import { formatTotal } from './review-rules';

/** The table's Total row: the lines' amounts summed (`total`) under the amount column, the word
 * Total under the first column. */
export function LinesTotalFooter({ columns, total }: { columns: LineColumn[]; total: number }) {
  const t = useT('invoice');
  return (
    <tfoot>
      <tr className="line-items-total">
        <td />
        {columns.map((c, index) =>
          c.name === 'amount' ? (
            <td key={c.name} className="is-number" data-testid="lines-total">
              {formatTotal(total)}
            </td>
          ) : (
            <td key={c.name}>{index === 0 ? t('total', 'Total') : ''}</td>
          ),
        )}
        <td />
      </tr>
    </tfoot>
  );
}
