import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";
import { DEVICE_CATEGORIES } from "@/config/promotions";

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

export const listPromotionsTool = {
  name: "listPromotions",
  description:
    "List current carrier promotions (ending soonest first) by carrier, device category, words about the offer or device, and end date.",
  parameters: listPromotionsSchema,
} as const;
