import type { Metadata } from "next";
import { BillAnalyzer } from "@/components/bills/bill-analyzer";
import { requireAgentPage } from "@/lib/auth";

export const metadata: Metadata = { title: "Bill Analyzer" };

export default async function BillAnalyzerPage() {
  await requireAgentPage("/dashboard/bill-analyzer");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold">Bill Analyzer</h2>
        <p className="text-muted-foreground">
          Upload a customer&apos;s AT&amp;T, Verizon or T-Mobile business bill to see its costs, lines, savings and a
          switch proposal.
        </p>
      </div>
      <BillAnalyzer />
    </div>
  );
}
