import { expect, test } from "@playwright/test";
import { expectAxeCleanInBothThemes, readDownload, signIn } from "./deals-helpers";
import { waitForHydration } from "./portal-helpers";

const BLUEWATER = "d1000000-0000-4000-8000-000000000019"; // morgan's, won; promotion ends in 20 days, contract in 40
const LAKESHORE = "d1000000-0000-4000-8000-000000000020"; // morgan's, won; contract and device payments end in 75 days

test.describe("renewals radar", () => {
  test("the next 30, 60 and 90 days, filters, and the xlsx export", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/renewals");
    const row = (deal: string, kind: string) =>
      page.locator(`[data-testid="renewal-row"][data-deal-id="${deal}"][data-kind="${kind}"]`);
    await expect(page.getByTestId("renewals-window-30")).toHaveAttribute("aria-pressed", "true");
    await expect(row(BLUEWATER, "promotion_end")).toContainText("(in 20 days)");
    await expect(row(BLUEWATER, "contract_end")).toHaveCount(0);

    await page.getByTestId("renewals-window-60").click();
    await expect(page).toHaveURL(/within=60/);
    await expect(row(BLUEWATER, "contract_end")).toContainText("Contract ends");
    await expect(row(BLUEWATER, "contract_end")).toContainText("(in 40 days)");
    await expect(row(LAKESHORE, "contract_end")).toHaveCount(0);

    await page.getByTestId("renewals-window-90").click();
    await expect(row(LAKESHORE, "contract_end")).toContainText("(in 75 days)");
    await expect(row(LAKESHORE, "last_installment")).toContainText("Last device installment");

    await page.getByTestId("renewals-carrier").selectOption("ATT");
    await expect(row(BLUEWATER, "contract_end")).toHaveCount(0);
    await expect(row(LAKESHORE, "contract_end")).toBeVisible();
    await page.getByTestId("renewals-kind").selectOption("contract_end");
    await expect(row(LAKESHORE, "last_installment")).toHaveCount(0);
    await expect(page).toHaveURL(/carrier=ATT/);
    await expect(page).toHaveURL(/kind=contract_end/);

    const shown = await page.getByTestId("renewal-row").count();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-renewals").click()]);
    expect(download.suggestedFilename()).toMatch(/^renewals_next_90_days_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readDownload(download);
    expect(sheet.header).toEqual([
      "Date",
      "Days Left",
      "What",
      "Deal",
      "Customer",
      "Carrier",
      "Monthly Revenue",
      "Assigned To",
    ]);
    expect(sheet.rows).toHaveLength(shown);
    const lakeshore = sheet.rows.find((r) => r.Deal === "Lakeshore PM - inspection tablets")!;
    expect(lakeshore).toMatchObject({
      "Days Left": 75,
      What: "Contract ends",
      Carrier: "AT&T",
      "Monthly Revenue": 250,
      "Assigned To": "morgan",
    });
    expect(sheet.formats[sheet.rows.indexOf(lakeshore)]!["Monthly Revenue"]).toBe('"$"#,##0.00');
  });

  test("the dashboard home counts what comes up and links to the page", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    const card = page.getByTestId("renewals-card");
    await expect(card).toBeVisible();
    const n30 = Number(await card.getByTestId("renewals-within-30").textContent());
    const n90 = Number(await card.getByTestId("renewals-within-90").textContent());
    expect(n30).toBeGreaterThanOrEqual(1);
    expect(n90).toBeGreaterThanOrEqual(n30 + 4);
    await card.getByTestId("renewals-card-link").click();
    await expect(page).toHaveURL(/\/dashboard\/renewals\?within=90/);
    await expect(page.getByTestId("renewals-count")).toHaveText(`${n90} dates in the next 90 days`);
  });

  test("the deal's agent is reminded before a contract ends, once, on every device", async ({ page, browser }) => {
    await signIn(page, { username: "morgan", password: "morgan1234" });
    await page.goto("/dashboard/deals");
    const bell = page.getByTestId("notifications-bell");
    // Bluewater ends in 40 days (the 60-day reminder; the 90-day one was passed while no one looked), Lakeshore in 75
    await expect(page.getByTestId("notifications-unread-badge")).toHaveText("2");
    await bell.click();
    const items = page.getByTestId("notifications-panel").getByTestId("notification-item");
    await expect(items.filter({ hasText: "Contract renewal in 60 days" })).toHaveCount(1);
    await expect(items.filter({ hasText: "Contract renewal in 60 days" })).toContainText(
      "Bluewater Dental - 25 front-desk phones",
    );
    await expect(items.filter({ hasText: "Contract renewal in 90 days" })).toContainText(
      "Lakeshore PM - inspection tablets",
    );
    await expect(items.filter({ hasText: "Contract renewal in 90 days" })).toContainText("(in 75 days)");

    // another page load does not bring them again
    await page.waitForLoadState("networkidle");
    await page.goto("/dashboard/renewals");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("notifications-unread-badge")).toHaveText("2");

    // a fresh browser for the same agent (another device): the same two reminders, none made twice;
    // read there, they are read here too
    const other = await browser.newContext();
    try {
      const again = await other.newPage();
      await signIn(again, { username: "morgan", password: "morgan1234" });
      await again.goto("/dashboard");
      await waitForHydration(again);
      await expect(again.getByTestId("notifications-unread-badge")).toHaveText("2");
      await again.getByTestId("notifications-bell").click();
      const otherItems = again.getByTestId("notifications-panel").getByTestId("notification-item");
      await expect(otherItems.filter({ hasText: "Contract renewal" })).toHaveCount(2);
      await again.getByTestId("notifications-panel").getByRole("button", { name: "Mark all as read" }).click();
      await expect(again.getByTestId("notifications-unread-badge")).toHaveCount(0);
      await again.waitForLoadState("networkidle");
    } finally {
      await other.close();
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("notifications-unread-badge")).toHaveCount(0);
  });

  test("the renewals page has no axe violations in light and dark", async ({ page }) => {
    await signIn(page);
    await expectAxeCleanInBothThemes(page, "/dashboard/renewals?within=90");
  });
});
