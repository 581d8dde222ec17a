import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { format, parseISO } from "date-fns";
import * as XLSX from "xlsx";
import { writeBillLayouts, writePartialStatement, type CorpusFile } from "../fixtures/bills/corpus";
import { phone } from "../fixtures/bills/format";
import { makeBills, type FixtureBill } from "../fixtures/make-bills";
import { expectAxeClean, presetTheme, signIn } from "./portal-helpers";

test.describe.configure({ mode: "serial" });

const dir = mkdtempSync(path.join(tmpdir(), "e2e-bills-"));
let bills: FixtureBill[] = [];
/** Development layouts of the corpus uploaded end to end: a multi-page PDF and a 150 dpi scan. */
const CORPUS_LAYOUTS = ["name-first-sections", "scan-columns-150dpi"];
let corpus: CorpusFile[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bills = await makeBills(dir);
  corpus = await writeBillLayouts(dir, { heldOut: false, only: CORPUS_LAYOUTS });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bill = (carrier: string) => bills.find((b) => b.carrier === carrier)!;
const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

async function analyse(page: Page, file: string) {
  await page.getByTestId("bill-file").setInputFiles(file);
  await page.getByRole("button", { name: "Analyze Bill" }).click();
  await expect(page.getByTestId("analysis")).toBeVisible({ timeout: 45_000 });
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard/bill-analyzer");
});

test("upload a PDF bill and read every tab", async ({ page }) => {
  const { pdf, expected } = bill("att");
  await analyse(page, pdf);
  await expect(page.getByTestId("total-monthly")).toHaveText(usd(expected.totalMonthlyBill));
  await expect(page.getByTestId("due-date")).toHaveText("Due date: Nov 24, 2026");
  await expect(page.getByTestId("cost-per-employee")).toHaveText(/\$\d/);
  await expect(page.getByTestId("total-data")).toHaveText(/GB$/);
  await expect(page.getByTestId("annual-savings")).toHaveText(/\$/);
  const stored = await page.evaluate(() => localStorage.getItem("notification-storage") ?? "");
  expect(stored).toContain("Bill analysed");

  await page.getByRole("tab", { name: "Line Details" }).click();
  const rows = page.getByTestId("line-row");
  await expect(rows).toHaveCount(expected.lines.length);
  for (const [i, line] of expected.lines.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(line.phoneNumber);
    // A line with no department printed shows its user instead, and says so.
    await expect(row).toContainText(
      line.department === "Unassigned" ? /Unassigned|no department printed/ : line.department,
    );
    await expect(row).toContainText(usd(line.planCost));
    if (line.equipment) {
      await expect(row).toContainText(line.equipment.deviceName);
      await expect(row).toContainText(`${usd(line.equipment.remainingBalance)} remaining`);
    } else await expect(row).toContainText("No device payment");
  }
  await expect(page.getByTestId("department-table")).toContainText("Unassigned");

  await page.getByRole("tab", { name: "Enterprise Analysis" }).click();
  await expect(page.getByTestId("current-provider")).toHaveText("AT&T");
  await expect(page.getByTestId("cost-difference")).toHaveText(/[+−]\$[\d,.]+\/month/);
  await expect(page.getByTestId("enterprise-discounts")).toContainText(
    "No additional enterprise discounts available at this time.",
  );
  await expect(page.getByTestId("feature-gaps")).toBeVisible();
  await expect(page.getByTestId("opportunities")).toBeVisible();

  await page.getByRole("tab", { name: "Compliance & Security" }).click();
  await expect(page.getByTestId("compliance-badge")).toHaveText("Action Required");
  await expect(page.getByTestId("compliance-issues")).toContainText("International charges");
  const intl = expected.lines.reduce((s, l) => s + l.internationalCost, 0);
  await expect(page.getByTestId("international-cost")).toHaveText(`Cost: ${usd(intl)}`);
  await expect(page.getByTestId("international-countries")).toContainText("Canada");

  // A new file clears the previous result.
  await page.getByTestId("bill-file").setInputFiles(bill("verizon").pdf);
  await expect(page.getByTestId("analysis")).toHaveCount(0);
});

