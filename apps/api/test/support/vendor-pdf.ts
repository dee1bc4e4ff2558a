import { PDFDocument, StandardFonts } from 'pdf-lib';

/** One invoice of a vendor whose labels no lexicon has ("Beleg-Kennung" beside the number,
 * "Schlussbetrag" beside the total; "Unser Zeichen" prints a second reference), whose one
 * item row has no quantity or price, and which may print the buyer's order reference with no
 * label at all, for learning its layout from a review (issue 23 §4). */
export interface VendorInvoice {
  vendorName: string;
  taxId: string;
  number: string;
  reference: string;
  date: string;
  net: string;
  tax: string;
  total: string;
  /** The buyer's order reference, printed alone at the top right with no label. */
  orderRef?: string;
}

const HEIGHT = 842;

/** A text PDF of the invoice, one page, Helvetica. */
export async function vendorInvoicePdf(v: VendorInvoice): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, HEIGHT]);
  const text = (t: string, x: number, top: number, size = 10) =>
    page.drawText(t, { x, y: HEIGHT - top, size, font });
  const right = (t: string, edge: number, top: number) =>
    text(t, edge - font.widthOfTextAtSize(t, 10), top);
  text(v.vendorName, 50, 50, 16);
  text('Werkhofweg 4, 10115 Berlin', 50, 72);
  text(`USt-IdNr.: ${v.taxId}`, 50, 86);
  if (v.orderRef) text(v.orderRef, 420, 100);
  text('Beleg-Kennung', 50, 130);
  text(v.number, 300, 130);
  text('Unser Zeichen', 50, 146);
  text(v.reference, 300, 146);
  text('Datum', 50, 162);
  text(v.date, 300, 162);
  text('Bezeichnung', 50, 184);
  right('Betrag', 545, 184);
  text('Wartung und Pflege', 50, 200);
  right(v.net, 545, 200);
  text('Zwischensumme', 50, 240);
  right(v.net, 545, 240);
  text('Umsatzsteuer 19 %', 50, 256);
  right(v.tax, 545, 256);
  text('Schlussbetrag', 50, 272);
  right(v.total, 545, 272);
  return Buffer.from(await doc.save());
}
