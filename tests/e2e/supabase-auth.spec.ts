/**
 * The Supabase Auth adapter, end to end: a server of its own configured with
 * NEXT_PUBLIC_SUPABASE_URL pointing at a loopback GoTrue stand-in.
 */
import { expect, test } from "@playwright/test";
import { startFakeGoTrue, type FakeGoTrue } from "../helpers/fake-gotrue";
import { startServer, type RunningServer } from "../helpers/server";

// Starting a server of its own takes a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

let gotrue: FakeGoTrue;
let server: RunningServer;

test.beforeAll(async () => {
  gotrue = await startFakeGoTrue([
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", email: "demo@summitwireless.example", password: "demo1234" },
  ]);
  server = await startServer({
    env: { NEXT_PUBLIC_SUPABASE_URL: gotrue.url, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key-for-tests" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await gotrue?.close();
});

test("signs in through Supabase Auth by username, keeps the session, and signs out", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials");

  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId("signed-in-as")).toContainText("demo");
  // The username was turned into the account's e-mail for the password grant, and the
  // session was verified with Supabase (GET /auth/v1/user), not trusted from the cookie.
  expect(gotrue.requests).toContain("POST /auth/v1/token?grant_type=password");
  expect(gotrue.requests.filter((r) => r === "GET /auth/v1/user").length).toBeGreaterThan(0);
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.startsWith("sb-"))).toBe(true);

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login$/);
  expect(gotrue.requests.some((r) => r.startsWith("POST /auth/v1/logout"))).toBe(true);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});

test("protected APIs refuse a forged Supabase cookie", async ({ request }) => {
  const res = await request.get(`${server.url}/api/health-not-public`, {
    headers: { cookie: "sb-127-auth-token=%7B%22access_token%22%3A%22forged%22%7D" },
  });
  expect(res.status()).toBe(401);
});

test("the secure-access gate opens the assistant under Supabase Auth too, and nothing else", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const unlock = await page.request.post("/api/assistant/unlock", {
    data: { password: "demo1234" },
    headers: { "x-forwarded-for": "198.51.100.201" },
  });
  expect(unlock.status()).toBe(200);
  const chat = await page.request.post("/api/chat", {
    data: { messages: [{ id: "m1", role: "user", content: "What is the cheapest AT&T plan?" }] },
  });
  expect(chat.status()).toBe(200);
  expect(await chat.text()).toMatch(/^0:/m);
  const deals = await page.request.get("/dashboard/deals", { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(deals.status());
  await context.close();
});

test("two-factor sign-in claims nothing under Supabase Auth: the switch is off, disabled, and says why", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", {
    data: { username: "demo", password: "demo1234" },
    headers: { "x-forwarded-for": "198.51.100.202" },
  });
  expect(await login.json()).toMatchObject({ ok: true, user: { username: "demo" } });
  await page.goto("/dashboard/account");
  const toggle = page.getByRole("switch", { name: "Two-factor authentication" });
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("two-factor-state")).toHaveText(
    "Two-factor sign-in is not available with this site's sign-in provider (Supabase Auth) yet, so it cannot be turned on here.",
  );
  await context.close();
});