test("a PNG bill is read by OCR on the server", async ({ page }) => {
  test.setTimeout(90_000);
  const { png, expected } = bill("tmobile");
  await page.getByTestId("bill-file").setInputFiles(png!);
  await page.getByRole("button", { name: "Analyze Bill" }).click();
  await expect(page.getByTestId("analyze-progress")).toBeVisible();
  await expect(page.getByTestId("analyze-progress")).toContainText(/Uploading|Analysing/);
  await expect(page.getByTestId("analysis")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("analyze-progress")).toHaveCount(0);
  await expect(page.getByTestId("total-monthly")).toHaveText(usd(expected.totalMonthlyBill));
  await expect(page.getByTestId("due-date")).toHaveText("Due date: Nov 25, 2026");
  await page.getByRole("tab", { name: "Line Details" }).click();
  await expect(page.getByTestId("line-row")).toHaveCount(expected.lines.length);
  await expect(page.getByTestId("line-row").first()).toContainText(expected.lines[0]!.phoneNumber);
});

for (const name of CORPUS_LAYOUTS) {
  test(`the ${name} statement is read: the Cost Summary shows its charges reconciled, Line Details every line`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { file, expected } = corpus.find((c) => c.name === name)!;
    await analyse(page, file);
    await expect(page.getByTestId("total-monthly")).toHaveText(usd(expected.currentCharges));
    await expect(page.getByTestId("due-date")).toHaveText(
      `Due date: ${format(parseISO(expected.dueDate), "MMM d, yyyy")}`,
    );
    await expect(page.getByTestId("reconciliation-status")).toHaveText("Reconciled with the bill's total");

    await page.getByRole("tab", { name: "Line Details" }).click();
    const rows = page.getByTestId("line-row");
    await expect(rows).toHaveCount(expected.lines.length);
    for (const line of expected.lines) {
      const row = rows.filter({ hasText: phone(line.number, "parens") });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(line.plan);
      await expect(row).toContainText(usd(line.planCharge));
      if (line.remainingBalance) await expect(row).toContainText(`${usd(line.remainingBalance)} remaining`);
    }
  });
}

test("part of a statement uploaded: the Cost Summary says how much of the total is not attributed to a line", async ({
  page,
}) => {
  // The first two of three pages: the summary states every charge, the last page's lines are missing.
  const partial = await writePartialStatement("name-first-sections", dir, 2);
  expect(partial.unattributed).toBeGreaterThan(0);
  await analyse(page, partial.file);
  await expect(page.getByTestId("total-monthly")).toHaveText(usd(partial.expected.currentCharges));
  await expect(page.getByTestId("reconciliation-status")).toHaveText(
    `${usd(partial.unattributed)} of the total is not attributed to a line`,
  );
  await page.getByRole("tab", { name: "Line Details" }).click();
  await expect(page.getByTestId("line-row")).toHaveCount(partial.lines);
});

test("the enterprise quote shows the competing offer with device payoff", async ({ page }) => {
  const { pdf, expected } = bill("verizon");
  await analyse(page, pdf);
  await page.getByRole("button", { name: "Get Enterprise Quote" }).click();
  const offer = page.getByTestId("competing-offer");
  await expect(offer).toBeVisible();
  const payoff = expected.lines.reduce((s, l) => s + (l.equipment?.remainingBalance ?? 0), 0);
  await expect(page.getByTestId("device-payoff")).toHaveText(usd(Math.round(payoff * 100) / 100));
  for (const carrier of ["att", "verizon", "tmobile"])
    await expect(page.getByTestId(`competing-${carrier}`)).toBeVisible();
  await expect(page.getByTestId("competing-verizon")).toContainText("(stay and re-plan at the current carrier)");
  await expect(page.getByTestId("offer-recommendation")).toContainText("Recommendation:");
  await expect(page.getByTestId("enterprise-quote-result").getByTestId("quote-options")).toBeVisible();

  await page.route("**/api/generate-quote", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }),
  );
  await page.getByRole("button", { name: "Get Enterprise Quote" }).click();
  await expect(page.getByTestId("bill-error")).toHaveText("Failed to generate quote");
});

