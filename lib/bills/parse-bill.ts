/**
 * Reads a wireless statement of any layout from its rows of positioned text:
 * the bill's figures by the meaning of their labels (wherever the value stands:
 * after the label, in the next cell, or under it), and every line (phone
 * number) from line tables read by their header row and from per-line detail
 * sections read row by row. The reading checks itself: line totals plus
 * account-level charges and credits must make the bill's current charges, and
 * where the text admits several readings the one that reconciles is kept.
 * What cannot be read becomes a warning, not a refusal. Pure.
 */
import type { CarrierId } from "@/config/carriers";
import { findCarrierMentions } from "@/lib/lang/carriers";
import { findDates, findYearlessDates, type DateMatch } from "@/lib/lang/dates";
import { findMoney, roundCents, type MoneyMatch } from "@/lib/lang/money";
import { findPhones, type PhoneMatch } from "@/lib/lang/phone";
import type { ParsedBill, ParsedEquipment, ParsedLine, Reconciliation } from "./analysis-schema";
import {
  LABEL,
  OWNED_DEVICE,
  chargeCategory,
  columnCategory,
  isGenericFee,
  isSubtotalLabel,
  mentionsCategory,
  type ChargeCategory,
  type ColumnCategory,
} from "./labels";
import { rowsFromText, type Cell, type Row } from "./layout";

export type { ParsedBill, ParsedLine, ParsedEquipment } from "./analysis-schema";
import { deviceKind, isDeviceModel, namesOnlyDeviceKind, namesOnlyLineType } from "./line-kind";

/** Toll-free prefixes: customer-care numbers, never lines of the account. */
const TOLL_FREE = /^\+1(?:800|833|844|855|866|877|888)/;

/**
 * The words naming a record's identifier just before a number ("Agreement #2218347729", "Order no. 5120437788",
 * "Invoice: 4695550123", "IMEI 3567…", "Ref 2145550199"): that number identifies the record, it is no line.
 */
