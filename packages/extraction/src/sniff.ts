import { ExtractionError } from './errors.js';
import { looksLikeXml } from './xml/xml-prolog.js';

export type DocumentKind = 'pdf' | 'png' | 'jpeg' | 'xml';

const startsWith = (bytes: Uint8Array, sig: number[]): boolean =>
  sig.every((b, i) => bytes[i] === b);

/**
 * Decides what a file is from its first bytes (the declared content type only breaks ties):
 * uploads are often mislabelled, and a wrong guess would give a misleading error.
 */
export function sniffKind(bytes: Uint8Array, contentType: string): DocumentKind {
  if (bytes.length === 0) throw new ExtractionError('empty', 'The file is empty');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  // Before the PDF test: an XML file may mention "%PDF-" (an embedded attachment's name).
  if (looksLikeXml(bytes)) return 'xml';
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const declared = contentType.toLowerCase();
  if (declared.includes('pdf'))
    throw new ExtractionError('corrupt', 'The file is declared as PDF but does not start like one');
  if (/png|jpe?g/.test(declared))
    throw new ExtractionError(
      'corrupt',
      `The file is declared as ${declared} but is not a readable image`,
    );
  throw new ExtractionError(
    'unsupported',
    `Unsupported document type: ${contentType || 'unknown'} (PDF, PNG, JPEG and XML e-invoices are read)`,
  );
}
