/**
 * Change Password through the Supabase Auth adapter: a server of its own with
 * NEXT_PUBLIC_SUPABASE_URL pointing at a loopback GoTrue stand-in.
 */
import { expect, test } from "@playwright/test";
import { startFakeGoTrue, type FakeGoTrue } from "../helpers/fake-gotrue";
import { startServer, type RunningServer } from "../helpers/server";

test.describe.configure({ timeout: 240_000 });

let gotrue: FakeGoTrue;
let server: RunningServer;

test.beforeAll(async () => {
  gotrue = await startFakeGoTrue([
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", email: "jordan@summitwireless.example", password: "jordan1234" },
  ]);
  server = await startServer({
    env: { NEXT_PUBLIC_SUPABASE_URL: gotrue.url, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key-for-tests" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await gotrue?.close();
});

test("My Account changes the password with Supabase Auth; only the new one signs in afterwards", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: { username: "jordan", password: "jordan1234" } });
  expect(login.status()).toBe(200);
  await page.goto("/dashboard/account");
  await expect(page.getByLabel("Username")).toHaveValue("jordan");

  await page.getByLabel("Current Password").fill("wrong-password");
  await page.getByLabel("New Password", { exact: true }).fill("jordan-supa-9876");
  await page.getByLabel("Confirm New Password").fill("jordan-supa-9876");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByTestId("password-error")).toContainText("Failed to update password");

  await page.getByLabel("Current Password").fill("jordan1234");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByTestId("password-success")).toHaveText("Password updated successfully");
  expect(gotrue.requests).toContain("PUT /auth/v1/user");
  await context.close();

  const headers = { "x-forwarded-for": "198.51.100.91" };
  const fresh = await browser.newContext({ baseURL: server.url });
  expect(
    (
      await fresh.request.post("/api/auth/login", { data: { username: "jordan", password: "jordan1234" }, headers })
    ).status(),
  ).toBe(401);
  expect(
    (
      await fresh.request.post("/api/auth/login", {
        data: { username: "jordan", password: "jordan-supa-9876" },
        headers,
      })
    ).status(),
  ).toBe(200);
  await fresh.close();
});
