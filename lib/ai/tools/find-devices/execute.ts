import "server-only";
import { carrierName, findCarrier } from "@/config/carriers";
import { findCertifiedDevicesForAssistant, type DeviceRow } from "@/lib/db/queries/assistant";
import { DEVICE_TYPE_FAMILIES } from "@/lib/lang/lines";
import { NAME_MATCH_THRESHOLD, PART_MATCH_THRESHOLD, numbersAgree } from "@/lib/db/queries/search";
import type { DeviceModel, FindDevicesInput, FindDevicesResult } from "./schema";

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

/** Certified devices grouped by model, each with the carriers that certify it and their LTE and 5G bands. */
/** The words of a model's name or a question, without what is in brackets ("iPad Air 13-inch (M3)" → ipad, air, 13, inch). */
const modelWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .split(/[^a-z0-9+]+/)
    .filter(Boolean);

/**
 * Whether every number the question writes is in the model's name, its bracketed parts
 * included ("ipad pro 11 m5" → "iPad Pro 11-inch (M5)"), a number written apart from its
 * word counting as joined ("z flip 7" → "Z Flip7", "watch 7" → "Watch7").
 */
function modelNumbersAgree(model: string, query: string): boolean {
  const name = model.replace(/[()]/g, " ");
  return numbersAgree(name, query) || numbersAgree(name, query.replace(/\b([a-z]+)\s+(\d{1,2})\b/gi, "$1$2"));
}

export async function findDevices(input: FindDevicesInput): Promise<FindDevicesResult> {
  const carrier = input.carrier ? findCarrier(input.carrier)?.code : undefined;
  const types = [...(input.deviceTypes ?? []), ...(input.deviceType ? [input.deviceType] : [])];
  const lookup = {
    manufacturer: input.manufacturer,
    fiveGBand: input.fiveGBand,
    fiveG: input.fiveGOnly,
  };
  if (!input.query) {
    const rows = (
      await Promise.all(
        (types.length ? types : [undefined]).map((deviceType) =>
          findCertifiedDevicesForAssistant({ ...lookup, carrier, deviceType }),
        ),
      )
    ).flat();
    let found = rows;
    if (found.length === 0 && types.length === 1 && DEVICE_TYPE_FAMILIES[types[0]!]) {
      // Nothing of the one type: its family ("Kyocera phones" are rugged and flip phones).
      found = (
        await Promise.all(
          DEVICE_TYPE_FAMILIES[types[0]!]!.map((deviceType) =>
            findCertifiedDevicesForAssistant({ ...lookup, carrier, deviceType }),
          ),
        )
      ).flat();
    }
    const models = group(found).sort(
      (a, b) => a.manufacturer.localeCompare(b.manufacturer) || a.model.localeCompare(b.model),
    );
    return {
      filters: input,
      totalModels: models.length,
      exactMatch: false,
      certifiedOnCarrier: null,
      models: models.slice(0, input.limit ?? 25),
    };
  }
  // A model asked about by name: found on every carrier, so the answer can say where it is certified and where not.
  const rows = await findCertifiedDevicesForAssistant({ ...lookup, query: input.query });
  const scored = new Map<string, number>();
  const partial = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.manufacturer}\u0000${r.model}`;
    if (!modelNumbersAgree(r.model, input.query)) continue;
    scored.set(key, Math.max(scored.get(key) ?? 0, r.nameScore));
    partial.set(key, Math.max(partial.get(key) ?? 0, r.partScore));
  }
  let best = Math.max(0, ...scored.values());
  if (best < NAME_MATCH_THRESHOLD) {
    // No model's whole name is in the question; the question may be part of a name ("ipad air").
    const bestPart = Math.max(0, ...partial.values());
    if (bestPart >= PART_MATCH_THRESHOLD) {
      for (const [key, score] of partial) scored.set(key, score);
      best = bestPart;
    }
  }
  const all = group(rows);
  const keyOf = (m: DeviceModel) => `${m.manufacturer}\u0000${m.model}`;
  if (best >= NAME_MATCH_THRESHOLD && scored.size) {
    // The closest names; of names equally close, the most specific ("iPhone 16 Pro Max" over "iPhone 16" when both are written).
    const top = all
      .filter((m) => (scored.get(keyOf(m)) ?? 0) >= best - 0.02)
      .sort((a, b) => b.model.length - a.model.length);
    // Of those, the names with the fewest words the question leaves out ("s24" is the Galaxy S24, not the S24 Ultra);
    // of names that contain one another, the longest written in full ("iPhone 16 Pro Max", not also "iPhone 16").
    const written = new Set(modelWords(input.query));
    const unwritten = (m: DeviceModel) => modelWords(m.model).filter((w) => !written.has(w)).length;
    const fewest = Math.min(...top.map(unwritten));
    const closest = top.filter((m) => unwritten(m) === fewest);
    const keep = closest.filter(
      (m) => !closest.some((o) => o !== m && o.model.toLowerCase().startsWith(`${m.model.toLowerCase()} `)),
    );
    top.splice(0, top.length, ...keep);
    // Several models equally close ("ipad air": the 11-inch and the 13-inch) are all the answer.
    const models = top.slice(0, 5);
    return {
      filters: input,
      totalModels: models.length,
      exactMatch: true,
      certifiedOnCarrier: carrier ? models.every((m) => m.certifications.some((c) => c.carrier === carrier)) : null,
      models,
    };
  }
  // No model's name is in the question: the closest names, said to be only that.
  const closest = all.slice(0, 3);
  return { filters: input, totalModels: 0, exactMatch: false, certifiedOnCarrier: null, models: closest };
}
