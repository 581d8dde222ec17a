/**
 * Who may do what. Company roles ('admin', 'agent') live on `agent_users.role`; the
 * platform operator is independent of them: `agent_users.is_operator`, or an address
 * listed in `OPERATOR_EMAILS`.
 */
import { env } from "@/lib/env";

export const COMPANY_ROLES = ["admin", "agent"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { admin: "Admin", agent: "Agent" };

export function isOperator(user: { email: string; isOperator?: boolean | null }): boolean {
  return Boolean(user.isOperator) || env.OPERATOR_EMAILS.includes(user.email.trim().toLowerCase());
}
