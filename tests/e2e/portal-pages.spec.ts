/** The portal's screens in their loaded, empty and loading states, with the shared e2e server (demo data). */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PROMOTIONS, currentPromotions } from "../../config/promotions";
import { RESOURCES } from "../../config/resources";
import { parseCsv, signIn, waitForHydration, waitForToastsGone } from "./portal-helpers";

/** Gives the router time to prefetch the page's links (prefetches bring each page's loading state). */
async function settlePrefetches(page: Page) {
  await waitForHydration(page);
  await page.waitForTimeout(2500);
}

/** Holds the client navigation requests (not prefetches) for `path` so the loading state shows. */
async function holdNavigation(page: Page, path: string, ms = 2500) {
  await page.route(
    (url) => url.pathname === path && url.searchParams.has("_rsc"),
    async (route) => {
      if (!route.request().headers()["next-router-prefetch"]) await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe("dashboard home", () => {
  test("shows the company's figures, alerts, customers, chart and shortcuts", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Your Telecom at a Glance" })).toBeVisible();
    await expect(page.getByTestId("signed-in-as")).toContainText("demo");
    await expect(page.getByTestId("mrr-tracker")).toContainText("MRR Tracker");
    await expect(page.getByTestId("mrr-this-month")).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId("mrr-change")).toContainText("vs last month");
    const snapshot = page.getByTestId("pipeline-snapshot");
    await expect(snapshot).toContainText("Quotes");
    expect(Number(await page.getByTestId("snapshot-open").textContent())).toBeGreaterThan(0);
    expect(Number(await page.getByTestId("snapshot-won").textContent())).toBeGreaterThan(0);
    await expect(page.getByTestId("ai-alerts").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("pipeline-chart").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByTestId("pipeline-closed_won")).toContainText("deal");

    const table = page.getByTestId("quick-actions");
    await expect(table.getByRole("columnheader")).toHaveText(["Customer", "Services", "Health", "Actions"]);
    const first = page.getByTestId("quick-action-row").first();
    await expect(first.locator("td").nth(2)).toHaveText(/Healthy|Needs Attention|At Risk/);
    const href = await first.getByTestId("send-proposal").getAttribute("href");
    expect(href).toMatch(/^\/dashboard\/quotes\/new\?customerId=[0-9a-f-]{36}$/);
    expect(await first.getByTestId("requote").getAttribute("href")).toBe(href);

    await expect(page.getByRole("link", { name: /Create Proposal/ })).toHaveAttribute("href", "/dashboard/quotes/new");
    await expect(page.getByRole("link", { name: /Match Offers to a Customer/ })).toHaveAttribute(
      "href",
      "/dashboard/plans",
    );
    await expect(page.getByRole("link", { name: /Analyze a Bill/ })).toHaveAttribute(
      "href",
      "/dashboard/bill-analyzer",
    );
  });

  test("shows 'Loading dashboard...' while the home page loads", async ({ page }) => {
    await page.goto("/dashboard/promos");
    await settlePrefetches(page);
    await holdNavigation(page, "/dashboard");
    await page.getByTestId("back-link").click();
    await expect(page.getByText("Loading dashboard...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Telecom at a Glance" })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("plan comparison", () => {
  test("cards, filters in the URL, sort and direction, empty and loading states", async ({ page }) => {
    await page.goto("/dashboard");
    await settlePrefetches(page);
    await holdNavigation(page, "/dashboard/plans");
    await page
      .getByTestId("sidebar")
      .getByRole("link", { name: /Plan Comparison/ })
      .click();
    await expect(page.getByText("Loading plans...")).toBeVisible();
    const cards = page.getByTestId("plan-card");
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    const total = await cards.count();
    expect(total).toBeGreaterThan(20);
    for (const price of await page.getByTestId("plan-price").allTextContents()) expect(price).toMatch(/^\$\d+\.\d{2}$/);

    // Ascending by price by default.
    const prices = async () => (await page.getByTestId("plan-price").allTextContents()).map((t) => Number(t.slice(1)));
    const asc = await prices();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.getByTestId("plan-direction").click();
    await expect(page).toHaveURL(/dir=desc/);
    const desc = await prices();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    await page.getByTestId("plan-carrier").selectOption("verizon");
    await page.getByTestId("plan-type").selectOption("Unlimited");
    await expect(page).toHaveURL(/carrier=verizon/);
    await expect(page).toHaveURL(/type=Unlimited/);
    await expect(page.getByTestId("plan-carrier-name")).not.toHaveCount(0);
    for (const name of await page.getByTestId("plan-carrier-name").allTextContents()) expect(name).toBe("Verizon");

    // The view can be shared: the same URL shows the same filters.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByTestId("plan-carrier")).toHaveValue("verizon");
    await expect(page.getByTestId("plan-type")).toHaveValue("Unlimited");
    await expect(page.getByTestId("plan-direction")).toHaveAttribute("data-direction", "desc");

    await page.getByTestId("plan-sort").selectOption("type");
    await expect(page).toHaveURL(/sort=type/);
    await page.getByPlaceholder("Search plans...").fill("no such plan anywhere");
    await expect(page.getByText("No plans found matching your criteria")).toBeVisible();
    await expect(cards).toHaveCount(0);
  });
});

test.describe("carrier promos", () => {
  test("current promotions only, carrier and device filters, 'Filtered by' and the empty state", async ({ page }) => {
    await page.goto("/dashboard/promos");
    await expect(page.getByRole("heading", { name: "Current Promotions" })).toBeVisible();
    const current = currentPromotions();
    await expect(page.getByTestId("promo-card")).toHaveCount(current.length);
    const expired = PROMOTIONS.filter((p) => !current.includes(p));
    for (const p of expired) await expect(page.getByText(p.title)).toHaveCount(0);
    await expect(page.getByTestId("promo-summary")).toContainText("Filtered by: All Carriers · All Devices");

    await page.getByTestId("promo-carrier").selectOption("verizon");
    await page.getByTestId("promo-device").selectOption("phones");
    await expect(page.getByTestId("promo-summary")).toContainText("Filtered by: Verizon · Phones");
    const expected = current.filter((p) => p.carrierId === "verizon" && p.deviceType === "phones");
    await expect(page.getByTestId("promo-card")).toHaveCount(expected.length);
    const card = page.getByTestId("promo-card").first();
    await expect(card).toContainText("Verizon");
    await expect(card).toContainText("Requirements");
    await expect(card).toContainText(/Ends [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    await page.getByTestId("promo-carrier").selectOption("att");
    await page.getByTestId("promo-device").selectOption("hotspots");
    await expect(page.getByText("No promotions found for the selected filters")).toBeVisible();
    await page.getByTestId("back-link").click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("certified devices", () => {
  test("server filters and sort, debounced search, chips, Clear Filters, empty and loading states", async ({
    page,
  }) => {
    await page.goto("/dashboard/devices");
    const count = page.getByTestId("devices-count");
    await expect(count).toHaveText(/^Showing \d+ device\(s\)$/);
    const all = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThan(300);
    await waitForHydration(page);
    await expect(page.getByTestId("devices-type").locator("option")).toHaveCount(49);
    await expect(page.getByTestId("devices-docs")).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("devices-docs")).toHaveAttribute("href", "/docs/certified-devices");
    await expect(page.getByTestId("agent-guide")).toBeVisible();

    // Carrier is fetched on the server (a new request with the filter in the URL).
    await holdNavigation(page, "/dashboard/devices", 1500);
    await page.getByTestId("devices-carrier").selectOption("VERIZON");
    await expect(page.getByText("Loading certified devices...")).toBeVisible();
    await expect(page).toHaveURL(/carrier=VERIZON/);
    await expect(count).toBeVisible({ timeout: 15_000 });
    await page.unrouteAll();
    const verizon = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(verizon).toBeLessThan(all);
    for (const c of await page.getByTestId("device-row").locator("td:first-child").allTextContents())
      expect(c).toBe("Verizon");
    await page.getByTestId("devices-type").selectOption("Phone");
    await expect(page).toHaveURL(/type=Phone/);
    await expect(page.getByTestId("filter-chip")).toHaveText(["Carrier: Verizon", "Device Type: Phone"]);
    for (const t of await page.getByTestId("device-row").locator("td:nth-child(4)").allTextContents())
      expect(t).toBe("Phone");

    // Sort headers: a new column starts ascending, the same column flips.
    await page.getByTestId("sort-Model").click();
    await expect(page).toHaveURL(/sort=Model/);
    const models = async () => page.getByTestId("device-row").locator("td:nth-child(3)").allTextContents();
    const ascModels = await models();
    // The database orders by code point (C collation), as JavaScript's default sort does.
    expect(ascModels).toEqual([...ascModels].sort());
    await expect(page.locator("th", { has: page.getByTestId("sort-Model") })).toHaveAttribute("aria-sort", "ascending");
    await page.getByTestId("sort-Model").click();
    await expect(page).toHaveURL(/dir=desc/);
    await expect(page.locator("th", { has: page.getByTestId("sort-Model") })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await page.getByTestId("sort-OS").click();
    await expect(page.locator("th", { has: page.getByTestId("sort-OS") })).toHaveAttribute("aria-sort", "ascending");
    await expect(page).not.toHaveURL(/dir=desc/);

    // Search is applied on the client (its 300 ms debounce has a test of its own).
    await page.getByTestId("devices-search").fill("iphone");
    await expect(count).toHaveText(/^Showing \d+ device\(s\) matching "iphone"$/);
    for (const m of await models()) expect(m.toLowerCase()).toContain("iphone");

    // Technology filter from the loaded devices.
    const techOptions = await page.getByTestId("devices-technology").locator("option").allTextContents();
    expect(techOptions[0]).toBe("All Technologies");
    await page.getByTestId("devices-technology").selectOption(techOptions[1]!);
    await expect(page.getByTestId("filter-chip")).toHaveCount(4);
    await page.getByRole("button", { name: /Remove filter Technology/ }).click();
    await expect(page.getByTestId("filter-chip")).toHaveCount(3);

    await page.getByTestId("devices-search").fill("zzzz-no-device");
    await expect(page.getByText("No devices found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/dashboard\/devices\?sort=OS$/);
    await expect(page.getByTestId("filter-chip")).toHaveCount(0);
    await expect(count).toHaveText(`Showing ${all} device(s)`);
  });

  test("the search waits 300 ms after the last keystroke", async ({ page }) => {
    await page.clock.install();
    await page.goto("/dashboard/devices");
    await waitForHydration(page);
    const count = page.getByTestId("devices-count");
    await expect(count).toHaveText(/^Showing \d+ device\(s\)$/);
    const all = await count.textContent();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.getByTestId("devices-search").fill("ipho");
    await page.clock.runFor(200);
    await page.getByTestId("devices-search").fill("iphone");
    await page.clock.runFor(250);
    await expect(count).toHaveText(all!);
    await page.clock.runFor(60);
    await expect(count).toHaveText(/^Showing \d+ device\(s\) matching "iphone"$/);
  });

  test("the CSV export downloads certified-devices.csv with the shown devices", async ({ page }) => {
    await page.goto("/dashboard/devices?carrier=ATT&type=Tablet");
    const count = page.getByTestId("devices-count");
    await expect(count).toBeVisible();
    const shown = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(shown).toBeGreaterThan(0);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("certified-devices.csv");
    const rows = parseCsv(readFileSync((await file.path())!, "utf8"));
    expect(rows[0]).toEqual([
      "Carrier",
      "Manufacturer",
      "Model",
      "Device Type",
      "Device Sub",
      "Operating System",
      "Network",
      "Bands",
      "5G Bands",
    ]);
    expect(rows).toHaveLength(shown + 1);
    const firstCells = await page.getByTestId("device-row").first().locator("td").allTextContents();
    expect(rows[1]![0]).toBe("ATT");
    expect(rows[1]!.slice(1, 5)).toEqual(firstCells.slice(1, 5));
    for (const r of rows.slice(1)) {
      expect(r[0]).toBe("ATT");
      expect(r[3]).toBe("Tablet");
    }
    // The export is also a notification (kept on the server with the agent's other events).
    await expect(page.getByTestId("notifications-unread-badge")).toBeVisible();
    await waitForToastsGone(page);
    await page.getByTestId("notifications-bell").click();
    const exported = page
      .getByTestId("notifications-panel")
      .getByTestId("notification-item")
      .filter({ hasText: `certified-devices.csv with ${shown} device` });
    await expect(exported.first()).toHaveAttribute("data-read", "false");
  });

  test("the documentation page is public and explains the data", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/docs/certified-devices");
    await expect(page).toHaveURL(/\/docs\/certified-devices$/);
    await expect(page.getByRole("heading", { level: 1, name: "Certified Devices Directory" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How agents use it" })).toBeVisible();
    await expect(page.getByText("certified-devices.csv")).toBeVisible();
    await context.close();
  });
});

test.describe("sales resources", () => {
  test("filters, sort, files opening in a new tab, and the empty state", async ({ page }) => {
    await page.goto("/dashboard/resources");
    const cards = page.getByTestId("resource-card");
    await expect(cards).toHaveCount(RESOURCES.length);
    const newest = [...RESOURCES].sort((a, b) => b.dateAdded.localeCompare(a.dateAdded))[0]!;
    await expect(cards.first()).toContainText(newest.title);
    await page.getByTestId("resource-sort").selectOption("downloads");
    const top = [...RESOURCES].sort((a, b) => b.downloads - a.downloads)[0]!;
    await expect(cards.first()).toContainText(top.title);

    await page.getByTestId("resource-type").selectOption("case_study");
    await expect(cards).toHaveCount(RESOURCES.filter((r) => r.type === "case_study").length);
    await page.getByTestId("resource-carrier").selectOption("verizon");
    await expect(cards).toHaveCount(
      RESOURCES.filter((r) => r.type === "case_study" && (r.carrier === "verizon" || r.carrier === "all")).length,
    );
    const link = cards.first().getByTestId("resource-link");
    await expect(link).toHaveAttribute("target", "_blank");
    const href = (await link.getAttribute("href"))!;
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const popup = page.waitForEvent("popup");
    await link.click();
    expect((await popup).url()).toContain(href);

    await page.getByTestId("resource-device").selectOption("laptops");
    await expect(page.getByText("No resources found matching your criteria")).toBeVisible();
    await page.getByTestId("resource-type").selectOption("all");
    await page.getByTestId("resource-carrier").selectOption("all");
    await page.getByTestId("resource-device").selectOption("all");
    await page.getByPlaceholder("Search resources...").fill("porting");
    await expect(cards).toHaveCount(1);
  });
});

test.describe("my account", () => {
  test("profile: read-only identity, save company, phone and notifications, success message gone after 3 s", async ({
    page,
  }) => {
    await page.goto("/dashboard/account");
    await expect(page.getByText("Profile Information")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("demo");
    await expect(page.getByLabel("Username")).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    // the demo agent is its company's admin (it edits the commission plans)
    await expect(page.getByLabel("Role")).toHaveValue("admin");
    const original = {
      company: await page.getByLabel("Company").inputValue(),
      phone: await page.getByLabel("Phone").inputValue(),
    };
    // Two-factor sign-in has its own steps (tests/e2e/two-factor.spec.ts); the form saves notifications.
    const notifications = page.getByRole("switch", { name: "Notifications" });
    const wasOn = (await notifications.getAttribute("aria-checked")) === "true";

    await page.getByLabel("Phone").fill("(303) 555-0199");
    await page.getByLabel("Company").fill("Summit Wireless Partners West");
    await notifications.click();
    await page.route("**/dashboard/account", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(page.getByTestId("profile-success")).toHaveText("Profile updated successfully");
    await page.unrouteAll();
    await expect(page.getByTestId("profile-success")).toBeHidden({ timeout: 5_000 });

    await page.reload();
    await expect(page.getByLabel("Phone")).toHaveValue("(303) 555-0199");
    await expect(page.getByLabel("Company")).toHaveValue("Summit Wireless Partners West");
    await expect(page.getByRole("switch", { name: "Notifications" })).toHaveAttribute("aria-checked", String(!wasOn));

    // A bad phone gets a clear message and keeps the values.
    await page.getByLabel("Phone").fill("call me maybe");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("profile-error")).toHaveText("Enter a valid phone number");
    await expect(page.getByLabel("Phone")).toHaveValue("call me maybe");

    // A failed request shows 'Failed to update profile'.
    await page.route("**/dashboard/account", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.getByLabel("Phone").fill("(303) 555-0100");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("profile-error")).toHaveText("Failed to update profile");
    await page.unrouteAll();

    await page.getByLabel("Company").fill(original.company);
    await page.getByLabel("Phone").fill(original.phone);
    await page.getByRole("switch", { name: "Notifications" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("profile-success")).toBeVisible();
  });

  test("change password: disabled while a field is empty, the two rules, 'Updating Password...' and a wrong current password", async ({
    page,
  }) => {
    await page.goto("/dashboard/account");
    const submit = page.getByRole("button", { name: "Update Password" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Current Password").fill("demo1234");
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Confirm New Password").fill("other");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByTestId("password-error")).toHaveText("New passwords do not match");
    await page.getByLabel("Confirm New Password").fill("short");
    await submit.click();
    await expect(page.getByTestId("password-error")).toHaveText("Password must be at least 8 characters long");

    await page.getByLabel("Current Password").fill("not-the-password");
    await page.getByLabel("New Password", { exact: true }).fill("longenough1");
    await page.getByLabel("Confirm New Password").fill("longenough1");
    await page.route("**/dashboard/account", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole("button", { name: "Updating Password..." })).toBeDisabled();
    await expect(page.getByTestId("password-error")).toContainText("Failed to update password");
    await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("longenough1");
  });
});
