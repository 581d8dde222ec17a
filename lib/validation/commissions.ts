/** Commission payloads (plan rows), shared by the settings form and the server. */
import { z } from "zod";
import { CARRIER_CODES } from "@/config/carriers";
import { COMMISSION_PRODUCTS } from "@/lib/commissions/model";

const number = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max}`),
  );

export const commissionPlanSchema = z.object({
  carrier: z.enum(CARRIER_CODES, { message: "Carrier is required" }),
  product: z.enum(COMMISSION_PRODUCTS, { message: "Product type is required" }),
  upfrontMultiple: number("Upfront multiple", 50),
  residualPercent: number("Residual percentage", 100),
  chargebackDays: number("Chargeback window", 3650).pipe(z.number().int("Chargeback window must be whole days")),
  effectiveFrom: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Effective date must be a date")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Effective date must be a date"),
});
export type CommissionPlanInput = z.infer<typeof commissionPlanSchema>;
