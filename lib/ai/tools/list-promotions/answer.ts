/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { carrierLabel } from "@/lib/ai/format";
import { formatDay } from "@/lib/format";
import type { ListPromotionsResult } from "./schema";

export function answer(r: ListPromotionsResult): string {
  const f = r.filters;
  const scope = [f.carrier ? carrierLabel(f.carrier) : null, f.deviceType ? f.deviceType.replace("_", " ") : null]
    .filter(Boolean)
    .join(" ");
  const about = f.query ? ` for "${f.query}"` : "";
  const ending = f.endsBefore
    ? ` ending before ${formatDay(f.endsBefore)}`
    : f.endsBy
      ? ` ending by ${formatDay(f.endsBy)}`
      : "";
  if (r.promotions.length === 0) {
    return `There are no current ${scope ? `${scope} ` : ""}promotions${about}${ending} as of ${formatDay(r.asOf)}. Ask for a carrier's or a device type's promotions to see what is running.`;
  }
  const n = r.promotions.length;
  const lines = f.soonestOnly
    ? [`The promotion${n === 1 ? "" : "s"} ending first (${formatDay(r.promotions[0]!.endDate)}):`, ""]
    : [
        `There ${n === 1 ? "is" : "are"} **${n}** current ${scope ? `${scope} ` : ""}promotion${n === 1 ? "" : "s"}${about}${ending} as of ${formatDay(r.asOf)}, ending soonest first:`,
        "",
      ];
  for (const p of r.promotions) {
    lines.push(
      `- **${p.title}** (${p.carrierName}, ${p.deviceTypeLabel}): ${p.value}. ${p.description} Ends ${formatDay(p.endDate)}. Requires: ${p.requirements.join("; ")}.`,
    );
  }
  return lines.join("\n");
}
