/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { closestOffer } from "@/lib/ai/offline/answer";
import { ignoredNote, readAsNote } from "@/lib/ai/format";
import type { LookupCustomersResult } from "./schema";

export function answer(r: LookupCustomersResult): string {
  const f = r.filters;
  const place = [f.city, f.state].filter(Boolean).join(", ");
  const subject = `customer${r.total === 1 ? "" : "s"}${f.query ? ` matching "${f.query}"` : ""}${place ? ` in ${place}` : ""}${f.assignedToMe ? " assigned to you" : ""}`;
  if (r.total === 0) {
    const none = `There are no matching customers: your company has no ${subject.replace(/^customer /, "customers ")}.`;
    return [
      closestOffer(
        none,
        "customers",
        r.closest.map((c) => `**${c.companyName}**, contact ${c.name}`),
      ),
      ...ignoredNote(r.ignored),
    ].join("\n");
  }
  const lines = [`Your company has **${r.total} ${subject}**:`, ""];
  for (const c of r.customers) {
    const place = c.city && c.state ? `${c.city}, ${c.state}` : (c.city ?? c.state ?? "");
    lines.push(
      `- **${c.companyName}**, contact ${c.name}${c.email ? ` (${c.email}` : ""}${c.phone ? `${c.email ? ", " : " ("}${c.phone}` : ""}${c.email || c.phone ? ")" : ""}` +
        `${place ? ` in ${place}` : ""}${c.industry ? `; ${c.industry}` : ""}${c.size ? `, ${c.size} employees` : ""}; assigned to ${c.assignedTo ?? "nobody"}; ${c.openDeals} open deal${c.openDeals === 1 ? "" : "s"}.` +
        (c.notes && r.total <= 3 ? ` Notes: ${c.notes}` : ""),
    );
  }
  if (r.total > r.customers.length)
    lines.push("", `Showing ${r.customers.length} of ${r.total}; the full list is on the Customers page.`);
  lines.push(...readAsNote(r.corrected), ...ignoredNote(r.ignored));
  return lines.join("\n");
}
