/**
 * The waitlist signup modal: its openers and their source tags, validation,
 * submitting, success and auto-close, closing, focus, and a failing server.
 */
import { expect, test, type Page } from "@playwright/test";
import { clickOutside } from "./layers";
import { analyticsEvents, stubAnalytics, uniqueEmail, useOwnIp } from "./marketing-helpers";

const WAITLIST = "**/.netlify/functions/waitlist";

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnIp(page, testInfo);
});

async function fillForm(page: Page, values: { name?: string; email?: string; company?: string; phone?: string }) {
  const modal = page.getByTestId("signup-modal");
  if (values.name !== undefined) await modal.getByLabel("Name").fill(values.name);
  if (values.email !== undefined) await modal.getByLabel("Email").fill(values.email);
  if (values.company !== undefined) await modal.getByLabel("Company").fill(values.company);
  if (values.phone !== undefined) await modal.getByLabel(/Phone/).fill(values.phone);
}

/** Signs up through an open modal and checks the request's source tag and the success panel. */
async function signUpAndExpectSource(page: Page, source: string) {
  const modal = page.getByTestId("signup-modal");
  await expect(modal).toBeVisible();
  const email = uniqueEmail(source);
  await fillForm(page, { name: "Avery Quinn", email, company: "Quinn Connect", phone: "555-123-4567" });
  const requestPromise = page.waitForRequest(
    (r) => r.url().endsWith("/.netlify/functions/waitlist") && r.method() === "POST",
  );
  const responsePromise = page.waitForResponse((r) => r.url().endsWith("/.netlify/functions/waitlist"));
  await modal.getByRole("button", { name: "Join the Waitlist" }).click();
  const request = await requestPromise;
  expect(request.headers()["content-type"]).toContain("application/json");
  expect(request.postDataJSON()).toMatchObject({
    name: "Avery Quinn",
    email,
    company: "Quinn Connect",
    phone: "555-123-4567",
    source,
  });
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  await expect(page.getByText("You're All Set!")).toBeVisible();
  await expect(page.getByText("Check your email for your access details.")).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 5000 });
}

test.describe("signup modal openers and their source tags", () => {
  test("header Sign Up (desktop) → header", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    await signUpAndExpectSource(page, "header");
  });

  test("mobile header Sign Up → mobile_header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await expect(page.getByTestId("header-signup")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-header-signup").click();
    await signUpAndExpectSource(page, "mobile_header");
  });

  test("hero Get Started → hero, with the typed e-mail prefilled", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("hero-email").fill("prefilled@reseller.example");
    await page.getByTestId("hero-get-started").click();
    const modal = page.getByTestId("signup-modal");
    await expect(modal.getByLabel("Email")).toHaveValue("prefilled@reseller.example");
    await signUpAndExpectSource(page, "hero");
  });

  test("reseller section Sign Up → reseller", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("now-available-badge")).toHaveText("Now Available");
    await page.getByTestId("reseller-signup").click();
    await signUpAndExpectSource(page, "reseller");
  });

  test("features page hero and closing CTA → features_hero, features_cta", async ({ page }) => {
    await page.goto("/features");
    await page.getByTestId("features-hero-cta").click();
    await signUpAndExpectSource(page, "features_hero");
    await page.getByTestId("features-cta").click();
    await signUpAndExpectSource(page, "features_cta");
  });

  test("how-it-works hero and closing Get Started → how_it_works_hero, how_it_works_cta", async ({ page }) => {
    await page.goto("/how-it-works");
    await page.getByTestId("how-it-works-hero-cta").click();
    await signUpAndExpectSource(page, "how_it_works_hero");
    await page.getByTestId("how-it-works-cta").click();
    await signUpAndExpectSource(page, "how_it_works_cta");
  });
});

