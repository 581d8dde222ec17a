/** The portal shell: sidebar and tool search, header title, drawer on a phone, theme toggle, notifications. */
import { expect, test } from "@playwright/test";
import { clickOutside } from "./layers";
import { signIn, waitForHydration, waitForToastsGone } from "./portal-helpers";

test.describe("portal shell", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("sidebar lists the three categories, Analytics is 'Soon' and disabled, the header follows the page", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("sidebar");
    await expect(page.getByTestId("page-title")).toHaveText("Dashboard");
    for (const category of ["AI Tools", "Sales Tools", "Management"]) {
      await expect(sidebar.getByText(category, { exact: true })).toBeVisible();
    }
    const ai = sidebar.getByRole("list", { name: "AI Tools" });
    await expect(ai.getByRole("link")).toHaveText([/AI Sales Assistant/, /Bill Analyzer/]);
    const sales = sidebar.getByRole("list", { name: "Sales Tools" });
    await expect(sales.getByRole("link")).toHaveText([
      /Quote Generator/,
      /Plan Comparison/,
      /Sales Resources/,
      /Carrier Promos/,
      /Certified Devices/,
    ]);
    const management = sidebar.getByRole("list", { name: "Management" });
    await expect(management.getByRole("link")).toHaveText([
      /My Deals/,
      /Renewals/,
      /Commissions/,
      /Customers/,
      /Reports/,
    ]);
    const analytics = management.getByTestId("tool-Analytics");
    await expect(analytics).toHaveAttribute("aria-disabled", "true");
    await expect(analytics).toContainText("Soon");
    await expect(management.getByRole("link", { name: /Analytics/ })).toHaveCount(0);

    await sidebar.getByRole("link", { name: /Plan Comparison/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/plans$/);
    await expect(page.getByTestId("page-title")).toHaveText("Plan Comparison");
    await expect(sidebar.getByRole("link", { name: /Plan Comparison/ })).toHaveAttribute("aria-current", "page");

    await page.getByTestId("avatar").click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByTestId("page-title")).toHaveText("My Account");
  });

  test("'Search tools...' filters by title or description and says 'No results found'", async ({ page }) => {
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("sidebar");
    const search = sidebar.getByPlaceholder("Search tools...");
    await search.fill("promo");
    // Carrier Promos by its title, Renewals by its description (promotions ending)
    await expect(sidebar.getByTestId("tool-nav").getByRole("link")).toHaveText([/Carrier Promos/, /Renewals/]);
    // "bands" only appears in the Certified Devices description.
    await search.fill("BANDS");
    await expect(sidebar.getByTestId("tool-nav").getByRole("link")).toHaveText([/Certified Devices/]);
    await expect(sidebar.getByText("AI Tools", { exact: true })).toHaveCount(0);
    await search.fill("fibre optic xyz");
    await expect(sidebar.getByText("No results found")).toBeVisible();
    await search.fill("");
    await expect(sidebar.getByTestId("tool-nav").getByRole("link")).toHaveCount(12);
  });

  test("on a phone the menu is a 280px drawer from the left that closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBe(0);
    const box = await drawer.boundingBox();
    expect(Math.round(box!.width)).toBe(280);
    await drawer.getByPlaceholder("Search tools...").fill("devices");
    await drawer.getByRole("link", { name: /Certified Devices/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/devices$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("page-title")).toHaveText("Certified Devices");
    // Escape closes it too, and Sign Out is in it.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the theme toggle switches dark and light and remembers the choice", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("theme-storage", JSON.stringify({ state: { theme: "light" }, version: 0 }));
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/dashboard");
    const toggle = page.getByTestId("theme-toggle");
    await expect(toggle).toHaveAttribute("aria-label", "Switch to dark mode");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-label", "Switch to light mode");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-label", "Switch to light mode");
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("Sign Out in the sidebar ends the session and goes to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByTestId("sidebar").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/dashboard/plans");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fplans/);
  });
});

