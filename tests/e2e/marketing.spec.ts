/**
 * The public pages: content, header and footer, the how-it-works carousel, the
 * investor form, metadata and share assets, and axe in light and dark.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { useOwnIp } from "./marketing-helpers";
import { expectAxeClean, presetTheme } from "./portal-helpers";

/** Particles the browser actually draws: the dots of every layer's computed background, each with a size. */
function drawnParticles(page: Page): Promise<number> {
  return page.getByTestId("particle-layer").evaluateAll((layers) =>
    layers.reduce((sum, layer) => {
      const style = getComputedStyle(layer);
      const dots = style.backgroundImage.match(/radial-gradient\(/g)?.length ?? 0;
      const sized = style.backgroundSize.split(",").filter((size) => /^\s*[1-9]\d*px [1-9]\d*px\s*$/.test(size)).length;
      return sum + Math.min(dots, sized);
    }, 0),
  );
}

const PAGES = [
  { path: "/", title: /TelcoPilot/ },
  { path: "/features", title: "Features | TelcoPilot" },
  { path: "/how-it-works", title: "How It Works | TelcoPilot" },
  { path: "/about", title: "About | TelcoPilot" },
  { path: "/investors", title: "Investors | TelcoPilot" },
];
/** Every page of the public site's layout that the stylesheet tests load: the marketing pages and the blog. */
const PUBLIC_LAYOUT_PATHS = [...PAGES.map((p) => p.path), "/blog"];

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnIp(page, testInfo);
});

