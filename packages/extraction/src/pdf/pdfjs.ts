import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError } from '../errors.js';
import { MAX_DECODED_PIXELS } from '../ocr/pixel-limits.js';

const require = createRequire(import.meta.url);
/** Standard font metrics shipped inside pdfjs-dist, so no font is ever fetched at run time. */
const STANDARD_FONTS =
  join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

let pdfjs: Promise<typeof Pdfjs> | undefined;
/** pdfjs, loaded on first use: evaluating it takes seconds, and a process that imports this
 * package to match names or learn layouts (the API server) never opens a PDF itself. */
export const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Opens a PDF with pdfjs (legacy build, Node) and maps its failures to ExtractionError codes. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: bytes.slice(),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
    // An image stream declares its size; a few compressed bytes can claim gigapixels. Larger
    // images are left out of the render rather than decoded (see pixel-limits.ts).
    maxImageSize: MAX_DECODED_PIXELS,
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException')
      throw new ExtractionError('encrypted', 'The PDF is password-protected', { cause: error });
    if (name === 'InvalidPDFException')
      throw new ExtractionError('corrupt', 'The file is not a readable PDF', { cause: error });
    throw new ExtractionError(
      'corrupt',
      `The PDF could not be opened: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
