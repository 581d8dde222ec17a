/**
 * Where a task stands at a given moment, and the one order of task lists: open tasks
 * by due time (overdue ones first, as they are due earliest), then done ones.
 */
import { isoDay } from "@/lib/format";

export type TaskState = "overdue" | "today" | "upcoming" | "done";

type TaskTimes = { dueAt: string; doneAt: string | null; createdAt?: string; id: string };

/** Done; overdue once its due time has passed; due today (the viewer's day); else upcoming. */
export function taskState(task: { dueAt: string; doneAt: string | null }, now: number): TaskState {
  if (task.doneAt) return "done";
  const due = new Date(task.dueAt);
  if (due.getTime() <= now) return "overdue";
  return isoDay(due) === isoDay(new Date(now)) ? "today" : "upcoming";
}

/** Words for a screen reader: "overdue", "due today", "upcoming". */
export function describeTaskDue(task: { dueAt: string; doneAt: string | null }, now: number): string {
  return { overdue: "overdue", today: "due today", upcoming: "upcoming", done: "done" }[taskState(task, now)];
}

/** Open tasks by due time, then done ones (by due time too); ties by id, so the order is stable. */
export function sortTasks<T extends TaskTimes>(tasks: T[]): T[] {
  return [...tasks].sort(
    (a, b) =>
      Number(a.doneAt !== null) - Number(b.doneAt !== null) ||
      Date.parse(a.dueAt) - Date.parse(b.dueAt) ||
      a.id.localeCompare(b.id),
  );
}

/** The title of a check-in task with a customer. */
export function checkInTitle(customerName: string, companyName: string): string {
  return customerName && customerName !== companyName
    ? `Check in with ${customerName} at ${companyName}`
    : `Check in with ${companyName}`;
}
