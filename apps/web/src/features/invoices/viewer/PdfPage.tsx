import { memo, useEffect, useRef, useState } from 'react';
import { glyphMeasure } from './glyph-widths';
import { HighlightBox } from './HighlightBox';
import { useServerWords } from './hooks/use-server-words';
import { PageWords } from './PageWords';
import type { FirstPageAhead, PDFDocumentProxy } from './pdf';
import { PDF_POINT_TO_CSS, rotateBox, type Highlight } from './viewer-rules';
import { wordsOfRuns, type PageWord, type TextRun } from './words';

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
  /** This page drawn ahead (page 1 of a document read before the viewer mounted): shown
   * instead of drawn again when it was drawn at this scale, unrotated. */
  ahead?: FirstPageAhead | null;
  /** Words can be picked (a field card is being edited): their boxes are read and shown. */
  pickWords: boolean;
  /** The invoice the document belongs to: a page without a text layer (a scan) takes the words
   * the server's OCR read on it. */
  invoiceId?: number;
  onSize: (pageNumber: number, size: PageSize) => void;
  onDrawn: (pageNumber: number) => void;
  onWords: (pageNumber: number, words: PageWord[]) => void;
}

/** One PDF page: a placeholder of the page's size, drawn on a canvas (at the screen's pixel
 * density) while it is near the visible part, with the highlighted field's box over it and,
 * while words can be picked, the boxes of its words. */
export const PdfPage = memo(function PdfPage({
  doc,
  pageNumber,
  size,
  zoom,
  rotation,
  visible,
  highlight,
  ahead = null,
  pickWords,
  invoiceId,
  onSize,
  onDrawn,
  onWords,
}: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [words, setWords] = useState<PageWord[] | null>(null);
  // pdf.js finds no words on a scanned page: the server's OCR read them (in PDF points too).
  const scanned = words !== null && words.length === 0;
  const ocrWords = useServerWords(invoiceId, pageNumber, pickWords && visible && scanned);
  useEffect(() => {
    if (scanned && ocrWords) onWords(pageNumber, ocrWords);
  }, [scanned, ocrWords, pageNumber, onWords]);
  const shownWords = scanned ? ocrWords : words;
  const scale = (zoom / 100) * PDF_POINT_TO_CSS;
  const turned = rotation % 180 !== 0;
  const width = (turned ? size.height : size.width) * scale;
  const height = (turned ? size.width : size.height) * scale;
  const drawKey = `${zoom}:${rotation}`;

  useEffect(() => {
    if (!visible || drawn === drawKey) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    const ratio = window.devicePixelRatio || 1;
    // The drawing made ahead fits only the first draw at its scale, unrotated.
    const fits = ahead && ahead.scale === scale && ahead.ratio === ratio && rotation === 0;
    const early = fits ? ahead.take() : null;
    if (ahead && !fits) ahead.cancel();
    const finish = () => {
      if (pageNumber === 1) performance.mark('viewer:first-page');
      setDrawn(drawKey);
      onDrawn(pageNumber);
    };
    void Promise.all([doc.getPage(pageNumber), early]).then(
      ([page, drawnAhead]) => {
        if (cancelled) return;
        const upright = page.getViewport({ scale: 1 });
        if (upright.width !== size.width || upright.height !== size.height)
          onSize(pageNumber, { width: upright.width, height: upright.height });
        const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
        const canvas = canvasRef.current;
        if (!canvas) return;
        const pixelWidth = Math.floor(viewport.width * ratio);
        const pixelHeight = Math.floor(viewport.height * ratio);
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
        if (drawnAhead?.width === pixelWidth && drawnAhead.height === pixelHeight) {
          canvas.getContext('2d')?.drawImage(drawnAhead, 0, 0);
          return finish();
        }
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        task.promise.then(
          () => {
            if (!cancelled) finish();
          },
          () => undefined, // cancelled by a newer zoom or rotation
        );
      },
      () => undefined, // the document was closed (the page was left) before this page was read
    );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, rotation, visible, drawn, drawKey, size, onSize, onDrawn, ahead]);

  // The words' boxes, read once per page when words can first be picked on it, once it has been
  // drawn: drawing loads the page's fonts, which measure where its words end (glyphMeasure).
  const everDrawn = drawn !== null;
  useEffect(() => {
    if (!pickWords || !visible || !everDrawn || words) return;
    let cancelled = false;
    void doc
      .getPage(pageNumber)
      .then(async (page) => {
        const content = await page.getTextContent();
        const runs: TextRun[] = [];
        for (const item of content.items) if ('str' in item) runs.push(item);
        return wordsOfRuns(
          runs,
          page.getViewport({ scale: 1 }).transform,
          glyphMeasure(content.styles),
        );
      })
      .then(
        (found) => {
          if (cancelled) return;
          setWords(found);
          onWords(pageNumber, found);
        },
        () => undefined, // a page without readable text has no words to pick
      );
    return () => {
      cancelled = true;
    };
  }, [doc, pageNumber, pickWords, visible, everDrawn, words, onWords]);

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
      {pickWords && visible && shownWords && (
        <PageWords words={shownWords} scale={scale} rotation={rotation} size={size} />
      )}
      {box && <HighlightBox box={box} scale={scale} />}
    </div>
  );
});
