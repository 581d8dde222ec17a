import { expect, test } from "@playwright/test";
import { expectAxeCleanInBothThemes, readDownload, signIn } from "./deals-helpers";

const RIDGELINE = "d1000000-0000-4000-8000-000000000001"; // AT&T, won this month: its upfront is expected this month

function thisMonth(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
}

const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

test.describe("commission statements", () => {
  test.describe.configure({ mode: "serial" });

  test("upload, map the columns once, reconcile, export the discrepancies; the same file again is not counted twice; a bad file changes nothing", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/dashboard/commissions");
    await expect(page.getByRole("heading", { name: "Commissions", level: 2 })).toBeVisible();
    const received = page
      .locator(`[data-testid="received-row"][data-deal-id="${RIDGELINE}"]`)
      .getByTestId("received-amount");
    const receivedBefore = await received.textContent();

    // a bad file first: a clear message, nothing saved
    await page.locator("#statement-source").selectOption("new");
    await page.getByLabel("New source name").fill("AT&T Alliance (browser)");
    await page.getByLabel("Pays for").selectOption("ATT");
    await page.getByLabel("Statement month").fill(thisMonth());
    await page.getByLabel("Statement file (.csv or .xlsx)").setInputFiles(file("empty.csv", "Account,Amount\r\n"));
    await page.getByTestId("upload-statement").click();
    await expect(page.getByTestId("statement-upload-error")).toHaveText(
      "The file has a header row but no rows. Nothing was saved.",
    );

    const csv = [
      "Account,Commission,Paid,Category",
      `${RIDGELINE},"$1.00",${thisMonth()}-28,Upfront`,
      `Someone We Never Sold To,25.00,${thisMonth()}-28,Residual`,
    ].join("\r\n");
    await page.getByLabel("Statement file (.csv or .xlsx)").setInputFiles(file("att-payouts.csv", csv));
    await page.getByTestId("upload-statement").click();
    // first file of the source: match the columns
    await expect(page.getByRole("heading", { name: "Match the columns" })).toBeVisible();
    await expect(page.getByTestId("map-reference")).toHaveValue("Account");
    await page.getByTestId("map-amount").selectOption("Commission");
    await page.getByTestId("map-paidOn").selectOption("Paid");
    await page.getByTestId("map-kind").selectOption("Category");
    await page.getByTestId("upload-statement").click();

    const recon = page.getByTestId("reconciliation");
    await expect(recon).toContainText("att-payouts.csv: 2 rows reconciled");
    await expect(recon.getByTestId("recon-count-short_paid")).toHaveText("1");
    await expect(recon.getByTestId("recon-count-unexpected")).toHaveText("1");
    await expect(recon.locator('[data-testid="discrepancy-row"][data-outcome="short_paid"]')).toContainText(
      "Ridgeline HVAC - 57-line fleet refresh",
    );
    await expect(recon.locator('[data-testid="discrepancy-row"][data-outcome="unexpected"]')).toContainText(
      "Someone We Never Sold To",
    );
    await expect(page.getByTestId("statement-row").filter({ hasText: "att-payouts.csv" })).toHaveCount(1);
    await expect(received).not.toHaveText(receivedBefore!);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      recon.getByTestId("export-discrepancies").click(),
    ]);
    const sheet = await readDownload(download);
    expect(sheet.header).toEqual([
      "Outcome",
      "Deal",
      "Statement Reference",
      "Expected",
      "Paid",
      "Difference",
      "Statement Rows",
    ]);
    const short = sheet.rows.find((r) => r.Outcome === "Short-paid")!;
    expect(short).toMatchObject({ Deal: "Ridgeline HVAC - 57-line fleet refresh", Paid: 1, "Statement Rows": "2" });
    expect(Number(short.Difference)).toBeCloseTo(1 - Number(short.Expected), 2);
    expect(sheet.rows.find((r) => r.Outcome === "Unexpected")).toMatchObject({
      "Statement Reference": "Someone We Never Sold To",
      Paid: 25,
    });

    // the source remembers its mapping; the same statement again is recognised
    await page.reload();
    await expect(page.locator("#statement-source")).toHaveValue(/[0-9a-f-]{36}/);
    await page.getByLabel("Statement month").fill(thisMonth());
    await page.getByLabel("Statement file (.csv or .xlsx)").setInputFiles(file("att-payouts-again.csv", csv));
    await page.getByTestId("upload-statement").click();
    await expect(page.getByTestId("statement-upload-error")).toContainText("This statement was already uploaded on");
    await expect(page.getByTestId("statement-upload-error")).toContainText("it was not counted again.");
    await expect(page.getByTestId("statement-row").filter({ hasText: "att-payouts" })).toHaveCount(1);

    // a stored statement opens its reconciliation again
    await page.getByRole("link", { name: "att-payouts.csv" }).click();
    await expect(page.getByTestId("reconciliation").getByTestId("recon-count-unexpected")).toHaveText("1");
  });

  test("the commissions page has no axe violations in light and dark", async ({ page }) => {
    await signIn(page);
    await expectAxeCleanInBothThemes(page, "/dashboard/commissions");
  });
});
