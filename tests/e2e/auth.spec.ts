import { expect, test } from "@playwright/test";

const DEMO = { username: "demo", password: "demo1234" };

async function signIn(page: import("@playwright/test").Page, username = DEMO.username, password = DEMO.password) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("sign-in", () => {
  test("login screen shows its texts and the demo credentials", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Agent Portal Login" })).toBeVisible();
    await expect(page.getByText("Sign in to access your dashboard")).toBeVisible();
    await expect(page.getByTestId("demo-credentials")).toContainText("demo");
    await expect(page.getByTestId("demo-credentials")).toContainText("demo1234");
  });

  test("a wrong password shows 'Invalid credentials' in the red box", async ({ page }) => {
    await signIn(page, "demo", "not-the-password");
    await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials");
    await expect(page).toHaveURL(/\/login/);
  });

  test("demo / demo1234 reaches /dashboard, and /login then goes back there", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("signed-in-as")).toContainText("demo");
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("true");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the e-mail address works as the username", async ({ page }) => {
    await signIn(page, "demo@summitwireless.example");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the local isAuthenticated flag alone does not open /dashboard", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() => localStorage.setItem("isAuthenticated", "true"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  });

  test("after sign-in the visitor returns to the page asked for", async ({ page }) => {
    await page.goto("/dashboard?tab=x");
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=x$/);
  });

  test("sign-out ends the session on the server: the old cookie no longer works", async ({ page, context }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const before = await context.cookies();
    await page.getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();
    // Put the old cookie back: the server must refuse it.
    await context.addCookies(before);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe("sign-in API", () => {
  test("the 6th attempt on an account from an address that failed 5 times is refused, even with the right password", async ({
    request,
  }) => {
    const headers = { "x-forwarded-for": `10.${Math.floor(Math.random() * 250)}.0.1` };
    for (let i = 0; i < 5; i++) {
      const res = await request.post("/api/auth/login", {
        data: { username: "jordan", password: `wrong-${i}` },
        headers,
      });
      expect(res.status()).toBe(401);
      expect(await res.json()).toEqual({ error: "Invalid credentials" });
    }
    // By e-mail address: the same account, the same counter.
    const sixth = await request.post("/api/auth/login", {
      data: { username: "Jordan@SummitWireless.example", password: "jordan1234" },
      headers,
    });
    expect(sixth.status()).toBe(429);
    expect((await sixth.json()).error).toMatch(/Too many failed sign-in attempts/);
    // Another address (the real user's) still signs in.
    const elsewhere = await request.post("/api/auth/login", {
      data: { username: "jordan", password: "jordan1234" },
      headers: { "x-forwarded-for": "198.51.100.200" },
    });
    expect(elsewhere.status()).toBe(200);
  });

  test("a successful sign-in forgets the failures of its account from its address", async ({ request }) => {
    const address = `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const from = () => ({ "x-forwarded-for": address });
    const fail = async () => {
      const headers = from();
      for (let i = 0; i < 4; i++) {
        const res = await request.post("/api/auth/login", {
          data: { username: "harbor", password: `wrong-${i}` },
          headers,
        });
        expect(res.status(), `failure ${i + 1}`).toBe(401);
      }
    };
    await fail();
    expect(
      (
        await request.post("/api/auth/login", { data: { username: "harbor", password: "harbor1234" }, headers: from() })
      ).status(),
    ).toBe(200);
    // Four more: without the reset the second of them would already be refused (5 in the window).
    await fail();
    expect(
      (
        await request.post("/api/auth/login", { data: { username: "harbor", password: "harbor1234" }, headers: from() })
      ).status(),
    ).toBe(200);
  });

  test("the limit also holds per IP across usernames", async ({ request }) => {
    const headers = { "x-forwarded-for": "192.0.2.77" };
    for (let i = 0; i < 20; i++) {
      const res = await request.post("/api/auth/login", { data: { username: `nobody-${i}`, password: "x" }, headers });
      expect(res.status()).toBe(401);
    }
    const res = await request.post("/api/auth/login", {
      data: { username: "harbor", password: "harbor1234" },
      headers,
    });
    expect(res.status()).toBe(429);
  });

  test("bad input gets a 4xx JSON error, never a 500", async ({ request }) => {
    const cases: Array<{ body: string | Buffer; type: string; status: number }> = [
      { body: "{not json", type: "application/json", status: 400 },
      { body: JSON.stringify({ username: 42, password: ["x"] }), type: "application/json", status: 400 },
      { body: JSON.stringify({}), type: "application/json", status: 400 },
      { body: "username=demo&password=demo1234", type: "application/x-www-form-urlencoded", status: 415 },
      {
        body: JSON.stringify({ username: "a".repeat(1_100_000), password: "x" }),
        type: "application/json",
        status: 413,
      },
      { body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), type: "application/json", status: 400 },
    ];
    for (const c of cases) {
      const res = await request.post("/api/auth/login", { data: c.body, headers: { "content-type": c.type } });
      expect(res.status(), String(c.body).slice(0, 40)).toBe(c.status);
      const json = await res.json();
      expect(typeof json.error).toBe("string");
      expect(json.error).not.toMatch(/select|insert|stack|at \w+ \(/i);
    }
  });

  test("protected APIs answer 401 JSON to anonymous callers", async ({ request }) => {
    const res = await request.get("/api/some-protected-thing");
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: "Not authenticated" });
  });
});
