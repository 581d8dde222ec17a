import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, presetTheme, signIn } from "./portal-helpers";

const SEEDED_CUSTOMER = "c1000000-0000-4000-8000-000000000001"; // Ridgeline HVAC Services (demo company)
const OTHER_COMPANY_CUSTOMER = "c2000000-0000-4000-8000-000000000001";

async function fillForm(page: Page, company: string) {
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Company website").fill("quayside-bakery.example");
  await page.getByLabel("Contact name").fill("Ada Baker");
  await page.getByLabel("Contact email").fill("ada@quayside-bakery.example");
  await page
    .getByLabel("Customer needs")
    .fill(
      "Twelve phones for the delivery team, 3 tablets and internet for the shop. Prefer T-Mobile, 36 month contract.",
    );
}

test.describe("Quote Generator", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("generates, saves and finds a quote in the list; the proposal prints on one page", async ({ page }) => {
    const company = `Quayside Bakery ${Date.now()}`;
    await page.goto("/dashboard/quotes/new");
    await fillForm(page, company);
    await page.getByRole("button", { name: "Generate Quote" }).click();
    const result = page.getByTestId("quote-result");
    await expect(result).toBeVisible();
    await expect(page.getByLabel("Company website")).toHaveValue("https://quayside-bakery.example");
    await expect(page.getByTestId("requirement-voice")).toHaveText("12");
    await expect(page.getByTestId("requirement-mobileInternet")).toHaveText("3");
    await expect(page.getByTestId("requirement-fixedWireless")).toHaveText("1");
    await expect(page.getByTestId("requirement-carrier")).toHaveText("T-Mobile");
    await expect(page.getByTestId("quote-status")).toHaveText("draft");
    const quoteId = (await page.getByTestId("quote-id").textContent())!.trim();
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText("Items will be generated soon")).toHaveCount(0);
    await expect(page.getByTestId("quote-option-tmobile").getByTestId("best-option")).toBeVisible();
    await expect(page.getByTestId("quote-option-tmobile").getByTestId("quote-item")).toHaveCount(3);
    await expect(page.getByTestId("quote-option-tmobile")).toContainText("Contract total (36 months)");

    await page.getByRole("button", { name: "Save Quote" }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes$/);
    const row = page.getByTestId("quote-row").filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("T-Mobile");
    const stored = await page.evaluate(() => localStorage.getItem("notification-storage") ?? "");
    expect(stored).toContain("Quote saved");

    await row.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quoteId}$`));
    await expect(page.getByTestId("proposal-title")).toContainText(company);
    await expect(page.getByTestId("proposal-recommendation")).toContainText("T-Mobile");

    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("print-quote")).toBeHidden();
    const pdf = await page.pdf({
      format: "Letter",
      printBackground: false,
      path: test.info().outputPath("proposal.pdf"),
    });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(1);

    // The same customer (company + e-mail) is reused by a second save: /quotes redirects to the list.
    await page.emulateMedia({ media: "screen" });
    await page.goto("/quotes");
    await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  });

  test("every field is required, values are kept, Start Over clears everything", async ({ page }) => {
    await page.goto("/dashboard/quotes/new");
    await page.getByLabel("Company name").fill("Kept Value Co");
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByText("Company website is required")).toBeVisible();
    await expect(page.getByText("Contact name is required")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue("Kept Value Co");
    await page.getByLabel("Contact email").fill("not-an-email");
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();

    await fillForm(page, "Start Over Co");
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByTestId("quote-result")).toBeVisible();
    await page.getByTestId("start-over").click();
    await expect(page.getByTestId("quote-result")).toHaveCount(0);
    await expect(page.getByTestId("save-quote")).toHaveCount(0);
    await expect(page.getByLabel("Company name")).toHaveValue("");
    await expect(page.getByLabel("Customer needs")).toHaveValue("");

    // Start Over from the result itself, and while a generation is still in flight: its late answer is dropped.
    await fillForm(page, "Start Over Co");
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await page.getByTestId("quote-result").getByRole("button", { name: "Start Over" }).click();
    await expect(page.getByTestId("quote-result")).toHaveCount(0);
    await fillForm(page, "Late Answer Co");
    let answered: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await page.route("**/api/generate-quote", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue().catch(() => {});
      answered();
    });
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByRole("button", { name: "Generating Quote..." })).toBeDisabled();
    await page.getByTestId("start-over").click();
    await late;
    await page.waitForTimeout(300);
    await expect(page.getByTestId("quote-result")).toHaveCount(0);
    await expect(page.getByTestId("save-quote")).toHaveCount(0);
    await expect(page.getByTestId("quote-error")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate Quote" })).toBeEnabled();
    await page.unroute("**/api/generate-quote");
  });

  test("prefills from ?customerId of the agent's company only", async ({ page }) => {
    await page.goto(`/dashboard/quotes/new?customerId=${SEEDED_CUSTOMER}`);
    await expect(page.getByLabel("Company name")).toHaveValue("Ridgeline HVAC Services");
    await expect(page.getByLabel("Contact name")).toHaveValue("Dana Whitfield");
    await expect(page.getByLabel("Contact email")).toHaveValue("dana.whitfield@ridgelinehvac.example");
    // the quote will be saved for that customer
    await expect(page.getByTestId("customer-picker-chosen")).toContainText(
      "Existing customer: Ridgeline HVAC Services",
    );
    await page.goto(`/dashboard/quotes/new?customerId=${OTHER_COMPANY_CUSTOMER}`);
    await expect(page.getByLabel("Company name")).toHaveValue("");
    await expect(page.getByRole("status")).toContainText("not found");
    await expect(page.getByTestId("customer-picker-chosen")).toHaveCount(0);
  });

  test("shows the error messages: generation failure and 'Not authenticated'", async ({ page, context }) => {
    await page.goto("/dashboard/quotes/new");
    await fillForm(page, "Failure Co");
    await page.route("**/api/generate-quote", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' });
    });
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByRole("button", { name: "Generating Quote..." })).toBeDisabled();
    await expect(page.getByTestId("quote-error")).toHaveText("Failed to generate quote. Please try again.");
    await expect(page.getByRole("button", { name: "Generate Quote" })).toBeEnabled();
    await page.unroute("**/api/generate-quote");
    await context.clearCookies();
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByTestId("quote-error")).toHaveText("Not authenticated");
    await expect(page.getByLabel("Company name")).toHaveValue("Failure Co");
  });

  test("a quote of another company is not found", async ({ page }) => {
    const res = await page.goto("/dashboard/quotes/00000000-0000-4000-8000-000000000000");
    expect(res?.status()).toBe(404);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`quote pages are axe clean in ${theme}`, async ({ page }) => {
      await presetTheme(page, theme);
      await page.goto("/dashboard/quotes/new");
      await fillForm(page, `Axe ${theme} Co`);
      await page.getByRole("button", { name: "Generate Quote" }).click();
      await expect(page.getByTestId("quote-result")).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole("button", { name: "Save Quote" }).click();
      await expect(page).toHaveURL(/\/dashboard\/quotes$/);
      await expectAxeClean(page);
      await page
        .getByTestId("quote-row")
        .filter({ hasText: `Axe ${theme} Co` })
        .getByRole("link")
        .click();
      await expect(page.getByTestId("proposal")).toBeVisible();
      await expectAxeClean(page);
    });
  }
});
