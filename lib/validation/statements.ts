/** Commission statement upload fields (besides the file), shared by the form and the server. */
import { z } from "zod";
import { CARRIER_CODES } from "@/config/carriers";

const column = z.string().trim().min(1).max(200);

export const columnMapSchema = z.object({
  reference: column,
  amount: column,
  paidOn: column.optional(),
  kind: column.optional(),
});

export const statementUploadSchema = z
  .object({
    sourceId: z.string().uuid().optional(),
    sourceName: z.string().trim().max(120).optional(),
    carrier: z.union([z.enum(CARRIER_CODES), z.literal("")]).optional(),
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose the month the statement pays for"),
    columnMap: z
      .string()
      .max(2000)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        try {
          const parsed = columnMapSchema.safeParse(JSON.parse(v));
          if (parsed.success) return parsed.data;
        } catch {
          // reported below
        }
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: "Choose the columns for the deal reference and the amount",
        });
        return z.NEVER;
      }),
  })
  .refine((v) => v.sourceId || (v.sourceName && v.sourceName.length > 0), {
    message: "Choose a statement source or name a new one",
    path: ["sourceName"],
  });
export type StatementUploadFields = z.infer<typeof statementUploadSchema>;
