import "server-only";
/**
 * Optional gap filling by the hosted model (when OPENAI_API_KEY is set): the
 * fields the parser could not read are asked of the model with a zod schema
 * (AI SDK `generateObject`), from the statement's own rows. The answer only
 * fills empty fields, and it is kept only when the bill still reconciles with
 * its total afterwards (or, for a date, when it is a real date); otherwise the
 * parser's reading stands. Without a key nothing here runs.
 */
import { generateObject } from "ai";
import { z } from "zod";
import { hostedChatModel, type HostedModelConfig } from "@/lib/ai/providers";
import { parseDate } from "@/lib/lang/dates";
import { roundCents } from "@/lib/lang/money";
import type { ParsedBill, ParsedLine } from "./analysis-schema";

const MAX_PROMPT_CHARS = 40_000;
const MODEL_TIMEOUT_MS = 20_000;

const amount = z.number().nullable();

/** What the model may answer: only the kinds of fields the parser can miss. */
export const billGapSchema = z.object({
  totalDue: amount.describe("Total amount due in dollars, null if not on the statement"),
  dueDate: z.string().nullable().describe("Payment due date as yyyy-MM-dd, null if not on the statement"),
  currentCharges: amount.describe("This period's new charges in dollars, null if not printed"),
  lines: z
    .array(
      z.object({
        phoneNumber: z.string().describe("The line's phone number as printed"),
        planName: z.string().nullable(),
        planCost: amount.describe("Monthly plan charge in dollars"),
        dataUsageGB: amount.describe("Data used this period in GB"),
        lineTotal: amount.describe("The line's total charges in dollars"),
      }),
    )
    .describe("Only the lines listed as having gaps"),
});
export type BillGaps = z.infer<typeof billGapSchema>;

type Gap = { field: string; label: string };

/** The empty fields of a reading, named for the model and for the agent. */
export function gapsOf(bill: ParsedBill): Gap[] {
  const gaps: Gap[] = [];
  if (bill.totalDue === null) gaps.push({ field: "totalDue", label: "total due" });
  if (bill.dueDate === null) gaps.push({ field: "dueDate", label: "due date" });
  for (const line of bill.lines) {
    if (line.planCost === null)
      gaps.push({ field: `${line.phoneNumber}.planCost`, label: `plan charge of ${line.phoneNumber}` });
    if (!line.planName) gaps.push({ field: `${line.phoneNumber}.planName`, label: `plan of ${line.phoneNumber}` });
    if (line.dataUsageGB === null)
      gaps.push({ field: `${line.phoneNumber}.dataUsageGB`, label: `data used by ${line.phoneNumber}` });
    if (line.lineTotal === null)
      gaps.push({ field: `${line.phoneNumber}.lineTotal`, label: `line total of ${line.phoneNumber}` });
  }
  return gaps;
}

const digits = (phone: string) => phone.replace(/\D/g, "").slice(-10);
const money = (n: number | null | undefined) =>
  typeof n === "number" && Number.isFinite(n) && Math.abs(n) < 10_000_000 ? roundCents(n) : null;

function lineTotalOf(line: ParsedLine): number {
  if (line.lineTotal !== null) return line.lineTotal;
  return roundCents(
    (line.planCost ?? 0) +
      (line.equipment?.monthlyPayment ?? 0) +
      line.surcharges +
      line.taxes +
      line.otherCharges +
      line.credits +
      line.internationalCost,
  );
}

/** Whether a reading's lines, account charges and credits make its stated charges. */
export function reconciles(bill: ParsedBill): boolean {
  const stated = bill.currentCharges ?? bill.reconciliation.stated ?? bill.totalDue;
  if (stated === null) return false;
  const sum = roundCents(bill.lines.reduce((s, l) => s + lineTotalOf(l), 0) + bill.accountCharges + bill.credits);
  const linesAgree = bill.lines.every(
    (l) =>
      l.lineTotal === null ||
      l.planCost === null ||
      Math.abs(lineTotalOf({ ...l, lineTotal: null }) - l.lineTotal) < 0.005,
  );
  return Math.abs(sum - stated) < 0.005 && linesAgree;
}

