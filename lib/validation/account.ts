import { z } from "zod";

/**
 * The editable part of an agent's profile: company, phone and notifications. Two-factor
 * sign-in is switched by its own steps (a code from the app), never by this form.
 */
export const profileUpdateSchema = z.object({
  company: z.string().trim().max(200, "Company must be at most 200 characters"),
  phone: z
    .string()
    .trim()
    .max(40, "Phone must be at most 40 characters")
    .refine((v) => v === "" || /^[+()\d\s.\-x]{7,40}$/i.test(v), "Enter a valid phone number"),
  notificationsEnabled: z.boolean(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
