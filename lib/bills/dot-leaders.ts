/**
 * Dot leaders of a scanned or photographed statement ("Last bill ........ $198.42"): the runs
 * of dots that lead a label's eye to its amount. OCR reads them as letters and runs them into
 * the amount ("mmc Ee STEYR" for "........ $198.42"), so they are whitened before recognition.
 * A leader is six or more small round marks of one size in a row, evenly spaced, with only paper
 * between them; decimal points (digits between them), an ellipsis or a scan's specks are not. Pure: a greyscale raster in, the
 * same raster with the leaders whitened out.
 */

/** The largest image looked at for leaders: a letter page at 300 dpi is 8.4 million pixels, a phone's photo 12. */
const MAX_PIXELS = 16_000_000;

/** What a leader is made of: at least this many dots in a row (a scan's specks fall in rows of a few by chance). */
const MIN_DOTS = 6;

type Mark = { x0: number; x1: number; y0: number; y1: number; pixels: number[] };

/**
 * Whitens the dot leaders of a greyscale raster (one byte per pixel, `width` × `height`) in
 * place; returns how many dots were whitened (0: the raster is unchanged).
 */
export function whitenDotLeaders(grey: Uint8Array, width: number, height: number): number {
  // Memory grows with the image (about seven bytes a pixel): a page at 300 dpi or a phone's photo is looked at, a
  // larger image goes to OCR as it is.
  if (width * height > MAX_PIXELS) return 0;
  const dark = darkPixels(grey, width, height);
  // A dot is at most this wide and high: about a point at the resolutions bills are scanned at.
  const dot = Math.max(2, Math.ceil(width * 0.004));
  const marks = smallMarks(dark, width, height, dot);
  if (marks.length < MIN_DOTS) return 0;
  const centre = (m: Mark) => [(m.x0 + m.x1) / 2, (m.y0 + m.y1) / 2] as const;
  marks.sort((a, b) => a.x0 - b.x0);
  // Each mark's next to the right on its line: within a few dots' widths, and no higher or lower than a dot.
  const next = new Int32Array(marks.length).fill(-1);
  const hasPrevious = new Uint8Array(marks.length);
  for (let i = 0; i < marks.length; i++) {
    const [cx, cy] = centre(marks[i]!);
    let best = -1;
    let bestGap = Infinity;
    for (let j = i + 1; j < marks.length; j++) {
      const [nx, ny] = centre(marks[j]!);
      const gap = nx - cx;
      if (gap > dot * 6) break;
      if (gap <= 0 || Math.abs(ny - cy) > dot * 0.75 || hasPrevious[j]) continue;
      // Only paper between two dots of a leader: decimal points in a row of amounts have digits between them.
      if (inkBetween(dark, width, marks[i]!, marks[j]!)) continue;
      if (gap < bestGap) [best, bestGap] = [j, gap];
    }
    if (best >= 0) {
      next[i] = best;
      hasPrevious[best] = 1;
    }
  }
  let whitened = 0;
  // The dots and the pixels around them (their anti-aliased edge, lighter than the threshold of ink) take the
  // paper's shade there: the brightest pixel of the ring around each.
  const whiten = (dots: number[]) => {
    for (const k of dots) {
      const m = marks[k]!;
      const [x0, x1] = [Math.max(0, m.x0 - 2), Math.min(width - 1, m.x1 + 2)];
      const [y0, y1] = [Math.max(0, m.y0 - 2), Math.min(height - 1, m.y1 + 2)];
      let paper = 0;
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++)
          if (y === y0 || y === y1 || x === x0 || x === x1) paper = Math.max(paper, grey[y * width + x]!);
      for (let y = y0 + 1; y < y1; y++) for (let x = x0 + 1; x < x1; x++) grey[y * width + x] = paper;
    }
    whitened += dots.length;
  };
  for (let start = 0; start < marks.length; start++) {
    if (hasPrevious[start]) continue;
    const run: number[] = [];
    for (let k = start; k >= 0; k = next[k]!) run.push(k);
    if (run.length < MIN_DOTS) continue;
    // The evenly spaced stretches of the run: a mark past a leader's end (the minus sign of "-$198.42") is no dot.
    for (const stretch of evenStretches(run.map((k) => centre(marks[k]!)[0]))) {
      const dots = stretch.map((at) => run[at]!);
      if (dots.length >= MIN_DOTS && oneSize(dots.map((k) => marks[k]!.pixels.length))) whiten(dots);
    }
  }
  return whitened;
}

