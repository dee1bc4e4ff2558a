import { Tooltip } from '@blueprintjs/core';
import { truncate } from './table-cells';

/** Text cut at `max` characters; the full text shows in a tooltip on hover or focus. */
export function CutText({ text, max }: { text: string; max: number }) {
  const shown = truncate(text, max);
  if (!shown.cut) return <span>{text}</span>;
  return (
    <Tooltip content={text} placement="top" hoverOpenDelay={300}>
      {/* Focusable so keyboard users reach the full text too. */}
      <span className="list-cut-text" tabIndex={0} aria-label={text}>
        {shown.text}
      </span>
    </Tooltip>
  );
}
