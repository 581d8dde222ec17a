// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AnalysisTabs } from "@/components/bills/analysis-tabs";
import { analyzeParsedBill } from "@/lib/bills/analyze";
import { parseBillText } from "@/lib/bills/parse-bill";
import type { PricedPlan } from "@/lib/quotes/pricing";
import { TWO_LINE_BILL_TEXT } from "../fixtures/bills/two-line-text";

afterEach(cleanup);

const PLANS: PricedPlan[] = [
  {
    id: 1,
    carrier: "tmobile",
    plan: "Business Essentials",
    planType: "Unlimited",
    pricePerLine: 26,
    premiumData: "50GB",
    hotspot: "Unlimited (3G speeds)",
    videoStreaming: "480p (SD)",
  },
];

const BILL = TWO_LINE_BILL_TEXT;
/** The same bill with small device balances: a switch that pays back its buy-out within the year. */
const SMALL_BALANCES = BILL.replace("Remaining balance $660.00", "Remaining balance $60.00").replace(
  "Remaining balance $500.00",
  "Remaining balance $40.00",
);

describe("Bill Analyzer tabs", () => {
  it("Cost Summary says the reading reconciles and how savings are compared", () => {
    const analysis = analyzeParsedBill(parseBillText(SMALL_BALANCES), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="summary" onTabChange={() => undefined} />);
    expect(screen.getByTestId("reconciliation-status")).toHaveTextContent("Reconciled with the bill's total");
    expect(screen.getByTestId("savings-basis")).toHaveTextContent(
      "Recurring service $62.00 a month against $52.00 a month on T-Mobile's plans of the same line types with at least the same features, both before taxes",
    );
    expect(screen.getByTestId("savings-basis")).toHaveTextContent(
      "device installments $40.00 and taxes, surcharges and fees $44.00",
    );
    expect(screen.getByTestId("annual-savings")).toHaveTextContent("$120.00");
    expect(screen.getByTestId("annual-savings").parentElement).toHaveTextContent("Move to T-Mobile");
    expect(screen.queryByTestId("reading-banner")).toBeNull();
  });

  it("Cost Summary names the amount not attributed to a line", () => {
    const analysis = analyzeParsedBill(parseBillText(BILL.replace("Regulatory recovery fee $26.00", "")), PLANS, {
      source: "pdf",
      pages: 1,
    });
    render(<AnalysisTabs analysis={analysis} tab="summary" onTabChange={() => undefined} />);
    expect(screen.getByTestId("reconciliation-status")).toHaveTextContent(
      "$26.00 of the total is not attributed to a line",
    );
  });

  it("Enterprise Analysis shows the recommendation with its device buy-out, monthly difference and break-even", () => {
    const analysis = analyzeParsedBill(parseBillText(SMALL_BALANCES), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="enterprise" onTabChange={() => undefined} />);
    expect(screen.getByTestId("recommendation")).toHaveTextContent("Recommendation: Move to T-Mobile");
    expect(screen.getByTestId("switching-payoff")).toHaveTextContent("$100.00 (2 devices)");
    expect(screen.getByTestId("switching-cost-total")).toHaveTextContent("$100.00");
    expect(screen.getByTestId("switching-monthly")).toHaveTextContent("+$10.00/month");
    expect(screen.getByTestId("switching-break-even")).toHaveTextContent("10 months");
    expect(screen.getByTestId("opportunities")).toHaveTextContent("Move to T-Mobile: 2 × Business Essentials");
  });

  it("recommends staying when the buy-out is not paid back within the year, and says so everywhere", () => {
    const analysis = analyzeParsedBill(parseBillText(BILL), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="enterprise" onTabChange={() => undefined} />);
    expect(screen.getByTestId("recommendation")).toHaveTextContent("Stay at Verizon (current carrier) as is");
    expect(screen.getByTestId("opportunities")).toHaveTextContent("Stay at Verizon (current carrier) as is");
    expect(screen.getByTestId("opportunities")).not.toHaveTextContent(/Move .* to T-Mobile/);
    expect(analysis.potentialSavings.annualSavings).toBe(0);
  });

  it("puts a banner over the figures of a reading that does not add up, with what was read and by how much", () => {
    // The lines' charges are read twice as much as the bill states: no figure of it is presented as the answer.
    const text = BILL.replace("Total amount due $146.00", "Total amount due $96.00");
    const analysis = analyzeParsedBill(parseBillText(text), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="summary" onTabChange={() => undefined} />);
    expect(screen.getByTestId("reading-banner")).toHaveTextContent("does not add up");
    expect(screen.getByTestId("reading-banner-read")).toHaveTextContent("2 lines totalling $120.00");
    expect(screen.getByTestId("reading-banner-read")).toHaveTextContent("amount due $96.00");
    expect(screen.getByTestId("reading-banner-problem")).toHaveTextContent(
      "add up to $146.00: $50.00 more than the bill's new charges of $96.00",
    );
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("Not read");
    expect(screen.getByTestId("annual-savings")).toHaveTextContent("Not computed");
    // The banner stands above the tabs, so every tab shows it.
    expect(screen.getByTestId("reading-banner").compareDocumentPosition(screen.getByTestId("total-monthly"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows as not read the charges of a line that neither its printed total nor the bill's total confirms", () => {
    // The bill does not reconcile: the first line's parts make its printed total (shown); the second prints no
    // total, so nothing confirms its charges (not shown, never a guess).
    const text = BILL.replace("Total amount due $146.00", "Total amount due $96.00").replace(
      "Data used 3 GB\nLine total $60.00",
      "Data used 3 GB",
    );
    const analysis = analyzeParsedBill(parseBillText(text), PLANS, { source: "pdf", pages: 1 });
    expect(analysis.details?.reconciliation?.status).not.toBe("reconciled");
    // The account's rows are not confirmed either: not read, though the banner still says what was read.
    expect([analysis.details?.accountCharges, analysis.details?.credits]).toEqual([null, null]);
    expect(analysis.details?.reconciliation?.accountCharges).toBe(26);
    expect(analysis.lines[0]).toMatchObject({ planCost: 31, totalCharges: 60 });
    // Which of its fees are taxes is not confirmed on a statement that does not reconcile.
    expect(analysis.lines[0]).toMatchObject({ surcharges: null, taxes: null });
    expect(analysis.lines[0]!.equipment).toMatchObject({ monthlyPayment: 20, remainingBalance: 660 });
    expect(analysis.lines[1]).toMatchObject({ planCost: null, surcharges: null, taxes: null, totalCharges: null });
    // What is not part of the charges' arithmetic stays as read; a plan that is none of the carrier's plans in the
    // catalogue given here is not confirmed on a statement that does not reconcile.
    expect(analysis.lines[1]).toMatchObject({ planName: "", dataUsageGB: 3 });
    expect(analysis.lines[1]!.equipment).toMatchObject({ monthlyPayment: null, remainingBalance: 500 });
    expect(analysis.details?.warnings.join(" ")).toMatch(
      /\(206\) 555-0102: no line total is printed and the statement does not reconcile, so its charges are not confirmed/,
    );
    expect(Object.values(analysis.departmentBreakdown)[0]!.cost).toBeNull();
    expect(analysis.competitiveAnalysis.marketComparison.costDifference).toBeNull();
    render(<AnalysisTabs analysis={analysis} tab="lines" onTabChange={() => undefined} />);
    const rows = screen.getAllByTestId("line-row");
    expect(rows[0]).toHaveTextContent("$31.00");
    expect(rows[1]).toHaveTextContent("Not read");
    expect(rows[1]).not.toHaveTextContent("$31.00");
    expect(screen.getAllByTestId("line-device-figures")[1]).toHaveTextContent(
      "Installment not read · $500.00 remaining",
    );
    expect(screen.getByTestId("department-table")).toHaveTextContent("Not read");
  });

  it("computes no savings when the bill reconciles but a line's charges read do not make its printed total", () => {
    // The first line's device payment is not printed as a charge row: its $20.00 is not read.
    const text = BILL.replace("Device payment Apple iPhone 15 (3 of 36) $20.00 Remaining balance $660.00\n", "");
    const analysis = analyzeParsedBill(parseBillText(text), PLANS, { source: "pdf", pages: 1 });
    expect(analysis.details?.reconciliation?.status).toBe("reconciled");
    expect(analysis.potentialSavings.annualSavings).toBeNull();
    expect(analysis.potentialSavings.withheld).toMatch(/1 line \(\(206\) 555-0101\) do not make its printed total/);
    // The bill's total confirms the line's total; its parts, one of which is misread or unread, are not read.
    expect(analysis.lines[0]).toMatchObject({ planCost: null, surcharges: null, taxes: null, totalCharges: 60 });
    expect(analysis.lines[0]!.equipment?.monthlyPayment ?? null).toBeNull();
    expect(analysis.details?.warnings.join(" ")).toMatch(
      /\(206\) 555-0101: its charges as read do not make its printed total of \$60\.00, so which of them is misread is not known: only the total is shown/,
    );
    expect(analysis.potentialSavings.basis).toBeUndefined();
    render(<AnalysisTabs analysis={analysis} tab="summary" onTabChange={() => undefined} />);
    expect(screen.getByTestId("reading-banner-problem")).toHaveTextContent(
      "on one line the charges read do not make the printed line total: Line (206) 555-0101: the charges read add up to $40.00, the bill's line total is $60.00.",
    );
  });

  it("shows a device balance that was not read as not read, never $0.00", () => {
    const text = BILL.replace(" Remaining balance $660.00", "");
    const analysis = analyzeParsedBill(parseBillText(text), PLANS, { source: "pdf", pages: 1 });
    expect(analysis.lines[0]!.equipment).toMatchObject({ monthlyPayment: 20, remainingBalance: null });
    expect(analysis.details?.warnings.join(" ")).toMatch(
      /\(206\) 555-0101: the device's remaining balance was not found/,
    );
    render(<AnalysisTabs analysis={analysis} tab="lines" onTabChange={() => undefined} />);
    const figures = screen.getAllByTestId("line-device-figures");
    expect(figures[0]).toHaveTextContent("$20.00/month · remaining balance not read");
    expect(figures[1]).toHaveTextContent("$20.00/month · $500.00 remaining");
  });

  it("shows the user where the bill prints no department", () => {
    const analysis = analyzeParsedBill(parseBillText(BILL), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="lines" onTabChange={() => undefined} />);
    const owners = screen.getAllByTestId("line-owner");
    expect(owners[0]).toHaveTextContent("Ann Lee");
    expect(owners[0]).toHaveTextContent("User (no department printed)");
  });
});
