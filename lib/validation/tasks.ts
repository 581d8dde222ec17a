/** Task payloads (check-ins and follow-ups) and notification payloads, shared by the browser and the server. */
import { z } from "zod";

export const TASK_TITLE_MAX = 200;
/** How far ahead a task may be due: five years. */
export const TASK_DUE_MAX_DAYS = 5 * 366;
/** How far back a task may be dated (logging a follow-up that was missed): one year. */
export const TASK_DUE_MIN_DAYS = 366;
const DAY_MS = 86_400_000;

/** Days ahead a check-in is scheduled by default. */
export const CHECK_IN_DAYS = 7;

const dueAtSchema = z
  .string({ required_error: "Due date is required", invalid_type_error: "Due date is required" })
  .datetime({ offset: true, message: "Due date must be a valid date and time" })
  .refine(
    (value) => {
      const at = Date.parse(value);
      const now = Date.now();
      return at >= now - TASK_DUE_MIN_DAYS * DAY_MS && at <= now + TASK_DUE_MAX_DAYS * DAY_MS;
    },
    { message: "Due date must be within a year back and five years ahead" },
  );

export const newTaskSchema = z
  .object({
    title: z
      .string({ required_error: "Title is required", invalid_type_error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`),
    due: dueAtSchema,
    dealId: z.string().uuid("Deal ID must be a valid ID").optional(),
    customerId: z.string().uuid("Customer ID must be a valid ID").optional(),
  })
  .strict();
export type NewTask = z.infer<typeof newTaskSchema>;

export const completeTaskSchema = z
  .object({
    taskId: z.string({ required_error: "Task ID is required" }).uuid("Task ID must be a valid ID"),
    done: z.boolean({ required_error: "done must be true or false", invalid_type_error: "done must be true or false" }),
  })
  .strict();

/** Which tasks a list shows: the agent's own (home page), a deal's or a customer's. */
export const taskListSchema = z.union([
  z.object({ scope: z.literal("mine") }).strict(),
  z.object({ scope: z.literal("deal"), dealId: z.string().uuid("Deal ID must be a valid ID") }).strict(),
  z.object({ scope: z.literal("customer"), customerId: z.string().uuid("Customer ID must be a valid ID") }).strict(),
]);
export type TaskListScope = z.infer<typeof taskListSchema>;

export const NOTIFICATION_TYPES = ["success", "warning", "error", "info"] as const;

/** An event the portal reports for the agent's own notification list (a deal won, an export ready). */
export const newNotificationSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string().trim().min(1, "Title is required").max(120, "Title must be at most 120 characters"),
    message: z.string().trim().max(500, "Message must be at most 500 characters"),
  })
  .strict();

/** Notifications to mark read or remove: the given ones, or all of the agent's. */
export const notificationIdsSchema = z.union([
  z.object({ ids: z.array(z.string().uuid("Notification not found")).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
