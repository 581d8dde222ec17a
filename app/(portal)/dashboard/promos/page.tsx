import type { Metadata } from "next";
import { BackLink } from "@/components/portal/back-link";
import { PromotionsList } from "@/components/portal/promos/promotions-list";
import { currentPromotions } from "@/config/promotions";
import { requireAgentPage } from "@/lib/auth";

export const metadata: Metadata = { title: "Carrier Promos" };

export default async function PromosPage() {
  await requireAgentPage("/dashboard/promos");
  // Evaluated per request, so an offer disappears the day after it ends.
  const promotions = currentPromotions(new Date());
  return (
    <div className="space-y-6">
      <BackLink />
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Current Promotions</h2>
        <p className="text-muted-foreground">Carrier offers you can quote today, by carrier and device type.</p>
      </div>
      <PromotionsList promotions={promotions} />
    </div>
  );
}
