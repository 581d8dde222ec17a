import { toCsv } from "@/lib/exports/cells";

/**
 * A certified device as sent to the browser: a compact tuple (the directory may hold
 * thousands), in the spec's column order.
 */
export type DeviceRow = [
  id: number,
  carrier: string,
  manufacturer: string,
  model: string,
  deviceType: string,
  deviceSub: string,
  os: string,
  network: string,
  bands: string,
  fiveGBands: string,
];

/**
 * What the server sends: every distinct text once, and per device its id followed by
 * the indexes of its nine texts (one flat number array). Carriers, types, bands and
 * the like repeat across thousands of rows, so this keeps the page small.
 */
export type DevicePayload = { strings: string[]; cells: number[] };

const WIDTH = 10;

export function encodeDevices(rows: readonly DeviceRow[]): DevicePayload {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const cells: number[] = new Array(rows.length * WIDTH);
  rows.forEach((row, r) => {
    cells[r * WIDTH] = row[0];
    for (let c = 1; c < WIDTH; c++) {
      const text = row[c] as string;
      let i = index.get(text);
      if (i === undefined) {
        i = strings.push(text) - 1;
        index.set(text, i);
      }
      cells[r * WIDTH + c] = i;
    }
  });
  return { strings, cells };
}

export function decodeDevices({ strings, cells }: DevicePayload): DeviceRow[] {
  const rows: DeviceRow[] = new Array(cells.length / WIDTH);
  for (let r = 0; r < rows.length; r++) {
    const o = r * WIDTH;
    rows[r] = [
      cells[o]!,
      strings[cells[o + 1]!]!,
      strings[cells[o + 2]!]!,
      strings[cells[o + 3]!]!,
      strings[cells[o + 4]!]!,
      strings[cells[o + 5]!]!,
      strings[cells[o + 6]!]!,
      strings[cells[o + 7]!]!,
      strings[cells[o + 8]!]!,
      strings[cells[o + 9]!]!,
    ];
  }
  return rows;
}

export const COL = {
  id: 0,
  carrier: 1,
  manufacturer: 2,
  model: 3,
  deviceType: 4,
  deviceSub: 5,
  os: 6,
  network: 7,
  bands: 8,
  fiveGBands: 9,
} as const;

/** Sortable headers: label shown, and the catalogue's sort column. */
export const DEVICE_COLUMNS = [
  { label: "Carrier", sort: "Carrier", col: COL.carrier },
  { label: "Manufacturer", sort: "Manufacturer", col: COL.manufacturer },
  { label: "Model", sort: "Model", col: COL.model },
  { label: "Device Type", sort: "Device Type", col: COL.deviceType },
  { label: "Device Sub", sort: "Device Sub", col: COL.deviceSub },
  { label: "OS", sort: "OS", col: COL.os },
  { label: "Network", sort: "Network", col: COL.network },
  { label: "Bands", sort: "Bands", col: COL.bands },
  { label: "5G Bands", sort: "5G_Bands", col: COL.fiveGBands },
] as const;

export const CSV_HEADER = [
  "Carrier",
  "Manufacturer",
  "Model",
  "Device Type",
  "Device Sub",
  "Operating System",
  "Network",
  "Bands",
  "5G Bands",
] as const;
export const CSV_FILENAME = "certified-devices.csv";

/** Client-side search over every text column (case-insensitive). */
export function searchDevices(rows: readonly DeviceRow[], search: string, technology: string): DeviceRow[] {
  const q = search.trim().toLowerCase();
  return rows.filter((r) => {
    if (technology !== "all" && r[COL.network] !== technology) return false;
    if (!q) return true;
    for (let i = 1; i < r.length; i++) if ((r[i] as string).toLowerCase().includes(q)) return true;
    return false;
  });
}

/** The distinct technologies (Network values) of the loaded devices. */
export function technologiesOf(rows: readonly DeviceRow[]): string[] {
  return [...new Set(rows.map((r) => r[COL.network]).filter(Boolean))].sort();
}

/** The CSV export (RFC 4180, formula-safe) of the given rows. */
export function devicesToCsv(rows: readonly DeviceRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r[COL.carrier],
      r[COL.manufacturer],
      r[COL.model],
      r[COL.deviceType],
      r[COL.deviceSub],
      r[COL.os],
      r[COL.network],
      r[COL.bands],
      r[COL.fiveGBands],
    ]),
  );
}

/** Next direction when a header is clicked: the same column flips, a new one starts ascending. */
export function nextSort(
  current: { sort: string; dir: "asc" | "desc" },
  clicked: string,
): { sort: string; dir: "asc" | "desc" } {
  if (current.sort === clicked) return { sort: clicked, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: clicked, dir: "asc" };
}
