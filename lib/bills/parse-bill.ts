/**
 * Reads the text of a business wireless statement (AT&T, Verizon, T-Mobile and
 * layouts like theirs): account, total due, due date, taxes, and per line the
 * phone number, user and cost centre, plan and its charge, data used, device
 * installment with remaining balance, international charges and line total.
 * Pure: works on text from a PDF or from OCR alike.
 */
import type { CarrierId } from "@/config/carriers";

export type ParsedEquipment = { deviceName: string; monthlyPayment: number; remainingBalance: number };

export type ParsedLine = {
  phoneNumber: string;
  user: string | null;
  department: string | null;
  planName: string;
  planCost: number | null;
  dataUsageGB: number;
  equipment: ParsedEquipment | null;
  internationalCost: number;
  countries: string[];
  /** As printed on the bill; null when the bill shows no line total. */
  printedTotal: number | null;
};

export type ParsedBill = {
  provider: CarrierId | null;
  accountNumber: string | null;
  billingPeriod: string | null;
  totalDue: number | null;
  dueDate: string | null;
  taxesAndFees: number | null;
  lines: ParsedLine[];
};

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

const pad = (n: number) => String(n).padStart(2, "0");

/** "Nov 24, 2026", "December 1, 2026", "11/25/2026", "2026-11-25", "24 Nov 2026" → "2026-11-24". */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let m = t.match(/^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, m[1]!.toLowerCase() === "sept" ? 4 : 3).toLowerCase()];
    if (month) return valid(Number(m[3]), month, Number(m[2]));
  }
  m = t.match(/^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})/);
  if (m) {
    const month = MONTHS[m[2]!.slice(0, 3).toLowerCase()];
    if (month) return valid(Number(m[3]), month, Number(m[1]));
  }
  m = t.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/);
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return valid(year, Number(m[1]), Number(m[2]));
  }
  m = t.match(/^(\d{4})-(\d{2})-(\d{2})\b/);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

function valid(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const DATE_PATTERN = String.raw`(?:[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+[A-Za-z]{3,9}\.?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})`;

/** Dollar amounts of a row, in order ("-$1,024.50" is negative). Data sizes are not money. */
export function moneyValues(row: string): number[] {
  const values: number[] = [];
  const pattern = /(-)?\s?\$\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?!\d)/g;
  for (const m of row.matchAll(pattern)) values.push(Number(`${m[1] ? "-" : ""}${m[2]!.replace(/,/g, "")}.${m[3]}`));
  return values;
}

function lastMoney(row: string): number | null {
  const values = moneyValues(row);
  return values.length ? values[values.length - 1]! : null;
}

function detectProvider(text: string): CarrierId | null {
  const head = text.slice(0, 1500).toLowerCase();
  const scores: Array<[CarrierId, number]> = [
    ["att", (head.match(/at\s?&\s?t|\batt\b/g) ?? []).length],
    ["verizon", (head.match(/verizon/g) ?? []).length],
    ["tmobile", (head.match(/t[\s-]?mobile/g) ?? []).length],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] > 0 ? scores[0]![0] : null;
}

const PHONE_START = /^(?:Line\s*:?\s*|Wireless number\s*:?\s*|Mobile\s*:?\s*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]?(\d{4})(?!\d)/i;

/** Rows that end a line's section (page furniture and closing rows). */
const SECTION_END = /^(?:end of statement|page \d+ of \d+|total (?:amount )?due|account summary|important (?:information|messages)|thank you)/i;

function field(rows: string[], pattern: RegExp): RegExpMatchArray | null {
  for (const row of rows) {
    const m = row.match(pattern);
    if (m) return m;
  }
  return null;
}

function cleanName(text: string): string {
  return text.replace(/\s+/g, " ").replace(/^[\s:|\-–]+|[\s:|\-–]+$/g, "").trim();
}