test.describe("pages", () => {
  test("landing page: particles, hero, assistant preview, features, steps, reseller section, partners", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await drawnParticles(page)).toBe(50);
    const moving = await page
      .getByTestId("particle-layer")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(moving.every((name) => name !== "none")).toBe(true);
    await expect(page.getByTestId("coming-soon-badge")).toHaveText("Coming Soon");
    await expect(page.getByTestId("hero-get-started")).toHaveText(/Get Started/);
    const assistant = page.getByTestId("assistant-preview");
    await expect(assistant).toContainText("AI Sales Assistant");
    await expect(assistant).toContainText("Online");
    await expect(assistant.getByRole("textbox")).toHaveValue("");
    await expect(page.getByTestId("feature-card")).toHaveCount(6);
    await expect(page.getByTestId("landing-steps").locator("li")).toHaveCount(4);
    await expect(page.getByTestId("now-available-badge")).toHaveText("Now Available");
    const benefits = page.getByTestId("reseller-benefits");
    for (const text of [
      "Sell telecom without extra headcount",
      "Shape the platform through feedback",
      "A SaaS-like sales experience",
      "Dedicated reseller support",
    ]) {
      await expect(benefits).toContainText(text);
    }
    await expect(page.getByTestId("reseller-signup")).toHaveText("Sign Up");
    await expect(page.getByTestId("partner")).toHaveCount(9);
    for (const carrier of ["AT&T", "Verizon", "T-Mobile"]) await expect(page.locator("main")).toContainText(carrier);
  });

  test("each public page is styled by its own HTML: no stylesheet is fetched before it paints", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    for (const path of PUBLIC_LAYOUT_PATHS) {
      stylesheets.length = 0;
      await page.goto(path);
      expect(stylesheets, path).toEqual([]);
      // Styled: the site's font stack and its header layout, not the browser's defaults.
      await expect(page.locator("body"), path).toHaveCSS("font-family", /Segoe UI/);
      await expect(page.getByTestId("site-header"), path).toHaveCSS("position", "fixed");
    }
    // Moving on inside the site does not fetch the sheet the first page brought inline.
    stylesheets.length = 0;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features", exact: true }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(stylesheets).toEqual([]);
  });

  test("a page's HTML carries each of its stylesheets twice: its <style> and React's copy, none for the error page", async ({
    page,
  }) => {
    /** The inline sheets of a page, in order: their file and how often their text occurs in the <style> and in the RSC payload. */
    const inlineSheets = async (path: string) => {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
        .map(([, chunk]) => JSON.parse(chunk!) as string)
        .join("");
      const sheets: { href: string; inStyle: number; inPayload: number }[] = [];
      for (const [, hrefs, style] of html.matchAll(
        /<style data-precedence="next" data-href="([^"]+)">(.*?)<\/style>/gs,
      )) {
        for (const href of hrefs!.split(" ")) {
          const css = await (await page.request.get(href)).text();
          expect(css.length, href).toBeGreaterThan(1000);
          sheets.push({ href, inStyle: style!.split(css).length - 1, inPayload: payload.split(css).length - 1 });
        }
      }
      return sheets;
    };
    const [first, ...others] = PUBLIC_LAYOUT_PATHS;
    const publicSheets = await inlineSheets(first!);
    expect(publicSheets).toEqual([{ href: expect.stringMatching(/\.css$/), inStyle: 1, inPayload: 1 }]);
    for (const path of others) expect(await inlineSheets(path), path).toEqual(publicSheets);
    // A portal page: the public sheet first, then the portal's.
    const portalSheets = await inlineSheets("/login");
    expect(portalSheets).toEqual([
      publicSheets[0],
      { href: expect.stringMatching(/\.css$/), inStyle: 1, inPayload: 1 },
    ]);
    expect(portalSheets[1]!.href).not.toBe(publicSheets[0]!.href);
  });

  test("the hero's e-mail field keeps its touch height on a phone and on a desktop, light and dark", async ({
    page,
  }) => {
    for (const theme of ["light", "dark"] as const) {
      await presetTheme(page, theme);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto("/");
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const field = (await page.getByTestId("hero-email").boundingBox())!;
        const button = (await page.getByTestId("hero-get-started").boundingBox())!;
        expect(field.height, `${theme} ${width}px`).toBeGreaterThanOrEqual(40);
        expect(field.height, `${theme} ${width}px`).toBe(button.height);
      }
    }
  });

  test("features page: three current features, four coming soon labelled Q2 to Q4, two calls to action", async ({
    page,
  }) => {
    await page.goto("/features");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("current-features").locator(":scope > li")).toHaveCount(3);
    await expect(page.getByTestId("coming-soon-features").locator(":scope > li")).toHaveCount(4);
    const quarters = await page.getByTestId("roadmap-quarter").allTextContents();
    expect(quarters).toEqual(["Q2", "Q3", "Q3", "Q4"]);
    await expect(page.getByTestId("features-hero-cta")).toBeVisible();
    await expect(page.getByTestId("features-cta")).toBeVisible();
  });

  test("how-it-works page: five steps, the Why grid and two Get Started buttons", async ({ page }) => {
    await page.goto("/how-it-works");
    const titles = [
      "Connect Your Business",
      "Quote in Seconds",
      "Provision Without Pain",
      "AI-Powered Support",
      "Grow With Insights",
    ];
    await expect(page.getByTestId("carousel-slide")).toHaveCount(5);
    for (const [i, title] of titles.entries()) {
      await expect(page.getByTestId("carousel-slide").nth(i)).toContainText(title);
    }
    await expect(page.getByTestId("why-grid").locator("li")).toHaveCount(4);
    await expect(page.getByTestId("how-it-works-hero-cta")).toHaveText("Get Started");
    await expect(page.getByTestId("how-it-works-cta")).toHaveText("Get Started");
  });

  test("about page: mission and four goals", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByTestId("about-goals").locator("li")).toHaveCount(4);
  });

  test("investors page: the form's fields and the contact address", async ({ page }) => {
    await page.goto("/investors");
    const form = page.getByTestId("investor-form");
    for (const label of ["Name", "Company", "Email", "Phone (optional)", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("investor-contact-email")).toHaveText("investors@telecom-reseller.example");
    await expect(page.getByTestId("investor-contact-email")).toHaveAttribute(
      "href",
      "mailto:investors@telecom-reseller.example",
    );
  });

  for (const { path, title } of PAGES) {
    test(`${path} has a title, description, canonical, Open Graph and Twitter metadata`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
      expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(50);
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
      expect(await meta('meta[property="og:description"]')).toBeTruthy();
      expect(await meta('meta[property="og:image"]')).toMatch(/opengraph-image/);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta('meta[name="twitter:image"]')).toMatch(/twitter-image/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`${path === "/" ? "/?" : path}$`));
    });
  }

  test("robots.txt, the favicon and the share images are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Disallow: \/dashboard/);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const icon = await request.get("/icon.svg");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
    for (const image of ["/opengraph-image", "/twitter-image"]) {
      const res = await request.get(image);
      expect(res.status(), image).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
  });
});