/** Puts the model's answer into the empty fields only; names what it filled. */
export function applyGaps(bill: ParsedBill, answer: BillGaps): { bill: ParsedBill; filled: string[] } {
  const filled: string[] = [];
  const next: ParsedBill = { ...bill, lines: bill.lines.map((l) => ({ ...l })) };
  if (next.totalDue === null && money(answer.totalDue) !== null) {
    next.totalDue = money(answer.totalDue);
    filled.push("total due");
  }
  if (next.dueDate === null && answer.dueDate) {
    const iso = parseDate(answer.dueDate);
    if (iso) {
      next.dueDate = iso;
      filled.push("due date");
    }
  }
  if (next.currentCharges === null && money(answer.currentCharges) !== null)
    next.currentCharges = money(answer.currentCharges);
  for (const got of answer.lines) {
    const line = next.lines.find((l) => digits(l.phoneNumber) === digits(got.phoneNumber));
    if (!line) continue;
    if (line.planCost === null && money(got.planCost) !== null) {
      line.planCost = money(got.planCost);
      filled.push(`plan charge of ${line.phoneNumber}`);
    }
    if (!line.planName && got.planName?.trim()) {
      line.planName = got.planName.trim().slice(0, 300);
      filled.push(`plan of ${line.phoneNumber}`);
    }
    if (line.dataUsageGB === null && money(got.dataUsageGB) !== null && got.dataUsageGB! >= 0) {
      line.dataUsageGB = money(got.dataUsageGB);
      filled.push(`data used by ${line.phoneNumber}`);
    }
    if (line.lineTotal === null && money(got.lineTotal) !== null) {
      line.lineTotal = money(got.lineTotal);
      filled.push(`line total of ${line.phoneNumber}`);
    }
  }
  return { bill: next, filled };
}

const SYSTEM = [
  "You read the text of a US business wireless statement, one row per line, cells separated by ' | '.",
  "Fill only the fields you are asked for, with values printed on the statement; use null for anything not printed.",
  "Money in dollars as numbers (credits negative), data in GB (1 GB = 1024 MB), dates as yyyy-MM-dd.",
  "Never estimate or compute a value that is not printed.",
].join(" ");

/**
 * Asks the hosted model for the reading's gaps and keeps its answer only if the
 * bill then reconciles (or already did and still does). Any failure keeps the
 * parser's reading.
 */
export async function fillGapsWithModel(
  bill: ParsedBill,
  statementText: string,
  config: HostedModelConfig,
): Promise<{ bill: ParsedBill; filled: string[] }> {
  const gaps = gapsOf(bill);
  if (gaps.length === 0) return { bill, filled: [] };
  const lines = [...new Set(gaps.filter((g) => g.field.includes(".")).map((g) => g.field.split(".")[0]!))];
  const prompt = [
    `Fields to fill: ${gaps.map((g) => g.label).join("; ")}.`,
    lines.length ? `Lines with gaps: ${lines.join(", ")}.` : "No line has gaps; answer an empty lines list.",
    "Statement:",
    statementText.slice(0, MAX_PROMPT_CHARS),
  ].join("\n");
  let answer: BillGaps;
  try {
    const { object } = await generateObject({
      model: hostedChatModel(config, { structuredOutputs: true }),
      schema: billGapSchema,
      schemaName: "bill_gaps",
      schemaDescription: "Fields of a wireless statement the parser could not read",
      system: SYSTEM,
      prompt,
      temperature: 0,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    });
    answer = object;
  } catch {
    return { bill, filled: [] };
  }
  const { bill: candidate, filled } = applyGaps(bill, answer);
  if (filled.length === 0) return { bill, filled: [] };
  const moneyFilled = filled.some((f) => f !== "due date");
  // A money answer must make the bill reconcile; a date alone must not break a reconciled reading.
  if (moneyFilled ? !reconciles(candidate) : bill.reconciliation.status === "reconciled" && !reconciles(candidate))
    return { bill, filled: [] };
  const nowReconciled = reconciles(candidate);
  const warnings = candidate.warnings.filter((w) => !filledWarning(w, filled, nowReconciled));
  const reconciliation =
    nowReconciled && candidate.reconciliation.status !== "reconciled"
      ? {
          ...candidate.reconciliation,
          status: "reconciled" as const,
          stated: candidate.currentCharges ?? candidate.reconciliation.stated ?? candidate.totalDue,
          linesTotal: roundCents(candidate.lines.reduce((s, l) => s + lineTotalOf(l), 0)),
          unattributed: 0,
        }
      : candidate.reconciliation;
  return { bill: { ...candidate, warnings, reconciliation }, filled };
}

/** The parser's warning about a field the model has now filled. */
function filledWarning(warning: string, filled: string[], reconciled: boolean): boolean {
  const w = warning.toLowerCase();
  if (filled.includes("total due") && w.includes("total amount due was not found")) return true;
  if (filled.includes("due date") && w.includes("due date was not found")) return true;
  if (reconciled && /not attributed|more than the bill/.test(w)) return true;
  return filled.some((f) => {
    const phone = f.match(/\(\d{3}\) \d{3}-\d{4}/)?.[0];
    if (!phone || !warning.includes(phone)) return false;
    return (
      (f.startsWith("plan charge") && w.includes("no plan charge")) ||
      (f.startsWith("data used") && w.includes("no data usage"))
    );
  });
}