function parseDepartment(head: string): string | null {
  const m = head.match(/(?:cost\s*cent(?:er|re)|dept\.?|department|division|group)\s*[:#]?\s*(.+?)(?=\s+user\s*:|\s+name\s*:|\s*\||$)/i);
  if (!m) return null;
  const value = cleanName(m[1]!);
  if (!value || /^[-–—_.]+$/.test(value) || /^(?:none|n\/a|unassigned)$/i.test(value)) return null;
  return value;
}

function parseUser(head: string): string | null {
  const m = head.match(/(?:user|name)\s*:\s*(.+?)(?=\s+cost\s*cent|\s+dept|\s*\||$)/i);
  return m ? cleanName(m[1]!) || null : null;
}

function parseEquipment(rows: string[]): ParsedEquipment | null {
  const row = rows.find((r) => /^(?:device|equipment|installment|device payment)\b/i.test(r) && moneyValues(r).length > 0);
  if (!row) return null;
  const values = moneyValues(row);
  let balance = 0;
  const balanceMatch = row.match(/(?:balance|remaining)[^$]*\$\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})/i);
  if (balanceMatch) balance = Number(`${balanceMatch[1]!.replace(/,/g, "")}.${balanceMatch[2]}`);
  const monthly = values.find((v) => v !== balance || values.length === 1) ?? values[0]!;
  let name = row
    .replace(/^(?:device|equipment|installment)\s*(?:charges?)?\s*:?\s*/i, "")
    .replace(/^device payment(?: agreement)?\s*[-–:]?\s*/i, "")
    .replace(/^device payment agreement\s*[-–:]?\s*/i, "");
  name = name.split(/\s+(?:installment|\(?payment\s+\d|eip\b|dpa\b|\(?\d+\s+of\s+\d+|\$)/i)[0] ?? name;
  return { deviceName: cleanName(name.replace(/[()]/g, "")), monthlyPayment: monthly, remainingBalance: balance };
}

function parseInternational(rows: string[]): { cost: number; countries: string[] } {
  let cost = 0;
  const countries: string[] = [];
  for (const row of rows) {
    if (!/^(?:international|roaming|travel\s?pass|intl)\b/i.test(row)) continue;
    const amount = lastMoney(row);
    if (amount !== null) cost += amount;
    const listed = row
      .replace(/^(?:international(?:\s+(?:services|charges|calling|roaming))?|roaming|intl)\s*:?\s*/i, "")
      .replace(/^(?:roaming|travel\s?pass|international pass|day pass|pay[\s-]per[\s-]use)\s*[-–:]?\s*/i, "")
      .replace(/-?\s?\$\s?[\d,]+\.\d{2}.*$/, "");
    for (const part of listed.split(/,|\band\b|\//)) {
      const country = cleanName(part);
      if (country && /^[A-Za-z][A-Za-z .'-]+$/.test(country) && !countries.includes(country)) countries.push(country);
    }
  }
  return { cost: Math.round(cost * 100) / 100, countries };
}

function parseLineBlock(head: string, rows: string[], phone: string): ParsedLine {
  const all = [head, ...rows];
  const planRow = field(rows, /^(?:plan|monthly access|rate plan|price plan|plan charges?|monthly plan)\b\s*:?\s*(.*)$/i);
  let planName = "";
  let planCost: number | null = null;
  if (planRow) {
    planCost = lastMoney(planRow[0]);
    planName = cleanName((planRow[1] ?? "").replace(/-?\s?\$\s?[\d,]+\.\d{2}.*$/, ""));
  }
  if (!planName) {
    // T-Mobile style: "(415) 555-0101 | Dept: Sales | Go5G Business".
    const parts = head.split("|").map((p) => cleanName(p));
    const candidate = parts.slice(1).find((p) => p && !/^(?:dept|cost|user|department)/i.test(p));
    if (candidate) planName = candidate;
  }
  const data = field(all, /(?:data used|data usage|usage|data)\s*:?\s*(\d+(?:[.,]\d+)?)\s*(GB|MB|KB)\b/i) ??
    field(all, /(\d+(?:\.\d+)?)\s*(GB|MB)\s+(?:data|used)/i);
  let dataUsageGB = 0;
  if (data) {
    const value = Number(data[1]!.replace(",", "."));
    const unit = data[2]!.toUpperCase();
    dataUsageGB = unit === "GB" ? value : unit === "MB" ? value / 1024 : value / (1024 * 1024);
    dataUsageGB = Math.round(dataUsageGB * 100) / 100;
  }
  const totalRow = field(rows, /^(?:line total|total for this line|line subtotal|total for line|line charges total|total)\b.*$/i);
  const international = parseInternational(rows);
  return {
    phoneNumber: phone,
    user: parseUser(head),
    department: parseDepartment(head),
    planName,
    planCost,
    dataUsageGB,
    equipment: parseEquipment(rows),
    internationalCost: international.cost,
    countries: international.countries,
    printedTotal: totalRow ? lastMoney(totalRow[0]) : null,
  };
}

export function parseBillText(text: string): ParsedBill {
  const rows = text
    .replace(/\r/g, "")
    .split("\n")
    .map((r) => r.replace(/[ \t]+/g, " ").replace(/[“”]/g, '"').trim())
    .filter(Boolean);
  const joined = rows.join("\n");

  const totalMatch = joined.match(/(?:total amount due|total due|amount due|total balance due|balance due|please pay)\b[^$\n]*?(-?\s?\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2})/i);
  const totalDue = totalMatch ? moneyValues(totalMatch[1]!)[0] ?? null : null;
  const dueMatch =
    joined.match(new RegExp(String.raw`(?:payment due date|due date|due by|pay by|please pay by|due on|amount due by|total amount due by)\s*:?\s*(${DATE_PATTERN})`, "i"));
  const dueDate = dueMatch ? parseDate(dueMatch[1]!) : null;
  const taxesMatch = joined.match(/(?:surcharges,? taxes(?:,)? and fees|taxes,? governmental surcharges and fees|taxes\s*&\s*fees|taxes and fees|taxes, fees and surcharges|taxes)\b[^$\n]*(\$\s?[\d,]+\.\d{2})/i);
  const taxesAndFees = taxesMatch ? moneyValues(taxesMatch[1]!)[0] ?? null : null;
  const accountMatch = joined.match(/account\s*(?:number|no\.?|#)?\s*:?\s*(\d[\d -]{4,}\d)/i);
  const periodMatch = joined.match(/(?:billing period|bill period|service period|statement period)\s*:?\s*([^\n]+)/i);

  const lines: ParsedLine[] = [];
  let current: { head: string; phone: string; rows: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const line = parseLineBlock(current.head, current.rows, current.phone);
    if (line.planCost !== null || line.printedTotal !== null) lines.push(line);
    current = null;
  };
  for (const row of rows) {
    const phone = row.match(PHONE_START);
    if (phone) {
      flush();
      current = { head: row, phone: `(${phone[1]}) ${phone[2]}-${phone[3]}`, rows: [] };
      continue;
    }
    if (!current) continue;
    if (SECTION_END.test(row)) {
      flush();
      continue;
    }
    current.rows.push(row);
    if (/^(?:line total|total for this line|line subtotal|total for line)\b/i.test(row)) flush();
  }
  flush();

  return {
    provider: detectProvider(joined),
    accountNumber: accountMatch ? accountMatch[1]!.trim() : null,
    billingPeriod: periodMatch ? periodMatch[1]!.trim() : null,
    totalDue,
    dueDate,
    taxesAndFees,
    lines,
  };
}
