/** Zoom and rotation rules of the document viewer (spec part 2 §9 "Viewer"). */
export interface ZoomRange {
  min: number;
  max: number;
  step: number;
  /** The zoom a document opens at, and what "reset" goes back to. */
  initial: number;
}

/** Detail screen: 25 to 400 percent in steps of 25, starting at 100. */
export const DETAIL_ZOOM: ZoomRange = { min: 25, max: 400, step: 25, initial: 100 };
/** Reference demo: 25 to 200, reset to 67. */
export const DEMO_ZOOM: ZoomRange = { min: 25, max: 200, step: 25, initial: 67 };

/** The next zoom one step in `direction`, kept inside the range and on its steps (67 steps up
 * to 75 and down to 50). */
export function stepZoom(range: ZoomRange, zoom: number, direction: 1 | -1): number {
  const next =
    direction > 0
      ? Math.floor(zoom / range.step) * range.step + range.step
      : Math.ceil(zoom / range.step) * range.step - range.step;
  return Math.min(range.max, Math.max(range.min, next));
}

/** Rotation in 90° steps, always 0, 90, 180 or 270. */
export function rotate(rotation: number, direction: 1 | -1): number {
  return (((rotation + direction * 90) % 360) + 360) % 360;
}

/** CSS pixels per PDF point at 100 %: a page is shown at its printed size (96 / 72 dpi). */
export const PDF_POINT_TO_CSS = 96 / 72;

/** A box in page coordinates (top-left origin) as the extractor reports it. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a field's value was found: the 1-based page and its box. */
export interface Highlight {
  page: number;
  box: PageBox;
}

/** A top-left-origin box in an upright page of `width` x `height` turned by `rotation`, in the
 * turned page's coordinates (still top-left origin). Scaling is the caller's. */
export function rotateBox(box: PageBox, width: number, height: number, rotation: number): PageBox {
  switch (rotation) {
    case 90:
      return { x: height - box.y - box.height, y: box.x, width: box.height, height: box.width };
    case 180:
      return {
        x: width - box.x - box.width,
        y: height - box.y - box.height,
        width: box.width,
        height: box.height,
      };
    case 270:
      return { x: box.y, y: width - box.x - box.width, width: box.height, height: box.width };
    default:
      return box;
  }
}

/** The file kinds the viewer shows: PDFs with pdf.js, images directly, XML e-invoices rendered
 * from their XML (e-invoice/). */
export function documentKind(contentType: string | undefined): 'pdf' | 'image' | 'xml' | 'other' {
  if (!contentType) return 'other';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'application/xml') return 'xml';
  return contentType.startsWith('image/') ? 'image' : 'other';
}
