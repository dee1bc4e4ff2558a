import type { Line, Segment } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import type { Box, ExtractedField, HeaderFieldName } from '../types.js';
import type { LearnedColumns, ReviewedLine } from './line-columns.js';
import { isAmount, readingsIn, same, squash } from './readings.js';
import { overlaps, positionOf, segmentsAt, type PositionPlace } from './position-place.js';
import { keepAmountsThatAddUp } from './totals-guard.js';

/**
 * What a reviewer's confirmed or corrected header values teach about a vendor's layout (issue 23
 * §4): for each field, the words printed beside the value (its label, whatever language or
 * wording, in the lexicon or not) and where the value sits relative to them. The next invoice of
 * the vendor is read there first. Stored per vendor as JSON, so it stays plain data.
 */
export interface LearnedPlace {
  /** The label's letters, folded (case, accents, digits and punctuation dropped). */
  label: string;
  /** `position`: no label beside the value; it is found again at `position` (position-place.ts). */
  placement: 'inline' | 'right' | 'below' | 'position';
  position?: PositionPlace;
  /** The reviewer clicked the value's words there: later saves without a click keep the place
   * while it reads the confirmed value. */
  picked?: boolean;
  /** An ambiguous numeric date (03/04/2024) was confirmed month first. */
  monthFirst?: boolean;
}
export type HeaderLayout = Partial<Record<HeaderFieldName, LearnedPlace>> & {
  /** The item table's columns (line-columns.ts). */
  lines?: LearnedColumns;
  /** The name the reading without learning gave the vendor, and the name the reviewer confirmed:
   * the same reading on the vendor's next invoice is given the confirmed name. */
  vendor_alias?: { read: string; name: string };
};
export type HeaderValues = Partial<Record<HeaderFieldName, string | number>>;
/** Where a reviewer clicked the words that make a value (its page and the words' box, in the
 * field boxes' units): of several prints of the value, that one is learned. */
export type PickedWords = Partial<Record<HeaderFieldName, { page: number; box: Box }>>;
/** What a reviewer confirmed of a document: header values and, where given, its lines and the
 * words picked for some values. */
export type ReviewedValues = HeaderValues & { line_items?: ReviewedLine[]; picked?: PickedWords };

/** Fields whose place is learned: the vendor's name and currency are the vendor's own, not a place. */
export const LEARNED_FIELDS = [
  'invoice_number',
  'invoice_date',
  'due_date',
  'po_number',
  'vendor_tax_id',
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
] as const satisfies readonly HeaderFieldName[];
type LearnedField = (typeof LEARNED_FIELDS)[number];

/** Confidence of a value read at a learned place: its own, below an arithmetic-confirmed reading. */
export const LEARNED_CONFIDENCE = 0.93;
/** A value found only by where it stood (no label beside it): one cue, below the export band;
 * beside the phrase it stood by, a little surer. */
const POSITION_CONFIDENCE = 0.8;
const ANCHORED_CONFIDENCE = 0.85;
/** A learned place and the reading without it agree: two independent cues. */
const AGREED_CONFIDENCE = 0.97;
const LINES_BELOW = 3;
/** The export band's edge (calibration.ts). */
const SURE = 0.9;

const labelKey = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
const hasLabel = (key: string): boolean => (key.match(/\p{L}/gu) ?? []).length >= 2;

/** The segment on a later line within a few lines that overlaps the given one horizontally. */
function segmentBelow(lines: Line[], at: number, seg: Segment): Segment | undefined {
  for (let i = at + 1; i < lines.length && i <= at + LINES_BELOW; i += 1) {
    const line = lines[i] as Line;
    if (line.page !== seg.page) return undefined;
    const found = line.segments.find((s) => s.x < seg.x + seg.width && s.x + s.width > seg.x);
    if (found) return found;
  }
  return undefined;
}

function segmentAbove(lines: Line[], at: number, seg: Segment): Segment | undefined {
  for (let i = at - 1; i >= 0 && i >= at - LINES_BELOW; i -= 1) {
    const line = lines[i] as Line;
    if (line.page !== seg.page) return undefined;
    const found = line.segments.find((s) => s.x < seg.x + seg.width && s.x + s.width > seg.x);
    if (found) return found;
  }
  return undefined;
}

/** The label beside a value found at `index` of a segment: before it, left of it, or above it. */
function placeOf(lines: Line[], at: number, k: number, index: number): LearnedPlace | null {
  const line = lines[at] as Line;
  const seg = line.segments[k] as Segment;
  const inline = labelKey(seg.text.slice(0, index));
  if (hasLabel(inline)) return { label: inline, placement: 'inline' };
  const left = line.segments[k - 1];
  if (left && hasLabel(labelKey(left.text)))
    return { label: labelKey(left.text), placement: 'right' };
  const above = segmentAbove(lines, at, seg);
  if (above && hasLabel(labelKey(above.text)))
    return { label: labelKey(above.text), placement: 'below' };
  return null;
}

/**
 * Learns where a reviewer's values were printed. A field whose value is found beside a label gets
 * that place (amounts: the last such place on the document, where totals are; others: the first);
 * a field learned before keeps its place only if this document does not place it anew, so a
 * correction that contradicts what was learned replaces it.
 */
