import { Button, Callout, HTMLTable, Tooltip } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import type { InvoiceLineItem } from '@procure/contract';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import {
  blankLine,
  choicesId,
  lineChanges,
  toDraft,
  toSaved,
  type DraftLine,
  type LineChanges,
  type LineColumn,
} from './line-draft';
import { LineRow, SpacerRow } from './LineRow';
import { LinesTotalFooter } from './LinesTotalFooter';
import { formatTotal, LINE_PANEL_MAX_HEIGHT, linesDisagree, linesTotal } from './review-rules';
import './line-items.css';

/** A row's height before it is measured (a compact row with a small input), and how many rows
 * are drawn beyond each end of the visible ones: enough that Tab always finds the next row
 * drawn, few enough that a long invoice draws a screenful, not all of its lines. */
const ROW_HEIGHT = 33;
/** Where a marked line's values came from (issue 23 §4). */
const LINE_LEARNED_HINT =
  "Learned: read at the item columns this vendor's reviewed invoices taught";
const OVERSCAN = 8;

/** Whether the page is fullscreen: the line panel may then be taller. */
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
  /** Why the lines cannot change now (a payment run holds the invoice), said on Add line item. */
  lockedReason?: string | null;
  /** Every line as it is to be saved, and only what changed (for a line-level save). */
  onSave: (lines: InvoiceLineItem[], changes: LineChanges) => Promise<boolean>;
}

/** The line-item table: every cell editable, Add line item, delete per row, a Total row
 * summing the amounts to 2 decimals, and a warning when the lines do not add up to the
 * header's net amount. Changes are kept until saved (Enter in a cell, or Save lines) or
 * discarded (Escape). Only the rows in and near the visible part of the table are drawn
 * (@tanstack/react-virtual), so an invoice of thousands of lines opens as fast as a short
 * one; the rows drawn ahead of the view keep Tab moving row by row, and the row holding the
 * focus stays drawn while the table scrolls away from it. */
export function LineItemsTable({
  lines,
  columns,
  netAmount,
  saving,
  readOnly,
  lockedReason,
  onSave,
}: Props) {
  const t = useT('invoice');
  const fullscreen = useFullscreen();
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const stored = useMemo(() => lines.map((line) => toDraft(line, columns)), [lines, columns]);
  const shown = draft ?? stored;
  const saved = useMemo(() => toSaved(shown, columns), [shown, columns]);
  const total = linesTotal(saved);
  const byId = useMemo(() => new Map(lines.map((line) => [line.id, line])), [lines]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusedRow = useRef<number | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  // The row with the focus is always drawn (its cell keeps the focus while the table scrolls).
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  // The virtualizer's methods are read in this render only (the rows get measureElement, which
  // it keeps stable), so nothing memoized holds a stale one.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => shown[index]?.id ?? index,
    rangeExtractor,
    useFlushSync: false,
  });

  const edit = useCallback(
    (id: number, name: string, value: string) =>
      setDraft((current) =>
        (current ?? stored).map((line) => (line.id === id ? { ...line, [name]: value } : line)),
      ),
    [stored],
  );
  const add = () => {
    const line = blankLine(shown, columns);
    setDraft([...shown, line]);
    setAdded(line.id);
  };
  const remove = useCallback(
    (id: number) => setDraft((current) => (current ?? stored).filter((line) => line.id !== id)),
    [stored],
  );
  const save = async () => {
    if (draft && (await onSave(saved, lineChanges(stored, draft, columns)))) setDraft(null);
  };
  // The rows' key handler is one function for every render (the rows are memoized).
  const latest = useRef({ save, editing: false });
  latest.current = { save, editing: draft !== null };
  const onCellKey = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void latest.current.save();
    } else if (event.key === 'Escape' && latest.current.editing) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  }, []);
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr');
    focusedRow.current = row?.dataset.index ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      focusedRow.current = null;
  };

  // An added line is scrolled into view and its first cell takes the focus.
  useEffect(() => {
    if (added === null) return;
    const index = shown.findIndex((line) => line.id === added);
    if (index < 0) return;
    rows.scrollToIndex(index, { align: 'end' });
    const frame = requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLInputElement>(`tr[data-line="${added}"] input`)?.focus();
      setAdded(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [added, shown, rows]);

  const deleteLabel = t('delete_line', 'Delete line');
  const learnedMark = useMemo(
    () => ({ label: t('learned', 'Learned'), hint: t('line_learned_hint', LINE_LEARNED_HINT) }),
    [t],
  );
  const span = columns.length + 2;
  const items = rows.getVirtualItems();
  const body = [];
  let end = 0;
  for (const item of items) {
    if (item.start > end)
      body.push(<SpacerRow key={`gap-${end}`} height={item.start - end} span={span} />);
    const line = shown[item.index]!;
    body.push(
      <LineRow
        key={line.id}
        line={line}
        index={item.index}
        columns={columns}
        stored={byId.get(line.id)}
        readOnly={readOnly}
        deleteLabel={deleteLabel}
        learnedMark={learnedMark}
        onEdit={edit}
        onRemove={remove}
        onCellKey={onCellKey}
        measure={rows.measureElement}
      />,
    );
    end = item.end;
  }
  const rest = rows.getTotalSize() - end;
  if (rest > 0) body.push(<SpacerRow key="rest" height={rest} span={span} />);

  return (
    <div className="line-items" data-testid="line-items" data-lines={shown.length}>
      {columns
        .filter((c) => c.options)
        .map((c) => (
          <datalist key={c.name} id={choicesId(c)}>
            {c.options!.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </datalist>
        ))}
      <div
        ref={scrollRef}
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
          <tbody onFocus={onFocus} onBlur={onBlur}>
            {body}
          </tbody>
          <LinesTotalFooter columns={columns} total={total} />
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
        <Tooltip content={lockedReason ?? ''} disabled={!lockedReason} placement="top">
          <Button
            icon={<AddIcon />}
            text={t('add_line_item', 'Add line item')}
            disabled={readOnly || !!lockedReason}
            onClick={add}
          />
        </Tooltip>
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