/** Dots of one size: none over three times the median's ink, three in four within half and twice it (faint dots print smaller). */
function oneSize(inks: number[]): boolean {
  const median = [...inks].sort((a, b) => a - b)[Math.floor(inks.length / 2)]!;
  const alike = inks.filter((n) => n * 2 >= median && n <= median * 2).length;
  return inks.every((n) => n <= median * 3) && alike * 4 >= inks.length * 3;
}

/** Whether any ink lies between two marks on their line (between their boxes, across their height). */
function inkBetween(dark: Uint8Array, width: number, a: Mark, b: Mark): boolean {
  const [y0, y1] = [Math.min(a.y0, b.y0), Math.max(a.y1, b.y1)];
  for (let y = y0; y <= y1; y++) for (let x = a.x1 + 1; x < b.x0; x++) if (dark[y * width + x]) return true;
  return false;
}

/**
 * The stretches of a run of marks (their positions in it) whose gaps are about the run's median gap, or twice it
 * where a dot too faint to be seen is missing.
 */
function evenStretches(xs: number[]): number[][] {
  const gaps = xs.slice(1).map((x, i) => x - xs[i]!);
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  if (!(median > 0)) return [];
  const even = (g: number) => g >= median * 0.5 && (g <= median * 1.5 || Math.abs(g - 2 * median) <= median * 0.5);
  const stretches: number[][] = [[0]];
  gaps.forEach((g, i) => {
    if (even(g)) stretches.at(-1)!.push(i + 1);
    else stretches.push([i + 1]);
  });
  return stretches;
}

/**
 * Pixels darker than their neighbourhood (a window of about a fiftieth of the width), so that
 * uneven light and shading do not count as ink.
 */
function darkPixels(grey: Uint8Array, width: number, height: number): Uint8Array {
  const r = Math.max(6, Math.round(width / 100));
  const dark = new Uint8Array(width * height);
  // Each column's sum over the rows of the window, kept as the window moves down: memory of one row, not a table.
  const columns = new Float64Array(width);
  const addRow = (y: number, sign: number) => {
    for (let x = 0; x < width; x++) columns[x] = columns[x]! + sign * grey[y * width + x]!;
  };
  for (let y = 0; y < Math.min(height, r); y++) addRow(y, 1);
  for (let y = 0; y < height; y++) {
    if (y + r < height) addRow(y + r, 1);
    if (y - r - 1 >= 0) addRow(y - r - 1, -1);
    const rows = Math.min(height, y + r + 1) - Math.max(0, y - r);
    let sum = 0;
    for (let x = 0; x < Math.min(width, r); x++) sum += columns[x]!;
    for (let x = 0; x < width; x++) {
      if (x + r < width) sum += columns[x + r]!;
      if (x - r - 1 >= 0) sum -= columns[x - r - 1]!;
      const mean = sum / (rows * (Math.min(width, x + r + 1) - Math.max(0, x - r)));
      const v = grey[y * width + x]!;
      if (v < mean - 24 && v < mean * 0.85) dark[y * width + x] = 1;
    }
  }
  return dark;
}

/** Connected marks (8-neighbours) of dark pixels no wider or higher than a dot, and about as wide as high. */
function smallMarks(dark: Uint8Array, width: number, height: number, dot: number): Mark[] {
  const seen = new Uint8Array(width * height);
  const marks: Mark[] = [];
  // Each pixel enters the stack once at most.
  const stack = new Int32Array(width * height);
  let top = 0;
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    seen[start] = 1;
    stack[top++] = start;
    const pixels: number[] = [];
    let [x0, x1, y0, y1] = [width, -1, height, -1];
    let large = false;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      if (!large) pixels.push(p);
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      // A mark already larger than a dot is still followed to its end (so that its pixels are not taken as
      // dots of their own), without keeping them.
      if (x1 - x0 >= dot || y1 - y0 >= dot) large = true;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (dark[q] && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
    if (!large && w <= dot && h <= dot && w <= h * 2 && h <= w * 2) marks.push({ x0, x1, y0, y1, pixels });
  }
  return marks;
}
