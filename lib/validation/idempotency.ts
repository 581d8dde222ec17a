import { z } from "zod";

/** The key a form generates once (a UUID): a repeated submit with it creates nothing more. */
export const idempotencyKeySchema = z.string().trim().min(8).max(100).optional();
