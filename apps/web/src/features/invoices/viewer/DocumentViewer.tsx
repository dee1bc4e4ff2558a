import { Button, ButtonGroup, Classes, Divider, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DocumentIcon,
  DownloadIcon,
  FullscreenIcon,
  MinimizeIcon,
  RotateDocumentIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '@blueprintjs/icons';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
} from 'react';
import { documentAddress } from '../../../lib/document-link';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { loadPdfJs, openPdf, type PDFDocumentProxy } from './pdf';
import { PdfPage, type PageSize } from './PdfPage';
import {
  documentKind,
  rotate,
  rotateBox,
  stepZoom,
  type Highlight,
  type ZoomRange,
} from './viewer-rules';
import './viewer.css';

/** The viewer's texts (spec part 2 §8 "Viewer"). */
export const VIEWER_TEXTS = {
  loading: 'Loading document...',
  noAddress: 'Unable to load',
  noLibrary: 'Failed to load PDF.js library',
  badPdf: 'Failed to load PDF.',
} as const;

export interface DocumentViewerProps {
  docId: string;
  /** The stored file's type (GET /document/{id}); undefined while it is read. */
  contentType: string | undefined;
  fileName?: string;
  zoomRange: ZoomRange;
  highlight?: Highlight | null;
}

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'pdf'; doc: PDFDocumentProxy; first: PageSize }
  | { state: 'image'; url: string };

/** Pages this far outside the visible part are drawn ahead, so scrolling finds them ready. */
const DRAW_AHEAD = '400px';

/** The document viewer of the invoice detail and reference pages: PDFs with pdf.js (paging,
 * zoom, rotate, download, fullscreen, drag to pan; only pages near the visible part are drawn),
 * images directly with the same zoom, rotation and pan. A field's highlight is drawn over the
 * page where its value was found, and scrolled into view. */
