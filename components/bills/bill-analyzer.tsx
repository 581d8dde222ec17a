"use client";

import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { CompetingOfferTable } from "@/components/quotes/competing-offer";
import { QuoteOptions } from "@/components/quotes/quote-options";
import { Button } from "@/components/ui/button";
import type { BillAnalysis } from "@/lib/bills/analysis-schema";
import { BILL_ACCEPT_ATTRIBUTE, MAX_BILL_BYTES, hasAcceptedExtension } from "@/lib/bills/file-type";
import { analysisReportSheets, reportFilename } from "@/lib/bills/report";
import { downloadWorkbook } from "@/lib/exports/xlsx";
import { formatUsd, formatDay } from "@/lib/format";
import type { Quote } from "@/lib/quotes/quote";
import { notify } from "@/lib/stores/notification-store";
import { AnalysisTabs } from "./analysis-tabs";

export const NO_FILE_ERROR = "Please upload a bill first";
export const ANALYZE_ERROR = "Failed to analyze bill";
export const QUOTE_ERROR = "Failed to generate quote";

type Phase = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "analysing" };
type Failure = { title: string; detail?: string };

/** Uploads with progress events (fetch has none for request bodies). */
function uploadBill(
  file: File,
  onProgress: (percent: number) => void,
  onUploaded: () => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/analyze-bill");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = onUploaded;
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

export function BillAnalyzer() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [analysis, setAnalysis] = useState<BillAnalysis | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [tab, setTab] = useState("summary");
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteLoading, setQuoteLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const busy = phase.kind !== "idle";

  function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setAnalysis(null);
    setError(null);
    setQuote(null);
    setTab("summary");
    if (chosen && !hasAcceptedExtension(chosen.name)) {
      setError({ title: "Unsupported file type", detail: "Choose a PDF, PNG, JPG or JPEG file." });
    } else if (chosen && chosen.size > MAX_BILL_BYTES) {
      setError({ title: "File too large", detail: "The bill must be 10 MB or smaller." });
    }
  }

  async function analyze() {
    if (!file) {
      setError({ title: NO_FILE_ERROR });
      return;
    }
    setError(null);
    setAnalysis(null);
    setQuote(null);
    setPhase({ kind: "uploading", percent: 0 });
    try {
      const { status, body } = await uploadBill(
        file,
        (percent) => setPhase({ kind: "uploading", percent }),
        () => setPhase({ kind: "analysing" }),
      );
      if (status < 200 || status >= 300) {
        const detail =
          body && typeof body === "object" && "error" in body ? String((body as { error: unknown }).error) : undefined;
        setError({ title: ANALYZE_ERROR, detail });
        return;
      }
      const result = body as BillAnalysis;
      setAnalysis(result);
      setTab("summary");
      notify(
        "success",
        "Bill analysed",
        result.totalMonthlyBill === null
          ? `${result.competitiveAnalysis.currentProvider} bill: ${result.lines.length} lines read; the reading does not add up to the bill's totals.`
          : `${result.competitiveAnalysis.currentProvider} bill: ${formatUsd(result.totalMonthlyBill)} due ${formatDay(result.dueDate) || "not shown on the bill"}, ${result.lines.length} lines.`,
      );
    } catch {
      setError({
        title: ANALYZE_ERROR,
        detail: "The upload did not reach the server. Check the connection and try again.",
      });
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  async function enterpriseQuote() {
    if (!analysis) return;
    setQuoteLoading(true);
    setError(null);
    try {
      const response = await fetch("/api/generate-quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ currentBill: analysis }),
      });
      if (!response.ok) throw new Error(QUOTE_ERROR);
      const body = (await response.json()) as { quote?: Quote };
      if (!body.quote?.competing) throw new Error(QUOTE_ERROR);
      setQuote(body.quote);
    } catch {
      setError({ title: QUOTE_ERROR });
    } finally {
      setQuoteLoading(false);
    }
  }

  async function exportReport() {
    if (!analysis) return;
    setExporting(true);
    try {
      const filename = reportFilename(analysis);
      await downloadWorkbook(filename, analysisReportSheets(analysis));
      notify("success", "Export ready", `${filename} downloaded.`);
    } catch (err) {
      console.error("Export failed", err);
      setError({ title: "Failed to export the analysis report" });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="upload-title" className="space-y-4 rounded-lg border bg-card p-6">
        <h2 id="upload-title" className="text-lg font-semibold">
          Upload a bill
        </h2>
        <div className="rounded-lg border-2 border-dashed p-6 text-center">
          <FileUp aria-hidden="true" className="mx-auto mb-2 size-8 text-muted-foreground" />
          <label htmlFor={inputId} className="block text-sm font-medium">
            Bill file (PDF, PNG, JPG or JPEG, up to 10 MB)
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={BILL_ACCEPT_ATTRIBUTE}
            onChange={chooseFile}
            disabled={busy}
            className="mx-auto mt-3 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="bill-file"
          />
          {file && (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="bill-file-name">
              {file.name} ({(file.size / 1024).toFixed(0)} KB)
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" onClick={analyze} disabled={busy} data-testid="analyze-bill">
            Analyze Bill
          </Button>
          {busy && (
            <div
              className="flex min-w-64 flex-1 items-center gap-3"
              role="status"
              aria-live="polite"
              data-testid="analyze-progress"
            >
              <progress
                className="h-2 w-48 overflow-hidden rounded accent-primary"
                max={100}
                value={phase.kind === "uploading" ? phase.percent : undefined}
                aria-label={phase.kind === "uploading" ? "Upload progress" : "Analysis in progress"}
              />
              <span className="text-sm text-muted-foreground">
                {phase.kind === "uploading" ? `Uploading... ${phase.percent}%` : "Analysing the bill..."}
              </span>
            </div>
          )}
        </div>
      </section>

      {error && (
        <div
          role="alert"
          className="rounded-md border border-destructive bg-destructive/10 p-4 text-sm text-destructive"
          data-testid="bill-error"
        >
          <p className="font-semibold">{error.title}</p>
          {error.detail && <p className="mt-1">{error.detail}</p>}
        </div>
      )}

      {analysis && (
        <section
          aria-labelledby="analysis-title"
          className="space-y-4 rounded-lg border bg-card p-6"
          data-testid="analysis"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="analysis-title" className="text-lg font-semibold">
              {analysis.competitiveAnalysis.currentProvider} bill analysis
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                onClick={enterpriseQuote}
                disabled={quoteLoading || analysis.potentialSavings.annualSavings === null}
                title={
                  analysis.potentialSavings.annualSavings === null
                    ? "No switch proposal: the reading does not add up to the bill's totals"
                    : undefined
                }
                data-testid="enterprise-quote"
              >
                {quoteLoading ? "Generating Quote..." : "Get Enterprise Quote"}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={exportReport}
                disabled={exporting}
                data-testid="export-report"
              >
                {exporting ? "Exporting..." : "Export Analysis Report"}
              </Button>
            </div>
          </div>
          <AnalysisTabs analysis={analysis} tab={tab} onTabChange={setTab} />
        </section>
      )}

      {quote?.competing && (
        <section
          aria-labelledby="enterprise-quote-title"
          className="space-y-4 rounded-lg border bg-card p-6"
          data-testid="enterprise-quote-result"
        >
          <h2 id="enterprise-quote-title" className="text-lg font-semibold">
            Enterprise quote: switch proposal
          </h2>
          <CompetingOfferTable offer={quote.competing} />
          <h3 className="font-semibold">Plans for the same lines</h3>
          <QuoteOptions options={quote.options} contractMonths={quote.contractMonths} />
        </section>
      )}
    </div>
  );
}
