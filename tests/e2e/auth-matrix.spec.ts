/**
 * The auth matrix, generated from the route tree: every page under /dashboard (and
 * /blog/new), every protected API route and every server action is tried
 * anonymously, with the assistant-only session and with another company's session,
 * and must refuse. Routes and actions come from the file system and the build's
 * server-action manifest, so a new one is covered without editing this test; a new
 * dynamic route or action only needs its entry in the tables below.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isProtectedPage, isPublicApi } from "../../config/routes";
import { filesNamed, pageRoutes, routeOf } from "../helpers/routes";

// Seeded rows of the demo company (supabase/seed.sql) that another company must never see.
const DEMO_DEAL = "d1000000-0000-4000-8000-000000000001";
const DEMO_CUSTOMER = "c1000000-0000-4000-8000-000000000001";
const DEMO_CUSTOMER_2 = "c1000000-0000-4000-8000-000000000002";
// A seeded post: the platform's blog, which only its authors edit.
const DEMO_POST = "how-ai-is-changing-telecom-distribution";
const DEMO_MARKERS = ["Ridgeline HVAC Services", "Bluewater Dental Group", "dana.whitfield@ridgelinehvac.example"];
const IN_A_DAY = new Date(Date.now() + 86_400_000).toISOString();

type Sessions = { anonymous: string; assistant: string; otherCompany: string; demo: string };
type Ids = { quote: string; conversation: string; task: string };

/** Values for dynamic segments: always a resource of the demo company. */
const DYNAMIC: Record<string, (ids: Ids) => string> = {
  "/dashboard/quotes/[id]": (ids) => `/dashboard/quotes/${ids.quote}`,
  "/dashboard/deals/[id]": () => `/dashboard/deals/${DEMO_DEAL}`,
  "/dashboard/customers/[id]": () => `/dashboard/customers/${DEMO_CUSTOMER}`,
  "/api/chat/conversations/[id]": (ids) => `/api/chat/conversations/${ids.conversation}`,
  // The blog list and its posts; the list's one page number at its former address.
  "/blog/[[...slug]]": () => "/blog",
  "/blog/list/[page]": () => "/blog/list/1",
  "/blog/edit/[slug]": () => `/blog/edit/${DEMO_POST}`,
};

/** What another company's agent gets from a dynamic page other than 404: the blog editor tells who publishes. */
const OTHER_COMPANY_STATUS: Record<string, number> = { "/blog/edit/[slug]": 200 };

/** Every server action, by exported name: how another company's agent tries it. */
const ACTIONS: Record<
  string,
  { kind: "public" } | { kind: "resource" | "own-data" | "self"; input: unknown | ((ids: Ids) => unknown) }
