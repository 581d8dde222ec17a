/**
 * The Supabase Auth adapter, end to end: a server of its own configured with
 * NEXT_PUBLIC_SUPABASE_URL pointing at a loopback GoTrue stand-in. Sign-in and sign-out, the
 * invitation link (Supabase's invite mail → /auth/confirm → set password → signed in), the
 * recovery mail (PKCE → reset → the old password refused), and two-factor sign-in with
 * Supabase's TOTP factors.
 */
import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { startFakeGoTrue, type FakeGoTrue } from "../helpers/fake-gotrue";
import { freePort, startServer, type RunningServer } from "../helpers/server";

const SLOW = { timeout: 60_000 };

// Starting a server of its own takes a while on a busy machine: one server for the file, its
// tests in order in one worker.
test.describe.configure({ mode: "default", timeout: 240_000 });

let gotrue: FakeGoTrue;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  gotrue = await startFakeGoTrue([
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", email: "demo@summitwireless.example", password: "demo1234" },
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-cccccccccccc", email: "casey@summitwireless.example", password: "casey1234" },
    { id: "aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd", email: "morgan@summitwireless.example", password: "morgan1234" },
  ]);
  const port = await freePort();
  server = await startServer({
    port,
    env: {
      NEXT_PUBLIC_SUPABASE_URL: gotrue.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key-for-tests",
      SUPABASE_SERVICE_ROLE_KEY: gotrue.serviceRoleKey,
      // The callback in Supabase's mails is built from the site's address.
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    },
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

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("an admin's invitation goes out through Supabase Auth; its link signs in, sets the password and enters the portal", async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
  const login = await admin.request.post("/api/auth/login", {
    data: { username: "demo", password: "demo1234" },
    headers: { "x-forwarded-for": "198.51.100.210" },
  });
  expect(login.status()).toBe(200);
  await admin.goto("/dashboard/team");
  await admin.getByTestId("invite-form").getByLabel("E-mail").fill("riley@summitwireless.example");
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText("Invitation sent to riley@summitwireless.example.")).toBeVisible(SLOW);
  const invite = gotrue.calls.find((c) => c.path === "/auth/v1/invite")!;
  expect(invite.authorization).toBe(`Bearer ${gotrue.serviceRoleKey}`);
  expect(invite.query.redirect_to).toMatch(new RegExp(`^${server.url}/auth/confirm\\?next=%2Finvite%2F`));

  // The invite mail, with the template Supabase documents for server-side sign-in:
  // {{ .RedirectTo }}&token_hash={{ .TokenHash }}&type=invite
  const mail = gotrue.mails.find((m) => m.type === "invite" && m.email === "riley@summitwireless.example")!;
  const link = `${mail.redirectTo}&token_hash=${mail.tokenHash}&type=invite`;
  const invited = await (await browser.newContext({ baseURL: server.url })).newPage();
  await invited.goto(link);
  await expect(invited).toHaveURL(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(invited.getByRole("heading", { name: "Join Summit Wireless Partners" })).toBeVisible();
  await invited.getByLabel("Username").fill("riley");
  await invited.getByLabel("Password", { exact: true }).fill("riley-pass-1");
  await invited.getByLabel("Confirm password").fill("riley-pass-1");
  await invited.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(invited).toHaveURL(/\/dashboard$/, SLOW);
  await expect(invited.getByTestId("signed-in-as")).toContainText("riley");
  expect(gotrue.accounts.find((a) => a.email === "riley@summitwireless.example")?.password).toBe("riley-pass-1");

  // The link works once.
  await invited.goto(link);
  await expect(invited.getByTestId("link-error")).toHaveText("Link not valid");
  // The new agent signs in with the chosen password.
  const fresh = await browser.newContext({ baseURL: server.url });
  const again = await fresh.request.post("/api/auth/login", {
    data: { username: "riley", password: "riley-pass-1" },
    headers: { "x-forwarded-for": "198.51.100.211" },
  });
  expect(await again.json()).toMatchObject({ ok: true, user: { username: "riley" } });
  await fresh.close();
});

test("password recovery goes through Supabase Auth: the mail's link opens the reset page, and the old password is refused after", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill("nobody-here@nowhere.example");
  await page.getByRole("button", { name: "Send reset link" }).click();
  const unknown = await page.getByTestId("reset-requested").textContent();
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill("casey@summitwireless.example");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-requested")).toHaveText(unknown!);
  expect(gotrue.mails.filter((m) => m.email === "nobody-here@nowhere.example")).toHaveLength(0);

  // GoTrue's own link (PKCE): /verify, back to /auth/confirm with a code, on to the reset page.
  const mail = gotrue.mails.find((m) => m.type === "recovery" && m.email === "casey@summitwireless.example")!;
  await page.goto(mail.confirmationUrl);
  await expect(page).toHaveURL(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("reset-state")).toHaveText("Choose a new password");
  await page.getByLabel("New password", { exact: true }).fill("casey-new-4321");
  await page.getByLabel("Confirm new password").fill("casey-new-4321");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/, SLOW);
  expect(gotrue.requests).toContain("POST /auth/v1/logout?scope=global");

  await signInWithForm(page, "casey", "casey1234");
  await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials");
  await page.getByLabel("Password").fill("casey-new-4321");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
  await context.close();
});

test("two-factor sign-in with Supabase Auth's TOTP factors: on from My Account, then sign-in asks for a code", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInWithForm(page, "morgan", "morgan1234");
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
  await page.goto("/dashboard/account");
  const toggle = page.getByRole("switch", { name: "Two-factor authentication" });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("two-factor-no-recovery-codes")).toContainText("There are no recovery codes");
  await toggle.click();
  await expect(page.getByTestId("two-factor-qr")).toBeVisible(SLOW);
  const secret = (await page.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByTestId("two-factor-error")).toContainText("That code is not right.");
  await page.getByLabel("Code from your app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "true", SLOW);
  await expect(page.getByTestId("two-factor-state")).toHaveText(
    "On: sign-in asks for a code from your authenticator app.",
  );
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByTestId("two-factor-no-recovery-codes")).toBeVisible();

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await signInWithForm(page, "morgan", "morgan1234");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible(SLOW);
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  // The password alone opens nothing.
  const probe = await context.newPage();
  await probe.goto("/dashboard/deals");
  await expect(probe).toHaveURL(/\/login\?next=/);
  await probe.close();
  await page.getByLabel("Authentication code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("login-error")).toHaveText(
    "That code is not right. Enter the current 6-digit code from your authenticator app.",
  );
  await page.getByLabel("Authentication code").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
  await expect(page.getByTestId("signed-in-as")).toContainText("morgan");
  expect(gotrue.calls.some((c) => /^\/auth\/v1\/factors\/[^/]+\/challenge$/.test(c.path))).toBe(true);

  // Off again after a code.
  await page.goto("/dashboard/account");
  await toggle.click();
  await page.getByLabel("Code from your app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "false", SLOW);
  expect(gotrue.calls.some((c) => c.method === "DELETE" && c.path.startsWith("/auth/v1/factors/"))).toBe(true);
  await context.close();
});
