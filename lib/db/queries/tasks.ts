import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/connection";
import { agentNotifications, tasks } from "@/lib/db/schema";
import { withAgentScope, type Tx } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import type { NewTask, TaskListScope } from "@/lib/validation/tasks";

/**
 * Check-ins and follow-ups of one company. Every query filters by the agent's
 * company and runs under `withAgentScope`, so row-level security is the second lock:
 * another company's agent neither reads nor completes a task.
 */

type Actor = { id: string; companyId: string };

export type TaskRow = {
  id: string;
  title: string;
  /** ISO 8601 instant. */
  dueAt: string;
  doneAt: string | null;
  dealId: string | null;
  dealTitle: string | null;
  customerId: string | null;
  customerName: string | null;
  ownerId: string;
  ownerName: string;
};

/** Done tasks stay on the agent's home list this long, shown as done. */
export const DONE_SHOWN_DAYS = 7;
/** Most tasks one list shows. */
export const TASK_LIST_LIMIT = 50;

type RawTask = {
  id: string;
  title: string;
  due_at: string | Date;
  done_at: string | Date | null;
  deal_id: string | null;
  deal_title: string | null;
  customer_id: string | null;
  customer_name: string | null;
  owner_id: string;
  owner_name: string;
};

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function toTask(r: RawTask): TaskRow {
  return {
    id: r.id,
    title: r.title,
    dueAt: iso(r.due_at),
    doneAt: r.done_at ? iso(r.done_at) : null,
    dealId: r.deal_id,
    dealTitle: r.deal_title,
    customerId: r.customer_id,
    customerName: r.customer_name,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
  };
}

const SELECT_TASKS = sql`
  select t.id, t.title, t.due_at, t.done_at, t.deal_id, d.title as deal_title, t.customer_id,
    coalesce(nullif(c.company_name, ''), c.name) as customer_name, t.owner_id, u.username as owner_name
  from public.tasks t
  join public.agent_users u on u.id = t.owner_id
  left join public.deals d on d.id = t.deal_id
  left join public.customers c on c.id = t.customer_id`;

async function readTask(tx: Tx, companyId: string, taskId: string): Promise<TaskRow | null> {
  const rows = rowsOf<RawTask>(
    await tx.execute(sql`${SELECT_TASKS} where t.company_id = ${companyId} and t.id = ${taskId}`),
  );
  return rows[0] ? toTask(rows[0]) : null;
}

/**
 * A new task owned by the agent. A task on a deal is also filed under the deal's
 * customer (so it shows on the customer's page); a deal or customer of another company
 * is "not found".
 */
export async function createTask(actor: Actor, input: NewTask): Promise<TaskRow> {
  return withAgentScope(actor.id, async (tx) => {
    let customerId = input.customerId ?? null;
    if (input.dealId) {
      const [deal] = rowsOf<{ customer_id: string | null }>(
        await tx.execute(
          sql`select customer_id from public.deals where company_id = ${actor.companyId} and id = ${input.dealId}`,
        ),
      );
      if (!deal) throw new AppError(404, "Deal not found");
      if (customerId && deal.customer_id && customerId !== deal.customer_id)
        throw new AppError(400, "The customer is not the deal's customer.");
      customerId = customerId ?? deal.customer_id;
    }
    if (customerId) {
      const [customer] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from public.customers where company_id = ${actor.companyId} and id = ${customerId}`,
        ),
      );
      if (!customer) throw new AppError(404, "Customer not found");
    }
    const [created] = await tx
      .insert(tasks)
      .values({
        companyId: actor.companyId,
        ownerId: actor.id,
        createdBy: actor.id,
        dealId: input.dealId ?? null,
        customerId,
        title: input.title,
        dueAt: new Date(input.due),
      })
      .returning({ id: tasks.id });
    const task = await readTask(tx, actor.companyId, created!.id);
    if (!task) throw new AppError(500, "The task was not saved.");
    return task;
  });
}

/** Marks a task of the agent's company done, or open again. */
export async function setTaskDone(actor: Actor, taskId: string, done: boolean): Promise<TaskRow> {
  return withAgentScope(actor.id, async (tx) => {
    const updated = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update public.tasks set done_at = ${done ? sql`coalesce(done_at, now())` : sql`null`}
        where company_id = ${actor.companyId} and id = ${taskId}
        returning id`),
    );
    if (updated.length === 0) throw new AppError(404, "Task not found");
    const task = await readTask(tx, actor.companyId, taskId);
    if (!task) throw new AppError(404, "Task not found");
    return task;
  });
}

/**
 * A task list: the agent's own (open ones by due time, then those done in the last
 * week), or every task of a deal or a customer of the agent's company (open first).
 */
export async function getTasks(actor: Actor, scope: TaskListScope): Promise<TaskRow[]> {
  const where =
    scope.scope === "mine"
      ? sql`t.owner_id = ${actor.id}
          and (t.done_at is null or t.done_at > now() - make_interval(days => ${DONE_SHOWN_DAYS}))`
      : scope.scope === "deal"
        ? sql`t.deal_id = ${scope.dealId}`
        : sql`t.customer_id = ${scope.customerId}`;
  return withAgentScope(actor.id, async (tx) =>
    rowsOf<RawTask>(
      await tx.execute(sql`${SELECT_TASKS}
        where t.company_id = ${actor.companyId} and ${where}
        order by (t.done_at is not null), t.due_at, t.id
        limit ${TASK_LIST_LIMIT}`),
    ).map(toTask),
  );
}

/**
 * Notifies the agent of their open tasks that have fallen due, once each (the
 * notification's key): made on requests, so a task that fell due while no server ran
 * is announced on the next one.
 */
export async function createDueTaskNotifications(actor: Actor): Promise<number> {
  return withAgentScope(actor.id, async (tx) => {
    const due = rowsOf<RawTask>(
      await tx.execute(sql`${SELECT_TASKS}
        where t.company_id = ${actor.companyId} and t.owner_id = ${actor.id} and t.done_at is null
          and t.due_at <= now()
          and not exists (select 1 from public.agent_notifications n
            where n.user_id = ${actor.id} and n.key = 'task:' || t.id || ':due')
        order by t.due_at limit 100`),
    ).map(toTask);
    if (due.length === 0) return 0;
    await tx
      .insert(agentNotifications)
      .values(
        due.map((t) => ({
          companyId: actor.companyId,
          userId: actor.id,
          key: `task:${t.id}:due`,
          type: "warning",
          title: "Task due",
          message: [t.title, t.dealTitle ?? t.customerName].filter(Boolean).join(" · "),
          dealId: t.dealId,
          // Dated when it fell due, so the list shows when that was.
          createdAt: new Date(t.dueAt),
        })),
      )
      .onConflictDoNothing();
    return due.length;
  });
}
