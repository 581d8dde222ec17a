import "server-only";
import { carrierName } from "@/config/carriers";
import { currentPromotions, DEVICE_CATEGORIES } from "@/config/promotions";
import { relaxedMatches, searchTexts } from "@/lib/db/queries/search";
import type { ListPromotionsInput, ListPromotionsResult } from "./schema";

/** Carrier promotions still running today, by carrier, device category, words and end date, ending soonest first. */
export async function listPromotions(
  input: ListPromotionsInput,
  today: Date = new Date(),
): Promise<ListPromotionsResult> {
  let running = currentPromotions(today)
    .filter(
      (p) =>
        (!input.carrier || p.carrierId === input.carrier) &&
        (!input.deviceType || p.deviceType === input.deviceType) &&
        (!input.endsFrom || p.endDate >= input.endsFrom) &&
        (!input.endsBefore || p.endDate < input.endsBefore) &&
        (!input.endsBy || p.endDate <= input.endsBy),
    )
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
  if (input.query) {
    const found = await searchTexts(
      running.map((p) => ({
        id: p.id,
        name: p.title,
        text: `${p.title} ${p.description} ${p.requirements.join(" ")}`,
      })),
      input.query,
    );
    const { mode, rows } = relaxedMatches(found);
    const ids = new Set(rows.map((r) => r.id));
    // Offers that share only a word with the query, or come close to its words only with typos, are not about it.
    running = mode === "any" || mode === "fuzzy" ? [] : running.filter((p) => ids.has(p.id));
  }
  if (input.soonestOnly && running[0]) running = running.filter((p) => p.endDate === running[0]!.endDate);
  const describe = (list: typeof running) =>
    list.map((p) => ({
      id: p.id,
      carrier: p.carrierId,
      carrierName: carrierName(p.carrierId),
      deviceType: p.deviceType,
      deviceTypeLabel: DEVICE_CATEGORIES.find((c) => c.id === p.deviceType)?.label ?? p.deviceType,
      title: p.title,
      description: p.description,
      value: p.value,
      endDate: p.endDate,
      requirements: p.requirements,
    }));
  return { asOf: today.toISOString().slice(0, 10), filters: input, promotions: describe(running) };
}
