import { expect, test, type Page } from "@playwright/test";
import { expectAxeCleanInBothThemes, signIn } from "./deals-helpers";

/** A deal (and so a new customer) through New Deal; answers nothing, lands on the board. */
async function dealFor(page: Page, company: string, title: string) {
  await page.goto("/dashboard/deals/new");
  await page.getByLabel("Contact Name").fill("Kai Brennan");
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Voice Lines").fill("4");
  await page.getByLabel("Monthly Rate per Line ($)").fill("25");
  await page.getByLabel("Deal Title").fill(title);
  await page.getByTestId("create-deal").click();
  await expect(page).toHaveURL(/\/dashboard\/deals$/);
}

/** Opens the customer page from the list's card (searching by company). */
async function openCustomer(page: Page, company: string, nth = 0) {
  await page.goto("/dashboard/customers");
  await page.getByTestId("customers-search").fill(company);
  await expect(page.getByTestId("customer-card").first()).toContainText(company);
  await page.getByTestId("customer-card").nth(nth).getByTestId("customer-open").click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("A customer's page", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("opens from the card, edits with New Customer's rules, lists the customer's deals", async ({ page }) => {
    const company = `Brennan Tile ${Date.now()}`;
    await dealFor(page, company, `${company} - crew phones`);
    await openCustomer(page, company);
    await expect(page.getByTestId("customer-heading")).toHaveText(company);
    await expect(page.getByTestId("customer-deals")).toContainText(`${company} - crew phones`);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByTestId("save-customer").click();
    await expect(page.getByTestId("customer-error")).toHaveText("Please enter a valid email address");
    await page.getByLabel("Email").fill("kai@brennantile.example");
    await page.getByLabel("City").fill("Boise");
    await page.getByTestId("save-customer").click();
    await expect(page.getByText("Customer saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue("kai@brennantile.example");
    await expect(page.getByLabel("City")).toHaveValue("Boise");
    // the deal link opens the deal page
    await page.getByTestId("customer-deals").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/dashboard\/deals\/[0-9a-f-]{36}$/);
  });

  test("delete is refused with the reason while deals exist; merge moves the duplicate's deals, then delete works", async ({
    page,
  }) => {
    const company = `Harborview Logistics ${Date.now()}`;
    await dealFor(page, company, `${company} - yard phones`);
    await dealFor(page, company, `${company} - tablets`);
    // two cards of one company: merge the second into the first
    await openCustomer(page, company, 0);
    await page.getByTestId("delete-customer").click();
    await expect(page.getByRole("dialog")).toContainText("cannot be deleted");
    await page.getByTestId("confirm-delete-customer").click();
    await expect(page.getByTestId("customer-error")).toHaveText(
      `${company} has 1 deal: delete them or merge this customer into another first.`,
    );

    await page.getByTestId("merge-customer").click();
    await page.getByLabel("Find the duplicate").fill(company);
    await page.getByRole("radio").first().check();
    await page.getByTestId("confirm-merge").click();
    await expect(page.getByText(`${company} was merged: 1 deal and 0 quotes moved here`)).toBeVisible();
    await expect(page.getByTestId("customer-deals").getByRole("link")).toHaveCount(2);
    await page.goto("/dashboard/customers");
    await page.getByTestId("customers-search").fill(company);
    await expect(page.getByTestId("customer-card")).toHaveCount(1);
  });

  test("a customer without deals is deleted after confirmation", async ({ page }) => {
    const company = `Solo Bakery ${Date.now()}`;
    await page.goto("/dashboard/customers/new");
    await page.getByLabel("Contact Name").fill("Ona Solo");
    await page.getByLabel("Company Name").fill(company);
    await page.getByTestId("create-customer").click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    const id = await openCustomer(page, company);
    await page.getByTestId("delete-customer").click();
    await page.getByTestId("confirm-delete-customer").click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    const gone = await page.goto(`/dashboard/customers/${id}`);
    expect(gone?.status()).toBe(404);
  });

  test("the customer page has no axe violations in light and dark, and fits 1366 and 390 px", async ({ page }) => {
    const company = `Axe Check Co ${Date.now()}`;
    await dealFor(page, company, `${company} - phones`);
    const id = await openCustomer(page, company);
    await expectAxeCleanInBothThemes(page, `/dashboard/customers/${id}`);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/customers/${id}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`customer-${width}.png`), fullPage: true });
    }
  });
});
