import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, presetTheme, signIn } from "./portal-helpers";

async function ask(page: Page, question: string) {
  const input = page.getByPlaceholder("Type your message...");
  await input.fill(question);
  await input.press("Enter");
}

const assistantMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]');
const userMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="user"]');

test.describe("AI Sales Assistant chat", () => {
  test("answers a question in the page and keeps the conversation", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/agent");
    await expect(page.getByRole("heading", { name: "AI Sales Assistant (TelcoPilot Offline)" })).toBeVisible();
    await expect(page.getByTestId("assistant-online")).toHaveText("Online");
    await expect(page.getByTestId("chat-greeting")).toContainText("powered by TelcoPilot Offline");
    await expect(page.getByTestId("chat-greeting")).toContainText(
      "product recommendations, pricing and technical specifications",
    );

    const input = page.getByPlaceholder("Type your message...");
    await expect(input).toHaveAttribute("rows", "1");
    // Blank input is not sent; Shift+Enter is a new line.
    await input.fill("   ");
    await input.press("Enter");
    await expect(page.getByTestId("chat-send")).toBeDisabled();
    await expect(userMessages(page)).toHaveCount(0);
    await input.fill("first");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("first\n");
    await expect(page.getByTestId("chat-stop")).toHaveCount(0);

    await ask(page, "What is the cheapest AT&T unlimited plan?");
    await expect(input).toHaveValue("");
    await expect(userMessages(page)).toHaveText(["What is the cheapest AT&T unlimited plan?"]);
    const answer = assistantMessages(page).last();
    await expect(answer).toContainText("Business Unlimited Starter", { timeout: 20_000 });
    await expect(answer).toContainText("$30.00 per line per month");
    await expect(answer).toContainText("Prices as of");
    // Markdown is rendered (bold), not shown as asterisks.
    await expect(answer.locator("strong").first()).toBeVisible();
    await expect(answer).not.toContainText("**");
    // Sent on the right, received on the left.
    const sent = await userMessages(page).first().boundingBox();
    const received = await answer.boundingBox();
    expect(sent!.x + sent!.width).toBeGreaterThan(received!.x + received!.width - 1);
    await expect(page.getByTestId("chat-send")).toBeVisible();
    await expect(page.getByTestId("chat-stop")).toHaveCount(0);

    // Saved and listed; opening it again shows the same messages.
    const saved = page
      .getByTestId("conversation-item")
      .filter({ hasText: "What is the cheapest AT&T unlimited plan?" });
    await expect(saved).toBeVisible();
    await page.getByTestId("new-conversation").click();
    await expect(userMessages(page)).toHaveCount(0);
    await saved.click();
    await expect(userMessages(page)).toHaveText(["What is the cheapest AT&T unlimited plan?"]);
    await expect(assistantMessages(page).last()).toContainText("Business Unlimited Starter");
    await page.reload();
    await expect(
      page.getByTestId("conversation-item").filter({ hasText: "What is the cheapest AT&T unlimited plan?" }),
    ).toBeVisible();
  });

  test("Stop ends a streaming answer and returns to ready without an error", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/agent");
    await ask(page, "List all current promotions");
    await expect(page.getByTestId("chat-stop")).toBeVisible();
    const answer = assistantMessages(page).last();
    // As soon as the answer's first words are drawn (checked every animation frame).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]')].some((el) =>
          el.textContent?.includes("There are"),
        ),
      null,
      { polling: "raf", timeout: 20_000 },
    );
    // A real mouse click; force skips Playwright's "stable" wait, which a streaming page keeps busy.
    await page.getByTestId("chat-stop").click({ force: true });
    await expect(page.getByTestId("chat-stop")).toHaveCount(0);
    await expect(page.getByTestId("chat-send")).toBeVisible();
    await expect(page.getByTestId("chat-error")).toHaveCount(0);
    // Text that had arrived before Stop is still drawn (updates are throttled); nothing arrives after it.
    await page.waitForTimeout(500);
    const stopped = await answer.innerText();
    await page.waitForTimeout(1_500);
    expect(await answer.innerText()).toBe(stopped);
    // The full answer ends with the last promotion's requirements; the stopped one ends before them.
    expect(stopped).not.toContain("Eligible business address; Autopay.");
    // Ready again: the next question is answered.
    await ask(page, "Hello");
    await expect(assistantMessages(page).last()).toContainText("powered by TelcoPilot Offline", { timeout: 20_000 });
  });

  test("Retry after a failure drops the broken answer and resends", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/agent");
    let calls = 0;
    await page.route("**/api/chat", async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: "The service is temporarily unavailable." }),
        });
      } else if (calls === 2) {
        // A stream that starts an answer, then fails.
        await route.fulfill({
          status: 200,
          headers: { "content-type": "text/plain; charset=utf-8", "x-vercel-ai-data-stream": "v1" },
          body: 'f:{"messageId":"broken-1"}\n0:"Half an answer"\n3:"The AI model could not answer: connection reset"\n',
        });
      } else {
        await route.continue();
      }
    });
    await ask(page, "Which carriers certify the iPhone 16 Pro?");
    await expect(page.getByTestId("chat-error")).toContainText("The service is temporarily unavailable.");
    await expect(userMessages(page)).toHaveCount(1);
    await page.getByTestId("chat-retry").click();
    await expect(page.getByTestId("chat-error")).toContainText("The AI model could not answer: connection reset");
    await expect(assistantMessages(page)).toHaveText(["Half an answer"]);
    await page.getByTestId("chat-retry").click();
    await expect(page.getByTestId("chat-error")).toHaveCount(0);
    await expect(assistantMessages(page).last()).toContainText("is certified on AT&T, Verizon and T-Mobile", {
      timeout: 20_000,
    });
    await expect(page.getByText("Half an answer")).toHaveCount(0);
    await expect(userMessages(page)).toHaveCount(1);
    expect(calls).toBe(3);
  });

  test("anonymous POST /api/chat is refused with 401", async ({ request }) => {
    const response = await request.post("/api/chat", {
      data: { id: "3f1e4b8e-8c1a-4d7e-9a55-1d2a3b4c5d6e", messages: [{ id: "m1", role: "user", content: "hi" }] },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
  });
});

