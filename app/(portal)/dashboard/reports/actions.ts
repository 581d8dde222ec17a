"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import type { CustomerReportRow } from "@/lib/db/queries/customers";
import type { DealExportRow } from "@/lib/db/queries/deals";
import {
  getActivityReport,
  getCustomerReport,
  getDealsReport,
  getPerformanceReport,
  type ActivityRow,
  type PerformanceRow,
} from "@/lib/db/queries/reports";
import { getCommissionsReport } from "@/lib/db/queries/statements";
import type { CommissionReportRow } from "@/lib/commissions/report";
import { reportRequestSchema, resolveReportRange } from "@/lib/validation/reports";

export type ReportData =
  | { type: "deals"; rows: DealExportRow[] }
  | { type: "customers"; rows: CustomerReportRow[] }
  | { type: "activity"; rows: ActivityRow[] }
  | { type: "performance"; rows: PerformanceRow[] }
  | { type: "commissions"; rows: CommissionReportRow[] };

/** The company's rows of one report for the chosen date range. */
export async function reportDataAction(input: unknown): Promise<ActionResult<ReportData>> {
  return runAction(reportRequestSchema, input, async (request): Promise<ReportData> => {
    const agent = await requireAgent();
    const range = resolveReportRange(request);
    switch (request.type) {
      case "deals":
        return { type: "deals", rows: await getDealsReport(agent.companyId, range) };
      case "customers":
        return { type: "customers", rows: await getCustomerReport(agent.companyId, range) };
      case "activity":
        return { type: "activity", rows: await getActivityReport(agent.companyId, range) };
      case "performance":
        return { type: "performance", rows: await getPerformanceReport(agent.companyId, range) };
      case "commissions":
        return { type: "commissions", rows: await getCommissionsReport(agent.companyId, range) };
    }
  });
}
