import { Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { documentAddress } from '../../../lib/document-link';
import { showToast } from '../../../lib/toaster';
import { useDocument, VIEWER_TEXTS } from './hooks/use-document';
import { useFullscreen } from './hooks/use-fullscreen';
import { usePageTracking } from './hooks/use-page-tracking';
import { usePan } from './hooks/use-pan';
import { PdfPage, type PageSize } from './PdfPage';
import { ViewerImage } from './ViewerImage';
import { ViewerToolbar } from './ViewerToolbar';
import { PDF_POINT_TO_CSS, type Highlight, type ZoomRange } from './viewer-rules';
import { useWordPickReceiver } from './word-pick';
import { pickedText, uprightPoint, wordAt, type PageWord } from './words';
import './viewer.css';

export { VIEWER_TEXTS };

export interface DocumentViewerProps {
  docId: string;
  /** The stored file's type (GET /document/{id}); undefined while it is read. */
  contentType: string | undefined;
  fileName?: string;
  zoomRange: ZoomRange;
  highlight?: Highlight | null;
  /** The invoice the document belongs to: an image's words (read by the server's OCR) can be
   * picked then, as a PDF's text layer can. */
  invoiceId?: number;
}

/** The document viewer of the invoice detail and reference pages: PDFs with pdf.js (paging,
 * zoom, rotate, download, fullscreen, drag to pan; only pages near the visible part are drawn,
 * the first one before any other), images directly with the same zoom, rotation and pan. A
 * field's highlight is drawn over the page where its value was found, and scrolled into view;
 * while a field is edited, a click on a word of the page (a PDF's text layer, an image's OCR
 * words) picks its text. */
export default function DocumentViewer({
  docId,
  contentType,
  fileName,
  zoomRange,
  highlight = null,
  invoiceId,
}: DocumentViewerProps) {
  const load = useDocument(docId, contentType);
  const [zoom, setZoom] = useState(zoomRange.initial);
  const [rotation, setRotation] = useState(0);
  const [pageSizes, setPageSizes] = useState<Record<number, PageSize>>({});
  const [anyDrawn, setAnyDrawn] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const words = useRef(new Map<number, PageWord[]>());
  const [fullscreen, toggleFullscreen] = useFullscreen(rootRef);
  const doc = load.state === 'pdf' ? load.doc : null;
  const { visible, current, onScroll, goTo } = usePageTracking(stageRef, doc);
  // While a field is edited (word-pick.ts), a click on a word of a PDF page or of an image
  // hands it its text.
  const onWordPick = useWordPickReceiver();
  const picking =
    onWordPick !== null && (doc !== null || (load.state === 'image' && invoiceId !== undefined));

  // A click on a word while a field is edited: the page under the pointer, the point in its
  // upright coordinates, the word there.
  const pan = usePan(stageRef, (clientX, clientY, event: PointerEvent<HTMLElement>) => {
    if (!picking || !onWordPick) return;
    const target = document
      .elementsFromPoint(clientX, clientY)
      .find((element) => element instanceof HTMLElement && element.dataset.page);
    if (!(target instanceof HTMLElement)) return;
    const pageNumber = Number(target.dataset.page);
    const size = pageSizes[pageNumber] ?? (load.state === 'pdf' ? load.first : null);
    if (!size) return;
    const rect = target.getBoundingClientRect();
    // A PDF's units are points, an image's its pixels (as their field boxes are).
    const scale = (zoom / 100) * (load.state === 'pdf' ? PDF_POINT_TO_CSS : 1);
    const point = uprightPoint(
      clientX - rect.left,
      clientY - rect.top,
      scale,
      rotation,
      size.width,
      size.height,
    );
    const word = wordAt(words.current.get(pageNumber) ?? [], point.x, point.y);
    if (word)
      onWordPick(pickedText(word.text), event.shiftKey, {
        page: pageNumber,
        // A glyph's ascent may reach past the page's top or left edge: the page starts at 0.
        box: {
          x: Math.max(0, word.x),
          y: Math.max(0, word.y),
          width: word.width,
          height: word.height,
        },
      });
  });

  // The highlighted field's box is scrolled into the middle of the stage.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!highlight || !stage || load.state === 'loading' || load.state === 'error') return;
    const target = stage.querySelector<HTMLElement>(
      load.state === 'pdf' ? `[data-page="${highlight.page}"]` : '.doc-viewer-image',
    );
    const box = stage.querySelector<HTMLElement>('[data-testid="document-highlight"]');
    if (!target) return;
    const left = target.offsetLeft + (box?.offsetLeft ?? 0);
    const top = target.offsetTop + (box?.offsetTop ?? 0);
    stage.scrollTo({
      left: Math.max(0, left - stage.clientWidth / 3),
      top: Math.max(0, top - stage.clientHeight / 3),
      behavior: 'smooth',
    });
  }, [highlight, load.state, zoom, rotation]);

  const download = () =>
    documentAddress(docId).then(
      (url) => {
        const link = document.createElement('a');
        link.href = `${url}${url.includes('?') ? '&' : '?'}download=1`;
        link.download = fileName ?? '';
        link.click();
      },
      () => showToast(VIEWER_TEXTS.noAddress, 'error'),
    );

  const onPageSize = useCallback(
    (page: number, size: PageSize) => setPageSizes((sizes) => ({ ...sizes, [page]: size })),
    [],
  );
  const onDrawn = useCallback(() => setAnyDrawn(true), []);
  const onWords = useCallback((page: number, found: PageWord[]) => {
    words.current.set(page, found);
  }, []);

  // Until a page is on screen, only the first visible one is drawn: the pages drawn ahead
  // would share the worker with it.
  const firstVisible = Math.min(...visible);
  const ready = load.state === 'pdf' || load.state === 'image';

  let body;
  if (load.state === 'error') {
    body = <NonIdealState icon={<DocumentIcon />} title={load.message} />;
  } else if (load.state === 'loading' || !contentType) {
    body = <NonIdealState icon={<Spinner size={32} />} description={VIEWER_TEXTS.loading} />;
  } else if (load.state === 'image') {
    body = (
      <ViewerImage
        url={load.url}
        zoom={zoom}
        rotation={rotation}
        highlight={highlight}
        invoiceId={invoiceId}
        pickWords={picking}
        onSize={onPageSize}
        onWords={onWords}
      />
    );
  } else {
    body = (
      <div className="doc-viewer-pages">
        {Array.from({ length: load.doc.numPages }, (_, index) => index + 1).map((page) => (
          <PdfPage
            key={page}
            doc={load.doc}
            pageNumber={page}
            size={pageSizes[page] ?? load.first}
            zoom={zoom}
            rotation={rotation}
            visible={visible.has(page) && (anyDrawn || page === firstVisible)}
            highlight={highlight}
            ahead={page === 1 ? load.ahead : null}
            pickWords={picking}
            invoiceId={invoiceId}
            onSize={onPageSize}
            onDrawn={onDrawn}
            onWords={onWords}
          />
        ))}
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      className={`doc-viewer${fullscreen ? ' is-fullscreen' : ''}`}
      data-testid="document-viewer"
      data-state={load.state}
    >
      <ViewerToolbar
        paging={doc ? { current, count: doc.numPages, goTo } : null}
        ready={ready}
        zoomRange={zoomRange}
        zoom={zoom}
        onZoom={setZoom}
        rotation={rotation}
        onRotation={setRotation}
        onDownload={() => void download()}
        fullscreen={fullscreen}
        onFullscreen={toggleFullscreen}
      />
      <div
        ref={stageRef}
        className={`doc-viewer-stage ${Classes.ELEVATION_0}${picking ? ' is-picking' : ''}`}
        data-testid="viewer-stage"
        onScroll={onScroll}
        onPointerDown={ready ? pan.onPointerDown : undefined}
        onPointerMove={pan.onPointerMove}
        onPointerUp={pan.onPointerUp}
        onPointerCancel={pan.onPointerCancel}
        // While a field is edited, a click here keeps the focus in its input.
        onMouseDown={picking ? (event) => event.preventDefault() : undefined}
      >
        {body}
      </div>
    </div>
  );
}
