import { rotateBox, type PageBox } from './viewer-rules';
import type { PageWord } from './words';

/** The boxes of a page's words while they can be picked (a field card is being edited), each
 * faintly outlined, more strongly under the pointer (viewer.css). `words` are in upright page units, drawn at `scale` CSS pixels a
 * unit; on a page turned by `rotation` (of upright `size`) they are turned with it. The viewer
 * hit-tests clicks itself (wordAt), so PDF pages and images pick words alike. */
export function PageWords({
  words,
  scale,
  rotation = 0,
  size,
}: {
  words: readonly PageWord[];
  scale: number;
  rotation?: number;
  size?: { width: number; height: number };
}) {
  return (
    <div className="doc-viewer-words" data-testid="viewer-words">
      {words.map((word, index) => {
        const shown: PageBox =
          rotation && size ? rotateBox(word, size.width, size.height, rotation) : word;
        return (
          <span
            key={index}
            className="doc-viewer-word"
            data-word={word.text}
            style={{
              left: shown.x * scale,
              top: shown.y * scale,
              width: shown.width * scale,
              height: shown.height * scale,
            }}
          />
        );
      })}
    </div>
  );
}
