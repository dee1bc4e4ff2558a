import { NonIdealState } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { VIEWER_TEXTS } from './hooks/use-document';
import { HighlightBox } from './HighlightBox';
import type { Highlight } from './viewer-rules';

/** An image document at the viewer's zoom and rotation: the outer box takes the turned size,
 * so scrolling and panning reach every corner. */
export function ViewerImage({
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
        {highlight && natural && <HighlightBox box={highlight.box} scale={scale} />}
      </div>
    </div>
  );
}
