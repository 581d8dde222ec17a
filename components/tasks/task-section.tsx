import { ErrorPanel } from "@/components/portal/error-panel";
import { getTasks, type TaskRow } from "@/lib/db/queries/tasks";
import { toAppError } from "@/lib/errors";
import { TaskList, type TaskListProps } from "./task-list";

/** A task list read on the server (the agent's own, a deal's or a customer's), or a clear error. */
export async function TaskSection({
  agent,
  scope,
  ...props
}: { agent: { id: string; companyId: string } } & Omit<TaskListProps, "tasks">) {
  let tasks: TaskRow[] | null = null;
  let message = "";
  try {
    tasks = await getTasks(agent, scope);
  } catch (error) {
    console.error("Failed to load tasks", error);
    const appError = toAppError(error);
    message = appError.status === 503 ? ` ${appError.message}` : "";
  }
  if (!tasks) return <ErrorPanel message={`Failed to load tasks.${message}`} testId={`${props.testId}-error`} />;
  // Remounted when the server's list changes (a task added or done elsewhere, then a refresh).
  const version = tasks.map((t) => `${t.id}:${t.doneAt ?? ""}`).join(",");
  return <TaskList key={version} tasks={tasks} scope={scope} {...props} />;
}
