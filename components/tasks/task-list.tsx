"use client";

import Link from "next/link";
import { useId, useState, useTransition, type FormEvent } from "react";
import toast from "react-hot-toast";
import { completeTaskAction, createTaskAction, listTasksAction } from "@/app/(portal)/dashboard/tasks/actions";
import { FormErrorBanner } from "@/components/deals/form-parts";
import { useServerRefresh } from "@/components/portal/use-server-refresh";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCurrentMinute } from "@/components/ui/relative-time";
import type { TaskRow } from "@/lib/db/queries/tasks";
import { addDaysIso, formatDayTime } from "@/lib/format";
import { CHECK_IN_DAYS, newTaskSchema, type TaskListScope } from "@/lib/validation/tasks";
import { describeTaskDue, sortTasks, taskState, type TaskState } from "@/lib/tasks";
import { cn } from "@/lib/utils";

const STATE_BADGE: Record<TaskState, { label: string; variant: "destructive" | "warning" | "secondary" | "success" }> =
  {
    overdue: { label: "Overdue", variant: "destructive" },
    today: { label: "Due today", variant: "warning" },
    upcoming: { label: "Upcoming", variant: "secondary" },
    done: { label: "Done", variant: "success" },
  };

/** The default due time of a new task: this time of day, `CHECK_IN_DAYS` ahead, on the hour. */
function defaultDue(): { date: string; time: string } {
  const hour = String(new Date().getHours()).padStart(2, "0");
  return { date: addDaysIso(CHECK_IN_DAYS), time: `${hour}:00` };
}

function TaskItem({
  task,
  now,
  showContext,
  onToggle,
  busy,
}: {
  task: TaskRow;
  now: number | null;
  showContext: boolean;
  onToggle: (task: TaskRow) => void;
  busy: boolean;
}) {
  const due = new Date(task.dueAt);
  const state = now === null ? null : taskState(task, now);
  const checkboxId = useId();
  return (
    <li
      className={cn("flex items-start gap-3 rounded-md border p-3", state === "overdue" && "border-destructive/50")}
      data-testid="task-item"
      data-state={state ?? "loading"}
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={task.doneAt !== null}
        disabled={busy}
        onChange={() => onToggle(task)}
        aria-describedby={`${checkboxId}-due`}
        data-testid="task-done"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label
          htmlFor={checkboxId}
          className={cn("block break-words text-sm font-medium", task.doneAt && "text-muted-foreground line-through")}
        >
          {task.title}
        </label>
        <p id={`${checkboxId}-due`} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {state ? (
            <Badge variant={STATE_BADGE[state].variant} data-testid="task-state">
              {STATE_BADGE[state].label}
            </Badge>
          ) : null}
          <span>
            {task.doneAt ? "Was due " : "Due "}
            <time dateTime={task.dueAt} data-testid="task-due">
              {now === null ? "" : formatDayTime(due)}
            </time>
            {now !== null && !task.doneAt ? <span className="sr-only"> ({describeTaskDue(task, now)})</span> : null}
          </span>
        </p>
        {showContext && (task.dealId || task.customerId) ? (
          <p className="text-sm">
            {task.dealId ? (
              <Link className="underline underline-offset-2" href={`/dashboard/deals/${task.dealId}`}>
                {task.dealTitle}
              </Link>
            ) : task.customerId ? (
              <Link className="underline underline-offset-2" href={`/dashboard/customers/${task.customerId}`}>
                {task.customerName}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export type TaskListProps = {
  title: string;
  description: string;
  tasks: TaskRow[];
  /** Whose tasks these are: the list asks the server for them again (another device may have changed them). */
  scope: TaskListScope;
  /** Links to each task's deal or customer (the home list). */
  showContext?: boolean;
  /** The add form: new tasks are filed under this deal or customer. */
  add?: { dealId?: string; customerId?: string; defaultTitle: string };
  emptyText: string;
  testId: string;
};

/** A list of tasks to mark done (and reopen), with an add form where a deal or customer is given. */
export function TaskList({
  title,
  description,
  tasks,
  scope,
  showContext = false,
  add,
  emptyText,
  testId,
}: TaskListProps) {
  const now = useCurrentMinute();
  const [items, setItems] = useState(tasks);
  const [busyId, setBusyId] = useState<string | null>(null);
  useServerRefresh(async () => {
    const result = await listTasksAction(scope);
    if (result.ok) setItems(sortTasks(result.data));
  });
  const [form, setForm] = useState(() => ({ title: add?.defaultTitle ?? "", ...defaultDue() }));
  const [error, setError] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const headingId = useId();
  const formId = useId();

  const replace = (task: TaskRow) => setItems((list) => sortTasks([task, ...list.filter((t) => t.id !== task.id)]));

  async function toggle(task: TaskRow) {
    setBusyId(task.id);
    try {
      const result = await completeTaskAction({ taskId: task.id, done: task.doneAt === null });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      replace(result.data);
      toast.success(result.data.doneAt ? `Done: ${result.data.title}` : `Reopened: ${result.data.title}`);
    } catch {
      toast.error("The task could not be saved. Please try again.");
    } finally {
      setBusyId(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!add) return;
    setError(null);
    const due = form.date && form.time ? new Date(`${form.date}T${form.time}`) : null;
    const input = {
      title: form.title,
      due: due && !Number.isNaN(due.getTime()) ? due.toISOString() : "",
      ...(add.dealId ? { dealId: add.dealId } : {}),
      ...(add.customerId ? { customerId: add.customerId } : {}),
    };
    const parsed = newTaskSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === "due" && !input.due
          ? "Due date and time are required"
          : (issue?.message ?? "Check the task."),
      );
      return;
    }
    startSaving(async () => {
      try {
        const result = await createTaskAction(parsed.data);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        replace(result.data);
        setForm({ title: add.defaultTitle, ...defaultDue() });
        toast.success(`Task added for ${formatDayTime(new Date(result.data.dueAt))}`);
      } catch {
        setError("The task could not be saved. Please try again.");
      }
    });
  }

  return (
    <Card data-testid={testId} aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="tasks-empty">
            {emptyText}
          </p>
        ) : (
          <ul className="space-y-2" aria-label={title}>
            {items.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                now={now}
                showContext={showContext}
                onToggle={toggle}
                busy={busyId === task.id}
              />
            ))}
          </ul>
        )}
        {add ? (
          <form
            onSubmit={submit}
            noValidate
            className="space-y-3 border-t pt-4"
            aria-label={`Add a task: ${title}`}
            data-testid="task-form"
          >
            <FormErrorBanner message={error} testId="task-error" />
            <div className="space-y-1">
              <Label htmlFor={`${formId}-title`}>Task</Label>
              <Input
                id={`${formId}-title`}
                value={form.title}
                maxLength={200}
                onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
                data-testid="task-title"
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor={`${formId}-date`}>Due date</Label>
                <Input
                  id={`${formId}-date`}
                  type="date"
                  value={form.date}
                  onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))}
                  data-testid="task-date"
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${formId}-time`}>Due time</Label>
                <Input
                  id={`${formId}-time`}
                  type="time"
                  value={form.time}
                  onChange={(e) => setForm((f) => ({ ...f, time: e.target.value }))}
                  data-testid="task-time"
                />
              </div>
            </div>
            <Button type="submit" disabled={saving} data-testid="task-add">
              {saving ? "Adding…" : "Schedule Check-in"}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
