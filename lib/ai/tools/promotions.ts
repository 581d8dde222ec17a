import "server-only";
import { z } from "zod";
import { CARRIER_IDS, carrierName } from "@/config/carriers";
import { currentPromotions, DEVICE_CATEGORIES } from "@/config/promotions";

const CATEGORY_IDS = DEVICE_CATEGORIES.map((c) => c.id) as [string, ...string[]];

export const listPromotionsSchema = z.object({
  carrier: z.enum(CARRIER_IDS).optional().describe("Carrier code: att, verizon or tmobile"),
  deviceType: z.enum(CATEGORY_IDS as [(typeof DEVICE_CATEGORIES)[number]["id"], ...(typeof DEVICE_CATEGORIES)[number]["id"][]]).optional()
    .describe("Device category: phones, tablets, hotspots, fixed_wireless or laptops"),
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

export type ListPromotionsResult = { asOf: string; filters: ListPromotionsInput; promotions: PromotionResult[] };

/** Carrier promotions still running today, optionally for one carrier and device category. */
export async function listPromotions(input: ListPromotionsInput, today: Date = new Date()): Promise<ListPromotionsResult> {
  const promotions = currentPromotions(today)
    .filter((p) => (!input.carrier || p.carrierId === input.carrier) && (!input.deviceType || p.deviceType === input.deviceType))
    .sort((a, b) => a.endDate.localeCompare(b.endDate))
    .map((p) => ({
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
  return { asOf: today.toISOString().slice(0, 10), filters: input, promotions };
}
