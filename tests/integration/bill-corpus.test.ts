/**
 * The bill corpus (tests/fixtures/bills) through the whole analyzer: text from
 * the PDF or OCR of the scan, the parser, the analysis. Development layouts are
 * read exactly: total due, due date, current charges, account-level charges,
 * credits, the number of lines, and per line its number, user, plan, plan
 * charge, device installment and remaining balance, surcharges, taxes, data and
 * line total, and the reading reconciles with the bill's current charges.
 *
 * Every layout's score is printed as fields right / unread / wrong / printed
 * (unread: the analysis gives nothing for the field; wrong: another value) and
 * whether the reading reconciled; held-out layouts print only these figures,
 * never their text or values (see held-out-layouts.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeBillBytes } from "@/lib/bills/analyze-bill";
import type { BillAnalysis } from "@/lib/bills/analysis-schema";
import { terminateOcr } from "@/lib/bills/extract-text";
import { setupTestDatabase } from "../helpers/db";
import {
  expectedReading,
  listBillLayouts,
  readingOf,
  scoreBill,
  writeBillLayouts,
  writePartialStatement,
  type CorpusFile,
  type Score,
} from "../fixtures/bills/corpus";

setupTestDatabase();

/**
 * Share of the held-out layouts' fields read right, how many are wrong, and how many layouts
 * reconcile: just past the last measurement (1063 of 1394 fields, 76.3%, 309 unread and 22 wrong;
 * 9 of 13 reconciled). An amount due found by the summary's arithmetic under its label, beside another block:
 * 1061 → 1063 (marking the amount's own row as the summary's, not the label's, had cost one statement 15 fields and
 * its reconciliation). The account's charges and credits of a reading that does not reconcile show as not read
 * (1066 → 1061 right, 25 → 22 wrong). Line cards side by side read column by column, a fee's breakdown as its parts, an unnamed
 * negative amount as a credit, a fee for a service as no surcharge (the sixteenth batch's line cards): 1060 → 1066. Charges listed by type, a row per line (the thirteenth batch's reseller
 * invoice): 1044 → 1058 right; a feature under a plan heading as no part of the plan's charge:
 * 1058 → 1060 right, 27 → 25 wrong. Surcharges and taxes listed under one heading naming both are shown only
 * together (41 → 27 wrong, right unchanged); 310 unread and 41 wrong before. The last three layouts (blind-layouts-11.ts, written by someone who had not
 * read the parser) read 223 of 296 (75.3%, 58 unread, 15 wrong; 2 of 3 reconciled) when scored
 * first, before any rule for them; the ten before them 820 of 1098 (74.7%, 252 unread and 26 wrong;
 * 7 of 10 reconciled). A plan's name is scored ignoring case, spaces and punctuation, as device
 * names are (812 → 821 right, 83 → 74 wrong on the same reading); then, on a statement that does
 * not reconcile, a line's surcharges and taxes are shown only together (74 → 42 wrong) and a plan
 * name only when it is one of the carrier's plans (42 → 26 wrong), right unchanged but for one
 * field. The wrong fields are printed by field name over the whole half, never by statement.
 * Before that: 812 of 1098, 203 unread, 83 wrong. Before the rule that a statement which does not reconcile shows only the
 * charges of lines whose parts make their printed total: 834 right, 132 unread, 132 wrong. The four layouts written blind (held-out-g … j: a phone photo, a five-page
 * statement, a two-column line layout, a landscape table with device and cost-center
 * columns) read 206 of 396 (52.0%, 167 wrong in the half) on the parser they were written
 * against, and 249 of 396 (62.9%) after the reading rules that let the bill's arithmetic
 * choose and say "unread" rather than guess. The first six read 585 of 702 (83.3%; 588 before
 * those rules: one held-out scan lost 3 fields).
 * Development layouts are read exactly, except those in NOT_YET_EXACT. The
 * eleventh batch's four (dev-layouts-11.ts) read 313 of 349 fields when scored first (21 unread, 15 wrong), and
 * exactly after the rules they called for; the held-out half did not move with those rules (1043 of 1394). The
 * twelfth's five read 548 of 592 first, 587 after (held-out 1043 → 1044 right, wrong unchanged). The thirteenth's six
 * read 485 of 670 first (72.4%; 158 unread, 27 wrong; 4 of 6 reconciled). The fourteenth's six (three scans or
 * photos, a four-page ledger export, amounts printed before their descriptions, a past-due statement with roaming)
 * read 338 of 674 first (50.1%; 298 unread, 38 wrong; 2 of 6 reconciled). The fifteenth's six (a table with the
 * lines as its columns, a seven-page statement whose line sections break across pages, a capitals scan with trailing
 * minus signs, a phone photo of label-and-value blocks two to a row, a reseller invoice in "USD" with ISO dates and a
 * separate financing schedule, line groups with the summary's figures far right) read 391 of 606 first (64.5%; 171
 * unread, 44 wrong; 3 of 6 reconciled). The sixteenth's six (a summary by line then itemised detail, line cards with
 * a suspended line and per-line credits, a 150 dpi scan with a totals row, a phone photo of line headings, user-headed
 * fee groups over four pages, a reseller invoice with "CR" credits and a late fee) read 472 of 600 first (78.7%; 98
 * unread, 30 wrong; 5 of 6 reconciled). The seventeenth's six (line totals first then itemised pages, charges
 * arranged by kind across the lines, three rows per line, a scan with the summary in a narrow column beside the line
 * blocks, a phone photo of a shaded compact table, a ledger sorted by kind of charge) read 303 of 527 first (57.5%;
 * 211 unread, 13 wrong; 3 of 6 reconciled). The eighteenth's six (line sections each broken by a page break, a scan
 * with a boxed summary and data in MB, a tilted photo of line blocks with dotted leaders, a past-due statement with
 * account charges and credits in columns, line figures in two columns, cost-center groups with subtotals) read 405 of
 * 508 first (79.7%; 75 unread, 28 wrong; 3 of 6 reconciled). The nineteenth's six (a photo of a line table with an
 * installment note under each row, a scan with adjustments in its summary, account charges on the last page, a line's
 * figures in two columns, departments with subtotals, roaming with a suspended and a prorated line) read 493 of 539
 * first (91.5%; 31 unread, 15 wrong; 5 of 6 reconciled). The twentieth's six (line headings "name – number" with taxes
 * and fees itemised by line in a section of their own over five pages, a 200 dpi scan of a group plan charged once
 * with access fees per line, a photo of a summary grid with an account row, line cards two to a row with data in MB,
 * a landscape table under headings over two rows with cost centers, a remittance stub then lines as the columns of a
 * matrix) read 387 of 593 first (65.3%; 160 unread, 46 wrong; 3 of 6 reconciled). The twenty-first's six (line
 * totals beside their headings over monthly, one-time and credit sections, a 150 dpi scan whose rows wrap the plan onto
 * a second row, a photo of plan, device and fee sub-rows with a subtotal at the right, a reseller's item rows with
 * quantity and unit price and a discount in percent, cost-center summary then line groups, a landscape table with
 * suspended and cancelled lines and a usage section) read 478 of 606 first (78.9%; 111 unread, 17 wrong; 3 of 6
 * reconciled). The twenty-second's six (user-headed sections over six pages with group subtotals in a second column
 * and data in MB, a 150 dpi scan of compact line rows with an installment-agreements table below, a photo of lines
 * sorted by user with EIP rows, a reseller's matrix of charge kinds by line with a shared data pool, line cards two
 * side by side, a pre-tax line summary with taxes and fees by line at the end and a usage page) read 463 of 684
 * first (67.7%; 167 unread, 54 wrong; 5 of 6 reconciled). The twenty-third's six (a seven-page detail by line with
 * account credits and group totals under their items, a 200 dpi scan of line blocks with charges left and details
 * right, a photo of a reseller's ledger grouped by line, two payments and charges grouped by kind with every line
 * under each, a landscape compact row per number with installment notes, a statement written column by column with
 * label rows over figure rows) read 467 of 624 first (74.8%; 122 unread, 35 wrong; 3 of 6 reconciled).
 */
