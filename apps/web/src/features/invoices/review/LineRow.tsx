import { Button, Classes, Tooltip } from '@blueprintjs/core';
import { LearningIcon, TrashIcon } from '@blueprintjs/icons';
import type { InvoiceLineItem } from '@procure/contract';
import { memo, type KeyboardEvent } from 'react';
import { choicesId, type DraftLine, type LineColumn } from './line-draft';

interface RowProps {
  line: DraftLine;
  index: number;
  columns: LineColumn[];
  /** The stored line (its fields' statuses), none for a line added since. */
  stored: InvoiceLineItem | undefined;
  readOnly: boolean;
  deleteLabel: string;
  /** The mark of a line read at the vendor's learned item columns: its name and tooltip. */
  learnedMark: { label: string; hint: string };
  onEdit: (id: number, name: string, value: string) => void;
  onRemove: (id: number) => void;
  onCellKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  measure: (row: HTMLTableRowElement | null) => void;
}

/** One line: its cells left to right, then its delete button (the Tab order). Drawn again only
 * when its own values change, not when another line is edited. */
export const LineRow = memo(function LineRow({
  line,
  index,
  columns,
  stored,
  readOnly,
  deleteLabel,
  learnedMark,
  onEdit,
  onRemove,
  onCellKey,
  measure,
}: RowProps) {
  return (
    <tr ref={measure} data-index={index} data-line={line.id}>
      <td className={Classes.TEXT_MUTED}>
        {index + 1}
        {stored?.learned && (
          <Tooltip content={learnedMark.hint} placement="right">
            {/* An image named by its explanation: a screen reader gets no tooltip. */}
            <span
              className="line-learned"
              data-testid="line-learned"
              role="img"
              aria-label={learnedMark.hint}
            >
              <LearningIcon size={12} />
            </span>
          </Tooltip>
        )}
      </td>
      {columns.map((c) => (
        <td key={c.name} data-status={stored?.[`${c.name}_status`] ?? undefined}>
          <input
            className={`${Classes.INPUT} ${Classes.SMALL} line-cell${c.numeric ? ' is-number' : ''}`}
            aria-label={`${c.label} ${index + 1}`}
            inputMode={c.numeric ? 'decimal' : undefined}
            list={c.options ? choicesId(c) : undefined}
            readOnly={readOnly}
            value={String(line[c.name] ?? '')}
            onChange={(event) => onEdit(line.id, c.name, event.currentTarget.value)}
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
          aria-label={`${deleteLabel} ${index + 1}`}
          onClick={() => onRemove(line.id)}
        />
      </td>
    </tr>
  );
});

/** Empty rows standing for the lines that are not drawn, so the scroll bar is the whole table's. */
export function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <tr className="line-items-spacer" aria-hidden="true">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}
