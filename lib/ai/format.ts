import { carrierName } from "@/config/carriers";

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

/** A line saying how misspelt words of a name were read ("_Read "cascdae" as "cascade"._"), or nothing. */
export function readAsNote(corrected: { from: string; to: string }[] | undefined): string[] {
  if (!corrected?.length) return [];
  return ["", `_Read ${joinWords(corrected.map((c) => `"${c.from}" as "${c.to}"`))}._`];
}

/** A line saying which words were not read as a name ("_No deal or customer is named "chase": not a filter._"), or nothing. */
export function ignoredNote(ignored: string[] | undefined): string[] {
  if (!ignored?.length) return [];
  return [
    "",
    `_No deal or customer is named ${joinWords(ignored.map((w) => `"${w}"`))}, so ${ignored.length === 1 ? "it is" : "they are"} not a filter._`,
  ];
}
