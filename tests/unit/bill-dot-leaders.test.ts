import { describe, expect, it } from "vitest";
import { whitenDotLeaders } from "@/lib/bills/dot-leaders";

/** A grey page (uneven light: darker to the right) with black boxes drawn on it. */
function page(width: number, height: number, boxes: Array<[number, number, number, number]>): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) grey[y * width + x] = 230 - Math.round((x / width) * 40);
  for (const [x0, y0, w, h] of boxes)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) grey[y * width + x] = 20;
  return grey;
}

const dots = (from: number, count: number, y: number, pitch = 8): Array<[number, number, number, number]> =>
  Array.from({ length: count }, (_, i) => [from + i * pitch, y, 3, 3] as [number, number, number, number]);
/** A digit's stroke, taller than a dot, and the decimal point after it. */
const amount = (x: number, y: number): Array<[number, number, number, number]> => [
  [x, y - 12, 4, 15],
  [x + 8, y - 12, 4, 15],
  [x + 16, y, 3, 3],
  [x + 23, y - 12, 4, 15],
  [x + 31, y - 12, 4, 15],
];

describe("dot leaders of a scanned statement", () => {
  const width = 1000;
  const height = 120;
  const leader = dots(200, 30, 40);
  const grey = page(width, height, [
    ...leader,
    ...amount(470, 40),
    // Narrow figures in a row ("1.2 3.4 5.6 …"): their decimal points as close as a leader's dots, digits between.
    ...[100, 122, 144, 166, 188, 210, 232, 254].flatMap(
      (x): Array<[number, number, number, number]> => [
        [x, 78, 4, 15],
        [x + 6, 90, 3, 3],
        [x + 11, 78, 4, 15],
      ],
    ),
    // An ellipsis ("…"): three dots.
    ...dots(700, 3, 90, 6),
  ]);
  const before = Uint8Array.from(grey);
  const whitened = whitenDotLeaders(grey, width, height);
  const ink = (x: number, y: number) => grey[y * width + x]! < 100;

  it("whitens a run of evenly spaced dots with only paper between them", () => {
    expect(whitened).toBe(30);
    expect(leader.every(([x, y]) => !ink(x + 1, y + 1))).toBe(true);
  });

  it("keeps the amount it leads to, decimal points in a row of amounts and an ellipsis", () => {
    expect(ink(470 + 16 + 1, 41)).toBe(true);
    expect([100, 122, 144, 166, 188, 210, 232, 254].every((x) => ink(x + 7, 91))).toBe(true);
    expect(ink(701, 91) && ink(713, 91)).toBe(true);
    expect(grey.filter((v, i) => v !== before[i] && i > 60 * width).length).toBe(0);
  });

  it("keeps the minus sign past a leader's end ('........ -$198.42')", () => {
    const minus = page(width, height, [
      ...dots(200, 20, 40),
      [200 + 19 * 8 + 21, 41, 3, 2],
      ...amount(200 + 19 * 8 + 28, 40),
    ]);
    expect(whitenDotLeaders(minus, width, height)).toBe(20);
    expect(minus[41 * width + 200 + 19 * 8 + 22]!).toBeLessThan(100);
  });

  it("leaves an image larger than a page at 300 dpi or a phone's photo as it is (its memory is bounded)", () => {
    const huge = new Uint8Array(5000 * 3300).fill(230);
    for (const [x0, y0] of dots(200, 30, 100, 12))
      for (let y = y0; y < y0 + 4; y++) huge.fill(20, y * 5000 + x0, y * 5000 + x0 + 4);
    expect(whitenDotLeaders(huge, 5000, 3300)).toBe(0);
  });

  it("leaves a page without leaders as it was", () => {
    const plain = page(width, height, amount(470, 40));
    const copy = Uint8Array.from(plain);
    expect(whitenDotLeaders(plain, width, height)).toBe(0);
    expect(plain).toEqual(copy);
  });
});
