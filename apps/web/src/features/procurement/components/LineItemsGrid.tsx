import { Button, HTMLTable } from '@blueprintjs/core';
import { AddIcon, TrashIcon } from '@blueprintjs/icons';
import type { Section } from '@procure/contract';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldControl, type SectionValues } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { gridTotals, lineAmount, newLine } from '../line-items';
import { TotalsBox } from './TotalsBox';

type Props = {
  section: Section;
  readOnly?: boolean;
  /** Extra read-only columns before the item fields (ordered and received on receipts). */
  extraColumns?: { key: string; label: string; value: (index: number) => string }[];
  /** The quantity column's heading when it means more than the metadata says ('This receipt'). */
  quantityLabel?: string;
};

/** Keeps a line's amount in step with its quantity, price and tax rate as the user types. */
function LineAmount({ index }: { index: number }) {
  const { setValue, control } = useFormContext<SectionValues>();
  const [quantity, unitPrice, taxRate, amount] = useWatch({
    control,
    name: [
      `entries.${index}.quantity`,
      `entries.${index}.unitPrice`,
      `entries.${index}.taxRate`,
      `entries.${index}.amount`,
    ] as never,
  }) as unknown as unknown[];
  useEffect(() => {
    // Shown with 2 decimals; the payload recomputes the number from the inputs.
    const next = lineAmount({ quantity, unitPrice, taxRate }).toFixed(2);
    if (next !== amount) setValue(`entries.${index}.amount` as 'entries', next as never);
  }, [quantity, unitPrice, taxRate, amount, index, setValue]);
  return null;
}

/** The line-items grid of a PO or MRN: one row per line with the items metadata's fields
 * (quantity, unit price and tax rate editable, amount computed), per-cell errors, Add and
 * delete line, and the totals below. Lives inside the caller's form (`entries`). */
export function LineItemsGrid({ section, readOnly, extraColumns = [], quantityLabel }: Props) {
  const t = useT('po');
  const tf = useT('form');
  const tt = useT('table');
  const { control, getValues } = useFormContext<SectionValues>();
  const lines = useFieldArray({ control, name: 'entries' });
  const values = (useWatch({ control, name: 'entries' }) ?? []) as Record<string, unknown>[];
  const fields = section.fields.filter((field) => field.is_visible !== false);
  const totals = gridTotals(values);

  return (
    <div className="line-grid" data-testid="line-items">
      <div className="line-grid-scroll">
        <HTMLTable compact className="line-grid-table line-grid-form">
          <thead>
            <tr>
              <th className="line-grid-index">#</th>
              {extraColumns.map((column) => (
                <th key={column.key} className="line-grid-number">
                  {column.label}
                </th>
              ))}
              {fields.map((field) => (
                <th
                  key={field.control_name}
                  className={field.type === 'number' ? 'line-grid-number' : undefined}
                >
                  {field.control_name === 'quantity' && quantityLabel
                    ? quantityLabel
                    : tf(field.label, field.label)}
                  {field.required && !readOnly && <span aria-hidden="true"> *</span>}
                </th>
              ))}
              {!readOnly && <th aria-label={tt('actions', 'Actions')} />}
            </tr>
          </thead>
          <tbody>
            {lines.fields.map((line, index) => (
              <tr key={line.id} data-testid={`line-${index}`}>
                <td className="line-grid-index">{index + 1}</td>
                {extraColumns.map((column) => (
                  <td
                    key={column.key}
                    className="line-grid-number line-grid-fixed"
                    data-testid={`line-${column.key}`}
                  >
                    {column.value(index)}
                  </td>
                ))}
                {fields.map((field) => (
                  <td key={field.control_name} className={`line-cell-${field.control_name}`}>
                    <FieldControl
                      field={field}
                      name={`entries.${index}.${field.control_name}`}
                      values={values[index] ?? {}}
                      readOnly={readOnly}
                    />
                  </td>
                ))}
                {!readOnly && (
                  <td className="line-grid-actions">
                    <LineAmount index={index} />
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon={<TrashIcon />}
                      aria-label={t('remove_line_item', 'Remove line item')}
                      title={t('remove_line_item', 'Remove line item')}
                      disabled={lines.fields.length <= 1}
                      onClick={() => lines.remove(index)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="line-grid-footer">
        {!readOnly && (
          <Button
            icon={<AddIcon />}
            text={t('add_line_item', 'Add line item')}
            onClick={() => lines.append(newLine(section, getValues().entries) as never)}
          />
        )}
        <TotalsBox basic={totals.basic} tax={totals.tax} total={totals.total} />
      </div>
    </div>
  );
}
