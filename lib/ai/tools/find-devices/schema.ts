import { z } from "zod";
import { CARRIER_IDS } from "@/config/carriers";

export const findDevicesSchema = z.object({
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      "A model's name as written, typos allowed, e.g. 'iPhone 16 Pro' or 'galxy s25': the closest model (every number in its name must be in the query)",
    ),
  manufacturer: z.string().trim().max(60).optional(),
  carrier: z
    .enum(CARRIER_IDS)
    .optional()
    .describe(
      "With a query: whether the model is certified on this carrier (att, verizon or tmobile); without: only devices certified on it",
    ),
  deviceType: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("Device type as catalogued, e.g. Phone, Tablet, Hotspot, Router, Smartwatch"),
  deviceTypes: z.array(z.string().trim().max(40)).max(6).optional().describe("Several device types (any of them)"),
  fiveGBand: z
    .string()
    .trim()
    .regex(/^n?\d{1,3}$/i, "A 5G band looks like n77")
    .optional()
    .describe("Only devices with this 5G NR band, e.g. n77"),
  fiveGOnly: z.boolean().optional().describe("Only devices with 5G"),
  limit: z.number().int().min(1).max(25).optional().describe("At most this many models (default 10)"),
});
export type FindDevicesInput = z.infer<typeof findDevicesSchema>;

export type DeviceCertification = {
  carrier: string;
  carrierName: string;
  network: string | null;
  bands: string | null;
  fiveGBands: string | null;
};

export type DeviceModel = {
  manufacturer: string;
  model: string;
  deviceType: string;
  deviceSub: string | null;
  os: string | null;
  supports5G: boolean;
  certifications: DeviceCertification[];
};

export type FindDevicesResult = {
  filters: FindDevicesInput;
  totalModels: number;
  /** With a query: whether a model's name matched it (else `models` are the closest names, not matches). */
  exactMatch: boolean;
  /** With a query and a carrier: whether the matched model is certified on that carrier. */
  certifiedOnCarrier: boolean | null;
  models: DeviceModel[];
};

export const findDevicesTool = {
  name: "findDevices",
  description:
    "Find certified devices by manufacturer/model words, carrier, device type or 5G band. Returns each model with the carriers that certify it, its LTE bands and 5G bands.",
  parameters: findDevicesSchema,
} as const;
