/** The Reports page: report types and date ranges, shared by the page and its server action. */
import { z } from "zod";

export const REPORT_TYPES = ["deals", "customers", "activity", "performance", "commissions"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_RANGES = ["30", "90", "all", "custom"] as const;
export type ReportRangeChoice = (typeof REPORT_RANGES)[number];
export const REPORT_RANGE_LABELS: Record<ReportRangeChoice, string> = {
  "30": "Last 30 Days",
  "90": "Last 90 Days",
  all: "All Time",
  custom: "Custom Range",
};

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date");

export const reportRequestSchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    range: z.enum(REPORT_RANGES).default("30"),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((r) => r.range !== "custom" || (r.from && r.to), {
    message: "Choose both dates of the custom range",
    path: ["from"],
  })
  .refine((r) => r.range !== "custom" || !r.from || !r.to || r.from <= r.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The request's range as [from, to): the last N days up to now, all time, or whole calendar days (UTC). */
export function resolveReportRange(
  request: ReportRequest,
  now: Date = new Date(),
): { from: Date | null; to: Date | null } {
  switch (request.range) {
    case "30":
      return { from: new Date(now.getTime() - 30 * DAY_MS), to: null };
    case "90":
      return { from: new Date(now.getTime() - 90 * DAY_MS), to: null };
    case "all":
      return { from: null, to: null };
    case "custom": {
      const from = new Date(`${request.from}T00:00:00Z`);
      const to = new Date(new Date(`${request.to}T00:00:00Z`).getTime() + DAY_MS);
      return { from, to };
    }
  }
}
