/**
 * Finds and erases long straight lines drawn across a page at a slant before OCR: a line struck
 * through a cancelled or copied document, a "void" or "copy" stroke, a watermark's rule. Text
 * never forms such a line: its strokes are short, and the rules of tables and boxes run
 * horizontally or vertically. Tesseract, however, takes a long slanted line for a figure and
 * drops the words it crosses (or the whole block around them) from its layout, so the words under
 * the line are lost.
 *
 * Method: a Hough transform over the dark pixels of a quarter-resolution copy finds straight
 * alignments that are at least 10° away from both axes; each is refined at full resolution and
 * accepted only when it is one thin, unbroken stroke (a solid dark area is not a line). The stroke
 * is erased pixel by pixel except where a glyph crosses it (where the ink is thicker than the
 * line), so the characters it ran through stay whole.
 */

/** A grey image, one byte per pixel, 0 = black, 255 = white. Changed in place. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Darker than this is ink. */
const INK = 160;
/** Anti-aliased edge pixels of an erased stroke, lighter than ink but not paper. */
const EDGE = 215;
/** Lines closer than this to the horizontal or vertical are rules, not strokes across the page. */
const MIN_SLANT_DEG = 10;
const ANGLE_STEP_DEG = 1;
/** The transform runs on a copy this many times smaller (a pixel there is inked if any under it is). */
const SHRINK = 4;
/** Shrunk pixels per distance bin of the transform. */
const RHO_BIN = 2;
/** Most candidate alignments refined per image. */
const MAX_CANDIDATES = 8;
/** A stroke may be interrupted (by a gap in the print) for at most this many pixels. */
const MAX_GAP = 4;
/** A stroke thicker than this (in pixels) is an area or a bar, not a drawn line. */
const MAX_THICKNESS = 8;
/** Pixels of a stroke this close to other ink belong to a glyph it touches or crosses, and stay. */
const NEAR = 2;
/** Pages darker than this share of ink are photographs or dark backgrounds: left alone. */
const MAX_INK_SHARE = 0.2;

interface Stroke {
  /** Normal angle (radians) and distance from the origin: x·cos θ + y·sin θ = rho. */
  theta: number;
  rho: number;
  /** Longest unbroken run along the line, as distances along it. */
  from: number;
  to: number;
}

/** The shortest line that counts: a fifth of the page's shorter side, at least 150 px. */
export const minStrokeLength = (width: number, height: number): number =>
  Math.max(150, 0.2 * Math.min(width, height));

/** Erases the slanted lines of `image` (in place); returns how many were erased. */
export function removeSlantedLines(image: GrayImage): number {
  const candidates = houghCandidates(image);
  let erased = 0;
  for (const candidate of candidates) {
    const stroke = refine(image, candidate.theta, candidate.rho);
    if (!stroke) continue;
    eraseStroke(image, stroke);
    erased += 1;
  }
  return erased;
}

