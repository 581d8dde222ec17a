import "server-only";
import { getDb } from "@/lib/db/client";
import { investorInquiries } from "@/lib/db/schema";

export type NewInvestorInquiry = {
  name: string;
  company: string;
  email: string;
  phone?: string | null;
  message: string;
};

/** Stores an investor enquiry and returns its id. */
export async function createInvestorInquiry(inquiry: NewInvestorInquiry): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(investorInquiries)
    .values({ ...inquiry, phone: inquiry.phone ?? null })
    .returning({ id: investorInquiries.id });
  return row!;
}
