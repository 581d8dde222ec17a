/**
 * The named rules of a statement's rows (outside a line section's own rules), one case each: a
 * short statement whose row only that rule reads, and what it reads. A rule added without a case
 * here fails the last test; each case fails when its rule is taken out.
 */
import { describe, expect, it } from "vitest";
import { ROW_HANDLERS, parseBillText, type ParsedBill } from "@/lib/bills/parse-bill";

const rows = (b: ParsedBill) =>
  b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.equipment?.monthlyPayment ?? 0, l.lineTotal]);

const CASES: Record<string, { text: string; check(b: ParsedBill): void }> = {
  "line table turned on its side": {
    text: `Amount due   $65.00
Due date   03/05/2027
                     512-555-0101        512-555-0102
User                 Ann Lee             Bo Diaz
Plan                 Business Basic      Business Plus
Plan charge          $30.00              $35.00
Total                $30.00              $35.00`,
    check: (b) => {
      expect(rows(b)).toEqual([
        ["(512) 555-0101", "Ann Lee", "Business Basic", 30, 0, 30],
        ["(512) 555-0102", "Bo Diaz", "Business Plus", 35, 0, 35],
      ]);
      expect(b.lines[0]!.readBy?.planCost).toBe("line table turned on its side");
    },
  },
  "activity log row": {
    // A call log under a line's section: the other parties' numbers open no lines, the section goes on under it.
    text: `Total current charges   $48.00
Hannah Moore   303.555.0117
Business Unlimited Pro   $45.00
Date    Time       Number         Origination    Min
10/26   7:48 AM    719.555.0164   Lakewood CO    6
2 calls, 9 minutes - included in plan
Regulatory charge   $3.00
Total current charges for 303.555.0117   $48.00`,
    check: (b) => {
      expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.surcharges, l.lineTotal])).toEqual([
        ["(303) 555-0117", 45, 3, 48],
      ]);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "row read with the record above it": {
    // The number's row under a record's figures is read with them: it opens no section that would take the
    // account's fee under it as the line's.
    text: `Total amount due   $73.00
                      Monthly     Equipment   Surcharges     Taxes     Total
Ann Lee               $40.00      $22.22      $2.10          $3.68     $68.00
512-555-0134          Business Unlimited Plus
Administrative fee $5.00`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({ planName: "Business Unlimited Plus", otherCharges: 0, lineTotal: 68 });
      expect(b.accountCharges).toBe(5);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "table header": {
    text: `Total due   $40.00
Line             Plan                  Monthly charges     Total
(425) 555-0101   Business Unlimited    $40.00              $40.00`,
    check: (b) => expect(rows(b)).toEqual([["(425) 555-0101", null, "Business Unlimited", 40, 0, 40]]),
  },
  "department heading over a table's rows": {
    text: `Total due   $70.00
Line             Plan                  Monthly charges     Total
Cost center: Field Operations
(425) 555-0101   Business Unlimited    $40.00              $40.00
Cost center: Sales
(425) 555-0102   Business Basic        $30.00              $30.00`,
    check: (b) => expect(b.lines.map((l) => l.department)).toEqual(["Field Operations", "Sales"]),
  },
  "table record over two rows": {
    text: `Total amount due   $68.00
                      Monthly     Equipment   Surcharges     Taxes     Total
Ann Lee               $40.00      $22.22      $2.10          $3.68     $68.00
512-555-0134          Business Unlimited Plus`,
    check: (b) => expect(b.lines[0]!.readBy?.planCost).toBe("table record over two rows"),
  },
  "table record continued on the next row": {
    text: `Amount due   $40.00
Wireless no.     Monthly charges     Line total
214.555.0122     40.00               40.00
Ann Lee          Business Unlimited Starter`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({ user: "Ann Lee", planName: "Business Unlimited Starter" });
      expect(b.lines[0]!.readBy?.planName).toBe("table record continued on the next row");
    },
  },
  "section's own total row": {
    text: `Amount due $48.00
Line 201-555-0114 Ann Lee
Business Unlimited Plus $45.00
Taxes $3.00
Total current charges for 201-555-0114 $48.00
Data used 2.5 GB`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({ lineTotal: 48, dataUsageGB: 2.5 });
      expect(b.lines[0]!.readBy?.lineTotal).toBe("section's own total row");
    },
  },
  "section continued on the next page": {
    text: `Amount due $50.00
Wireless details - 214.555.0151 Ann Lee
Surcharges
Regulatory fee $1.00
Wireless details (continued) - 214.555.0151
Regional recovery fee $1.00
Monthly charges
Business Unlimited Plus $48.00
Line total $50.00`,
    check: (b) => {
      expect(b.lines).toHaveLength(1);
      expect(b.lines[0]).toMatchObject({ surcharges: 2, planCost: 48, lineTotal: 50 });
    },
  },
  "table printed in two halves": {
    // A usage table printed in two halves: each half of the row is the data of its own number.
    text: `Amount due   $60.00
Line 614-555-0131 Kim Park
Team Unlimited   $30.00
Total for this line   $30.00
Line 614-555-0132 Lu Chen
Team Unlimited   $30.00
Total for this line   $30.00
Data by line
Number          Data (GB)        Number          Data (GB)
614-555-0132         4.25        614-555-0131         1.5`,
    check: (b) =>
      expect(b.lines.map((l) => [l.phoneNumber, l.dataUsageGB])).toEqual([
        ["(614) 555-0131", 1.5],
        ["(614) 555-0132", 4.25],
      ]),
  },
  "ledger row of the same number": {
    text: `Amount due   $62.22
| Wireless number | User | Description | Amount |
| 720-555-0101 | Ann Lee | Business Unlimited Plus | $40.00 |
| 720-555-0101 | Ann Lee | Device installment 3 of 36 | $22.22 |`,
    check: (b) => {
      expect(rows(b)).toEqual([["(720) 555-0101", "Ann Lee", "Business Unlimited Plus", 40, 22.22, 62.22]]);
      expect(b.lines[0]!.readBy?.installment).toBe("ledger row of the same number");
    },
  },
  "ledger row under the line's first row": {
    text: `Amount due   $84.33
Wireless No.   Employee   Charge Type   Description                                           Amount
4805550109     David Kim  Recurring     Business Unlimited Edge                               30.00
                          Equipment     EIP Apple iPad Air - inst 33 of 36, bal after 50.01   16.67
                          Tax           AZ transaction privilege tax                          1.62
                          Usage         Domestic data 25.37 GB - included                     0.00
                          Line subtotal                                                       48.29
4805550148     Tom Becker Recurring     Business Unlimited Advanced                           36.04
                          Line subtotal                                                       36.04`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({
        planCost: 30,
        equipment: { deviceName: "Apple iPad Air", monthlyPayment: 16.67, remainingBalance: 50.01 },
        taxes: 1.62,
        dataUsageGB: 25.37,
        lineTotal: 48.29,
      });
      expect(b.lines[0]!.readBy?.taxes).toBe("ledger row under the line's first row");
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "table row under its header": {
    text: `Total due   $70.00
Line             Plan                  Monthly charges     Total
(425) 555-0101   Business Unlimited    $40.00              $40.00
(425) 555-0102   Business Basic        $30.00              $30.00`,
    check: (b) => {
      expect(rows(b)).toEqual([
        ["(425) 555-0101", null, "Business Unlimited", 40, 0, 40],
        ["(425) 555-0102", null, "Business Basic", 30, 0, 30],
      ]);
      expect(b.lines[1]!.readBy?.planCost).toBe("table row under its header");
    },
  },
  "line section's head row": {
    text: `Amount due $45.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Line total $45.00`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({ phoneNumber: "(206) 555-0170", user: "Rhea Cole", planCost: 45 });
      expect(b.lines[0]!.readBy?.user).toBe("line section's head row");
    },
  },
  "heading that ends a line table": {
    // Under "Device payments" the number's row is a device payment of that line, not another row of the table.
    text: `Amount due   $52.50
Line             Plan                  Monthly charges     Total
(737) 555-0161   Business Unlimited    $40.00              $40.00
Device payments
(737) 555-0161   Galaxy A35   $12.50`,
    check: (b) => {
      expect(b.lines).toHaveLength(1);
      expect(b.lines[0]!.equipment?.monthlyPayment).toBe(12.5);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "name under a table row": {
    text: `Total due   $40.00
Line             Plan                  Monthly charges     Total
(425) 555-0101   Business Unlimited    $40.00              $40.00


                 Ann Lee`,
    check: (b) => {
      expect(b.lines[0]!.user).toBe("Ann Lee");
      expect(b.lines[0]!.readBy?.user).toBe("name under a table row");
    },
  },
  "account row of a line table": {
    text: `Total due   $45.00
Line             Plan                  Monthly charges     Total
(425) 555-0101   Business Unlimited    $40.00              $40.00
Account                                $5.00               $5.00`,
    check: (b) => {
      expect(b.lines).toHaveLength(1);
      expect(b.accountCharges).toBe(5);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "line's details noted under its table row": {
    // The device's name, what is left to pay and the data used, in a note under the line's row: the line's.
    text: `Amount due $85.00
Number          User          Plan                Rate     Equip.    Total
425-555-0177    George Adams  Biz Unlimited Core  25.00    27.78     52.78
  Device: Samsung Galaxy S25, payment 20/36, balance 444.48 · Data 36,764 MB
206-555-0100    David Kim     Biz Unlimited Core  25.00    0.00      25.00
  Device: customer owned · Data 1,742 MB
Account fee 7.22`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({
        equipment: { deviceName: "Samsung Galaxy S25", monthlyPayment: 27.78, remainingBalance: 444.48 },
        dataUsageGB: 35.9,
      });
      expect(b.lines[1]!.dataUsageGB).toBe(1.7);
      expect(b.accountCharges).toBe(7.22);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "note naming a line": {
    // Notes beside the summary naming lines open no line's section: the credit under one is the account's.
    text: `Amount due $25.00
Line charges (1 line)   $50.00   Add-ons on 512-555-0101: Travel Pass 10.00
Loyalty credit   $25.00-
Line       Plan              Monthly    Add-ons   Total
512-555-0101   Business Basic    $40.00     $10.00    $50.00`,
    check: (b) => {
      expect(b.credits).toBe(-25);
      expect(b.lines.map((l) => [l.phoneNumber, l.planCost, l.otherCharges, l.credits, l.lineTotal])).toEqual([
        ["(512) 555-0101", 40, 10, 0, 50],
      ]);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "row that ends a section or a table": {
    // "Account charges" ends the line's section: the fee under it is the account's, not the line's.
    text: `Amount due $50.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Account charges
Administrative fee $5.00`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({ planCost: 45, otherCharges: 0, surcharges: 0 });
      expect(b.accountCharges).toBe(5);
    },
  },
  "page number or running header": {
    // A running footer under a table's last row on the page is no continuation of that row (its plan's name).
    text: `Amount due $50.00
Line             Plan                  Monthly charges     Total
(425) 555-0101   Business Unlimited    $40.00              $40.00
Invoice 12345   Page 2 of 3
(425) 555-0102   Business Basic        $10.00              $10.00`,
    check: (b) => expect(b.lines.map((l) => l.planName)).toEqual(["Business Unlimited", "Business Basic"]),
  },
  "running total inside a section": {
    text: `Amount due $50.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Page total $45.00
Taxes $5.00
Line total $50.00`,
    check: (b) => {
      expect(b.lines[0]).toMatchObject({ planCost: 45, taxes: 5, otherCharges: 0, lineTotal: 50 });
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "subtotal of a list by number": {
    // "Device installments $46.67" under the list is its subtotal, not a second installment of the last line listed.
    text: `Amount due   $106.67
Line             Plan                  Monthly charges     Total
(737) 555-0161   Business Unlimited    $30.00              $30.00
(737) 555-0162   Business Unlimited    $30.00              $30.00
Device installments
(737) 555-0161   Galaxy A35   $13.33
(737) 555-0162   Pixel 9   $33.34
Device installments   $46.67`,
    check: (b) => {
      expect(b.lines.map((l) => l.equipment?.monthlyPayment)).toEqual([13.33, 33.34]);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "row of a line section": {
    text: `Amount due $45.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00`,
    check: (b) => {
      expect(b.lines[0]!.planCost).toBe(45);
      expect(b.lines[0]!.readBy?.planCost).toBe("charge row of a section");
    },
  },
  "heading of account-level rows": {
    // The rows under "Credits" outside any line are credits of the account, whatever their own words.
    text: `Amount due $40.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Line total $45.00
Credits
Multi-line loyalty $5.00`,
    check: (b) => {
      expect(b.credits).toBe(-5);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "column totals of a line table": {
    // A scan misread one installment (21.78 for 27.78) and one line total (41.73 for 47.73): each row misses its
    // total by what one column misses its own by, so the figure where they cross is what both sums say.
    text: `Total amount due   $217.62
Number           Plan       Equipment   Taxes     Total
(312) 555-0176   $45.00     $21.78      $5.57     $78.35
(312) 555-0150   $40.00     $0.00       $7.73     $41.73
(312) 555-0105   $45.00     $22.22      $5.46     $72.68
Total 3 lines    $130.00    $50.00      $18.76    $198.76
Account fee   $18.86`,
    check: (b) => {
      expect(b.lines.map((l) => [l.equipment?.monthlyPayment ?? 0, l.lineTotal])).toEqual([
        [27.78, 78.35],
        [0, 47.73],
        [22.22, 72.68],
      ]);
      expect(b.warnings.filter((w) => /both say so/.test(w))).toHaveLength(2);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "summary figure": {
    // "Charges for 1 line" under a heading of credits is the lines' own total, not an account charge, even on a
    // statement that does not reconcile (where nothing else chooses the account's items).
    text: `Amount due $99.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Line total $45.00
Credits
Loyalty credit $5.00
Charges for 1 line $45.00`,
    check: (b) => {
      expect(b.accountCharges).toBe(0);
      expect(b.credits).toBe(-5);
    },
  },
  "table row naming a line's user": {
    // Numbers and users in a usage table, then the charges keyed by user alone: each row is its user's line's.
    text: `Amount due   $80.10
Number          User          Data (GB)
512-555-0118    Dana Lee      4.20
512-555-0126    Marcus Lee    1.10
Charges
User           Plan                    Plan charge   Taxes    Total
Dana Lee       Business Unlimited      $45.00        $3.10    $48.10
Marcus Lee     Business Starter        $30.00        $2.00    $32.00`,
    check: (b) => {
      expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planCost, l.dataUsageGB, l.lineTotal])).toEqual([
        ["(512) 555-0118", "Dana Lee", 45, 4.2, 48.1],
        ["(512) 555-0126", "Marcus Lee", 30, 1.1, 32],
      ]);
      expect(b.lines[0]!.readBy?.planCost).toBe("table row naming a line's user");
    },
  },
  "line's total under its charges": {
    // Each line's number only on its total row, under its user's name and charges: the rows above are its own.
    text: `Current charges   $80.10
Amount due   $80.10
Dana Lee
Business Unlimited   $45.00
Taxes   $3.10
Total for 512-555-0118   $48.10
Marcus Lee
Business Starter   $30.00
Taxes   $2.00
Total for 512-555-0126   $32.00`,
    check: (b) => {
      expect(b.lines.map((l) => [l.phoneNumber, l.user, l.planName, l.planCost, l.taxes, l.lineTotal])).toEqual([
        ["(512) 555-0118", "Dana Lee", "Business Unlimited", 45, 3.1, 48.1],
        ["(512) 555-0126", "Marcus Lee", "Business Starter", 30, 2, 32],
      ]);
      expect(b.accountCharges).toBe(0);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "numbers of several lines on one row": {
    // Two lines' numbers side by side with nothing under them to read as their columns: neither line takes the
    // charges under the row (the first would have taken both lines' total), and a line read elsewhere keeps its own.
    text: `Amount due                                                    $94.66
Number        512-555-0118     512-555-0126
Plan          Pool Voice       Pool Tablet
All lines                                                     $64.66
Line 512-555-0190   Business Unlimited                        $30.00
Line total                                                    $30.00`,
    check: (b) => {
      expect(b.lines.map((l) => [l.phoneNumber, l.lineTotal])).toEqual([["(512) 555-0190", 30]]);
      expect(b.reconciliation.status).not.toBe("reconciled");
    },
  },
  "heading of a list by number with its sum": {
    // Charges grouped by kind, every line under each: a kind's figure heads its rows and is no charge of the line
    // listed last; a line's "Total taxes & fees" over its fees and taxes is read from them.
    text: `Total due $150.00
PLANS | $70.00
(312) 555-0144 | Chloe Martin | Magenta for Business | $35.00
(312) 555-0145 | Ken Ito | Magenta for Business | $35.00
EQUIPMENT | $33.34
(312) 555-0145 | Ken Ito | Apple iPhone 16 Pro | EIP 10 of 36 | $33.34
Remaining balance $866.84
TAXES & FEES | $16.66
(312) 555-0144 | Chloe Martin | Total taxes & fees | $6.79
Fees | Fed. USF, Reg. Programs | $2.99
Taxes | IL sales tax, 911 | $3.80
(312) 555-0145 | Ken Ito | Total taxes & fees | $9.87
Fees | Fed. USF, Reg. Programs | $3.03
Taxes | IL sales tax, 911 | $6.84
ACCOUNT | $30.00
Account | SyncUP FLEET subscription | $30.00`,
    check: (b) => {
      expect(
        b.lines.map((l) => [l.phoneNumber, l.planCost, l.equipment?.monthlyPayment ?? 0, l.surcharges, l.taxes]),
      ).toEqual([
        ["(312) 555-0144", 35, 0, 2.99, 3.8],
        ["(312) 555-0145", 35, 33.34, 3.03, 6.84],
      ]);
      expect(b.accountCharges).toBe(30);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
  "account-level charge or credit": {
    text: `Amount due $50.00
Line 206-555-0170 User: Rhea Cole
Business Unlimited Plus $45.00
Line total $45.00
Administrative fee $5.00`,
    check: (b) => {
      expect(b.accountCharges).toBe(5);
      expect(b.reconciliation.status).toBe("reconciled");
    },
  },
};

describe("statement row handlers", () => {
  for (const handler of ROW_HANDLERS) {
    it(handler.name, () => {
      const c = CASES[handler.name];
      expect(c, `no case for the rule "${handler.name}"`).toBeTruthy();
      c!.check(parseBillText(c!.text));
    });
  }

  it("has one case per rule and unique rule names", () => {
    const names = ROW_HANDLERS.map((h) => h.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(CASES).sort()).toEqual([...names].sort());
  });
});
