import type { Line } from '../layout/lines.js';
import type { Candidate } from './candidates.js';
import type { LabelHit } from './label-finder.js';
import { parseDateValue, parseIdentifier } from './values.js';

/** "Label: value" with one token after the colon; the label is a few words ending in a number
 * word, in the languages we read ("Vorgangs-Nr.", "Doc. ID", "Numéro pièce", "Ref #"). */
const LABEL_VALUE = /^(\p{L}[\p{L}\s.°º#-]{0,28}?)\s*:\s*(\S+)$/u;
const NUMBER_WORD =
  /(?:^|[\s.-])(?:no|nr|n°|nº|num|number|nummer|numero|numéro|cislo|číslo|id|#)\.?$/iu;
/** Numbers of other things that also end in a number word: phones, accounts, parties, orders,
 * registrations, pages, and a receipt's table, till, cashier or room are never the document's. */
const OTHER_NUMBER =
  /\b(?:tel|fax|phone|mobil|iban|konto|account|bank|blz|swift|bic|kunde|custom|client|order|bestell|auftrag|commande|tax|vat|ust|steuer|tva|siret|reg|hrb|plz|zip|post|page|seite|lief|deliver|livraison|ticket|batch|lot|serial|serie|table|tisch|cashier|kasse|counter|terminal|pos\b|till|member|staff|operator|station|room|zimmer|seat|guest)/i;

/**
 * The invoice number after a label the lexicon lacks (issue 23 §2: "Vorgangs-Nr.: 88123" where no
 * known label names one). Only when nothing else does: the label is unknown (no lexicon phrase in
 * its segment, not even another fact's), says "number", and stands in the top 40 % of page 1 with
 * one identifier after its colon. One weak cue, so the score stays low (0.5 before calibration).
 */
export function unknownLabelNumber(lines: Line[], hits: LabelHit[]): Candidate | null {
  return firstUnknownLabel(lines, hits, LABEL_VALUE, (label, value) => {
    if (!NUMBER_WORD.test(label) || OTHER_NUMBER.test(label)) return null;
    const id = parseIdentifier(value);
    return id ? { field: 'invoice_number', value: id } : null;
  });
}

/** A segment that is nothing but a number mark and an identifier ("#INV-2026-001", "No. 000154",
 * "Nº 4471", "Nro. 0001-00001234"): the label group is empty. */
const HASH_VALUE = /^()(?:[#№]|n[°º]|nro\.?|no\.|nr\.)\s?([\p{L}\d][\p{L}\d\-/._]{2,29})$/iu;

/**
 * A number printed alone after "#" or "No." in the header, no label beside it ("INVOICE" over
 * "#INV-2026-001", "Comprobante de Crédito Fiscal" over "No. 000154"): the document's number, one weak cue (its mark and place), scored 0.6,
 * below any labelled number.
 */
export function hashMarkedNumber(lines: Line[], hits: LabelHit[]): Candidate | null {
  const found = firstUnknownLabel(lines, hits, HASH_VALUE, (_label, value) => {
    const id = parseIdentifier(value);
    return id === value ? { field: 'invoice_number', value: id, score: 0.6 } : null;
  });
  return found;
}

/** "Label: date" with nothing after the date; the label ends in a word that sets a deadline. */
const LABEL_DATE = /^(\p{L}[\p{L}\s.-]{0,28}?)\s*:\s*(\S.{5,20})$/u;
const DEADLINE_WORD = /(?:^|\s)(?:bis|bis zum|until|by|before|avant|avant le|d'ici le|entro)$/i;
/** Deadlines of other things: a delivery, an offer's validity, a service period. */
const OTHER_DEADLINE = /liefer|deliver|livr|gultig|gültig|valid|angebot|offer|leistung|service/i;

/**
 * The due date after a deadline label the lexicon lacks ("Begleichen bis: 08.10.2024", "Remit
 * by: …"), only where no known label names one; same bounds as the number. One weak cue: 0.4.
 */
export function unknownLabelDueDate(lines: Line[], hits: LabelHit[]): Candidate | null {
  return firstUnknownLabel(lines, hits, LABEL_DATE, (label, value) => {
    if (!DEADLINE_WORD.test(label) || OTHER_DEADLINE.test(label)) return null;
    const date = parseDateValue(value);
    return date && date.index === 0 && date.length === value.trim().length
      ? { field: 'due_date', value: date.iso, date, score: 0.4 }
      : null;
  });
}

type Reading = Pick<Candidate, 'field' | 'value' | 'date'> & { score?: number };

/** The first segment in the header of page 1 (its top 40 % or its first ten lines: a short page
 * ends early) with no lexicon phrase in it whose "label: value" the reader accepts. */
function firstUnknownLabel(
  lines: Line[],
  hits: LabelHit[],
  shape: RegExp,
  read: (label: string, value: string) => Reading | null,
): Candidate | null {
  const page1 = lines.filter((l) => l.page === 1);
  const bottom = Math.max(...page1.map((l) => l.y + l.height), 1);
  const head = new Set(page1.slice(0, 10));
  for (const [lineIndex, line] of lines.entries()) {
    if (line.page !== 1 || (line.y > bottom * 0.4 && !head.has(line))) continue;
    for (const [segmentIndex, seg] of line.segments.entries()) {
      if (hits.some((h) => h.lineIndex === lineIndex && h.segmentIndex === segmentIndex)) continue;
      const m = shape.exec(seg.text.trim());
      const found = m ? read(m[1]?.trim() ?? '', m[2] ?? '') : null;
      if (!found) continue;
      const box = { x: seg.x, y: seg.y, width: seg.width, height: seg.height };
      return { score: 0.5, ...found, placement: 'inline', page: 1, box, lineIndex };
    }
  }
  return null;
}
