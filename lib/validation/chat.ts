import { z } from "zod";

/** Response header of /api/chat with the name of the model that answered (URI-encoded); the chat header shows it. */
export const CHAT_MODEL_HEADER = "x-chat-model";

/** Limits of one request to /api/chat. */
export const CHAT_MAX_MESSAGES = 50;
export const CHAT_MAX_USER_CHARS = 4_000;
/** Answers of the assistant sent back as history (tables can be long). */
export const CHAT_MAX_ASSISTANT_CHARS = 20_000;
export const CHAT_MAX_BODY_BYTES = 200_000;

/**
 * Conversation and message ids as chat clients make them: the AI SDK's `generateId()`
 * (16 characters of [0-9A-Za-z]), UUIDs, or any other 1-100 characters of letters,
 * digits and `-_.:`.
 */
export const CHAT_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
export const chatIdSchema = (what: "Conversation" | "Message") =>
  z
    .string({ required_error: `${what} id is required`, invalid_type_error: `${what} id must be text` })
    .regex(CHAT_ID_PATTERN, `${what} id must be 1-100 letters, digits, '-', '_', '.' or ':'`);

const part = z.object({ type: z.string().max(40) }).passthrough();

export const chatMessageSchema = z
  .object({
    /** useChat sends no message ids by default (only with sendExtraMessageFields); the server derives them. */
    id: chatIdSchema("Message").optional(),
    role: z.enum(["user", "assistant"], { errorMap: () => ({ message: "Role must be user or assistant" }) }),
    content: z
      .string()
      .max(
        CHAT_MAX_ASSISTANT_CHARS,
        `Message is too long (${CHAT_MAX_ASSISTANT_CHARS.toLocaleString("en-US")} characters at most)`,
      ),
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
    id: chatIdSchema("Conversation").optional(),
    messages: z
      .array(chatMessageSchema)
      .min(1, "At least one message is required")
      .max(
        CHAT_MAX_MESSAGES,
        `A conversation can send at most ${CHAT_MAX_MESSAGES} messages; start a new conversation`,
      ),
  })
  .passthrough()
  .superRefine((body, ctx) => {
    const last = body.messages[body.messages.length - 1];
    if (!last || last.role !== "user" || last.content.trim() === "") {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["messages"],
        message: "The last message must be a non-empty message from you",
      });
    }
  });
export type ChatRequest = z.infer<typeof chatRequestSchema>;