export default function DocumentViewer({
  docId,
  contentType,
  fileName,
  zoomRange,
  highlight = null,
}: DocumentViewerProps) {
  const t = useT('invoice');
  const kind = documentKind(contentType);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [zoom, setZoom] = useState(zoomRange.initial);
  const [rotation, setRotation] = useState(0);
  const [pageSizes, setPageSizes] = useState<Record<number, PageSize>>({});
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set([1]));
  const [current, setCurrent] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  // The file address (GET /r/{docId}), then pdf.js or the image. (Another document is another
  // viewer: the wrapper keys it by docId.)
  useEffect(() => {
    if (!contentType) return;
    let live = true;
    let closeDoc: (() => void) | undefined;
    const fail = (message: string) => live && setLoad({ state: 'error', message });
    // pdf.js is fetched while the address is asked for, not after.
    const library = kind === 'pdf' ? loadPdfJs().catch(() => null) : null;
    documentAddress(docId).then(
      async (url) => {
        if (!live) return;
        if (!library) return setLoad({ state: 'image', url });
        const pdfjs = await library;
        if (!pdfjs) return fail(VIEWER_TEXTS.noLibrary);
        const task = openPdf(pdfjs, url);
        closeDoc = () => void task.destroy();
        try {
          const doc = await task.promise;
          const page = await doc.getPage(1);
          const { width, height } = page.getViewport({ scale: 1 });
          if (live) setLoad({ state: 'pdf', doc, first: { width, height } });
        } catch {
          fail(VIEWER_TEXTS.badPdf);
        }
      },
      () => fail(VIEWER_TEXTS.noAddress),
    );
    return () => {
      live = false;
      closeDoc?.();
    };
  }, [docId, contentType, kind]);

  const pageCount = load.state === 'pdf' ? load.doc.numPages : 1;

  // Which pages are near the visible part (they are drawn) and which one is on top.
  useEffect(() => {
    const stage = stageRef.current;
    if (load.state !== 'pdf' || !stage) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root: stage, rootMargin: DRAW_AHEAD },
    );
    stage.querySelectorAll('[data-page]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [load]);

  const onScroll = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const line = stage.scrollTop + stage.clientHeight / 3;
    let top = 1;
    stage.querySelectorAll<HTMLElement>('[data-page]').forEach((element) => {
      if (element.offsetTop <= line) top = Number(element.dataset.page);
    });
    setCurrent(top);
  }, []);

  const goTo = (page: number) => {
    const target = stageRef.current?.querySelector<HTMLElement>(`[data-page="${page}"]`);
    if (!target || !stageRef.current) return;
    stageRef.current.scrollTop = target.offsetTop - 8;
    setCurrent(page);
  };

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

  // Fullscreen of the viewer alone; Escape (the browser's) leaves it.
  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen();
  };

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

  // Drag to pan: the stage scrolls with the pointer.
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    if (event.button !== 0 || !stage) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: stage.scrollLeft,
      top: stage.scrollTop,
    };
    stage.setPointerCapture(event.pointerId);
    stage.classList.add('is-panning');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    if (!drag.current || !stage) return;
    stage.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    stage.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    stageRef.current?.releasePointerCapture(event.pointerId);
    stageRef.current?.classList.remove('is-panning');
  };

  const onPageSize = useCallback(
    (page: number, size: PageSize) => setPageSizes((sizes) => ({ ...sizes, [page]: size })),
    [],
  );

  const ready = load.state === 'pdf' || load.state === 'image';
  const toolbar = (
    <div className="doc-viewer-toolbar" role="toolbar" aria-label={t('document', 'Document')}>
      {load.state === 'pdf' && (
        <>
          <ButtonGroup variant="minimal">
            <Button
              icon={<ChevronLeftIcon />}
              aria-label={t('previous_page', 'Previous page')}
              disabled={current <= 1}
              onClick={() => goTo(current - 1)}
            />
            <span className="doc-viewer-count" data-testid="viewer-page">
              {current} / {pageCount}
            </span>
            <Button
              icon={<ChevronRightIcon />}
              aria-label={t('next_page', 'Next page')}
              disabled={current >= pageCount}
              onClick={() => goTo(current + 1)}
            />
          </ButtonGroup>
          <Divider />
        </>
      )}
      <ButtonGroup variant="minimal">
        <Button
          icon={<ZoomOutIcon />}
          aria-label={t('zoom_out', 'Zoom out')}
          disabled={!ready || zoom <= zoomRange.min}
          onClick={() => setZoom((z) => stepZoom(zoomRange, z, -1))}
        />
        <Button
          className="doc-viewer-count"
          text={`${zoom}%`}
          data-testid="viewer-zoom"
          aria-label={t('reset_zoom', 'Reset zoom')}
          disabled={!ready}
          onClick={() => setZoom(zoomRange.initial)}
        />
        <Button
          icon={<ZoomInIcon />}
          aria-label={t('zoom_in', 'Zoom in')}
          disabled={!ready || zoom >= zoomRange.max}
          onClick={() => setZoom((z) => stepZoom(zoomRange, z, 1))}
        />
      </ButtonGroup>
      <Divider />
      <ButtonGroup variant="minimal">
        <Button
          icon={<RotateDocumentIcon />}
          aria-label={t('rotate', 'Rotate')}
          disabled={!ready}
          data-rotation={rotation}
          data-testid="viewer-rotate"
          onClick={() => setRotation((r) => rotate(r, 1))}
        />
        <Button
          icon={<DownloadIcon />}
          aria-label={t('download_document', 'Download document')}
          disabled={!ready}
          onClick={() => void download()}
        />
        <Button
          icon={fullscreen ? <MinimizeIcon /> : <FullscreenIcon />}
          aria-label={
            fullscreen ? t('exit_fullscreen', 'Exit fullscreen') : t('fullscreen', 'Fullscreen')
          }
          aria-pressed={fullscreen}
          onClick={toggleFullscreen}
        />
      </ButtonGroup>
    </div>
  );

  let body;
  if (load.state === 'error') {
    body = <NonIdealState icon={<DocumentIcon />} title={load.message} />;
  } else if (load.state === 'loading' || !contentType) {
    body = <NonIdealState icon={<Spinner size={32} />} description={VIEWER_TEXTS.loading} />;
  } else if (load.state === 'image') {
    body = <ViewerImage url={load.url} zoom={zoom} rotation={rotation} highlight={highlight} />;
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
            visible={visible.has(page)}
            highlight={highlight}
            onSize={onPageSize}
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
      {toolbar}
      <div
        ref={stageRef}
        className={`doc-viewer-stage ${Classes.ELEVATION_0}`}
        data-testid="viewer-stage"
        onScroll={onScroll}
        onPointerDown={ready ? onPointerDown : undefined}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {body}
      </div>
    </div>
  );
}

/** An image document at the viewer's zoom and rotation: the outer box takes the turned size,
 * so scrolling and panning reach every corner. */
function ViewerImage({
  url,
  zoom,
  rotation,
  highlight,
}: {
  url: string;
  zoom: number;
  rotation: number;
  highlight: Highlight | null;
}) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) return <NonIdealState icon={<DocumentIcon />} title={VIEWER_TEXTS.noAddress} />;
  const scale = zoom / 100;
  const width = (natural?.width ?? 0) * scale;
  const height = (natural?.height ?? 0) * scale;
  const turned = rotation % 180 !== 0;
  const box =
    highlight && natural ? rotateBox(highlight.box, natural.width, natural.height, 0) : null;
  return (
    <div
      className="doc-viewer-image"
      data-page={1}
      style={{ width: turned ? height : width, height: turned ? width : height }}
    >
      <div
        className="doc-viewer-image-turn"
        style={
          natural
            ? { width, height, transform: `translate(-50%, -50%) rotate(${rotation}deg)` }
            : undefined
        }
      >
        <img
          src={url}
          alt=""
          draggable={false}
          style={natural ? { width, height } : undefined}
          onLoad={(event) =>
            setNatural({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          onError={() => setFailed(true)}
        />
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
    </div>
  );
}