const HELD_OUT_MIN_FIELDS = 0.9;
const HELD_OUT_MAX_WRONG = 7;
const HELD_OUT_MIN_RECONCILED = 11;

/**
 * Development layouts written blind (by someone who had not read the parser) and
 * not read exactly yet: each is scored instead, and must keep at least the fields
 * it reads right now (its floor), so it shows in the output without failing CI.
 * A layout leaves this list once it is read exactly.
 */
const NOT_YET_EXACT: Record<string, number> = {
  // Right / unread / wrong of printed, reconciled: when added, then now.
  // The twelfth blind batch (dev-layouts-12.ts), scored once before any rule for it (548 of 592 fields right,
  // 22 unread, 22 wrong); three of its five are now read exactly, these two not yet:
  "att-landscape-wrapped-plans": 217, // 201 / 0 / 20 of 221, yes; then 217 / 0 / 4 (a device and plan in one cell)
  "verizon-scan-right-figures": 59, // 44 / 16 / 0 of 60, yes; then 59 / 1 / 0 ("Data2.15GB" run together)
  // The thirteenth (dev-layouts-13.ts), scored once before any rule for it: 485 of 670 fields right (158 unread,
  // 27 wrong), 4 of 6 reconciled; two of its six are now read exactly (verizon-four-page-itemized 60 / 11 / 1 of
  // 72 first, att-cost-centers-bare-figures 223 / 24 / 0 of 247 first), these four not yet:
  "att-compact-scan-table": 96, // 91 / 4 / 2 of 97, yes; then 96 / 1 / 0 (a data figure whose decimal point the scan lost, unread)
  "verizon-photo-dot-leaders": 67, // 33 / 34 / 3 of 70, no; then 67 / 2 / 1, yes (dot leaders whitened before OCR)
  "mvno-charges-by-type": 70, // 46 / 16 / 9 of 71, yes; then 70 / 0 / 1 ("Motorola moto g 5G final")
  "tmobile-connected-devices": 110, // 32 / 69 / 12 of 113, no; then 110 / 2 / 1, yes ("+ Scam Shield Premium" in a plan)
  // The fourteenth (dev-layouts-14.ts), scored once before any rule for it: 338 of 674 fields right (298 unread,
  // 38 wrong), 2 of 6 reconciled; att-past-due-roaming (61 / 12 / 9 of 82 first), att-photo-two-row-lines (43 / 56 / 2
  // of 101 first) and mvno-amount-first (60 / 1 / 21 of 82 first) are now read exactly, these not yet:
  "tmobile-scan-narrow-columns": 142, // 98 / 49 / 0 of 147, yes; then 142 / 5 / 0
  "verizon-scan-line-boxes": 90, // 18 / 69 / 4 of 91, no; then 90 / 1 / 0, yes
  "tmobile-tem-ledger": 170, // 58 / 111 / 2 of 171, no; then 170 / 1 / 0, yes ("T-Mobilefor Business" run together)
  // The fifteenth (dev-layouts-15.ts), scored once before any rule for it: 391 of 606 fields right (64.5%; 171
  // unread, 44 wrong), 3 of 6 reconciled; att-groups-right-column (124 of 124) was read exactly from the first,
  // mvno-cost-center-usd-iso (110 / 3 / 20 of 133 first), tmobile-glance-lines-as-columns (6 / 61 / 4 of 71 first) and
  // verizon-line-sections-continued (75 / 16 / 2 of 93 first) are now; these not yet:
  "verizon-scan-caps-trailing-minus": 99, // 67 / 28 / 6 of 101, no; then 99 / 2 / 0, yes (two data figures left unread)
  "tmobile-photo-label-blocks": 16, // 9 / 63 / 12 of 84, no; then 16 / 60 / 8 (dot leaders whitened before OCR)
  // The sixteenth (dev-layouts-16.ts), scored once before any rule for it: 472 of 600 fields right (78.7%; 98
  // unread, 30 wrong), 5 of 6 reconciled; att-user-headed-fee-groups (70 / 1 / 6 of 77 first),
  // verizon-line-summary-then-itemised-detail (84 / 38 / 2 of 124 first) and mvno-cr-late-fee-line-index (110 / 22 /
  // 12 of 144 first) are now read exactly:
  "tmobile-eip-kickback-line-cards": 87, // 49 / 34 / 6 of 89, no; then 87 / 0 / 2, yes (notes in plan names: "(suspended …)", "- line ON US")
  "verizon-scan-one-row-header-totals": 102, // 102 / 3 / 1 of 106, yes
  "tmobile-photo-line-headings": 58, // 57 / 0 / 3 of 60, yes; then 58 / 0 / 2 (an account charge under "Account" alone)
  // The seventeenth (dev-layouts-17.ts), scored once before any rule for it: 303 of 527 fields right (57.5%; 211
  // unread, 13 wrong), 3 of 6 reconciled; verizon-glance-totals-then-itemised-lines (84 / 0 / 5 of 89 first),
  // mvno-itemized-ledger-sorted-by-type (25 / 65 / 2 of 92 first) and att-charges-by-kind-across-lines (83 / 41 / 0
  // of 124 first) are now read exactly, these not yet:
  "tmobile-three-row-line-table": 76, // 72 / 10 / 0 of 82, yes; then 76 / 6 / 0 (a storage size in a device's name: "128GB")
  "att-scan-summary-rail-line-blocks": 31, // 31 / 27 / 3 of 61, no
  "tmobile-photo-shaded-compact-table": 6, // 8 / 68 / 3 of 79, no; then 6 / 70 / 3 (account figures not shown, as above)
  // The eighteenth (dev-layouts-18.ts), scored once before any rule for it: 405 of 508 fields right (79.7%; 75
  // unread, 28 wrong), 3 of 6 reconciled; mvno-line-blocks-two-column-figures (54 of 54) was read exactly from the
  // first, verizon-cost-center-groups-with-subtotals (147 / 0 / 12 of 159 first) and
  // verizon-line-sections-broken-across-pages (36 / 27 / 3 of 66 first) are now, these not yet:
  "att-scan-boxed-summary-line-table-mb": 96, // 85 / 1 / 11 of 97, yes; then 96 / 1 / 0 ("Dueue byby 12/22/26" unread)
  "tmobile-photo-dotted-leader-line-blocks": 41, // 11 / 29 / 2 of 42, no; then 41 / 1 / 0, yes (dot leaders whitened before OCR)
  "att-past-due-account-charges-credits-columns": 89, // 72 / 18 / 0 of 90, no; then 89 / 1 / 0, yes ("No installment agreement | $0.00": no balance read)
  // The nineteenth (dev-layouts-19.ts), scored once before any rule for it: 493 of 539 fields right (91.5%; 31
  // unread, 15 wrong), 5 of 6 reconciled; tmobile-summary-page-account-charges-last (114 of 114) was read exactly
  // from the first, att-line-figures-left-right-columns (85 / 0 / 5 of 90 first),
  // verizon-roaming-suspended-prorated-lines (68 / 8 / 2 of 78 first) and
  // verizon-photo-line-table-installment-notes (72 / 10 / 1 of 83 first) and att-scan-adjustments-summary-line-blocks
  // (50 / 0 / 4 of 54 first) are now, this not yet:
  "mvno-departments-data-pool-subtotals": 117, // 104 / 13 / 3 of 120, no; then 117 / 0 / 3, yes ("Pool TabletData" run together: tablets read as voice)
  // The twentieth (dev-layouts-20.ts), scored once before any rule for it: 387 of 593 fields right (65.3%; 160
  // unread, 46 wrong), 3 of 6 reconciled; mvno-line-cards-two-per-row-data-in-mb (86 / 5 / 8 of 99 first),
  // verizon-name-dash-number-headings-taxes-fees-by-line-section (95 / 0 / 18 of 113 first),
  // verizon-remittance-stub-transposed-line-matrix (6 / 78 / 6 of 90 first) and
  // att-landscape-line-table-grouped-heads-cost-centers (96 / 31 / 8 of 135 first) are now read exactly, these not yet:
  "att-scan-mobile-share-group-plan-line-access-fees": 77, // 34 / 39 / 5 of 78, no; then 77 / 0 / 1, yes ("Galaxy $25": the scan read "S25" as money)
  "tmobile-photo-bill-summary-grid-account-row-gb-of-unlimited": 76, // 70 / 7 / 1 of 78, yes; then 76 / 1 / 1 ("T-Mobi le" and "90f24" as a scan read them)
  // The twenty-first (dev-layouts-21.ts), scored once before any rule for it: 478 of 606 fields right (78.9%; 111
  // unread, 17 wrong), 3 of 6 reconciled; tmobile-landscape-line-status-suspended-cancelled-usage-section (70 / 20 / 0
  // of 90 first) and mvno-invoice-item-rows-qty-unit-price-volume-discount-percent (66 / 29 / 7 of 102 first) are now
  // read exactly, these not yet:
  "verizon-line-total-in-heading-monthly-one-time-credits-sections": 134, // 134 / 0 / 1 of 135, yes
  "att-scan-150dpi-line-rows-wrap-plan-on-second-row": 75, // 66 / 10 / 2 of 78, yes; then 75 / 2 / 1 ("4695550112 = Marcus Johnson": the user run into the number)
  "att-charges-by-cost-center-summary-then-line-detail-groups": 128, // 106 / 22 / 7 of 135, yes; then 128 / 7 / 0 (device names in "Device (inst. no.)")
  // The twenty-second (dev-layouts-22.ts), scored once before any rule for it: 463 of 684 fields right (67.7%; 167
  // unread, 54 wrong), 5 of 6 reconciled; the reseller's matrix (8 / 67 / 9 of 84 first), the line cards (105 / 20 /
  // 10 of 135), the pre-tax summary with taxes by line (83 / 0 / 30 of 113) and the 150 dpi scan of compact line
  // rows (94 / 5 / 3 of 102) are now read exactly, these not yet:
  "verizon-multipage-user-headed-sections-split-across-pages-group-subtotals-mb": 156, // 137 / 23 / 0 of 160, yes; then 156 / 4 / 0
  "tmobile-photo-lines-sorted-by-user-eip-row-unlimited-used-data": 62, // 36 / 52 / 2 of 90, no; then 62 / 27 / 1, no (figures whose decimal points the photo lost: "$5417", "s1667")
  // The twenty-third (dev-layouts-23.ts), scored once before any rule for it: 467 of 624 fields right (74.8%; 122
  // unread, 35 wrong), 3 of 6 reconciled; charges grouped by kind with every line under each (79 / 20 / 13 of 112
  // first), the landscape compact rows with installment notes (161 / 0 / 10 of 171), the seven-page detail by line
  // (131 / 8 / 7 of 146) and the statement written column by column (28 / 47 / 4 of 79, a date in a note saying no
  // payment is due taken for the due date) are now read exactly, these not yet:
  "att-scan-200dpi-line-blocks-charges-left-details-right": 38, // 34 / 32 / 0 of 66, no; then 38 / 28 / 0, no (figures the scan lost: "Total for this line 8.74" for 81.74)
  "mvno-photo-invoice-ledger-grouped-by-line-qty-rate-amount-mb": 34, // 34 / 15 / 1 of 50, no
};

