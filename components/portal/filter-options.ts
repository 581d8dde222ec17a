import { CARRIERS } from "@/config/carriers";
import { DEVICE_CATEGORIES } from "@/config/promotions";
import type { Option } from "./field-select";

/** Carrier filter of the portal's lists: every carrier, or one. */
export const CARRIER_FILTER_OPTIONS: readonly Option[] = [
  { value: "all", label: "All Carriers" },
  ...CARRIERS.map((c) => ({ value: c.id, label: c.name })),
];

/** Every carrier by its code (deals, commission plans, statements, renewals and devices store the code). */
export const CARRIER_CODE_OPTIONS: readonly Option[] = CARRIERS.map((c) => ({ value: c.code, label: c.name }));

/** Device filter of the portal's lists: every device category, or one. */
export const DEVICE_FILTER_OPTIONS: readonly Option[] = [
  { value: "all", label: "All Devices" },
  ...DEVICE_CATEGORIES.map((d) => ({ value: d.id, label: d.label })),
];
