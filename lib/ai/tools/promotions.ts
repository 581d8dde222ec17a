import "server-only";
import { z } from "zod";
import { CARRIER_IDS, carrierName } from "@/config/carriers";
import { currentPromotions, DEVICE_CATEGORIES } from "@/config/promotions";
import { relaxedMatches, searchTexts } from "@/lib/db/queries/search";

const CATEGORY_IDS = DEVICE_CATEGORIES.map((c) => c.id) as [string, ...string[]];

export const listPromotionsSchema = z.object({
  carrier: z.enum(CARRIER_IDS).optional().describe("Carrier code: att, verizon or tmobile"),
  deviceType: z
    .enum(CATEGORY_IDS as [(typeof DEVICE_CATEGORIES)[number]["id"], ...(typeof DEVICE_CATEGORIES)[number]["id"][]])
    .optional()
    .describe("Device category: phones, tablets, hotspots, fixed_wireless or laptops"),
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Words about the offer or device, e.g. 'Galaxy S25', 'iPhone 17', 'port-in'"),
  endsFrom: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Only offers ending on or after this day (yyyy-MM-dd)"),
  endsBefore: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Only offers ending before this day (yyyy-MM-dd)"),
  endsBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Only offers ending on or before this day (yyyy-MM-dd)"),
  soonestOnly: z.boolean().optional().describe("Only the offer(s) ending first"),
});
export type ListPromotionsInput = z.infer<typeof listPromotionsSchema>;

export type PromotionResult = {
  id: string;
  carrier: string;
  carrierName: string;
  deviceType: string;
  deviceTypeLabel: string;
  title: string;
  description: string;
  value: string;
  endDate: string;
  requirements: string[];
};

export type ListPromotionsResult = {
  asOf: string;
  filters: ListPromotionsInput;
  promotions: PromotionResult[];
};

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
