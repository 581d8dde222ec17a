/**
 * Positioned text of a statement grouped into rows and cells. The words come
 * with their boxes, from pdf.js text items (x/y of each run) or from OCR word
 * boxes; a row is the words that share a baseline, a cell is a run of words
 * with no column gap between them. Pipes ("|") and wide runs of spaces inside
 * a text run also separate cells, so pipe tables and space-padded columns read
 * as columns too. Pure: no PDF or OCR library here.
 */

/** One run of text and its box, in page units with y growing downwards. */
export type TextBox = { text: string; x0: number; x1: number; y0: number; y1: number; page: number };

export type Cell = {
  text: string;
  x0: number;
  x1: number;
  /** The cell came out of a pipe-separated run ("| a | b |"). */
  piped: boolean;
};

export type Row = { page: number; y: number; height: number; cells: Cell[]; text: string };

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Splits a run on pipes and on wide space gaps, spreading its width over its characters. */
function splitRun(box: TextBox): Cell[] {
  const text = box.text.replace(/\t/g, "    ");
  const charWidth = text.length > 0 ? (box.x1 - box.x0) / text.length : 0;
  const cells: Cell[] = [];
  const piped = text.includes("|");
  const pattern = /[^|]+/g;
  for (const part of text.matchAll(pattern)) {
    // Inside a pipe part, three or more spaces also separate columns.
    const partStart = part.index ?? 0;
    for (const piece of part[0].matchAll(/\S+(?: {1,2}\S+)*/g)) {
      const start = partStart + (piece.index ?? 0);
      cells.push({
        text: piece[0],
        x0: box.x0 + start * charWidth,
        x1: box.x0 + (start + piece[0].length) * charWidth,
        piped,
      });
    }
  }
  return cells;
}

/**
 * Rows of boxes: boxes whose vertical centres lie within half a line height of
 * a row's centre join it; within a row, runs closer than `gapFactor` × the line
 * height join one cell.
 */
export function rowsFromBoxes(boxes: readonly TextBox[], { gapFactor = 0.55 }: { gapFactor?: number } = {}): Row[] {
  const usable = boxes.filter((b) => b.text.trim() !== "" || b.text.includes("|"));
  const rows: Row[] = [];
  const pages = [...new Set(usable.map((b) => b.page))].sort((a, b) => a - b);
  for (const page of pages) {
    const onPage = usable.filter((b) => b.page === page);
    const lineHeight = median(onPage.map((b) => b.y1 - b.y0).filter((h) => h > 0)) || 10;
    const sorted = [...onPage].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
    const groups: { centre: number; boxes: TextBox[] }[] = [];
    for (const box of sorted) {
      const centre = (box.y0 + box.y1) / 2;
      const last = groups[groups.length - 1];
      if (last && Math.abs(centre - last.centre) <= lineHeight * 0.5) {
        last.boxes.push(box);
        last.centre = (last.centre * (last.boxes.length - 1) + centre) / last.boxes.length;
      } else {
        groups.push({ centre, boxes: [box] });
      }
    }
    for (const group of groups) {
      const runs = group.boxes.sort((a, b) => a.x0 - b.x0);
      const height = median(runs.map((b) => b.y1 - b.y0)) || lineHeight;
      const cells: Cell[] = [];
      let previous: TextBox | null = null;
      for (const run of runs) {
        const pieces = splitRun(run);
        const startsWithPipe = /^\s*\|/.test(run.text);
        for (let i = 0; i < pieces.length; i++) {
          const piece = pieces[i]!;
          const last = cells[cells.length - 1];
          const joinable =
            last &&
            i === 0 &&
            previous &&
            !startsWithPipe &&
            !/\|\s*$/.test(previous.text) &&
            !piece.piped &&
            !last.piped &&
            piece.x0 - last.x1 < height * gapFactor;
          if (joinable) {
            const space =
              piece.x0 - last.x1 > height * 0.12 || /\s$/.test(previous!.text) || /^\s/.test(run.text) ? " " : "";
            last.text = `${last.text}${space}${piece.text}`;
            last.x1 = Math.max(last.x1, piece.x1);
          } else {
            cells.push({ ...piece });
          }
        }
        previous = run;
      }
      const clean = cells.map((c) => ({ ...c, text: c.text.replace(/\s+/g, " ").trim() })).filter((c) => c.text !== "");
      if (clean.length === 0) continue;
      rows.push({ page, y: group.centre, height, cells: clean, text: clean.map((c) => c.text).join(" | ") });
    }
  }
  return rows;
}

/**
 * The words of a scan without its specks: a "word" whose box is under a third of the page's usual
 * word height both across and down is dust or noise read as a character ("3", ".", ":"), not text;
 * the smallest real glyphs (a dash, a dot ending a word) are part of a word or at least that wide or tall.
 */
export function withoutSpecks(boxes: readonly TextBox[]): TextBox[] {
  const heights = boxes
    .map((b) => b.y1 - b.y0)
    .filter((h) => h > 0)
    .sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  if (!usual) return [...boxes];
  return boxes.filter((b) => b.x1 - b.x0 >= usual / 3 || b.y1 - b.y0 >= usual / 3);
}

/** Rows from plain text (one row a line; pipes and runs of 3+ spaces separate cells). */
export function rowsFromText(text: string): Row[] {
  const boxes: TextBox[] = [];
  let page = 1;
  text
    .replace(/\r/g, "")
    .split("\n")
    .forEach((line, index) => {
      if (line.includes("\f")) page += 1;
      const clean = line.replace(/\f/g, "");
      if (!clean.trim()) return;
      // Monospaced: one unit per character, so columns made of spaces keep their x.
      const lead = clean.length - clean.trimStart().length;
      boxes.push({
        text: clean.trim().replace(/ {3,}/g, (s) => `|${" ".repeat(s.length - 1)}`),
        x0: lead,
        x1: lead + clean.trim().length,
        y0: index * 2,
        y1: index * 2 + 1,
        page,
      });
    });
  return rowsFromBoxes(boxes, { gapFactor: 1.5 });
}
