/**
 * The customer picker of New Deal and the Quote Generator: a misspelt company name offers
 * the company's existing customer first, chosen with the keyboard alone it fills the
 * customer fields and the deal or quote is linked to it (no second customer), a new name
 * still makes a new customer, and the open list is axe clean in light and dark.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, presetTheme } from "./portal-helpers";
import { signIn } from "./deals-helpers";

const RIDGELINE = "c1000000-0000-4000-8000-000000000001"; // Ridgeline HVAC Services (demo company, seed)

/** How many customers the demo company has ("Showing n of TOTAL customers"). */
/** Customers the list finds for `q` (other specs add customers of other names at the same time). */
async function customerCount(page: Page, q: string): Promise<number> {
  await page.goto(`/dashboard/customers?q=${encodeURIComponent(q)}`);
  const text = (await page.getByTestId("customers-count").textContent()) ?? "";
  const total = /of (\d+) customers/.exec(text)?.[1];
  expect(total, text).toBeDefined();
  return Number(total);
}

async function fillDeal(page: Page, title: string) {
  await page.getByLabel("Voice Lines").fill("6");
  await page.getByLabel("Monthly Rate per Line ($)").fill("30");
  await page.getByLabel("Deal Title").fill(title);
  await page.getByLabel("Device Type").selectOption("Phone");
}

test.describe("Customer picker", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("New Deal: a misspelt name offers the existing customer; chosen by keyboard, the deal reuses it", async ({
    page,
  }) => {
    const before = await customerCount(page, "Ridgeline HVAC");
    await page.goto("/dashboard/deals/new");
    const company = page.getByRole("combobox", { name: "Company Name" });
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await company.pressSequentially("ridgelin hvca", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Existing customers" });
    await expect(list).toBeVisible();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    const first = list.getByRole("option").first();
    await expect(first).toContainText("Ridgeline HVAC Services");
    await expect(list.getByRole("option").last()).toHaveText("New customer “ridgelin hvca”");
    // arrows move the active option, Escape closes, Enter chooses
    await company.press("ArrowDown");
    await expect(company).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await company.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).not.toHaveAttribute("aria-activedescendant", /./);
    await company.press("ArrowDown");
    await expect(company).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await company.press("Enter");
    await expect(company).toHaveValue("Ridgeline HVAC Services");
    await expect(page.getByLabel("Contact Name")).toHaveValue("Dana Whitfield");
    await expect(page.getByTestId("customer-picker-chosen")).toContainText(
      "Existing customer: Ridgeline HVAC Services",
    );
    await expect(company).toHaveAttribute("aria-expanded", "false");

    const title = `Ridgeline picker ${Date.now()}`;
    await fillDeal(page, title);
    await page.getByTestId("create-deal").click();
    await expect(page).toHaveURL(/\/dashboard\/deals$/);
    expect(await customerCount(page, "Ridgeline HVAC")).toBe(before);
    await page.goto(`/dashboard/customers/${RIDGELINE}`);
    await expect(page.getByText(title)).toBeVisible();
  });

  test("New Deal: a new name close to an existing one offers it first, and a new customer can still be made", async ({
    page,
  }) => {
    const before = await customerCount(page, "Northwind Coffee");
    await page.goto("/dashboard/deals/new");
    const company = page.getByRole("combobox", { name: "Company Name" });
    const name = "Northwind Coffee Annex";
    await company.fill(name);
    const list = page.getByRole("listbox", { name: "Existing customers" });
    await expect(list.getByRole("option").first()).toContainText("Northwind Coffee Roasters");
    // the last option keeps the typed name as a new customer
    await company.press("ArrowUp");
    await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await company.press("Enter");
    await expect(company).toHaveValue(name);
    await expect(page.getByTestId("customer-picker-chosen")).toHaveCount(0);
    await page.getByLabel("Contact Name").fill("Remy Fox");
    await fillDeal(page, `Annex ${Date.now()}`);
    await page.getByTestId("create-deal").click();
    await expect(page).toHaveURL(/\/dashboard\/deals$/);
    expect(await customerCount(page, "Northwind Coffee")).toBe(before + 1);
  });

  test("Quote Generator: the customer chosen by keyboard fills the fields and the saved quote reuses it", async ({
    page,
  }) => {
    const before = await customerCount(page, "Bluewater Dental");
    await page.goto("/dashboard/quotes/new");
    const company = page.getByRole("combobox", { name: "Company name" });
    await company.pressSequentially("bluwater dental", { delay: 20 });
    const option = page.getByRole("listbox", { name: "Existing customers" }).getByRole("option").first();
    await expect(option).toContainText("Bluewater Dental Group");
    await company.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await company.press("Enter");
    await expect(company).toHaveValue("Bluewater Dental Group");
    await expect(page.getByLabel("Contact name")).toHaveValue("Dr. Anita Okafor");
    await expect(page.getByLabel("Contact email")).toHaveValue("aokafor@bluewaterdental.example");
    await expect(page.getByLabel("Company website")).toHaveValue("https://bluewaterdental.example");
    await page.getByLabel("Customer needs").fill("8 phones for the front desks and 4 internet connections for backup.");
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByTestId("quote-result")).toBeVisible();
    const quoteId = (await page.getByTestId("quote-id").textContent())!.trim();
    await page.getByRole("button", { name: "Save Quote" }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes$/);
    expect(await customerCount(page, "Bluewater Dental")).toBe(before);
    await page.goto("/dashboard/customers/c1000000-0000-4000-8000-000000000002");
    await expect(page.locator(`a[href="/dashboard/quotes/${quoteId}"]`).first()).toBeVisible();
  });

  test("the open picker has no axe violations in light and dark", async ({ page }) => {
    for (const theme of ["light", "dark"] as const) {
      await presetTheme(page, theme);
      for (const [path, label] of [
        ["/dashboard/deals/new", "Company Name"],
        ["/dashboard/quotes/new", "Company name"],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const company = page.getByRole("combobox", { name: label });
        await company.fill("ridgeline");
        await expect(page.getByRole("listbox", { name: "Existing customers" }).getByRole("option")).not.toHaveCount(0);
        await company.press("ArrowDown");
        await expectAxeClean(page, `${path} ${theme}`);
      }
    }
  });
});
