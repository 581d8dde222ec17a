/** How the offline model reads a question about carrier offers into listPromotions' arguments. */
import type { CarrierId } from "@/config/carriers";
import type { DeviceCategory } from "@/config/promotions";
import type { ListPromotionsInput } from "./schema";
import { escapeRegExp, parseDateRange } from "@/lib/lang/dates";
import { findDeviceTypes } from "@/lib/lang/lines";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import { BRANDS, MODEL_WORD } from "@/lib/ai/offline/reading";

export function promotionsCall(
  t: string,
  today: Date,
  carrier: CarrierId | undefined,
  category: DeviceCategory | undefined,
): Extract<PlannedCall, { toolName: "listPromotions" }> {
  const args: ListPromotionsInput = {};
  if (carrier) args.carrier = carrier;
  if (category) args.deviceType = category;
  const about: string[] = [];
  const device = new RegExp(`${BRANDS.source}(?:\\s+${MODEL_WORD}){0,3}`, "i").exec(t);
  // Words of a device's name, singular as the offers write them ("ipads" → "ipad").
  if (device)
    about.push(
      device[0]
        .trim()
        .replace(/\b(iphone|ipad|pixel|galax(?:y|ie)|razr|android|tablet|phone|watch(?:e)?)s\b/g, (_, w: string) =>
          w.replace(/^galaxie$/, "galaxy").replace(/^watche$/, "watch"),
        ),
    );
  if (
    /\bport(?:ing|s|ed)?[\s-]?in\b|\bport(?:ing)? (?:over|their numbers?)|\bswitch(?:ing|ers)? from another carrier|\bfrom another carrier\b|\b(?:switch|port|mov|com)\w*\s+(?:over\s+)?to\s+(?:at&t|att|verizon|t-mobile|tmobile|t mobile|us)\b/.test(
      t,
    )
  )
    about.push("port-in");
  // A kind of device the offers' categories do not cover (watches, routers): its name.
  const types = findDeviceTypes(t);
  if (!device && !category && types.length) about.push(types[0]!.toLowerCase());
  if (/\btrade[\s-]?ins?\b/.test(t)) about.push("trade-in");
  if (/\bnew (?:lines?|customers?|activations?)\b|\badd(?:ing)? (?:a )?lines?\b/.test(t)) about.push("new line");
  if (/\bupgrad\w*/.test(t)) about.push("upgrade");
  if (about.length) args.query = about.join(" ");
  if (
    /\b(?:expir\w*|end\w*|run\w* out|last\w*)\s+(?:the\s+)?(?:first|soonest|next\b(?!\s+(?:\d+\s+|few\s+|couple\s+(?:of\s+)?)?(?:days?|weeks?|wks?|months?|mos?|quarters?|qtrs?|years?|yrs?|fortnight|\d)))\b|\b(?:first|soonest|next) to (?:expire|end)\b/.test(
      t,
    )
  )
    args.soonestOnly = true;
  else if (
    /\b(?:expir\w*|end\w*|until|through|good (?:until|through)|valid|run\w* out|finish\w*|wrap\w* up|stop\w*|over by|gone by)\b/.test(
      t,
    )
  ) {
    const range = parseDateRange(t, today);
    if (range) {
      // "ending before March": before the date asked ("push before they go" says nothing of a date);
      // "before the end of December": by its last day.
      const phrase = range.phrase ? escapeRegExp(range.phrase) : undefined;
      const before = phrase
        ? new RegExp(`\\bbefore\\s+(?:the\\s+)?(?:(end)\\s+(?:of\\s+)?(?:the\\s+)?)?${phrase}`).exec(t)
        : /\bbefore\b/.exec(t);
      if (before?.[1] && range.to) args.endsBy = range.to;
      else if (before && range.from) args.endsBefore = range.from;
      else {
        if (range.to) args.endsBy = range.to;
        if (range.from && !/\bby\b/.test(t)) args.endsFrom = range.from;
      }
    }
  }
  return { toolName: "listPromotions", args };
}