function houghCandidates(image: GrayImage): Array<{ theta: number; rho: number }> {
  const { width, height, data } = image;
  const dw = Math.ceil(width / SHRINK);
  const dh = Math.ceil(height / SHRINK);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < dh; y += 1) {
    for (let x = 0; x < dw; x += 1) {
      const fx = x * SHRINK;
      const fy = y * SHRINK;
      let ink = false;
      for (let oy = 0; oy < SHRINK && !ink; oy += 1)
        for (let ox = 0; ox < SHRINK && !ink; ox += 1) {
          const px = fx + ox;
          const py = fy + oy;
          if (px < width && py < height && (data[py * width + px] ?? 255) < INK) ink = true;
        }
      if (ink) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length === 0 || xs.length > MAX_INK_SHARE * dw * dh) return [];
  const thetas: number[] = [];
  for (let deg = 0; deg < 180; deg += ANGLE_STEP_DEG) {
    const fromAxis = Math.min(deg % 90, 90 - (deg % 90));
    if (fromAxis >= MIN_SLANT_DEG) thetas.push((deg * Math.PI) / 180);
  }
  const cos = Float64Array.from(thetas, Math.cos);
  const sin = Float64Array.from(thetas, Math.sin);
  const bins = Math.ceil((2 * dw + dh) / RHO_BIN) + 2;
  const votes = new Uint32Array(thetas.length * bins);
  for (let i = 0; i < xs.length; i += 1) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    for (let t = 0; t < thetas.length; t += 1) {
      const r = Math.floor((x * (cos[t] as number) + y * (sin[t] as number) + dw) / RHO_BIN);
      votes[t * bins + r] = (votes[t * bins + r] as number) + 1;
    }
  }
  // An alignment whose pixels fall in one bin: at the coarse angle step a long line spreads over
  // a few bins, so a third of its length is what its best bin is sure to hold.
  const threshold = minStrokeLength(width, height) / SHRINK / 3;
  const peaks: Array<{ t: number; r: number; v: number }> = [];
  for (let t = 0; t < thetas.length; t += 1) {
    for (let r = 1; r < bins - 1; r += 1) {
      const v = votes[t * bins + r] as number;
      if (v < threshold) continue;
      let isPeak = true;
      for (let dt = -1; dt <= 1 && isPeak; dt += 1)
        for (let dr = -1; dr <= 1 && isPeak; dr += 1) {
          const tt = t + dt;
          if ((dt || dr) && tt >= 0 && tt < thetas.length && (votes[tt * bins + r + dr] ?? 0) > v)
            isPeak = false;
        }
      if (isPeak) peaks.push({ t, r, v });
    }
  }
  peaks.sort((a, b) => b.v - a.v);
  return peaks.slice(0, MAX_CANDIDATES).map(({ t, r }) => ({
    theta: thetas[t] as number,
    // Back to full-resolution distance, at the bin's centre.
    rho: ((r + 0.5) * RHO_BIN - dw) * SHRINK,
  }));
}

const isInk = (image: GrayImage, x: number, y: number): boolean =>
  x >= 0 &&
  y >= 0 &&
  x < image.width &&
  y < image.height &&
  (image.data[y * image.width + x] ?? 255) < INK;

/** Distances along the line where it is inside the image. */
function span(image: GrayImage, theta: number, rho: number): [number, number] {
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  // Points on the line: (rho·c − t·s, rho·s + t·c).
  let lo = -Infinity;
  let hi = Infinity;
  const clip = (p0: number, d: number, max: number): void => {
    if (Math.abs(d) < 1e-9) return;
    const a = (0 - p0) / d;
    const b = (max - 1 - p0) / d;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  };
  clip(rho * c, -s, image.width);
  clip(rho * s, c, image.height);
  return [Math.ceil(lo), Math.floor(hi)];
}

/** Longest run of ink along a line, bridging gaps of at most MAX_GAP pixels. */
function longestRun(image: GrayImage, theta: number, rho: number): Stroke {
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const [lo, hi] = span(image, theta, rho);
  let best = { from: 0, to: -1 };
  let start: number | null = null;
  let last = -Infinity;
  for (let t = lo; t <= hi; t += 1) {
    if (!isInk(image, Math.round(rho * c - t * s), Math.round(rho * s + t * c))) continue;
    if (start === null || t - last > MAX_GAP + 1) start = t;
    last = t;
    if (t - start > best.to - best.from) best = { from: start, to: t };
  }
  return { theta, rho, ...best };
}

/** Ink across the line at distance t: how far it extends on each side of the line's centre. */
function crossSection(
  image: GrayImage,
  stroke: Stroke,
  t: number,
): { minus: number; plus: number } {
  const c = Math.cos(stroke.theta);
  const s = Math.sin(stroke.theta);
  const x0 = stroke.rho * c - t * s;
  const y0 = stroke.rho * s + t * c;
  const reach = (sign: number): number => {
    let n = 0;
    while (
      n <= MAX_THICKNESS &&
      isInk(image, Math.round(x0 + sign * (n + 1) * c), Math.round(y0 + sign * (n + 1) * s))
    )
      n += 1;
    return n;
  };
  return { minus: reach(-1), plus: reach(1) };
}

