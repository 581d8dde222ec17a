import type { Metadata } from "next";
import { BillAnalyzer } from "@/components/bills/bill-analyzer";
import { requireAgentPage } from "@/lib/auth";

export const metadata: Metadata = { title: "Bill Analyzer" };

export default async function BillAnalyzerPage() {
  await requireAgentPage("/dashboard/bill-analyzer");
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-4 sm:p-8">
      <div className="space-y-1">
        <h1 className="text-3xl font-semibold">Bill Analyzer</h1>
        <p className="text-muted-foreground">
          Upload a customer&apos;s AT&amp;T, Verizon or T-Mobile business bill to see its costs, lines, savings and a switch proposal.
        </p>
      </div>
      <BillAnalyzer />
    </main>
  );
}
