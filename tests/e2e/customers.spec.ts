import { expect, test } from "@playwright/test";
import { expectAxeCleanInBothThemes, signIn } from "./deals-helpers";

test.describe("Customers", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("the list shows the card fields, searches name, company and e-mail, and sorts", async ({ page }) => {
    await page.goto("/dashboard/customers");
    const card = page.getByTestId("customer-card").filter({ hasText: "Ridgeline HVAC Services" });
    await expect(card.getByTestId("customer-name")).toHaveText("Dana Whitfield");
    await expect(card.getByTestId("customer-agent")).toContainText("demo");
    await expect(card.getByRole("link", { name: "dana.whitfield@ridgelinehvac.example" })).toHaveAttribute(
      "href",
      "mailto:dana.whitfield@ridgelinehvac.example",
    );
    await expect(card.getByRole("link", { name: "(303) 555-0142" })).toHaveAttribute("href", "tel:3035550142");
    await expect(card).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // another company's customers never show
    await expect(page.getByText("Pier 9 Seafood Co.")).toHaveCount(0);

    for (const [q, company] of [
      ["whitfield", "Ridgeline HVAC Services"],
      ["BLUEWATER dental", "Bluewater Dental Group"],
      ["owen@northwind", "Northwind Coffee Roasters"],
    ] as const) {
      await page.getByTestId("customers-search").fill(q);
      await expect(page.getByTestId("customer-card")).toHaveCount(1);
      await expect(page.getByTestId("customer-company")).toHaveText(company);
    }
    await page.getByTestId("customers-search").fill("no such customer anywhere");
    await expect(page.getByTestId("customers-empty")).toHaveText("No customers found");
    await page.getByTestId("customers-search").fill("");
    await page.getByTestId("customers-sort").selectOption("name");
    await expect(page).toHaveURL(/sort=name/);
    const names = await page.getByTestId("customer-name").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test("New Customer checks e-mail and phone, keeps values, then creates and is found by search", async ({ page }) => {
    const company = `Juniper Landscaping ${Date.now()}`;
    await page.goto("/customers/new");
    await expect(page).toHaveURL(/\/dashboard\/customers\/new$/);
    for (const section of ["Contact Information", "Address", "Additional Information"]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    const sizes = await page
      .getByLabel("Company Size")
      .locator("option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(sizes).toEqual(["", "1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"]);
    await page.getByLabel("Contact Name").fill("Rosa Juniper");
    await page.getByLabel("Company Name").fill(company);
    await page.getByLabel("Email").fill("rosa-at-juniper");
    await page.getByLabel("Phone").fill("(720) 555-0199");
    await page.getByLabel("City").fill("Boulder");
    await page.getByLabel("State").fill("CO");
    await page.getByLabel("Company Size").selectOption("11-50");
    await page.getByTestId("create-customer").click();
    await expect(page.getByTestId("new-customer-error")).toHaveText("Please enter a valid email address");
    await expect(page.getByLabel("Company Name")).toHaveValue(company);
    await page.getByLabel("Email").fill("rosa@juniper.example");
    await page.getByLabel("Phone").fill("call me");
    await page.getByTestId("create-customer").click();
    await expect(page.getByTestId("new-customer-error")).toHaveText("Please enter a valid phone number");
    await page.getByLabel("Phone").fill("(720) 555-0199");
    await page.getByTestId("create-customer").click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);

    await page.getByTestId("customers-search").fill(company.toLowerCase());
    const card = page.getByTestId("customer-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("customer-name")).toHaveText("Rosa Juniper");
    await expect(card).toContainText("Boulder, CO");
    await expect(card.getByRole("link", { name: "rosa@juniper.example" })).toBeVisible();
    await expect(card.getByTestId("customer-agent")).toContainText("demo");
  });

  test("/customers redirects into the dashboard", async ({ page }) => {
    await page.goto("/customers");
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
  });

  test("customers pages have no axe violations in light and dark", async ({ page }) => {
    // Four full axe scans of pages with a customer list: more than the default minute when
    // another worker loads the machine.
    test.setTimeout(180_000);
    await expectAxeCleanInBothThemes(page, "/dashboard/customers");
    await expectAxeCleanInBothThemes(page, "/dashboard/customers/new");
  });
});
