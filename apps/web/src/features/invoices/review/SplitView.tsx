import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import { clampPanelWidth, PANEL_WIDTH } from './review-rules';

interface Props {
  viewer: ReactNode;
  panel: ReactNode;
  /** The panel's width in percent of the split (25 to 60). */
  width: number;
  hidden: boolean;
  onWidth: (width: number) => void;
}

/** The document on the left and the extraction panel on the right, split by a divider that is
 * dragged (or moved with the arrow keys) within 25 to 60 percent. */
export function SplitView({ viewer, panel, width, hidden, onWidth }: Props) {
  const t = useT('invoice');
  const rootRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const widthAt = (clientX: number) => {
    const rect = rootRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return width;
    return clampPanelWidth(Math.round(((rect.right - clientX) / rect.width) * 1000) / 10);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    rootRef.current?.classList.add('is-resizing');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) onWidth(widthAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    event.currentTarget.releasePointerCapture(event.pointerId);
    rootRef.current?.classList.remove('is-resizing');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowLeft') onWidth(clampPanelWidth(width + step));
    else if (event.key === 'ArrowRight') onWidth(clampPanelWidth(width - step));
    else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="split-view" data-testid="split-view">
      <div className="split-view-document">{viewer}</div>
      {!hidden && (
        <>
          <div
            className="split-view-divider"
            role="separator"
            aria-orientation="vertical"
            aria-label={t('resize_panel', 'Resize the extraction panel')}
            aria-valuemin={PANEL_WIDTH.min}
            aria-valuemax={PANEL_WIDTH.max}
            aria-valuenow={width}
            tabIndex={0}
            data-testid="panel-divider"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          />
          <aside
            className="split-view-panel"
            data-testid="extraction-panel"
            data-width={width}
            style={{ width: `${width}%` }}
          >
            {panel}
          </aside>
        </>
      )}
    </div>
  );
}