> = {
  getBlogViewerAction: { kind: "public" },
  // The link pages: anyone holding a link (the token is the credential).
  acceptInvitationAction: { kind: "public" },
  requestPasswordResetAction: { kind: "public" },
  resetPasswordAction: { kind: "public" },
  // Acts on a demo-company resource: must be refused.
  moveDealAction: { kind: "resource", input: { dealId: DEMO_DEAL, from: "lead", status: "qualified" } },
  // Team and waitlist: another company's admin (not an operator) is refused.
  changeRoleAction: { kind: "resource", input: { memberId: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", role: "admin" } },
  deactivateMemberAction: { kind: "resource", input: { memberId: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb" } },
  resendInvitationAction: { kind: "resource", input: { id: "00000000-0000-4000-8000-000000000000" } },
  revokeInvitationAction: { kind: "resource", input: { id: "00000000-0000-4000-8000-000000000000" } },
  approveWaitlistAction: { kind: "resource", input: { id: "00000000-0000-4000-8000-000000000000" } },
  addDealNoteAction: { kind: "resource", input: { dealId: DEMO_DEAL, text: "A note from another company" } },
  deleteDealAction: { kind: "resource", input: { dealId: DEMO_DEAL, version: "2026-01-01T00:00:00.000Z" } },
  updateDealAction: { kind: "resource", input: { dealId: DEMO_DEAL, version: "2026-01-01T00:00:00.000Z" } },
  archiveDealAction: { kind: "resource", input: { dealId: DEMO_DEAL, version: "2026-01-01T00:00:00.000Z" } },
  restoreDealAction: { kind: "resource", input: { dealId: DEMO_DEAL, version: "2026-01-01T00:00:00.000Z" } },
  updateCustomerAction: { kind: "resource", input: { customerId: DEMO_CUSTOMER } },
  deleteCustomerAction: { kind: "resource", input: { customerId: DEMO_CUSTOMER } },
  mergeCustomersAction: { kind: "resource", input: { customerId: DEMO_CUSTOMER, fromId: DEMO_CUSTOMER_2 } },
  createTaskAction: { kind: "resource", input: { title: "From another company", due: IN_A_DAY, dealId: DEMO_DEAL } },
  completeTaskAction: { kind: "resource", input: (ids: Ids) => ({ taskId: ids.task, done: true }) },
  // Reads the caller's own company: must not return demo-company data.
  loadBoardColumnAction: { kind: "own-data", input: { column: "lead", offset: 0 } },
  exportDealsAction: { kind: "own-data", input: {} },
  findCustomersAction: { kind: "own-data", input: { q: "" } },
  customerChoicesAction: { kind: "own-data", input: { q: "Ridgeline" } },
  portalSearchAction: { kind: "own-data", input: { q: "Ridgeline" } },
  reportDataAction: { kind: "own-data", input: { type: "customers", range: "all" } },
  ratePlansAction: { kind: "own-data", input: { carrier: "ATT" } },
  exportRenewalsAction: { kind: "own-data", input: { within: 90 } },
  listTasksAction: { kind: "own-data", input: { scope: "deal", dealId: DEMO_DEAL } },
  listNotificationsAction: { kind: "own-data", input: {} },
  // Write into the caller's own company or account: checked for session refusal only.
  createDealAction: { kind: "self", input: {} },
  saveCommissionPlanAction: { kind: "self", input: {} },
  uploadStatementAction: { kind: "self", input: {} },
  addNotificationAction: { kind: "self", input: { type: "info", title: "Hello", message: "" } },
  markNotificationsReadAction: { kind: "self", input: { all: true } },
  dismissNotificationsAction: { kind: "self", input: { all: true } },
  createCustomerAction: { kind: "self", input: {} },
  saveQuoteAction: { kind: "self", input: {} },
  updateProfileAction: { kind: "self", input: {} },
  changePasswordAction: { kind: "self", input: {} },
  // Two-factor steps of the caller's own account (an unconfirmed setup changes nothing).
  startTwoFactorAction: { kind: "self", input: {} },
  confirmTwoFactorAction: { kind: "self", input: { code: "000000" } },
  disableTwoFactorAction: { kind: "self", input: { code: "000000" } },
  createPostAction: { kind: "self", input: {} },
  unpublishPostAction: { kind: "self", input: { slug: "no-such-post" } },
  // The platform's blog: another company's agent is no author and may not edit a post.
  updatePostAction: {
    kind: "resource",
    input: { slug: DEMO_POST, title: "Edited", excerpt: "Edited", content: "Edited", author: "Edited", readTime: 1 },
  },
  inviteMemberAction: { kind: "self", input: {} },
};

const protectedPages = pageRoutes().filter((r) => isProtectedPage(r));
const protectedApis = filesNamed(path.join("app", "api"), "route.ts")
  .map((file) => ({
    route: routeOf(file),
    methods: [
      ...readFileSync(file, "utf8").matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g),
    ].map((m) => m[1]!),
  }))
  .filter((r) => !isPublicApi(r.route.replace(/\[[^\]]+\]/g, "x")))
  .sort((a, b) => a.route.localeCompare(b.route));

type ManifestAction = { id: string; name: string; page: string };
function serverActions(): ManifestAction[] {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    name: entry.exportedName,
    page: routeOf(`${Object.keys(entry.workers)[0]}.tsx`),
  }));
}

