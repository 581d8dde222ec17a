/**
 * A session survives a restart of the server: this test starts its own `next start`
 * on a separate DATA_DIR, signs in, restarts it and uses the same cookie.
 */
import { expect, test } from "@playwright/test";
import { startServer, tempDataDir } from "../helpers/server";

test("a session survives a server restart", async ({ browser }) => {
  test.setTimeout(360_000);
  const dataDir = tempDataDir("e2e-restart-");
  let server = await startServer({ dataDir });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const login = await page.request.post("/api/auth/login", { data: { username: "demo", password: "demo1234" } });
    expect(login.status()).toBe(200);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${server.url}/dashboard`);

    await server.stop();
    server = await startServer({ dataDir, port: server.port });

    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByTestId("signed-in-as")).toContainText("demo");
  } finally {
    await context.close();
    await server.stop();
  }
});
