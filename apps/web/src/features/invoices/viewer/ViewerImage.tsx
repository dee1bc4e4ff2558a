import { NonIdealState } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useServerWords } from './hooks/use-server-words';
import { VIEWER_TEXTS } from './hooks/use-document';
import { HighlightBox } from './HighlightBox';
import { PageWords } from './PageWords';
import type { PageSize } from './PdfPage';
import type { Highlight } from './viewer-rules';
import type { PageWord } from './words';

/** An image document at the viewer's zoom and rotation: the outer box takes the turned size,
 * so scrolling and panning reach every corner. While words can be picked, the words the
 * server's OCR read on it (its invoice's, in image pixels like the field boxes) are outlined
 * over it, turned and scaled with it. */
export function ViewerImage({
  url,
  zoom,
  rotation,
  highlight,
  invoiceId,
  pickWords = false,
  onSize,
  onWords,
}: {
  url: string;
  zoom: number;
  rotation: number;
  highlight: Highlight | null;
  /** The invoice the image belongs to (its words come from the server). */
  invoiceId?: number;
  /** Words can be picked (a field card is being edited): they are read and shown. */
  pickWords?: boolean;
  /** The image's size in its own pixels (the units of its boxes), as page 1's. */
  onSize?: (pageNumber: number, size: PageSize) => void;
  onWords?: (pageNumber: number, words: PageWord[]) => void;
}) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const words = useServerWords(invoiceId, 1, pickWords);
  useEffect(() => {
    if (words) onWords?.(1, words);
  }, [words, onWords]);
  if (failed) return <NonIdealState icon={<DocumentIcon />} title={VIEWER_TEXTS.noAddress} />;
  const scale = zoom / 100;
  const width = (natural?.width ?? 0) * scale;
  const height = (natural?.height ?? 0) * scale;
  const turned = rotation % 180 !== 0;
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
          onLoad={(event) => {
            const size = {
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            };
            setNatural(size);
            onSize?.(1, size);
          }}
          onError={() => setFailed(true)}
        />
        {/* Inside the turned box: the words turn with the image, as the highlight does. */}
        {pickWords && natural && words && <PageWords words={words} scale={scale} />}
        {highlight && natural && <HighlightBox box={highlight.box} scale={scale} />}
      </div>
    </div>
  );
}