test.describe("notifications", () => {
  // The operator: an agent of the demo company whose notifications no other spec makes or reads
  // (the list is kept on the server, per agent, so the shared demo account would see other specs' events).
  const OPERATOR = { username: "operator", password: "operator1234" };
  test.beforeEach(async ({ page }) => {
    await signIn(page, OPERATOR);
  });

  test("empty panel, then a Schedule Check-in creates a reminder that can be read, removed and cleared, on every device", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const bell = page.getByTestId("notifications-bell");
    await expect(page.getByTestId("notifications-unread-badge")).toHaveCount(0);
    await bell.click();
    const panel = page.getByTestId("notifications-panel");
    await expect(panel.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await expect(panel.getByText("No notifications yet")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Clear all notifications" })).toHaveCount(0);
    // The dimmed backdrop closes it.
    await clickOutside(page, panel, 10, 400);
    await expect(panel).toBeHidden();

    // A real event: schedule check-ins with two customers from the Quick Actions table.
    const rows = page.getByTestId("quick-action-row");
    const firstCompany = (await rows.nth(0).locator("td").first().locator("span").first().textContent())!;
    await rows.nth(0).getByTestId("schedule-check-in").click();
    await expect(page.getByTestId("notifications-unread-badge")).toHaveText("1");
    await rows.nth(1).getByTestId("schedule-check-in").click();
    await expect(page.getByTestId("notifications-unread-badge")).toHaveText("2");
    await expect(bell).toHaveAttribute("aria-label", "Notifications (2 unread)");

    await waitForToastsGone(page);
    await bell.click();
    await expect(panel.getByTestId("notifications-panel-unread")).toHaveText("2");
    const items = panel.getByTestId("notification-item");
    await expect(items).toHaveCount(2);
    // New items on top: the second check-in first.
    await expect(items.nth(1)).toContainText("Check-in scheduled");
    await expect(items.nth(1)).toContainText(firstCompany);
    await expect(items.nth(0).locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);

    await items.nth(0).getByTestId("notification-mark-read").click();
    await expect(items.nth(0)).toHaveAttribute("data-read", "true");
    await expect(items.nth(0).getByTestId("notification-mark-read")).toHaveCount(0);
    await expect(panel.getByTestId("notifications-panel-unread")).toHaveText("1");

    // Kept on the server: after a reload, and on another device (a new sign-in, nothing in its storage).
    await page.waitForLoadState("networkidle");
    await page.reload();
    await expect(page.getByTestId("notifications-unread-badge")).toHaveText("1");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("notification-storage") ?? "{}"));
    expect(stored.state.notifications).toHaveLength(2);
    const otherContext = await browser.newContext({ baseURL });
    try {
      const other = await otherContext.newPage();
      await signIn(other, OPERATOR);
      await other.goto("/dashboard");
      await waitForHydration(other);
      await expect(other.getByTestId("notifications-unread-badge")).toHaveText("1");
      await other.getByTestId("notifications-bell").click();
      const otherItems = other.getByTestId("notifications-panel").getByTestId("notification-item");
      await expect(otherItems).toHaveCount(2);
      await expect(otherItems.nth(1)).toContainText(firstCompany);

      await bell.click();
      await panel.getByRole("button", { name: "Mark all as read" }).click();
      await expect(page.getByTestId("notifications-unread-badge")).toHaveCount(0);
      await expect(panel.getByTestId("notifications-panel-unread")).toHaveCount(0);
      await items.nth(0).getByTestId("notification-remove").click();
      await expect(items).toHaveCount(1);
      await panel.getByRole("button", { name: "Clear all notifications" }).click();
      await expect(panel.getByText("No notifications yet")).toBeVisible();
      await panel.getByRole("button", { name: "Close" }).click();
      await expect(panel).toBeHidden();

      // Cleared on the server: the other device's next page shows none.
      await expect(async () => {
        await other.reload();
        await waitForHydration(other);
        await expect(other.getByTestId("notifications-unread-badge")).toHaveCount(0);
        await other.getByTestId("notifications-bell").click();
        await expect(other.getByTestId("notifications-panel").getByText("No notifications yet")).toBeVisible({
          timeout: 3_000,
        });
      }).toPass({ timeout: 40_000 });
    } finally {
      await otherContext.close();
    }
  });
});
