import { expect, test, type Page } from "@playwright/test";
import { expectAxeCleanInBothThemes, readDownload, signIn, todayIso, type Sheet } from "./deals-helpers";

async function exportReport(
  page: Page,
  type: "deals" | "customers" | "activity" | "performance" | "commissions",
): Promise<Sheet> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`export-${type}`).click()]);
  expect(download.suggestedFilename()).toBe(`${type}_report_${todayIso()}.xlsx`);
  return readDownload(download);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const shownDay = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
const toIso = (shown: string) => {
  const [m, d, y] = shown.replace(",", "").split(" ");
  return `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, "0")}-${d!.padStart(2, "0")}`;
};

test.describe("Reports", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("search over the cards, and the date range choices with the custom range defaults", async ({ page }) => {
    await page.goto("/dashboard/reports");
    for (const title of [
      "Deals Report",
      "Customer Report",
      "Activity Report",
      "Performance Report",
      "Commissions Report",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await page.getByTestId("reports-search").fill("ACTIVITY");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Activity Report"]);
    await page.getByTestId("reports-search").fill("win rate");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Performance Report"]);
    await page.getByTestId("reports-search").fill("");
    await expect(page.getByTestId("reports-range")).toHaveValue("30");
    const options = await page.getByTestId("reports-range").locator("option").allTextContents();
    expect(options).toEqual(["Last 30 Days", "Last 90 Days", "All Time", "Custom Range"]);
    await expect(page.getByTestId("reports-from")).toHaveCount(0);
    await page.getByTestId("reports-range").selectOption("custom");
    await expect(page.getByTestId("reports-from")).toHaveValue(todayIso(-30));
    await expect(page.getByTestId("reports-to")).toHaveValue(todayIso());
  });

  test("each export holds the company's real rows for the chosen range", async ({ page }) => {
    // a deal of our own, created through the form as Closed Lost (so it never lands on the board)
    const title = `Reports check ${Date.now()}`;
    await page.goto("/dashboard/deals/new");
    await page.getByLabel("Contact Name").fill("Morgan Hale");
    await page.getByLabel("Company Name").fill("Hale Surveying");
    await page.getByLabel("Voice Lines").fill("10");
    await page.getByLabel("Monthly Rate per Line ($)").fill("30");
    await page.getByLabel("Deal Title").fill(title);
    await page.getByLabel("Status").selectOption("closed_lost");
    await page.getByTestId("create-deal").click();
    await expect(page).toHaveURL(/\/dashboard\/deals$/);
    const boardTitles = await page.getByTestId("deal-title").allTextContents();
    await page.goto("/dashboard/customers");
    const customerNames = await page.getByTestId("customer-name").allTextContents();

    await page.goto("/dashboard/reports");
    await page.getByTestId("reports-range").selectOption("all");

    const deals = await exportReport(page, "deals");
    expect(deals.name).toBe("Deals");
    expect(deals.header.slice(0, 4)).toEqual(["Deal Title", "Customer", "Status", "Value"]);
    const titles = deals.rows.map((r) => r["Deal Title"]);
    for (const t of boardTitles) expect(titles).toContain(t);
    expect(titles).toContain("Cascade Freight - 5G yard truck routers"); // closed_lost: in the report, not on the board
    expect(titles).not.toContain("Pier 9 Seafood - delivery van phones"); // another company's
    expect(deals.rows.find((r) => r["Deal Title"] === title)).toMatchObject({
      Customer: "Hale Surveying",
      Status: "Closed Lost",
      Value: 7200,
      "Assigned To": "demo",
      "Created At": shownDay(todayIso()),
    });

    const customers = await exportReport(page, "customers");
    const reportNames = customers.rows.map((r) => r.Name);
    for (const n of customerNames) expect(reportNames).toContain(n);
    expect(reportNames).toContain("Morgan Hale");
    expect(reportNames).not.toContain("Frank DeLuca");

    const activity = await exportReport(page, "activity");
    expect(activity.header).toEqual(["Date", "Deal", "Customer", "From Status", "To Status", "Changed By"]);
    expect(activity.rows.find((r) => r.Deal === title)).toMatchObject({
      "From Status": "Created",
      "To Status": "Closed Lost",
      "Changed By": "demo",
    });
    expect(
      activity.rows.some(
        (r) =>
          r.Deal === "Ridgeline HVAC - 57-line fleet refresh" &&
          r["From Status"] === "Negotiation" &&
          r["To Status"] === "Won",
      ),
    ).toBe(true);
    expect(activity.rows.some((r) => String(r.Deal).startsWith("Pier 9"))).toBe(false);

    const performance = await exportReport(page, "performance");
    expect(performance.header).toEqual(["Agent", "Deals", "Won", "Lost", "Won Value", "Win Rate"]);
    // jordan's deals are all seeded (every test signs in as demo): the row must match the Deals report exactly
    const jordanDeals = deals.rows.filter((r) => r["Assigned To"] === "jordan");
    const won = jordanDeals.filter((r) => r.Status === "Won");
    const lost = jordanDeals.filter((r) => r.Status === "Closed Lost");
    const jordan = performance.rows.find((r) => r.Agent === "jordan")!;
    expect(jordan).toMatchObject({ Deals: jordanDeals.length, Won: won.length, Lost: lost.length });
    expect(jordan["Won Value"]).toBeCloseTo(
      won.reduce((n, r) => n + Number(r.Value), 0),
      2,
    );
    expect(jordan["Win Rate"]).toBeCloseTo(won.length / (won.length + lost.length), 4);
    expect(performance.formats[performance.rows.indexOf(jordan)]!["Won Value"]).toBe('"$"#,##0.00');
    expect(performance.rows.map((r) => r.Agent)).not.toContain("harbor");

    const commissions = await exportReport(page, "commissions");
    expect(commissions.header).toEqual(["Month", "Carrier", "Agent", "Expected", "Received", "Difference"]);
    // Ridgeline HVAC (demo's, AT&T phones, won this month) pays its upfront this month: $5,700.00 under the example plan
    const thisMonth = todayIso().slice(0, 7);
    const ridgeline = commissions.rows.find(
      (r) => r.Month === thisMonth && r.Carrier === "AT&T" && r.Agent === "demo",
    )!;
    expect(Number(ridgeline.Expected)).toBeGreaterThanOrEqual(5700);
    expect(Number(ridgeline.Difference)).toBeCloseTo(Number(ridgeline.Received) - Number(ridgeline.Expected), 2);
    expect(commissions.formats[commissions.rows.indexOf(ridgeline)]!.Expected).toBe('"$"#,##0.00');
    expect(commissions.rows.map((r) => r.Agent)).not.toContain("harbor");

    // the last 30 days leave out deals created earlier
    await page.getByTestId("reports-range").selectOption("30");
    const recent = await exportReport(page, "deals");
    expect(recent.rows.map((r) => r["Deal Title"])).toContain(title);
    expect(recent.rows.map((r) => r["Deal Title"])).not.toContain("Ridgeline HVAC - 57-line fleet refresh"); // created 95 days ago
    const cutoff = todayIso(-31);
    for (const r of recent.rows) expect(toIso(String(r["Created At"])) >= cutoff).toBe(true);

    // a custom range of today only
    await page.getByTestId("reports-range").selectOption("custom");
    await page.getByTestId("reports-from").fill(todayIso());
    const today = await exportReport(page, "deals");
    expect(today.rows.map((r) => r["Deal Title"])).toContain(title);
    for (const r of today.rows) expect(r["Created At"]).toBe(shownDay(todayIso()));
  });

  test("the reports page has no axe violations in light and dark", async ({ page }) => {
    await expectAxeCleanInBothThemes(page, "/dashboard/reports");
  });
});
