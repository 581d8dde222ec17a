/** Shared steps of the deals, customers and reports specs. */
import { expect, type Download, type Page } from "@playwright/test";
import * as XLSX from "xlsx";

import { expectAxeClean, presetTheme } from "./portal-helpers";

export { signIn } from "./portal-helpers";

export function todayIso(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Runs axe on the page at `path` in light, then dark theme. */
export async function expectAxeCleanInBothThemes(page: Page, path: string) {
  for (const theme of ["light", "dark"] as const) {
    await presetTheme(page, theme);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark).*$/);
    await expectAxeClean(page, theme);
  }
}

export type Sheet = {
  name: string;
  header: string[];
  rows: Record<string, unknown>[];
  formats: Record<string, string | undefined>[];
};

/** Reads a downloaded .xlsx back: the first sheet's header, rows (by header) and number formats. */
export async function readDownload(download: Download): Promise<Sheet> {
  const file = await download.path();
  const { readFileSync } = await import("node:fs");
  const book = XLSX.read(readFileSync(file!), { type: "buffer", cellNF: true });
  const name = book.SheetNames[0]!;
  const ws = book.Sheets[name]!;
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: "" });
  const header = (matrix[0] ?? []).map(String);
  const range = XLSX.utils.decode_range(ws["!ref"]!);
  const rows: Record<string, unknown>[] = [];
  const formats: Record<string, string | undefined>[] = [];
  for (let r = 1; r <= range.e.r; r++) {
    const row: Record<string, unknown> = {};
    const fmt: Record<string, string | undefined> = {};
    header.forEach((h, c) => {
      const cell = ws[XLSX.utils.encode_cell({ r, c })];
      // a day is a number under a date format: read it as the spreadsheet shows it ("Oct 5, 2026")
      const isDay = cell?.t === "n" && typeof cell.z === "string" && /y/.test(cell.z);
      row[h] = cell ? (isDay ? cell.w : cell.v) : "";
      fmt[h] = cell?.z as string | undefined;
    });
    rows.push(row);
    formats.push(fmt);
  }
  return { name, header, rows, formats };
}

/**
 * The board's save of the next move (its server action's answer). A move shows at once and is
 * saved after; a reload before the save lands would show the card where it was. (Waiting for
 * "networkidle" does not help: that load state, once reached, is not waited for again.)
 */
export function moveSaved(page: Page) {
  return page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      !!r.request().headers()["next-action"] &&
      new URL(r.url()).pathname === "/dashboard/deals",
  );
}

/**
 * Clicks Undo on the toast of the move that put `title` in `column` ("Lead", "Closed Lost").
 * The toast of a deal's earlier move shows until the new one replaces it, a moment after
 * the save: its Undo would undo that earlier move.
 */
export async function undoMove(page: Page, title: string, column: string) {
  const toast = page.locator("span", { has: page.getByText(`${title} moved to ${column}.`, { exact: true }) });
  await toast.getByTestId("undo-move").click();
}

/** Drags a board card onto a column with the mouse. */
export async function dragWithMouse(page: Page, dealId: string, column: string) {
  const card = page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`);
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  const target = page.getByTestId(`deals-column-${column}`);
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 25, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

/**
 * Moves a board card with the keyboard: Space, `steps` × Arrow Right (or Left), Space. Each key waits for the
 * board's announcement of it (picked up, then over the next column), as a screen reader user would: a key pressed
 * before the board has taken the last one in moves from where the card was, one column short.
 */
export async function moveWithKeyboard(page: Page, dealId: string, steps: number) {
  const card = page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`);
  const announced = page.locator('[id^="DndLiveRegion"]');
  await card.focus();
  // Picked up: announced as such, or at once as over the card's own column.
  const dropped = (await announced.count()) ? ((await announced.textContent()) ?? "") : "";
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(/Picked up deal|is over column/);
  if (dropped) await expect(announced).not.toHaveText(dropped);
  for (let i = 0; i < Math.abs(steps); i++) {
    const before = (await announced.textContent()) ?? "";
    await page.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
    await expect(announced).toContainText("is over column");
    await expect(announced).not.toHaveText(before);
  }
  await page.keyboard.press("Space");
}

export const cardIn = (page: Page, column: string, dealId: string) =>
  page.getByTestId(`deals-column-${column}`).locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`);
