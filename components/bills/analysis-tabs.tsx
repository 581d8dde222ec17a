"use client";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BillAnalysis } from "@/lib/bills/analysis-schema";
import {
  breakEvenText,
  readingBanner,
  reconciliationBreakdown,
  reconciliationText,
  savingsBasisText,
  usdOrUnread,
} from "@/lib/bills/summary-text";
import { formatDay, formatGb, formatUsd, signedUsd } from "@/lib/format";

const LINE_TYPE_NAMES = { voice: "Voice", mobile_internet: "Mobile internet", wearable: "Wearable" } as const;

const gbOrUnread = (value: number | null) => (value === null ? "Not read" : formatGb(value));

/** Over the figures of a reading that does not add up: what was read, what does not add up and by how much. */
function ReadingBanner({ analysis }: { analysis: BillAnalysis }) {
  const banner = readingBanner(analysis);
  if (!banner) return null;
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-warning bg-warning/10 p-4 text-sm"
      data-testid="reading-banner"
    >
      <p className="font-semibold">This reading does not add up to the bill&apos;s own totals</p>
      <p data-testid="reading-banner-read">{banner.read}</p>
      <p data-testid="reading-banner-problem">{banner.problem}</p>
      <p>{banner.consequence}</p>
    </div>
  );
}

/** The department of a line, else its user (no department printed), else unassigned. */
function lineOwner(l: BillAnalysis["lines"][number]): { text: string; hint: string | null } {
  if (l.department && l.department !== "Unassigned") return { text: l.department, hint: l.user };
  if (l.user) return { text: l.user, hint: "User (no department printed)" };
  return { text: "Unassigned", hint: null };
}