test.describe("signup form validation", () => {
  test("messages appear on blur, not before", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    await expect(modal.getByLabel("Name")).toBeFocused();
    await expect(modal.getByText("Name is required")).toHaveCount(0);
    await modal.getByLabel("Name").press("Tab");
    await expect(modal.getByTestId("signup-name-error")).toHaveText("Name is required");
    await expect(modal.getByText("Email is required")).toHaveCount(0);
    await modal.getByLabel("Email").press("Tab");
    await expect(modal.getByTestId("signup-email-error")).toHaveText("Email is required");
    await modal.getByLabel("Company").press("Tab");
    await expect(modal.getByTestId("signup-company-error")).toHaveText("Company is required");
    await expect(modal.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(modal.getByLabel("Name")).toHaveAttribute("aria-describedby", /error/);
  });

  test("submit shows every message, sends nothing, and whitespace-only counts as blank", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().includes("/.netlify/functions/waitlist")) posted += 1;
    });
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    await fillForm(page, { name: "   ", email: "  ", company: "\t ", phone: "  " });
    await modal.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(modal.getByTestId("signup-name-error")).toHaveText("Name is required");
    await expect(modal.getByTestId("signup-email-error")).toHaveText("Email is required");
    await expect(modal.getByTestId("signup-company-error")).toHaveText("Company is required");
    await expect(modal.getByTestId("signup-phone-error")).toHaveCount(0);
    await expect(modal.getByLabel("Name")).toBeFocused();
    expect(posted).toBe(0);
  });

  test("invalid e-mail addresses", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    for (const bad of ["dana", "dana@example", "dana@.com", "da na@example.com", "@example.com"]) {
      await modal.getByLabel("Email").fill(bad);
      await modal.getByLabel("Email").blur();
      await expect(modal.getByTestId("signup-email-error"), bad).toHaveText("Please enter a valid email address");
    }
    await modal.getByLabel("Email").fill("dana@example.com");
    await expect(modal.getByTestId("signup-email-error")).toHaveCount(0);
  });

  test("phone formats: the rule's shapes pass, others get the message", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    const phone = modal.getByLabel(/Phone/);
    for (const good of [
      "5551234567",
      "555-123-4567",
      "(555) 123-4567",
      "555.123.4567",
      "555 123 4567",
      "+5551234567",
      "+(555)123-456789",
    ]) {
      await phone.fill(good);
      await phone.blur();
      await expect(modal.getByTestId("signup-phone-error"), good).toHaveCount(0);
    }
    for (const bad of ["555-123-456", "555-123-4567890", "12-345-6789", "+1 555 123 4567", "555_123_4567", "phone"]) {
      await phone.fill(bad);
      await phone.blur();
      await expect(modal.getByTestId("signup-phone-error"), bad).toHaveText("Please enter a valid phone number");
    }
    await phone.fill("");
    await expect(modal.getByTestId("signup-phone-error")).toHaveCount(0);
  });
});

test.describe("submitting, success and closing", () => {
  test("'Submitting...' with disabled fields, then success, auto-close after 2000 ms and analytics", async ({
    page,
  }) => {
    await stubAnalytics(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(WAITLIST, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto("/");
    await page.getByTestId("reseller-signup").click();
    const modal = page.getByTestId("signup-modal");
    await fillForm(page, { name: "Riley Chen", email: uniqueEmail("timing"), company: "Chen Mobile" });
    await modal.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(modal.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(modal.getByLabel("Name")).toBeDisabled();
    await expect(modal.getByLabel("Email")).toBeDisabled();
    // Stop the page's clock, so the 2000 ms are counted exactly.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    release();
    await expect(page.getByText("You're All Set!")).toBeVisible();
    await page.clock.runFor(1900);
    await page.waitForTimeout(300);
    await expect(modal).toBeVisible();
    await page.clock.runFor(150);
    await expect(modal).toBeHidden();
    const events = await analyticsEvents(page);
    expect(events).toEqual([
      ["event", "begin_waitlist_submission", { source: "reseller" }],
      ["event", "complete_waitlist_submission", { source: "reseller" }],
    ]);
  });

  test("Close closes with one click while the focus is in an empty field, and shows no message", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    await modal.getByLabel("Name").focus();
    await expect(modal.getByLabel("Name")).toBeFocused();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("Name is required")).toHaveCount(0);
  });

  test("from an empty field one click on Join shows every message, and the Close button does not move", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    const close = modal.getByRole("button", { name: "Close" });
    await expect(modal.getByLabel("Name")).toBeFocused();
    // Measured once the opening animation has finished.
    await modal.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const before = await close.boundingBox();
    await modal.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(modal.getByTestId("signup-name-error")).toHaveText("Name is required");
    await expect(modal.getByTestId("signup-company-error")).toHaveText("Company is required");
    await expect(modal.getByLabel("Name")).toBeFocused();
    expect(await close.boundingBox()).toEqual(before);
    await close.click();
    await expect(modal).toBeHidden();
  });

  test("closes with the close button, Escape and a backdrop click; focus stays inside and returns; closing clears the e-mail", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page.getByTestId("header-signup");
    const modal = page.getByTestId("signup-modal");

    await opener.click();
    await expect(modal).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Join the Waitlist" })).toBeVisible();
    // Tab cycles inside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(modal).toBeVisible();
    await clickOutside(page, modal, 5, 400);
    await expect(modal).toBeHidden();

    // A prefilled e-mail does not survive closing.
    await page.getByTestId("hero-email").fill("keep@reseller.example");
    await page.getByTestId("hero-get-started").click();
    await expect(modal.getByLabel("Email")).toHaveValue("keep@reseller.example");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await opener.click();
    await expect(modal.getByLabel("Email")).toHaveValue("");
  });

  test("a repeated e-mail (another case) is still answered with success", async ({ page }) => {
    const email = uniqueEmail("twice");
    await page.goto("/");
    for (const variant of [email, email.toUpperCase()]) {
      await page.getByTestId("header-signup").click();
      await fillForm(page, { name: "Sam Ortiz", email: variant, company: "Ortiz Wireless" });
      await page.getByTestId("signup-modal").getByRole("button", { name: "Join the Waitlist" }).click();
      await expect(page.getByText("You're All Set!")).toBeVisible();
      await expect(page.getByTestId("signup-modal")).toBeHidden({ timeout: 5000 });
    }
  });
});

