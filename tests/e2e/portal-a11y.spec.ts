/** axe on every portal page (and the device documentation), in light and in dark, with the drawers open too. */
import { expect, test } from "@playwright/test";
import { expectAxeClean, presetTheme, signIn, waitForHydration, waitForToastsGone } from "./portal-helpers";

const PAGES = [
  "/dashboard",
  "/dashboard/plans",
  "/dashboard/promos",
  "/dashboard/devices",
  "/dashboard/resources",
  "/dashboard/account",
  "/docs/certified-devices",
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetTheme(page, theme);
      await signIn(page);
    });

    for (const path of PAGES) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        if (path.startsWith("/dashboard")) await waitForHydration(page);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        else await expect(page.locator("html")).not.toHaveClass(/dark/);
        await expectAxeClean(page, path);
      });
    }

    test("notifications panel and phone drawer have no violations", async ({ page }) => {
      // Two axe runs and a saved check-in: more than one page's time on a loaded machine (58 s seen).
      test.setTimeout(120_000);
      await page.goto("/dashboard");
      await waitForHydration(page);
      await page.getByTestId("schedule-check-in").first().click();
      await waitForToastsGone(page);
      await page.getByTestId("notifications-bell").click();
      // The list is the agent's, kept on the server: other specs' events may be in it too.
      await expect(
        page.getByTestId("notification-item").filter({ hasText: "Check-in scheduled" }).first(),
      ).toBeVisible();
      await page.waitForTimeout(400);
      await expectAxeClean(page, "notifications panel");
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("mobile-drawer")).toBeVisible();
      await page.waitForTimeout(400);
      await expectAxeClean(page, "drawer");
    });
  });
}
