import { z } from "zod";

export const loginSchema = z.object({
  username: z.string({ required_error: "Username is required" }).trim().min(1, "Username is required").max(254),
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const MIN_PASSWORD_LENGTH = 8;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(256),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters long").max(256),
    confirmPassword: z.string().max(256),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  });
