import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Clicks outside an open dialog or sheet at (x, y), once it can hear the click.
 * The layer starts listening for outside presses on a timer queued when it mounts
 * (so the press that opened it does not close it again); a click sent before that
 * timer has run is lost. Waiting for the focus to move in (done by the same mount)
 * and for one timer turn, then for the opening animation, makes the click count.
 */
export async function clickOutside(page: Page, layer: Locator, x: number, y: number): Promise<void> {
  await expect.poll(() => layer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await layer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await page.mouse.click(x, y);
}
