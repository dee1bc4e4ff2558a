/** Builds a PDF from object bodies, with a correct xref table, so edge cases can be made by hand. */
export function buildPdf(objects: string[], trailerExtra = ''): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const PAGE_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
];

/**
 * A PDF protected by a user password (standard security handler, RC4 40-bit): the O and U
 * entries do not match the empty password, so a reader must ask for one.
 */
export function passwordProtectedPdf(): Uint8Array {
  const hex32 = (seed: number): string =>
    Array.from({ length: 32 }, (_, i) =>
      ((seed * 31 + i * 17) % 256).toString(16).padStart(2, '0'),
    ).join('');
  const encrypt = `<< /Filter /Standard /V 1 /R 2 /O <${hex32(7)}> /U <${hex32(11)}> /P -4 >>`;
  return buildPdf(
    [...PAGE_OBJECTS, encrypt],
    `/Encrypt 4 0 R /ID [<${hex32(3).slice(0, 32)}> <${hex32(3).slice(0, 32)}>]`,
  );
}

/** A valid one-page PDF with no text at all (like a scan with nothing on it). */
export function blankPdf(): Uint8Array {
  return buildPdf(PAGE_OBJECTS);
}
