/**
 * Tasks and the server-held notification list against a real database, through the
 * server actions: a check-in on a deal, the lists of the agent, the deal and the
 * customer, completion, tenant isolation (another company's agent neither sees nor
 * completes a task, not even around the action under row-level security), clear
 * validation errors, and a due task becoming a notification read on every device.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { AppError } from "@/lib/errors";
import { setupTestDatabase } from "../helpers/db";

vi.mock("@/lib/auth", () => ({ requireAgent: vi.fn() }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
}));

const { requireAgent } = await import("@/lib/auth");
const { createTaskAction, completeTaskAction, listTasksAction } = await import(
  "@/app/(portal)/dashboard/tasks/actions"
);
const notifications = await import("@/app/(portal)/dashboard/notifications/actions");
const { mergeCustomers } = await import("@/lib/db/queries/customers");
const { withAgentScope } = await import("@/lib/db/scope");

const DEMO_COMPANY = "11111111-1111-4111-8111-111111111111";
const HARBOR_COMPANY = "22222222-2222-4222-8222-222222222222";
const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: DEMO_COMPANY, username: "demo" };
const JORDAN = { id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", companyId: DEMO_COMPANY, username: "jordan" };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: HARBOR_COMPANY, username: "harbor" };
const RIDGELINE_DEAL = "d1000000-0000-4000-8000-000000000001";
const RIDGELINE = "c1000000-0000-4000-8000-000000000001";
const BLUEWATER = "c1000000-0000-4000-8000-000000000002";
const PIER9 = "c2000000-0000-4000-8000-000000000001";

const database = setupTestDatabase();

function signIn(who: typeof DEMO | null) {
  vi.mocked(requireAgent).mockImplementation(async () => {
    if (!who) throw new AppError(401, "Not authenticated");
    return { ...who, email: `${who.username}@example.test`, role: "agent", kind: "agent" } as never;
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string; status: number }): T => {
  if (!result.ok) throw new Error(`expected ok, got ${result.status} ${result.error}`);
  return result.data;
};

beforeEach(() => {
  vi.mocked(requireAgent).mockReset();
});

describe("tasks", () => {
  it("a check-in on a deal is filed under the deal and its customer, and listed for its owner, soonest first", async () => {
    signIn(DEMO);
    const later = ok(
      await createTaskAction({ title: "Send the renewal quote", due: inDays(10), dealId: RIDGELINE_DEAL }),
    );
    const soon = ok(
      await createTaskAction({ title: "  Check in on Ridgeline  ", due: inDays(2), dealId: RIDGELINE_DEAL }),
    );
    expect(soon).toMatchObject({
      title: "Check in on Ridgeline",
      dealId: RIDGELINE_DEAL,
      customerId: RIDGELINE,
      customerName: "Ridgeline HVAC Services",
      ownerName: "demo",
      doneAt: null,
    });
    const ids = (list: { id: string }[]) => list.map((t) => t.id);
    expect(ids(ok(await listTasksAction({ scope: "deal", dealId: RIDGELINE_DEAL })))).toEqual([soon.id, later.id]);
    expect(ids(ok(await listTasksAction({ scope: "customer", customerId: RIDGELINE })))).toEqual([soon.id, later.id]);
    expect(ids(ok(await listTasksAction({ scope: "mine" })))).toEqual([soon.id, later.id]);
    // A co-worker sees the deal's tasks, but they are not on his own list.
    signIn(JORDAN);
    expect(ids(ok(await listTasksAction({ scope: "deal", dealId: RIDGELINE_DEAL })))).toEqual([soon.id, later.id]);
    expect(ids(ok(await listTasksAction({ scope: "mine" })))).toEqual([]);
  });

  it("marked done and reopened; a done task goes after the open ones", async () => {
    signIn(DEMO);
    const [first, second] = ok(await listTasksAction({ scope: "deal", dealId: RIDGELINE_DEAL }));
    const done = ok(await completeTaskAction({ taskId: first!.id, done: true }));
    expect(done.doneAt).not.toBeNull();
    expect(ok(await listTasksAction({ scope: "mine" })).map((t) => t.id)).toEqual([second!.id, first!.id]);
    // Completing twice keeps the first completion time.
    expect(ok(await completeTaskAction({ taskId: first!.id, done: true })).doneAt).toBe(done.doneAt);
    expect(ok(await completeTaskAction({ taskId: first!.id, done: false })).doneAt).toBeNull();
  });

  it("another company's agent never sees or completes a task, nor files one under another company's deal or customer", async () => {
    signIn(DEMO);
    const [task] = ok(await listTasksAction({ scope: "deal", dealId: RIDGELINE_DEAL }));
    signIn(HARBOR);
    expect(ok(await listTasksAction({ scope: "deal", dealId: RIDGELINE_DEAL }))).toEqual([]);
    expect(ok(await listTasksAction({ scope: "customer", customerId: RIDGELINE }))).toEqual([]);
    expect(ok(await listTasksAction({ scope: "mine" }))).toEqual([]);
    expect(await completeTaskAction({ taskId: task!.id, done: true })).toEqual({
      ok: false,
      error: "Task not found",
      status: 404,
    });
    expect(await createTaskAction({ title: "x", due: inDays(1), dealId: RIDGELINE_DEAL })).toEqual({
      ok: false,
      error: "Deal not found",
      status: 404,
    });
    expect(await createTaskAction({ title: "x", due: inDays(1), customerId: RIDGELINE })).toEqual({
      ok: false,
      error: "Customer not found",
      status: 404,
    });
    const { db } = database();
    const [row] = rowsOf<{ done_at: string | null }>(
      await db.execute(sql`select done_at from tasks where id = ${task!.id}`),
    );
    expect(row!.done_at).toBeNull();
    // Under row-level security alone (a query that forgot its company filter), nothing either.
    const seen = await withAgentScope(HARBOR.id, async (tx) => ({
      read: rowsOf(await tx.execute(sql`select id from public.tasks`)).length,
      updated: rowsOf(await tx.execute(sql`update public.tasks set done_at = now() returning id`)).length,
    }));
    expect(seen).toEqual({ read: 0, updated: 0 });
    const forged = withAgentScope(HARBOR.id, (tx) =>
      tx.execute(sql`insert into public.tasks (company_id, owner_id, title, due_at)
        values (${DEMO_COMPANY}, ${HARBOR.id}, 'forged', now())`),
    );
    await expect(forged).rejects.toThrow();
    const ownerElsewhere = withAgentScope(HARBOR.id, (tx) =>
      tx.execute(sql`insert into public.tasks (company_id, owner_id, title, due_at)
        values (${HARBOR_COMPANY}, ${DEMO.id}, 'for someone else', now())`),
    );
    await expect(ownerElsewhere).rejects.toThrow();
    // Harbor's own customer works.
    expect(ok(await createTaskAction({ title: "Call Frank", due: inDays(1), customerId: PIER9 }))).toMatchObject({
      customerName: "Pier 9 Seafood Co.",
    });
  });

  it("refuses bad input with a clear message and writes nothing; refuses an anonymous caller", async () => {
    signIn(DEMO);
    const { db } = database();
    const count = async () =>
      Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tasks`))[0]!.n);
    const before = await count();
    const refused = async (input: unknown) => {
      const result = await createTaskAction(input);
      expect(result.ok).toBe(false);
      return result.ok ? "" : `${result.status} ${result.error}`;
    };
    expect(await refused({ title: "   ", due: inDays(1) })).toBe("400 Title is required");
    expect(await refused({ due: inDays(1) })).toBe("400 Title is required");
    expect(await refused({ title: "x".repeat(201), due: inDays(1) })).toBe("400 Title must be at most 200 characters");
    expect(await refused({ title: "Call", due: "next tuesday" })).toBe("400 Due date must be a valid date and time");
    expect(await refused({ title: "Call" })).toBe("400 Due date is required");
    expect(await refused({ title: "Call", due: inDays(3000) })).toBe(
      "400 Due date must be within a year back and five years ahead",
    );
    expect(await refused({ title: "Call", due: inDays(1), dealId: "not-a-deal" })).toBe(
      "400 Deal ID must be a valid ID",
    );
    expect(await refused({ title: "Call", due: inDays(1), ownerId: HARBOR.id })).toMatch(/^400 Unrecognized key/);
    expect(await refused({ title: "Call", due: inDays(1), dealId: RIDGELINE_DEAL, customerId: BLUEWATER })).toBe(
      "400 The customer is not the deal's customer.",
    );
    expect(await completeTaskAction({ taskId: "x", done: true })).toEqual({
      ok: false,
      error: "Task ID must be a valid ID",
      status: 400,
    });
    expect(await completeTaskAction({ taskId: RIDGELINE, done: "yes" })).toMatchObject({
      ok: false,
      error: "done must be true or false",
    });
    signIn(null);
    expect(await createTaskAction({ title: "Call", due: inDays(1) })).toEqual({
      ok: false,
      error: "Not authenticated",
      status: 401,
    });
    expect(await count()).toBe(before);
  });

  it("merging customers keeps their tasks", async () => {
    signIn(DEMO);
    const task = ok(await createTaskAction({ title: "Call Bluewater", due: inDays(4), customerId: BLUEWATER }));
    const { db } = database();
    // A customer of its own, merged into Bluewater: its task moves with it.
    const [extra] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into customers (company_id, name, company_name)
        values (${DEMO_COMPANY}, 'Extra Person', 'Extra Co') returning id`),
    );
    const moved = ok(await createTaskAction({ title: "Call Extra", due: inDays(5), customerId: extra!.id }));
    await mergeCustomers(DEMO, BLUEWATER, extra!.id);
    const list = ok(await listTasksAction({ scope: "customer", customerId: BLUEWATER })).map((t) => t.id);
    expect(list).toEqual([task.id, moved.id]);
  });
});

describe("notifications on the server", () => {
  it("a due task becomes its owner's notification once, listed alike on every device, read and removed for all", async () => {
    signIn(JORDAN);
    const due = ok(
      await createTaskAction({
        title: "Overdue follow-up",
        due: new Date(Date.now() - 60_000).toISOString(),
        dealId: RIDGELINE_DEAL,
      }),
    );
    const ahead = ok(await createTaskAction({ title: "Not yet", due: inDays(1) }));
    const first = ok(await notifications.listNotificationsAction({}));
    const taskItems = first.filter((n) => n.title === "Task due");
    expect(taskItems).toHaveLength(1);
    expect(taskItems[0]).toMatchObject({ type: "warning", read: false });
    expect(taskItems[0]!.message).toContain("Overdue follow-up");
    expect(taskItems[0]!.message).not.toContain(ahead.title);
    // Dated when it fell due.
    expect(Date.parse(taskItems[0]!.createdAt)).toBe(Date.parse(due.dueAt));
    // "Another device": the same list, no second copy.
    const second = ok(await notifications.listNotificationsAction({}));
    expect(second.map((n) => n.id)).toEqual(first.map((n) => n.id));
    // An event reported by the portal joins the list.
    const event = ok(
      await notifications.addNotificationAction({ type: "success", title: "Deal won", message: "Ridgeline won" }),
    );
    expect(ok(await notifications.listNotificationsAction({}))[0]!.id).toBe(event.id);
    // Another agent (same company or not) neither reads nor marks them.
    signIn(DEMO);
    expect(ok(await notifications.listNotificationsAction({})).map((n) => n.id)).not.toContain(event.id);
    expect(ok(await notifications.markNotificationsReadAction({ ids: [event.id] }))).toEqual({ marked: 0 });
    expect(ok(await notifications.dismissNotificationsAction({ ids: [event.id] }))).toEqual({ removed: 0 });
    signIn(HARBOR);
    expect(ok(await notifications.markNotificationsReadAction({ all: true })).marked).toBe(0);
    signIn(JORDAN);
    expect(ok(await notifications.markNotificationsReadAction({ ids: [taskItems[0]!.id] }))).toEqual({ marked: 1 });
    const afterRead = ok(await notifications.listNotificationsAction({}));
    expect(afterRead.find((n) => n.id === taskItems[0]!.id)!.read).toBe(true);
    expect(afterRead.find((n) => n.id === event.id)!.read).toBe(false);
    expect(ok(await notifications.dismissNotificationsAction({ ids: [event.id] }))).toEqual({ removed: 1 });
    const afterRemove = ok(await notifications.listNotificationsAction({}));
    expect(afterRemove.map((n) => n.id)).not.toContain(event.id);
    // A removed due-task notification is not made again.
    ok(await notifications.dismissNotificationsAction({ all: true }));
    expect(ok(await notifications.listNotificationsAction({}))).toEqual([]);
  });

  it("refuses bad notification input clearly", async () => {
    signIn(DEMO);
    expect(await notifications.addNotificationAction({ type: "loud", title: "x", message: "" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await notifications.addNotificationAction({ type: "info", title: "", message: "" })).toEqual({
      ok: false,
      error: "Title is required",
      status: 400,
    });
    expect(await notifications.markNotificationsReadAction({ ids: ["nope"] })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await notifications.markNotificationsReadAction({})).toMatchObject({ ok: false, status: 400 });
    signIn(null);
    expect(await notifications.listNotificationsAction({})).toEqual({
      ok: false,
      error: "Not authenticated",
      status: 401,
    });
  });
});