function Metric({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

function List({ items, empty, testId }: { items: string[]; empty: string; testId: string }) {
  if (items.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" data-testid={testId}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The self-check of the reading: reconciled with the bill's total, or what is not attributed; and what could not be read. */
function ReconciliationNote({ analysis }: { analysis: BillAnalysis }) {
  const status = analysis.details?.reconciliation?.status ?? "unchecked";
  const breakdown = reconciliationBreakdown(analysis);
  const warnings = analysis.details?.warnings ?? [];
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="space-y-1 rounded-lg border p-4"
      data-testid="reconciliation"
    >
      <h3 id="reconciliation-title" className="flex flex-wrap items-center gap-2 font-semibold">
        Check against the bill
        <Badge variant={status === "reconciled" ? "success" : "warning"} data-testid="reconciliation-status">
          {reconciliationText(analysis)}
        </Badge>
      </h3>
      {breakdown && <p className="text-sm text-muted-foreground">{breakdown}</p>}
      {warnings.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">What could not be read ({warnings.length})</summary>
          <List items={warnings} empty="" testId="reading-warnings" />
        </details>
      )}
      {(analysis.details?.modelFilled?.length ?? 0) > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="model-filled">
          Filled in by the hosted model and checked against the bill&apos;s total:{" "}
          {analysis.details!.modelFilled.join(", ")}.
        </p>
      )}
    </section>
  );
}

/** The one recommendation: device buy-out, monthly difference and break-even (none when the reading does not add up). */
function SwitchingCost({ analysis }: { analysis: BillAnalysis }) {
  const s = analysis.potentialSavings.switching;
  const r = analysis.potentialSavings.recommendation;
  if (!s || !r)
    return analysis.potentialSavings.withheld ? (
      <p className="rounded-lg border p-4 text-sm" data-testid="switching-withheld">
        {analysis.potentialSavings.withheld}
      </p>
    ) : null;
  return (
    <section aria-labelledby="switching-title" className="space-y-2 rounded-lg border p-4" data-testid="switching-cost">
      <h3 id="switching-title" className="font-semibold" data-testid="recommendation">
        Recommendation: {r.label}
      </h3>
      {r.givesUp.length > 0 && <p className="text-sm text-muted-foreground">Gives up: {r.givesUp.join("; ")}</p>}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <dt className="text-muted-foreground">Device balances to buy out</dt>
        <dd className="tabular-nums" data-testid="switching-payoff">
          {s.stay
            ? "None (no switch)"
            : `${s.balancesUnread ? "At least " : ""}${formatUsd(s.devicePayoff)} (${s.devicesWithBalance} ${s.devicesWithBalance === 1 ? "device" : "devices"}${s.balancesUnread ? `; ${s.balancesUnread} balance${s.balancesUnread === 1 ? "" : "s"} not read` : ""})`}
        </dd>
        <dt className="text-muted-foreground">Total cost of switching</dt>
        <dd className="tabular-nums" data-testid="switching-cost-total">
          {formatUsd(s.switchingCost)}
        </dd>
        <dt className="text-muted-foreground">Monthly difference (recurring service, before taxes)</dt>
        <dd className="tabular-nums" data-testid="switching-monthly">
          {signedUsd(s.monthlyDifference)}/month
        </dd>
        <dt className="text-muted-foreground">Months to break even</dt>
        <dd data-testid="switching-break-even">{breakEvenText(s.breakEvenMonths)}</dd>
      </dl>
    </section>
  );
}

/** The four tabs of an analysed bill, with every field of the analysis. */
export function AnalysisTabs({
  analysis,
  tab,
  onTabChange,
}: {
  analysis: BillAnalysis;
  tab: string;
  onTabChange(tab: string): void;
}) {
  const m = analysis.businessMetrics;
  const c = analysis.competitiveAnalysis;
  const departments = Object.entries(analysis.departmentBreakdown);
  const costDifference = c.marketComparison.costDifference;
  return (
    <Tabs value={tab} onValueChange={onTabChange} data-testid="analysis-tabs">
      <ReadingBanner analysis={analysis} />
      <TabsList className="flex h-auto w-full flex-wrap justify-start">
        <TabsTrigger value="summary" data-testid="tab-summary">
          Cost Summary
        </TabsTrigger>
        <TabsTrigger value="lines" data-testid="tab-lines">
          Line Details
        </TabsTrigger>
        <TabsTrigger value="enterprise" data-testid="tab-enterprise">
          Enterprise Analysis
        </TabsTrigger>
        <TabsTrigger value="compliance" data-testid="tab-compliance">
          Compliance &amp; Security
        </TabsTrigger>
      </TabsList>

      <TabsContent value="summary" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Metric
            label="Total monthly cost"
            value={usdOrUnread(analysis.totalMonthlyBill)}
            hint={`Due ${formatDay(analysis.dueDate) || "Not shown on the bill"}`}
            testId="total-monthly"
          />
          <Metric
            label="Cost per employee"
            value={usdOrUnread(m.costPerEmployee)}
            hint="Total over phone (voice) lines"
            testId="cost-per-employee"
          />
          <Metric
            label="Total data usage"
            value={formatGb(analysis.totalDataUsageGB)}
            hint={`${analysis.lines.length} lines`}
            testId="total-data"
          />
          <Metric
            label="Potential annual savings"
            value={
              analysis.potentialSavings.annualSavings === null
                ? "Not computed"
                : formatUsd(analysis.potentialSavings.annualSavings)
            }
            hint={
              analysis.potentialSavings.recommendation?.label ??
              (analysis.potentialSavings.withheld ? "The reading does not add up" : undefined)
            }
            testId="annual-savings"
          />
        </div>
        <ReconciliationNote analysis={analysis} />
        {savingsBasisText(analysis) && (
          <p className="text-sm text-muted-foreground" data-testid="savings-basis">
            How savings are compared: {savingsBasisText(analysis)}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          <span data-testid="due-date">Due date: {formatDay(analysis.dueDate) || "Not shown on the bill"}</span>
          {analysis.details?.accountNumber && <> · Account {analysis.details.accountNumber}</>}
          {analysis.details?.billingPeriod && <> · Billing period {analysis.details.billingPeriod}</>}
        </p>
      </TabsContent>

      <TabsContent value="lines" className="space-y-6">
        <section aria-labelledby="dept-title" className="space-y-2">
          <h3 id="dept-title" className="font-semibold">
            Department breakdown
          </h3>
          <Table data-testid="department-table">
            <TableHeader>
              <TableRow>
                <TableHead>Department</TableHead>
                <TableHead numeric>Lines</TableHead>
                <TableHead numeric>Cost</TableHead>
                <TableHead numeric>Data</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {departments.map(([name, d]) => (
                <TableRow key={name}>
                  <TableHead scope="row">{name}</TableHead>
                  <TableCell numeric>{d.lines}</TableCell>
                  <TableCell numeric>{usdOrUnread(d.cost)}</TableCell>
                  <TableCell numeric>{formatGb(d.dataUsage)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
        <section aria-labelledby="lines-title" className="space-y-2">
          <h3 id="lines-title" className="font-semibold">
            Lines
          </h3>
          <Table data-testid="lines-table">
            <TableHeader>
              <TableRow>
                <TableHead>Phone number</TableHead>
                <TableHead>Department / user</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead numeric>Plan cost / month</TableHead>
                <TableHead numeric>Data</TableHead>
                <TableHead>Equipment</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {analysis.lines.map((l) => (
                <TableRow key={l.phoneNumber} className="align-top" data-testid="line-row">
                  <TableHead scope="row" className="whitespace-nowrap">
                    {l.phoneNumber}
                  </TableHead>
                  <TableCell data-testid="line-owner">
                    <span className="block">{lineOwner(l).text}</span>
                    {lineOwner(l).hint && (
                      <span className="block text-xs text-muted-foreground">{lineOwner(l).hint}</span>
                    )}
                  </TableCell>
                  <TableCell>
                    <span className="block" data-testid="line-plan">
                      {l.planName || "Not read"}
                    </span>
                    <span className="block text-xs text-muted-foreground">{LINE_TYPE_NAMES[l.lineType]}</span>
                  </TableCell>
                  <TableCell numeric>{usdOrUnread(l.planCost)}</TableCell>
                  <TableCell numeric>{gbOrUnread(l.dataUsageGB)}</TableCell>
                  <TableCell>
                    {l.equipment ? (
                      <>
                        <span className="block" data-testid="line-device">
                          {l.equipment.deviceName || "Device name not read"}
                        </span>
                        <span className="block text-xs text-muted-foreground" data-testid="line-device-figures">
                          {l.equipment.monthlyPayment === null
                            ? "Installment not read"
                            : `${formatUsd(l.equipment.monthlyPayment)}/month`}{" "}
                          ·{" "}
                          {l.equipment.remainingBalance === null
                            ? "remaining balance not read"
                            : `${formatUsd(l.equipment.remainingBalance)} remaining`}
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">No device payment</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      </TabsContent>

      <TabsContent value="enterprise" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Metric label="Current provider" value={c.currentProvider} testId="current-provider" />
          <Metric
            label="Cost difference vs market average"
            value={costDifference === null ? "Not compared" : `${signedUsd(costDifference)}/month`}
            hint={
              costDifference === null
                ? "A line's plan charge is not confirmed"
                : costDifference > 0
                  ? "Above the market average for these lines"
                  : costDifference < 0
                    ? "Below the market average for these lines"
                    : "At the market average"
            }
            testId="cost-difference"
          />
        </div>
        <section aria-labelledby="opps-title" className="space-y-2">
          <h3 id="opps-title" className="font-semibold">
            Enterprise opportunities
          </h3>
          <List
            items={analysis.potentialSavings.enterpriseOpportunities}
            empty="No opportunities found on this bill."
            testId="opportunities"
          />
        </section>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="gaps-title" className="space-y-2">
            <h3 id="gaps-title" className="font-semibold">
              Feature gaps
            </h3>
            <List items={c.marketComparison.featureGaps} empty="No feature gaps found." testId="feature-gaps" />
          </section>
          <section aria-labelledby="adv-title" className="space-y-2">
            <h3 id="adv-title" className="font-semibold">
              Advantages
            </h3>
            <List items={c.marketComparison.advantages} empty="No particular advantages found." testId="advantages" />
          </section>
        </div>
        <SwitchingCost analysis={analysis} />
        <section
          aria-labelledby="discount-title"
          className="space-y-2 rounded-lg border p-4"
          data-testid="enterprise-discounts"
        >
          <h3 id="discount-title" className="font-semibold">
            Enterprise discounts
          </h3>
          {c.enterpriseDiscounts.available ? (
            <>
              <p className="text-sm">
                Available: potential savings of <strong>{formatUsd(c.enterpriseDiscounts.potentialSavings)}</strong> a
                year.
              </p>
              <List items={c.enterpriseDiscounts.requirements} empty="" testId="discount-requirements" />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No additional enterprise discounts available at this time.</p>
          )}
        </section>
      </TabsContent>

      <TabsContent value="compliance" className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="font-semibold">Policy status</span>
          <Badge variant={m.complianceStatus.policyCompliant ? "success" : "warning"} data-testid="compliance-badge">
            {m.complianceStatus.policyCompliant ? "Compliant" : "Action Required"}
          </Badge>
        </div>
        <section aria-labelledby="issues-title" className="space-y-2">
          <h3 id="issues-title" className="font-semibold">
            Issues
          </h3>
          <List items={m.complianceStatus.issues} empty="No issues found." testId="compliance-issues" />
        </section>
        <section aria-labelledby="intl-title" className="space-y-1 rounded-lg border p-4">
          <h3 id="intl-title" className="font-semibold">
            International usage
          </h3>
          <p className="text-sm" data-testid="international-cost">
            Cost: {formatUsd(m.internationalUsage.cost)}
          </p>
          <p className="text-sm" data-testid="international-countries">
            Countries accessed:{" "}
            {m.internationalUsage.countries.length ? m.internationalUsage.countries.join(", ") : "None"}
          </p>
        </section>
      </TabsContent>
    </Tabs>
  );
}
