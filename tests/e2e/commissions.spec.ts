import { expect, test } from "@playwright/test";
import { cardIn, expectAxeCleanInBothThemes, signIn, todayIso } from "./deals-helpers";

test.describe("commission plans and figures", () => {
  test("an admin sees the example plans and changes one from today; an agent only reads them", async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await page.goto("/dashboard/settings/commissions");
    await expect(page.getByRole("heading", { name: "Commission Plans", level: 2 })).toBeVisible();
    await expect(page.getByTestId("commission-plan-row")).toHaveCount(15);
    await expect(page.getByTestId("commission-plans-examples")).toContainText("Example");
    const row = page.locator('[data-testid="commission-plan-row"][data-carrier="TMOBILE"][data-product="wearable"]');
    await expect(row.getByTestId("plan-upfront")).toHaveText("0.50× MRR");
    await expect(row).toContainText("Example");

    // bad input: a clear message, nothing saved
    await page.getByLabel("Carrier").selectOption("TMOBILE");
    await page.getByLabel("Product type").selectOption("wearable");
    await page.getByLabel("Upfront (multiple of MRR)").fill("0.8");
    await page.getByLabel("Residual (% of MRR per month)").fill("120");
    await page.getByLabel("Chargeback window (days)").fill("100");
    await page.getByTestId("save-commission-plan").click();
    await expect(page.getByTestId("commission-plan-error")).toHaveText("Residual percentage must be at most 100");
    await expect(row.getByTestId("plan-upfront")).toHaveText("0.50× MRR");

    await page.getByLabel("Residual (% of MRR per month)").fill("3.5");
    await expect(page.getByLabel("Effective from")).toHaveValue(todayIso());
    await page.getByTestId("save-commission-plan").click();
    await expect(row.getByTestId("plan-upfront")).toHaveText("0.80× MRR");
    await expect(row.getByTestId("plan-residual")).toHaveText("3.50% / month");
    await expect(row.getByTestId("plan-chargeback")).toHaveText("100 days");
    await expect(row).not.toContainText("Example");
    // the example row stays in the history: past figures are not rewritten
    await expect(
      page.getByTestId("commission-history-row").filter({ hasText: "T-Mobile" }).filter({ hasText: "Wearable" }),
    ).toHaveCount(2);

    const other = await browser.newContext();
    try {
      const casey = await other.newPage();
      await signIn(casey, { username: "casey", password: "casey1234" });
      await casey.goto("/dashboard/settings/commissions");
      await expect(casey.getByTestId("commission-plan-row")).toHaveCount(15);
      await expect(casey.getByTestId("commission-plans-read-only")).toHaveText(
        "Only your company's admins can change commission plans.",
      );
      await expect(casey.getByTestId("commission-plan-form")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("the board shows each deal's commission and each column's value and commission", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/deals");
    // Ridgeline HVAC: 57 lines × $40 = $2,280 MRR on AT&T phones (example plan 2.5× upfront, 5 %/month), 36 months
    const ridgeline = cardIn(page, "closed_won", "d1000000-0000-4000-8000-000000000001");
    await expect(ridgeline.getByTestId("deal-commission")).toHaveText(
      "$9,804.00 commission ($5,700.00 upfront + $114.00/mo)",
    );
    const won = page.getByTestId("deals-column-closed_won");
    await expect(won.getByTestId("column-figures")).toHaveText(
      /^\$[\d,]+\.\d{2} value · \$[\d,]+\.\d{2} commission earned$/,
    );
    await expect(won.getByTestId("column-commission-note")).toHaveCount(0);
    const lead = page.getByTestId("deals-column-lead");
    await expect(lead.getByTestId("column-figures")).toHaveText(/^\$[\d,]+\.\d{2} value · \$[\d,]+\.\d{2} commission$/);
    await expect(lead.getByTestId("column-commission-note")).toHaveText("weighted by probability");
  });

  test("the New Deal form shows the expected commission as it is filled", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/deals/new");
    await expect(page.getByTestId("deal-commission-preview")).toContainText("Choose a device type or enter lines");
    await page.getByLabel("Voice Lines").fill("10");
    await page.getByLabel("Monthly Rate per Line ($)").fill("30");
    // AT&T phone example plan: 2.5 × $300 upfront, 5 % of $300 a month for 24 months
    await expect(page.getByTestId("commission-upfront-preview")).toHaveText("$750.00");
    await expect(page.getByTestId("commission-residual-preview")).toHaveText("$15.00");
    await expect(page.getByTestId("commission-total-preview")).toHaveText("$1,110.00");
    await page.getByLabel("Contract Term (months)").fill("36");
    await expect(page.getByTestId("commission-total-preview")).toHaveText("$1,290.00");
    await page.getByLabel("Carrier").selectOption("VERIZON");
    await expect(page.getByTestId("commission-upfront-preview")).toHaveText("$600.00");
    await page.getByLabel("Device Type").selectOption("Smartwatch");
    await expect(page.getByTestId("commission-upfront-preview")).toHaveText("$150.00");
  });

  test("the commission plans page has no axe violations in light and dark", async ({ page }) => {
    await signIn(page);
    await expectAxeCleanInBothThemes(page, "/dashboard/settings/commissions");
  });
});