const dir = mkdtempSync(path.join(tmpdir(), "bill-corpus-"));
let files: CorpusFile[] = [];
const layouts = listBillLayouts();
const development = layouts.filter((l) => !l.heldOut);
const heldOut = layouts.filter((l) => l.heldOut);

beforeAll(async () => {
  files = await writeBillLayouts(dir);
}, 120_000);

afterAll(async () => {
  await terminateOcr();
  rmSync(dir, { recursive: true, force: true });
});

const cents = (n: number) => Math.round(n * 100);

describe("the corpus", () => {
  it("has at least 10 layouts, 3 of them held out with a scan among them, PDFs and scans, one page and several", () => {
    expect(layouts.length).toBeGreaterThanOrEqual(10);
    expect(heldOut.length).toBeGreaterThanOrEqual(3);
    expect(heldOut.some((l) => l.format !== "pdf")).toBe(true);
    expect(development.some((l) => l.format === "png")).toBe(true);
    expect(development.some((l) => l.format === "jpeg")).toBe(true);
    expect(development.some((l) => l.pages === 1)).toBe(true);
    expect(development.some((l) => l.pages > 2)).toBe(true);
    expect(new Set(layouts.map((l) => l.name)).size).toBe(layouts.length);
  });

  it("adds up on every layout: line totals plus account charges minus credits are the current charges", () => {
    for (const { expected: e } of layouts) {
      const lines = e.lines.reduce((a, l) => a + cents(l.total), 0);
      expect(lines + cents(e.accountCharges) - cents(e.credits)).toBe(cents(e.currentCharges));
      // The amount due may be less than the period's charges: a credit carried from an overpayment.
      // Each line's own sum (plan, device, services, surcharges, taxes, discount) is checked as the bill is built.
      for (const l of e.lines) expect(l.number).toMatch(/^\d{10}$/);
      expect(new Set(e.lines.map((l) => l.number)).size).toBe(e.lines.length);
    }
  });
});

