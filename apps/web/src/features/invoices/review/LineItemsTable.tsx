import { Button, Callout, Classes, HTMLTable } from '@blueprintjs/core';
import { AddIcon, TrashIcon } from '@blueprintjs/icons';
import type { InvoiceLineItem } from '@procure/contract';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import {
  editText,
  formatTotal,
  LINE_PANEL_MAX_HEIGHT,
  lineNumber,
  linesDisagree,
  linesTotal,
  newLineId,
} from './review-rules';

export interface LineColumn {
  name: string;
  label: string;
  numeric: boolean;
}

type DraftLine = { id: number } & Record<string, string | number>;

const toDraft = (line: InvoiceLineItem, columns: LineColumn[]): DraftLine => ({
  id: line.id,
  ...Object.fromEntries(columns.map((c) => [c.name, editText(line[c.name])])),
});

/** The lines as the server takes them: number columns parsed as decimals (NaN is 0). */
const toSaved = (lines: DraftLine[], columns: LineColumn[]): InvoiceLineItem[] =>
  lines.map((line) => ({
    id: line.id,
    ...Object.fromEntries(
      columns.map((c) => {
        const text = String(line[c.name] ?? '');
        return [c.name, c.numeric ? lineNumber(text) : text.trim() || null];
      }),
    ),
  }));

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  return fullscreen;
}

interface Props {
  lines: InvoiceLineItem[];
  columns: LineColumn[];
  netAmount: unknown;
  saving: boolean;
  readOnly: boolean;
  onSave: (lines: InvoiceLineItem[]) => Promise<boolean>;
}

/** The line-item table: every cell editable, Add line item, delete per row, a Total row
 * summing the amounts to 2 decimals, and a warning when the lines do not add up to the
 * header's net amount. Changes are kept until saved (Enter in a cell, or Save lines) or
 * discarded (Escape). */
export function LineItemsTable({ lines, columns, netAmount, saving, readOnly, onSave }: Props) {
  const t = useT('invoice');
  const fullscreen = useFullscreen();
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const shown = draft ?? lines.map((line) => toDraft(line, columns));
  const saved = toSaved(shown, columns);
  const total = linesTotal(saved);
  const statusOf = (id: number, name: string) =>
    lines.find((line) => line.id === id)?.[`${name}_status`];

  const edit = (id: number, name: string, value: string) =>
    setDraft(shown.map((line) => (line.id === id ? { ...line, [name]: value } : line)));
  const add = () => {
    const line: DraftLine = {
      id: newLineId(shown),
      ...Object.fromEntries(columns.map((c) => [c.name, c.numeric ? '0' : ''])),
    };
    setDraft([...shown, line]);
  };
  const remove = (id: number) => setDraft(shown.filter((line) => line.id !== id));
  const save = async () => {
    if (draft && (await onSave(saved))) setDraft(null);
  };
  const onCellKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && draft) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <div className="line-items" data-testid="line-items">
      <div
        className="line-items-scroll"
        style={{
          maxHeight: fullscreen ? LINE_PANEL_MAX_HEIGHT.fullscreen : LINE_PANEL_MAX_HEIGHT.normal,
        }}
      >
        <HTMLTable compact className="line-items-table">
          <thead>
            <tr>
              <th>#</th>
              {columns.map((c) => (
                <th key={c.name} className={c.numeric ? 'is-number' : undefined}>
                  {c.label}
                </th>
              ))}
              <th aria-label={t('actions', 'Actions')} />
            </tr>
          </thead>
          <tbody>
            {shown.map((line, index) => (
              <tr key={line.id} data-line={line.id}>
                <td className={Classes.TEXT_MUTED}>{index + 1}</td>
                {columns.map((c) => (
                  <td key={c.name} data-status={statusOf(line.id, c.name) ?? undefined}>
                    <input
                      className={`${Classes.INPUT} ${Classes.SMALL} line-cell${c.numeric ? ' is-number' : ''}`}
                      aria-label={`${c.label} ${index + 1}`}
                      inputMode={c.numeric ? 'decimal' : undefined}
                      readOnly={readOnly}
                      value={String(line[c.name] ?? '')}
                      onChange={(event) => edit(line.id, c.name, event.currentTarget.value)}
                      onKeyDown={onCellKey}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    intent="danger"
                    icon={<TrashIcon />}
                    disabled={readOnly}
                    aria-label={`${t('delete_line', 'Delete line')} ${index + 1}`}
                    onClick={() => remove(line.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
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
        </HTMLTable>
      </div>
      {linesDisagree(saved, netAmount) && (
        <Callout intent="warning" compact data-testid="lines-warning">
          {t('lines_do_not_add_up', 'The line items add up to {total}, the net amount is {net}.', {
            total: formatTotal(total),
            net: formatTotal(Number(netAmount)),
          })}
        </Callout>
      )}
      <div className="line-items-actions">
        <Button
          icon={<AddIcon />}
          text={t('add_line_item', 'Add line item')}
          disabled={readOnly}
          onClick={add}
        />
        {draft && (
          <>
            <Button text={t('discard', 'Discard')} onClick={() => setDraft(null)} />
            <Button
              intent="primary"
              text={t('save_lines', 'Save lines')}
              loading={saving}
              onClick={() => void save()}
            />
          </>
        )}
      </div>
    </div>
  );
}