test("Export Analysis Report downloads an xlsx with a sheet per tab", async ({ page }) => {
  const { pdf, expected } = bill("att");
  await analyse(page, pdf);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export Analysis Report" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bill_analysis_att_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = path.join(dir, "report.xlsx");
  await download.saveAs(file);
  const book = XLSX.read(readFileSync(file));
  expect(book.SheetNames).toEqual(["Cost Summary", "Line Details", "Enterprise Analysis", "Compliance & Security"]);
  const summary = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets["Cost Summary"]!);
  expect(summary.find((r) => r.Metric === "Total monthly cost")?.Value).toBe(expected.totalMonthlyBill);
  expect(summary.find((r) => r.Metric === "Due date")?.Value).toBe(expected.dueDate);
  const lines = XLSX.utils
    .sheet_to_json<Record<string, unknown>>(book.Sheets["Line Details"]!)
    .filter((r) => r["Phone number"] && String(r["Phone number"]).startsWith("("));
  expect(lines.map((r) => r["Phone number"])).toEqual(expected.lines.map((l) => l.phoneNumber));
  expect(lines.map((r) => r["Plan cost / month"])).toEqual(expected.lines.map((l) => l.planCost));
  const compliance = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets["Compliance & Security"]!);
  expect(compliance[0]).toEqual({ Item: "Status", Detail: "Action Required" });
  const stored = await page.evaluate(() => localStorage.getItem("notification-storage") ?? "");
  expect(stored).toContain("Export ready");
});

test("an empty and a bad upload get clear messages", async ({ page }) => {
  await page.getByRole("button", { name: "Analyze Bill" }).click();
  await expect(page.getByTestId("bill-error")).toHaveText("Please upload a bill first");

  const fake = path.join(dir, "not-a-bill.pdf");
  writeFileSync(fake, "this is plain text pretending to be a PDF");
  await page.getByTestId("bill-file").setInputFiles(fake);
  await expect(page.getByTestId("bill-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Analyze Bill" }).click();
  await expect(page.getByTestId("bill-error")).toContainText("Failed to analyze bill");
  await expect(page.getByTestId("bill-error")).toContainText("Unsupported file type");

  const empty = path.join(dir, "empty.png");
  writeFileSync(empty, "");
  await page.getByTestId("bill-file").setInputFiles(empty);
  await page.getByRole("button", { name: "Analyze Bill" }).click();
  await expect(page.getByTestId("bill-error")).toContainText("The uploaded file is empty");

  const broken = path.join(dir, "broken.pdf");
  writeFileSync(broken, "%PDF-1.7\n" + "garbage ".repeat(50));
  await page.getByTestId("bill-file").setInputFiles(broken);
  await page.getByRole("button", { name: "Analyze Bill" }).click();
  await expect(page.getByTestId("bill-error")).toContainText("could not be read");
});

test("the API answers 4xx JSON for bad uploads, never 5xx", async ({ page }) => {
  const api = page.request;
  const noFile = await api.post("/api/analyze-bill", { multipart: { other: "x" } });
  expect(noFile.status()).toBe(400);
  const notMultipart = await api.post("/api/analyze-bill", { data: { file: "x" } });
  expect(notMultipart.status()).toBe(415);
  const cut = await api.post("/api/analyze-bill", {
    headers: { "content-type": "multipart/form-data; boundary=XYZ" },
    data: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off',
  });
  expect(cut.status()).toBe(400);
  expect((await cut.json()).error).toMatch(/could not be read/);
  const jpegText = await api.post("/api/analyze-bill", {
    multipart: {
      file: { name: "bill.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
    },
  });
  expect(jpegText.status()).toBeGreaterThanOrEqual(400);
  expect(jpegText.status()).toBeLessThan(500);
  const big = await api.post("/api/analyze-bill", {
    multipart: {
      file: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) },
    },
  });
  expect(big.status()).toBe(413);
  const anonymous = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const anon = await anonymous.request.post("/api/analyze-bill", {
    multipart: { file: { name: "a.pdf", mimeType: "application/pdf", buffer: readFileSync(bill("att").pdf) } },
  });
  expect(anon.status()).toBe(401);
  await anonymous.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`bill analyzer is axe clean in ${theme}`, async ({ page }) => {
    await presetTheme(page, theme);
    await page.goto("/dashboard/bill-analyzer");
    await analyse(page, bill("att").pdf);
    for (const tab of ["Cost Summary", "Line Details", "Enterprise Analysis", "Compliance & Security"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectAxeClean(page, tab);
    }
    await page.getByRole("button", { name: "Get Enterprise Quote" }).click();
    await expect(page.getByTestId("competing-offer")).toBeVisible();
    await expectAxeClean(page, "competing offer");
  });
}
