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

describe("Bill Analyzer tabs", () => {
  it("Cost Summary says the reading reconciles and how savings are compared", () => {
    const analysis = analyzeParsedBill(parseBillText(BILL), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="summary" onTabChange={() => undefined} />);
    expect(screen.getByTestId("reconciliation-status")).toHaveTextContent("Reconciled with the bill's total");
    expect(screen.getByTestId("savings-basis")).toHaveTextContent(
      "Recurring service $62.00 a month against $52.00 a month on T-Mobile, both before taxes",
    );
    expect(screen.getByTestId("savings-basis")).toHaveTextContent(
      "device installments $40.00 and taxes, surcharges and fees $44.00",
    );
    expect(screen.getByTestId("annual-savings")).toHaveTextContent("$120.00");
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

  it("Enterprise Analysis shows the device buy-out, monthly difference and break-even", () => {
    const analysis = analyzeParsedBill(parseBillText(BILL), PLANS, { source: "pdf", pages: 1 });
    render(<AnalysisTabs analysis={analysis} tab="enterprise" onTabChange={() => undefined} />);
    expect(screen.getByTestId("switching-payoff")).toHaveTextContent("$1,160.00 (2 devices)");
    expect(screen.getByTestId("switching-cost-total")).toHaveTextContent("$1,160.00");
    expect(screen.getByTestId("switching-monthly")).toHaveTextContent("+$10.00/month");
    expect(screen.getByTestId("switching-break-even")).toHaveTextContent("116 months");
  });
});