const assistantRoute = (route: string) => route === "/api/chat" || route.startsWith("/api/chat/");

let sessions: Sessions;
let ids: Ids;
let base = "";

async function cookieOf(request: APIRequestContext, url: string, data: unknown, ip: string): Promise<string> {
  const res = await request.post(url, { data, headers: { "x-forwarded-for": ip } });
  expect(res.status(), `${url} ${JSON.stringify(data)}`).toBe(200);
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .join("; ");
}

function fill(route: string): string {
  if (!route.includes("[")) return route;
  const make = DYNAMIC[route];
  if (!make) throw new Error(`Add a demo-company value for ${route} to DYNAMIC in auth-matrix.spec.ts`);
  return make(ids);
}

async function callAction(action: ManifestAction, input: unknown, cookie: string) {
  const res = await fetch(`${base}${fill(action.page)}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "next-action": action.id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify([input]),
  });
  return {
    status: res.status,
    text: await res.text(),
    redirect: res.headers.get("x-action-redirect") ?? res.headers.get("location") ?? "",
  };
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async ({ playwright, baseURL }) => {
  base = baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const suffix = Math.floor(Math.random() * 200);
  sessions = {
    anonymous: "",
    demo: await cookieOf(request, "/api/auth/login", { username: "demo", password: "demo1234" }, `198.18.${suffix}.1`),
    otherCompany: await cookieOf(
      request,
      "/api/auth/login",
      { username: "harbor", password: "harbor1234" },
      `198.18.${suffix}.2`,
    ),
    assistant: await cookieOf(request, "/api/assistant/unlock", { password: "demo1234" }, `198.18.${suffix}.3`),
  };
  // A saved quote and a saved conversation of the demo company, for the dynamic routes.
  const demo = { cookie: sessions.demo };
  const generated = await request.post("/api/generate-quote", {
    headers: demo,
    data: {
      description: "12 voice lines and 2 hotspots on Verizon",
      customerInfo: {
        companyName: "Ridgeline HVAC Services",
        companyWebsite: "https://ridgelinehvac.example",
        contactName: "Dana Whitfield",
        contactEmail: "dana.whitfield@ridgelinehvac.example",
      },
    },
  });
  expect(generated.status()).toBe(200);
  const { quote } = (await generated.json()) as {
    quote: { id: string; description: string; requirements: unknown; customerInfo: unknown };
  };
  const save = serverActions().find((a) => a.name === "saveQuoteAction")!;
  const saved = await callAction(
    save,
    {
      quoteId: quote.id,
      description: quote.description,
      customerInfo: quote.customerInfo,
      requirements: quote.requirements,
      source: "parser",
    },
    sessions.demo,
  );
  const quoteId = /"ok":true,"data":\{"id":"([0-9a-f-]{36})"/.exec(saved.text)?.[1];
  expect(quoteId, saved.text.slice(0, 300)).toBeTruthy();
  const conversation = crypto.randomUUID();
  const chat = await request.post("/api/chat", {
    headers: demo,
    data: { id: conversation, messages: [{ id: "m1", role: "user", content: "Hello" }] },
  });
  expect(chat.status()).toBe(200);
  await chat.body();
  const { conversations } = (await (await request.get("/api/chat/conversations", { headers: demo })).json()) as {
    conversations: Array<{ id: string }>;
  };
  expect(conversations.map((c) => c.id)).toContain(conversation);
  // A task of the demo company on its deal (another company must neither complete nor list it).
  const createTask = serverActions().find((a) => a.name === "createTaskAction")!;
  const task = await callAction(
    createTask,
    { title: "Check in with Ridgeline HVAC Services", due: IN_A_DAY, dealId: DEMO_DEAL },
    sessions.demo,
  );
  const taskId = /"ok":true,"data":\{"id":"([0-9a-f-]{36})"/.exec(task.text)?.[1];
  expect(taskId, task.text.slice(0, 300)).toBeTruthy();
  ids = { quote: quoteId!, conversation, task: taskId! };
  await request.dispose();
});

test("the route tree has protected pages, APIs and server actions to check", () => {
  expect(protectedPages.length).toBeGreaterThanOrEqual(15);
  expect(protectedApis.length).toBeGreaterThanOrEqual(3);
  const unknown = serverActions()
    .filter((a) => !ACTIONS[a.name])
    .map((a) => a.name);
  expect(unknown, "classify these server actions in ACTIONS").toEqual([]);
});

test("pages refuse anonymous visitors, the assistant-only session, and never show another company's data", async () => {
  for (const route of protectedPages) {
    const url = `${base}${fill(route)}`;
    for (const who of ["anonymous", "assistant"] as const) {
      const res = await fetch(url, { redirect: "manual", headers: sessions[who] ? { cookie: sessions[who] } : {} });
      expect([302, 303, 307, 308], `${who} ${route} → ${res.status}`).toContain(res.status);
      expect(res.headers.get("location") ?? "", `${who} ${route}`).toContain("/login");
    }
    const res = await fetch(url, { redirect: "manual", headers: { cookie: sessions.otherCompany } });
    const html = await res.text();
    if (route.includes("[")) expect(res.status, `other company ${route}`).toBe(OTHER_COMPANY_STATUS[route] ?? 404);
    else expect(res.status, `other company ${route}`).toBe(200);
    // (An id that is part of the URL is echoed by the page's route data; that is not a leak.)
    for (const marker of [...DEMO_MARKERS, ids.quote, ids.conversation].filter((m) => !url.includes(m))) {
      expect(html.includes(marker), `other company sees "${marker}" on ${route}`).toBe(false);
    }
  }
});

test("protected APIs refuse anonymous callers, the assistant-only session, and another company", async () => {
  for (const { route, methods } of protectedApis) {
    const url = `${base}${fill(route)}`;
    for (const method of methods) {
      const init = (cookie: string): RequestInit => ({
        method,
        redirect: "manual",
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
        },
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      const anonymous = await fetch(url, init(""));
      expect(anonymous.status, `anonymous ${method} ${route}`).toBe(401);
      expect(typeof ((await anonymous.json()) as { error?: unknown }).error).toBe("string");
      if (!assistantRoute(route)) {
        const assistant = await fetch(url, init(sessions.assistant));
        expect(assistant.status, `assistant ${method} ${route}`).toBe(401);
      }
      const other = await fetch(url, init(sessions.otherCompany));
      const text = await other.text();
      if (route.includes("["))
        expect([403, 404], `other company ${method} ${route} → ${other.status}`).toContain(other.status);
      for (const marker of [...DEMO_MARKERS, ids.quote]) {
        expect(text.includes(marker), `other company gets "${marker}" from ${method} ${route}`).toBe(false);
      }
    }
  }
});

test("server actions refuse anonymous callers, the assistant-only session, and another company's resources", async () => {
  for (const action of serverActions()) {
    const rule = ACTIONS[action.name]!;
    if (rule.kind === "public") continue;
    const input = "input" in rule ? (typeof rule.input === "function" ? rule.input(ids) : rule.input) : {};
    for (const who of ["anonymous", "assistant"] as const) {
      const { status, text, redirect } = await callAction(action, input, sessions[who]);
      const refused =
        [302, 303, 307, 308, 401, 403, 404].includes(status) ||
        redirect.includes("/login") ||
        text.includes('"ok":false');
      expect(refused && !text.includes('"ok":true'), `${who} ${action.name} → ${status} ${text.slice(0, 200)}`).toBe(
        true,
      );
    }
    const other = await callAction(action, input, sessions.otherCompany);
    if (rule.kind === "resource") {
      expect(
        other.text.includes('"ok":false') && !other.text.includes('"ok":true'),
        `other company ${action.name}: ${other.text.slice(0, 200)}`,
      ).toBe(true);
    }
    for (const marker of DEMO_MARKERS) {
      expect(other.text.includes(marker), `other company gets "${marker}" from ${action.name}`).toBe(false);
    }
  }
});