export function learnHeaderLayout(
  lines: Line[],
  values: ReviewedValues,
  previous: HeaderLayout = {},
  readVendor?: string | number | null,
): HeaderLayout {
  const out: HeaderLayout = { ...previous };
  const name = values.vendor_name;
  if (typeof name === 'string' && name.trim() && readVendor !== undefined && readVendor !== null)
    out.vendor_alias = { read: String(readVendor), name: name.trim() };
  for (const field of LEARNED_FIELDS) {
    const expected = values[field];
    if (expected === undefined || expected === null || expected === '') continue;
    const prints: Array<{ seg: Segment; place: LearnedPlace | null }> = [];
    lines.forEach((line, at) =>
      line.segments.forEach((seg, k) => {
        for (const r of readingsIn(field, seg.text)) {
          if (!same(field, r.value, expected)) continue;
          const place = placeOf(lines, at, k, r.index);
          prints.push({
            seg,
            place: place && r.monthFirst ? { ...place, monthFirst: true } : place,
          });
        }
      }),
    );
    // The print the reviewer clicked, where it is one of them.
    const clicked = values.picked?.[field];
    // A place the reviewer pointed at before stays while it still reads the confirmed value.
    const before = previous[field];
    if (!clicked && before?.picked) {
      const there = readLearnedHeader(lines, { [field]: before })[field];
      if (there && same(field, there.value, expected)) continue;
    }
    const onClicked = clicked ? prints.filter((p) => overlaps(p.seg, clicked)) : [];
    const candidates = onClicked.length ? onClicked : prints;
    const pick = <T>(list: T[]): T | undefined =>
      isAmount(field) ? list[list.length - 1] : list[0];
    const labelled = pick(candidates.flatMap((p) => (p.place ? [p.place] : [])));
    // No label beside any print: the value is learned by where it stands.
    const unlabelled = pick(candidates);
    const mark = onClicked.length ? { picked: true } : {};
    if (labelled) out[field] = { ...labelled, ...mark };
    else if (unlabelled)
      out[field] = {
        label: '',
        placement: 'position',
        position: positionOf(lines, unlabelled.seg),
        ...mark,
      };
    else delete out[field];
  }
  return out;
}

const fieldAt = (seg: Segment, value: string | number, confidence: number): ExtractedField => ({
  value,
  confidence,
  page: seg.page,
  box: { x: seg.x, y: seg.y, width: seg.width, height: seg.height },
  source: 'text',
  learned: true,
});

/** A field learned by position: the first value of its kind nearest the learned place. */
function readAtPosition(
  lines: Line[],
  field: LearnedField,
  place: LearnedPlace,
): ExtractedField | undefined {
  if (!place.position) return undefined;
  const { segments, anchored } = segmentsAt(lines, place.position);
  for (const seg of segments) {
    const reading = readingsIn(field, seg.text, place.monthFirst)[0];
    if (reading)
      return fieldAt(seg, reading.value, anchored ? ANCHORED_CONFIDENCE : POSITION_CONFIDENCE);
  }
  return undefined;
}

/** Reads each learned field at its learned place; fields whose place is not on the page are left out. */
export function readLearnedHeader(
  lines: Line[],
  layout: HeaderLayout,
): Partial<Record<HeaderFieldName, ExtractedField>> {
  const out: Partial<Record<HeaderFieldName, ExtractedField>> = {};
  for (const field of LEARNED_FIELDS) {
    const place = layout[field];
    if (!place) continue;
    if (place.placement === 'position') {
      const at = readAtPosition(lines, field, place);
      if (at) out[field] = at;
      continue;
    }
    const found: ExtractedField[] = [];
    lines.forEach((line, at) =>
      line.segments.forEach((seg, k) => {
        const source =
          place.placement === 'inline'
            ? seg
            : labelKey(seg.text) !== place.label
              ? undefined
              : place.placement === 'right'
                ? line.segments[k + 1]
                : segmentBelow(lines, at, seg);
        if (!source) return;
        const reading = readingsIn(field, source.text, place.monthFirst).find(
          (r) =>
            place.placement !== 'inline' || labelKey(source.text.slice(0, r.index)) === place.label,
        );
        if (reading) found.push(fieldAt(source, reading.value, LEARNED_CONFIDENCE));
      }),
    );
    const pick = isAmount(field) ? found[found.length - 1] : found[0];
    if (pick) out[field] = pick;
  }
  return out;
}

/**
 * Learned values go first over readings below the export band; where the reading without them
 * agrees, the two cues make it surer.
 */
export function preferLearned(
  fields: Record<HeaderFieldName, ExtractedField | null>,
  layout: HeaderLayout,
  learned: Partial<Record<HeaderFieldName, ExtractedField>>,
  source: 'text' | 'ocr',
): void {
  const vendor = fields.vendor_name;
  const alias = layout.vendor_alias;
  // Only a name read differently from the one confirmed is the alias's: a name read right is
  // the reading's own, not learned.
  const renamed = alias && squash(alias.read) !== squash(alias.name);
  if (vendor && alias && renamed && squash(vendor.value) === squash(alias.read))
    fields.vendor_name = {
      ...vendor,
      value: alias.name,
      confidence: LEARNED_CONFIDENCE * (source === 'ocr' ? 0.9 : 1),
      learned: true,
    };
  const unlearned = { ...fields };
  for (const field of LEARNED_FIELDS) {
    const mine = learned[field];
    if (!mine) continue;
    const before = fields[field];
    const agreed = before && same(field, before.value, mine.value);
    // A reading sure by two cues of its own (calibration.ts) outweighs a place: a vendor's layout
    // changes, and one label may print several values (a total that is also the amount due).
    if (before && !agreed && before.confidence >= SURE) continue;
    fields[field] = {
      ...mine,
      source,
      // On a scan both readings read the same OCR'd characters: agreeing confirms the place,
      // not the characters, so the OCR factor stays (a misread digit reads alike in both).
      confidence: agreed
        ? Math.max(before.confidence, AGREED_CONFIDENCE * (source === 'ocr' ? 0.9 : 1))
        : mine.confidence * (source === 'ocr' ? 0.9 : 1),
    };
  }
  keepAmountsThatAddUp(unlearned, fields);
}
