/** Column layouts of the deals export (the product's fixed column order), the reports and the renewals export. */
import { excelDay } from "@/lib/exports/cells";
import { DATE_FORMAT, USD_FORMAT } from "@/lib/exports/xlsx";
import { formatDay } from "@/lib/format";
import { DEAL_STATUS_LABELS } from "@/lib/validation/deals";
import type { CustomerReportRow } from "@/lib/db/queries/customers";
import type { DealExportRow } from "@/lib/db/queries/deals";
import type { ActivityRow, PerformanceRow } from "@/lib/db/queries/reports";
import type { RenewalRow } from "@/lib/db/queries/renewals";
import { carrierName } from "@/config/carriers";
import { RENEWAL_KIND_LABELS } from "@/lib/renewals/kinds";
import { OUTCOME_LABELS, type ReconLine } from "@/lib/commissions/reconcile";
import type { CommissionReportRow } from "@/lib/commissions/report";
import type { ExportColumn } from "./workbook-export";

export const DEAL_EXPORT_COLUMNS: ExportColumn<DealExportRow>[] = [
  { header: "Deal Title", value: (d) => d.title, width: 40 },
  { header: "Customer", value: (d) => d.customer, width: 30 },
  { header: "Status", value: (d) => DEAL_STATUS_LABELS[d.status] ?? d.status },
  { header: "Value", value: (d) => d.value, format: USD_FORMAT, width: 14 },
  { header: "Close Date", value: (d) => excelDay(d.closeDate), format: DATE_FORMAT, width: 14 },
  { header: "Probability", value: (d) => d.probability },
  { header: "Carrier", value: (d) => carrierName(d.carrier) },
  { header: "Product Type", value: (d) => d.productType, width: 16 },
  { header: "Monthly Revenue", value: (d) => d.monthlyRevenue, format: USD_FORMAT, width: 16 },
  { header: "One Time Revenue", value: (d) => d.oneTimeRevenue, format: USD_FORMAT, width: 17 },
  { header: "Total Revenue", value: (d) => d.totalRevenue, format: USD_FORMAT, width: 15 },
  { header: "Assigned To", value: (d) => d.assignedTo },
  { header: "Created At", value: (d) => excelDay(d.createdDay), format: DATE_FORMAT, width: 14 },
];

export const CUSTOMER_REPORT_COLUMNS: ExportColumn<CustomerReportRow>[] = [
  { header: "Name", value: (c) => c.name, width: 24 },
  { header: "Company", value: (c) => c.companyName, width: 30 },
  { header: "Email", value: (c) => c.email, width: 32 },
  { header: "Phone", value: (c) => c.phone, width: 16 },
  { header: "City", value: (c) => c.city },
  { header: "State", value: (c) => c.state },
  { header: "Industry", value: (c) => c.industry, width: 18 },
  { header: "Size", value: (c) => c.size },
  { header: "Assigned To", value: (c) => c.assignedTo },
  { header: "Added", value: (c) => formatDay(c.createdDay) },
];

export const ACTIVITY_REPORT_COLUMNS: ExportColumn<ActivityRow>[] = [
  { header: "Date", value: (a) => `${formatDay(a.at)} ${a.at.slice(11)} UTC`, width: 22 },
  { header: "Deal", value: (a) => a.dealTitle, width: 40 },
  { header: "Customer", value: (a) => a.customer, width: 30 },
  { header: "From Status", value: (a) => (a.fromStatus ? DEAL_STATUS_LABELS[a.fromStatus] : "Created") },
  { header: "To Status", value: (a) => DEAL_STATUS_LABELS[a.toStatus] ?? a.toStatus },
  { header: "Changed By", value: (a) => a.actor },
];

export const PERFORMANCE_REPORT_COLUMNS: ExportColumn<PerformanceRow>[] = [
  { header: "Agent", value: (p) => p.agent, width: 18 },
  { header: "Deals", value: (p) => p.deals },
  { header: "Won", value: (p) => p.won },
  { header: "Lost", value: (p) => p.lost },
  { header: "Won Value", value: (p) => p.wonValue, format: USD_FORMAT, width: 16 },
  { header: "Win Rate", value: (p) => p.winRate, format: "0.0%" },
];

export const RENEWAL_EXPORT_COLUMNS: ExportColumn<RenewalRow>[] = [
  { header: "Date", value: (r) => formatDay(r.day), width: 14 },
  { header: "Days Left", value: (r) => r.daysLeft },
  { header: "What", value: (r) => RENEWAL_KIND_LABELS[r.kind], width: 24 },
  { header: "Deal", value: (r) => r.title, width: 40 },
  { header: "Customer", value: (r) => r.customer, width: 30 },
  { header: "Carrier", value: (r) => carrierName(r.carrier) },
  { header: "Monthly Revenue", value: (r) => r.monthlyRevenue, format: USD_FORMAT, width: 16 },
  { header: "Assigned To", value: (r) => r.assignedTo },
];

export const DISCREPANCY_EXPORT_COLUMNS: ExportColumn<ReconLine>[] = [
  { header: "Outcome", value: (l) => OUTCOME_LABELS[l.outcome], width: 20 },
  { header: "Deal", value: (l) => l.title, width: 40 },
  { header: "Statement Reference", value: (l) => l.reference, width: 36 },
  { header: "Expected", value: (l) => l.expected, format: USD_FORMAT, width: 14 },
  { header: "Paid", value: (l) => l.paid, format: USD_FORMAT, width: 14 },
  { header: "Difference", value: (l) => l.difference, format: USD_FORMAT, width: 14 },
  { header: "Statement Rows", value: (l) => l.rows.join(", "), width: 16 },
];

export const COMMISSION_REPORT_COLUMNS: ExportColumn<CommissionReportRow>[] = [
  { header: "Month", value: (r) => r.month },
  { header: "Carrier", value: (r) => carrierName(r.carrier) || "Any" },
  { header: "Agent", value: (r) => r.agent, width: 16 },
  { header: "Expected", value: (r) => r.expected, format: USD_FORMAT, width: 14 },
  { header: "Received", value: (r) => r.received, format: USD_FORMAT, width: 14 },
  { header: "Difference", value: (r) => r.difference, format: USD_FORMAT, width: 14 },
];