/** The best-fitting thin stroke near a coarse alignment, or null when there is none long enough. */
function refine(image: GrayImage, theta: number, rho: number): Stroke | null {
  const degree = Math.PI / 180;
  const search = (
    around: Stroke | null,
    t0: number,
    r0: number,
    angleStep: number,
    angleSteps: number,
    rhoStep: number,
    rhoSteps: number,
  ): Stroke | null => {
    let best = around;
    for (let dt = -angleSteps; dt <= angleSteps; dt += 1)
      for (let dr = -rhoSteps; dr <= rhoSteps; dr += 1) {
        const run = longestRun(image, t0 + dt * angleStep, r0 + dr * rhoStep);
        if (!best || run.to - run.from > best.to - best.from) best = run;
      }
    return best;
  };
  // Coarse, then fine: the transform's cell is ANGLE_STEP_DEG wide and RHO_BIN·SHRINK pixels deep.
  const half = (RHO_BIN * SHRINK) / 2 + 1;
  const coarse = search(null, theta, rho, 0.2 * degree, 3, 2, Math.ceil(half / 2));
  if (!coarse) return null;
  const best = search(coarse, coarse.theta, coarse.rho, 0.04 * degree, 5, 1, 2);
  if (!best || best.to - best.from < minStrokeLength(image.width, image.height)) return null;
  // A drawn line is thin along most of its length; a dark area or bar is not.
  let thin = 0;
  let samples = 0;
  for (let t = best.from; t <= best.to; t += 4) {
    const { minus, plus } = crossSection(image, best, t);
    samples += 1;
    if (minus + plus + 1 <= MAX_THICKNESS) thin += 1;
  }
  return thin >= 0.8 * samples ? best : null;
}

/**
 * Whitens the stroke's pixels, except those within a couple of pixels of ink off the stroke:
 * where a glyph touches or crosses the line, the glyph keeps every pixel it shares with the line
 * (and a short stub of it), so the character is not cut. Measured on a crossed page, this reads
 * the crossed words better than keeping only pixels with ink on both sides of the line, which
 * breaks thin strokes crossing at a shallow angle.
 */
function eraseStroke(image: GrayImage, stroke: Stroke): void {
  const c = Math.cos(stroke.theta);
  const s = Math.sin(stroke.theta);
  const widths: number[] = [];
  for (let t = stroke.from; t <= stroke.to; t += 4) {
    const { minus, plus } = crossSection(image, stroke, t);
    widths.push(minus + plus + 1);
  }
  widths.sort((a, b) => a - b);
  // Half the stroke's width plus its anti-aliased edge.
  const band = (widths[Math.floor(widths.length / 2)] ?? 1) / 2 + 1;
  const offLine = (x: number, y: number): boolean =>
    Math.abs(x * c + y * s - stroke.rho) > band + 0.5;
  const touchesOtherInk = (x: number, y: number): boolean => {
    for (let dy = -NEAR; dy <= NEAR; dy += 1)
      for (let dx = -NEAR; dx <= NEAR; dx += 1)
        if (offLine(x + dx, y + dy) && isInk(image, x + dx, y + dy)) return true;
    return false;
  };
  const erase: number[] = [];
  const reach = Math.ceil(band);
  for (let t = stroke.from; t <= stroke.to; t += 0.5) {
    const x0 = stroke.rho * c - t * s;
    const y0 = stroke.rho * s + t * c;
    for (let n = -reach; n <= reach; n += 1) {
      const x = Math.round(x0 + n * c);
      const y = Math.round(y0 + n * s);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const i = y * image.width + x;
      if ((image.data[i] ?? 255) < EDGE && !touchesOtherInk(x, y)) erase.push(i);
    }
  }
  for (const i of erase) image.data[i] = 255;
}
