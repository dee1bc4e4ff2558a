import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdf';
import { PDF_POINT_TO_CSS, rotateBox, type Highlight } from './viewer-rules';

export interface PageSize {
  /** Upright size in PDF points (the page's own /Rotate applied). */
  width: number;
  height: number;
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** Until the page itself is read, its placeholder has the first page's size. */
  size: PageSize;
  zoom: number;
  rotation: number;
  /** Only pages near the visible part of the viewer are drawn. */
  visible: boolean;
  highlight: Highlight | null;
  onSize: (pageNumber: number, size: PageSize) => void;
}

/** One PDF page: a placeholder of the page's size, drawn on a canvas (at the screen's pixel
 * density) while it is near the visible part, with the highlighted field's box over it. */
export function PdfPage({
  doc,
  pageNumber,
  size,
  zoom,
  rotation,
  visible,
  highlight,
  onSize,
}: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  const scale = (zoom / 100) * PDF_POINT_TO_CSS;
  const turned = rotation % 180 !== 0;
  const width = (turned ? size.height : size.width) * scale;
  const height = (turned ? size.width : size.height) * scale;
  const drawKey = `${zoom}:${rotation}`;

  useEffect(() => {
    if (!visible || drawn === drawKey) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const upright = page.getViewport({ scale: 1 });
      if (upright.width !== size.width || upright.height !== size.height)
        onSize(pageNumber, { width: upright.width, height: upright.height });
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      const canvas = canvasRef.current;
      if (!canvas) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.then(
        () => !cancelled && setDrawn(drawKey),
        () => undefined, // cancelled by a newer zoom or rotation
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, rotation, visible, drawn, drawKey, size, onSize]);

  const box =
    highlight && highlight.page === pageNumber
      ? rotateBox(highlight.box, size.width, size.height, rotation)
      : null;

  return (
    <div
      className="doc-viewer-page"
      data-page={pageNumber}
      data-drawn={drawn === drawKey ? 'true' : undefined}
      style={{ width, height }}
    >
      <canvas ref={canvasRef} style={{ width, height }} aria-label={`Page ${pageNumber}`} />
      {box && (
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
      )}
    </div>
  );
}
