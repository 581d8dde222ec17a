/**
 * Tasks and notifications across devices: an agent schedules a check-in on a deal in
 * one browser; a second browser (a new sign-in, another device) lists it on the home
 * page, is notified when it falls due without reloading, and marks it done, which the
 * first browser then shows done; a notification read on one device is read on the
 * other. Axe clean in light and dark, and usable at 390 px.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAxeClean, presetTheme, waitForHydration, waitForToastsGone } from "./portal-helpers";

// A Summit Wireless agent whose tasks and notifications no other spec touches.
const CASEY = { username: "casey", password: "casey1234" };
const CASCADE_DEAL = "d1000000-0000-4000-8000-000000000003";
const CASCADE_CUSTOMER = "c1000000-0000-4000-8000-000000000003";

async function device(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: CASEY });
  expect(login.status()).toBe(200);
  return { context, page };
}

/** The local 'yyyy-MM-dd' and 'HH:mm' of the first whole minute at least `leadMs` ahead, in the page's time zone. */
async function minuteAhead(page: Page, leadMs: number) {
  return page.evaluate((lead) => {
    const at = new Date(Date.now() + lead);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
      at: at.getTime(),
    };
  }, leadMs);
}

test.describe.configure({ mode: "serial" });

test("a check-in scheduled on a deal reaches another device: listed, notified when due, done for both", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const title = `Check in on Cascade ${Date.now().toString(36)}`;
  const laptop = await device(browser, baseURL!);
  const phone = await device(browser, baseURL!);
  try {
    // Laptop: schedule the check-in on the deal page, due at the next whole minute ≥ 90 s away
    // (the steps before the phone's "not yet due" checks take far longer on a loaded machine).
    const a = laptop.page;
    await a.goto(`/dashboard/deals/${CASCADE_DEAL}`);
    await waitForHydration(a);
    const dealTasks = a.getByTestId("deal-tasks");
    await expect(dealTasks.getByRole("heading", { name: "Tasks" })).toBeVisible();
    // A clear message for a missing title, and nothing saved.
    await dealTasks.getByLabel("Task", { exact: true }).fill("  ");
    await dealTasks.getByRole("button", { name: "Schedule Check-in" }).click();
    await expect(dealTasks.getByTestId("task-error")).toHaveText("Title is required");
    await dealTasks.getByLabel("Due date").fill("");
    await dealTasks.getByLabel("Task", { exact: true }).fill(title);
    await dealTasks.getByRole("button", { name: "Schedule Check-in" }).click();
    await expect(dealTasks.getByTestId("task-error")).toHaveText("Due date and time are required");
    const due = await minuteAhead(a, 90_000);
    await dealTasks.getByLabel("Due date").fill(due.date);
    await dealTasks.getByLabel("Due time").fill(due.time);
    await dealTasks.getByRole("button", { name: "Schedule Check-in" }).click();
    const onDeal = dealTasks.getByTestId("task-item").filter({ hasText: title });
    await expect(onDeal).toHaveCount(1);
    await expect(dealTasks.getByTestId("task-error")).toHaveCount(0);
    await expect(onDeal).toHaveAttribute("data-state", /^(today|upcoming)$/);
    // Filed under the deal's customer too.
    await a.goto(`/dashboard/customers/${CASCADE_CUSTOMER}`);
    await expect(a.getByTestId("customer-tasks").getByTestId("task-item").filter({ hasText: title })).toHaveCount(1);

    // Phone (a new sign-in): the task is on the home page, not yet due, no notification yet.
    const b = phone.page;
    await b.goto("/dashboard");
    await waitForHydration(b);
    const home = b.getByTestId("home-tasks");
    const onHome = home.getByTestId("task-item").filter({ hasText: title });
    await expect(onHome).toHaveCount(1);
    await expect(onHome).toHaveAttribute("data-state", /^(today|upcoming)$/);
    await expect(onHome.getByRole("link", { name: /Cascade Freight/ })).toHaveAttribute(
      "href",
      `/dashboard/deals/${CASCADE_DEAL}`,
    );
    expect(Date.now()).toBeLessThan(due.at);
    await b.getByTestId("notifications-bell").click();
    const panel = b.getByTestId("notifications-panel");
    const dueItem = panel.getByTestId("notification-item").filter({ hasText: title });
    await expect(dueItem).toHaveCount(0);
    await b.keyboard.press("Escape");

    // When it falls due the open phone page is told (its list refreshes each minute), no reload,
    // and the task shows as overdue (its state is kept current each minute).
    await b.waitForTimeout(Math.max(0, due.at - Date.now()));
    await expect(onHome).toHaveAttribute("data-state", "overdue", { timeout: 75_000 });
    await expect(onHome.getByTestId("task-state")).toHaveText("Overdue");
    await b.getByTestId("notifications-bell").click();
    await expect(dueItem).toHaveCount(1, { timeout: 90_000 });
    await expect(dueItem).toContainText("Task due");
    await expect(dueItem).toHaveAttribute("data-read", "false");
    await dueItem.getByRole("button", { name: "Mark as read: Task due" }).click();
    await expect(dueItem).toHaveAttribute("data-read", "true");
    await b.keyboard.press("Escape");

    // Phone marks it done with the keyboard.
    await onHome.getByRole("checkbox", { name: title }).focus();
    await b.keyboard.press("Space");
    await expect(onHome).toHaveAttribute("data-state", "done");
    await expect(onHome.getByRole("checkbox", { name: title })).toBeChecked();

    // Laptop: the deal page shows it done; the notification is there, read.
    await a.goto(`/dashboard/deals/${CASCADE_DEAL}`);
    const again = a.getByTestId("deal-tasks").getByTestId("task-item").filter({ hasText: title });
    await expect(again).toHaveAttribute("data-state", "done");
    await expect(again.getByRole("checkbox", { name: title })).toBeChecked();
    await waitForHydration(a);
    await a.getByTestId("notifications-bell").click();
    const laptopItem = a.getByTestId("notifications-panel").getByTestId("notification-item").filter({ hasText: title });
    await expect(laptopItem).toHaveCount(1);
    await expect(laptopItem).toHaveAttribute("data-read", "true");
    // The browser's copy is only a cache of the server's list.
    const cached = await a.evaluate(() => localStorage.getItem("notification-storage") ?? "");
    expect(cached).toContain(title);
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
});