async function analyse(file: CorpusFile): Promise<BillAnalysis> {
  return analyzeBillBytes(new Uint8Array(readFileSync(file.file)));
}

const figures = (score: Score) =>
  `${score.right} right, ${score.unread} unread, ${score.wrong} wrong of ${score.expected} printed, reconciled ${score.reconciled ? "yes" : "no"}`;

/** Scores of the development layouts, summed once they have all run. */
const developmentScores: Score[] = [];

describe("development layouts", () => {
  afterAll(() => {
    if (!developmentScores.length) return;
    const total = (key: "right" | "unread" | "wrong" | "expected") => developmentScores.reduce((n, s) => n + s[key], 0);
    const reconciled = developmentScores.filter((s) => s.reconciled).length;
    console.log(
      `development layouts: ${total("right")} right, ${total("unread")} unread, ${total("wrong")} wrong of ${total("expected")} printed, ${reconciled} of ${developmentScores.length} reconciled`,
    );
  });

  describe.each(development.filter((l) => !(l.name in NOT_YET_EXACT)).map((l) => [l.name, l.format] as const))(
    "development layout %s (%s)",
    (name, format) => {
      it("is read exactly and reconciles with the bill's current charges", async () => {
        const file = files.find((f) => f.name === name)!;
        const analysis = await analyse(file);
        const score = scoreBill(file.expected, analysis);
        developmentScores.push(score);
        console.log(`development layout ${name} (${format}): ${figures(score)}`);
        expect(readingOf(analysis, file.expected)).toEqual(expectedReading(file.expected));
        expect(analysis.totalMonthlyBill).toBe(file.expected.currentCharges);
        expect(analysis.details?.reconciliation?.status).toBe("reconciled");
        // -0 and 0 are the same amount.
        expect((analysis.details?.reconciliation?.unattributed ?? Number.NaN) + 0).toBe(0);
      }, 90_000);
    },
  );

  describe.each(development.filter((l) => l.name in NOT_YET_EXACT).map((l) => [l.name, l.format] as const))(
    "development layout %s (%s), not read exactly yet",
    (name, format) => {
      it("is read to at least the fields it read when it was added", async () => {
        const file = files.find((f) => f.name === name)!;
        let analysis: BillAnalysis | null = null;
        try {
          analysis = await analyse(file);
        } catch (error) {
          console.log(`development layout ${name}: refused (${(error as Error).message})`);
        }
        const score = scoreBill(file.expected, analysis);
        developmentScores.push(score);
        console.log(`development layout ${name} (${format}), not read exactly yet: ${figures(score)}`);
        expect(
          score.right,
          `${name}: fields right ${score.right}, floor ${NOT_YET_EXACT[name]}`,
        ).toBeGreaterThanOrEqual(NOT_YET_EXACT[name]!);
      }, 90_000);
    },
  );
});