test.describe("assistant on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a table scrolls inside its bubble, the input and Send stay on screen, saved conversations open", async ({
    page,
  }) => {
    // Several steps, each waiting on the server: more time than one answer on a loaded machine.
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto("/dashboard/agent");
    await ask(page, "Compare carriers for 10 lines");
    const answer = assistantMessages(page).last();
    await expect(answer).toContainText("$6,240.00", { timeout: 20_000 });
    // Measured once the answer is whole: while it streams, the table is still growing.
    await expect(page.getByTestId("chat-stop")).toHaveCount(0, { timeout: 20_000 });
    const table = answer.getByRole("region", { name: "Table" }).first();
    await expect(table).toBeVisible();

    // The page is no wider than the phone; the table is wider than its box and scrolls there.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const box = await table.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    const bubble = await answer.boundingBox();
    expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(390);

    // The input and Send are on screen and usable.
    for (const id of ["chat-input", "chat-send"]) {
      const r = await page.getByTestId(id).boundingBox();
      expect(r, id).not.toBeNull();
      expect(r!.x, id).toBeGreaterThanOrEqual(0);
      expect(r!.x + r!.width, id).toBeLessThanOrEqual(390);
      expect(r!.y + r!.height, id).toBeLessThanOrEqual(844);
    }
    // Saved conversations are one tap away, and one opens back into the chat.
    await page.getByTestId("toggle-conversations").click();
    const saved = page.getByTestId("conversation-item").filter({ hasText: "Compare carriers for 10 lines" });
    await expect(saved).toBeVisible({ timeout: 20_000 });
    await page.getByTestId("new-conversation").click();
    await expect(page.getByTestId("chat-input")).toBeVisible();
    await expect(userMessages(page)).toHaveCount(0);
    await page.getByTestId("toggle-conversations").click();
    await saved.click();
    await expect(userMessages(page).first()).toHaveText("Compare carriers for 10 lines");
    await expect(page.getByTestId("chat-send")).toBeInViewport();
  });
});

test.describe("secure-access gate", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" } });

  test("a wrong password shows 'Incorrect password' for 3 s; the right one opens the chat only", async ({ page }) => {
    await page.goto("/assistant");
    await expect(page.getByRole("heading", { name: "Secure Access" })).toBeVisible();
    await expect(page.getByText("Enter your password to access the assistant.")).toBeVisible();
    const password = page.getByPlaceholder("Enter password");
    await password.fill("wrong-password");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByTestId("gate-error")).toHaveText("Incorrect password");
    await expect(page.getByTestId("gate-error")).toHaveCount(0, { timeout: 5_000 });

    await password.fill("demo1234");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByRole("heading", { name: "AI Sales Assistant (TelcoPilot Offline)" })).toBeVisible();
    await ask(page, "Compare carriers for 10 lines");
    await expect(assistantMessages(page).last()).toContainText("$6,240.00", { timeout: 20_000 });

    // The assistant-only session reaches nothing else.
    const conversations = await page.request.get("/api/chat/conversations");
    expect(conversations.status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test("a signed-in agent skips the gate", async ({ page }) => {
    await signIn(page);
    await page.goto("/assistant");
    await expect(page.getByRole("heading", { name: "AI Sales Assistant (TelcoPilot Offline)" })).toBeVisible();
    await expect(page.getByPlaceholder("Enter password")).toHaveCount(0);
  });
});

test.describe("assistant accessibility", () => {
  // One theme at a time: both sign in as the same agent and ask the same question.
  test.describe.configure({ mode: "serial" });
  for (const name of ["light", "dark"] as const) {
    test(`/dashboard/agent and /assistant are axe clean in ${name}`, async ({ page, browser }) => {
      // A hydration mismatch (e.g. "1 minute ago" on the server, "2 minutes ago" in the
      // browser) re-renders the page without its theme: none may happen.
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await presetTheme(page, name);
      await signIn(page);
      await page.goto("/dashboard/agent");
      await ask(page, "Compare carriers for 10 lines");
      await expect(assistantMessages(page).last()).toContainText("$6,240.00", { timeout: 20_000 });
      await expect(page.locator("html")).toHaveClass(new RegExp(name === "dark" ? "dark" : "^(?!.*dark)"));
      expect(pageErrors).toEqual([]);
      await expectAxeClean(page, "/dashboard/agent");

      const anonymous = await browser.newContext({
        extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${name === "dark" ? 91 : 92}` },
      });
      const gate = await anonymous.newPage();
      await presetTheme(gate, name);
      await gate.goto("/assistant");
      await gate.getByPlaceholder("Enter password").fill("nope-nope");
      await gate.getByRole("button", { name: "Enter" }).click();
      await expect(gate.getByTestId("gate-error")).toBeVisible();
      await expectAxeClean(gate, "/assistant");
      await anonymous.close();
    });
  }
});
