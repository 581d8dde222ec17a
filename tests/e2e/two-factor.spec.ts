/**
 * Two-factor sign-in in the browser, for an agent of its own (invited by the demo admin, so
 * the shared demo account never needs a code): My Account sets up the authenticator (codes
 * computed here with otplib from the key shown as text) → sign-out → the password step is
 * followed by the code step, where a wrong code is refused and a right one enters → a
 * recovery code enters once → switching off needs a code. Axe on every new screen; the
 * setup and the code step fit a 390 px phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { expectAxeClean, linkFromOutbox, signIn, waitForHydration } from "./portal-helpers";

const OPERATOR = { username: "operator", password: "operator1234" };
const SLOW = { timeout: 60_000 };
const WRONG_CODE =
  "That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.";

/** The app's code for the next time step: never one the server has already taken. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function passwordStep(page: Page, username: string, password: string) {
  await page.request.post("/api/auth/logout");
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible(SLOW);
  await expect(page.getByLabel("Authentication code")).toBeFocused();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test.describe.configure({ timeout: 240_000 });

test("an agent turns on two-factor sign-in; sign-in then asks for a code; a recovery code works once", async ({
  browser,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `twofa-${stamp}@summitwireless.example`;
  const username = `twofa_${stamp}`;
  const password = "two-factor-pass-1";

  // The demo admin invites a new agent; the operator's outbox holds the link.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await admin.goto("/dashboard/team");
  await waitForHydration(admin);
  await admin.getByTestId("invite-form").getByLabel("E-mail").fill(email);
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${email}.`)).toBeVisible(SLOW);
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, OPERATOR);
  const link = await linkFromOutbox(operator, email, /invited you to join/);

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(link);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);

  // Set-up in My Account, on a phone-sized screen.
  await page.goto("/dashboard/account");
  await waitForHydration(page);
  const toggle = page.getByRole("switch", { name: "Two-factor authentication" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("two-factor-state")).toHaveText("Off: sign-in asks for your password only.");
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("two-factor-qr")).toBeVisible(SLOW);
  const secret = (await page.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await fitsWidth(page);
  await expectAxeClean(page, "two-factor setup");

  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByTestId("two-factor-error")).toContainText("That code is not right.");
  await page.getByLabel("Code from your app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10, SLOW);
  const recovery = await codes.allInnerTexts();
  for (const code of recovery) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
  await fitsWidth(page);
  await expectAxeClean(page, "recovery codes");
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("two-factor-state")).toContainText("10 recovery codes left");
  // The key is never shown again.
  await page.reload();
  await expect(page.getByTestId("two-factor-state")).toContainText("On:");
  expect(await page.content()).not.toContain(secret);

  // Sign-in: the password alone opens nothing; a wrong code is refused, a right one enters.
  await passwordStep(page, username, password);
  await fitsWidth(page);
  await expectAxeClean(page, "code step");
  expect((await page.request.get("/api/chat/conversations")).status()).toBe(401);
  await enterCode(page, "000000");
  await expect(page.getByTestId("login-error")).toHaveText(WRONG_CODE);
  await expect(page).toHaveURL(/\/login/);
  await enterCode(page, await nextCode(secret));
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);

  // A recovery code enters once.
  await page.setViewportSize({ width: 1366, height: 900 });
  await passwordStep(page, username, password);
  await enterCode(page, recovery[0]!);
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await passwordStep(page, username, password);
  await enterCode(page, recovery[0]!);
  await expect(page.getByTestId("login-error")).toHaveText(WRONG_CODE);
  await enterCode(page, recovery[1]!.toUpperCase());
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);

  // Switching off asks for a code.
  await page.goto("/dashboard/account");
  await waitForHydration(page);
  await expect(page.getByTestId("two-factor-state")).toContainText("8 recovery codes left");
  await toggle.click();
  await expect(page.getByLabel("Code from your app or a recovery code")).toBeVisible();
  await expectAxeClean(page, "turning off");
  await page.getByLabel("Code from your app or a recovery code").fill("000000");
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(page.getByTestId("two-factor-error")).toHaveText(WRONG_CODE);
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Code from your app or a recovery code").fill(recovery[2]!);
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "false", SLOW);
  await page.request.post("/api/auth/logout");
  const again = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(await again.json()).toMatchObject({ ok: true, user: { username } });
});
