import "server-only";
import { z } from "zod";
import { CARRIER_IDS, carrierName, findCarrier } from "@/config/carriers";
import { findCertifiedDevicesForAssistant, type DeviceRow } from "@/lib/db/queries/assistant";

export const findDevicesSchema = z.object({
  query: z.string().trim().max(100).optional().describe("Manufacturer and/or model words, e.g. 'iPhone 16 Pro' or 'Galaxy S25'"),
  manufacturer: z.string().trim().max(60).optional(),
  carrier: z.enum(CARRIER_IDS).optional().describe("Only devices certified on this carrier: att, verizon or tmobile"),
  deviceType: z.string().trim().max(40).optional().describe("Device type as catalogued, e.g. Phone, Tablet, Hotspot, Router, Smartwatch"),
  fiveGBand: z
    .string()
    .trim()
    .regex(/^n?\d{1,3}$/i, "A 5G band looks like n77")
    .optional()
    .describe("Only devices with this 5G NR band, e.g. n77"),
  fiveGOnly: z.boolean().optional().describe("Only devices with 5G"),
  limit: z.number().int().min(1).max(25).optional().describe("At most this many models (default 10)"),
});
export type FindDevicesInput = z.infer<typeof findDevicesSchema>;

export type DeviceCertification = { carrier: string; carrierName: string; network: string | null; bands: string | null; fiveGBands: string | null };

export type DeviceModel = {
  manufacturer: string;
  model: string;
  deviceType: string;
  deviceSub: string | null;
  os: string | null;
  supports5G: boolean;
  certifications: DeviceCertification[];
};

export type FindDevicesResult = { filters: FindDevicesInput; totalModels: number; exactMatch: boolean; models: DeviceModel[] };

const CARRIER_ORDER = ["ATT", "VERIZON", "TMOBILE"];

function group(rows: DeviceRow[]): DeviceModel[] {
  const byModel = new Map<string, DeviceModel>();
  for (const r of rows) {
    const key = `${r.manufacturer}\u0000${r.model}`;
    let entry = byModel.get(key);
    if (!entry) {
      entry = {
        manufacturer: r.manufacturer,
        model: r.model,
        deviceType: r.deviceType,
        deviceSub: r.deviceSub,
        os: r.os,
        supports5G: false,
        certifications: [],
      };
      byModel.set(key, entry);
    }
    entry.supports5G ||= Boolean(r.fiveGBands) || (r.network ?? "").startsWith("5G");
    entry.certifications.push({
      carrier: r.carrier,
      carrierName: carrierName(r.carrier),
      network: r.network,
      bands: r.bands,
      fiveGBands: r.fiveGBands,
    });
  }
  for (const entry of byModel.values()) {
    entry.certifications.sort((a, b) => CARRIER_ORDER.indexOf(a.carrier) - CARRIER_ORDER.indexOf(b.carrier));
  }
  return [...byModel.values()];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9+]+/g, " ").trim();

/** Certified devices grouped by model, each with the carriers that certify it and their LTE and 5G bands. */
export async function findDevices(input: FindDevicesInput): Promise<FindDevicesResult> {
  const carrier = input.carrier ? findCarrier(input.carrier)?.code : undefined;
  const rows = await findCertifiedDevicesForAssistant({
    query: input.query,
    manufacturer: input.manufacturer,
    carrier,
    deviceType: input.deviceType,
    fiveGBand: input.fiveGBand,
    fiveG: input.fiveGOnly,
  });
  let models = group(rows);
  let exactMatch = false;
  if (input.query) {
    const q = norm(input.query);
    const exact = models.filter((m) => norm(m.model) === q || norm(`${m.manufacturer} ${m.model}`) === q);
    if (exact.length) {
      models = exact;
      exactMatch = true;
    } else {
      // Closest names first: a query for "Galaxy S25" lists the S25 before the S25 Ultra.
      models.sort((a, b) => a.model.length - b.model.length || a.model.localeCompare(b.model));
    }
  }
  return { filters: input, totalModels: models.length, exactMatch, models: models.slice(0, input.limit ?? 10) };
}
