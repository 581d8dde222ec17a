/**
 * Search from anywhere in the portal: Ctrl+K or the header's Search button opens the
 * command palette; a misspelt name finds the record, the keyboard alone chooses and opens
 * it, Escape closes and gives focus back; at 390 px the button works too; the open
 * palette is axe clean in light and dark.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, presetTheme, signIn, waitForHydration } from "./portal-helpers";

const RIDGELINE = "/dashboard/customers/c1000000-0000-4000-8000-000000000001";

async function typeQuery(page: Page, text: string) {
  const input = page.getByTestId("search-input");
  await expect(input).toBeFocused();
  await input.pressSequentially(text, { delay: 20 });
  await expect(page.getByTestId("search-status")).toHaveText(/results?\.$/);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("Ctrl+K from the dashboard finds a misspelt customer and Enter opens its page", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/dashboard");
  await waitForHydration(page);
  await expect(page.getByTestId("search-dialog")).toHaveCount(0);
  await page.keyboard.press("Control+k");
  await expect(page.getByTestId("search-dialog")).toBeVisible();
  // Nothing typed: the portal's pages, the first one chosen.
  await expect(page.getByTestId("search-result").first()).toHaveAttribute("aria-selected", "true");
  await typeQuery(page, "ridgelin hvca");
  const customers = page.locator('[data-testid="search-result"][data-kind="customers"]');
  await expect(customers.first()).toContainText("Ridgeline HVAC Services");
  await expect(page.getByRole("group", { name: "Customers" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("palette-1366.png") });
  // The arrow keys move the choice and wrap around; the combobox names the chosen option.
  const input = page.getByTestId("search-input");
  const options = page.getByTestId("search-result");
  const count = await options.count();
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1 % count)).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(1 % count).getAttribute("id"))!);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(customers.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(RIDGELINE);
  await expect(page.getByTestId("customer-heading")).toHaveText("Ridgeline HVAC Services");
  await expect(page.getByTestId("search-dialog")).toHaveCount(0);
});

test("Escape closes the palette and focus returns to the Search button", async ({ page }) => {
  await page.goto("/dashboard/deals");
  await waitForHydration(page);
  const button = page.getByTestId("open-search");
  await expect(button).toHaveAccessibleName(/Search/);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("search-dialog")).toBeVisible();
  await typeQuery(page, "northwnd cofee");
  await expect(page.locator('[data-testid="search-result"][data-kind="deals"]').first()).toContainText("Northwind");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("search-dialog")).toHaveCount(0);
  await expect(button).toBeFocused();
  // Opened again, it starts empty.
  await page.keyboard.press("Control+k");
  await expect(page.getByTestId("search-input")).toHaveValue("");
});

test("the header's Search button opens the palette at 390 px and a tool opens by Enter", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await waitForHydration(page);
  const button = page.getByTestId("open-search");
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("header-390.png") });
  await button.click();
  const dialog = page.getByTestId("search-dialog");
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await typeQuery(page, "ridgelin");
  await page.screenshot({ path: testInfo.outputPath("palette-390.png") });
  await page.getByTestId("search-input").fill("");
  await typeQuery(page, "bil analyzr");
  await expect(page.getByTestId("search-result").first()).toContainText("Bill Analyzer");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard/bill-analyzer");
  // Without a keyboard, Cancel closes it.
  await button.click();
  await expect(dialog).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the open palette has no axe violations (${theme})`, async ({ page }) => {
    // Two full axe runs on the dashboard.
    test.setTimeout(150_000);
    await presetTheme(page, theme);
    await page.goto("/dashboard");
    await waitForHydration(page);
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
    else await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByTestId("open-search").click();
    await expect(page.getByTestId("search-dialog")).toBeVisible();
    await page.waitForTimeout(400);
    await expectAxeClean(page, `palette, nothing typed (${theme})`);
    await typeQuery(page, "unlimited");
    await page.keyboard.press("ArrowDown");
    await expectAxeClean(page, `palette with results (${theme})`);
  });
}
