/** The offline model's answer from this tool's result, in markdown (it reads the result; it knows no price). */
import { carrierLabel, joinWords } from "@/lib/ai/format";
import type { FindDevicesResult } from "./schema";

function certificationLines(m: FindDevicesResult["models"][number]): string[] {
  return m.certifications.map(
    (c) =>
      `- **${c.carrierName}**: network ${c.network ?? "—"}; LTE bands ${c.bands ?? "—"}` +
      (c.fiveGBands ? `; 5G bands ${c.fiveGBands}` : "; LTE only"),
  );
}

const ALL_CARRIERS = ["AT&T", "Verizon", "T-Mobile"];

export function answer(r: FindDevicesResult): string {
  const f = r.filters;
  const types = [...(f.deviceTypes ?? []), ...(f.deviceType ? [f.deviceType] : [])];
  if (f.query) {
    if (!r.exactMatch) {
      const closest = r.models.map((m) => `- ${m.manufacturer} ${m.model} (${m.deviceType})`);
      return [
        `No: I couldn't find "${f.query}" in our certified device list, so I can't say it is certified${f.carrier ? ` on ${carrierLabel(f.carrier)}` : ""}.`,
        ...(closest.length ? ["", "The closest names in the list are:", "", ...closest] : []),
        "",
        "_From our certified device list._",
      ].join("\n");
    }
    const out: string[] = [];
    for (const m of r.models) {
      const name = `${m.manufacturer} ${m.model}`;
      const on = m.certifications.map((c) => c.carrierName);
      const off = ALL_CARRIERS.filter((c) => !on.includes(c));
      if (f.carrier) {
        const asked = carrierLabel(f.carrier);
        out.push(
          on.includes(asked)
            ? `Yes: the **${name}** (${m.deviceType}) is certified on **${asked}**.`
            : `No: the **${name}** (${m.deviceType}) is not certified on ${asked}. It is certified on **${joinWords(on)}**.`,
        );
      } else {
        out.push(
          `The **${name}** (${m.deviceType}${m.os ? `, ${m.os}` : ""}) is certified on **${joinWords(on)}**.${off.length ? ` It is not certified on ${joinWords(off)}.` : ""}`,
        );
      }
      out.push("", ...certificationLines(m), "");
    }
    out.push("_From our certified device list._");
    return out.join("\n");
  }
  const where = [
    f.manufacturer ?? null,
    types.length ? types.join(" / ") : null,
    "devices",
    f.carrier ? `certified on ${carrierLabel(f.carrier)}` : null,
    f.fiveGBand ? `with 5G band ${f.fiveGBand.toLowerCase()}` : f.fiveGOnly ? "with 5G" : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (r.models.length === 0) return `I found no ${where} in our certified device list.`;
  return [
    `I found **${r.totalModels}** ${where}${r.totalModels > r.models.length ? `; here are ${r.models.length}` : ""}:`,
    "",
    "| Device | Type | Carriers | 5G bands |",
    "|---|---|---|---|",
    ...r.models.map(
      (m) =>
        `| ${m.manufacturer} ${m.model} | ${m.deviceType} | ${m.certifications.map((c) => c.carrierName).join(", ")} | ${
          [...new Set(m.certifications.map((c) => c.fiveGBands).filter(Boolean))].join(" / ") || "LTE only"
        } |`,
    ),
    "",
    "_From our certified device list._",
  ].join("\n");
}
