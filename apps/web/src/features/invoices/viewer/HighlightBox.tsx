import type { PageBox } from './viewer-rules';

/** The outline of where a field's value was found, `box` (already turned) at `scale` CSS pixels
 * per unit, a little larger than the box. */
export function HighlightBox({ box, scale }: { box: PageBox; scale: number }) {
  return (
    <div
      className="doc-viewer-highlight"
      data-testid="document-highlight"
      style={{
        left: box.x * scale - 3,
        top: box.y * scale - 3,
        width: box.width * scale + 6,
        height: box.height * scale + 6,
      }}
    />
  );
}