test.describe("header and footer", () => {
  test("links reach every page and mark the current one", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path] of [
      ["Features", "/features"],
      ["How It Works", "/how-it-works"],
      ["About", "/about"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : path}$`));
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await expect(page.getByTestId("theme-toggle")).toBeVisible();
    await expect(page.getByTestId("header-signup")).toHaveText("Sign Up");
  });

  test("turns translucent after more than 10 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/backdrop-blur/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("mobile menu opens and closes, and its links navigate", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByTestId("mobile-menu-toggle");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("mobile-header-signup")).toBeHidden();
  });

  test("theme toggle switches the page between dark and light", async ({ page }) => {
    await presetTheme(page, "dark");
    await page.goto("/features");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("footer: three columns, /investors, privacy and terms anchors with real sections, two social links", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.getByTestId("site-footer");
    for (const column of ["Product", "Company", "Legal"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Investors" })).toHaveAttribute("href", "/investors");
    const privacy = footer.getByRole("link", { name: "Privacy Policy" });
    const terms = footer.getByRole("link", { name: "Terms of Service" });
    await expect(privacy).toHaveAttribute("href", "#privacy");
    await expect(terms).toHaveAttribute("href", "#terms");
    await privacy.click();
    await expect(page).toHaveURL(/#privacy$/);
    await expect(page.locator("#privacy")).toBeInViewport();
    await expect(page.locator("#privacy")).toContainText(/waitlist/i);
    await terms.click();
    await expect(page.locator("#terms")).toBeInViewport();
    const social = footer.getByRole("link", { name: /TelcoPilot on/ });
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await footer.getByRole("link", { name: "Investors" }).click();
    await expect(page).toHaveURL(/\/investors$/);
  });
});

test.describe("how-it-works carousel", () => {
  test("advances every 6000 ms here, pauses 5 s after a manual move, and moves by keyboard", async ({ page }) => {
    await page.clock.install();
    await page.goto("/how-it-works");
    const carousel = page.getByTestId("step-carousel");
    await expect(carousel).toHaveAttribute("data-autoplay", "true");
    await expect(carousel).toHaveAttribute("data-interval", "6000");
    // Stop the page's clock, then start from a manual move at a known instant.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    await page.getByRole("button", { name: "Step 1: Connect Your Business" }).click();
    await expect(carousel).toHaveAttribute("data-index", "0");
    // Manual move: 5 s pause, then the page's 6000 ms interval.
    await page.clock.runFor(10_900);
    await expect(carousel).toHaveAttribute("data-index", "0");
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute("data-index", "1");
    await expect(page.getByTestId("carousel-slide").nth(1)).toHaveAttribute("data-active", "true");
    // Then every 6000 ms.
    await page.clock.runFor(5800);
    await expect(carousel).toHaveAttribute("data-index", "1");
    await page.clock.runFor(300);
    await expect(carousel).toHaveAttribute("data-index", "2");

    await page.getByTestId("carousel-next").click();
    await expect(carousel).toHaveAttribute("data-index", "3");
    await page.clock.runFor(10_800);
    await expect(carousel).toHaveAttribute("data-index", "3");
    await page.clock.runFor(300);
    await expect(carousel).toHaveAttribute("data-index", "4");

    await page.getByTestId("carousel-prev").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(carousel).toHaveAttribute("data-index", "3");
    await page.keyboard.press("ArrowRight");
    await expect(carousel).toHaveAttribute("data-index", "4");
    await page.keyboard.press("ArrowRight");
    await expect(carousel).toHaveAttribute("data-index", "0");
    await page.getByRole("button", { name: "Step 4: AI-Powered Support" }).click();
    await expect(carousel).toHaveAttribute("data-index", "3");
    await expect(page.getByRole("button", { name: "Step 4: AI-Powered Support" })).toHaveAttribute(
      "aria-current",
      "step",
    );

    await page.getByTestId("carousel-pause").click();
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
    await page.clock.runFor(30_000);
    await expect(carousel).toHaveAttribute("data-index", "3");
  });

  test("moves by swipe", async ({ page }) => {
    await page.goto("/how-it-works");
    const carousel = page.getByTestId("step-carousel");
    await expect(carousel).toHaveAttribute("data-autoplay", "true");
    const swipe = (from: number, to: number) =>
      carousel.evaluate(
        (el, [x0, x1]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 200 });
          el.dispatchEvent(
            new TouchEvent("touchstart", { bubbles: true, touches: [touch(x0!)], changedTouches: [touch(x0!)] }),
          );
          el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(x1!)] }));
        },
        [from, to],
      );
    await swipe(400, 200);
    await expect(carousel).toHaveAttribute("data-index", "1");
    await swipe(200, 400);
    await expect(carousel).toHaveAttribute("data-index", "0");
    await swipe(200, 220);
    await expect(carousel).toHaveAttribute("data-index", "0");
  });

  test("stays still, and the particles too, when reduced motion is preferred", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/how-it-works");
    const carousel = page.getByTestId("step-carousel");
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
    await page.clock.runFor(20_000);
    await expect(carousel).toHaveAttribute("data-index", "0");
    await page.getByTestId("carousel-next").click();
    await expect(carousel).toHaveAttribute("data-index", "1");

    await page.goto("/");
    expect(await drawnParticles(page)).toBe(50);
    const animations = await page
      .getByTestId("particle-layer")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(animations).toEqual(["none", "none", "none", "none", "none"]);
  });
});

test.describe("investor form", () => {
  test("success: the thank-you toast and a cleared form", async ({ page }) => {
    await page.goto("/investors");
    const form = page.getByTestId("investor-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("investor-name-error")).toHaveText("Name is required");
    await expect(form.getByTestId("investor-message-error")).toHaveText("Message is required");
    await form.getByLabel("Name", { exact: true }).fill("Priya Natarajan");
    await form.getByLabel("Company", { exact: true }).fill("Northgate Ventures");
    await form.getByLabel("Email", { exact: true }).fill("priya@northgate.example");
    await form.getByLabel("Phone (optional)").fill("555-201-3344");
    await form
      .getByLabel("Message", { exact: true })
      .fill("We invest in channel software and would like to see your deck.");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/investor-contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText("Thank you for your interest! We will be in touch soon.")).toBeVisible();
    for (const label of ["Name", "Company", "Email", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(form.getByLabel("Phone (optional)")).toHaveValue("");
  });

  test("failure: the apology toast and the values kept", async ({ page }) => {
    await page.route("**/api/investor-contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }),
    );
    await page.goto("/investors");
    const form = page.getByTestId("investor-form");
    await form.getByLabel("Name", { exact: true }).fill("Tom Hale");
    await form.getByLabel("Company", { exact: true }).fill("Hale Capital");
    await form.getByLabel("Email", { exact: true }).fill("tom@hale.example");
    await form.getByLabel("Message", { exact: true }).fill("Interested in your seed round.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Tom Hale");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Interested in your seed round.");
  });
});

test.describe("accessibility (axe)", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const { path } of PAGES) {
      test(`${path} in ${theme} has no axe violations`, async ({ page }) => {
        await presetTheme(page, theme);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*\bdark\b).*$/);
        await expectAxeClean(page, path);
      });
    }
    test(`the open signup modal in ${theme} has no axe violations`, async ({ page }) => {
      await presetTheme(page, theme);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await page.getByTestId("header-signup").click();
      const modal = page.getByTestId("signup-modal");
      await modal.getByRole("button", { name: "Join the Waitlist" }).click();
      await expect(modal.getByTestId("signup-name-error")).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[data-testid="signup-modal"]').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});
