/** Renewals radar query (URL parameters of the Renewals page and its export). */
import { z } from "zod";
import { CARRIER_CODES } from "@/config/carriers";
import { RENEWAL_KINDS } from "@/lib/renewals/kinds";

export const renewalsQuerySchema = z.object({
  within: z.preprocess(
    (v) => (v === undefined || v === "" ? 30 : Number(v)),
    z.union([z.literal(30), z.literal(60), z.literal(90)]),
  ),
  kind: z.enum(["all", ...RENEWAL_KINDS]).default("all"),
  carrier: z.enum(["all", ...CARRIER_CODES]).default("all"),
});
export type RenewalsQuery = z.infer<typeof renewalsQuerySchema>;

/** Reads the page's URL parameters, falling back to the defaults on anything unknown. */
export function parseRenewalsQuery(params: Record<string, string | string[] | undefined>): RenewalsQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const shape = renewalsQuerySchema.shape;
  return {
    within: shape.within.safeParse(one(params.within)).data ?? 30,
    kind: shape.kind.safeParse(one(params.kind)).data ?? "all",
    carrier: shape.carrier.safeParse(one(params.carrier)).data ?? "all",
  };
}
