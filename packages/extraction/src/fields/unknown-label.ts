import type { Line } from '../layout/lines.js';
import type { Candidate } from './candidates.js';
import type { LabelHit } from './label-finder.js';
import { parseIdentifier } from './values.js';

/** "Label: value" with one token after the colon; the label is a few words ending in a number
 * word, in the languages we read ("Vorgangs-Nr.", "Doc. ID", "Numéro pièce", "Ref #"). */
const LABEL_VALUE = /^(\p{L}[\p{L}\s.°º#-]{0,28}?)\s*:\s*(\S+)$/u;
const NUMBER_WORD =
  /(?:^|[\s.-])(?:no|nr|n°|nº|num|number|nummer|numero|numéro|cislo|číslo|id|#)\.?$/iu;
/** Numbers of other things that also end in a number word: phones, accounts, parties, orders,
 * registrations and pages are never the document's number. */
const OTHER_NUMBER =
  /tel|fax|phone|mobil|iban|konto|account|bank|blz|swift|bic|kunde|custom|client|order|bestell|auftrag|commande|tax|vat|ust|steuer|tva|siret|reg|hrb|plz|zip|post|page|seite|lief|deliver|livraison|ticket|batch|lot|serial|serie/i;

/**
 * The invoice number after a label the lexicon lacks (issue 23 §2: "Vorgangs-Nr.: 88123" where no
 * known label names one). Only when nothing else does: the label is unknown (no lexicon phrase in
 * its segment, not even another fact's), says "number", and stands in the top 40 % of page 1 with
 * one identifier after its colon. One weak cue, so the score stays low (0.5 before calibration).
 */
export function unknownLabelNumber(lines: Line[], hits: LabelHit[]): Candidate | null {
  const page1 = lines.filter((l) => l.page === 1);
  const bottom = Math.max(...page1.map((l) => l.y + l.height), 1);
  for (const [lineIndex, line] of lines.entries()) {
    if (line.page !== 1 || line.y > bottom * 0.4) continue;
    for (const [segmentIndex, seg] of line.segments.entries()) {
      if (hits.some((h) => h.lineIndex === lineIndex && h.segmentIndex === segmentIndex)) continue;
      const m = LABEL_VALUE.exec(seg.text.trim());
      const label = m?.[1]?.trim() ?? '';
      if (!m || !NUMBER_WORD.test(label) || OTHER_NUMBER.test(label)) continue;
      const value = parseIdentifier(m[2] ?? '');
      if (!value) continue;
      const box = { x: seg.x, y: seg.y, width: seg.width, height: seg.height };
      return {
        field: 'invoice_number',
        value,
        score: 0.5,
        placement: 'inline',
        page: 1,
        box,
        lineIndex,
      };
    }
  }
  return null;
}
