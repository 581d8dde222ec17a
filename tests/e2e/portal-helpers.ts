/**
 * Helpers of the portal's end-to-end tests and of the devices benchmark: sign-in, a
 * separate `next start` on its own DATA_DIR (for states that need a changed database),
 * and an RFC 4180 CSV reader to check exports.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const DEMO = { username: "demo", password: "demo1234" };

/** Signs in through the API (the cookie lands in the page's context); `origin` for a server of its own. */
export async function signIn(page: Page, { username, password } = DEMO, origin = ""): Promise<void> {
  const response = await page.request.post(`${origin}/api/auth/login`, { data: { username, password } });
  if (response.status() !== 200) throw new Error(`sign-in as ${username} failed: ${response.status()}`);
}

/** The path of the newest link to `to` in the outbox, read by an operator's `page` (links carry the site URL). */
export async function linkFromOutbox(page: Page, to: string, kind: RegExp): Promise<string> {
  await page.goto("/outbox");
  const mail = page
    .getByTestId("outbox-mail")
    .filter({ has: page.getByTestId("outbox-to").getByText(to, { exact: true }) });
  const first = mail.filter({ hasText: kind }).first();
  const href = await first.getByRole("link").first().getAttribute("href");
  expect(href).toBeTruthy();
  return new URL(href!).pathname;
}

/** Waits until the shell has hydrated (the theme toggle knows the theme only once mounted). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.getByTestId("theme-toggle").and(page.locator("[data-theme]")).waitFor();
}

/**
 * Waits until no toast is shown. Toasts sit top-right, over the header's notifications
 * bell, and stay while the pointer rests on them: a click on the bell that lands on a
 * toast would keep it there.
 */
export async function waitForToastsGone(page: Page): Promise<void> {
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0, { timeout: 15_000 });
}

/** Stores a theme before the first page load. */
export async function presetTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((t) => {
    window.localStorage.setItem("theme-storage", JSON.stringify({ state: { theme: t }, version: 0 }));
  }, theme);
}

/** Runs axe on the page as it stands; every rule, every violation named with its nodes. */
export async function expectAxeClean(page: Page, label = ""): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, label).toEqual([]);
}

export { freePort, startServer, type RunningServer } from "../helpers/server";

/** Parses an RFC 4180 document (quoted fields, doubled quotes, CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