test.describe("a failing server keeps the form open and editable", () => {
  test("shows the server's error, keeps the values, reports analytics, and a retry succeeds", async ({ page }) => {
    await stubAnalytics(page);
    await page.route(WAITLIST, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Signups are paused for maintenance." }),
      }),
    );
    await page.goto("/features");
    await page.getByTestId("features-cta").click();
    const modal = page.getByTestId("signup-modal");
    const email = uniqueEmail("retry");
    await fillForm(page, { name: "Jamie Fox", email, company: "Fox Telecom", phone: "(555) 987-6543" });
    await modal.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(modal.getByTestId("signup-error")).toHaveText("Signups are paused for maintenance.");
    await expect(modal.getByRole("alert")).toBeVisible();
    await expect(modal.getByLabel("Name")).toBeEnabled();
    await expect(modal.getByLabel("Name")).toHaveValue("Jamie Fox");
    await expect(modal.getByLabel("Email")).toHaveValue(email);
    await expect(modal.getByLabel(/Phone/)).toHaveValue("(555) 987-6543");
    await expect(modal.getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
    await modal.getByLabel("Company").fill("Fox Telecom Group");
    expect(await analyticsEvents(page)).toEqual([
      ["event", "begin_waitlist_submission", { source: "features_cta" }],
      ["event", "waitlist_submission_error", { source: "features_cta", error: "Signups are paused for maintenance." }],
    ]);

    await page.unroute(WAITLIST);
    await modal.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("You're All Set!")).toBeVisible();
  });

  test("no error field → 'Server error: {status}'; success not true → 'Failed to submit form'; network failure → its message", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("header-signup").click();
    const modal = page.getByTestId("signup-modal");
    await fillForm(page, { name: "Kai Berg", email: uniqueEmail("errors"), company: "Berg Networks" });
    const submit = () => modal.getByRole("button", { name: "Join the Waitlist" }).click();

    await page.route(WAITLIST, (route) =>
      route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Unavailable</h1>" }),
    );
    await submit();
    await expect(modal.getByTestId("signup-error")).toHaveText("Server error: 503");
    await page.unroute(WAITLIST);

    await page.route(WAITLIST, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: "yes" }) }),
    );
    await submit();
    await expect(modal.getByTestId("signup-error")).toHaveText("Failed to submit form");
    await page.unroute(WAITLIST);

    await page.route(WAITLIST, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many signup attempts." }),
      }),
    );
    await submit();
    await expect(modal.getByTestId("signup-error")).toHaveText("Too many signup attempts.");
    await page.unroute(WAITLIST);

    await page.route(WAITLIST, (route) => route.abort("failed"));
    await submit();
    await expect(modal.getByTestId("signup-error")).not.toBeEmpty();
    await expect(modal.getByLabel("Name")).toBeEnabled();
    await expect(modal.getByLabel("Name")).toHaveValue("Kai Berg");
  });
});

test("the real endpoint answers 400 with the form's message for bad input", async ({ request }, testInfo) => {
  const res = await request.post("/.netlify/functions/waitlist", {
    data: { name: "  ", email: "x@y.z", company: "C" },
    headers: { "x-forwarded-for": `10.250.${testInfo.workerIndex}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ error: "Name is required" });
});
