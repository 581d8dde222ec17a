import type { Metadata } from "next";
import { ResourceHub } from "@/components/portal/resources/resource-hub";
import { RESOURCES } from "@/config/resources";
import { requireAgentPage } from "@/lib/auth";

export const metadata: Metadata = { title: "Sales Resources" };

export default async function ResourcesPage() {
  await requireAgentPage("/dashboard/resources");
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Sales Resource Hub</h2>
        <p className="text-muted-foreground">
          Flyers, case studies, business cases, presentations and guides to share with customers.
        </p>
      </div>
      <ResourceHub resources={RESOURCES} />
    </div>
  );
}
