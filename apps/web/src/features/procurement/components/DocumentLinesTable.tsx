import { HTMLTable } from '@blueprintjs/core';
import type { Section } from '@procure/contract';
import { formatAmount } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';

type Line = Record<string, unknown>;

const number = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';

/** The lines of a saved document, read-only: the items metadata's columns in order, and for a
 * purchase order what each line has received and has open. */
export function DocumentLinesTable({ section, lines }: { section: Section; lines: Line[] }) {
  const tf = useT('form');
  const t = useT('po');
  const fields = section.fields.filter((field) => field.is_visible !== false);
  const receipts = lines.some((line) => 'received_quantity' in line);
  const cell = (line: Line, name: string) => {
    const value = line[name];
    if (name === 'unitPrice' || name === 'amount') return formatAmount(value);
    if (name === 'taxRate') return `${number(value)} %`;
    if (name === 'quantity') return number(value);
    return value === null || value === undefined ? '' : String(value);
  };
  const numeric = (name: string) => ['quantity', 'unitPrice', 'taxRate', 'amount'].includes(name);
  return (
    <div className="line-grid-scroll">
      <HTMLTable compact striped className="line-grid-table" data-testid="document-lines">
        <thead>
          <tr>
            <th className="line-grid-index">#</th>
            {fields.map((field) => (
              <th
                key={field.control_name}
                className={numeric(field.control_name) ? 'line-grid-number' : undefined}
              >
                {field.control_name === 'quantity' && receipts
                  ? t('ordered', 'Ordered')
                  : tf(field.label, field.label)}
              </th>
            ))}
            {receipts && <th className="line-grid-number">{t('received', 'Received')}</th>}
            {receipts && <th className="line-grid-number">{t('open', 'Open')}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={String(line.id ?? index)} data-testid={`document-line-${index}`}>
              <td className="line-grid-index">{index + 1}</td>
              {fields.map((field) => (
                <td
                  key={field.control_name}
                  className={numeric(field.control_name) ? 'line-grid-number' : undefined}
                >
                  {cell(line, field.control_name)}
                </td>
              ))}
              {receipts && (
                <td className="line-grid-number" data-testid="received">
                  {number(line.received_quantity)}
                </td>
              )}
              {receipts && (
                <td className="line-grid-number" data-testid="open">
                  {number(line.open_quantity)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
