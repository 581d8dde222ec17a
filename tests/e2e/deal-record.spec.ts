import { expect, test, type Page } from "@playwright/test";
import {
  cardIn,
  expectAxeCleanInBothThemes,
  moveSaved,
  moveWithKeyboard,
  signIn,
  todayIso,
  undoMove,
} from "./deals-helpers";

/** A new deal through New Deal (10 lines × $30, lead, 20%); answers its id. */
async function createDeal(page: Page, title: string): Promise<string> {
  await page.goto("/dashboard/deals/new");
  await page.getByLabel("Contact Name").fill("Robin Vale");
  await page.getByLabel("Company Name").fill("Vale Couriers");
  await page.getByLabel("Voice Lines").fill("10");
  await page.getByLabel("Monthly Rate per Line ($)").fill("30");
  await page.getByLabel("Deal Title").fill(title);
  await page.getByLabel("Device Type").selectOption("Phone");
  await page.getByLabel("Probability (%)").fill("35");
  await page.getByTestId("create-deal").click();
  await expect(page).toHaveURL(/\/dashboard\/deals$/);
  return (await page.locator('[data-testid="deal-card"]', { hasText: title }).getAttribute("data-deal-id"))!;
}

const shownDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.describe("A deal's page", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("the card opens it; an edit recomputes the value and is on the timeline; notes are kept", async ({ page }) => {
    const title = `Vale Couriers radios ${Date.now()}`;
    const dealId = await createDeal(page, title);
    await page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`).getByTestId("deal-title").click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/deals/${dealId}$`));
    await expect(page.getByTestId("deal-heading")).toHaveText(title);
    await expect(page.getByLabel("Deal Title")).toHaveValue(title);
    await expect(page.getByLabel("Voice Lines")).toHaveValue("10");
    await expect(page.getByLabel("Monthly Rate per Line ($)")).toHaveValue("30");
    await expect(page.getByTestId("deal-summary-value")).toHaveText("$7,200.00");

    await page.getByLabel("Voice Lines").fill("20");
    await expect(page.getByTestId("deal-form-value")).toContainText("$14,400.00");
    await page.getByLabel("Deal Title").fill(`${title} (20)`);
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-summary-value")).toHaveText("$14,400.00");
    await expect(page.getByTestId("timeline-edited").first()).toContainText("Voice lines: 10 → 20");

    // same rules as New Deal: a title is required
    await page.getByLabel("Deal Title").fill("");
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-error")).toHaveText("Deal title is required");
    await page.getByLabel("Deal Title").fill(`${title} (20)`);

    await page.getByTestId("deal-note").fill("Robin wants rugged cases quoted");
    await page.getByTestId("add-note").click();
    await expect(page.getByTestId("timeline-note").first()).toContainText("Robin wants rugged cases quoted");
    await page.reload();
    await expect(page.getByTestId("timeline-note").first()).toContainText("Robin wants rugged cases quoted");
    await expect(page.getByTestId("timeline-created")).toHaveCount(1);

    // keyboard: the Open link of the card is reachable and opens it too
    await page.goto("/dashboard/deals");
    const open = page.getByRole("link", { name: `Open ${title} (20)` });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard/deals/${dealId}$`));
  });

  test("a stale edit is refused (409) and offers the current version", async ({ page, context }) => {
    const title = `Vale stale ${Date.now()}`;
    const dealId = await createDeal(page, title);
    await page.goto(`/dashboard/deals/${dealId}`);
    const other = await context.newPage();
    await other.goto(`/dashboard/deals/${dealId}`);
    await other.getByLabel("Description").fill("Saved first, in another tab");
    await other.getByTestId("save-deal").click();
    await expect(other.getByText("Deal saved")).toBeVisible();

    await page.getByLabel("Description").fill("Saved second, from an old copy");
    // The action's answer (status 409 with the deal as it is) is read from what the page shows:
    // the page refreshes right after it, so its body is no longer readable from the browser.
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-error")).toContainText("changed by someone else");
    await page.getByTestId("deal-reload").click();
    await expect(page.getByLabel("Description")).toHaveValue("Saved first, in another tab");
  });

  test("Closed Won sets 100% and today's close date; Closed Lost asks a reason and sets 0%; reopening works", async ({
    page,
  }) => {
    const title = `Vale won ${Date.now()}`;
    const dealId = await createDeal(page, title);
    await page.goto(`/dashboard/deals/${dealId}`);
    await page.getByLabel("Status").selectOption("closed_won");
    await expect(page.getByLabel("Probability (%)")).toHaveValue("100");
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-summary-probability")).toHaveText("100%");
    await expect(page.getByTestId("deal-summary-close-date")).toHaveText(shownDay(todayIso()));
    await expect(page.getByTestId("deal-status")).toHaveText("Closed Won");

    await page.getByLabel("Status").selectOption("closed_lost");
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-error")).toHaveText("Say why the deal was lost");
    await page.getByLabel("Lost Reason").fill("Went with a cable bundle");
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-summary-probability")).toHaveText("0%");
    await expect(page.getByTestId("deal-status")).toHaveText("Closed Lost");
    await expect(page.getByTestId("timeline-moved").first()).toContainText("Went with a cable bundle");

    await page.getByLabel("Status").selectOption("qualified");
    await page.getByTestId("save-deal").click();
    await expect(page.getByTestId("deal-status")).toHaveText("Qualified");
    await expect(page.getByTestId("deal-summary-probability")).toHaveText("40%");
  });

  test("delete asks for confirmation; the deal is gone after", async ({ page }) => {
    const title = `Vale delete ${Date.now()}`;
    const dealId = await createDeal(page, title);
    await page.goto(`/dashboard/deals/${dealId}`);
    await page.getByTestId("delete-deal").click();
    await expect(page.getByRole("dialog")).toContainText("Delete this deal?");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByTestId("delete-deal").click();
    await page.getByTestId("confirm-delete-deal").click();
    await expect(page).toHaveURL(/\/dashboard\/deals$/);
    await expect(page.locator(`[data-deal-id="${dealId}"]`)).toHaveCount(0);
    const gone = await page.goto(`/dashboard/deals/${dealId}`);
    expect(gone?.status()).toBe(404);
  });

  test("the board: a move to Won shows 100% and today; Undo puts it back; Closed Lost asks the reason", async ({
    page,
  }) => {
    const title = `Vale board ${Date.now()}`;
    const dealId = await createDeal(page, title);
    let saved = moveSaved(page);
    await moveWithKeyboard(page, dealId, 4);
    await saved;
    const won = cardIn(page, "closed_won", dealId);
    await expect(won.getByTestId("deal-probability")).toHaveText("100%");
    await expect(won.getByTestId("deal-close-date")).toHaveText(`Closes ${shownDay(todayIso())}`);
    saved = moveSaved(page);
    await undoMove(page, title, "Won");
    await saved;
    await expect(cardIn(page, "lead", dealId)).toBeVisible();
    await page.reload();
    await expect(cardIn(page, "lead", dealId)).toBeVisible();

    await moveWithKeyboard(page, dealId, 5);
    await expect(page.getByRole("dialog")).toContainText(`Mark ${title} Closed Lost?`);
    await page.getByTestId("confirm-lost").click();
    await expect(page.getByText("Say why the deal was lost")).toBeVisible();
    await page.getByLabel("Lost reason").fill("No budget this year");
    saved = moveSaved(page);
    await page.getByTestId("confirm-lost").click();
    await saved;
    await expect(page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`)).toHaveCount(0);
    await page.goto(`/dashboard/deals/${dealId}`);
    await expect(page.getByTestId("deal-status")).toHaveText("Closed Lost");
    await expect(page.getByTestId("deal-summary-probability")).toHaveText("0%");
  });

  test("archive asks for confirmation, takes the deal off the board into the archive; Undo and Restore bring it back", async ({
    page,
  }) => {
    const title = `Vale archive ${Date.now()}`;
    const dealId = await createDeal(page, title);
    await page.goto(`/dashboard/deals/${dealId}`);
    const archive = page.getByRole("button", { name: "Archive", exact: true });
    await archive.click();
    const dialog = page.getByRole("dialog", { name: "Archive this deal?" });
    await expect(dialog).toContainText("leaves the board");
    await expect(dialog.locator(":focus")).toHaveCount(1); // focus is in the dialog
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(archive).toBeFocused();
    await archive.click();
    await page.getByTestId("confirm-archive-deal").click();
    const banner = page.getByTestId("deal-archived-banner");
    await expect(banner).toContainText("This deal is archived: it is not on the board.");
    await expect(page.getByTestId("timeline-archived").first()).toContainText("Archived by demo");
    // read-only while archived
    await expect(page.getByLabel("Deal Title")).toBeDisabled();
    await expect(page.getByTestId("save-deal")).toHaveCount(0);
    // Undo in the toast restores it
    await page.getByTestId("undo-archive").click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId("timeline-restored").first()).toContainText("Restored to the board by demo");
    await expect(page.getByLabel("Deal Title")).toBeEnabled();

    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await page.getByTestId("confirm-archive-deal").click();
    await expect(banner).toBeVisible();
    await expect(page.getByTestId("deal-status")).toHaveText("Lead, archived");
    // axe-clean with the banner, light and dark; fits both widths
    await expectAxeCleanInBothThemes(page, `/dashboard/deals/${dealId}`);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/deals/${dealId}`);
      await expect(banner).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: test.info().outputPath(`archived-deal-${width}.png`), fullPage: true });
    }

    // off the board; in the archive, reached by a labelled link from the keyboard
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/dashboard/deals");
    await expect(page.getByTestId("deals-board")).toBeVisible();
    await expect(page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`)).toHaveCount(0);
    await page.getByRole("link", { name: "Archived deals" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/deals\?archived=1$/);
    await expect(page.getByRole("heading", { name: "Archived Deals" })).toBeVisible();
    await expect(page.getByTestId("deals-archive-note")).toContainText("This is the archive");
    const card = cardIn(page, "lead", dealId);
    await expect(card).toBeVisible();
    await expect(page.locator('[aria-roledescription="draggable deal"]')).toHaveCount(0); // no drag in the archive
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-deals").click()]);
    expect(download.suggestedFilename()).toMatch(/^archived_deals_export_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expectAxeCleanInBothThemes(page, "/dashboard/deals?archived=1");
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/dashboard/deals?archived=1");
      await expect(card).toBeAttached();
      await page.screenshot({ path: test.info().outputPath(`archive-board-${width}.png`), fullPage: true });
    }

    // Restore from its page: back on the board, gone from the archive
    await page.setViewportSize({ width: 1366, height: 900 });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/deals/${dealId}$`));
    await page.getByTestId("restore-deal").click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId("deal-status")).toHaveText("Lead");
    await page.goto("/dashboard/deals");
    await expect(cardIn(page, "lead", dealId)).toBeVisible();
    await page.goto("/dashboard/deals?archived=1");
    await expect(page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`)).toHaveCount(0);
  });

  test("the deal page has no axe violations in light and dark, and fits 1366 and 390 px", async ({ page }) => {
    const dealId = await createDeal(page, `Vale axe ${Date.now()}`);
    await expectAxeCleanInBothThemes(page, `/dashboard/deals/${dealId}`);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/deals/${dealId}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`deal-${width}.png`), fullPage: true });
    }
  });
});
