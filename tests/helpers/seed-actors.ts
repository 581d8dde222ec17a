/** The seeded company "Summit Wireless" and two of its users (supabase/seed.sql), as the workspace queries take them. */
import type { Actor } from "@/lib/db/queries/workspaces";

const SUMMIT = "11111111-1111-4111-8111-111111111111";

/** The platform operator (seeded; sees the waitlist and approves it). */
export const OPERATOR: Actor = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-eeeeeeeeeeee",
  email: "operator@telcopilot.example",
  username: "operator",
  role: "agent",
  companyId: SUMMIT,
  operator: true,
};

/** The demo company's admin. */
export const DEMO: Actor = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  email: "demo@summitwireless.example",
  username: "demo",
  role: "admin",
  companyId: SUMMIT,
};
