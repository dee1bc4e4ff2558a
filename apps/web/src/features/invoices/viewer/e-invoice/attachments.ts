import type { EInvoiceAttachment } from './model';

/** Attachment types a browser shows without running anything of the file's: opened in a tab.
 * Anything else (HTML, SVG, office files) is saved instead, never opened from our origin. */
const SHOWN = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Opens (or saves) a file embedded in the e-invoice from its base64 text. */
export function openAttachment(attachment: EInvoiceAttachment): void {
  if (!attachment.base64) return;
  const binary = atob(attachment.base64.replace(/\s+/g, ''));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const mime = attachment.mimeCode?.toLowerCase() ?? '';
  const shown = SHOWN.has(mime);
  const url = URL.createObjectURL(
    new Blob([bytes], { type: shown ? mime : 'application/octet-stream' }),
  );
  if (shown) window.open(url, '_blank', 'noopener');
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.fileName ?? attachment.id ?? 'attachment';
    link.click();
  }
  // The tab or the download has the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
