/**
 * From the waitlist to a company's own portal, in the browser, on the run's fresh data
 * folder: a visitor joins the waitlist → an operator approves → the invitation (read from
 * the outbox) sets the new admin's password → the admin, in an empty workspace, invites an
 * agent → the agent sees only that company's records → the admin deactivates the agent,
 * whose open session is refused at once. Then the new pages under axe, light and dark.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAxeClean, linkFromOutbox, presetTheme, signIn, waitForHydration } from "./portal-helpers";

const OPERATOR = { username: "operator", password: "operator1234" };
/** Steps that sign in or write several rows wait this long on a loaded machine. */
const SLOW = { timeout: 60_000 };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("waitlist → approval → invitation → admin invites an agent → deactivation ends the agent's session", async ({
  browser,
}) => {
  // A long journey on a shared machine: every step waits longer than the default.
  test.setTimeout(600_000);
  test.slow();
  const stamp = Date.now().toString(36);
  const ownerEmail = `owner-${stamp}@ridgewire.example`;
  const agentEmail = `agent-${stamp}@ridgewire.example`;
  const company = `Ridgewire Mobile ${stamp}`;

  // A visitor joins the waitlist from the landing page.
  const visitor = await newPage(browser);
  await visitor.goto("/");
  await visitor.getByTestId("header-signup").click();
  const modal = visitor.getByTestId("signup-modal");
  await modal.getByLabel("Name").fill("Riley Owner");
  await modal.getByLabel("Email").fill(ownerEmail);
  await modal.getByLabel("Company").fill(company);
  await modal.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(visitor.getByText("You're All Set!")).toBeVisible(SLOW);

  // An operator finds the entry and approves it.
  const operator = await newPage(browser);
  await signIn(operator, OPERATOR);
  await operator.goto(`/dashboard/operator/waitlist?q=${encodeURIComponent(ownerEmail)}`);
  const row = operator.getByTestId("waitlist-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(company);
  await row.getByTestId("approve-entry").click();
  await expect(row).toContainText("Approved", SLOW);
  // The waitlist mail offered the demo sandbox; the approval mail carries the invitation.
  await operator.goto("/outbox");
  await expect(
    operator.getByTestId("outbox-mail").filter({ hasText: "demo sandbox" }).filter({ hasText: ownerEmail }),
  ).toHaveCount(1);
  const ownerLink = await linkFromOutbox(operator, ownerEmail, /workspace for/);
  expect(ownerLink).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);

  // The new admin chooses a username and password and lands in an empty workspace.
  const admin = await newPage(browser);
  await admin.goto(ownerLink);
  await expect(admin.getByRole("heading", { name: `Join ${company}` })).toBeVisible();
  await admin.getByLabel("Username").fill(`owner_${stamp}`);
  await admin.getByLabel("Password", { exact: true }).fill("owner-pass-1");
  await admin.getByLabel("Confirm password").fill("owner-pass-1");
  await admin.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(admin).toHaveURL(/\/dashboard$/, SLOW);
  await admin.goto("/dashboard/customers");
  await expect(admin.getByTestId("customers-empty")).toBeVisible();
  // The link was single use.
  await admin.goto(ownerLink);
  await expect(admin.getByTestId("invitation-state")).toHaveText("Invitation already used");

  // The admin adds a customer, then invites an agent from the Team page.
  await admin.goto("/dashboard/customers/new");
  await admin.getByLabel("Contact Name").fill("Quinn Harbor");
  await admin.getByLabel("Company Name").fill(`Harbor Freight ${stamp}`);
  await admin.getByTestId("create-customer").click();
  await expect(admin).toHaveURL(/\/dashboard\/customers/, SLOW);
  await admin.goto("/dashboard/team");
  await waitForHydration(admin);
  await admin.getByTestId("invite-form").getByLabel("E-mail").fill(agentEmail);
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${agentEmail}.`)).toBeVisible(SLOW);
  await expect(admin.getByTestId("invitations")).toContainText(agentEmail);

  // The agent accepts and sees only this company's records.
  const agentLink = await linkFromOutbox(operator, agentEmail, /invited you to join/);
  const agent = await newPage(browser);
  await agent.goto(agentLink);
  await agent.getByLabel("Username").fill(`agent_${stamp}`);
  await agent.getByLabel("Password", { exact: true }).fill("agent-pass-1");
  await agent.getByLabel("Confirm password").fill("agent-pass-1");
  await agent.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(agent).toHaveURL(/\/dashboard$/, SLOW);
  await agent.goto("/dashboard/customers");
  await expect(agent.getByTestId("customer-card")).toHaveCount(1);
  await expect(agent.getByTestId("customer-card")).toContainText(`Harbor Freight ${stamp}`);
  await expect(agent.getByText("Ridgeline HVAC")).toHaveCount(0);
  // An agent does not manage the team.
  await agent.goto("/dashboard/team");
  await expect(agent.getByTestId("team-not-admin")).toBeVisible();

  // The admin deactivates the agent; the agent's open session is refused on the next request.
  await admin.goto("/dashboard/team");
  await waitForHydration(admin);
  const member = admin.getByTestId(`member-agent_${stamp}`);
  await member.getByRole("button", { name: "Deactivate" }).click();
  await member.getByRole("button", { name: `Deactivate agent_${stamp}` }).click();
  await expect(member).toContainText("Deactivated", SLOW);
  await agent.goto("/dashboard/customers");
  await expect(agent).toHaveURL(/\/login\?next=/);
  const again = await agent.request.post("/api/auth/login", {
    data: { username: `agent_${stamp}`, password: "agent-pass-1" },
  });
  expect(again.status()).toBe(401);
  // The log says who did what.
  await admin.reload();
  await expect(admin.getByTestId("activity-log")).toContainText(`owner_${stamp} deactivated agent_${stamp}`);
  await expect(admin.getByTestId("activity-log")).toContainText(
    `operator approved the workspace and invited ${ownerEmail}`,
  );
});

test("an unknown invitation link shows a clear page", async ({ page }) => {
  await page.goto(`/invite/${"A".repeat(43)}`);
  await expect(page.getByTestId("invitation-state")).toHaveText("Invalid link");
  await page.goto(`/reset-password/${"B".repeat(43)}`);
  await expect(page.getByTestId("reset-state")).toHaveText("Invalid link");
});

test("password recovery from the login page answers the same for an unknown address", async ({ page }) => {
  await page.goto("/login");
  await page.getByTestId("forgot-password-link").click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill("nobody-here@nowhere.example");
  await page.getByRole("button", { name: "Send reset link" }).click();
  const unknown = await page.getByTestId("reset-requested").textContent();
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill("casey@summitwireless.example");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-requested")).toHaveText(unknown!);
});

for (const theme of ["light", "dark"] as const) {
  test(`team, waitlist, outbox and the link pages have no axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(300_000);
    await presetTheme(page, theme);
    await signIn(page);
    await page.goto("/dashboard/team");
    await waitForHydration(page);
    await expectAxeClean(page, "team");
    await page.context().clearCookies();
    await signIn(page, OPERATOR);
    await page.goto("/dashboard/operator/waitlist");
    await waitForHydration(page);
    await expectAxeClean(page, "waitlist");
    await page.goto("/outbox");
    await expectAxeClean(page, "outbox");
    for (const path of ["/forgot-password", `/invite/${"A".repeat(43)}`]) {
      await page.goto(path);
      await expectAxeClean(page, path);
    }
  });
}
