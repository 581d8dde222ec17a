"use server";

import { revalidatePath } from "next/cache";
import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { createTask, getTasks, setTaskDone, type TaskRow } from "@/lib/db/queries/tasks";
import { completeTaskSchema, newTaskSchema, taskListSchema } from "@/lib/validation/tasks";

function revalidateTaskPages(task: TaskRow) {
  revalidatePath("/dashboard");
  if (task.dealId) revalidatePath(`/dashboard/deals/${task.dealId}`);
  if (task.customerId) revalidatePath(`/dashboard/customers/${task.customerId}`);
}

/** Schedules a check-in or follow-up for the agent (on a deal or customer of their company, or on its own). */
export async function createTaskAction(input: unknown): Promise<ActionResult<TaskRow>> {
  return runAction(newTaskSchema, input, async (task) => {
    const agent = await requireAgent();
    const created = await createTask(agent, task);
    revalidateTaskPages(created);
    return created;
  });
}

/** Marks a task of the agent's company done (or open again). */
export async function completeTaskAction(input: unknown): Promise<ActionResult<TaskRow>> {
  return runAction(completeTaskSchema, input, async ({ taskId, done }) => {
    const agent = await requireAgent();
    const task = await setTaskDone(agent, taskId, done);
    revalidateTaskPages(task);
    return task;
  });
}

/** A task list as it is now (the agent's own, a deal's or a customer's), for a list to refresh itself. */
export async function listTasksAction(input: unknown): Promise<ActionResult<TaskRow[]>> {
  return runAction(taskListSchema, input, async (scope) => {
    const agent = await requireAgent();
    return getTasks(agent, scope);
  });
}
