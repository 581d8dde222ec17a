/**
 * Supabase's `auth.users`, only the columns the product reads or writes. Kept out of
 * `schema.ts` so drizzle-kit never generates it: on Supabase it belongs to Supabase
 * Auth; locally the `*_auth_schema.sql` migration creates the same shape.
 */
import { jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const authSchema = pgSchema("auth");

export const authUsers = authSchema.table("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email"),
  encryptedPassword: text("encrypted_password"),
  rawUserMetaData: jsonb("raw_user_meta_data"),
  createdAt: timestamp("created_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});
