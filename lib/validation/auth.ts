import { z } from "zod";

export const loginSchema = z.object({
  username: z.string({ required_error: "Username is required" }).trim().min(1, "Username is required").max(254),
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const MIN_PASSWORD_LENGTH = 8;
/** The most bcrypt reads of a password. */
export const MAX_PASSWORD_BYTES = 72;
export const TOO_LONG_PASSWORD_MESSAGE =
  "Password must be at most 72 characters long (fewer with accented letters or symbols, which take more room)";

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(256),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters long")
      .max(256)
      // bcrypt reads only the first 72 bytes: a longer password would accept any ending.
      .refine((v) => new TextEncoder().encode(v).length <= MAX_PASSWORD_BYTES, TOO_LONG_PASSWORD_MESSAGE),
    confirmPassword: z.string().max(256),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  });

export const TWO_FACTOR_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";

/** A second-factor code: six digits from the app or a recovery code (checked on the server). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ required_error: TWO_FACTOR_CODE_REQUIRED })
    .trim()
    .min(1, TWO_FACTOR_CODE_REQUIRED)
    .max(64, "That code is too long: an app code has 6 digits, a recovery code 10 characters"),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;
