import { z } from "zod";

/** Limits of one request to /api/chat. */
export const CHAT_MAX_MESSAGES = 50;
export const CHAT_MAX_USER_CHARS = 4_000;
/** Answers of the assistant sent back as history (tables can be long). */
export const CHAT_MAX_ASSISTANT_CHARS = 20_000;
export const CHAT_MAX_BODY_BYTES = 200_000;

const part = z.object({ type: z.string().max(40) }).passthrough();

export const chatMessageSchema = z
  .object({
    id: z.string().trim().min(1, "Message id is required").max(100),
    role: z.enum(["user", "assistant"], { errorMap: () => ({ message: "Role must be user or assistant" }) }),
    content: z.string().max(CHAT_MAX_ASSISTANT_CHARS, `Message is too long (${CHAT_MAX_ASSISTANT_CHARS.toLocaleString("en-US")} characters at most)`),
    createdAt: z.union([z.string().max(40), z.number()]).optional(),
    parts: z.array(part).max(100).optional(),
    experimental_attachments: z.array(z.unknown()).max(0, "Attachments are not supported").optional(),
  })
  .passthrough()
  .superRefine((m, ctx) => {
    if (m.role === "user" && m.content.length > CHAT_MAX_USER_CHARS) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["content"],
        message: `Message is too long (${CHAT_MAX_USER_CHARS.toLocaleString("en-US")} characters at most)`,
      });
    }
  });

export const chatRequestSchema = z
  .object({
    /** The conversation (useChat's id). Without one the exchange is answered but not saved. */
    id: z.string().uuid("Conversation id must be a UUID").optional(),
    messages: z
      .array(chatMessageSchema)
      .min(1, "At least one message is required")
      .max(CHAT_MAX_MESSAGES, `A conversation can send at most ${CHAT_MAX_MESSAGES} messages; start a new conversation`),
  })
  .passthrough()
  .superRefine((body, ctx) => {
    const last = body.messages[body.messages.length - 1];
    if (!last || last.role !== "user" || last.content.trim() === "") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["messages"], message: "The last message must be a non-empty message from you" });
    }
  });
export type ChatRequest = z.infer<typeof chatRequestSchema>;
