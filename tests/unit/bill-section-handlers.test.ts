/**
 * The named rules of a line section's rows, one case each: a short statement whose row only that
 * rule reads, and what it reads (the analysis records the rule in `details.readBy`). A rule added
 * without a case here fails the last test.
 */
import { describe, expect, it } from "vitest";
import { SECTION_HANDLERS, parseBillText, type ParsedLine } from "@/lib/bills/parse-bill";

const head = "Verizon Business\nTotal amount due $50.00\nLine 206-555-0170 User: Rhea Cole";
const line = (rows: string, total = "Line total $50.00") => {
  const bill = parseBillText(`${head}\n${rows}\n${total}`);
  expect(bill.lines).toHaveLength(1);
  return bill.lines[0]!;
};

const CASES: Record<string, { rows: string; total?: string; check(l: ParsedLine): void }> = {
  "header of the section's own figures": {
    rows: "",
    check: () => {
      // A plan's name over the header is its name (not a heading), and the row under the header is read by its
      // columns, the plan column holding the plan's charge.
      const bill = parseBillText(`Total due $48.33
(425) 555-0133   Yuki Tanaka   Line total   $48.33
Business Tablet Unlimited
Plan   Equipment   Services   Fees   Taxes   Data used
$20.00   $25.00   -   $1.62   $1.71   3,412 MB`);
      expect(bill.lines[0]).toMatchObject({
        planName: "Business Tablet Unlimited",
        planCost: 20,
        equipment: { monthlyPayment: 25 },
        otherCharges: 0,
        surcharges: 1.62,
        taxes: 1.71,
        dataUsageGB: 3.33,
      });
      expect(bill.lines[0]!.readBy?.planName).toBe("plan name on its own row");
    },
  },
  "figures under the section's own header": {
    rows: "",
    check: () => {
      // They make the total on the line's head row, so they are its charges: a device note's balance read above them
      // as its installment is replaced; figures that do not make that total are not read.
      const bill = parseBillText(`Total due $113.40
(206) 555-0121   Aisha Bello   Line total   $99.07
Apple iPhone 16 Pro   EIP 8 of 24 · $666.72 after this bill
Go5G Business Plus
Plan   Equipment   Services   Fees   Taxes   Data used
$50.00   $41.67   -   $3.51   $3.89   24.60 GB
(206) 555-0158   Carlos Mendes   Line total   $14.33
Plan   Equipment   Services   Fees   Taxes   Data used
$10.00   -   $4.00   $2.40   $2.79   9.84 GB`);
      expect(bill.lines[0]).toMatchObject({ planCost: 50, surcharges: 3.51, taxes: 3.89, dataUsageGB: 24.6 });
      expect(bill.lines[0]!.equipment?.monthlyPayment).toBe(41.67);
      expect(bill.lines[0]!.readBy?.installment).toBe("figures under the section's own header");
      expect(bill.lines[1]!.readBy?.planCost).not.toBe("figures under the section's own header");
    },
  },
  "'key: value' fields of a section": {
    rows: "Rate plan: Business 20GB | Cost center: Field Ops\nPlan charge $50.00",
    check: (l) => expect(l.readBy?.department).toBe("'key: value' fields of a section"),
  },
  "data row of a section": {
    rows: "Business Unlimited Plus $50.00\nData 7.25 GB",
    check: (l) => {
      expect(l.dataUsageGB).toBe(7.25);
      expect(l.readBy?.dataUsageGB).toBe("data row of a section");
    },
  },
  "data row of a section (bare figure)": {
    rows: "Business Unlimited Plus $50.00\nData used (MB) 2048",
    check: (l) => {
      expect(l.dataUsageGB).toBe(2);
      expect(l.readBy?.dataUsageGB).toBe("data row of a section (bare figure)");
    },
  },
  "user and department fields": {
    rows: "Dept. Logistics\nBusiness Unlimited Plus $50.00",
    check: (l) => {
      expect(l.department).toBe("Logistics");
      expect(l.readBy?.department).toBe("user and department fields");
    },
  },
  "field label cell, value cell": {
    rows: "Line user | Dana Ortiz\nBusiness Unlimited Plus | $50.00",
    check: (l) => {
      expect(l.user).toBe("Dana Ortiz");
      expect(l.readBy?.user).toBe("field label cell, value cell");
    },
  },
  "charge whose decimal point the scan lost": {
    // "Surcharges 150" is $1.50, taken because it makes the line's total.
    rows: "Business Unlimited Plus $48.50\nSurcharges 150",
    check: (l) => expect(l.surcharges).toBe(1.5),
  },
  "device model on its own row": {
    rows: "Motorola razr 2025\nBusiness Unlimited Plus $40.00\nDevice payment 3 of 36 $10.00 Remaining balance $330.00",
    check: (l) => {
      expect(l.equipment?.deviceName).toBe("Motorola razr 2025");
      expect(l.readBy?.deviceName).toBe("device model on its own row");
    },
  },
  "device model beside a charge": {
    // Two blocks side by side: the charges on the left, the device's model in the block on the right.
    rows: "Business Unlimited Plus | $40.00 | Apple iPad Air\nDevice payment 3 of 36 | $10.00 | Remaining balance $330.00",
    check: (l) => {
      expect(l.equipment?.deviceName).toBe("Apple iPad Air");
      expect(l.planName).toBe("Business Unlimited Plus");
    },
  },
  "plan's name over its nameless charge": {
    // The plan's name alone, then its charge on a row that names no plan: a plan, not a heading over "Monthly plan".
    rows: "Voice   Apple iPhone 16 Pro   Biz Unlimited 5G\nMonthly plan   $40.00\nRegulatory fee   $10.00",
    check: (l) => {
      expect([l.planName, l.planCost, l.surcharges]).toEqual(["Biz Unlimited 5G", 40, 10]);
      expect(l.readBy?.planName).toBe("plan's name over its nameless charge");
    },
  },
  "heading inside a section": {
    // Under "Taxes & fees" a row named only "Regional charge" is a surcharge, not a feature.
    rows: "Business Unlimited Plus $48.00\nSurcharges and fees\nRegional recovery charge $2.00",
    check: (l) => expect(l.surcharges).toBe(2),
  },
  "heading with the sum of its rows": {
    // "Monthly charges $40.00" heads the plan and the pass under it, which add up to it: counted once.
    rows: "Monthly charges $40.00\nBusiness Unlimited Start $30.00\nTravelPass - 2 days in Mexico $10.00",
    check: (l) => expect([l.planName, l.planCost, l.internationalCost]).toEqual(["Business Unlimited Start", 30, 10]),
  },
  "kind of device and plan": {
    // The plan's name after the line's kind of device, its charge on a row labelled only "Plan": no heading of plans.
    rows: "Smartphone   Business Unlimited Advanced\nPlan   $40.00\nRegulatory fee   $10.00",
    check: (l) => {
      expect([l.planName, l.planCost, l.surcharges]).toEqual(["Business Unlimited Advanced", 40, 10]);
      expect(l.readBy?.planName).toBe("kind of device and plan");
    },
  },
  "note with an amount inside a sentence": {
    // The note's rate is no charge of the line: its charges make its total without it.
    rows: "Business Unlimited Start - suspended   $10.00\nService suspended Oct 29. Regular rate $30.00 resumes on reactivation.\nDevice payment   $40.00",
    check: (l) => {
      expect([l.planName, l.planCost, l.otherCharges, l.equipment?.monthlyPayment]).toEqual([
        "Business Unlimited Start",
        10,
        0,
        40,
      ]);
      expect(l.lineTotal).toBe(50);
    },
  },
  "plan name on its own row": {
    rows: "Go5G Business Plus\nMonthly access $50.00",
    check: (l) => {
      expect(l.planName).toBe("Go5G Business Plus");
      expect(l.readBy?.planName).toBe("plan name on its own row");
    },
  },
  "item of a category row's breakdown": {
    // The two items break down "Taxes $3.00": counted once.
    rows: "Business Unlimited Plus $47.00\nTaxes $3.00\nState tax $2.00\nCounty tax $1.00",
    check: (l) => expect(l.taxes).toBe(3),
  },
  "subtotal of a heading's rows": {
    rows: "Business Unlimited Plus $46.00\nTaxes\nState tax $2.50\nCity tax $1.50\nSubtotal $4.00",
    check: (l) => expect(l.taxes).toBe(4),
  },
  "charge-type column": {
    rows: "Business Unlimited Plus | | $47.00\nSurcharges | Federal USF | $1.80\n | Regulatory cost | $1.20",
    check: (l) => expect(l.surcharges).toBe(3),
  },
  "figures by order under the table header": {
    rows: "",
    check: () => {
      const bill = parseBillText(`T-Mobile
Total due $50.00
Line    Plan    Plans    Fees    Taxes    Total
(206) 555-0170
Go5G Business    45.00    3.00    2.00    50.00`);
      expect(bill.lines[0]).toMatchObject({ planName: "Go5G Business", planCost: 45, surcharges: 3, taxes: 2 });
      expect(bill.lines[0]!.readBy?.planCost).toBe("figures by order under the table header");
    },
  },
  "two blocks side by side": {
    rows: "Business Unlimited Plus   $40.00      Device: Google Pixel 9   $10.00\nTaxes   $0.00      Balance remaining: $240.00",
    check: (l) => {
      expect(l.equipment).toEqual({ deviceName: "Google Pixel 9", monthlyPayment: 10, remainingBalance: 240 });
      expect(l.readBy?.remainingBalance).toBe("two blocks side by side");
      // Two labelled figures with their sum in a last cell: each figure is its own charge, the sum restates them.
      const fees = line(
        "Business Unlimited Plus   $42.13\nSurcharges & fees $3.10    Gov. taxes & fees $4.77    $7.87",
        "Line total $50.00",
      );
      expect([fees.surcharges, fees.taxes, fees.lineTotal]).toEqual([3.1, 4.77, 50]);
      expect(fees.readBy?.taxes).toBe("two blocks side by side");
    },
  },
  "charge beside a detail of the line": {
    rows: "Business Unlimited Premium | $40.00 | User | Olivia Reyes\nDevice installment | $10.00 | Device | Apple iPhone 16 Pro\nTaxes | $0.00 | Type | Smartphone",
    check: (l) => {
      expect([l.user, l.planName, l.planCost, l.equipment?.deviceName, l.equipment?.monthlyPayment]).toEqual([
        "Olivia Reyes",
        "Business Unlimited Premium",
        40,
        "Apple iPhone 16 Pro",
        10,
      ]);
      expect(l.readBy?.user).toBe("charge beside a detail of the line");
    },
  },
  "charge row of a section": {
    rows: "Business Unlimited Plus $50.00",
    check: (l) => {
      expect(l.planCost).toBe(50);
      expect(l.readBy?.planCost).toBe("charge row of a section");
    },
  },
};

describe("line section row handlers", () => {
  for (const handler of SECTION_HANDLERS) {
    it(handler.name, () => {
      const c = CASES[handler.name];
      expect(c, `no case for the rule "${handler.name}"`).toBeTruthy();
      if (!c!.rows) c!.check(null as never);
      else c!.check(line(c!.rows, c!.total));
    });
  }

  it("has one case per rule and unique rule names", () => {
    const names = SECTION_HANDLERS.map((h) => h.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(CASES).sort()).toEqual([...names].sort());
  });
});