describe("held-out layouts", () => {
  it("are read to the measured share of their fields, and reconcile", async () => {
    let right = 0;
    let unread = 0;
    let wrong = 0;
    let expected = 0;
    let reconciled = 0;
    const wrongBy: Record<string, number> = {};
    const wrongUnreconciled: Record<string, number> = {};
    for (const [index, layout] of heldOut.entries()) {
      const file = files.find((f) => f.name === layout.name)!;
      let analysis: BillAnalysis | null = null;
      let refused = "";
      try {
        analysis = await analyse(file);
      } catch (error) {
        // Only the status: the message could quote the statement.
        refused = ` (refused, status ${(error as { status?: number }).status ?? "none"})`;
      }
      const score = scoreBill(file.expected, analysis);
      right += score.right;
      unread += score.unread;
      wrong += score.wrong;
      expected += score.expected;
      if (score.reconciled) reconciled += 1;
      for (const [field, n] of Object.entries(score.wrongBy)) wrongBy[field] = (wrongBy[field] ?? 0) + n;
      if (!score.reconciled)
        for (const [field, n] of Object.entries(score.wrongBy))
          wrongUnreconciled[field] = (wrongUnreconciled[field] ?? 0) + n;
      console.log(`held-out layout ${index + 1} of ${heldOut.length} (${layout.format}): ${figures(score)}${refused}`);
    }
    const share = right / expected;
    console.log(
      `held-out layouts: ${right} right, ${unread} unread, ${wrong} wrong of ${expected} printed (${(share * 100).toFixed(1)}% right), ${reconciled} of ${heldOut.length} reconciled`,
    );
    // Over the whole half, by field only: which rule to look at, never a statement's text.
    console.log(
      `held-out wrong fields by field: ${
        Object.entries(wrongBy)
          .sort((a, b) => b[1] - a[1])
          .map(([field, n]) => `${field} ${n}`)
          .join(", ") || "none"
      }; on statements that do not reconcile: ${
        Object.entries(wrongUnreconciled)
          .sort((a, b) => b[1] - a[1])
          .map(([field, n]) => `${field} ${n}`)
          .join(", ") || "none"
      }`,
    );
    expect(
      share >= HELD_OUT_MIN_FIELDS,
      `held-out fields right ${right}/${expected}, minimum ${HELD_OUT_MIN_FIELDS}`,
    ).toBe(true);
    expect(wrong, `held-out fields wrong ${wrong}, maximum ${HELD_OUT_MAX_WRONG}`).toBeLessThanOrEqual(
      HELD_OUT_MAX_WRONG,
    );
    expect(
      reconciled >= HELD_OUT_MIN_RECONCILED,
      `held-out layouts reconciled ${reconciled}, minimum ${HELD_OUT_MIN_RECONCILED}`,
    ).toBe(true);
  }, 180_000);
});

describe("part of a statement", () => {
  it("reads the lines it has and leaves the missing lines' charges unattributed, with a warning", async () => {
    const partial = await writePartialStatement("name-first-sections", dir, 2);
    expect(partial.lines).toBeGreaterThan(0);
    expect(partial.lines).toBeLessThan(partial.expected.lines.length);
    const analysis = await analyzeBillBytes(new Uint8Array(readFileSync(partial.file)));
    expect(analysis.lines).toHaveLength(partial.lines);
    expect(analysis.totalMonthlyBill).toBe(partial.expected.currentCharges);
    expect(analysis.details?.reconciliation?.status).toBe("unattributed");
    expect(analysis.details?.reconciliation?.unattributed).toBe(partial.unattributed);
    expect(analysis.details?.warnings.length).toBeGreaterThan(0);
  }, 60_000);
});
