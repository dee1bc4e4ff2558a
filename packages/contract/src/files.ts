/** Export and download file names, exactly as the specification gives them. */

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** Extension from a content type: xlsx for spreadsheet types, csv, pdf, otherwise bin. */
export function extensionForContentType(contentType: string | null | undefined): string {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('spreadsheet') || type.includes('excel')) return 'xlsx';
  if (type.includes('csv')) return 'csv';
  if (type.includes('pdf')) return 'pdf';
  return 'bin';
}

export const exportFileName = {
  vendors: (type: string, ext: string) => `vendors-${type}.${ext}`,
  po: (type: string, ext: string) => `po-${type}.${ext}`,
  mrn: (type: string, ext: string) => `mrn-${type}.${ext}`,
  invoice: (id: number | string, type: string, ext: string) => `invoice-${id}-${type}.${ext}`,
  master: (name: string, ext: string) => `master-${name}.${ext}`,
} as const;

/** Content-Disposition value for a download, with an RFC 5987 UTF-8 name for non-ASCII. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
