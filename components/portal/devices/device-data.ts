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

export const COL = { id: 0, carrier: 1, manufacturer: 2, model: 3, deviceType: 4, deviceSub: 5, os: 6, network: 7, bands: 8, fiveGBands: 9 } as const;

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

export const CSV_HEADER = ["Carrier", "Manufacturer", "Model", "Device Type", "Device Sub", "Operating System", "Network", "Bands", "5G Bands"] as const;
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
    rows.map((r) => [r[COL.carrier], r[COL.manufacturer], r[COL.model], r[COL.deviceType], r[COL.deviceSub], r[COL.os], r[COL.network], r[COL.bands], r[COL.fiveGBands]]),
  );
}

/** Next direction when a header is clicked: the same column flips, a new one starts ascending. */
export function nextSort(current: { sort: string; dir: "asc" | "desc" }, clicked: string): { sort: string; dir: "asc" | "desc" } {
  if (current.sort === clicked) return { sort: clicked, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: clicked, dir: "asc" };
}
