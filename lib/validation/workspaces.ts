import { z } from "zod";
import { COMPANY_ROLES } from "@/lib/auth/roles";
import { MIN_PASSWORD_LENGTH } from "./auth";

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "E-mail is required")
  .max(254)
  .email("Enter a valid e-mail address");
const uuid = z.string().uuid("Unknown record");
const token = z.string().min(1, "This link is not valid").max(200);

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(256);

const passwordPair = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: newPassword, confirmPassword: z.string().max(256) })
    .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const waitlistSearchSchema = z.object({ q: z.string().trim().max(200).default("") });
export const approveWaitlistSchema = z.object({ id: uuid });

export const inviteSchema = z.object({ email, role: z.enum(COMPANY_ROLES, { message: "Choose a role" }) });
export const invitationIdSchema = z.object({ id: uuid });
export const changeRoleSchema = z.object({ memberId: uuid, role: z.enum(COMPANY_ROLES, { message: "Choose a role" }) });
export const deactivateSchema = z.object({ memberId: uuid, reassignTo: uuid.nullable().default(null) });

export const acceptInvitationSchema = passwordPair({
  token,
  username: z
    .string()
    .trim()
    .regex(USERNAME_PATTERN, "Username must be 3 to 32 letters, digits, dots, dashes or underscores"),
});

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = passwordPair({ token });