test("Schedule Check-in in Quick Actions makes a task on the home list, kept after a new sign-in", async ({
  browser,
  baseURL,
}) => {
  const first = await device(browser, baseURL!);
  const second = await device(browser, baseURL!);
  try {
    // The other device has the home page open before the check-in is scheduled.
    const other = second.page;
    await other.goto("/dashboard");
    await waitForHydration(other);
    const page = first.page;
    await page.goto("/dashboard");
    await waitForHydration(page);
    const row = page.getByTestId("quick-action-row").first();
    const company = (await row.locator("td").first().locator("span").first().textContent())!;
    const otherTasks = other.getByTestId("home-tasks").getByTestId("task-item").filter({ hasText: company });
    const before = await otherTasks.count();
    await row.getByTestId("schedule-check-in").click();
    const home = page.getByTestId("home-tasks");
    const task = home.getByTestId("task-item").filter({ hasText: `Check in with` }).filter({ hasText: company });
    await expect(task.first()).toBeVisible();
    await expect(task.first()).toHaveAttribute("data-state", "upcoming");
    // Its list asks the server again when the tab comes back into view: the task shows without a reload.
    await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(otherTasks).toHaveCount(before + 1);
    // And after a reload.
    await other.goto("/dashboard");
    await expect(otherTasks).toHaveCount(before + 1);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`task lists have no axe violations (${theme})`, async ({ browser, baseURL }) => {
    const { context, page } = await device(browser, baseURL!);
    try {
      await presetTheme(page, theme);
      for (const path of [
        "/dashboard",
        `/dashboard/deals/${CASCADE_DEAL}`,
        `/dashboard/customers/${CASCADE_CUSTOMER}`,
      ]) {
        await page.goto(path);
        await waitForHydration(page);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        await expect(page.locator("[data-testid$='-tasks']").first()).toBeVisible();
        await waitForToastsGone(page);
        await expectAxeClean(page, `${path} ${theme}`);
      }
      // With an error shown in the form.
      await page.goto(`/dashboard/deals/${CASCADE_DEAL}`);
      await waitForHydration(page);
      await page.getByTestId("deal-tasks").getByLabel("Task", { exact: true }).fill("");
      await page.getByTestId("deal-tasks").getByRole("button", { name: "Schedule Check-in" }).click();
      await expect(page.getByTestId("task-error")).toBeVisible();
      await expectAxeClean(page, `task form error ${theme}`);
    } finally {
      await context.close();
    }
  });
}

test("task lists work at 390 px: nothing wider than the screen", async ({ browser, baseURL }) => {
  const { context, page } = await device(browser, baseURL!, { width: 390, height: 844 });
  try {
    // A task with a long title on the deal, so both lists show one.
    await page.goto(`/dashboard/deals/${CASCADE_DEAL}`);
    await waitForHydration(page);
    const title = `Call the fleet manager about the 220 driver lines and the dock tablets ${Date.now()}`;
    await page.getByTestId("deal-tasks").getByLabel("Task", { exact: true }).fill(title);
    await page.getByTestId("deal-tasks").getByRole("button", { name: "Schedule Check-in" }).click();
    await expect(page.getByTestId("deal-tasks").getByTestId("task-item").filter({ hasText: title })).toHaveCount(1);
    for (const [path, name] of [
      [`/dashboard/deals/${CASCADE_DEAL}`, "deal"],
      ["/dashboard", "home"],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId("task-item").filter({ hasText: title })).toHaveAttribute("data-state", "upcoming");
      const list = page.locator("[data-testid$='-tasks']").first();
      await list.scrollIntoViewIfNeeded();
      await expect(list).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      mkdirSync("test-results", { recursive: true });
      await list.screenshot({ path: `test-results/tasks-390-${name}.png` });
    }
  } finally {
    await context.close();
  }
});
