/**
 * What a line is, from what its statement prints: the kind of device (by the
 * words and model families carriers sell: hotspots, tablets and laptops,
 * watches, phones) and the kind of plan (data-only and wearable plans by their
 * names). A hotspot, tablet or watch line is never a voice line, whatever its
 * plan's name says; a device's model is never a plan's name.
 */
import type { BillLineType } from "./analysis-schema";

export type DeviceKind = "hotspot" | "tablet" | "watch" | "phone";

/** Mobile hotspots, routers and modems: the generic words and the model families sold on business lines. */
const HOTSPOT =
  /\bhot\s?-?spots?\b|\bmi-?fi\b|\bjetpack\b|\bnighthawk\b|\binseego\b|\borbic\s+speed\b|\bfranklin\s+(?:wireless|a50|t\d+|rg\d+)|\bmoxee\b|\bwi-?fi\s+(?:router|device)\b|\bpocket\s+wi-?fi\b|\b(?:5g\s+)?(?:router|modem|gateway)\b|\bcradlepoint\b|\bsierra\s+wireless\b|\bunite\s+(?:explore|express|pro)\b/i;
/** Tablets and laptops (data-only lines). */
const TABLET =
  /\bi-?pad\b|\btablets?\b|\bgalaxy\s+tab\b|\btab\s+[as]\d|\blenovo\s+tab\b|\bsurface\s+(?:pro|go|laptop)\b|\blaptops?\b|\bthinkpad\b|\bchromebook\b|\bnotebook\b|\bkindle\b/i;
/** Watches and other wearables. */
const WATCH =
  /\bwatch(?:es)?\b|\bwearables?\b|\bsmart\s?watch\b|\bgizmo\s?watch\b|\bnumber\s?sync\b|\bnumber\s?share\b|\bpaired\s+(?:device|line)\b/i;
/** Phone model families. */
const PHONE =
  /\bi-?phone\b|\bgalaxy\s+(?:s|z|a|note|xcover)\s?\d*\b|\bgalaxy\s+(?:fold|flip)\b|\bpixel\s+\d+[a-z]?\b|\bpixel\s+(?:fold|pro)\b|\bmoto(?:rola)?\s+(?:g|edge|razr)\b|\brazr\b|\bkyocera\b|\bdura(?:force|xv)\b|\bsonim\b|\bcat\s+s\d+\b|\bnokia\b|\bhandset\b|\bsmartphone\b/i;

/** The kind of a device by its name ("Netgear Nighthawk M6", "iPad (10th gen)", "Apple Watch SE"), or null. */
export function deviceKind(name: string | null | undefined): DeviceKind | null {
  const text = name ?? "";
  if (!text.trim()) return null;
  if (WATCH.test(text)) return "watch";
  if (HOTSPOT.test(text)) return "hotspot";
  if (TABLET.test(text)) return "tablet";
  if (PHONE.test(text)) return "phone";
  return null;
}

/** Words only a plan's name holds: a name with one of them is a plan even when it names a device ("Tablet"). */
const PLAN_WORDS =
  /\bunlimited\b|\bunl\b|\bplans?\b|\bessentials\b|\bgo5g\b|\bmagenta\b|\bconnect\b|\bshare\b|\bpool(?:ed)?\b|\baccess\b|\bstart(?:er)?\b|\belite\b|\bperformance\b|\d+\s*(?:gb|mb)\b|\bdata\b|\bvoice\b|\btalk\b|\btext\b|\bbusiness\s+(?:internet|essentials)\b/i;
/** A model name: a brand or family with its model (not a generic word such as "tablet" or "hotspot"). */
const MODEL =
  /\bi-?phone\b|\bi-?pad\b|\bgalaxy\b|\bpixel\b|\bmoto(?:rola)?\b|\brazr\b|\bnighthawk\b|\bjetpack\b|\binseego\b|\borbic\b|\bfranklin\b|\bapple\s+watch\b|\bsurface\b|\bthinkpad\b|\bkyocera\b|\bsonim\b|\bnokia\b/i;

/** Whether a name read where a plan's stands is a device's model ("iPhone 16 Pro Max", "Pixel 9"). */
export function isDeviceModel(name: string): boolean {
  return MODEL.test(name) && !PLAN_WORDS.test(name);
}

/** Whether a name says only what kind of device a line is ("Smartphone", "Tablet", "Smartwatch"): no plan, no model. */
export function namesOnlyDeviceKind(name: string): boolean {
  if (deviceKind(name) === null || PLAN_WORDS.test(name) || MODEL.test(name)) return false;
  // Nothing but the kind's words: not "Business Wearable Line", a plan named for its kind of device.
  const rest = name.replace(KIND_WORDS, " ");
  return /^(?:[\s\-–/()]|\b(?:mobile|basic|smart|wireless|cellular|device|[45]g|lte)\b)*$/i.test(rest);
}

/**
 * Whether words say only what type of line it is ("Voice", "Voice line", "Mobile Internet", "Wearable",
 * "Smartphone"): the line's type as a statement prints it beside its number, no plan's name.
 */
export function namesOnlyLineType(name: string): boolean {
  return (
    namesOnlyDeviceKind(name) ||
    /^\W*(?:voice|data(?:\s+only)?|wearable|mobile\s+internet|connected\s+device)(?:\s+line)?\W*$/i.test(name)
  );
}

/** Every word that says a kind of device. */
const KIND_WORDS = new RegExp([WATCH, HOTSPOT, TABLET, PHONE].map((r) => r.source).join("|"), "gi");

/** Data-only plans by their names ("DataConnect 30GB", "Tablet Start", "Mobile Internet"). */
const DATA_PLAN =
  /\bdata\s?-?connect\b|\bdata[\s-]+(?:only|plan|device|line)\b|\bconnected\s+(?:device|car|laptop)\b|\btablets?\b|\blaptops?\b|\bhot\s?spots?\b|\bmobile\s+internet\b|\bmi-?fi\b|\bjetpack\b|\bbroadband\b|\bmodem\b|\binternet\b/i;
const WEARABLE_PLAN = /\bwatch\b|\bwearables?\b|\bnumber\s?sync\b|\bnumber\s?share\b|\bsmart\s?watch\b/i;

/**
 * A line's type from its device first (a hotspot, tablet or watch line is never voice), then its
 * catalogue plan's type, then its plan's name; a phone otherwise.
 */
export function lineTypeFrom(
  planName: string,
  deviceName: string | null | undefined,
  catalogPlanType: string | undefined,
): BillLineType {
  const device = deviceKind(deviceName);
  if (device === "watch") return "wearable";
  if (device === "hotspot" || device === "tablet") return "mobile_internet";
  if (catalogPlanType) {
    if (catalogPlanType === "Wearable") return "wearable";
    if (["Data Only", "Hotspot", "Fixed Wireless", "IoT"].includes(catalogPlanType)) return "mobile_internet";
    if (catalogPlanType === "Unlimited") return "voice";
  }
  if (WEARABLE_PLAN.test(planName)) return "wearable";
  if (DATA_PLAN.test(planName)) return "mobile_internet";
  return "voice";
}
