import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./supabase/migrations",
  // auth.* belongs to Supabase Auth; locally it is created by a custom migration.
  schemaFilter: ["public"],
  migrations: { prefix: "supabase" },
  strict: true,
});
