import { requireAgentPage } from "@/lib/auth";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  await requireAgentPage("/dashboard");
  return <div className="min-h-screen">{children}</div>;
}