const IDENTIFIER_BEFORE =
  /\b(?:agreement|contract|invoice|order|reference|ref|confirmation|conf|ticket|case|serial|imei|meid|esn|iccid|sim|loan|transaction|receipt|tracking)\.?\s*(?:#|no\.?|number|num\.?|id)?\s*[:#]?\s*$/i;

type DataMatch = { gb: number; start: number; end: number };

type CellInfo = Cell & {
  phones: PhoneMatch[];
  money: MoneyMatch[];
  dates: DateMatch[];
  data: DataMatch[];
  /** Bare decimal numbers that are not money (e.g. "12.5" in a data column). */
  numbers: { value: number; start: number; end: number }[];
  /** The words of the cell without its figures. */
  label: string;
};

type RowInfo = { page: number; y: number; height: number; text: string; cells: CellInfo[]; index: number };

const UNIT_GB: Record<string, number> = { TB: 1024, GB: 1, MB: 1 / 1024, KB: 1 / (1024 * 1024) };

function findData(text: string): DataMatch[] {
  const out: DataMatch[] = [];
  // "12.40 GB of Unlimited", also run together by a scan ("0.27 GBof Unlimited").
  for (const m of text.matchAll(/(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?(TB|GB|MB|KB)(?:\b|(?=of\b))/gi)) {
    const value = Number(`${m[1]!.replace(/,/g, "")}${m[2] ? `.${m[2]}` : ""}`) * UNIT_GB[m[3]!.toUpperCase()]!;
    out.push({ gb: Math.round(value * 100) / 100, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

function describeCell(cell: Cell): CellInfo {
  const text = cell.text;
  const phones = findPhones(text).filter((p) => !IDENTIFIER_BEFORE.test(text.slice(0, p.start)));
  const dates = findDates(text).filter((d) => !phones.some((p) => overlaps(p, d)));
  const data = findData(text);
  const taken = [...phones, ...dates, ...data];
  const money = findMoney(text).filter((m) => !taken.some((t) => overlaps(t, m)));
  const numbers: CellInfo["numbers"] = [];
  // Quantities with or without thousands separators ("911", "24,768", "1,204.5").
  for (const m of text.matchAll(/(?<![\w.,$-])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w.,])/g)) {
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (![...taken, ...money].some((t) => overlaps(t, span)))
      numbers.push({ value: Number(m[0].replace(/,/g, "")), ...span });
  }
  let label = text;
  // Names keep their figures ("iPhone 15", "Go5G", "50GB"); only amounts, numbers and dates leave the label.
  for (const span of [...phones, ...dates, ...money].sort((a, b) => b.start - a.start)) {
    label = `${label.slice(0, span.start)} ${label.slice(span.end)}`;
  }
  label = label
    .replace(/[$:|•·*]+/g, " ")
    // OCR reads l as 1 and o as 0 inside words ("Tota1 due", "Am0unt").
    .replace(/(?<=[A-Za-z])1(?=[A-Za-z]|\b)/g, "l")
    .replace(/(?<=[A-Za-z])0(?=[A-Za-z])/g, "o")
    .replace(/\s+/g, " ")
    .trim();
  return { ...cell, phones, money, dates, data, numbers, label };
}

const rowMoney = (row: RowInfo) => row.cells.flatMap((c) => c.money);

/** The row's text with its cells joined by a space, and its amounts placed in that text. */
function rowAmounts(row: RowInfo): { text: string; amounts: MoneyMatch[] } {
  let offset = 0;
  const amounts: MoneyMatch[] = [];
  for (const cell of row.cells) {
    for (const m of cell.money) amounts.push({ ...m, start: m.start + offset, end: m.end + offset });
    offset += cell.text.length + 1;
  }
  return { text: row.cells.map((c) => c.text).join(" "), amounts };
}
/** A field of a key and its value ("User: Ann Lee", "Plan: Business Unlimited", "Cost center: Sales"). */
const FIELD = /^([A-Za-z .]+?)\s*:\s*(.*)$/;

/** Whether a cell's label names something: not empty, nor a bare count (a quantity column's "1"). */
const namesSomething = (label: string) => label !== "" && !/^\d{1,3}$/.test(label);

/** A row's words: its cells' labels that name something. */
const rowLabel = (row: RowInfo) =>
  row.cells
    .map((c) => c.label)
    .filter(namesSomething)
    .join(" ")
    .toLowerCase();

/**
 * Two blocks side by side on one row ("Plan X $45.00 | Device: Y $19.44", "Fees & taxes $4.31 | Balance
 * remaining: $476.74"): each amount with the words just before it, when every amount has its own words and
 * they name charges of different kinds. Null when the row is not made of such pairs.
 */
function labelledPairs(row: RowInfo): Array<{ label: string; text: string; amounts: MoneyMatch[] }> | null {
  const pairs: Array<{ label: string; text: string; amounts: MoneyMatch[] }> = [];
  let words: CellInfo[] = [];
  // A last cell of one bare amount that is the pairs' sum ("Surcharges & fees $3.10 | Gov. taxes & fees $4.77 | $7.87"):
  // their total, printed after them.
  const last = row.cells.at(-1);
  const sumLast =
    last &&
    last.money.length === 1 &&
    !/[A-Za-z]{2}/.test(last.label) &&
    row.cells.length >= 3 &&
    row.cells.at(-2)!.money.length
      ? last
      : null;
  for (const cell of sumLast ? row.cells.slice(0, -1) : row.cells) {
    if (cell.money.length === 0) {
      if (!/[A-Za-z]{2}/.test(cell.label)) return null;
      words.push(cell);
      continue;
    }
    if (cell.money.length !== 1) return null;
    const parts = [...words, cell];
    const label = cleanText(parts.map((c) => c.label).join(" "));
    if (!/[A-Za-z]{2}/.test(label)) return null;
    const offset = parts.slice(0, -1).reduce((n, c) => n + c.text.length + 1, 0);
    const m = cell.money[0]!;
    pairs.push({
      label,
      text: parts.map((c) => c.text).join(" "),
      amounts: [{ ...m, start: m.start + offset, end: m.end + offset }],
    });
    words = [];
  }
  if (words.length || pairs.length < 2) return null;
  if (sumLast && !near(roundCents(pairs.reduce((n, p) => n + p.amounts[0]!.value, 0)), sumLast.money[0]!.value))
    return null;
  const kinds = pairs.map((p) => chargeCategory(p.label.toLowerCase()) ?? "plan");
  return new Set(kinds).size === kinds.length ? pairs : null;
}

function cleanText(text: string): string {
  return (
    text
      // Brackets left empty or unmatched where a figure or a number stood ("Dana Lee (512-555-0118)" without its number).
      .replace(/\(\s*\)|\[\s*\]/g, " ")
      .replace(/^([^(]*)\)/, "$1 ")
      .replace(/\(([^)]*)$/, " $1")
      .replace(/\s+/g, " ")
      .replace(/^[\s:|\-–—,.]+|[\s:|\-–—,]+$/g, "")
      .trim()
  );
}

/**
 * A user's name as people write it: printed in capitals ("MARIA LOPEZ", "PETER O'NEIL") or
 * family name first ("Lopez, Maria") it becomes "Maria Lopez"; other names stay as printed.
 */
function personName(text: string): string {
  const reversed = text.match(
    /^([A-Za-z][A-Za-z'’.-]+(?:\s+[A-Za-z][A-Za-z'’.-]+)?),\s*([A-Za-z][A-Za-z'’.-]+(?:\s+[A-Za-z][A-Za-z'’.-]*)?)$/,
  );
  // A period after the last word ("Ken Watanabe.") is a speck of the scan or the end of a sentence, not the name's.
  const name = (reversed ? `${reversed[2]} ${reversed[1]}` : text).replace(/(?<=[A-Za-z]{2})\.$/, "");
  if (/[a-z]/.test(name) || !/[A-Z]{2}/.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’.-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * A line's user: a person's name (two to four capitalised words, no figures), or what a business
 * calls a shared line, capitalised words and its number ("Store 12", "Van #4", "Fleet Hotspot 1");
 * no label words, no device model ("Pixel 9").
 */
function looksLikeName(text: string): boolean {
  const t = cleanText(text);
  // "Maria Lopez", "MARIA J. LOPEZ", "Lopez, Maria", "Mary-Jane O'Neil".
  const person = /^[A-Z][a-zA-Z'’.-]+(?:,?\s+[A-Z][a-zA-Z'’.-]*){1,3}$/.test(t);
  const numbered = /^[A-Z][a-zA-Z'’.-]+(?:\s+[A-Z][a-zA-Z'’.-]*){0,2}\s+#?\d{1,4}$/.test(t) && !isDeviceModel(t);
  if (!person && !numbered) return false;
  if (LABEL.totalDue(t.toLowerCase()) || LABEL.dataUse(t.toLowerCase())) return false;
  // A charge's label is no name; a shared line's name may hold a charge word beside its own ("Fleet Hotspot 1").
  const words = t.split(/\s+/).filter((w) => !/\d/.test(w));
  if (numbered ? words.every((w) => chargeCategory(w)) : chargeCategory(t)) return false;
  return !/\b(?:line|lines|number|mobile|wireless|page|account|statement|business|summary|details?|charges?|plan|unlimited|wearable|tablet|watch)\b/i.test(
    t,
  );
}

// ---------------------------------------------------------------------------
// Values next to labels

/** A value and where it is printed: its row, its cell, and whether it stands under its label (a stacked box) rather than on the label's row. */
type Found<T> = { value: T; row: number; cell: number; under: boolean };

/** A label of a figure of its own ("Previous balance", "Payment received", "Adjustments"): its value is not another label's. */
const namesAnotherFigure = (label: string) =>
  LABEL.previousBalance(label) ||
  LABEL.payments(label) ||
  LABEL.currentCharges(label) ||
  /\badjustments?\b|\bbalance\s+forward\b/.test(label);

/**
 * The value a label points at: in the label's own cell after it, in the cells
 * to its right, or in the next row(s) under the label (stacked boxes).
 */
function valueNear<T>(
  rows: RowInfo[],
  r: number,
  cellIndex: number,
  pick: (cell: CellInfo) => T | null,
): Found<T> | null {
  const row = rows[r]!;
  for (let c = cellIndex; c < row.cells.length; c++) {
    const cell = row.cells[c]!;
    // Another figure's label in between ("Amount due | Last bill | $601.18"): the amount is that one's.
    if (c > cellIndex && cell.label && namesAnotherFigure(cell.label.toLowerCase())) break;
    const v = pick(cell);
    if (v !== null) return { value: v, row: r, cell: c, under: false };
  }
  const labelCell = row.cells[cellIndex]!;
  // Amount first ("$408.46 | Amount due by 07 Dec 2026"): a row of an amount and, just right of it, its label.
  const before = row.cells[0]!;
  if (
    cellIndex === 1 &&
    row.cells.length === 2 &&
    !before.label &&
    labelCell.x0 - before.x1 >= 0 &&
    labelCell.x0 - before.x1 <= row.height * 3
  ) {
    const v = pick(before);
    if (v !== null) return { value: v, row: r, cell: 0, under: false };
  }
  const centre = (labelCell.x0 + labelCell.x1) / 2;
  for (let k = r + 1; k <= Math.min(rows.length - 1, r + 2); k++) {
    const below = rows[k]!;
    if (below.page !== row.page) break;
    // …not the value of another figure's label just left of it on its row ("Payment received … | $482.15 CR").
    const othersValue = (i: number) => {
      const left = below.cells[i - 1];
      return !!left?.label && !left.money.length && namesAnotherFigure(left.label.toLowerCase());
    };
    const candidates = below.cells
      .map((cell, i) => ({ cell, i, v: pick(cell) }))
      .filter(
        (x) =>
          x.v !== null &&
          x.cell.x1 >= labelCell.x0 - row.height * 3 &&
          x.cell.x0 <= labelCell.x1 + row.height * 6 &&
          !namesAnotherFigure(x.cell.label.toLowerCase()) &&
          !othersValue(x.i),
      )
      .sort((a, b) => Math.abs((a.cell.x0 + a.cell.x1) / 2 - centre) - Math.abs((b.cell.x0 + b.cell.x1) / 2 - centre));
    if (candidates.length) return { value: candidates[0]!.v as T, row: k, cell: candidates[0]!.i, under: true };
    // A row of other labels under this one ends the search (not labels of a block beside it).
    if (below.cells.some((c) => c.label && c.money.length === 0 && c.dates.length === 0)) break;
  }
  return null;
}

/** Money after the label within a cell: the first amount in the cell's text past the label's words. */
const moneyPick = (cell: CellInfo) => (cell.money.length ? cell.money[0]!.value : null);
const datePick = (cell: CellInfo) => (cell.dates.length ? cell.dates[0]!.iso : null);

function firstLabelled<T>(
  rows: RowInfo[],
  test: (label: string) => boolean,
  pick: (cell: CellInfo) => T | null,
  skip?: (label: string) => boolean,
): Found<T> | null {
  return everyLabelled(rows, test, pick, skip, 1)[0] ?? null;
}

/** Every value a label of the kind points at, in the order they are printed (at most `limit`), with its label. */
function everyLabelled<T>(
  rows: RowInfo[],
  test: (label: string) => boolean,
  pick: (cell: CellInfo) => T | null,
  skip?: (label: string) => boolean,
  limit = Infinity,
): Array<Found<T> & { label: string }> {
  const found: Array<Found<T> & { label: string }> = [];
  for (let r = 0; r < rows.length && found.length < limit; r++) {
    const row = rows[r]!;
    for (let c = 0; c < row.cells.length && found.length < limit; c++) {
      const label = row.cells[c]!.label.toLowerCase();
      if (!label || !test(label) || skip?.(label)) continue;
      const value = valueNear(rows, r, c, pick);
      if (value) found.push({ ...value, label });
    }
  }
  return found;
}

/**
 * The amount due: the first amount a label of it points at; where such labels point at different amounts ("Please
 * pay the past due amount of $956.51" above "Total amount due $1,392.22"), the one the labels naming a total agree on.
 */
function amountDueOf(rows: RowInfo[], skip: (label: string) => boolean): Found<number> | null {
  const readings = everyLabelled(rows, LABEL.totalDue, moneyPick, skip);
  const first = readings[0];
  if (!first || readings.every((f) => f.value === first.value)) return first ?? null;
  const totals = readings.filter((f) => /\btotal\b/.test(f.label));
  return totals.length && totals.every((f) => f.value === totals[0]!.value) ? totals[0]! : first;
}

// ---------------------------------------------------------------------------
// Lines

type LineDraft = {
  phone: PhoneMatch;
  user: string | null;
  department: string | null;
  planName: string;
  planCost: number | null;
  equipment: { deviceName: string; monthlyPayment: number | null; remainingBalance: number | null } | null;
  surcharges: number;
  taxes: number;
  otherCharges: number;
  credits: number;
  internationalCost: number;
  countries: string[];
  dataUsageGB: number | null;
  lineTotal: number | null;
  /** Amounts seen per category in this draft (for subtotal rows). */
  seen: Partial<Record<ChargeCategory, number>>;
  /** The plan name was guessed from an unlabelled word of the line's head row; a plan charge row names it better. */
  planNameGuessed: boolean;
  /** Rows read as the breakdown of a category row above them (not added); kept as another reading. */
  absorbed: Array<{ category: ChargeCategory; value: number }>;
  /** Which rule read each field of the line (the last one that changed it), for the analysis's details. */
  readBy: Record<string, string>;
  /** Charge rows whose only figure is a whole number (a scan that lost the decimal point: "132" for "1.32"), in dollars; another reading. */
  unpointed: Array<{ category: ChargeCategory; value: number }>;
  /** The last charge row, when its label named no kind of charge (kept as "other" until a row says what it was). */
  unnamedCharge: { value: number; label: string } | null;
  /**
   * The last installment charged by a row that gave no balance ("Installment Agreement #… $13.89"), until another
   * row: a status row right under it that restates it with the balance ("Installment 9 of 36 · Monthly $13.89,
   * Remaining $375.03") is the same agreement, not a second device.
   */
  installmentCharged: number | null;
  /** A device's model printed beside the line's number: the device of its installment, if the line has one. */
  headDevice: string | null;
  /** Surcharges and taxes were listed under one heading naming both, and split here by their items' names. */
  feesTogether: boolean;
  /**
   * The line's section also printed a heading of surcharges alone or of taxes alone ("Surcharges and Other Charges",
   * then "Taxes, Governmental Surcharges & Fees"): the split is the headings' own, printed.
   */
  feesApart: boolean;
  /** The header of the line table whose row the line was read from, if any. */
  table?: Header;
  /** Read from a ledger: one table row per charge. */
  ledger?: boolean;
};

/** The line's device payment, started empty when the line has none yet. */
function equipmentOf(d: LineDraft): NonNullable<LineDraft["equipment"]> {
  return (d.equipment ??= { deviceName: "", monthlyPayment: null, remainingBalance: null });
}

function newDraft(phone: PhoneMatch): LineDraft {
  return {
    readBy: {},
    phone,
    user: null,
    department: null,
    planName: "",
    planCost: null,
    equipment: null,
    surcharges: 0,
    taxes: 0,
    otherCharges: 0,
    credits: 0,
    internationalCost: 0,
    countries: [],
    dataUsageGB: null,
    lineTotal: null,
    seen: {},
    absorbed: [],
    unpointed: [],
    planNameGuessed: false,
    unnamedCharge: null,
    installmentCharged: null,
    headDevice: null,
    feesTogether: false,
    feesApart: false,
  };
}

function hasCharges(d: LineDraft): boolean {
  return (
    d.planCost !== null ||
    d.lineTotal !== null ||
    d.equipment !== null ||
    d.surcharges !== 0 ||
    d.taxes !== 0 ||
    d.otherCharges !== 0 ||
    d.internationalCost !== 0 ||
    d.credits !== 0
  );
}

/** What a line's charges as read add up to (its total when every part was read). */
export function computedTotal(
  d: Pick<
    LineDraft,
    "planCost" | "equipment" | "surcharges" | "taxes" | "otherCharges" | "credits" | "internationalCost"
  >,
): number {
  return roundCents(
    (d.planCost ?? 0) +
      (d.equipment?.monthlyPayment ?? 0) +
      d.surcharges +
      d.taxes +
      d.otherCharges +
      d.credits +
      d.internationalCost,
  );
}

/** The key of a device's figure that is not its monthly installment: its price, what was financed or paid so far. */
const NOT_INSTALLMENT = /\b(?:price|paid|financed|retail|msrp|down\s*payment|original|value|trade[\s-]?in)\b/i;

/** The words after a figure that make it what is left to pay ("$666.72 left", "$533.28 balance remaining"). */
const OWED_AFTER = /^\s*(?:balance\s+)?(?:left|remaining|still\s+owed|outstanding)\b/i;

/** Device name from an equipment label: without the generic words and the "n of N" count. */
function deviceNameOf(label: string): string {
  // "Smartphone - Apple iPhone 16", "Tablet: Apple iPad Air": the kind of device before its model is no part of its name.
  const kindFirst = /^\s*([A-Za-z][A-Za-z ]*?)\s*[-–—:·]\s+(.+)$/.exec(label);
  // "Apple Watch Series 10 - Smartwatch", "Inseego MiFi X PRO 5G - Jetpack / Hotspot": nor is the kind after it.
  const kindLast = /^(.+?)\s+[-–—:·]\s+([A-Za-z][A-Za-z /&]*?)\s*$/.exec(label);
  const named =
    kindFirst && deviceKind(kindFirst[1]) && !isDeviceModel(kindFirst[1]!) && isDeviceModel(kindFirst[2]!)
      ? kindFirst[2]!
      : kindLast && deviceKind(kindLast[2]) && isDeviceModel(kindLast[1]!)
        ? kindLast[1]!
        : label;
  return cleanText(
    named
      // "pmt 15/36", "(mo. 15/36)", "Month 7 of 24": which payment of how many; as a scan may read it too ("14-of 36",
      // "22.0f 36": a dash or a point before "of", its o read as a zero).
      .replace(/\(?\b(?:installment|payment|pmt|inst\.?|months?|mos?\.?)?\s*\d+\s*(?:[-.]?\s*[o0]f|\/)\s*\d+\)?/gi, " ")
      // An agreement's or order's number ("#2218347729", "Agreement 5120437"): no model is named by five digits.
      .replace(/(?:#\s*|\b(?:no\.?|number|id|ref\.?|order)\s*#?\s*)?\b\d{5,}\b/gi, " ")
      .replace(/\/\s*(?:mo|month)\b|\bper\s+month\b|\ba\s+month\b/gi, " ")
      // "balance after this bill", "remaining after this statement": when the balance stands, not part of the name.
      .replace(/\b(?:after|as\s+of|following)\s+this\s+(?:bill|statement|invoice|payment|month)\b/gi, " ")
      // "bal after 50.01", "balance after": the balance's own words.
      .replace(/\b(?:bal(?:ance)?|remaining)\.?\s+after\b/gi, " ")
      // "$12.50 this bill", "due this month", "(final installment)": when the payment falls, not the device.
      .replace(
        /\b(?:(?:due|charged|billed)\s+)?(?:this|current)\s+(?:bill|statement|invoice|month|period|cycle)\b|\b(?:final|last)\b/gi,
        " ",
      )
      // A list's item number or a count before the device ("2) Apple iPad Air", "3. Pixel 9", "1 Galaxy A35"): no
      // model's name begins with a number set apart.
      .replace(/^\W*\d{1,3}[).]?\s+(?=[A-Za-z])/, " ")
      .replace(
        /\b(?:device|equipment|installment|installments|eip|dpa|payment|payments|agreement|plan|financing|lease|handset|monthly|charges?|remaining|bal(?:ance)?|left to pay|left on|left owing|left|after this|unpaid|payoff|for|of|months?)\b/gi,
        " ",
      )
      .replace(/[()\-–:]+/g, " ")
      .replace(/[\s,;.·•]+$/, ""),
  );
}

/** Header columns that name a line's figures (not who or what the line is). */
const FIGURE_COLUMNS = new Set<ColumnCategory>([
  "plan",
  "equipment",
  "balance",
  "surcharges",
  "taxes",
  "credits",
  "international",
  "other",
  "lineTotal",
  "data",
]);

/** A column over figures: a plan column there holds the plan's charge, a device column the device's installment. */
const asFigureColumn = (c: Header["columns"][number]): Header["columns"][number] => ({
  ...c,
  category: c.category === "planName" ? "plan" : c.category === "device" ? "equipment" : c.category,
});

/**
 * A row of N figures in a line's section under a table header of N figure columns printed above the sections
 * ("Business Unlimited Advanced 55.00 20.83 2.85 2.70 81.38 9.6GB" under "Line Plan Plans Equipment Fees Taxes
 * Total Data"), read by order: kept only when the header has a total column and the row's parts make it.
 */
function readFiguresByOrder(header: Header, d: LineDraft, row: RowInfo): boolean {
  // Two readings of the header: its figure columns; or every column after the plan's name, where a second "plan"
  // or a "device" column then holds the plan's charge or the device's installment ("Plan | Plans | Equipment").
  const nameAt = header.columns.findIndex((c) => c.category === "planName");
  const after = nameAt >= 0 ? header.columns.slice(nameAt + 1) : [];
  const readings = [
    header.columns.filter((c) => FIGURE_COLUMNS.has(c.category)),
    after.every((c) => FIGURE_COLUMNS.has(c.category) || c.category === "planName" || c.category === "device")
      ? after.map(asFigureColumn)
      : [],
  ];
  return readings.some((columns) => readFiguresAs(columns, d, row));
}

/**
 * Reads a row's figures as the given columns, in order, when their arithmetic holds: the parts make the row's own
 * total column, or, with no total column, `statedTotal` (the line's total printed elsewhere in its section).
 */
function readFiguresAs(
  columns: Header["columns"],
  d: LineDraft,
  row: RowInfo,
  statedTotal: number | null = null,
): boolean {
  const totalled = columns.some((c) => c.category === "lineTotal");
  if (columns.length < 3 || (!totalled && statedTotal === null)) return false;
  // `empty`: a column printed as a dash ("35.00  -  3.18"), nothing charged there.
  type Figure = { start: number; money?: MoneyMatch; gb?: number; empty?: true };
  const figures: Array<Figure & { cell: number }> = [];
  const words: string[] = [];
  row.cells.forEach((cell, i) => {
    const found: Figure[] = [
      ...cell.money.filter((m) => !cell.data.some((g) => overlaps(g, m))).map((m) => ({ start: m.start, money: m })),
      ...cell.data.map((g) => ({ start: g.start, gb: g.gb })),
    ].sort((a, b) => a.start - b.start);
    // Dashes standing alone after the row's first figure hold a column's place.
    const first = figures.length ? 0 : found[0]?.start;
    if (first !== undefined) {
      for (const m of cell.text.matchAll(/(?<=^|\s)(?:[-–—]{1,2}|n\/a)(?=\s|$)/gi))
        if (m.index >= first) found.push({ start: m.index, empty: true });
      found.sort((a, b) => a.start - b.start);
    }
    if (found.length === 0 || figures.length === 0) {
      const before = found.length ? cell.text.slice(0, found[0]!.start) : cell.text;
      if (figures.length === 0 && /[A-Za-z]{2}/.test(before)) words.push(before);
    }
    for (const f of found) figures.push({ ...f, cell: i });
  });
  if (figures.length !== columns.length) return false;
  let parts = 0;
  let total: number | null = null;
  for (const [i, col] of columns.entries()) {
    const f = figures[i]!;
    if (f.empty) {
      if (col.category === "lineTotal") return false;
      continue;
    }
    if (col.category === "data") {
      if (f.gb === undefined && !f.money) return false;
      continue;
    }
    if (!f.money) return false;
    if (col.category === "lineTotal") total = f.money.value;
    else if (col.category !== "balance") parts += col.category === "credits" ? -Math.abs(f.money.value) : f.money.value;
  }
  total ??= totalled ? null : statedTotal;
  if (total === null || !near(roundCents(parts), total)) return false;
  for (const [i, col] of columns.entries()) {
    const f = figures[i]!;
    if (f.empty) continue;
    const value = f.money?.value ?? 0;
    switch (col.category) {
      case "data":
        d.dataUsageGB = f.gb ?? Math.round(value * col.unitGB * 100) / 100;
        break;
      case "lineTotal":
        d.lineTotal = value;
        break;
      case "equipment":
        if (value !== 0) equipmentOf(d).monthlyPayment = value;
        break;
      case "balance":
        if (value !== 0) equipmentOf(d).remainingBalance = value;
        break;
      case "plan":
        d.planCost = value;
        break;
      default:
        addCharge(d, col.category, [f.money!], col.category as ChargeCategory, `${col.category} ${f.money!.value}`);
    }
  }
  const name = cleanText(words.join(" "));
  if (name && (!d.planName || d.planNameGuessed)) {
    d.planName = cleanPlanName(name);
    d.planNameGuessed = false;
  }
  return true;
}

const NOT_COUNTRY =
  /\b(?:international|roaming|intl|travel\s*pass|day\s*pass|passport|travel|pass|day|pay|per|use|usage|charges?|calling|services?|global|data|voice|text|messages?|minutes?|included|plan)\b/gi;

function countriesOf(label: string): string[] {
  const rest = label.replace(NOT_COUNTRY, " ").replace(/[()\-–:]/g, " ");
  const out: string[] = [];
  for (const part of rest.split(/,|;|\/|\band\b|&/)) {
    const country = cleanText(part);
    if (country && /^[A-Z][A-Za-z .'-]{1,40}$/.test(country) && !out.includes(country)) out.push(country);
  }
  return out;
}

/**
 * A row's amounts without its unit price when it prints the extended amount too ("3 days @ $5.00 $15.00",
 * "12 lines x $2.00 $24.00", "$5.00/day"): the rate times the quantity is the charge, not the rate.
 */
function withoutUnitPrices(amounts: MoneyMatch[], rowText: string): MoneyMatch[] {
  if (amounts.length < 2) return amounts;
  const kept = amounts.filter(
    (a) =>
      !/(?:@|\bat\b|(?:\d|\b)\s*[x×])\s*\$?\s*$/i.test(rowText.slice(Math.max(0, a.start - 6), a.start)) &&
      !/^\s*(?:\/\s*(?:day|line|gb)|per\s+(?:day|line|gb)|each\b|ea\b)/i.test(rowText.slice(a.end, a.end + 10)),
  );
  return kept.length ? kept : amounts;
}

/** Notes in parentheses holding a figure and words ("(past-due balance $169.30)"), not a credit's "($70.00)". */
const NOTES_WITH_FIGURES = /\((?=[^()]*[A-Za-z])(?=[^()]*\d\.\d{2})[^()]*\)/g;

/** The name of a data-only service: what hotspot, tablet and connected-device lines are billed for. */
const DATA_ONLY_PLAN =
  /\bhot\s*spot\b|\bmobile\s+(?:internet|broadband)\b|\bdata\s*connect\b|\bconnected\s+devices?\b|\bdata[\s-]only\b|\bjetpack\b/;

/** Adds a charge row to a line: category by its label (or the heading above it), value by its figures. */
function addCharge(
  d: LineDraft,
  label: string,
  amounts: MoneyMatch[],
  heading: ChargeCategory | null,
  rowText: string,
  headingLabel = "",
) {
  if (amounts.length === 0) return;
  amounts = withoutUnitPrices(amounts, rowText);
  const lower = label.toLowerCase();
  const own = chargeCategory(lower);
  // Under a combined heading ("Taxes, governmental surcharges & fees") its items belong to the heading's category;
  // so does a government fee under a heading of taxes alone ("Taxes": "Texas 911 emergency service fee"), which
  // the bill counts among its taxes. An item named a tax is a tax under any heading.
  // Under a heading of charges of another kind ("One-time charges"), an item named only a "fee" ("Activation fee")
  // is one of them, not a surcharge.
  const feeOfHeading =
    own === "surcharges" &&
    heading !== null &&
    heading !== own &&
    heading !== "credits" &&
    GROUPABLE.has(heading) &&
    isGenericFee(lower);
  let category =
    own &&
    heading &&
    own !== heading &&
    own !== "credits" &&
    !STANDALONE.has(own) &&
    (mentionsCategory(headingLabel, own) || feeOfHeading || (own === "surcharges" && heading === "taxes"))
      ? heading
      : (own ?? heading);
  // "Taxes, Surcharges & Fees" over items of both kinds: the heading's one figure, if any, does not say how they
  // split, and an item's name may say otherwise than the heading; the split is the reader's, not the bill's.
  if (
    category === heading &&
    own !== heading &&
    (own === "surcharges" || own === "taxes") &&
    (heading === "surcharges" || heading === "taxes") &&
    /\bsurcharges?\b/i.test(headingLabel) &&
    /\btax(?:es)?\b/i.test(headingLabel)
  )
    d.feesTogether = true;
  // A fee named for what it is charged for ("Suspended line fee", "Activation fee"), under no heading of surcharges, is
  // a charge of the line's service, not a surcharge.
  if (category === "surcharges" && heading !== "surcharges" && isGenericFee(lower) && /[a-z]{3,}\s+fees?\b/.test(lower))
    category = "other";
  // A line's first charge, under no heading or one of monthly charges, naming a data-only service ("Business Hotspot
  // 50GB", "Mobile Internet 30GB", "DataConnect"): a hotspot or tablet line's plan, not an add-on (an add-on follows
  // the plan).
  if (
    category === "other" &&
    own === "other" &&
    (heading === null || heading === "plan") &&
    d.planCost === null &&
    DATA_ONLY_PLAN.test(lower)
  )
    category = "plan";
  const subtotal = isSubtotalLabel(lower);
  if (
    category === "lineTotal" ||
    (subtotal &&
      (category === null || category === heading) &&
      !chargeCategory(lower.replace(/\b(?:total|subtotal)\b/g, "")))
  ) {
    d.lineTotal = amounts.at(-1)!.value;
    return;
  }
  const previousUnnamed = d.unnamedCharge;
  d.unnamedCharge = null;
  const installmentAbove = d.installmentCharged;
  d.installmentCharged = null;
  // Under a heading of monthly charges, a row whose words name no kind of charge after the plan's own charge is a
  // feature or add-on of the plan ("Mobile Protect $17.00"), not more of the plan's charge.
  if (category === "plan" && own === null && d.planCost !== null) category = "other";
  // An amount printed as a credit under words naming no kind of charge ("KICKBACK - 1.42 GB used -$15.00") is a credit.
  if (category === null && amounts.length === 1 && amounts[0]!.value < 0) category = "credits";
  const unnamed = category === null && d.planCost !== null;
  if (category === null) category = d.planCost === null ? "plan" : "other";
  let value = amounts[0]!.value;
  // "Fees (Telco Recovery $1.31, Fed USF $0.56) $1.87": the amount the others in the row add up to is the charge, they
  // its parts.
  const last = amounts.at(-1)!;
  if (amounts.length >= 3 && near(last.value, roundCents(amounts.slice(0, -1).reduce((s, a) => s + a.value, 0))))
    value = last.value;

  if (category === "equipment" || category === "balance") {
    // "Device payment 12 of 36 $22.22 Remaining balance $533.28": the figure after a balance word is the balance.
    const balanceAt = rowText.search(
      /\b(?:remaining|balance|left\s+(?:to\s+pay|on|owing)|unpaid|pay\s*-?off|still owed|outstanding)\b/i,
    );
    let monthly: number | null = null;
    let balance: number | null = null;
    // "$666.72 left after this bill", "$466.62 remaining", "$533.28 balance remaining": the figure followed by the
    // balance's words is the balance (not "$20.00 Remaining balance $500.00", where the word begins the next figure's
    // label); the installment is the other figure, printed once or restated ("($22.22) — … | 22.22").
    const owedAfter = amounts.findLast((a, i) => {
      const between = rowText.slice(a.end, amounts[i + 1]?.start ?? rowText.length);
      return (
        OWED_AFTER.test(between) &&
        // …not the label of the next figure ("$20.00 Remaining balance $500.00").
        !(i + 1 < amounts.length && /\b(?:balance|remaining|left|owed|outstanding)\s*:?\s*$/i.test(between))
      );
    });
    if (owedAfter) {
      balance = owedAfter.value;
      const others = amounts.filter((a) => a !== owedAfter);
      monthly = new Set(others.map((a) => Math.abs(a.value))).size === 1 ? Math.abs(others.at(-1)!.value) : null;
    } else if (category === "balance" || (amounts.length === 1 && balanceAt >= 0)) balance = amounts.at(-1)!.value;
    else if (amounts.length >= 2 && balanceAt >= 0) {
      const after = amounts.filter((a) => a.start > balanceAt);
      // An amount whose own key names the device's price or what was paid so far ("Device price $1,200.24 ·
      // Paid to date $466.76 · Remaining balance $733.48") is not the month's installment.
      const keyOf = (a: MoneyMatch) =>
        rowText.slice(Math.max(0, ...amounts.filter((o) => o.end <= a.start).map((o) => o.end)), a.start);
      const before = amounts.filter((a) => a.start < balanceAt);
      const installments = before.filter((a) => !NOT_INSTALLMENT.test(keyOf(a)));
      const balanceAmount = after[0] ?? amounts.at(-1)!;
      balance = balanceAmount.value;
      // "Device payment 9 of 36 · Balance remaining $900.18 · $33.34": with no amount before the balance, the
      // month's installment is the one after the balance's own figure.
      const later = after.filter((a) => a !== balanceAmount && !NOT_INSTALLMENT.test(keyOf(a)));
      monthly =
        before.length > 0 && installments.length === 0
          ? null
          : ((installments.at(-1) ?? later.at(-1) ?? (before.length ? amounts[0]! : null))?.value ?? null);
    } else if (amounts.length >= 2) {
      // Two figures without a balance word: the installment is the smaller one.
      const sorted = [...amounts].sort((a, b) => a.value - b.value);
      monthly = sorted[0]!.value;
      balance = sorted.at(-1)!.value;
    } else monthly = value;
    const eq = equipmentOf(d);
    // A balance row right under a charge whose label named nothing ("Apple iPhone 15 $22.22", then
    // "Payoff amount $488.84"): that charge was the device's installment.
    if (category === "balance" && monthly === null && eq.monthlyPayment === null && previousUnnamed) {
      d.otherCharges = roundCents(d.otherCharges - previousUnnamed.value);
      d.seen.other = roundCents((d.seen.other ?? 0) - previousUnnamed.value);
      eq.monthlyPayment = previousUnnamed.value;
      eq.deviceName ||= cleanText(previousUnnamed.label);
    }
    const restated = balance !== null && monthly !== null && installmentAbove === monthly;
    if (monthly !== null && !restated) {
      if (subtotal && eq.monthlyPayment !== null) {
        if (roundCents(eq.monthlyPayment) !== roundCents(monthly)) eq.monthlyPayment = monthly;
      } else eq.monthlyPayment = roundCents((eq.monthlyPayment ?? 0) + monthly);
    }
    if (monthly !== null && balance === null) d.installmentCharged = monthly;
    if (balance !== null) eq.remainingBalance = balance;
    const name = deviceNameOf(label);
    // A device's balance row naming its model ("Apple Watch Series 10 - balance left 150.03") names the device too.
    if (name && !eq.deviceName && (category === "equipment" || isDeviceModel(name))) eq.deviceName = name;
    return;
  }

  if (category === "credits" && value > 0) value = -value;
  // One figure for surcharges and taxes together ("Surcharges, taxes and governmental fees $6.97"): how they split is
  // not printed; after both read apart, a figure that is their sum restates them ("… for this line $6.97").
  if ((category === "surcharges" || category === "taxes") && namesSurchargesAndTaxes(lower)) {
    const apart = [d.seen.surcharges ?? 0, d.seen.taxes ?? 0];
    if (apart.every((v) => v !== 0) && near(roundCents(apart[0]! + apart[1]!), value)) return;
    d.feesTogether = true;
  }
  const seen = d.seen[category] ?? 0;
  if (subtotal && seen !== 0) {
    // "Total taxes" after the taxes it sums: already counted unless it disagrees.
    if (roundCents(seen) === roundCents(value)) return;
    value = roundCents(value - seen);
  }
  d.seen[category] = roundCents(seen + value);
  if (category === "plan") {
    d.planCost = roundCents((d.planCost ?? 0) + value);
    const name = cleanPlanName(label);
    if ((!d.planName || d.planNameGuessed) && name && chargeCategory(name) !== "lineTotal") {
      d.planName = name;
      d.planNameGuessed = false;
    }
    return;
  }
  addTo(d, category, value);
  if (category === "international") {
    for (const c of countriesOf(label)) if (!d.countries.includes(c)) d.countries.push(c);
  } else if (unnamed && category === "other") d.unnamedCharge = { value, label };
}

/**
 * A row named for surcharges and taxes as kinds ("Surcharges, taxes and governmental fees", "Taxes & surcharges",
 * "Total taxes, surcharges and fees"): one figure for both. Not an item naming one of each ("Excise tax & E911
 * surcharge"), nor taxes with "governmental surcharges" (a carrier's name for its taxes).
 */
const namesSurchargesAndTaxes = (text: string) =>
  /^\W*(?:(?:sub-?)?total\s+)?(?:surcharges?\s*(?:,|&|and)\s*(?:[a-z]+\s+)?tax(?:es)?|tax(?:es)?\s*(?:,|&|and)\s*surcharges?)\b/i.test(
    text,
  );

/** Words that name a plan, not only say that a row is about plans ("Monthly plan charges", "Plans & services"). */
const namesAPlan = (label: string) =>
  /[a-z0-9]/i.test(
    cleanPlanName(label).replace(/\b(?:plans?|services?|monthly|charges?|access|recurring|your|rate|and|of)\b|&/gi, ""),
  );

/** The plan's name from its charge row: the label without the generic words of a plan row. */
function cleanPlanName(label: string): string {
  const stripped = cleanText(
    label
      // A service period printed beside the plan ("10/17 - 11/16", "Oct 17 - Nov 16") is not part of its name.
      .replace(
        /\(?\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s*(?:-|–|to|thru|through)\s*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b\)?/gi,
        " ",
      )
      .replace(/\(?\b[A-Z][a-z]{2}\.? \d{1,2}\s*(?:-|–|to)\s*[A-Z][a-z]{2}\.? \d{1,2}\b\)?/g, " ")
      // A note that the month was billed in part ("(partial month)", "(prorated 14 days)") is not part of it either,
      // nor the line's status printed after it ("Suspended", "Cancelled").
      .replace(/\(\s*[^)]*\b(?:partial|pro[\s-]?rat(?:ed|a|ion))\b[^)]*\)/gi, " ")
      .replace(
        /(?:\s+|\s*[-–]\s*)(?:suspended|cancell?ed|disconnected|deactivated|inactive|paused|on\s+hold)\s*(?:\([^)]*\)?)?\s*$/i,
        "",
      )
      // …or after a dash, that it was billed in part ("- prorated 11/09 - 11/23 (15 of 31 days)").
      .replace(/\s*[-–]\s*(?:pro[\s-]?rat(?:ed|a|ion)|partial(?:\s+month)?)\b.*$/i, "")
      .replace(/^(?:monthly\s+)?(?:rate\s+|price\s+|service\s+)?plan(?:\s+charges?)?\s*[:\-–]?\s*/i, "")
      .replace(
        /^(?:monthly\s+(?:access|service|charges?)|access\s+charges?|line\s+access|monthly\s+recurring)\s*(?:charges?)?\s*[:\-–]?\s*/i,
        "",
      )
      // …nor the kind of charge after it ("Pro Unlimited 30 - monthly access"), the same words as before it.
      .replace(
        /\s*[-–]\s*(?:monthly\s+(?:access|service|recurring)|access|line\s+access|monthly|recurring)\s*(?:charges?)?$/i,
        "",
      ),
  );
  return stripped;
}

type Group = { category: ChargeCategory; label: string; amount: number; sum: number };
/** Categories a row can head as the subtotal of the rows under it. */
const GROUPABLE = new Set<ChargeCategory>(["surcharges", "taxes", "other", "credits", "international"]);
/** Categories that always stand on their own row. */
const STANDALONE = new Set<ChargeCategory>(["plan", "equipment", "balance", "lineTotal"]);

type Header = {
  columns: { category: ColumnCategory; x0: number; x1: number; unitGB: number }[];
  piped: boolean;
  row: number;
  /** A table printed in two halves side by side under one header row repeating its columns: where the right half begins, and how far right of the left one. */
  halves?: { splitX: number; offset: number };
};

/** A time of day ("7:48 AM", "14:05", "9:52:10 p.m."), which a call or data session's record prints and a charge does not. */
const CLOCK_TIME = /(?:^|[\s|])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?(?=$|[\s|])/i;

/** Whether two header rows name the same columns in the same order (a table's header repeated on its next page). */
function sameColumns(a: Header, b: Header): boolean {
  return a.columns.length === b.columns.length && a.columns.every((c, i) => c.category === b.columns[i]!.category);
}

/** The data unit a label names ("Data (MB)", "Usage in GB"), as GB per unit; GB when it names none. */
function unitOf(label: string): number {
  const m = label.match(/\b(TB|GB|MB|KB|gigabytes?|megabytes?|kilobytes?)\b/i);
  if (!m) return 1;
  const u = m[1]!.toUpperCase();
  return u.startsWith("M") ? 1 / 1024 : u.startsWith("K") ? 1 / (1024 * 1024) : u.startsWith("T") ? 1024 : 1;
}

/** A table header: three or more cells, at least two of which name columns, and no figures. */
function headerOf(row: RowInfo, above?: RowInfo, margin = 0): Header | null {
  if (row.cells.length < 3) return null;
  const figures = (r: RowInfo) =>
    r.cells.some((c) => c.money.length || c.phones.length || c.dates.length || c.data.length);
  if (figures(row)) return null;
  const wrapped = above ? wrappedHeaderTops(row, above) : null;
  if (wrapped) {
    // A column named as one before it ("Monthly" under "Equipment installment", after the plan's "Monthly") is of
    // the group whose heading stands nearest over it or before it.
    const names = row.cells.map((c) => cleanText(c.text).toLowerCase());
    names.forEach((name, i) => {
      const group = wrapped.slice(0, i + 1).findLast(Boolean);
      if (names.indexOf(name) < i && !wrapped[i] && group) wrapped[i] = group;
    });
    const joined = headerOf(
      { ...row, cells: row.cells.map((c, i) => (wrapped[i] ? { ...c, text: `${wrapped[i]} ${c.text}` } : c)) },
      undefined,
      margin,
    );
    if (joined) return joined;
  }
  const columns = row.cells.map((c) => ({
    category: columnCategory(c.text),
    x0: c.x0,
    x1: c.x1,
    unitGB: unitOf(c.text),
  }));
  // A column right of the plan's name whose heading names no kind of charge ("Plan | Rate", "Plan | Price", "Rate plan
  // | Charges") in a table with no column of plan charges holds the plan's charge.
  const nameAt = columns.findIndex((c) => c.category === "planName");
  const unnamedCharge = (i: number) =>
    columns[i]?.category === null || /^\W*charges?\W*$/i.test(cleanText(row.cells[i]?.text ?? ""));
  if (nameAt >= 0 && unnamedCharge(nameAt + 1) && !columns.some((c) => c.category === "plan"))
    columns[nameAt + 1]!.category = "plan";
  const named = columns.filter((c) => c.category !== null);
  const piped = row.cells.every((c) => c.piped);
  const valueColumns = named.filter((c) => VALUE_COLUMNS.has(c.category!));
  const done = (cols: Header["columns"]) => ({ columns: cols, piped, row: row.index });
  const withOthers = columns.map((c) => ({ ...c, category: c.category ?? ("other" as ColumnCategory) }));
  if (named.some((c) => c.category === "phone")) {
    // The number's column and at least one column of what a line costs or uses ("Line | Talk | Text | Data (GB)"), or
    // a list of the lines naming their users or departments ("Number | User | Cost center | Type").
    const whose = named.filter((c) => c.category === "user" || c.category === "department").length;
    if (!(named.length >= 2 && valueColumns.length >= 1) && !(whose >= 1 && named.length >= 3)) return null;
    // The same columns twice over ("Number | Data (GB) | Number | Data (GB)"): a table printed in two halves side by side.
    const words = row.cells.map((c) => cleanText(c.text).toLowerCase());
    const k = words.length / 2;
    if (
      Number.isInteger(k) &&
      k >= 2 &&
      words.slice(0, k).every((w, i) => w === words[i + k]) &&
      withOthers[0]!.category === "phone"
    ) {
      const [left, right] = [withOthers[0]!, withOthers[k]!];
      return {
        ...done(withOthers.slice(0, k)),
        halves: { splitX: (withOthers[k - 1]!.x1 + right.x0) / 2, offset: right.x0 - left.x0 },
      };
    }
    return done(withOthers);
  }
  // A summary by line whose first column (the line: its user or number) has no header of its own:
  // several charge columns and the line's total; the cells left of the first header are the line's.
  const charges = new Set(
    named.map((c) => c.category).filter((c) => c !== "lineTotal" && c !== "data" && c !== "planName"),
  );
  if (charges.size < 3 || !named.some((c) => c.category === "lineTotal")) return null;
  // …or whose first column is the line's user ("Name | Plan | Plans | … | Total"), its number printed in the record's
  // row under it.
  if (columns[0]!.category === "user" && charges.size - (charges.has("user") ? 1 : 0) >= 2) return done(withOthers);
  // Room for the line's column: the first header stands well right of the page's left margin.
  const first = Math.min(...columns.map((c) => c.x0));
  if (first - margin < row.height * 4) return null;
  return done([{ category: "phone", x0: 0, x1: first - row.height, unitGB: 1 }, ...withOthers]);
}

/** Header columns that hold a line's charges, usage or device: with the number's column they make a line table. */
const VALUE_COLUMNS = new Set<ColumnCategory>([
  "plan",
  "lineTotal",
  "equipment",
  "taxes",
  "surcharges",
  "data",
  "planName",
  "balance",
  "device",
  "credits",
  "other",
  "international",
]);

/**
 * The upper halves of a header wrapped over two rows ("Plan" above "charges",
 * "Device" above "balance"): the row right above, of words only, whose every
 * cell stands over one cell of the header (sharing its left or right edge, or
 * overlapping it). Returns the text to put before each header cell, else null.
 */
function wrappedHeaderTops(row: RowInfo, above: RowInfo): string[] | null {
  if (above.page !== row.page || above.cells.length < 2 || row.cells.every((c) => c.piped)) return null;
  if (row.y - above.y > row.height * 2.2) return null;
  if (above.cells.some((c) => c.money.length || c.phones.length || c.dates.length || c.data.length || c.numbers.length))
    return null;
  const tops: string[] = row.cells.map(() => "");
  const tolerance = Math.max(2, row.height * 0.25);
  for (const top of above.cells) {
    let best = -1;
    let bestBy = Infinity;
    row.cells.forEach((c, i) => {
      const edge = Math.min(Math.abs(c.x0 - top.x0), Math.abs(c.x1 - top.x1));
      const overlap = Math.min(c.x1, top.x1) - Math.max(c.x0, top.x0);
      const by = edge <= tolerance ? edge - tolerance : overlap > 0 ? -overlap / 1000 : Infinity;
      if (by < bestBy) {
        bestBy = by;
        best = i;
      }
    });
    if (best < 0 || bestBy === Infinity) return null;
    tops[best] = cleanText(`${tops[best]} ${top.text}`);
  }
  return tops;
}

/**
 * A header over two rows whose lower row completes its cells and adds columns of its own ("Number | User |
 * Monthly | Add-ons Surcharges | Line" over "Plan | Device | plan | & features | & fees | total", the lower
 * one also naming what a record's second row holds): each lower cell under one header cell completes it, a
 * lower cell under none is a column of its own, and a header cell over two lower cells (two headings read as
 * one) is shared between them, each of its words going to the lower cell under which it stands. The header
 * as one row, or null when the row below, of words only, does not complete most of the header's cells.
 */
function headerWithRowBelow(row: RowInfo, below: RowInfo | undefined): RowInfo | null {
  if (!below || !continues(row, below) || below.cells.length < 2 || row.cells.every((c) => c.piped)) return null;
  if (below.cells.some((c) => c.money.length || c.phones.length || c.dates.length || c.data.length || c.numbers.length))
    return null;
  const overlap = (a: CellInfo, b: CellInfo) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const under = row.cells.map((): CellInfo[] => []);
  const own: CellInfo[] = [];
  for (const low of below.cells) {
    const tops = row.cells.flatMap((top, i) => (overlap(top, low) > 0 ? [i] : []));
    if (tops.length > 1) return null;
    if (tops.length === 1) under[tops[0]!]!.push(low);
    else own.push(low);
  }
  const completed = under.filter((lows) => lows.length > 0).length;
  if (completed < 2 || completed * 2 < row.cells.length) return null;
  const cell = (from: CellInfo, text: string, x0: number, x1: number): CellInfo => ({
    ...from,
    text: cleanText(text),
    label: cleanText(text),
    x0,
    x1,
  });
  const cells: CellInfo[] = [...own];
  row.cells.forEach((top, i) => {
    const lows = under[i]!;
    if (lows.length <= 1) {
      const low = lows[0];
      cells.push(
        low
          ? cell(top, `${top.text} ${low.text}`, Math.min(top.x0, low.x0), Math.max(top.x1, low.x1))
          : cell(top, top.text, top.x0, top.x1),
      );
      return;
    }
    // Where each word of the upper cell stands, by its characters' share of the cell's width.
    const parts = lows.map((): string[] => []);
    const width = top.x1 - top.x0;
    for (const word of top.text.matchAll(/\S+/g)) {
      const x = top.x0 + (width * (word.index + word[0].length / 2)) / top.text.length;
      let nearest = 0;
      lows.forEach((low, j) => {
        const by = (l: CellInfo) => (x < l.x0 ? l.x0 - x : x > l.x1 ? x - l.x1 : 0);
        if (by(low) < by(lows[nearest]!)) nearest = j;
      });
      parts[nearest]!.push(word[0]);
    }
    lows.forEach((low, j) => cells.push(cell(low, `${parts[j]!.join(" ")} ${low.text}`, low.x0, low.x1)));
  });
  cells.sort((a, b) => a.x0 - b.x0);
  return { ...row, cells, text: cells.map((c) => c.text).join(" | ") };
}

/** Which header column a data cell belongs to: by position in a pipe table of the same width, else by x. */
/**
 * A header cell a scan ran together from two columns' names ("Taxes Data GB" over "2.31 | 18.62"): where two figures
 * of the row under it stand under one header cell whose words part into the names of two kinds of column, it is two
 * columns, each over its figure.
 */
function splitRunTogether(header: Header, headerRow: RowInfo, below: RowInfo | undefined): Header {
  if (!below || below.page !== headerRow.page || header.piped || header.columns.length !== headerRow.cells.length)
    return header;
  const columns = [...header.columns];
  for (let k = header.columns.length - 1; k >= 0; k--) {
    const col = header.columns[k]!;
    const under = below.cells.filter(
      (c, i) => (c.money.length || c.numbers.length || c.data.length) && columnOf(header, below, i) === col,
    );
    const text = cleanText(headerRow.cells[k]!.text);
    const words = text.split(" ");
    // Three column names or more run together ("Plans Discounts Equipment") over figures of some of them: each name
    // its own column, where its words stand in the cell.
    const parts = under.length >= 2 ? columnNamesIn(words) : null;
    if (parts && parts.length >= 3) {
      const width = (col.x1 - col.x0) / text.length;
      let at = 0;
      columns.splice(
        k,
        1,
        ...parts.map((part) => {
          const start = at;
          at += part.length + 1;
          return {
            category: columnCategory(part)!,
            x0: col.x0 + start * width,
            x1: col.x0 + (start + part.length) * width,
            unitGB: unitOf(part),
          };
        }),
      );
      continue;
    }
    if (under.length !== 2) continue;
    for (let w = 1; w < words.length; w++) {
      const [left, right] = [words.slice(0, w).join(" "), words.slice(w).join(" ")];
      const [a, b] = [columnCategory(left), columnCategory(right)];
      if (!a || !b || a === b) continue;
      columns.splice(
        k,
        1,
        { category: a, x0: col.x0, x1: under[0]!.x1, unitGB: unitOf(left) },
        {
          category: b,
          x0: (under[0]!.x1 + under[1]!.x0) / 2,
          x1: Math.max(col.x1, under[1]!.x1),
          unitGB: unitOf(right),
        },
      );
      break;
    }
  }
  return columns.length === header.columns.length ? header : { ...header, columns };
}

/** Words that are column names one after another, each of one or two words ("Plans Discounts Equipment"), else null. */
function columnNamesIn(words: string[]): string[] | null {
  if (words.length === 0) return [];
  for (const n of [1, 2]) {
    const name = words.slice(0, n).join(" ");
    if (n > words.length || !columnCategory(name)) continue;
    const rest = columnNamesIn(words.slice(n));
    if (rest) return [name, ...rest];
  }
  return null;
}

function columnFor(header: Header, row: RowInfo, cellIndex: number): ColumnCategory {
  return columnOf(header, row, cellIndex).category;
}

function columnOf(header: Header, row: RowInfo, cellIndex: number): Header["columns"][number] {
  const cell = row.cells[cellIndex]!;
  if ((header.piped || cell.piped) && row.cells.length === header.columns.length) return header.columns[cellIndex]!;
  // Figures and words line up with their header on the header's aligned edge (right for figures, left for
  // text); a header wider than its column may spill over its neighbour's figures, so an edge that lines
  // up decides before any overlap.
  const tolerance = Math.max(2, row.height * 0.25);
  let aligned: Header["columns"][number] | null = null;
  let alignedBy = tolerance;
  // Words (a name, not a figure: "Apple iPhone 15") are set flush left: their left edge decides before any right edge.
  const words = !cell.money.length && !cell.data.length && /^\W*[A-Za-z]{2}/.test(cell.text);
  if (words)
    for (const col of header.columns) {
      const by = Math.abs(col.x0 - cell.x0);
      if (by <= alignedBy) {
        alignedBy = by;
        aligned = col;
      }
    }
  if (aligned) return aligned;
  for (const col of header.columns) {
    const by = Math.min(Math.abs(col.x1 - cell.x1), Math.abs(col.x0 - cell.x0));
    if (by <= alignedBy) {
      alignedBy = by;
      aligned = col;
    }
  }
  if (aligned) return aligned;
  let best = header.columns[0]!;
  let bestScore = Infinity;
  for (const col of header.columns) {
    const overlap = Math.min(col.x1, cell.x1) - Math.max(col.x0, cell.x0);
    const score =
      overlap > 0
        ? -overlap
        : Math.min(
            Math.abs(col.x0 - cell.x1),
            Math.abs(cell.x0 - col.x1),
            Math.abs((col.x0 + col.x1) / 2 - (cell.x0 + cell.x1) / 2),
          );
    if (score < bestScore) {
      bestScore = score;
      best = col;
    }
  }
  return best;
}

/**
 * Data used printed at the end of the plan's cell of a table without a data
 * column ("Unlimited Plus 3.2GB", "Business 10GB 14.55 GB used"). A plan's own
 * allowance is a whole number inside its name, so a quantity is taken as usage
 * only when it ends the cell and has decimals or follows another quantity.
 */
function usageEndingCell(text: string, data: DataMatch[]): DataMatch | null {
  const last = data.at(-1);
  if (!last) return null;
  const rest = text.slice(last.end).trim();
  if (!/^(?:used|of\s+usage|usage)?\W*$/i.test(rest)) return null;
  const decimals = /\.\d/.test(text.slice(last.start, last.end));
  return decimals || data.length > 1 ? last : null;
}

function readTableRow(header: Header, row: RowInfo, phone: PhoneMatch): LineDraft {
  const d = newDraft(phone);
  const kinds = new Set(header.columns.map((c) => c.category));
  // A table of device payments (a device or its payment's count, the balance, one column of a month's figure and no
  // other kind of charge, nor a plan's name): that column ("This month", "Monthly") is the installment.
  const devicePayments =
    (kinds.has("device") || kinds.has("equipment")) &&
    kinds.has("balance") &&
    header.columns.filter((c) => c.category === "plan").length === 1 &&
    header.columns.every(
      (c) => !CHARGE_COLUMNS.has(c.category) || c.category === "plan" || c.category === "equipment",
    ) &&
    !kinds.has("planName") &&
    !kinds.has("lineTotal");
  const categoryAt = (i: number): ColumnCategory => {
    const category = columnFor(header, row, i);
    return devicePayments && category === "plan" ? "equipment" : category;
  };
  // A table of one kind of charge across the lines, with a column for each item and one for the line's sum of them
  // ("TX sales tax | Dallas city tax | 911 fee | Taxes for line"): the sum is the line's charge, the items its parts.
  // Not where the table has a column of line totals (that one is the sum). Surcharges and taxes may each be itemised
  // before their own sum, beside a column of line totals ("Fed. USF | Reg. fee | Fees | Sales tax | E911 | Taxes |
  // Line total"): items of a fee or tax, two or more, just left of a fee or tax column that is their sum.
  const charged = row.cells.flatMap((cell, i) =>
    !cell.phones.length && cell.money.length === 1 && CHARGE_COLUMNS.has(categoryAt(i)) ? [i] : [],
  );
  const valueAt = (i: number) => row.cells[i]!.money[0]!.value;
  const total = (cells: number[]) => roundCents(cells.reduce((sum, i) => sum + valueAt(i), 0));
  const parts = new Set<number>();
  if (!kinds.has("lineTotal") && charged.length >= 3 && near(total(charged.slice(0, -1)), valueAt(charged.at(-1)!)))
    for (const i of charged.slice(0, -1)) parts.add(i);
  else {
    const fee = (i: number) => categoryAt(i) === "surcharges" || categoryAt(i) === "taxes";
    // The start of the fee and tax columns right before the one looked at, after the last sum found.
    let from = 0;
    for (let k = 0; k < charged.length; k++) {
      if (!fee(charged[k]!)) {
        from = k + 1;
        continue;
      }
      // The shortest run of items right before this column that it sums.
      for (let j = k - 2; j >= from; j--) {
        const run = charged.slice(j, k);
        if (!near(total(run), valueAt(charged[k]!))) continue;
        for (const i of run) parts.add(i);
        from = k + 1;
        break;
      }
    }
  }
  row.cells.forEach((cell, i) => {
    if (parts.has(i)) return;
    // The cell holding the number is the number's column, whatever the header above it says.
    const category = cell.phones.length ? "phone" : categoryAt(i);
    const text = cleanText(cell.label);
    const money = cell.money;
    switch (category) {
      case "phone":
        if (text && looksLikeName(text)) d.user = text;
        return;
      case "user":
        if (text) d.user = text;
        return;
      case "department":
        if (text) d.department = text;
        return;
      case "planName": {
        if (money.length) d.planCost = money.at(-1)!.value;
        const usage = header.columns.some((c) => c.category === "data") ? null : usageEndingCell(cell.text, cell.data);
        if (usage) d.dataUsageGB = usage.gb;
        const name = usage ? cleanText(cell.text.slice(0, usage.start).replace(/[\s,;|·•(–—-]+$/, "")) : text;
        if (name) d.planName = cleanPlanName(name);
        return;
      }
      case "device":
        // Digits alone are a figure whose point the scan lost, not a device's name; nor is a kind of device alone
        // ("Smartphone"): the device's name may be printed elsewhere (a table of installments).
        if (text && !/^\d+$/.test(text) && !namesOnlyDeviceKind(text))
          equipmentOf(d).deviceName = deviceNameOf(text) || text;
        if (money.length) equipmentOf(d).monthlyPayment = money[0]!.value;
        return;
      case "data": {
        // A column named for usage whose cells are dollar amounts ("Usage & purchases $25.00") bills usage.
        if (money.length && money.every((m) => m.hasCurrency) && cell.data.length === 0) {
          addCharge(d, text || "usage charges", money, "other", `other ${cell.text}`);
          return;
        }
        // A bare figure counts in the header's unit ("Data (MB)"); a figure with its own unit in that unit.
        const bare = cell.numbers[0]?.value ?? money[0]?.value;
        const gb = cell.data[0]?.gb ?? (bare === undefined ? undefined : bare * columnOf(header, row, i).unitGB);
        if (gb !== undefined) d.dataUsageGB = Math.round(gb * 100) / 100;
        return;
      }
      case "balance":
        if (money.length) equipmentOf(d).remainingBalance = money.at(-1)!.value;
        return;
      case "lineTotal":
        if (money.length) d.lineTotal = money.at(-1)!.value;
        return;
      default:
        if (money.length) addCharge(d, text || category, money, category as ChargeCategory, `${category} ${cell.text}`);
        else if (text && category === "plan" && !d.planName) d.planName = cleanPlanName(text);
        // A device's name in a column of its payment; its count alone ("12 of 36") names no device.
        else if (text && category === "equipment" && deviceNameOf(text) && !/^\d+$/.test(text))
          equipmentOf(d).deviceName = deviceNameOf(text);
    }
  });
  // The line's type and its plan's name run together into one cell by a scan ("Smartphone Bus Unl Performance"
  // under "Type", nothing under "Plan"): the plan is the words after the type (not a device's model).
  if (!d.planName && kinds.has("planName"))
    for (const [i, cell] of row.cells.entries()) {
      const words = cleanText(cell.label).split(" ");
      const kind = [2, 1].find((n) => words.length > n && namesOnlyLineType(words.slice(0, n).join(" ")));
      const rest = kind ? words.slice(kind).join(" ") : "";
      if (
        !cell.money.length &&
        !cell.phones.length &&
        categoryAt(i) !== "user" &&
        /[A-Za-z]{2}/.test(rest) &&
        !isDeviceModel(rest) &&
        !namesOnlyLineType(rest)
      ) {
        d.planName = cleanPlanName(rest);
        break;
      }
    }
  return d;
}

/** How many placements of a row's figures into its table's columns are tried at most (see readRowByArithmetic). */
const PLACEMENTS_TRIED = 20_000;

/** Columns of a line table that hold a line's money: its figure columns but data, and a device column's installment. */
const MONEY_COLUMNS = new Set<ColumnCategory>([...[...FIGURE_COLUMNS].filter((c) => c !== "data"), "device"]);
/** Columns of a line table that hold a charge of a kind (not its total, nor what is left to pay on a device). */
const CHARGE_COLUMNS = new Set<ColumnCategory>(
  [...MONEY_COLUMNS].filter((c) => c !== "lineTotal" && c !== "balance" && c !== "device"),
);

/**
 * A table row whose figures, placed by position, do not make its total (a scan's columns drift, blank cells hold
 * no figure): the figures read in order into the header's money columns, the last one the total, each column
 * taking at most one, and a whole number of a scan that lost its decimal point ("3334") also read as cents. Kept
 * are the placements whose parts make the total (a balance only beside an installment); of those, the one whose
 * figures stand nearest their columns, when no other as near reads differently. Returns whether the row was read.
 */
function readRowByArithmetic(header: Header, row: RowInfo, d: LineDraft): boolean {
  // After the plan's name, a second plan column or a device column holds the plan's charge or the installment.
  const nameAt = header.columns.findIndex((c) => c.category === "planName");
  const columns = header.columns
    .map((c, i) => (nameAt >= 0 && i > nameAt ? asFigureColumn(c) : c))
    .filter((c) => MONEY_COLUMNS.has(c.category));
  const totalAt = columns.findLastIndex((c) => c.category === "lineTotal");
  if (totalAt < 0 || columns.length > 12) return false;
  type Figure = { values: number[]; x0: number; x1: number };
  const figures: Figure[] = [];
  row.cells.forEach((cell, i) => {
    const column = columnOf(header, row, i);
    const category = cell.phones.length
      ? "phone"
      : nameAt >= 0 && header.columns.indexOf(column) > nameAt
        ? asFigureColumn(column).category
        : column.category;
    if (!MONEY_COLUMNS.has(category)) return;
    for (const m of cell.money) {
      const pointless = Number.isInteger(m.value) && Math.abs(m.value) >= 100 && !/[.,]\d{2}\b/.test(m.raw);
      figures.push({ values: pointless ? [m.value, roundCents(m.value / 100)] : [m.value], x0: cell.x0, x1: cell.x1 });
    }
    // Digits alone in a figure's place: an amount whose decimal point the scan lost ("3334" for "33.34").
    const digits = cleanText(cell.text).match(/^\d{3,6}$/);
    if (!cell.money.length && digits)
      figures.push({ values: [roundCents(Number(digits[0]) / 100)], x0: cell.x0, x1: cell.x1 });
  });
  const parts = figures.slice(0, -1);
  const total = figures.at(-1);
  if (!total || parts.length === 0 || parts.length > 8 || parts.length > totalAt) return false;
  const distance = (f: Figure, c: Header["columns"][number]) => Math.min(Math.abs(f.x1 - c.x1), Math.abs(f.x0 - c.x0));
  type Reading = { placed: Array<{ column: number; value: number }>; total: number; score: number };
  const valid: Reading[] = [];
  // The placements tried are bounded, whatever the row: past the bound the row is left as placed by position.
  let budget = PLACEMENTS_TRIED;
  const place = (i: number, from: number, placed: Reading["placed"], score: number) => {
    if (--budget < 0) return;
    if (i === parts.length) {
      const kind = (k: number) => columns[k]!.category;
      const sum = placed.reduce(
        (s, p) =>
          kind(p.column) === "balance" ? s : s + (kind(p.column) === "credits" ? -Math.abs(p.value) : p.value),
        0,
      );
      // A balance owed only beside an installment (a zero balance beside none: no device).
      const balance = placed.some((p) => kind(p.column) === "balance" && p.value);
      const installment = placed.some(
        (p) => (kind(p.column) === "equipment" || kind(p.column) === "device") && p.value,
      );
      for (const t of total.values)
        if (near(roundCents(sum), t) && (!balance || installment))
          valid.push({ placed, total: t, score: score + distance(total, columns[totalAt]!) });
      return;
    }
    for (let k = from; k < totalAt; k++)
      for (const value of parts[i]!.values)
        place(i + 1, k + 1, [...placed, { column: k, value }], score + distance(parts[i]!, columns[k]!));
  };
  place(0, 0, [], 0);
  if (valid.length === 0 || budget < 0) return false;
  valid.sort((a, b) => a.score - b.score);
  const [best, next] = valid;
  const reads = (r: Reading) =>
    r.placed
      .filter((p) => p.value !== 0)
      .map((p) => `${columns[p.column]!.category}:${p.value}`)
      .join(" ");
  if (next && next.score - best!.score < Math.max(2, row.height) && reads(next) !== reads(best!)) return false;
  d.planCost = null;
  d.surcharges = d.taxes = d.otherCharges = d.credits = d.internationalCost = 0;
  d.seen = {};
  if (d.equipment) d.equipment = { ...d.equipment, monthlyPayment: null, remainingBalance: null };
  for (const { column, value } of best!.placed) {
    const category = columns[column]!.category;
    if (category === "equipment" || category === "device") {
      if (value !== 0) equipmentOf(d).monthlyPayment = value;
    } else if (category === "balance") {
      if (value !== 0) equipmentOf(d).remainingBalance = value;
    } else if (category === "plan") d.planCost = value;
    else if (value !== 0) addTo(d, category as ChargeCategory, category === "credits" ? -Math.abs(value) : value);
  }
  d.planCost ??= 0;
  d.lineTotal = best!.total;
  return true;
}

/** The wireless number a row holds (not a toll-free care number), else null. */
function lineNumberOf(row: RowInfo): PhoneMatch | null {
  for (const cell of row.cells) {
    const p = cell.phones.find((m) => !TOLL_FREE.test(m.e164));
    if (p) return p;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Tables turned on their side

/** A line table turned on its side: its rows (first to last), and each line read from its column. */
type LineGrid = { rows: number[]; drafts: LineDraft[] };

/**
 * Line tables turned on their side: the lines run across the page, one column
 * each, and what each is charged runs down, one row per kind, labelled in the
 * left column ("Number", "Plan", "Monthly plan", "Taxes", "Line total"). A row
 * with two or more cells holding a number each places the lines' columns; the
 * rows right above and below it whose label stands in the left column and whose
 * other cells all stand in those columns make the block (a row of words alone,
 * a repeated label, another row of numbers or a wide gap ends it). Each line's
 * column is then read as a row of a table whose header is the block's labels.
 */
function findLineGrids(rows: RowInfo[]): LineGrid[] {
  const grids: LineGrid[] = [];
  const taken = new Set<number>();
  const numberCells = (row: RowInfo) =>
    row.cells.filter((c) => c.phones.length === 1 && !TOLL_FREE.test(c.phones[0]!.e164) && !c.money.length);
  /** The labels of the grids' rows of numbers, with the spacing of their columns. */
  const keyLabels = new Map<string, number>();
  // First the blocks of two lines or more; then a block of one line (the last of a grid) under a label a block had.
  for (const lone of [false, true])
    for (const key of rows) {
      if (taken.has(key.index)) continue;
      const numbered = numberCells(key);
      const keyLabel = key.cells[0]!.phones.length ? null : key.cells[0]!;
      const columns = numbered.map((c) => ({ x0: c.x0, x1: c.x1, centre: (c.x0 + c.x1) / 2 }));
      let pitch: number;
      if (!lone) {
        if (numbered.length < 2 || new Set(numbered.map((c) => c.phones[0]!.e164)).size !== numbered.length) continue;
        pitch = Math.min(...columns.slice(1).map((c, i) => c.centre - columns[i]!.centre));
        if (!(pitch > 0)) continue;
      } else {
        const known = keyLabel ? keyLabels.get(cleanText(keyLabel.text).toLowerCase()) : undefined;
        if (numbered.length !== 1 || known === undefined) continue;
        pitch = known;
      }
      // Only words before the first number: the key row's label, if it has one. A cell after the last number is a
      // column adding up all lines ("All lines", "6 lines"), passed over in every row of the block.
      const lastNumber = key.cells.indexOf(numbered.at(-1)!);
      // …or columns of the account's own and of the lines' sum ("Account | Total"): words only in the key row.
      const totals = key.cells.slice(lastNumber + 1);
      if (totals.some((c) => c.phones.length || c.money.length)) continue;
      if (key.cells.length - totals.length !== numbered.length + (keyLabel ? 1 : 0)) continue;
      const rightOfColumns = totals.length ? columns.at(-1)!.centre + pitch / 2 : Infinity;
      const leftOfColumns = columns[0]!.x0;
      const labelX = keyLabel?.x0 ?? null;

      /**
       * The row's label and the column of each of its other cells, or null when it is not a row of the block. A row
       * of values alone, every cell in the lines' columns (their users, their kinds of device), has no label.
       */
      const blockRow = (
        row: RowInfo,
      ): { label: CellInfo | null; values: Map<number, CellInfo>; account?: boolean } | null => {
        const first = row.cells[0]!;
        const label = first.x0 >= leftOfColumns - row.height ? null : first;
        if (
          label &&
          (label.phones.length || label.money.length || !/[A-Za-z]/.test(label.text) || label.x1 >= leftOfColumns)
        )
          return null;
        if (label && labelX !== null && Math.abs(label.x0 - labelX) > row.height * 2) return null;
        const values = new Map<number, CellInfo>();
        let outside = 0;
        for (const cell of label ? row.cells.slice(1) : row.cells) {
          const centre = (cell.x0 + cell.x1) / 2;
          if (cell.x0 > rightOfColumns) {
            outside++;
            continue;
          }
          let best = -1;
          let bestBy = Infinity;
          columns.forEach((col, j) => {
            const by = Math.min(Math.abs(cell.x1 - col.x1), Math.abs(cell.x0 - col.x0), Math.abs(centre - col.centre));
            if (by < bestBy) {
              bestBy = by;
              best = j;
            }
          });
          if (best < 0 || bestBy > pitch / 2) return null;
          // A credit's mark set apart from its figure in the same column ("2.46 | CR"): one value.
          const before = values.get(best);
          if (before && !(before.money.length && /^\s*(?:CR|DR|credit|-)\s*$/i.test(cell.text))) return null;
          values.set(
            best,
            before
              ? describeCell({ text: `${before.text} ${cell.text}`, x0: before.x0, x1: cell.x1, piped: before.piped })
              : cell,
          );
        }
        // A row of figures only right of the lines' columns ("Account fee | | | 33.34 | 33.34") is the account's, in
        // the block: read on its own, as an account row.
        return values.size ? { label, values } : label && outside ? { label, values, account: true } : null;
      };

      const keyValues = new Map(numbered.map((c, j) => [j, c] as const));
      const block: Array<{ row: RowInfo; label: string; values: Map<number, CellInfo> }> = [
        { row: key, label: keyLabel ? cleanText(keyLabel.text) : "", values: keyValues },
      ];
      const seen = new Set<string>([block[0]!.label.toLowerCase()]);
      /**
       * A heading alone in the labels' column under the numbers ("Charges" between the lines' details and their
       * charges). Above them, a heading is the block's own, or ends the block below another one ("Lines 5–8 of 11").
       */
      const subHeading = (row: RowInfo) => {
        const only = row.cells.length === 1 ? row.cells[0]! : null;
        return (
          !!only &&
          /[A-Za-z]/.test(only.text) &&
          !only.money.length &&
          !only.phones.length &&
          only.x1 < leftOfColumns &&
          (labelX === null || Math.abs(only.x0 - labelX) <= row.height * 2)
        );
      };
      /** Sub-headings passed over inside the block: taken with it once a row of the block follows them. */
      const headings: number[] = [];
      /** Rows of values wrapped from the row above them. */
      const wrapped: number[] = [];
      for (const step of [-1, 1]) {
        let last = key;
        let passed: number[] = [];
        for (let k = key.index + step; k >= 0 && k < rows.length; k += step) {
          const row = rows[k]!;
          if (
            row.page !== key.page ||
            Math.abs(row.y - last.y) > Math.max(row.height, last.height) * 3 ||
            numberCells(row).length >= 2
          )
            break;
          if (step > 0 && subHeading(row)) {
            passed.push(row.index);
            last = row;
            continue;
          }
          const read = blockRow(row);
          const label = read?.label ? cleanText(read.label.text) : "";
          if (!read || (read.label && seen.has(label.toLowerCase()))) break;
          if (read.account) {
            last = row;
            continue;
          }
          // Under a labelled row, a row of words only in the lines' columns is the rest of that row's values their
          // cells wrapped ("Business Unl" over "Advanced").
          const above = block.at(-1)!;
          if (
            step > 0 &&
            labelX !== null &&
            !read.label &&
            above.label &&
            above.row === last &&
            [...read.values.values()].every((c) => !c.money.length && !c.phones.length && /[A-Za-z]/.test(c.text))
          ) {
            for (const [j, cell] of read.values) {
              const top = above.values.get(j);
              above.values.set(
                j,
                top ? { ...top, text: `${top.text} ${cell.text}`, label: `${top.label} ${cell.label}` } : cell,
              );
            }
            wrapped.push(row.index);
            last = row;
            continue;
          }
          if (read.label) seen.add(label.toLowerCase());
          const entry = { row, label, values: read.values };
          if (step < 0) block.unshift(entry);
          else block.push(entry);
          headings.push(...passed);
          passed = [];
          last = row;
        }
      }
      // A table of charges: two rows or more of amounts under the lines.
      if (block.length < 3 || block.filter((b) => [...b.values.values()].some((c) => c.money.length)).length < 2)
        continue;

      // A row without a label is the lines' users when every value is a person's name; else it says nothing read.
      const unlabelled = (b: (typeof block)[number]) =>
        b.row === key || b.label ? null : [...b.values.values()].every((c) => looksLikeName(c.text)) ? "user" : "other";
      const header: Header = {
        columns: block.map((b) => ({
          category: b.row === key ? ("phone" as ColumnCategory) : (unlabelled(b) ?? columnCategory(b.label) ?? "other"),
          x0: 0,
          x1: 0,
          unitGB: unitOf(b.label),
        })),
        piped: true,
        row: key.index,
      };
      const drafts = numbered.map((cell, j) => {
        const empty: CellInfo = {
          text: "",
          x0: cell.x0,
          x1: cell.x1,
          piped: true,
          phones: [],
          money: [],
          dates: [],
          data: [],
          numbers: [],
          label: "",
        };
        const cells = block.map((b) => ({ ...(b.values.get(j) ?? empty), piped: true }));
        return readTableRow(header, { ...key, cells, text: cells.map((c) => c.text).join(" | ") }, cell.phones[0]!);
      });
      for (const b of block) taken.add(b.row.index);
      if (keyLabel) keyLabels.set(cleanText(keyLabel.text).toLowerCase(), pitch);
      grids.push({ rows: [...block.map((b) => b.row.index), ...headings, ...wrapped].sort((a, b) => a - b), drafts });
    }
  return grids;
}

/** How many of a row's amounts stand in a column of the header (their edge on its edge, or by position in a pipe table). */
function alignedFigures(header: Header, row: RowInfo): number {
  const tolerance = Math.max(2, row.height * 0.25);
  return row.cells.filter((cell, i) => {
    if (!cell.money.length) return false;
    if ((header.piped || cell.piped) && row.cells.length === header.columns.length)
      return header.columns[i]!.category !== "phone";
    return header.columns.some(
      (col) => Math.abs(col.x1 - cell.x1) <= tolerance || Math.abs(col.x0 - cell.x0) <= tolerance,
    );
  }).length;
}

/** The words of a ledger row that say what its charge is: the cells outside the number, user and department columns. */
function ledgerDescription(header: Header, row: RowInfo): string {
  return cleanText(
    row.cells
      .filter((c, i) => !c.phones.length && !["phone", "user", "department"].includes(columnFor(header, row, i)))
      .map((c) => c.label)
      .join(" "),
  );
}

/**
 * Another charge row of a line in a ledger. The line's first row was read as a
 * table row (its amount as the line's total, its description as the plan); with
 * a second row that reading becomes a charge of its own too.
 */
function readLedgerRow(header: Header, d: LineDraft, row: RowInfo) {
  if (!d.ledger) {
    d.ledger = true;
    if (
      d.planCost === null &&
      d.lineTotal !== null &&
      d.equipment === null &&
      d.surcharges === 0 &&
      d.taxes === 0 &&
      d.otherCharges === 0
    ) {
      const first = d.lineTotal;
      const name = d.planName;
      d.lineTotal = null;
      d.planName = "";
      addCharge(d, name, [{ value: first, start: 0, end: 0, hasCurrency: true, raw: String(first) }], null, name);
    }
  }
  const { text, amounts } = rowAmounts(row);
  const description = ledgerDescription(header, row);
  // "Usage | Domestic data 25.37 GB - included | 0.00": the line's data used.
  const data = row.cells.flatMap((c) => c.data);
  if (data.length === 1 && LABEL.dataUse(description.toLowerCase())) d.dataUsageGB = data[0]!.gb;
  if (amounts.every((a) => a.value === 0) && data.length) return;
  if (d.lineTotal !== null && !LABEL.summaryTotal(description.toLowerCase())) d.lineTotal = null;
  addCharge(d, description, amounts, null, text);
}

/** Whether `next` follows `row` closely on the same page, as the next row of one record does. */
function continues(row: RowInfo, next: RowInfo): boolean {
  return next.page === row.page && next.y - row.y <= Math.max(row.height, next.height) * 2.2;
}

/**
 * The balance a row notes, when its only amount is one: followed by the word of what is left to pay ("$916.74
 * left", "$87.50 remaining") or after a balance's label in its cell ("Balance $87.50"). Null otherwise.
 */
function balanceNoted(row: RowInfo): number | null {
  const { text, amounts } = rowAmounts(row);
  if (amounts.length !== 1) return null;
  const amount = amounts[0]!;
  const cell = row.cells.find((c) => c.money.length)!;
  const before = cell.text.slice(0, cell.money[0]!.start);
  return OWED_AFTER.test(text.slice(amount.end, amount.end + 24)) || chargeCategory(before) === "balance"
    ? amount.value
    : null;
}

/** The first row of a record without its number: a line's words (its user) and its figures, not a total or an account row. */
function isRecordHead(row: RowInfo): boolean {
  const first = row.cells[0]!;
  const text = cleanText(first.label).toLowerCase();
  if (!text || first.money.length || first.dates.length) return false;
  return (
    !LABEL.summaryTotal(text) &&
    !/\baccount\b/.test(text) &&
    !LABEL.linesSummary(text) &&
    !chargeCategory(text) &&
    !LABEL.payments(text)
  );
}

/**
 * A row that continues a table record: its name is the line's user, its other
 * words the plan (or the device under a device column), its quantity the data used.
 */
function readRecordContinuation(header: Header, d: LineDraft, row: RowInfo) {
  row.cells.forEach((cell, i) => {
    // A quantity alone is the data used; one inside a plan's name is its allowance ("Tablet 10GB").
    const words = cell.text.replace(/\b(?:TB|GB|MB|KB)\b/gi, "");
    const usage =
      cell.data.length === 1 && !/[A-Za-z]{2}/.test(words) ? cell.data[0]! : usageEndingCell(cell.text, cell.data);
    if (usage && d.dataUsageGB === null) d.dataUsageGB = usage.gb;
    let text = cell.text;
    for (const span of [...cell.phones, ...(usage ? [usage] : [])].sort((a, b) => b.start - a.start))
      text = text.slice(0, span.start) + " " + text.slice(span.end);
    text = cleanText(text.replace(/[*†‡]+/g, " "));
    if (!text || !/[A-Za-z]{2}/.test(text)) return;
    // Beside the number, the line's type ("Voice", "Wearable") and its data ("Unlimited (used 14.2GB)", "50GB (used
    // 38.6GB)": the allowance, then the use read above) say nothing of its plan's name; nor does what is left to pay
    // on its device ("remaining balance $377.74").
    const allowance = /^\s*(?:unlimited|unl|\d+(?:\.\d+)?\s*[gmt]b)?\s*$/i;
    if (
      namesOnlyLineType(text) ||
      (usage && allowance.test(text.replace(/\(\s*(?:used)?\s*\)|\bused\b|\bof\b/gi, " ")))
    )
      return;
    if (cell.money.length && chargeCategory(cell.label.toLowerCase()) === "balance") return;
    // "Plan: AT&T Business Unlimited Performance": a field its key names, wherever it stands.
    const field = text.match(FIELD);
    if (field?.[2] && LABEL.planField(field[1]!.toLowerCase())) {
      if (!d.planName || d.planNameGuessed) {
        d.planName = cleanPlanName(field[2]!);
        d.planNameGuessed = false;
      }
      return;
    }
    const column = columnFor(header, row, i);
    // "Samsung Galaxy S25 128GB · EIP 9 of 24, $412.50 left": the device the line pays for, named in its own row;
    // "EIP 17 of 24: T-Mobile 5G Hotspot Z": named after its payment's key, whatever its name.
    const model = cleanText(cell.label.split(/\s*[·•|]\s*/)[0]!);
    const noted = deviceNoted(cell.text);
    if (d.equipment && column !== "device" && (noted || isDeviceModel(model))) {
      const name = noted ? cleanText(noted) : model;
      d.equipment.deviceName ||= deviceNameOf(name) || name;
      return;
    }
    if (column === "department") d.department ??= text;
    else if (column === "device" && d.equipment)
      // "Your own device": kept as printed, so the device reads as owned (nothing to pay) once the line is done.
      d.equipment.deviceName ||= LABEL.ownedDevice(text.toLowerCase()) ? text : deviceNameOf(text) || text;
    else if ((column === "user" || looksLikeName(text)) && !d.user) d.user = text;
    else if (column === "planName" && d.planName && !d.planNameGuessed)
      d.planName = cleanPlanName(`${d.planName} ${text}`);
    else if (!d.planName || d.planNameGuessed) {
      d.planName = cleanPlanName(text);
      d.planNameGuessed = false;
    }
  });
}

/**
 * The device a note of its payment names after the payment's key: "Device:", "Device payment agreement:",
 * "Installment 11 of 36:", "EIP 19 of 36:" (equipment installment plan), "DPA:" (device payment agreement).
 */
function deviceNoted(note: string): string | null {
  return (
    /^\W*(?:device|equipment|installment|eip|dpa|financing)(?:\s+payment)?(?:\s+(?:agreement|plan))?(?:\s*\d+\s*(?:of|\/)\s*\d+)?\s*:\s*([^,·•]+?)(?=\s*(?:[,·•]|\bpayment\b|\binstallment\b|$))/i.exec(
      note,
    )?.[1] ?? null
  );
}

/** Keys of the fields a line's section prints as "Key: value" (its user, department or plan). */
const FIELD_KEY =
  /(?<=^|\s)((?:line\s+)?user(?:\s+name)?|name|employee|subscriber|assigned\s+to|cost\s*cent(?:er|re)|dept\.?|department|division|group|location|business\s+unit|(?:(?:rate|price|priced|service|calling|current|tariff|wireless|mobile)\s+)?plan(?:\s+name)?)\s*:/gi;

type LineField = { kind: "user" | "department" | "plan"; value: string };

/** What a field's key (in lower case) names of the line: its plan, user or department. */
const lineFieldKind = (key: string): LineField["kind"] | null =>
  LABEL.planField(key) ? "plan" : LABEL.userField(key) ? "user" : LABEL.departmentField(key) ? "department" : null;

/**
 * The fields of a row made only of "Key: value" fields, one to a cell or run
 * together in one ("Subscriber: Ann Lee | Rate plan: Business 20GB", "User: Jo
 * Park Cost center: Sales"), each a line's user, department or plan; null when
 * any text of the row is something else. A blank value ("Dept: —") names nothing.
 */
function lineFieldsOf(row: RowInfo): LineField[] | null {
  const out: LineField[] = [];
  for (const cell of row.cells) {
    const keys = [...cell.text.matchAll(FIELD_KEY)];
    if (keys.length === 0 || keys[0]!.index !== 0) return null;
    keys.forEach((k, i) => {
      const key = k[1]!.toLowerCase().replace(/\s+/g, " ");
      const value = cleanText(cell.text.slice(k.index! + k[0].length, keys[i + 1]?.index ?? cell.text.length));
      if (!value || /^(?:[-–—_.]+|none|n\/a|unassigned)$/i.test(value)) return;
      const kind = lineFieldKind(key);
      if (kind) out.push({ kind, value });
    });
  }
  return out;
}

/** Puts a line's "Key: value" fields in its draft; a plan named by its field is the plan's name. */
function applyLineFields(d: LineDraft, fields: LineField[]) {
  for (const f of fields) {
    if (f.kind === "user") d.user = f.value;
    else if (f.kind === "department") d.department = f.value;
    else {
      d.planName = cleanPlanName(f.value) || f.value;
      d.planNameGuessed = false;
    }
  }
}

/** Reads the head row of a detail section: user, department, plan name and a printed total beside the number. */
function readSectionHead(d: LineDraft, row: RowInfo, phoneCell: number) {
  const texts: string[] = [];
  row.cells.forEach((cell, i) => {
    let text = cell.text;
    if (i === phoneCell) {
      for (const p of [...cell.phones].reverse()) text = text.slice(0, p.start) + " " + text.slice(p.end);
    }
    for (const m of [...cell.money].reverse()) text = text.slice(0, Math.max(0, m.start)) + " " + text.slice(m.end);
    // "User: Ann Lee Cost center: Sales" holds two fields in one cell.
    // Fields run together in one cell, or parted by a dash, a dot or a bullet ("Maria Lopez — Go5G Business").
    for (const field of text.split(
      /\s+(?=(?:user|name|employee|cost\s*cent(?:er|re)|dept\.?|department|division|plan)\s*:)/i,
    )) {
      for (const part of field.split(/\s+[—–·•-]\s+|\s*[·•]\s*/)) texts.push(part);
    }
  });
  for (const raw of texts) {
    const bare = raw
      .replace(
        // "LINE2": a scan may run the line's index into the word.
        /^\s*(?:line|wireless\s+number|mobile(?:\s+number)?|number|phone|device)(?:\b|(?=\d))\s*(?:#|no\.?)?\s*[:\-–]?/i,
        "",
      )
      .trim();
    const t = cleanText(bare);
    // Words that only announce the line ("Summary for", "Charges for", "Details", "(continued)") name nothing.
    if (
      !t ||
      /^(?:(?:summary|details?|charges?|activity|usage|services?|line|wireless|mobile|number|for|of|and|the|&|continued|cont'?d|cont\.?|from\s+previous\s+page)\s*)+$/i.test(
        t.replace(/[()]/g, " ").trim(),
      )
    )
      continue;
    // "Dept:" with its value left blank (or a dash in the next cell) names nothing.
    if (/^[A-Za-z .]+:\s*[-–—_]*\s*$/.test(bare)) continue;
    const field = bare.match(FIELD);
    if (field) {
      const key = field[1]!.toLowerCase();
      const value = cleanText(field[2]!);
      if (!value || /^[-–—_.]+$/.test(value) || /^(?:none|n\/a|unassigned)$/i.test(value)) continue;
      if (LABEL.userField(key)) d.user = value;
      else if (LABEL.departmentField(key)) d.department = value;
      else if (/plan/.test(key)) d.planName = cleanPlanName(value);
      continue;
    }
    // "512.555.0131 | Olivia Reyes | Apple iPhone 16 Pro": a device's model beside the number is the line's device.
    if (isDeviceModel(t)) {
      d.headDevice ??= t;
      continue;
    }
    if (!d.user && looksLikeName(t)) d.user = t;
    else if (
      !d.planName &&
      (chargeCategory(t) === "plan" || (DATA_ONLY_PLAN.test(t.toLowerCase()) && !namesOnlyDeviceKind(t)))
    )
      d.planName = cleanPlanName(t);
    else if (
      !d.planName &&
      /[A-Za-z]{3}/.test(t) &&
      !chargeCategory(t) &&
      !LABEL.contact(t.toLowerCase()) &&
      !looksLikeName(t) &&
      // "+12235550162 | Smartwatch": the line's kind of device, not its plan.
      !namesOnlyDeviceKind(t)
    ) {
      d.planName = t;
      d.planNameGuessed = true;
    }
  }
  const amounts = row.cells.flatMap((c) => c.money);
  if (amounts.length === 1) d.lineTotal = amounts[0]!.value;
  // Data printed beside the number ("(206) 555-0148 · Maria Lopez · 12.5 GB · $59.43"); not a whole number after
  // words, an allowance ("47.36 GB of 100 GB", "Business Hotspot 100GB").
  const data = row.cells.flatMap((c) =>
    c.data.filter((m) => !(/[A-Za-z]{2}/.test(c.text.slice(0, m.start)) && Number.isInteger(m.gb))),
  );
  if (data.length === 1) d.dataUsageGB = data[0]!.gb;
}

// ---------------------------------------------------------------------------
// Blocks side by side

/** A row's cells that hold one wireless number each and no amount. */
const numberCellsOf = (row: RowInfo) =>
  row.cells.filter((c) => c.phones.length === 1 && !TOLL_FREE.test(c.phones[0]!.e164) && !c.money.length);

/** Whether a cell holds words (a label or a name), not only figures or marks. */
const wordy = (c: CellInfo) => /[A-Za-z]{2}/.test(c.label);

/** The column of a page's blocks side by side a cell stands in, by where each column after the first begins. */
const blockOf = (splits: readonly number[], cell: CellInfo) => splits.filter((x) => cell.x0 >= x).length;

/**
 * Where each of a page's columns of line blocks after the first begins, when `key` opens two to four blocks
 * side by side: a row whose first words are a number, with more numbers further right (each perhaps with
 * its user beside it), over rows whose cells each stand within one block, and where every block holds two
 * labelled amounts or more, each label starting at its block's number (a table turned on its side has its
 * labels left of the numbers instead).
 */
function sideBySideSplits(rows: RowInfo[], key: RowInfo): number[] | null {
  const numbers = numberCellsOf(key);
  if (numbers.length < 2 || numbers.length > 4) return null;
  const h = key.height;
  if (key.cells.some((c) => c.x0 < numbers[0]!.x0 && (wordy(c) || c.money.length))) return null;
  const splits = numbers.slice(1).map((c) => c.x0 - h);
  if (numbers.some((c, i) => i < splits.length && c.x1 >= splits[i]!)) return null;
  const labelled = numbers.map(() => 0);
  for (let k = key.index + 1; k < rows.length && k <= key.index + 40; k++) {
    const row = rows[k]!;
    if (row.page !== key.page || numberCellsOf(row).length) break;
    if (row.cells.some((c) => blockOf(splits, c) !== blockOf(splits, { ...c, x0: c.x1 }))) break;
    numbers.forEach((number, j) => {
      const cells = row.cells.filter((c) => blockOf(splits, c) === j);
      if (
        cells.some((c) => wordy(c) && c.x0 >= number.x0 - h && c.x0 <= number.x0 + h * 4) &&
        cells.some((c) => c.money.length)
      )
        labelled[j]! += 1;
    });
  }
  return labelled.every((n) => n >= 2) ? splits : null;
}

/**
 * Line blocks printed two to four to a row of the page (each a number, its user, and label/amount pairs
 * under it) are read one after the other: from a row that opens blocks side by side until a row whose
 * text crosses the gap between two of them, each band of rows from one row of numbers to the next is
 * read block by block, left to right, as if each block stood under the one before. A later row of
 * numbers standing in the same columns opens the next band (its last blocks may hold something else,
 * the account's own charges, or nothing).
 */
function unfoldSideBySide(rows: RowInfo[]): RowInfo[] {
  const out: RowInfo[] = [];
  let splits: number[] | null = null;
  let shift = 0;
  let band: RowInfo[] = [];
  const flush = () => {
    if (band.length === 0 || splits === null) return;
    const at = splits;
    const top = band[0]!.y;
    const span = band.at(-1)!.y - top + Math.max(...band.map((r) => r.height)) * 3;
    for (let j = 0; j <= at.length; j++) {
      for (const row of band) {
        const cells = row.cells.filter((c) => blockOf(at, c) === j);
        if (cells.length)
          out.push({ ...row, y: row.y + shift + span * j, cells, text: cells.map((c) => c.text).join(" | ") });
      }
    }
    shift += span * at.length;
    band = [];
  };
  /** Whether a block's part of a row opens it: its first cell of words or figures starts with a number. */
  const opensBlock = (cells: CellInfo[]) => {
    const first = cells.find((c) => wordy(c) || c.phones.length || c.money.length);
    const phone = first?.phones.length === 1 && !first.money.length ? first.phones[0]! : null;
    return !!phone && !TOLL_FREE.test(phone.e164) && !/[A-Za-z]/.test(first!.text.slice(0, phone.start));
  };
  rows.forEach((row, i) => {
    if (row.page !== rows[i - 1]?.page) {
      flush();
      splits = null;
      shift = 0;
    }
    const crosses = (at: number[]) =>
      row.cells.some((c) => at.some((x) => c.x0 < x - row.height && c.x1 > x + row.height));
    if (splits !== null && crosses(splits)) {
      flush();
      splits = null;
    }
    // A new band where blocks open side by side on one row (a grid), or where the only block the row has words in
    // opens; a block opening beside one that goes on (cards of different lengths, each column flowing on its own)
    // keeps the band, read column by column.
    const within = splits;
    const parts = within ? [...within, Infinity].map((_, j) => row.cells.filter((c) => blockOf(within, c) === j)) : [];
    const filled = parts.filter((cells) => cells.length > 0);
    const opening = filled.filter(opensBlock).length;
    if (within !== null && opening > 0 && (opening >= 2 || filled.length === 1)) flush();
    else {
      const opens = sideBySideSplits(rows, row);
      if (opens !== null) {
        flush();
        splits = opens;
      }
    }
    if (splits !== null) band.push(row);
    else out.push({ ...row, y: row.y + shift });
  });
  flush();
  return out.map((row, index) => ({ ...row, index }));
}

// ---------------------------------------------------------------------------
// Carrier

/** The carrier named most in the statement's first rows (its letterhead), else in the whole statement. */
function detectProvider(rows: RowInfo[]): CarrierId | null {
  const most = (text: string): CarrierId | null => {
    const counts = new Map<CarrierId, number>();
    for (const m of findCarrierMentions(text)) counts.set(m.carrier, (counts.get(m.carrier) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  };
  return (
    most(
      rows
        .slice(0, 25)
        .map((r) => r.text)
        .join("\n"),
    ) ?? most(rows.map((r) => r.text).join("\n"))
  );
}

// ---------------------------------------------------------------------------
// The bill

type AccountItem = {
  category: ChargeCategory;
  amount: number;
  label: string;
  subtotal: boolean;
  /** Read under an account-charges heading. */
  section: boolean;
  /** Read before any line: in the statement's summary, where rows may sum up the lines. */
  beforeLines: boolean;
  /** Named for the lines together ("Taxes (all lines)", "Group plan (6 lines)"). */
  acrossLines?: boolean;
};

/** A header cell that is a plan's name, over the plan's charge ("Business Unlimited Plus | Line discount | …"). */
const planNameHeading = (text: string) =>
  chargeCategory(text) === "plan" && namesAPlan(text) && !LABEL.planField(text.toLowerCase());

/**
 * The columns of a header row inside a line's section, when every cell names one and three or more name charges
 * ("Plan | Equipment | Services | Fees | Taxes | Data used"); a plan or device column there holds its charge.
 */
function sectionFigureHeader(row: RowInfo): Header["columns"] | null {
  if (row.cells.length < 3) return null;
  if (row.cells.some((c) => c.money.length || c.phones.length || c.dates.length || c.data.length || c.numbers.length))
    return null;
  const columns = row.cells.map((c) => ({
    // A plan's name heading its own charge ("Business Unlimited Data Pro (Jetpack)") is the plan's column.
    category: planNameHeading(c.text) ? ("plan" as const) : columnCategory(c.text),
    x0: c.x0,
    x1: c.x1,
    unitGB: unitOf(c.text),
  }));
  if (columns.some((c) => c.category === null)) return null;
  const named = columns.map((c) => asFigureColumn({ ...c, category: c.category! }));
  const charges = named.filter(
    (c) => FIGURE_COLUMNS.has(c.category) && !["balance", "lineTotal", "data"].includes(c.category),
  );
  if (charges.length < 3) return null;
  return named;
}

// ---------------------------------------------------------------------------
// Line sections: named row handlers over an explicit state

/** What the rows of an open line section have set up for the rows after them. */
type SectionState = {
  draft: LineDraft;
  /** The table header the section was opened under. */
  sectionHeader: Header | null;
  /** The heading row the section's rows stand under ("Surcharges & fees"), and its words. */
  heading: ChargeCategory | null;
  headingLabel: string;
  /** A category row with an amount whose breakdown rows follow ("Surcharges $2.73", then its items). */
  group: Group | null;
  /** The draft's charges when the current heading opened: what the rows under it add is the rest. */
  groupStart: number;
  /** A ledger's charge-type column: the kind its last printed cell named, heading the rows that leave it blank. */
  typeHeading: { category: ChargeCategory; label: string; typeX1: number; descX0: number } | null;
  /** The heading of the row being read (from a heading row or a charge-type column). */
  rowHeading: ChargeCategory | null;
  rowHeadingLabel: string;
  /** A header row of the section's own figures ("Plan | Equipment | Fees | Taxes | Data used"), over their row. */
  figureHeader: Header["columns"] | null;
  /** The plan's name that header printed over the plan's charge. */
  figurePlan: string | null;
  /** The line's total was printed on the section's head row, before its charges (not as the row that ends them). */
  headTotal: boolean;
  /** Set by a handler when the row closes the section (its total read). */
  closed: boolean;
};

function newSectionState(draft: LineDraft, sectionHeader: Header | null): SectionState {
  return {
    draft,
    sectionHeader,
    heading: null,
    headingLabel: "",
    group: null,
    groupStart: 0,
    typeHeading: null,
    rowHeading: null,
    rowHeadingLabel: "",
    figureHeader: null,
    figurePlan: null,
    headTotal: draft.lineTotal !== null,
    closed: false,
  };
}

/** A row of a line section with what its handlers read of it. */
type SectionRow = {
  row: RowInfo;
  /** The row's words in lower case, figures removed. */
  label: string;
  amounts: MoneyMatch[];
  /** The row's words as printed, cell by cell. */
  fields: string;
  data: DataMatch[];
  /** The row's text with its amounts placed in it. */
  text: string;
  placed: MoneyMatch[];
  rowLabelText: string;
  /** The kind of charge the row's words name. */
  own: ChargeCategory | null;
  /**
   * Words after the row's last amount, in cells of their own ("Surcharges & fees | 3.23 | Apple iPad Air"): a block
   * printed beside this one, not part of this row's label.
   */
  aside: string[];
  /** The row under it on the same page, if any. */
  next?: RowInfo;
  /** The rows after it on the same page (at most 30), taken only by the rules that look ahead. */
  following: () => RowInfo[];
};

/** Cells after a row's last figure (at `lastFigure`, not the first cell) hold words only: a block or note beside it. */
function besideNote(row: RowInfo, lastFigure: number): boolean {
  const trailing = lastFigure >= 0 ? row.cells.slice(lastFigure + 1) : [];
  return (
    trailing.length > 0 &&
    lastFigure > 0 &&
    trailing.every((c) => !c.money.length && !c.dates.length && !c.data.length && /[A-Za-z]{3}/.test(c.label))
  );
}

function sectionRowOf(
  row: RowInfo,
  label: string,
  amounts: MoneyMatch[],
  next?: RowInfo,
  following: () => RowInfo[] = () => [],
): SectionRow {
  const { text, amounts: placed } = rowAmounts(row);
  const lastFigure = row.cells.findLastIndex((c) => c.money.length > 0);
  const trailing = lastFigure >= 0 ? row.cells.slice(lastFigure + 1) : [];
  const besideBlock = besideNote(row, lastFigure);
  const labelCells = besideBlock ? row.cells.slice(0, lastFigure + 1) : row.cells;
  const rowLabelText = cleanText(
    labelCells
      .map((c) => c.label)
      .filter(namesSomething)
      .join(" "),
  );
  return {
    row,
    label,
    amounts,
    fields: row.cells.map((c) => c.label).join(" "),
    data: row.cells.flatMap((c) => c.data),
    text,
    placed,
    rowLabelText,
    own: chargeCategory(rowLabelText),
    aside: besideBlock ? trailing.map((c) => cleanText(c.text)) : [],
    next,
    following,
  };
}

/** A rule for a line section's rows: reads the row and answers true when the row is read (no later rule sees it). */
export type SectionHandler = { name: string; read(st: SectionState, r: SectionRow): boolean };

const FIELD_LABEL = /^\s*(?:user|name|employee|cost\s*cent(?:er|re)|dept\.?|department)\b\s*:?/i;

/** Words in sentences (eight words or more, one ending in a full stop): a note, never a heading. */
const isSentence = (text: string) => (text.match(/[a-z0-9]+/gi) ?? []).length >= 8 && /[a-z0-9)]\.(?:\s|$)/i.test(text);

/** The rules of a line section's rows, in the order they are tried; the analysis records which one read each field. */
export const SECTION_HANDLERS: readonly SectionHandler[] = [
  {
    // "Service suspended October 29, 2026 at customer request. Regular rate $30.00 resumes on reactivation.",
    // "Monthly rate $40.00. Line activated November 9, 2026.": a note in sentences whose one amount stands inside
    // the text, words after it, not at a charge's place at the end of its row. It charges nothing.
    name: "note with an amount inside a sentence",
    read: (_st, r) => {
      const cell = r.row.cells[0]!;
      if (r.amounts.length !== 1 || r.row.cells.length !== 1 || cell.money.length !== 1) return false;
      const text = cell.text;
      const after = text.slice(cell.money[0]!.end);
      return (after.match(/[A-Za-z0-9]+/g) ?? []).length >= 3 && /[a-z0-9]\.(?:\s+[A-Z]|\s*$)/.test(text);
    },
  },
  {
    // "Plan | Equipment | Services | Fees | Taxes | Data used" inside a line's section: every cell names a column
    // (three or more of them charges), no figure; the row under it holds the line's figures in those columns.
    name: "header of the section's own figures",
    read(st, r) {
      const columns = sectionFigureHeader(r.row);
      if (!columns) return false;
      st.figureHeader = columns;
      const plan = r.row.cells.find((c) => planNameHeading(c.text));
      st.figurePlan = plan ? cleanPlanName(plan.text) : null;
      return true;
    },
  },
  {
    // The row under the section's own header: its figures read in order, kept only when they make the line's
    // total printed in the section (its head row).
    name: "figures under the section's own header",
    read(st, r) {
      const columns = st.figureHeader;
      if (!columns || r.amounts.length < 2) return false;
      st.figureHeader = null;
      const d = st.draft;
      const read = newDraft(d.phone);
      if (!readFiguresAs(columns, read, r.row, d.lineTotal)) return false;
      // They make the line's total: they are its charges, whatever rows above them were read as (a device note's
      // balance taken for its installment). The device's name and balance stay as read.
      d.planCost = read.planCost;
      d.surcharges = read.surcharges;
      d.taxes = read.taxes;
      d.otherCharges = read.otherCharges;
      d.credits = read.credits;
      d.internationalCost = read.internationalCost;
      if (read.dataUsageGB !== null) d.dataUsageGB = read.dataUsageGB;
      if (d.equipment || read.equipment) equipmentOf(d).monthlyPayment = read.equipment?.monthlyPayment ?? null;
      const planName = read.planName || st.figurePlan;
      if (planName && (!d.planName || d.planNameGuessed)) {
        d.planName = planName;
        d.planNameGuessed = false;
      }
      d.lineTotal ??= read.lineTotal;
      return true;
    },
  },
  {
    // "Subscriber: Ann Lee | Rate plan: Business 20GB": the line's fields, whatever quantity a plan's name holds.
    name: "'key: value' fields of a section",
    read(st, r) {
      const lineFields = r.amounts.length === 0 ? lineFieldsOf(r.row) : null;
      if (!lineFields) return false;
      applyLineFields(st.draft, lineFields);
      return true;
    },
  },
  {
    // Data used, wherever it stands in the section; "Data 18.42 GB used · Unlimited $0.00": usage included in the
    // plan charges nothing (read), else the row's charges are read by the rules after this one.
    name: "data row of a section",
    read(st, r) {
      if (!(r.data.length && (LABEL.dataUse(r.label) || r.amounts.length === 0) && !/\bof\s*$/.test(r.label)))
        return false;
      // Words naming something with a whole number of GB ("Business Tablet 10GB", "Mobile Internet Hotspot 50GB"),
      // no charge and no word of use: a plan's allowance in its name, read by the rules after this one.
      if (
        r.amounts.length === 0 &&
        r.data.length === 1 &&
        Number.isInteger(r.data[0]!.gb) &&
        /[a-z]{3}/.test(r.label.replace(/\d+(?:[.,]\d+)?\s*[gmtk]b\b/g, " ")) &&
        !/\b(?:used|usage|data)\b/.test(r.label)
      )
        return false;
      if (st.draft.dataUsageGB === null || LABEL.dataUse(r.label)) st.draft.dataUsageGB = r.data[0]!.gb;
      return r.amounts.every((a) => a.value === 0);
    },
  },
  {
    // "Data used (GB) 12.48", "Usage 3.2": a data row whose figure carries no dollar sign is a quantity, not a charge.
    name: "data row of a section (bare figure)",
    read(st, r) {
      if (
        r.data.length ||
        !LABEL.dataUse(r.label) ||
        /\b(?:charges?|overage|fee|cost|plan|pass|add-?on)\b/.test(r.label)
      )
        return false;
      const figure =
        r.amounts.length === 1 && !r.amounts[0]!.hasCurrency
          ? r.amounts[0]!.value
          : r.amounts.length === 0
            ? r.row.cells.flatMap((c) => c.numbers)[0]?.value
            : undefined;
      if (figure === undefined || figure < 0) return false;
      st.draft.dataUsageGB = Math.round(figure * unitOf(r.label) * 100) / 100;
      return true;
    },
  },
  {
    // "User: Jo Park | Cost center: 100-Sales": each field in its own cell or one after the other.
    name: "user and department fields",
    read(st, r) {
      if (r.amounts.length !== 0) return false;
      let text = r.row.cells.map((c) => c.text);
      // "Tom Becker - Dept. 210 Engineering": the user, then the fields, parted by a dash or a bullet.
      const [name, fields, ...more] = text
        .join(" ")
        .split(/\s+[—–·•-]\s+|\s*[·•]\s*/)
        .map(cleanText);
      if (!FIELD_LABEL.test(r.fields)) {
        if (more.length || !name || !looksLikeName(name) || !fields || !FIELD_LABEL.test(fields)) return false;
        st.draft.user = name;
        text = [fields];
      }
      for (const part of text.flatMap((t) =>
        t.split(/\s+(?=(?:user|name|employee|cost\s*cent(?:er|re)|dept\.?|department)\s*:)/i),
      )) {
        const field = part.match(/^\s*(user|name|employee|cost\s*cent(?:er|re)|dept\.?|department)\s*:?\s*(.*)$/i);
        const value = field ? cleanText(field[2]!) : "";
        if (!field || !value || /^(?:none|n\/a|unassigned)$/i.test(value)) continue;
        if (LABEL.userField(field[1]!.toLowerCase())) st.draft.user = value;
        else st.draft.department = value;
      }
      return true;
    },
  },
  {
    // A field's label in one cell and its value in the next ("Line user | Maria Lopez", "Department | Sales").
    name: "field label cell, value cell",
    read(st, r) {
      const key = cleanText(r.row.cells[0]!.label).toLowerCase();
      if (r.amounts.length !== 0 || r.row.cells.length < 2 || !(LABEL.userField(key) || LABEL.departmentField(key)))
        return false;
      const value = cleanText(
        r.row.cells
          .slice(1)
          .map((c) => c.text)
          .join(" "),
      );
      if (value && !/^(?:none|n\/a|unassigned|[-–—_.]+)$/i.test(value)) {
        if (LABEL.userField(key)) st.draft.user = value;
        else st.draft.department = value;
      }
      return true;
    },
  },
  {
    // A charge's label with a whole number of three digits or more where its amount stands: the amount with its
    // decimal point lost in the scan ("Government taxes 132" for 1.32), taken only if it makes the line's total.
    name: "charge whose decimal point the scan lost",
    read(st, r) {
      if (r.amounts.length !== 0) return false;
      const category = chargeCategory(r.label);
      const last = r.row.cells.at(-1)!;
      const figure = r.row.cells.flatMap((c) => c.numbers).length === 1 ? last.numbers[0] : undefined;
      if (
        !(category && GROUPABLE.has(category) && figure && /^\d{3,}$/.test(last.text.slice(figure.start, figure.end)))
      )
        return false;
      st.draft.unpointed.push({ category, value: ((category === "credits" ? -1 : 1) * figure.value) / 100 });
      return true;
    },
  },
  {
    // A device's model alone on its row ("Apple iPhone 16 Pro", "Netgear Nighthawk M6") names the line's device.
    name: "device model on its own row",
    read(st, r) {
      if (r.amounts.length !== 0 || !isDeviceModel(r.fields) || st.draft.equipment?.deviceName || st.heading === "plan")
        return false;
      equipmentOf(st.draft).deviceName = deviceNameOf(r.fields) || cleanText(r.fields);
      return true;
    },
  },
  {
    // "Surcharges & fees | 3.23 | Apple iPad Air": a device model in the block beside a charge is the line's device;
    // the charge is read by the rules after this one.
    name: "device model beside a charge",
    read(st, r) {
      const model = r.aside.find((text) => isDeviceModel(text));
      if (model && !st.draft.equipment?.deviceName) equipmentOf(st.draft).deviceName = deviceNameOf(model) || model;
      return false;
    },
  },
  {
    // "Smartphone | Business Unlimited Advanced": the line's kind of device, then its plan's name (the plan's charge
    // on a row of its own, "Plan | $40.00"), not a heading of plan charges.
    name: "kind of device and plan",
    read(st, r) {
      const cells = r.row.cells;
      if (r.amounts.length !== 0 || cells.length !== 2 || st.draft.planName) return false;
      const [kind, plan] = cells.map((c) => cleanText(c.text));
      if (!deviceKind(kind) || isDeviceModel(kind!) || kind!.split(" ").length > 2) return false;
      if (chargeCategory(plan!) !== "plan" || isDeviceModel(plan!) || LABEL.summaryTotal(plan!.toLowerCase()))
        return false;
      st.draft.planName = cleanPlanName(plan!);
      return true;
    },
  },
  {
    // A plan's name alone under the line's head before any charge, over the plan's charge on a row that names no plan
    // ("Biz Unlimited 5G" or "Biz Hotspot 50GB", then "Monthly plan | 30.00"): the line's plan, not a heading.
    name: "plan's name over its nameless charge",
    read(st, r) {
      const d = st.draft;
      const next = r.next;
      // The one cell that names it: other cells on its row are other fields ("Voice | Google Pixel 9 | Business
      // Unlimited Plus"); a plan's words before a data-only service's ("Mobile Internet | … | Business Internet 50GB").
      const labels = r.row.cells.map((c) => c.label).filter(namesAPlan);
      const plans = labels.filter((l) => chargeCategory(l.toLowerCase()) === "plan");
      const services = labels.filter((l) => DATA_ONLY_PLAN.test(l.toLowerCase()));
      const only = (names: string[]) => (names.length === 1 ? names[0] : undefined);
      const named = plans.length ? only(plans) : only(services);
      if (
        r.amounts.length !== 0 ||
        d.planName ||
        d.planCost !== null ||
        st.heading !== null ||
        computedTotal(d) !== 0 ||
        !named ||
        !next ||
        rowMoney(next).length !== 1 ||
        chargeCategory(rowLabel(next).toLowerCase()) !== "plan" ||
        cleanPlanName(rowLabel(next))
      )
        return false;
      d.planName = cleanPlanName(named);
      return true;
    },
  },
  {
    // A heading inside the section ("Surcharges & fees", "Equipment") ends the breakdown of the category row above it.
    name: "heading inside a section",
    read(st, r) {
      if (r.amounts.length !== 0 || isSentence(r.label)) return false;
      const category = chargeCategory(r.label);
      if (!category || category === "lineTotal") return false;
      // Words of a plan right over the header of the line's own figures (whose plan column holds its charge) head
      // no rows: they are the plan's name.
      if (category === "plan" && !st.draft.planName && r.next && sectionFigureHeader(r.next)) return false;
      st.heading = category;
      st.headingLabel = r.label;
      if (
        (category === "surcharges" && !/\btax(?:es)?\b/.test(r.label)) ||
        (category === "taxes" && !/\bsurcharges?\b/.test(r.label))
      )
        st.draft.feesApart = true;
      st.group = null;
      st.groupStart = computedTotal(st.draft);
      return true;
    },
  },
  {
    // "Monthly charges $45.00" over "Business Unlimited Pro $45.00", "Equipment $33.34" over "Device payment 14 of 36
    // $33.34": a row whose words name only a kind of charge, with the sum of the rows under it (up to the next such
    // row or a total), heads them; its figure restates theirs.
    name: "heading with the sum of its rows",
    read(st, r) {
      if (r.amounts.length !== 1 || (r.own !== "plan" && r.own !== "equipment")) return false;
      if (!namesOnlyKinds(r.label)) return false;
      let sum = 0;
      let rows = 0;
      for (const row of r.following()) {
        const amounts = rowMoney(row);
        const label = rowLabel(row);
        if (lineNumberOf(row) || isSubtotalLabel(label) || chargeCategory(label) === "lineTotal") break;
        if (amounts.length === 1 && namesOnlyKinds(label) && chargeCategory(label)) break;
        if (amounts.length !== 1 || chargeCategory(label) === "balance") continue;
        sum = roundCents(sum + amounts[0]!.value);
        rows++;
        // The rows that make its amount are its own; a heading the scan does not know ("One-time charges") may follow.
        if (near(sum, r.amounts[0]!.value)) break;
      }
      if (rows === 0 || !near(sum, r.amounts[0]!.value)) return false;
      st.heading = r.own;
      st.headingLabel = r.label;
      st.group = null;
      st.groupStart = computedTotal(st.draft);
      return true;
    },
  },
  {
    // A plan name alone on a row right after the line's head, before any charge. Words spread over several cells
    // may be a field or a small table's header ("Status | Suspended", "Description | Period | Amount"): a name a
    // plan charge row gives replaces them. Any other row without an amount is passed over.
    name: "plan name on its own row",
    read(st, r) {
      if (r.amounts.length !== 0) return false;
      const s = st.draft;
      // "Zoe Walsh · Mobile Internet": the line's user and kind, not a plan.
      const first = cleanText(r.row.text.split(/\s*[·•]\s*/)[0]!);
      if (first !== cleanText(r.row.text) && looksLikeName(first)) {
        s.user ??= first;
        return true;
      }
      if (
        !s.planName &&
        /[a-z]{3}/.test(r.label) &&
        !looksLikeName(r.fields) &&
        // "Smartphone" alone under the number: the line's kind of device, not its plan.
        !namesOnlyDeviceKind(r.fields) &&
        s.planCost === null &&
        (s.lineTotal === null || st.headTotal) &&
        st.heading === null &&
        !LABEL.summaryTotal(r.label)
      ) {
        s.planName = cleanText(r.fields);
        s.planNameGuessed = r.row.cells.length >= 2;
      }
      return true;
    },
  },
  {
    // Items under a category row with an amount ("Surcharges $2.73", then the three surcharges) are its breakdown
    // while they add up to no more than it; rows that did not add up to it stay in `absorbed` as the other reading.
    name: "item of a category row's breakdown",
    read(st, r) {
      const g = st.group;
      if (
        !g ||
        r.amounts.length !== 1 ||
        (r.own && STANDALONE.has(r.own)) ||
        isSubtotalLabel(r.rowLabelText) ||
        !(r.own === null || r.own === g.category || mentionsCategory(g.label, r.own))
      ) {
        st.group = null;
        return false;
      }
      const value = r.amounts[0]!.value;
      const next = roundCents(g.sum + value);
      if (!(Math.sign(value) === Math.sign(g.amount) && Math.abs(next) <= Math.abs(g.amount) + 0.005)) {
        st.group = null;
        return false;
      }
      g.sum = next;
      st.draft.absorbed.push({ category: r.own ?? g.category, value });
      if (near(next, g.amount)) st.group = null;
      return true;
    },
  },
  {
    // "Subtotal" alone under a heading, or a total naming the heading's kind ("Total monthly charges" under
    // "Monthly charges"), equal to what the rows under that heading added: it restates them.
    name: "subtotal of a heading's rows",
    read(st, r) {
      const heading = st.heading;
      if (heading === null || r.amounts.length !== 1) return false;
      if (!near(r.amounts[0]!.value, roundCents(computedTotal(st.draft) - st.groupStart))) return false;
      const kind = chargeCategory(r.rowLabelText.replace(/\b(?:sub)?totals?\b/gi, " "));
      if (/\bsubtotal\b/i.test(r.rowLabelText) && r.own === "lineTotal" && !kind) return true;
      return (
        isSubtotalLabel(r.rowLabelText) &&
        kind !== null &&
        kind !== "lineTotal" &&
        (kind === heading || mentionsCategory(st.headingLabel, kind))
      );
    },
  },
  {
    // A charge-type column ("Surcharges & fees | Federal USF | $1.44", then "| Regulatory charge | $1.25"): the type
    // printed only on the first row of its kind heads the rows under it that leave the column blank (only where no
    // heading row has said what the rows are). Sets the row's heading; reads nothing itself.
    name: "charge-type column",
    read(st, r) {
      const worded = r.row.cells.filter((c) => wordy(c) && !c.money.length);
      const typeCategory =
        st.heading === null && worded.length >= 2 && worded[0] === r.row.cells[0]
          ? chargeCategory(cleanText(worded[0]!.label))
          : null;
      st.rowHeading = st.heading;
      st.rowHeadingLabel = st.headingLabel;
      if (typeCategory && typeCategory !== "lineTotal") {
        st.typeHeading = {
          category: typeCategory,
          label: cleanText(worded[0]!.label).toLowerCase(),
          typeX1: worded[0]!.x1,
          descX0: worded[1]!.x0,
        };
        [st.rowHeading, st.rowHeadingLabel] = [st.typeHeading.category, st.typeHeading.label];
      } else if (
        st.typeHeading &&
        worded[0] &&
        worded[0].x0 >= st.typeHeading.typeX1 &&
        Math.abs(worded[0].x0 - st.typeHeading.descX0) <= r.row.height
      ) {
        [st.rowHeading, st.rowHeadingLabel] = [st.typeHeading.category, st.typeHeading.label];
      } else st.typeHeading = null;
      return false;
    },
  },
  {
    name: "figures by order under the table header",
    read(st, r) {
      return (
        st.sectionHeader !== null &&
        r.amounts.length >= 2 &&
        !hasCharges(st.draft) &&
        readFiguresByOrder(st.sectionHeader, st.draft, r.row)
      );
    },
  },
  {
    name: "two blocks side by side",
    read(st, r) {
      const pairs = r.amounts.length >= 2 ? labelledPairs(r.row) : null;
      if (!pairs) return false;
      for (const p of pairs) addCharge(st.draft, p.label, p.amounts, st.rowHeading, p.text, st.rowHeadingLabel);
      return true;
    },
  },
  {
    // "Business Unlimited Premium | 55.00 | User | Olivia Reyes": the line's charges on the left, its details on
    // the right, a detail's key in one cell and its value in the last. The charge is read as its own row; the
    // detail gives the line its user, department, plan or device.
    name: "charge beside a detail of the line",
    read(st, r) {
      const cells = r.row.cells;
      if (cells.length < 4) return false;
      const [key, value] = cells.slice(-2) as [CellInfo, CellInfo];
      const left = cells.slice(0, -2);
      const k = cleanText(key.label).toLowerCase();
      const kind =
        lineFieldKind(k) ??
        (/^(?:device|handset|equipment|phone)(?:\s+(?:model|name))?$/.test(k)
          ? "device"
          : // The line's kind, its payment's count: said again by its plan, device and installment.
            /^(?:(?:line|device|service)\s+)?type$|^(?:installment|payment)(?:\s+(?:no\.?|#|number))?$/.test(k)
            ? "said"
            : null);
      if (!kind || key.money.length || value.money.length || !value.label) return false;
      if (left.flatMap((c) => c.money).length !== 1 || !left.some((c) => /[A-Za-z]{2}/.test(c.label))) return false;
      const { text, amounts } = rowAmounts({ ...r.row, cells: left });
      addCharge(
        st.draft,
        cleanText(left.map((c) => c.label).join(" ")),
        amounts,
        st.rowHeading,
        text,
        st.rowHeadingLabel,
      );
      if (kind === "said") return true;
      const detail = cleanText(value.text);
      if (kind === "device") {
        if (!st.draft.equipment?.deviceName) equipmentOf(st.draft).deviceName = deviceNameOf(detail) || detail;
      } else applyLineFields(st.draft, [{ kind, value: detail }]);
      return true;
    },
  },
  {
    // A charge of the line. Under a heading without a figure ("Surcharges", then its items), the rows are the
    // heading's items, side by side; a row of the heading's own kind does not sum the rows after it. The line's
    // total closes the section.
    name: "charge row of a section",
    read(st, r) {
      const s = st.draft;
      addCharge(s, r.rowLabelText, r.placed, st.rowHeading, r.text, st.rowHeadingLabel);
      const itemOfHeading =
        st.rowHeading !== null &&
        r.own !== null &&
        (r.own === st.rowHeading || mentionsCategory(st.rowHeadingLabel, r.own));
      if (r.own && GROUPABLE.has(r.own) && r.amounts.length === 1 && !itemOfHeading)
        st.group = { category: r.own, label: r.rowLabelText, amount: r.amounts[0]!.value, sum: 0 };
      if (
        s.lineTotal !== null &&
        /\btotal\b/i.test(r.label) &&
        !chargeCategory(r.label.replace(/\b(?:line|total|subtotal|for|this|charges?|amount)\b/g, ""))
      )
        st.closed = true;
      return true;
    },
  },
];

/** The fields of a draft whose reading is recorded, as text for comparison. */
const TRACKED: Array<[string, (d: LineDraft) => unknown]> = [
  ["user", (d) => d.user],
  ["department", (d) => d.department],
  ["planName", (d) => d.planName],
  ["planCost", (d) => d.planCost],
  ["deviceName", (d) => d.equipment?.deviceName ?? null],
  ["installment", (d) => d.equipment?.monthlyPayment ?? null],
  ["remainingBalance", (d) => d.equipment?.remainingBalance ?? null],
  ["surcharges", (d) => d.surcharges],
  ["taxes", (d) => d.taxes],
  ["otherCharges", (d) => d.otherCharges],
  ["credits", (d) => d.credits],
  ["internationalCost", (d) => d.internationalCost],
  ["dataUsageGB", (d) => d.dataUsageGB],
  ["lineTotal", (d) => d.lineTotal],
];
type Snapshot = unknown[];
const snapshot = (d: LineDraft): Snapshot => TRACKED.map(([, get]) => get(d));
const EMPTY_SNAPSHOT: Snapshot = TRACKED.map(([key]) =>
  ["surcharges", "taxes", "otherCharges", "credits", "internationalCost"].includes(key)
    ? 0
    : key === "planName"
      ? ""
      : null,
);
/** Records `rule` as the reader of every field of `d` that changed since `before`. */
function noteReadBy(d: LineDraft, before: Snapshot, rule: string) {
  TRACKED.forEach(([key, get], i) => {
    if (get(d) !== before[i]) d.readBy[key] = rule;
  });
}

// ---------------------------------------------------------------------------
// The statement's rows: named row handlers over an explicit state

/** What the rows read so far have set up for the rows after them, over the whole statement. */
type StatementState = {
  rows: RowInfo[];
  /** Rows holding the bill's own figures (amount due, current charges, previous balance, payments). */
  figureRows: Set<number>;
  /** The left edge of the text on each page. */
  margins: Map<number, number>;
  /** Line tables turned on their side, read whole where their first row stands. */
  grids: Map<number, LineGrid>;
  /** Rows already read as part of the record above them (or of a grid). */
  consumed: Set<number>;
  /** The lines read, in order (a number may be read more than once: they are merged later). */
  drafts: LineDraft[];
  accountItems: AccountItem[];
  /** The line table's header the rows stand under. */
  header: Header | null;
  /** The table header the line sections were opened under (its columns may name the figures of their rows). */
  sectionHeader: Header | null;
  /** The open line section, and the state of its reading (its headings and breakdowns). */
  section: LineDraft | null;
  sectionState: SectionState | null;
  /** The open section's own total has been read (a row naming its number): an amount after it is no charge of the line. */
  sectionTotalled: boolean;
  /** The heading of account-level rows outside the line sections ("Account charges", "Credits"). */
  heading: ChargeCategory | null;
  inAccountSection: boolean;
  /** The last line read from a table row, which the rows under it may continue. */
  lastTableDraft: LineDraft | null;
  /** The last row of the table record being read (a record may span rows). */
  recordEnd: number;
  /** The kind of charges a list outside the line sections holds (its heading), while it lasts. */
  listHeading: ChargeCategory | null;
  /** A department heading over the rows of the current line table ("Cost center: Field Operations"). */
  tableDepartment: { header: Header; name: string } | null;
  /** The words of the last heading over account-level rows, and what the rows under it have charged so far. */
  accountRun: { words: string[]; sum: number; count: number } | null;
  /** What the list's rows by number have charged so far, how many, and the section the last of them opened. */
  list: { sum: number; count: number; section: LineDraft | null };
  /** Rows under a line table adding up each of its columns ("Total 9 lines | 330.00 | 45.00- | …"). */
  columnTotals: Array<{ header: Header; row: RowInfo }>;
  /** Where the last line was read or its section opened or closed: the account's items then, and the row. */
  lineMark: { items: number; row: number };
  /** Rows of words at the top of two pages or more alike ("verizon | Meridian Site Services | Bill date Dec 24, 2026"). */
  runningHeads: Set<number>;
};

/**
 * The running header of a statement's pages: a row of words among the first three of a page whose words (figures
 * aside) stand among the first three of another page too, and no table's header (a table's, repeated, heads its rows).
 */
function runningHeads(rows: RowInfo[]): Set<number> {
  const tops = new Map<number, RowInfo[]>();
  for (const r of rows) {
    const top = tops.get(r.page) ?? [];
    if (top.length < 3) tops.set(r.page, [...top, r]);
  }
  const pagesOf = new Map<string, Set<number>>();
  const key = (r: RowInfo) => r.text.toLowerCase().replace(/\d+/g, "#");
  for (const [page, top] of tops)
    for (const r of top) pagesOf.set(key(r), (pagesOf.get(key(r)) ?? new Set()).add(page));
  return new Set(
    [...tops.values()]
      .flat()
      .filter((r) => pagesOf.get(key(r))!.size >= 2 && !rowMoney(r).length && !headerOf(r) && /[a-z]{3}/i.test(r.text))
      .map((r) => r.index),
  );
}

function newStatementState(rows: RowInfo[], figureRows: Set<number>): StatementState {
  const margins = new Map<number, number>();
  for (const r of rows) for (const c of r.cells) margins.set(r.page, Math.min(margins.get(r.page) ?? Infinity, c.x0));
  const grids = new Map<number, LineGrid>();
  const consumed = new Set<number>();
  for (const grid of findLineGrids(rows)) {
    grids.set(grid.rows[0]!, grid);
    for (const r of grid.rows) consumed.add(r);
  }
  return {
    rows,
    figureRows,
    margins,
    grids,
    consumed,
    drafts: [],
    accountItems: [],
    header: null,
    sectionHeader: null,
    section: null,
    sectionState: null,
    sectionTotalled: false,
    heading: null,
    inAccountSection: false,
    lastTableDraft: null,
    recordEnd: -1,
    listHeading: null,
    list: { sum: 0, count: 0, section: null },
    columnTotals: [],
    accountRun: null,
    tableDepartment: null,
    lineMark: { items: 0, row: -1 },
    runningHeads: runningHeads(rows),
  };
}

/** A heading's words of three letters or more, in lower case ("Account Charges & Credits": account, charges, credits). */
const headingWords = (label: string) => label.match(/[a-z]{3,}/g)?.filter((w) => w !== "and") ?? [];

/** The kind of charges a list outside the line sections holds from here on (a new list: nothing charged yet). */
function setListHeading(st: StatementState, category: ChargeCategory | null) {
  st.listHeading = category;
  st.list = { sum: 0, count: 0, section: null };
}

/** Whether a label's words only name kinds of charge ("Equipment", "One-time charges", "Taxes & fees", "Plans"). */
const namesOnlyKinds = (label: string) =>
  /[a-z]{3}/.test(label) &&
  label
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .every((w) => w.length < 2 || /^(?:and|of|the|your|other)$/.test(w) || chargeCategory(w));

/** Whether the rows right under `row` (up to a line's number or a row of several figures) make `value`. */
function itemsMake(rows: RowInfo[], row: RowInfo, value: number): boolean {
  let sum = 0;
  let count = 0;
  for (const o of rows.slice(row.index + 1, row.index + 12)) {
    const amounts = rowMoney(o);
    if (o.page !== row.page || lineNumberOf(o) || amounts.length > 1) break;
    if (amounts.length !== 1) continue;
    sum = roundCents(sum + amounts[0]!.value);
    count++;
    if (near(sum, value)) return count >= 2;
  }
  return false;
}

/** Ends the open line section (its line is kept). */
function closeSection(st: StatementState) {
  if (st.section) st.drafts.push(st.section);
  st.section = null;
  st.sectionState = null;
  st.heading = null;
  st.sectionTotalled = false;
}

/** A row of the statement with what the handlers read of it. */
type StatementRow = {
  row: RowInfo;
  /** The row's words in lower case, figures removed. */
  label: string;
  amounts: MoneyMatch[];
  /** The row's line number (not a toll-free one) and the cell it stands in (−1: none). */
  phone: PhoneMatch | null;
  phoneCell: number;
  /** A contact row ("Call 206-555-0100"): a number that is no line. */
  isContact: boolean;
  /** The rule that read the row, when a handler hands it to a finer one (a line section's row handlers). */
  readBy?: string;
};

/** A row without its notes in parentheses that hold a figure (see NOTES_WITH_FIGURES), as a statement row. */
function withoutNotes(r: StatementRow): StatementRow {
  let noted = false;
  const cells = r.row.cells.map((c) => {
    const text = c.text.replace(NOTES_WITH_FIGURES, " ");
    if (text === c.text) return c;
    noted = true;
    return describeCell({ text: cleanText(text), x0: c.x0, x1: c.x1, piped: c.piped });
  });
  return noted ? statementRowOf({ ...r.row, cells, text: cells.map((c) => c.text).join(" | ") }) : r;
}

function statementRowOf(row: RowInfo): StatementRow {
  const label = rowLabel(row);
  const amounts = rowMoney(row);
  const phoneCell = row.cells.findIndex((c) => c.phones.some((p) => !TOLL_FREE.test(p.e164)));
  const phone = phoneCell >= 0 ? row.cells[phoneCell]!.phones.find((p) => !TOLL_FREE.test(p.e164))! : null;
  return {
    row,
    label,
    amounts,
    phone,
    phoneCell,
    // A help line's row ("Questions? Call 512-555-0100"), not a line's that names its user beside a department whose
    // words are a help line's ("Dana Lee | Customer Support", "Help Desk").
    isContact:
      phone !== null &&
      LABEL.contact(label) &&
      !amounts.length &&
      !row.cells.some((c) => looksLikeName(cleanText(c.label))),
  };
}

/** A rule for the statement's rows: reads the row and answers true when the row is read (no later rule sees it). */
export type RowHandler = { name: string; read(st: StatementState, r: StatementRow): boolean };

/** A line's number on a row that is no contact and no account number: the row speaks of that line. */
const linesNumber = (r: StatementRow) =>
  r.phone !== null && !r.isContact && !LABEL.accountNumber(r.row.cells[r.phoneCell]!.label.toLowerCase());

/** A row of the line table under its header: a number with figures in the table's columns. */
const tableRowUnderHeader = (st: StatementState, r: StatementRow) =>
  st.header !== null &&
  linesNumber(r) &&
  (r.amounts.length >= 2 ||
    (r.amounts.length >= 1 && r.row.cells.length >= 3 && st.header.row >= r.row.index - 60) ||
    // A list of the lines without figures of money: its rows have none.
    (r.amounts.length === 0 &&
      r.row.cells.length >= 2 &&
      !st.header.columns.some((c) => c.category !== "other" && MONEY_COLUMNS.has(c.category))));

/** Words that only announce a line before its number ("Charges for", "Line 4 -", "Summary of wireless number"). */
const ANNOUNCES_LINE =
  /^(?:(?:summary|details?|charges?|activity|usage|services?|line|wireless|mobile|number|phone|for|of|and|the|&|#|no\.?|\d+|[-–:])\s*)+$/i;

/** The rules of the statement's rows, in the order they are tried; the analysis records which one read each field. */
export const ROW_HANDLERS: readonly RowHandler[] = [
  {
    // A line table turned on its side (numbers across, charges down): read whole where its first row stands.
    name: "line table turned on its side",
    read(st, r) {
      const grid = st.grids.get(r.row.index);
      if (!grid) return false;
      closeSection(st);
      st.header = null;
      st.lastTableDraft = null;
      setListHeading(st, null);
      st.drafts.push(...grid.drafts);
      return true;
    },
  },
  {
    name: "row read with the record above it",
    read: (st, r) => st.consumed.has(r.row.index),
  },
  {
    // A line's call or data activity ("10/26 | 7:48 AM | 719.555.0164 | Lakewood CO | Incoming CL | 6 | -- | --"),
    // its header ("Date | Time | Number | …") and the count closing it ("5 calls, 89 minutes - included in plan"): the
    // numbers are the other parties', the data a session's, the charges none (a line's figures have no time of day),
    // and the count heads nothing. The line's section goes on under it.
    name: "activity log row",
    read: (_st, r) =>
      r.row.cells.some((c) => CLOCK_TIME.test(c.text)) ||
      (r.amounts.length === 0 &&
        ((r.row.cells.length >= 3 && r.row.cells.some((c) => /^time$/i.test(cleanText(c.text)))) ||
          /^\d[\d,]*\s+(?:calls?|minutes?|mins?|messages?|texts?|sessions?)\b/i.test(r.row.text.trim()))),
  },
  {
    // "Number | User | Plan | Monthly | Equipment | … | Total": the columns the rows under it are read by.
    name: "table header",
    read(st, r) {
      const margin = st.margins.get(r.row.page) ?? 0;
      const single = headerOf(r.row, st.rows[r.row.index - 1], margin);
      if (!single) return false;
      const below = st.rows[r.row.index + 1];
      const joined = headerWithRowBelow(r.row, below);
      const twoRows = joined ? headerOf(joined, undefined, margin) : null;
      // The first line's row under it (past a group's heading) shows where its figures stand.
      // …or, under a header without a number's column, the first record's row of figures (its number under it).
      const numbered = (twoRows ?? single).columns.some((c) => c.category === "phone");
      const firstLine = st.rows
        .slice(r.row.index + (twoRows ? 2 : 1), r.row.index + 4)
        .find(
          (o) =>
            o.page === r.row.page && (lineNumberOf(o) || (!numbered && rowMoney(o).length >= 2 && isRecordHead(o))),
        );
      const header = splitRunTogether(twoRows ? { ...twoRows, row: r.row.index } : single, r.row, firstLine);
      if (twoRows) st.consumed.add(below!.index);
      // The same ledger's header repeated at the top of the next page: a line whose rows had not reached their
      // subtotal goes on under it.
      const previous = st.lastTableDraft;
      const goesOn =
        previous !== null &&
        st.header !== null &&
        st.rows[st.header.row]!.page !== r.row.page &&
        sameColumns(st.header, header) &&
        (!previous.ledger || previous.lineTotal === null);
      closeSection(st);
      st.header = header;
      st.sectionHeader = null;
      setListHeading(st, null);
      st.lastTableDraft = goesOn ? previous : null;
      if (goesOn) st.recordEnd = r.row.index;
      return true;
    },
  },
  {
    // "Page 2 of 4", or a running header or footer ("Account … | Invoice date … | Page 3 of 6"): it heads nothing
    // and continues no record; a section or a table goes on under it. A row naming a line's number is the line's.
    name: "page number or running header",
    read: (st, r) =>
      !linesNumber(r) &&
      (st.runningHeads.has(r.row.index) ||
        /^page\s+\d+(?:\s+of\s+\d+)?$/i.test(r.row.text.trim()) ||
        (r.amounts.length === 0 &&
          (r.row.cells.some((c) => /^page\s+\d+\s+of\s+\d+$/i.test(cleanText(c.text))) ||
            // "Detail of charges, continued", "Surcharges (cont'd)": what was open goes on, under the heading it had.
            /\b(?:continued|cont(?:['’]d|\.))\W*$/i.test(cleanText(r.row.text))))),
  },
  {
    // "Cost center: Field Operations" alone on a row of a line table: the department of the table's rows under it,
    // until the next such row or the table's end.
    name: "department heading over a table's rows",
    read(st, r) {
      if (!st.header || r.phone || r.amounts.length > 1) return false;
      // The name is the field's own cell, or the cell after "Cost center:"; a cell beside it counts the group's lines
      // or sums them ("Cost center: Administration | 2 lines", "Cost center 1100 Executive (3 lines) | $77.85").
      const cells = r.row.cells.filter((c) => !c.money.length).map((c) => cleanText(c.text));
      if (r.amounts.length && (r.row.cells[0]!.money.length || cells.length !== 1)) return false;
      const field =
        cells[0]?.match(FIELD) ?? cells[0]?.match(/^(cost\s*cent(?:er|re)|department|business\s+unit)\s+(\S.*)$/i);
      if (!field || !LABEL.departmentField(field[1]!.toLowerCase())) return false;
      const name = cleanText((field[2] || cells[1] || "").replace(/\(?\b\d+\s+lines?\)?\s*$/i, ""));
      if (!name || LABEL.summaryTotal(name.toLowerCase())) return false;
      st.tableDepartment = { header: st.header, name };
      return true;
    },
  },
  {
    // A table record over two rows: figures on the row of the user's name, the number (and plan) beneath.
    name: "table record over two rows",
    read(st, r) {
      const header = st.header;
      const row = r.row;
      if (!header || r.phone || st.section) return false;
      const below = st.rows[row.index + 1];
      const belowPhone = below && continues(row, below) && rowMoney(below).length === 0 ? lineNumberOf(below) : null;
      if (!belowPhone || r.amounts.length < 2 || !isRecordHead(row)) return false;
      closeSection(st);
      st.lastTableDraft = readTableRow(header, row, belowPhone);
      readRecordContinuation(header, st.lastTableDraft, below!);
      st.drafts.push(st.lastTableDraft);
      st.consumed.add(below!.index);
      st.recordEnd = below!.index;
      return true;
    },
  },
  {
    // A row of a table keyed by the lines' users, without their numbers ("Dana Lee | Business Unlimited | $45.00 |
    // … | $48.10"), where the statement gave each user's number before (a usage table): that line's row, when one
    // line only has that user.
    name: "table row naming a line's user",
    read(st, r) {
      const header = st.header;
      const row = r.row;
      if (!header || r.phone || st.section || r.amounts.length < 2 || !isRecordHead(row)) return false;
      const userAt = row.cells.findIndex((_, i) => columnFor(header, row, i) === "user");
      const user = userAt >= 0 ? cleanText(row.cells[userAt]!.label) : "";
      if (!looksLikeName(user)) return false;
      const lines = st.drafts.filter((d) => d.user?.toLowerCase() === user.toLowerCase());
      const line = lines[0];
      if (!line || lines.some((d) => d.phone.e164 !== line.phone.e164)) return false;
      closeSection(st);
      st.lastTableDraft = readTableRow(header, row, line.phone);
      st.drafts.push(st.lastTableDraft);
      st.recordEnd = row.index;
      return true;
    },
  },
  {
    // The rows a table record continues on (its user and plan under its number and figures).
    name: "table record continued on the next row",
    read(st, r) {
      const { header, lastTableDraft: draft } = st;
      const row = r.row;
      if (
        !header ||
        r.phone ||
        !draft ||
        st.section ||
        st.recordEnd !== row.index - 1 ||
        !continues(st.rows[st.recordEnd]!, row)
      )
        return false;
      // "Samsung Galaxy S25 | Installment 3 of 36 | $916.74 left": a financed device's note with what is left to pay.
      const balance = r.amounts.length > 0 ? balanceNoted(row) : null;
      if (r.amounts.length > 0 && (balance === null || draft.equipment?.monthlyPayment == null)) return false;
      const texts = row.cells.filter((c) => cleanText(c.label));
      const only = texts.length === 1 ? cleanText(texts[0]!.text) : "";
      // One cell: the user's name, or the plan's name of a record that has none yet (not a heading of another list).
      // …or the rest of a plan's name its cell wrapped ("AT&T Business Unlimited Elite with" over "International
      // Features"), under the plan column.
      const wrappedPlan =
        only !== "" &&
        draft.planName !== "" &&
        !draft.planNameGuessed &&
        columnFor(header, row, row.cells.indexOf(texts[0]!)) === "planName";
      const planAlone =
        wrappedPlan ||
        (only !== "" &&
          !draft.planName &&
          [null, "plan"].includes(chargeCategory(only)) &&
          !LABEL.summaryTotal(only.toLowerCase()) &&
          !LABEL.contact(only.toLowerCase()));
      const deviceNote = texts.length === 1 && draft.equipment !== null && isDeviceModel(only.split(/\s*[·•]\s*/)[0]!);
      if (!(texts.length >= 2 || (texts.length === 1 && (looksLikeName(only) || planAlone || deviceNote))))
        return false;
      // The balance's own figure is read above; a cell of words that holds it still names the device.
      readRecordContinuation(header, draft, {
        ...row,
        cells: row.cells.filter((c) => !c.money.length || /[A-Za-z]{2}/.test(c.label)),
      });
      if (balance !== null) equipmentOf(draft).remainingBalance = balance;
      st.recordEnd = row.index;
      return true;
    },
  },
  {
    // A note right under a table's row listing its line's device and data ("Device: Samsung Galaxy S25, payment 20/36,
    // balance 444.48 · Data 36,764 MB", "Device payment agreement: Apple iPhone 16 Pro payment 2 of 36 balance
    // remaining $1,133.56"): the device's name, what is left to pay and the data used, of the row above.
    name: "line's details noted under its table row",
    read(st, r) {
      const draft = st.lastTableDraft;
      const row = r.row;
      if (!st.header || r.phone || !draft || st.section || st.recordEnd !== row.index - 1) return false;
      if (!continues(st.rows[st.recordEnd]!, row)) return false;
      const note = row.cells.map((c) => c.text).join(" · ");
      const device = deviceNoted(note);
      const model = device && isDeviceModel(device) ? device : null;
      const owned = !!device && LABEL.ownedDevice(device.toLowerCase());
      const data = row.cells.flatMap((c) => c.data);
      if (!model && !owned && !(data.length === 1 && /^\W*data\b/i.test(note))) return false;
      // Its one amount is what is left to pay ("balance 444.48", "balance remaining $1,133.56"); no other amount.
      const amounts = row.cells.flatMap((c) => c.money.map((m) => ({ m, before: c.text.slice(0, m.start) })));
      if (amounts.length > 1) return false;
      const owed = amounts[0];
      if (owed && !/\b(?:balance|remaining|left(?:\s+to\s+pay)?)\b\W*$/i.test(owed.before)) return false;
      if (model) {
        const eq = equipmentOf(draft);
        eq.deviceName ||= deviceNameOf(model) || model;
        if (owed) eq.remainingBalance ??= owed.m.value;
      }
      if (data.length === 1) draft.dataUsageGB ??= data[0]!.gb;
      st.recordEnd = row.index;
      return true;
    },
  },
  {
    // "Total current charges for 201-555-0114", "Total for 312.555.0104": the open section's own total, not a line of
    // its own. What follows without a charge (its usage) is still the line's; the next charge is not.
    name: "section's own total row",
    read(st, r) {
      const open = st.section;
      if (!r.phone || !open || open.phone.e164 !== r.phone.e164 || !LABEL.summaryTotal(r.label)) return false;
      if (r.amounts.length !== 1) return false;
      open.lineTotal = r.amounts[0]!.value;
      st.sectionTotalled = true;
      return true;
    },
  },
  {
    // "Dana Lee", her charges, then "Total for 512-555-0118 | $48.10": a line whose number is printed only on its total
    // row, under its charges. The rows read as the account's since the last line are its own when they make that total.
    name: "line's total under its charges",
    read(st, r) {
      if (!linesNumber(r) || r.amounts.length !== 1 || !LABEL.summaryTotal(r.label)) return false;
      if (st.section && !st.sectionTotalled) return false;
      const phone = r.phone!;
      if (st.section?.phone.e164 === phone.e164 || st.drafts.some((d) => d.phone.e164 === phone.e164)) return false;
      // Its rows: one amount each, adding up to the total; what they were read as (the account's items) is undone.
      const rows = st.rows
        .slice(st.lineMark.row + 1, r.row.index)
        .filter((o) => !st.consumed.has(o.index) && !st.figureRows.has(o.index));
      const charged = rows.filter((o) => rowMoney(o).length > 0);
      const total = r.amounts[0]!.value;
      if (
        charged.length === 0 ||
        charged.some((o) => rowMoney(o).length !== 1) ||
        !near(roundCents(charged.reduce((sum, o) => sum + rowMoney(o)[0]!.value, 0)), total) ||
        st.accountItems.slice(st.lineMark.items).some((i) => i.subtotal || i.acrossLines)
      )
        return false;
      closeSection(st);
      const d = newDraft(phone);
      for (const o of charged)
        addCharge(d, cleanText(o.cells.map((c) => c.label).join(" ")), rowMoney(o), null, o.text);
      d.lineTotal = total;
      const name = rows.find((o) => o.cells.length === 1 && !rowMoney(o).length && looksLikeName(cleanText(o.text)));
      if (name) d.user = cleanText(name.text);
      st.accountItems.splice(st.lineMark.items);
      st.drafts.push(d);
      return true;
    },
  },
  {
    // "Wireless details (continued) - 214.555.0151" at the top of a page: the open section of that number goes on
    // (its items under the heading it had), it does not start again.
    name: "section continued on the next page",
    read: (st, r) =>
      r.phone !== null &&
      st.section !== null &&
      st.section.phone.e164 === r.phone.e164 &&
      !st.sectionTotalled &&
      r.amounts.length === 0 &&
      /\bcont(?:inued|inues|'?d|\.)/i.test(r.row.text),
  },
  {
    // A row of a table printed in two halves side by side: each half is a row of its own under the header's columns.
    name: "table printed in two halves",
    read(st, r) {
      const header = st.header;
      if (!r.phone || !header?.halves || r.isContact) return false;
      const row = r.row;
      const { splitX, offset } = header.halves;
      const halves = [
        row.cells.filter((c) => c.x1 <= splitX),
        row.cells.filter((c) => c.x0 >= splitX).map((c) => ({ ...c, x0: c.x0 - offset, x1: c.x1 - offset })),
      ]
        .filter((cells) => cells.length > 0)
        .map((cells) => ({ ...row, cells, text: cells.map((c) => c.text).join(" | ") }));
      if (halves.reduce((n, h) => n + h.cells.length, 0) !== row.cells.length || !halves.every((h) => lineNumberOf(h)))
        return false;
      closeSection(st);
      st.lastTableDraft = null;
      for (const h of halves) st.drafts.push(readTableRow(header, h, lineNumberOf(h)!));
      return true;
    },
  },
  {
    // A ledger (one row per charge, the number repeated on each): a row of the same number as the row above is
    // another charge of that line, classed by its description. So is a row whose number a row of the same table
    // (or of its header repeated on the next page) already gave, wherever it stands: a table of one row per line
    // gives each number once, and a ledger sorted by type of charge gives a line's charges far apart.
    name: "ledger row of the same number",
    read(st, r) {
      if (!tableRowUnderHeader(st, r)) return false;
      // One figure in the columns of figures ("Apple iPhone 16 Pro pmt 15/36 (bal 700.14) | Equipment | 33.34": the
      // balance is the description's note).
      const header = st.header!;
      const inColumns = r.row.cells.filter((c, i) => c.money.length && MONEY_COLUMNS.has(columnFor(header, r.row, i)));
      if (inColumns.length !== 1 || inColumns[0]!.money.length !== 1) return false;
      const last = st.lastTableDraft;
      const draft =
        last && last.phone.e164 === r.phone!.e164 && st.recordEnd === r.row.index - 1
          ? last
          : st.drafts.findLast(
              (d) => d.phone.e164 === r.phone!.e164 && d.table !== undefined && sameColumns(d.table, header),
            );
      if (!draft) return false;
      closeSection(st);
      readLedgerRow(header, draft, r.row);
      draft.table = header;
      st.lastTableDraft = draft;
      st.recordEnd = r.row.index;
      return true;
    },
  },
  {
    // A ledger that prints the number only on a line's first row ("4805550109 | David Kim | Recurring | Business
    // Unlimited | 25.00", then "| Equipment | EIP Apple iPad Air - inst 33 of 36 | 16.67"): a row of the same table,
    // right under it, with the number's cell blank is another charge of that line, up to its subtotal.
    name: "ledger row under the line's first row",
    read(st, r) {
      const { header, lastTableDraft: draft } = st;
      if (!header || !draft || r.phone || st.section || r.amounts.length === 0) return false;
      if (st.recordEnd !== r.row.index - 1 || !continues(st.rows[st.recordEnd]!, r.row)) return false;
      // A ledger: its one column of amounts is the charge's ("Amount"), no column of a kind of charge; the row's
      // first words stand right of the number's column.
      const kinds = header.columns.filter((c) => MONEY_COLUMNS.has(c.category) && c.category !== "other");
      if (kinds.length !== 1 || kinds[0]!.category !== "lineTotal") return false;
      const amountCell = r.row.cells.findLastIndex((c) => c.money.length > 0);
      if (columnFor(header, r.row, amountCell) !== "lineTotal") return false;
      const numberColumn = header.columns.find((c) => c.category === "phone");
      if (!numberColumn || r.row.cells[0]!.x0 <= numberColumn.x1 || /\baccount\b/.test(r.label)) return false;
      readLedgerRow(header, draft, r.row);
      st.recordEnd = r.row.index;
      return true;
    },
  },
  {
    name: "table row under its header",
    read(st, r) {
      if (!tableRowUnderHeader(st, r)) return false;
      closeSection(st);
      const draft = readTableRow(st.header!, r.row, r.phone!);
      if (draft.lineTotal === null || !near(computedTotal(draft), draft.lineTotal))
        readRowByArithmetic(st.header!, r.row, draft);
      draft.table = st.header!;
      st.lastTableDraft = draft;
      if (st.tableDepartment?.header === st.header) draft.department ??= st.tableDepartment.name;
      st.drafts.push(st.lastTableDraft);
      st.recordEnd = r.row.index;
      return true;
    },
  },
  {
    // A note that names a line in its sentence ("Add-ons on 629 555-0124: Global Travel Pass 25.00", beside the
    // summary): no line's head. What it tells is printed with the line; the rows under it are not that line's.
    name: "note naming a line",
    read(st, r) {
      if (!linesNumber(r)) return false;
      const cell = r.row.cells[r.phoneCell]!;
      const phone = cell.phones[0]!;
      const before = cleanText(cell.text.slice(0, phone.start));
      const after = cell.text.slice(phone.end);
      // "Add-ons on 629 555-0124: …" (not "Charges for 629 555-0124:" nor "Line 4 - 629 555-0124:", words that announce
      // the line), or a sentence right of a summary's figure ("Kickback credit | 15.00CR | 1-629-555-0143 cancelled
      // November 20th, 2026; the plan is prorated …").
      const named =
        /^\s*:\s*[A-Za-z]/.test(after) &&
        /[A-Za-z]{2}/.test(before) &&
        !looksLikeName(before) &&
        !ANNOUNCES_LINE.test(before);
      const besideFigure =
        r.row.cells.slice(0, r.phoneCell).some((c) => c.money.length) &&
        r.row.cells.slice(r.phoneCell).every((c) => !c.money.length) &&
        (after.match(/[A-Za-z]{2,}/g) ?? []).length >= 4;
      if (!named && !besideFigure) return false;
      closeSection(st);
      // The cells left of the note are a row of their own ("Late fee | 5.00 | Add-ons on …").
      const left = r.row.cells.slice(0, r.phoneCell);
      if (left.length) {
        const rest = statementRowOf({ ...r.row, cells: left, text: left.map((c) => c.text).join(" | ") });
        ROW_HANDLERS.find((h) => h.read(st, rest));
      }
      return true;
    },
  },
  {
    // Numbers of several lines side by side on a row of their own, not read as a table turned on its side: none of
    // them heads the rows under it (the first would take the others' charges); their charges are left unread.
    name: "numbers of several lines on one row",
    read(st, r) {
      if (!linesNumber(r) || r.amounts.length > 0) return false;
      const alone = r.row.cells.filter(
        (c) =>
          c.phones.length === 1 &&
          !TOLL_FREE.test(c.phones[0]!.e164) &&
          !cleanText(c.text.slice(0, c.phones[0]!.start) + c.text.slice(c.phones[0]!.end)),
      );
      if (new Set(alone.map((c) => c.phones[0]!.e164)).size < 2) return false;
      closeSection(st);
      st.header = null;
      st.lastTableDraft = null;
      return true;
    },
  },
  {
    // A number outside a table opens the line's section: its head row may name the user, the plan, the device.
    name: "line section's head row",
    read(st, r) {
      if (!linesNumber(r)) return false;
      const row = r.row;
      st.lastTableDraft = null;
      closeSection(st);
      if (st.header) st.sectionHeader = st.header;
      st.header = null;
      st.inAccountSection = false;
      const section = newDraft(r.phone!);
      st.section = section;
      const headAmounts = rowAmounts(row);
      if (st.listHeading && headAmounts.amounts.length > 0) {
        // A number in a list under a heading ("Device payments: 737-555-0161 Galaxy A35 $12.50/mo … balance $175.00")
        // carries a charge of that heading's kind, not the line's head. A cell holding only a person's name beside
        // the number is the line's user, not part of the charge's label.
        const userCell = row.cells.find(
          (c, i) => i !== r.phoneCell && !c.money.length && !c.dates.length && looksLikeName(c.label),
        );
        if (userCell) section.user = cleanText(userCell.label);
        const label = cleanText(
          row.cells
            .filter((c) => c !== userCell)
            .map((c) => c.label)
            .filter(Boolean)
            .join(" "),
        );
        // "Total taxes & fees $8.01" over the line's "Fees $3.13" and "Taxes $4.88": a total its items under it make
        // is read from them.
        if (
          !(
            isSubtotalLabel(label) &&
            headAmounts.amounts.length === 1 &&
            itemsMake(st.rows, row, headAmounts.amounts[0]!.value)
          )
        )
          addCharge(section, label, headAmounts.amounts, st.listHeading, headAmounts.text);
        st.list = {
          sum: roundCents(st.list.sum + computedTotal(section)),
          count: st.list.count + 1,
          section,
        };
      } else readSectionHead(section, row, r.phoneCell);
      // A name alone on the row just above the number ("Maria Lopez" / "206-555-0148") is the line's user.
      // …unless a name stands alone right under the number too: then that one is (the stacked head reads number, name).
      const above = st.rows[row.index - 1];
      const below = st.rows[row.index + 1];
      const loneName = (o: RowInfo | undefined) =>
        o && o.page === row.page && o.cells.length === 1 && !rowMoney(o).length && looksLikeName(o.text);
      if (!section.user && loneName(below)) section.user = cleanText(below!.text);
      else if (!section.user && loneName(above)) section.user = cleanText(above!.text);
      return true;
    },
  },
  {
    // A heading row ("Device payments", "Surcharges") ends a line table: rows under it are another list…
    name: "heading that ends a line table",
    read(st, r) {
      const row = r.row;
      if (!st.header || r.phone || st.section || r.amounts.length > 0) return false;
      if (row.cells.some((c) => c.numbers.length || c.dates.length)) return false;
      const category = chargeCategory(r.label);
      // …unless the table goes on under it: a running title over a table continued without its header.
      const next = st.rows[row.index + 1];
      if (
        !category ||
        category === "lineTotal" ||
        LABEL.summaryTotal(r.label) ||
        (next && lineNumberOf(next) && alignedFigures(st.header, next) >= 2)
      )
        return false;
      st.header = null;
      st.lastTableDraft = null;
      setListHeading(st, category);
      // "Account level charges and credits": the rows under it are the account's, of the kind it names where theirs
      // name none, and run up to what a row naming it restates.
      if (LABEL.accountSection(r.label)) {
        st.inAccountSection = true;
        st.heading = category;
        st.accountRun = { words: headingWords(r.label), sum: 0, count: 0 };
      }
      return true;
    },
  },
  {
    // A name alone under a table row (wrapped cell) is that line's user.
    name: "name under a table row",
    read(st, r) {
      const draft = st.lastTableDraft;
      if (!st.header || r.phone || st.section || r.amounts.length > 0 || !draft || draft.user) return false;
      const text = r.row.text.replace(/\s*\|\s*/g, " ");
      if (!looksLikeName(text)) return false;
      draft.user = cleanText(text);
      return true;
    },
  },
  {
    // "Total 9 lines | 330.00 | 45.00- | 35.00 | … | 468.07" under a line table: the sum of each of its columns, which
    // checks the figures read in them (see crossFoot).
    name: "column totals of a line table",
    read(st, r) {
      const header = st.header;
      if (!header || r.phone || st.section || r.amounts.length < 3) return false;
      if (!(LABEL.linesSummary(r.label) || /^\W*(?:sub)?totals?\b/.test(r.label))) return false;
      if (!st.drafts.some((d) => d.table === header)) return false;
      st.columnTotals.push({ header, row: r.row });
      return true;
    },
  },
  {
    // An account row of a line table: its figures sit in the table's columns.
    name: "account row of a line table",
    read(st, r) {
      const header = st.header;
      const row = r.row;
      if (!header || r.phone || st.section || !r.amounts.length) return false;
      const first = row.cells[0]!.label.toLowerCase();
      if (
        !/\baccount\b/.test(first) ||
        LABEL.summaryTotal(first) ||
        LABEL.accountNumber(first.replace(/\baccount\b/, ""))
      )
        return false;
      let placed = false;
      row.cells.forEach((cell, i) => {
        if (!cell.money.length) return;
        const column = columnFor(header, row, i);
        if (column === "lineTotal" || column === "data" || column === "balance") return;
        const value = cell.money.at(-1)!.value;
        const category: ChargeCategory =
          value < 0
            ? "credits"
            : ((["plan", "equipment", "surcharges", "taxes", "credits", "international", "other"] as const).find(
                (c) => c === column,
              ) ?? "other");
        st.accountItems.push({
          category,
          amount: value,
          label: `${first} ${column}`,
          subtotal: false,
          section: true,
          beforeLines: false,
        });
        placed = true;
      });
      // "Account management fee 5.00" with its one figure under the table's Total: a charge of the account,
      // of the kind its words say.
      if (!placed && r.amounts.length === 1) {
        const own = chargeCategory(first);
        const value = r.amounts[0]!.value;
        const category: ChargeCategory =
          value < 0 || own === "credits" ? "credits" : own && own !== "lineTotal" && own !== "balance" ? own : "other";
        st.accountItems.push({
          category,
          amount: category === "credits" ? -Math.abs(value) : value,
          label: first,
          subtotal: false,
          section: true,
          beforeLines: false,
        });
      }
      return true;
    },
  },
  {
    // Charges grouped by kind, every line under each ("EQUIPMENT $142.37", then a row per line's device;
    // "ACCOUNT -$20.00", then the account's rows): a heading naming only a kind, or the account, whose figure is the
    // sum of the rows under it up to the next such heading, ends the last line's section and heads the list; its
    // figure restates its rows. Its rows' sum is of every row, or of the lines' rows only (a line's breakdown under
    // its own row restates that row).
    name: "heading of a list by number with its sum",
    read(st, r) {
      if (r.amounts.length !== 1 || r.phone) return false;
      const account = /^\W*account\b/.test(r.label) && namesOnlyKinds(r.label.replace(/\baccount\b/g, " charges "));
      const kind = chargeCategory(r.label);
      if (!account && (!namesOnlyKinds(r.label) || kind === null || kind === "balance" || kind === "lineTotal"))
        return false;
      const heading = (row: RowInfo) => {
        const label = rowLabel(row).toLowerCase();
        return (
          rowMoney(row).length === 1 &&
          !lineNumberOf(row) &&
          chargeCategory(label) !== "balance" &&
          (namesOnlyKinds(label) || (/^\W*account\b/.test(label) && row.cells.length <= 2))
        );
      };
      const value = r.amounts[0]!.value;
      let all = 0;
      let numbered = 0;
      let sums = false;
      const numbers = new Set<string>();
      for (const row of st.rows.slice(r.row.index + 1, r.row.index + 120)) {
        const label = rowLabel(row);
        if (heading(row) || LABEL.totalDue(label.toLowerCase()) || rowMoney(row).length > 1) break;
        const amounts = rowMoney(row);
        if (amounts.length !== 1 || chargeCategory(label) === "balance") continue;
        const number = lineNumberOf(row);
        all = roundCents(all + amounts[0]!.value);
        if (number) {
          numbered = roundCents(numbered + amounts[0]!.value);
          numbers.add(number.e164);
        }
        // The rows that make its figure are its own (what follows may be another part of the statement).
        if (near(all, value) || (!account && near(numbered, value))) {
          sums = true;
          if (near(all, value)) break;
        }
      }
      // One line's rows make a list only after another list of the kind (a kind only one line was charged).
      const lines = account ? numbers.size === 0 : numbers.size >= (st.listHeading ? 1 : 2);
      if (!sums || !lines) return false;
      closeSection(st);
      st.header = null;
      if (account) {
        st.inAccountSection = true;
        setListHeading(st, null);
      } else setListHeading(st, kind);
      return true;
    },
  },
  {
    // The amount due, the bill's own figures, "Account charges": they end a section or a table; the row itself is
    // read no further unless it holds an account charge of its own.
    name: "row that ends a section or a table",
    read(st, r) {
      const figures = st.figureRows.has(r.row.index);
      const account = LABEL.accountSection(r.label);
      if (!LABEL.totalDue(r.label) && !figures && !account) return false;
      closeSection(st);
      st.header = null;
      if (account) st.inAccountSection = true;
      // A heading of account rows starts their run, and gives their kind to rows whose words name none ("Business
      // Account Hub Premium" under "Account charges & credits"); a row with amounts goes on to be read as one of them.
      if (!r.amounts.length) st.accountRun = account ? { words: headingWords(r.label), sum: 0, count: 0 } : null;
      if (account && !r.amounts.length) {
        const category = chargeCategory(r.label);
        st.heading = category && category !== "lineTotal" ? category : "other";
      }
      return !r.amounts.length || figures;
    },
  },
  {
    // A page's running total inside a line's charges ("Page total", "Balance forward from page 2") is no charge of it.
    name: "running total inside a section",
    read: (st, r) => st.section !== null && LABEL.runningTotal(r.label),
  },
  {
    // Under a list of charges by number ("One-time charges", then a row per line), a row of the list's kind whose
    // amount is what the list's rows charged ("One-time charges $35.00") is its subtotal, not a charge of the last
    // line listed; with one row listed, only a row naming the list's kind.
    name: "subtotal of a list by number",
    read(st, r) {
      const { list } = st;
      if (!st.section || st.section !== list.section || r.amounts.length !== 1 || r.phone) return false;
      if (!near(r.amounts[0]!.value, list.sum)) return false;
      if (list.count < 2 && chargeCategory(r.label) !== st.listHeading) return false;
      closeSection(st);
      setListHeading(st, null);
      return true;
    },
  },
  {
    // A row of the open line section, read by the section's own rules (SECTION_HANDLERS). A charge after the
    // section's own total row ends the section first: it is no charge of the line.
    name: "row of a line section",
    read(st, r) {
      if (st.section && st.sectionTotalled && r.amounts.length > 0 && !LABEL.dataUse(r.label)) closeSection(st);
      // The lines' total ("Subtotal of lines (8) | 301.49") ends the last line's section: it is none of its charges
      // (not a row that only ends in it, beside a charge of the line: "Monthly plan | $15.00 | Lines subtotal …").
      const first = r.row.cells[0]!.label.toLowerCase();
      if (st.section && r.amounts.length > 0 && LABEL.linesSummary(first) && LABEL.summaryTotal(first)) {
        closeSection(st);
        return false;
      }
      const section = st.section;
      if (!section) return false;
      if (!st.sectionState || st.sectionState.draft !== section)
        st.sectionState = newSectionState(section, st.sectionHeader);
      const sectionState = st.sectionState;
      const next = st.rows[r.row.index + 1];
      const sr = sectionRowOf(r.row, r.label, r.amounts, next?.page === r.row.page ? next : undefined, () =>
        st.rows.slice(r.row.index + 1, r.row.index + 31).filter((o) => o.page === r.row.page),
      );
      const handler = SECTION_HANDLERS.find((h) => h.read(sectionState, sr));
      if (handler) r.readBy = handler.name;
      if (sectionState.closed) closeSection(st);
      return true;
    },
  },
  {
    // A heading outside the line sections ("Account charges & credits", "Surcharges"): the kind of the rows under it.
    name: "heading of account-level rows",
    read(st, r) {
      if (r.amounts.length > 0) return false;
      const category = chargeCategory(r.label);
      if (category && category !== "lineTotal") st.heading = category;
      st.accountRun = { words: headingWords(r.label), sum: 0, count: 0 };
      // "Charges by line", "Detail per number": the lines' sections follow, no list of one kind of charge.
      const byLine = /\b(?:by|per|for\s+each)\s+(?:line|number|user|device|subscriber)s?\b/.test(r.label);
      setListHeading(
        st,
        category && category !== "lineTotal" && !LABEL.summaryTotal(r.label) && !byLine ? category : null,
      );
      return true;
    },
  },
  {
    // The summary's own figures, "Charges for 7 lines" (the lines' own total) and payments: no account charge.
    name: "summary figure",
    read: (st, r) =>
      st.figureRows.has(r.row.index) ||
      LABEL.previousBalance(r.label) ||
      LABEL.totalDue(r.label) ||
      LABEL.currentCharges(r.label) ||
      // …not a discount for so many lines ("Business multi-line discount (7 lines) $35.00CR"), nor a charge of a kind
      // billed across the lines ("State and local taxes (all lines) 17.55"): the account's own unless the lines' own
      // figures of that kind make it, as reconciliation decides.
      (LABEL.linesSummary(r.label) && !chargedAcrossLines(r.label)) ||
      (LABEL.payments(r.label) && !chargeCategory(r.label.replace(/\bpayments?\b/g, ""))),
  },
  {
    // Outside any line: an account-level charge or credit, of the kind its words or its heading say.
    name: "account-level charge or credit",
    read(st, printed) {
      // Words in cells of their own after the row's last amount are a note beside it ("Monthly service | $230.00 |
      // AutoPay will draft this amount"), not the charge's label.
      // Printed amount first ("$15.00 | Account management fee | Amounts in ( ) are credits."): the label is the cell
      // after the amount, the cells after it a note.
      // A note in parentheses with a figure of its own ("Late payment charge (past-due balance $169.30) | $15.00") says
      // what the charge is on: neither its name nor its amount.
      const r = withoutNotes(printed);
      const cells = r.row.cells;
      const amountFirst = cells.length >= 2 && cells[0]!.money.length === 1 && !/[A-Za-z]/.test(cells[0]!.label);
      const lastFigure = cells.findLastIndex((c) => c.money.length > 0);
      const label = amountFirst
        ? rowLabel({ ...r.row, cells: cells.slice(0, 2) })
        : besideNote(r.row, lastFigure)
          ? rowLabel({ ...r.row, cells: cells.slice(0, lastFigure + 1) })
          : r.label;
      const category = chargeCategory(label) ?? st.heading;
      if (!category || category === "lineTotal" || category === "balance") return false;
      // A dated row is a payment or a past bill's, unless it names a charge or stands under the account's heading
      // ("Account charges", then "11/15/2026 | Restocking charge | $25.00").
      if (
        r.row.cells.some((c) => c.dates.length) &&
        !/\bcredit|fee|tax|surcharge\b/.test(label) &&
        !st.inAccountSection
      )
        return false;
      // The amount charged, not a unit price ("AutoPay discount (7 lines x $5.00) ($35.00)").
      const charged = amountFirst ? cells[0]!.money : withoutUnitPrices(r.amounts, rowAmounts(r.row).text);
      const run = st.accountRun;
      // The heading's subtotal printed beside its last row, right of the row's own amount ("Fees | Account service fee
      // | $5.00", then "Credit | AutoPay discount | $25.00- | $20.00-"): what the rows under it come to with this one.
      const signed = (v: number) => (category === "credits" && v > 0 ? -v : v);
      const besideSubtotal =
        charged.length === 2 &&
        run !== null &&
        near(signed(charged[1]!.value), roundCents(run.sum + signed(charged[0]!.value)));
      const figure = charged.at(besideSubtotal ? 0 : -1)!.value;
      const amount = signed(figure);
      // A row naming its heading's words whose amount is what the rows under that heading add up to ("Net account
      // charges & credits $60.00CR" under "Account Charges & Credits") is their subtotal, whatever else it says.
      const words = new Set(headingWords(label));
      const restates =
        run !== null &&
        run.count >= 2 &&
        run.words.length > 0 &&
        run.words.every((w) => words.has(w)) &&
        near(amount, run.sum);
      if (run && !restates) {
        run.sum = roundCents(run.sum + amount);
        run.count++;
      }
      st.accountItems.push({
        // An amount printed as a credit ("25.00CR", "(25.00)", "-25.00") is a credit, whatever its words say.
        category: figure < 0 ? "credits" : category,
        amount,
        label,
        subtotal: restates || isSubtotalLabel(label),
        section: st.inAccountSection,
        beforeLines: st.drafts.length === 0 && st.section === null,
        ...(LABEL.linesSummary(label) ? { acrossLines: true } : {}),
      });
      return true;
    },
  },
];

/** A row naming a kind of charge for the lines together ("Taxes (all lines)", "Group plan (6 lines)", a credit). */
function chargedAcrossLines(label: string): boolean {
  const kind = chargeCategory(label);
  return kind === "plan" || kind === "taxes" || kind === "surcharges" || kind === "credits";
}

/** Reads one row of the statement: the first handler that reads it; the fields it changes are recorded as read by it. */
function readStatementRow(st: StatementState, row: RowInfo) {
  const watched = new Map<LineDraft, Snapshot>();
  for (const d of [st.section, st.lastTableDraft]) if (d) watched.set(d, snapshot(d));
  const draftsBefore = st.drafts.length;
  const r = statementRowOf(row);
  const sectionBefore = st.section;
  const handler = ROW_HANDLERS.find((h) => h.read(st, r));
  if (st.section !== sectionBefore || st.drafts.length !== draftsBefore)
    st.lineMark = { items: st.accountItems.length, row: row.index };
  const rule = r.readBy ?? handler?.name ?? "row";
  for (const d of [st.section, st.lastTableDraft, ...st.drafts.slice(draftsBefore)])
    if (d && !watched.has(d)) watched.set(d, EMPTY_SNAPSHOT);
  for (const [d, before] of watched) noteReadBy(d, before, rule);
}

export function parseBillRows(input: readonly Row[]): ParsedBill {
  const rows: RowInfo[] = unfoldSideBySide(
    input.map((row, index) => ({ ...row, index, cells: row.cells.map(describeCell) })),
  );
  const warnings: string[] = [];

  // Bill-level figures by label.
  const notDue = (l: string) => LABEL.previousBalance(l) || (LABEL.payments(l) && !LABEL.totalDue(l));
  let totalDue =
    amountDueOf(rows, notDue) ??
    // A scan may lose the first word of "Balance due": a row labelled only "due" with an amount.
    firstLabelled(rows, (l) => /^\W*(?:total\s+)?due\W*$/.test(l), moneyPick);
  const statementDate = firstLabelled(rows, LABEL.statementDate, datePick);
  const firstDate = rows.flatMap((r) => r.cells.flatMap((c) => c.dates))[0]?.iso;
  const reference = statementDate?.value ?? firstDate;
  const dueDate =
    firstLabelled(rows, (l) => LABEL.dueDate(l) && !LABEL.statementDate(l), datePick) ??
    firstLabelled(rows, LABEL.totalDue, datePick) ??
    // "Pay by Dec 7": a due date without its year follows the statement's date.
    (reference
      ? firstLabelled(
          rows,
          (l) => LABEL.dueDate(l) && !LABEL.statementDate(l),
          (cell) => findYearlessDates(cell.text, new Date(`${reference}T00:00:00`))[0]?.iso ?? null,
        )
      : null) ??
    // "by Dec. 8, 2026" alone in the amount-due box: the day to pay by.
    firstLabelled(rows, (l) => /^\W*by\W*$/.test(l), datePick);
  const currentCharges = firstLabelled(rows, LABEL.currentCharges, moneyPick, (l) => LABEL.previousBalance(l));
  const previousBalance = firstLabelled(rows, LABEL.previousBalance, moneyPick);
  const payments = firstLabelled(
    rows,
    (l) => LABEL.payments(l) && !/\b(?:device|equipment|installment|due|by)\b/.test(l) && !LABEL.totalDue(l),
    moneyPick,
  );
  // "Total amount due" over a box whose amount stands alone a few rows down: the lone amount that the summary's own
  // arithmetic (previous balance − payments + current charges) gives is the amount due; no other lone amount is. So
  // is such an amount a row or two under the label, beside the rows of another block ("Previous balance | $518.70 |
  // Total due", "Payments - thank you | -$518.70", "Monthly charges | $440.00 | $625.93").
  // "Adjustments ($18.50)" in the summary beside "New charges $196.21": credits the period's charges take (itemised as
  // the account's); the period's charges net of them come first, and the amount due takes them.
  const adjustments = firstLabelled(rows, (l) => /^\W*adjustments?\b/.test(l) && !LABEL.totalDue(l), moneyPick);
  const credited = adjustments && adjustments.value < 0 ? adjustments.value : 0;
  if (!totalDue && previousBalance && currentCharges) {
    const owed = roundCents(previousBalance.value - Math.abs(payments?.value ?? 0) + credited + currentCharges.value);
    // …printed alone, or in digits a scan set apart that are its digits ("$ 17 7 7 1" for $177.71).
    const amountOnly = (c: CellInfo) =>
      (c.money.length === 1 && !/[a-z]/i.test(c.text) && c.money[0]!.value === owed) ||
      (/^\s*\$\s*\d+(?:\s+\d+)+\s*$/.test(c.text) && c.text.replace(/\D/g, "") === String(Math.round(owed * 100)));
    // …the row of that label being the amount due's (the amount's own row is another block's too).
    const dueLabelAbove = (r: RowInfo, c: CellInfo) =>
      rows
        .slice(Math.max(0, r.index - 3), r.index)
        .find(
          (above) =>
            above.page === r.page &&
            above.cells.some(
              (l) =>
                l.label &&
                LABEL.totalDue(l.label.toLowerCase()) &&
                !l.money.length &&
                c.x1 >= l.x0 - above.height * 3 &&
                c.x0 <= l.x1 + above.height * 6,
            ),
        );
    for (const r of rows) {
      if (r.cells.length === 1 && amountOnly(r.cells[0]!))
        totalDue = { value: owed, row: r.index, cell: 0, under: false };
      else {
        const under = r.cells
          .filter(amountOnly)
          .map((c) => dueLabelAbove(r, c))
          .find(Boolean);
        if (under) totalDue = { value: owed, row: under.index, cell: 0, under: false };
      }
      if (totalDue) break;
    }
  }
  const accountNumber = firstLabelled(rows, LABEL.accountNumber, (cell) => {
    const m = cell.text.match(/(?:^|[\s:#])(\d[\d -]{4,22}\d)(?!\d)/);
    if (!m) return null;
    const digits = m[1]!.replace(/\D/g, "");
    return digits.length >= 6 &&
      digits.length <= 20 &&
      !cell.phones.some((p) => cell.text.slice(p.start, p.end).includes(m[1]!))
      ? m[1]!.trim()
      : null;
  });
  const billingPeriod = firstLabelled(rows, LABEL.billingPeriod, (cell) => {
    const t = cleanText(cell.text.replace(/^.*?(?:period|cycle|dates?|from)\s*:?\s*/i, ""));
    return /\d/.test(t) && t.length <= 80 ? t : null;
  });
  // A figure under its label in a box beside other rows ("Amount due" over "297.91", right of "Federal USF … |
  // 12.02"): the cells left of it are a row of their own, read as any other; the figure's row is the box's.
  const figures = [totalDue, currentCharges, previousBalance, payments].filter((f) => f !== null);
  const beside = figures.filter((f) => {
    const left = rows[f.row]!.cells.slice(0, f.cell);
    return f.under && left.some((c) => c.money.length) && left.some(wordy);
  });
  for (const f of beside) {
    const row = rows[f.row]!;
    const left = row.cells.slice(0, f.cell);
    rows[f.row] = { ...row, cells: left, text: left.map((c) => c.text).join(" | ") };
  }
  const figureRows = new Set(figures.filter((f) => !beside.includes(f)).map((f) => f.row));

  // Lines: from tables (by header) and from detail sections (row by row), by the statement's row handlers.
  const st = newStatementState(rows, figureRows);
  for (const row of rows) readStatementRow(st, row);
  closeSection(st);
  const { drafts, accountItems } = st;
  for (const totals of st.columnTotals) crossFoot(totals.header, totals.row, drafts, warnings);

  // One line per number: a number read in a table and in a detail section is the same line.
  const byNumber = new Map<string, LineDraft>();
  const order: string[] = [];
  for (const d of drafts) {
    // A record with nothing of the line but its user or plan (a usage table without figures) still tells those.
    if (!hasCharges(d) && d.dataUsageGB === null && !d.user && !d.planName) continue;
    settleDraft(d);
    const key = d.phone.e164;
    const prior = byNumber.get(key);
    if (!prior) {
      byNumber.set(key, d);
      order.push(key);
      continue;
    }
    byNumber.set(key, mergeDrafts(prior, d));
  }
  const merged = order.map((k) => byNumber.get(k)!).filter(hasCharges);

  // A month's data of 1,000 GB or more as a whole number, beside lines that all use less, is a figure
  // whose decimal point OCR lost ("5352GB" for "53.52GB").
  const shown = merged.map((d) => d.dataUsageGB).filter((v): v is number => v !== null);
  for (const d of merged) {
    const v = d.dataUsageGB;
    if (v === null || !Number.isInteger(v) || shown.length < 3) continue;
    if (v >= 1000 && shown.filter((o) => o !== v).every((o) => o < 1000)) {
      d.dataUsageGB = roundCents(v / 100);
      warnings.push(
        `Line ${d.phone.national}: data read as ${v} GB taken as ${roundCents(v / 100)} GB (a decimal point lost in the scan).`,
      );
    }
  }
  const read = merged.map((d) => d.dataUsageGB).filter((v): v is number => v !== null);
  for (const d of merged) {
    const v = d.dataUsageGB;
    if (v === null || !Number.isInteger(v) || read.length < 3) continue;
    // The other lines' figures, but for other whole numbers of 100 or more (as doubtful as this one).
    const others = read.filter((o) => o !== v && !(Number.isInteger(o) && o >= 100));
    if (v >= 100 && others.length >= 2 && others.every((o) => !Number.isInteger(o) && o < v)) {
      // A whole number above every other line's, where all of them print decimals: the scan may have lost its
      // decimal point ("231" for "2.31"), or not; which it is, the bill does not say.
      d.dataUsageGB = null;
      warnings.push(
        `Line ${d.phone.national}: data read as ${v} GB, a whole number where every other line prints decimals: the scan may have lost its decimal point, so it is left unread.`,
      );
    }
  }

  const lines: ParsedLine[] = merged.map((d) => {
    // A device column showing $0.00 with no balance and no device is no device payment.
    const noDevice =
      d.equipment && !d.equipment.deviceName && !d.equipment.monthlyPayment && !d.equipment.remainingBalance;
    const eq: ParsedEquipment | null =
      d.equipment && !noDevice
        ? {
            deviceName: d.equipment.deviceName,
            // A figure not read stays unread: a balance of 0 would say nothing is owed.
            monthlyPayment: d.equipment.monthlyPayment,
            remainingBalance: d.equipment.remainingBalance,
          }
        : null;
    if (eq && !eq.deviceName && d.headDevice) eq.deviceName = d.headDevice;
    // A device the customer owns or has paid off: no installment and nothing owed, its name without that status.
    if (eq && !eq.monthlyPayment && LABEL.ownedDevice(eq.deviceName.toLowerCase())) {
      eq.monthlyPayment = 0;
      eq.remainingBalance ??= 0;
      // What is left may be only the kind of device ("Customer-provided device - Smartphone"): no name.
      const rest = cleanText(
        eq.deviceName.replace(new RegExp(`(?:\\byour\\s+)?(?:${OWNED_DEVICE.source})`, "gi"), " "),
      );
      const named = deviceNameOf(rest);
      eq.deviceName = !named || namesOnlyDeviceKind(named) ? "" : rest;
    }
    if (eq && eq.monthlyPayment === null)
      warnings.push(
        `Line ${d.phone.national}: no monthly installment was found for the device${eq.deviceName ? ` (${eq.deviceName})` : ""}.`,
      );
    else if (eq && eq.remainingBalance === null)
      warnings.push(
        `Line ${d.phone.national}: the device's remaining balance was not found; it is left unread, not taken as $0.00.`,
      );
    // A device's model read where the plan's name stands is no plan: the plan stays unread, the device is named.
    let planName = d.planName;
    if (planName && isDeviceModel(planName)) {
      if (eq && !eq.deviceName) eq.deviceName = planName;
      warnings.push(
        `Line ${d.phone.national}: "${planName}", read where the plan's name stands, is a device; the plan's name was not found.`,
      );
      planName = "";
    }
    return {
      phoneNumber: d.phone.national,
      user: d.user === null ? null : personName(d.user),
      department: d.department,
      planName,
      planCost: d.planCost,
      equipment: eq,
      surcharges: d.surcharges,
      taxes: d.taxes,
      otherCharges: d.otherCharges,
      credits: d.credits,
      internationalCost: d.internationalCost,
      countries: d.countries,
      dataUsageGB: d.dataUsageGB,
      lineTotal: d.lineTotal,
      readBy: d.readBy,
      ...(d.feesTogether && !d.feesApart ? { feesTogether: true } : {}),
    };
  });

  // Reconciliation: choose the reading of the lines and of the account-level rows that makes the stated charges.
  // Candidate readings of the period's new charges: as printed; the summary's arithmetic (amount due less the
  // previous balance, plus the payments); the amount due itself (nothing owed from before, or paid in full).
  // The first whose lines and account charges make it is kept.
  // Net of the summary's adjustments only where the amount due takes them: an adjustment listed among the period's
  // charges, which the amount due is without ("Adjustment - roaming credit $12.75CR" above "Total new charges"), is
  // one of them.
  const netOfAdjustments = currentCharges && credited ? roundCents(currentCharges.value + credited) : null;
  const dueWithout =
    totalDue &&
    previousBalance &&
    currentCharges &&
    near(totalDue.value, roundCents(previousBalance.value - Math.abs(payments?.value ?? 0) + currentCharges.value));
  const candidates = [
    dueWithout ? null : netOfAdjustments,
    currentCharges?.value ?? null,
    totalDue && previousBalance ? statedFromDue(totalDue.value, previousBalance.value, payments?.value ?? null) : null,
    totalDue?.value ?? null,
  ].filter((v, i, all): v is number => v !== null && all.findIndex((o) => o !== null && near(o, v)) === i);
  const readings = candidates.map((c) => reconcile(lines, accountItems, c));
  const {
    reconciliation,
    chosen,
    lines: finalLines,
  } = readings.find((r) => r.reconciliation.status === "reconciled") ??
  readings[0] ??
  reconcile(lines, accountItems, null);
  const stated = reconciliation.stated;
  const reconciled = reconciliation.status === "reconciled";
  for (const line of finalLines) {
    if (line.lineTotal !== null) {
      const computed = computedTotal(line);
      if (line.planCost === null) continue;
      if (Math.abs(computed - line.lineTotal) > 0.005) {
        warnings.push(
          `Line ${line.phoneNumber}: the charges read add up to $${computed.toFixed(2)}, the bill's line total is $${line.lineTotal.toFixed(2)}.`,
        );
      }
    }
    if (line.planCost === null)
      warnings.push(
        `Line ${line.phoneNumber}: no plan charge was found${line.lineTotal !== null ? "; it is taken from the line total" : ""}.`,
      );
    if (line.dataUsageGB === null) warnings.push(`Line ${line.phoneNumber}: no data usage was found.`);
  }
  if (totalDue === null) warnings.push("The bill's total amount due was not found.");
  if (dueDate === null) warnings.push("The payment due date was not found.");
  if (reconciliation.status === "unattributed") {
    warnings.push(
      reconciliation.unattributed >= 0
        ? `$${reconciliation.unattributed.toFixed(2)} of the bill's charges is not attributed to a line or an account-level charge.`
        : `The lines and account charges read add up to $${(-reconciliation.unattributed).toFixed(2)} more than the bill's charges.`,
    );
  }

  const accountCharges = roundCents(chosen.filter((i) => i.category !== "credits").reduce((s, i) => s + i.amount, 0));
  const credits = roundCents(chosen.filter((i) => i.category === "credits").reduce((s, i) => s + i.amount, 0));
  const taxesAndFees = roundCents(
    finalLines.reduce((s, l) => s + l.surcharges + l.taxes, 0) +
      chosen.filter((i) => i.category === "taxes" || i.category === "surcharges").reduce((s, i) => s + i.amount, 0),
  );

  return {
    provider: detectProvider(rows),
    accountNumber: accountNumber?.value ?? null,
    billingPeriod: billingPeriod?.value ?? null,
    totalDue: totalDue?.value ?? null,
    dueDate: dueDate?.value ?? null,
    // Unlabelled current charges follow from the balance arithmetic (due = previous − payments + current),
    // or are the amount due itself when the lines and account charges make exactly that amount.
    // The new charges as printed when the lines make them or nothing else does; else what the lines and the
    // summary's own arithmetic confirm (previous balance and payments both printed), never a difference that
    // misses a payment.
    currentCharges:
      (reconciled ? stated : null) ??
      currentCharges?.value ??
      (totalDue && previousBalance && payments
        ? statedFromDue(totalDue.value, previousBalance.value, payments.value)
        : null),
    previousBalance: previousBalance?.value ?? null,
    payments: payments?.value ?? null,
    accountCharges,
    credits,
    taxesAndFees,
    lines: finalLines,
    reconciliation,
    warnings,
  };
}

/** This period's charges from the amount due: what was due before, less what was paid, is not this period's. */
function statedFromDue(due: number, previous: number | null, paid: number | null): number {
  if (previous === null) return due;
  const payment = paid === null ? 0 : -Math.abs(paid);
  return roundCents(due - previous - payment);
}

type Component = { get(): number; set(v: number): void };

function componentsOf(d: LineDraft): Component[] {
  const list: Component[] = [];
  const field = (key: "planCost" | "surcharges" | "taxes" | "otherCharges" | "internationalCost" | "credits") =>
    list.push({
      get: () => d[key] ?? 0,
      set: (v) => {
        d[key] = v;
      },
    });
  field("planCost");
  if (d.equipment)
    list.push({
      get: () => d.equipment!.monthlyPayment ?? 0,
      set: (v) => {
        d.equipment!.monthlyPayment = v;
      },
    });
  for (const key of ["surcharges", "taxes", "otherCharges", "internationalCost", "credits"] as const) field(key);
  list.push({
    get: () => d.lineTotal ?? 0,
    set: (v) => {
      d.lineTotal = v;
    },
  });
  return list;
}

function addTo(d: LineDraft, category: ChargeCategory, value: number) {
  switch (category) {
    case "surcharges":
      d.surcharges = roundCents(d.surcharges + value);
      break;
    case "taxes":
      d.taxes = roundCents(d.taxes + value);
      break;
    case "credits":
      d.credits = roundCents(d.credits + value);
      break;
    case "international":
      d.internationalCost = roundCents(d.internationalCost + value);
      break;
    default:
      d.otherCharges = roundCents(d.otherCharges + value);
  }
}

/**
 * When a line's charges do not make its printed total, tries the other readings
 * the text allows and keeps the one that does: rows taken as a breakdown were
 * charges of their own; a decimal point lost by OCR ("$241" for "$2.41");
 * installment and remaining balance the other way round.
 */
/** The figures of a line table's row a column of money holds, by the column's kind. */
const FOOTED: Partial<Record<ColumnCategory, (d: LineDraft) => Component>> = {
  plan: (d) => ({ get: () => d.planCost ?? 0, set: (v) => void (d.planCost = v) }),
  equipment: (d) => ({
    get: () => d.equipment?.monthlyPayment ?? 0,
    set: (v) => void (equipmentOf(d).monthlyPayment = v),
  }),
  surcharges: (d) => ({ get: () => d.surcharges, set: (v) => void (d.surcharges = v) }),
  taxes: (d) => ({ get: () => d.taxes, set: (v) => void (d.taxes = v) }),
  other: (d) => ({ get: () => d.otherCharges, set: (v) => void (d.otherCharges = v) }),
  credits: (d) => ({ get: () => d.credits, set: (v) => void (d.credits = v) }),
  international: (d) => ({ get: () => d.internationalCost, set: (v) => void (d.internationalCost = v) }),
  lineTotal: (d) => ({ get: () => d.lineTotal ?? 0, set: (v) => void (d.lineTotal = v) }),
};

/**
 * Cross-footing a line table against its row of column totals: where a row's parts miss its printed total by
 * some amount and one column misses its printed total by that same amount, the figure where they cross was
 * misread (a scan's "21.78" for "27.78") and is what both sums say; where the column of line totals misses by
 * the opposite amount, the row's printed total was misread. Applied only when every row and column that does
 * not add up pairs with exactly one other (at most three), and each change is stated in a warning.
 */
function crossFoot(header: Header, totalsRow: RowInfo, drafts: LineDraft[], warnings: string[]) {
  const lines = drafts.filter((d) => d.table === header && d.lineTotal !== null && d.planCost !== null);
  if (lines.length < 2) return;
  const printed = new Map<ColumnCategory, number>();
  totalsRow.cells.forEach((cell, i) => {
    // A plan or device column's amount is the plan's charge or the installment.
    const category = asFigureColumn(columnOf(header, totalsRow, i)).category;
    if (!FOOTED[category] || cell.money.length !== 1) return;
    printed.set(category, roundCents((printed.get(category) ?? 0) + cell.money[0]!.value));
  });
  if (!printed.has("lineTotal") || printed.size < 3) return;
  const columnOff = [...printed].flatMap(([category, total]) => {
    const off = roundCents(total - lines.reduce((sum, d) => sum + FOOTED[category]!(d).get(), 0));
    return near(off, 0) ? [] : [{ category, off }];
  });
  const rowOff = lines.flatMap((d) => {
    const off = roundCents(d.lineTotal! - computedTotal(d));
    return near(off, 0) ? [] : [{ d, off }];
  });
  if (rowOff.length === 0 || rowOff.length > 3 || columnOff.length !== rowOff.length) return;
  const pairs = rowOff.map(({ d, off }) => {
    const matches = columnOff.filter((c) => near(c.off, c.category === "lineTotal" ? -off : off));
    return matches.length === 1 ? { d, off, column: matches[0]! } : null;
  });
  if (pairs.some((p) => p === null) || new Set(pairs.map((p) => p!.column)).size !== pairs.length) return;
  const changes = (pairs as Array<{ d: LineDraft; off: number; column: (typeof columnOff)[number] }>).map(
    ({ d, off, column }) => {
      const figure = FOOTED[column.category]!(d);
      const read = figure.get();
      const corrected = roundCents(column.category === "lineTotal" ? read - off : read + off);
      return { d, figure, read, corrected, category: column.category };
    },
  );
  // A charge is not negative, a credit not positive.
  if (changes.some((c) => (c.category === "credits" ? c.corrected > 0 : c.corrected < 0))) return;
  for (const { d, figure, read, corrected, category } of changes) {
    figure.set(corrected);
    warnings.push(
      `Line ${d.phone.national}: ${category === "lineTotal" ? "line total" : category} read as $${read.toFixed(2)} taken as $${corrected.toFixed(2)}: the line's total and the column's total both say so.`,
    );
  }
}

function settleDraft(d: LineDraft): void {
  if (d.lineTotal === null || d.planCost === null) return;
  const fits = () => near(computedTotal(d), d.lineTotal!);
  if (fits()) return;
  const absorbed = roundCents(d.absorbed.reduce((sum, a) => sum + a.value, 0));
  if (absorbed !== 0 && near(roundCents(computedTotal(d) + absorbed), d.lineTotal)) {
    for (const a of d.absorbed) addTo(d, a.category, a.value);
    return;
  }
  for (let mask = 1; d.unpointed.length <= 4 && mask < 1 << d.unpointed.length; mask++) {
    const picked = d.unpointed.filter((_, i) => mask & (1 << i));
    if (near(roundCents(computedTotal(d) + picked.reduce((sum, p) => sum + p.value, 0)), d.lineTotal)) {
      for (const p of picked) addTo(d, p.category, p.value);
      return;
    }
  }
  const whole = componentsOf(d).filter((c) => c.get() !== 0 && Number.isInteger(c.get()) && Math.abs(c.get()) >= 100);
  if (whole.length > 0 && whole.length <= 8) {
    const original = whole.map((c) => c.get());
    for (let mask = 1; mask < 1 << whole.length; mask++) {
      whole.forEach((c, i) => c.set(mask & (1 << i) ? roundCents(original[i]! / 100) : original[i]!));
      if (fits()) return;
    }
    whole.forEach((c, i) => c.set(original[i]!));
  }
  const eq = d.equipment;
  if (eq && eq.monthlyPayment !== null && eq.remainingBalance !== null) {
    [eq.monthlyPayment, eq.remainingBalance] = [eq.remainingBalance, eq.monthlyPayment];
    if (fits()) return;
    [eq.monthlyPayment, eq.remainingBalance] = [eq.remainingBalance, eq.monthlyPayment];
  }
}

function mergeDrafts(a: LineDraft, b: LineDraft): LineDraft {
  // The reading with more detail leads; the other fills what it lacks.
  const score = (d: LineDraft) =>
    [d.planCost, d.equipment, d.dataUsageGB, d.lineTotal].filter((v) => v !== null).length +
    (d.planName ? 1 : 0) +
    (d.surcharges || d.taxes ? 1 : 0);
  const [lead, other] = score(b) > score(a) ? [b, a] : [a, b];
  const out: LineDraft = { ...lead, readBy: { ...other.readBy, ...lead.readBy } };
  out.user ??= other.user;
  out.department ??= other.department;
  out.planName ||= other.planName;
  out.feesTogether ||= other.feesTogether;
  out.feesApart ||= other.feesApart;
  out.headDevice ??= other.headDevice;
  out.planCost ??= other.planCost;
  out.dataUsageGB ??= other.dataUsageGB;
  out.lineTotal ??= other.lineTotal;
  if (!out.equipment && other.equipment) out.equipment = other.equipment;
  else if (out.equipment && other.equipment) {
    out.equipment = {
      deviceName: out.equipment.deviceName || other.equipment.deviceName,
      monthlyPayment: out.equipment.monthlyPayment ?? other.equipment.monthlyPayment,
      remainingBalance: out.equipment.remainingBalance ?? other.equipment.remainingBalance,
    };
  }
  // Charges the leading reading already accounts for (its parts make its total) are not taken twice.
  const extras = ["surcharges", "taxes", "otherCharges", "credits", "internationalCost"] as const;
  const complete = out.lineTotal !== null && near(computedTotal(out), out.lineTotal);
  if (!complete) for (const key of extras) if (out[key] === 0) out[key] = other[key];
  // …unless its total is a subtotal before charges only the other gives, which make the other's total ("Subtotal"
  // before taxes and fees in a summary by line, then a table of each line's fees, taxes and "Line total").
  const before = out.lineTotal;
  const missing = extras.filter((key) => out[key] === 0 && other[key] !== 0);
  if (
    complete &&
    missing.length > 0 &&
    other.lineTotal !== null &&
    !near(other.lineTotal, before!) &&
    near(roundCents(before! + missing.reduce((sum, key) => sum + other[key], 0)), other.lineTotal)
  ) {
    for (const key of [...missing, "lineTotal"] as const) {
      out[key] = other[key]!;
      if (other.readBy[key]) out.readBy[key] = other.readBy[key];
    }
  }
  // One reading gives the plan net of its discount (a summary's "Monthly charges"), the other itemises the
  // plan's price and the discount ("Access charges $14.00", "Plan discount ($3.50)"): the plan charge is the
  // price before the discount, and the discount is the line's credit.
  const [gross, net] = a.credits < 0 ? [a, b] : [b, a];
  if (
    gross.planCost !== null &&
    gross.credits < 0 &&
    net.planCost !== null &&
    net.credits === 0 &&
    near(roundCents(gross.planCost + gross.credits), net.planCost)
  ) {
    out.planCost = gross.planCost;
    out.credits = gross.credits;
  }
  // One reading gives the line's surcharges and taxes as one figure, the other apart and adding up to it: the split
  // is the bill's own.
  const together = [a, b].find((d) => d.feesTogether && !d.feesApart);
  const apart = [a, b].find((d) => d !== together && !d.feesTogether && d.surcharges !== 0 && d.taxes !== 0);
  if (
    together &&
    apart &&
    near(roundCents(together.surcharges + together.taxes), roundCents(apart.surcharges + apart.taxes))
  ) {
    out.surcharges = apart.surcharges;
    out.taxes = apart.taxes;
    out.feesTogether = false;
  }
  if (out.countries.length === 0) out.countries = other.countries;
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Picks the reading that reconciles: each line's total (printed, or the sum of
 * its charges), and which account-level rows are charges rather than summaries
 * of the lines. Without a stated figure nothing can be checked.
 */
function reconcile(
  lines: ParsedLine[],
  items: AccountItem[],
  stated: number | null,
): { reconciliation: Reconciliation; chosen: AccountItem[]; lines: ParsedLine[] } {
  const lineTotal = (l: ParsedLine, printed: boolean) =>
    printed && l.lineTotal !== null
      ? l.lineTotal
      : l.planCost === null && l.lineTotal !== null
        ? l.lineTotal
        : computedTotal(l);
  const sumOfLines = (printed: boolean) => roundCents(lines.reduce((s, l) => s + lineTotal(l, printed), 0));
  const category = (c: ChargeCategory) => roundCents(lines.reduce((s, l) => s + categoryOf(l, c), 0));

  // Rows an earlier summary row adds up ("Account charges & credits ($15.00)" over "Late fee $5.00"
  // and "Loyalty credit ($20.00)"): the bill's own arithmetic says they are the account's.
  const vouched = new Set<AccountItem>();
  items.forEach((item, idx) => {
    const later = items.slice(idx + 1).filter((o) => !o.subtotal);
    if (later.length < 2 || later.length > 12) return;
    const parts = subsetSumming(
      later.map((o) => o.amount),
      item.amount,
    );
    for (const i of parts ?? []) vouched.add(later[i]!);
  });
  // Summaries of the lines ("Plans $200.00", "Taxes $12.40" equal to the lines' own) are not account charges…
  const summarises = (i: AccountItem) =>
    (["plan", "equipment", "taxes", "surcharges", "international", "other", "credits"] as const).some(
      (c) => i.category === c && category(c) !== 0 && near(category(c), i.amount),
    );
  // …nor is a row named for the lines together of a kind the lines carry ("Plans (7 lines) $200.00" over a part of
  // the statement), unless another row of its kind is their sum ("Line access (6 lines)" beside "Group plan (6 lines)").
  const acrossCarried = (i: AccountItem) =>
    !!i.acrossLines &&
    i.category !== "credits" &&
    category(i.category) !== 0 &&
    !items.some((o) => o !== i && o.category === i.category && summarises(o));
  const linesSummary = (i: AccountItem) => !vouched.has(i) && (summarises(i) || acrossCarried(i));
  const restating = (pool: AccountItem[]) => {
    // A subtotal equal to the sum of the account items before it repeats them.
    let kept = pool.filter((item, idx) => {
      if (!item.subtotal) return true;
      const before = pool.slice(0, idx).filter((o) => !o.subtotal && o.category === item.category);
      return !(before.length > 0 && near(roundCents(before.reduce((s, o) => s + o.amount, 0)), item.amount));
    });
    // A summary row that sums account rows printed after it ("Account charges & credits ($7.00)" over
    // "Account fee $5.00" and "Loyalty credit ($12.00)") restates them.
    kept = kept.filter((item, idx) => {
      const later = kept.slice(idx + 1).filter((o) => !o.subtotal);
      return !(
        later.length >= 2 &&
        later.length <= 12 &&
        subsetSumming(
          later.map((o) => o.amount),
          item.amount,
        ) !== null
      );
    });
    return kept;
  };
  const candidates = restating(items.filter((i) => !linesSummary(i)));
  const readings: { printed: boolean; chosen: AccountItem[] }[] = [];
  for (const printed of [true, false])
    for (const subset of subsetsBySize(candidates)) readings.push({ printed, chosen: subset });
  // …unless nothing adds up without them: a row under an account heading after the lines, of as much as the lines'
  // own figures of its kind ("Multi-line access discount 45.00-" beside line discounts of $45.00 in all), is then the
  // account's, as the bill's arithmetic says (a summary of the lines stands before them, in the bill's summary).
  // Before the lines too, a row under the account's heading naming a charge of its own ("Late payment charge"), not
  // only a kind ("Other charges"), is no summary of the lines.
  const accountsOwn = (i: AccountItem) => linesSummary(i) && i.section && (!i.beforeLines || !namesOnlyKinds(i.label));
  if (items.some(accountsOwn)) {
    const pool = restating(items.filter((i) => !linesSummary(i) || accountsOwn(i)));
    for (const printed of [true, false])
      for (const subset of subsetsBySize(pool))
        if (subset.some(accountsOwn)) readings.push({ printed, chosen: subset });
  }

  const finish = (printed: boolean, chosen: AccountItem[], status: Reconciliation["status"]) => {
    const linesTotal = sumOfLines(printed);
    const accountCharges = roundCents(chosen.filter((i) => i.category !== "credits").reduce((s, i) => s + i.amount, 0));
    const credits = roundCents(chosen.filter((i) => i.category === "credits").reduce((s, i) => s + i.amount, 0));
    const finalLines = lines.map((l) => ({
      ...l,
      lineTotal: l.lineTotal ?? (l.planCost !== null ? computedTotal(l) : null),
    }));
    if (!printed) for (const l of finalLines) l.lineTotal = computedTotal(l);
    return {
      reconciliation: {
        status,
        stated,
        linesTotal,
        accountCharges,
        credits,
        unattributed: stated === null ? 0 : roundCents(stated - linesTotal - accountCharges - credits),
      },
      chosen,
      lines: finalLines,
    };
  };

  if (stated === null)
    return finish(
      true,
      candidates.filter((c) => !c.subtotal),
      "unchecked",
    );
  for (const r of readings) {
    const total = roundCents(sumOfLines(r.printed) + r.chosen.reduce((s, i) => s + i.amount, 0));
    if (near(total, stated)) return finish(r.printed, r.chosen, "reconciled");
  }
  // Nothing reconciles: rows under an account-charges heading are the account's charges when there are any.
  const plain = candidates.filter((c) => !c.subtotal);
  const inSection = plain.filter((c) => c.section);
  return finish(true, inSection.length ? inSection : plain, "unattributed");
}

function categoryOf(l: ParsedLine, c: ChargeCategory): number {
  switch (c) {
    case "plan":
      return l.planCost ?? 0;
    case "equipment":
      return l.equipment?.monthlyPayment ?? 0;
    case "taxes":
      return l.taxes;
    case "surcharges":
      return l.surcharges;
    case "international":
      return l.internationalCost;
    case "other":
      return l.otherCharges;
    case "credits":
      return l.credits;
    default:
      return 0;
  }
}

/** Subsets of the account items, the fullest first (all; all but one; … ; none), capped for long lists. */
function subsetsBySize(items: AccountItem[]): AccountItem[][] {
  const plain = items.filter((i) => !i.subtotal);
  const out: AccountItem[][] = [plain];
  if (items.length > plain.length) out.push(items);
  if (plain.length <= 12) {
    const n = plain.length;
    const masks: number[] = [];
    for (let mask = (1 << n) - 2; mask >= 0; mask--) masks.push(mask);
    masks.sort((a, b) => popcount(b) - popcount(a));
    for (const mask of masks) out.push(plain.filter((_, i) => mask & (1 << i)));
  } else {
    out.push([]);
  }
  return out;
}

/** Whether two or more of `values` add up to `target`. */
/** The indexes of two or more of `values` that add up to `target` (the fewest such), or null. */
function subsetSumming(values: number[], target: number): number[] | null {
  let best: number[] | null = null;
  for (let mask = 1; mask < 1 << values.length; mask++) {
    const size = popcount(mask);
    if (size < 2 || (best && size >= best.length)) continue;
    if (near(roundCents(values.reduce((sum, v, i) => sum + (mask & (1 << i) ? v : 0), 0)), target))
      best = values.flatMap((_, i) => (mask & (1 << i) ? [i] : []));
  }
  return best;
}

function popcount(n: number): number {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
}

/** Reads a statement from plain text (one row a line; pipes or wide gaps separate columns). */
export function parseBillText(text: string): ParsedBill {
  return parseBillRows(rowsFromText(text));
}
