/**
 * States that need a database different from the demo: a company without any data
 * (empty home), catalogue and profile tables that cannot be read (error states), a
 * broken home query, and a password change. This file starts its own `next start` on
 * its own DATA_DIR, changes that database between runs with PGlite, and never touches
 * the shared e2e server's data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { openPglite } from "../../lib/db/connection";
import { freePort, startServer, type RunningServer } from "./portal-helpers";

const HARBOR_COMPANY = "22222222-2222-4222-8222-222222222222";

async function changeDatabase(dataDir: string, statements: string) {
  const handle = await openPglite(dataDir);
  try {
    await handle.exec(statements);
  } finally {
    await handle.close();
  }
}

async function signedInPage(browser: Browser, base: string, username: string, password: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(login.status()).toBe(200);
  return { context, page };
}

test.describe.configure({ mode: "serial" });

test("empty company, unreadable catalogue and profile, a broken home, and a password change", async ({ browser }) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-portal-states-"));
  const base = `http://127.0.0.1:${port}`;
  let server: RunningServer | undefined;
  try {
    // First start migrates and seeds; then the database is changed while the server is down.
    server = await startServer({ port, dataDir });
    await server.stop();
    await changeDatabase(
      dataDir,
      `delete from deal_events where company_id = '${HARBOR_COMPANY}';
       delete from quotes where company_id = '${HARBOR_COMPANY}';
       delete from deals where company_id = '${HARBOR_COMPANY}';
       delete from customers where company_id = '${HARBOR_COMPANY}';
       alter table rate_plans rename to rate_plans_offline;
       alter table certified_devices rename to certified_devices_offline;
       alter table agent_users rename column two_factor_enabled to two_factor_enabled_offline;`,
    );
    server = await startServer({ port, dataDir });

    // Empty: a company with no customers, deals or quotes.
    {
      const { context, page } = await signedInPage(browser, base, "harbor", "harbor1234");
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Your Telecom at a Glance" })).toBeVisible();
      await expect(page.getByTestId("mrr-this-month")).toHaveText("$0.00");
      await expect(page.getByTestId("snapshot-quotes")).toHaveText("0");
      await expect(page.getByTestId("snapshot-open")).toHaveText("0");
      await expect(page.getByTestId("snapshot-won")).toHaveText("0");
      await expect(page.getByTestId("alerts-empty")).toBeVisible();
      await expect(page.getByTestId("quick-actions-empty")).toContainText("No customers yet");
      await expect(page.getByTestId("pipeline-lead")).toHaveText("$0 · 0 deals");

      // Errors: the catalogue and the profile cannot be read.
      await page.goto("/dashboard/plans");
      await expect(page.getByTestId("plans-error")).toHaveText("Failed to load rate plans");
      await page.goto("/dashboard/devices");
      await expect(page.getByTestId("devices-error")).toContainText("Failed to load certified devices");
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(page.getByTestId("devices-error")).toContainText("Failed to load certified devices");
      await page.goto("/dashboard/account");
      await expect(page.getByTestId("profile-load-error")).toHaveText("Failed to load profile");
      await expect(page.getByRole("button", { name: "Update Password" })).toBeVisible();
      // No SQL reaches the browser.
      expect(await page.content()).not.toMatch(/relation|two_factor_enabled|select /i);
      await context.close();
    }

    // Change Password (local adapter): the old password stops working, the new one works.
    {
      const { context, page } = await signedInPage(browser, base, "jordan", "jordan1234");
      await page.goto("/dashboard/account");
      await page.getByLabel("Current Password").fill("jordan1234");
      await page.getByLabel("New Password", { exact: true }).fill("jordan-new-5678");
      await page.getByLabel("Confirm New Password").fill("jordan-new-5678");
      await page.getByRole("button", { name: "Update Password" }).click();
      await expect(page.getByTestId("password-success")).toHaveText("Password updated successfully");
      await expect(page.getByLabel("Current Password")).toHaveValue("");
      await expect(page.getByTestId("password-success")).toBeHidden({ timeout: 5_000 });
      await context.close();

      const headers = { "x-forwarded-for": "198.51.100.77" };
      const fresh = await browser.newContext({ baseURL: base });
      const old = await fresh.request.post("/api/auth/login", {
        data: { username: "jordan", password: "jordan1234" },
        headers,
      });
      expect(old.status()).toBe(401);
      const renewed = await fresh.request.post("/api/auth/login", {
        data: { username: "jordan", password: "jordan-new-5678" },
        headers,
      });
      expect(renewed.status()).toBe(200);
      await fresh.close();
    }

    // Error on the home page: its figures cannot be computed.
    await server.stop();
    await changeDatabase(dataDir, "alter table quotes rename to quotes_offline;");
    server = await startServer({ port, dataDir });
    {
      const { context, page } = await signedInPage(browser, base, "demo", "demo1234");
      await page.goto("/dashboard");
      await expect(page.getByTestId("dashboard-error")).toContainText("Failed to load dashboard.");
      await expect(page.getByTestId("signed-in-as")).toContainText("demo");
      await context.close();
    }
  } finally {
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
