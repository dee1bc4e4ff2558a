import type { Line, Segment } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import type { Box } from '../types.js';

/**
 * Where a reviewer's value stands when no label is printed beside it (a number alone in a
 * corner, a date under a logo): its page, its place as shares of that page's text extent, and
 * the nearest word-only phrase (a label the lexicon may not know, a heading) with the value's
 * offset from it, in the same shares. The next invoice of the vendor looks there: beside that
 * phrase where it is printed (a layout whose blocks move with their content), else at the same
 * place on the page (issue 23 §4, a value picked by clicking its words).
 */
export interface PositionPlace {
  page: number;
  /** The value's top-left corner, as shares of the page's text width and height. */
  x: number;
  y: number;
  anchor?: { label: string; dx: number; dy: number };
}

/** How far a value may stand from its learned place, as shares of the page's text extent. */
const ACROSS = 0.08;
const DOWN = 0.02;

const anchorKey = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

/** The page's text extent: where its words end, right and down. */
function extent(lines: Line[], page: number): { width: number; height: number } {
  const on = lines.filter((l) => l.page === page).flatMap((l) => l.segments);
  return {
    width: Math.max(1, ...on.map((s) => s.x + s.width)),
    height: Math.max(1, ...on.map((s) => s.y + s.height)),
  };
}

/** Phrases that can anchor a place: words only (values change from one invoice to the next). */
const anchors = (lines: Line[], page: number, not?: Segment): Segment[] =>
  lines
    .filter((l) => l.page === page)
    .flatMap((l) => l.segments)
    .filter(
      (s) => s !== not && !/\d/.test(s.text) && anchorKey(s.text).replace(/ /g, '').length >= 3,
    );

/** Whether a segment lies under the box of words a reviewer clicked. */
export const overlaps = (seg: Segment, clicked: { page: number; box: Box }): boolean =>
  seg.page === clicked.page &&
  seg.x < clicked.box.x + clicked.box.width &&
  clicked.box.x < seg.x + seg.width &&
  seg.y < clicked.box.y + clicked.box.height &&
  clicked.box.y < seg.y + seg.height;

const distance = (a: Box, b: Box): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The place of a value printed in `seg`, with the nearest phrase of words as its anchor. */
export function positionOf(lines: Line[], seg: Segment): PositionPlace {
  const { width, height } = extent(lines, seg.page);
  const place: PositionPlace = { page: seg.page, x: seg.x / width, y: seg.y / height };
  const nearest = anchors(lines, seg.page, seg).sort(
    (a, b) => distance(a, seg) - distance(b, seg),
  )[0];
  if (nearest)
    place.anchor = {
      label: anchorKey(nearest.text),
      dx: (seg.x - nearest.x) / width,
      dy: (seg.y - nearest.y) / height,
    };
  return place;
}

/**
 * The segments near a learned place, nearest first: beside its anchor phrase where that is
 * printed on the page, else at the place on the page. `anchored` says which.
 */
export function segmentsAt(
  lines: Line[],
  place: PositionPlace,
): { segments: Segment[]; anchored: boolean } {
  const { width, height } = extent(lines, place.page);
  const printed = place.anchor
    ? anchors(lines, place.page).filter((s) => anchorKey(s.text) === place.anchor?.label)
    : [];
  const spots = printed.length
    ? printed.map((a) => ({
        x: a.x + (place.anchor?.dx ?? 0) * width,
        y: a.y + (place.anchor?.dy ?? 0) * height,
      }))
    : [{ x: place.x * width, y: place.y * height }];
  const near = (s: Segment) =>
    Math.min(
      ...spots
        .filter(
          (p) =>
            Math.abs(s.x - p.x) <= ACROSS * width &&
            Math.abs(s.y - p.y) <= DOWN * height + s.height,
        )
        .map((p) => distance(s, { ...p, width: 0, height: 0 })),
    );
  const segments = lines
    .filter((l) => l.page === place.page)
    .flatMap((l) => l.segments)
    .filter((s) => Number.isFinite(near(s)))
    .sort((a, b) => near(a) - near(b));
  return { segments, anchored: printed.length > 0 };
}
