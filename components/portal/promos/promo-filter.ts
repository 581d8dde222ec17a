import type { Promotion } from "@/config/promotions";

export function filterPromotions(promotions: readonly Promotion[], carrier: string, device: string): Promotion[] {
  return promotions.filter(
    (p) => (carrier === "all" || p.carrierId === carrier) && (device === "all" || p.deviceType === device),
  );
}
