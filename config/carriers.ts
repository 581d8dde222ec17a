/**
 * The three carriers. Rate plans store lowercase codes (att, verizon, tmobile); devices
 * and deals store uppercase ones (ATT, VERIZON, TMOBILE), as the spec does.
 */
export const CARRIERS = [
  { id: "att", code: "ATT", name: "AT&T" },
  { id: "verizon", code: "VERIZON", name: "Verizon" },
  { id: "tmobile", code: "TMOBILE", name: "T-Mobile" },
] as const;

export type CarrierId = (typeof CARRIERS)[number]["id"];
export type CarrierCode = (typeof CARRIERS)[number]["code"];

export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]];
export const CARRIER_CODES = CARRIERS.map((c) => c.code) as [CarrierCode, ...CarrierCode[]];

/** Finds a carrier by either spelling of its code (att / ATT …). */
export function findCarrier(value: string | null | undefined) {
  const v = (value ?? "").trim().toLowerCase();
  return CARRIERS.find((c) => c.id === v || c.code.toLowerCase() === v);
}

export function carrierName(value: string | null | undefined): string {
  return findCarrier(value)?.name ?? value ?? "";
}
