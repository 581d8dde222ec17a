import { z } from "zod";

export const INCORRECT_PASSWORD = "Incorrect password";
/** How long 'Incorrect password' stays on the gate. */
export const GATE_ERROR_MS = 3_000;
/** Lifetime of the assistant-only session the gate grants. */
export const ASSISTANT_SESSION_S = 2 * 60 * 60;

export const unlockSchema = z.object({
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(256),
});
export type UnlockInput = z.infer<typeof unlockSchema>;
