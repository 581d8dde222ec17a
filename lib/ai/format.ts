import { carrierName } from "@/config/carriers";

/** A day in an answer, written as every page of the portal writes it. */
export { formatDay as longDate } from "@/lib/format";

export function carrierLabel(code: string | null | undefined): string {
  return code ? carrierName(code) : "No carrier";
}

/** A plan as an answer names it: its carrier, then its name, without the carrier twice ("AT&T Control Center IoT", not "AT&T AT&T Control Center IoT"). */
export function planTitle(carrierName: string, plan: string): string {
  return plan.toLowerCase().startsWith(`${carrierName.toLowerCase()} `) ? plan : `${carrierName} ${plan}`;
}

/** "a, b and c". */
export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
