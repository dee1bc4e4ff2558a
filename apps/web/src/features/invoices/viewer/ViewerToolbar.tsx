import { Button, ButtonGroup, Divider } from '@blueprintjs/core';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  FullscreenIcon,
  MinimizeIcon,
  RotateDocumentIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '@blueprintjs/icons';
import { useT } from '../../../lib/i18n/use-translation';
import { rotate, stepZoom, type ZoomRange } from './viewer-rules';

interface ViewerToolbarProps {
  /** Paging, for PDFs: the page on top and the number of pages. */
  paging: { current: number; count: number; goTo: (page: number) => void } | null;
  /** Whether a document is shown (zoom, rotate and download need one). */
  ready: boolean;
  zoomRange: ZoomRange;
  zoom: number;
  onZoom: (zoom: number) => void;
  rotation: number;
  onRotation: (rotation: number) => void;
  onDownload: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** The viewer's toolbar: paging, zoom (with reset), rotate, download and fullscreen. */
export function ViewerToolbar({
  paging,
  ready,
  zoomRange,
  zoom,
  onZoom,
  rotation,
  onRotation,
  onDownload,
  fullscreen,
  onFullscreen,
}: ViewerToolbarProps) {
  const t = useT('invoice');
  return (
    <div className="doc-viewer-toolbar" role="toolbar" aria-label={t('document', 'Document')}>
      {paging && (
        <>
          <ButtonGroup variant="minimal">
            <Button
              icon={<ChevronLeftIcon />}
              aria-label={t('previous_page', 'Previous page')}
              disabled={paging.current <= 1}
              onClick={() => paging.goTo(paging.current - 1)}
            />
            <span className="doc-viewer-count" data-testid="viewer-page">
              {paging.current} / {paging.count}
            </span>
            <Button
              icon={<ChevronRightIcon />}
              aria-label={t('next_page', 'Next page')}
              disabled={paging.current >= paging.count}
              onClick={() => paging.goTo(paging.current + 1)}
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
          onClick={() => onZoom(stepZoom(zoomRange, zoom, -1))}
        />
        <Button
          className="doc-viewer-count"
          text={`${zoom}%`}
          data-testid="viewer-zoom"
          aria-label={t('reset_zoom', 'Reset zoom')}
          disabled={!ready}
          onClick={() => onZoom(zoomRange.initial)}
        />
        <Button
          icon={<ZoomInIcon />}
          aria-label={t('zoom_in', 'Zoom in')}
          disabled={!ready || zoom >= zoomRange.max}
          onClick={() => onZoom(stepZoom(zoomRange, zoom, 1))}
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
          onClick={() => onRotation(rotate(rotation, 1))}
        />
        <Button
          icon={<DownloadIcon />}
          aria-label={t('download_document', 'Download document')}
          disabled={!ready}
          onClick={onDownload}
        />
        <Button
          icon={fullscreen ? <MinimizeIcon /> : <FullscreenIcon />}
          aria-label={
            fullscreen ? t('exit_fullscreen', 'Exit fullscreen') : t('fullscreen', 'Fullscreen')
          }
          aria-pressed={fullscreen}
          onClick={onFullscreen}
        />
      </ButtonGroup>
    </div>
  );
}
