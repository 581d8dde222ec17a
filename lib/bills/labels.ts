/**
 * What a label on a wireless statement means, by the words carriers and
 * billing systems use for it, not by one bill's wording. Each test takes the
 * label's text in lower case with the figures removed.
 */

import { isMonthName } from "@/lib/lang/dates";

/** Categories of a charge row or of a column header. */
export type ChargeCategory =
  | "plan"
  | "equipment"
  | "balance"
  | "surcharges"
  | "taxes"
  | "credits"
  | "international"
  | "other"
  | "lineTotal";

export type ColumnCategory = ChargeCategory | "phone" | "user" | "department" | "planName" | "data" | "device";

/**
 * A device the line pays nothing for ("customer-owned", "Own device", "BYOD", "paid off", "paid in full"), as its
 * name reads once the words of a device payment are taken out ("Own device" reads "Own").
 */
export const OWNED_DEVICE =
  /^own$|\b(?:customer|user|subscriber)[\s-]+(?:owned|provided|supplied)\b|\b(?:own|owned)\s+device\b|\bbyod\b|\bbring\s+your\s+own\b|\bpaid\s+(?:off|in\s+full)\b/;

/** A test of a label as printed or with its shortened words written out ("Amt. due", "Prev. bal."). */
const has = (re: RegExp) => (label: string) => re.test(label) || re.test(expandAbbreviations(label));

export const LABEL = {
  totalDue: has(
    /\b(?:total\s+)?(?:amount|balance)\s+(?:now\s+)?due\b|\btotal\s+due\b|please\s+pay\b|pay\s+this\s+amount|amount\s+(?:to\s+pay|you\s+owe|owed)|total\s+(?:to\s+pay|payable)|\bnew\s+balance\b|total\s+balance\b|\byour\s+(?:total|balance)\b(?!\s+(?:\w+\s+)?(?:charges?|savings?|credits?|discounts?|usage|data|lines?)\b)/,
  ),
  // Not a note saying nothing is due ("no payment due", "nothing is due", "not due until …").
  dueDate: (l: string) =>
    has(/\bdue\s+(?:date|by|on)\b|\bpay(?:ment)?\s+(?:by|before)\b|payment\s+due\b|\bdue\b|\bpay\s+on\s+or\s+before\b/)(
      l,
    ) && !/\b(?:no|not|nothing|none)\s+(?:(?:\w+\s+){0,2}(?:is|are)\s+|\w+\s+)?due\b/.test(l),
  currentCharges: has(
    /\b(?:total\s+)?(?:current|new)\s+(?:monthly\s+)?charges\b|\bthis\s+(?:month|period|bill)'?s?\s+charges\b|\bcharges\s+(?:for\s+)?this\s+(?:period|month|cycle)\b|\btotal\s+(?:monthly\s+)?charges\s+this\b|\bcurrent\s+(?:billing|period)\b|\bstatement\s+charges\b/,
  ),
  previousBalance: has(
    /\b(?:previous|prior|last)\s+(?:balance|bill|statement|amount)|balance\s+forward|\bbalance\s+from\s+last\b/,
  ),
  payments: (l: string) =>
    (/^\W*payments?\b/.test(l) &&
      !/\b(?:due|by|agreement|plan|installment|device|remaining|balance|after)\b|\d+\s+of\s+\d+/.test(l)) ||
    /\bpayments?\s*(?:received|applied|made|posted|credited)\b|\b(?:received|applied|posted)\s+payments?\b|\bpayments?\s*[-,–]?\s*thank\s+you\b|\bthank\s+you\s+for\s+your\s+payment\b/.test(
      l,
    ),
  accountNumber: has(/\baccount\s*(?:number|no\.?|#|id)?\b|\bacct\.?\b|\bban\b|\bcustomer\s+(?:number|no\.?|id)\b/),
  billingPeriod: has(
    /\b(?:billing|bill|service|statement|invoice)\s+(?:period|cycle|dates?)\b|\bservice\s+from\b|\bfor\s+service\b/,
  ),
  statementDate: has(/\b(?:statement|bill|invoice|issue)\s+date\b|\bdate\s+(?:issued|of\s+(?:bill|statement))\b/),
  /** A heading that opens the charges of the whole account (not of one line). */
  accountSection: has(
    /\baccount[\s-]+(?:level\s+)?(?:charges|fees|surcharges|taxes|credits|services)\b|\bcharges\s+(?:for|on)\s+(?:the|your)\s+account\b|\baccount[\s-]+level\b|\bshared\s+(?:account\s+)?charges\b/,
  ),
  /** Help lines and other numbers that are not wireless lines of the account. */
  contact: has(
    /\b(?:call|contact|customer\s+(?:service|care)|care|questions?|support|visit|fax|toll[\s-]?free|dial|text\s+us|help|report\s+(?:lost|stolen)|pay\s+by\s+phone)\b/,
  ),
  userField: has(/^(?:user|name|employee|subscriber|assigned\s+to|line\s+user)\b/),
  departmentField: has(/^(?:cost\s*cent(?:er|re)|dept\.?|department|division|group|location|business\s+unit)\b/),
  /** The key of a field holding a line's plan's name ("Plan", "Rate plan", "Price plan", "Plan name"). */
  planField: has(/^(?:(?:rate|price|priced|service|calling|current|tariff|wireless|mobile)\s+)?plan(?:\s+name)?$/),
  dataUse: has(/\bdata\b|\busage\b|\bused\b|\binternet\b/),
  /** A device the line pays nothing for (see OWNED_DEVICE). */
  ownedDevice: has(OWNED_DEVICE),
  /** An account-level row that totals the lines ("Charges for 7 lines", "All lines", "Wireless line charges"). */
  linesSummary: has(
    /\b\d+\s+(?:wireless\s+)?lines\b(?!\s*(?:@|at\b|x\b|×))|\ball\s+lines\b|\b(?:wireless\s+)?lines?\s+charges\b|\bcharges\s+(?:for|by)\s+(?:\d+\s+)?lines?\b|\btotal\s+(?:for\s+)?(?:all\s+)?lines\b|\b(?:sub)?total\s+(?:of|for)\s+(?:all\s+)?(?:the\s+)?(?:lines\b|line\s+charges\b)/,
  ),
  /**
   * A running total of a page in a long ledger ("Page total", "Balance forward", "Carried forward",
   * "Brought forward from page 2"): the items so far, not a charge of the line it interrupts.
   */
  runningTotal: has(
    /\bpage\s+(?:sub)?totals?\b|\b(?:carried|brought|balance|total)\s+forward\b|\bforward(?:ed)?\s+from\s+(?:page|previous)\b/,
  ),
  /** Grand totals and subtotals of the statement, which are not charges in themselves. */
  summaryTotal: has(/\b(?:sub[\s-]?)?totals?\b|\bsum\b/),
};

const TAXES = /\btax(?:es)?\b|\bexcise\b|\bvat\b|\bgst\b|\bhst\b|\bsales\s+&?\s*use\b/;
const SURCHARGES =
  /surcharges?\b|\bfees?\b|\bregulatory\b|\brecovery\b|universal\s+service|\busf\b|\b911\b|\be911\b|administrative|\badmin\b|\bcompliance\b|government(?:al)?|telecom\s+relay|\btrs\b|\bpuc\b|\bgov\b/;
const CREDITS =
  /\bcredits?\b|\bdiscounts?\b|\bpromo(?:tion(?:al)?)?s?\b|\brebates?\b|\badjustments?\b|\bauto\s*-?pay\b|\bwaived?\b|\brewards?\b|\brefunds?\b|\bsavings?\b/;
const EQUIPMENT =
  /\bdevices?\b|\bequip\.?(?=\s|$)|\beqpt?\b|\binstl?\.?(?=\s|$)|\bhardware\b|\bequipment\b|\binstall?ments?\b|\beip\b|\bdpa\b|\bfinanc(?:e|ing)\b|\blease\b|\bhandset\b|\bphone\s+payment\b|\bpayment\s+(?:plan|agreement)\b|\bpayment\s+\d+\s+of\s+\d+\b|\b\d+\s+of\s+\d+\b/;
const BALANCE =
  /\bremaining\b|\bbalance\b|\bleft\s+(?:to\s+pay|on|owing)\b|\bunpaid\b|\bpay\s*-?off\b|\bstill\s+owed?\b|\boutstanding\b/;
const INTERNATIONAL =
  /\binternational\b|\broaming\b|\bintl\b|\btravel\s*pass\b|\bday\s*pass\b|\bglobal\b|\boverseas\b|\bpass\s+port\b/;
const PLAN =
  /\bplans?\b|\bmonthly\s+(?:access|service|charges?|recurring|fee)\b|\baccess\s+(?:charges?|fee)\b|\bline\s+access\b|\bservice\s+charges?\b|\bunlimited\b|\bsubscription\b|\bmonthly\b|\baccess\b/;
const OTHER =
  /\bfeatures?\b|\badd[\s-]?ons?\b|\binsurance\b|\bprotection\b|\bvoice\s*mail\b|\bmessaging\b|\bhotspot\b|\busage\s+charges\b|\bone[\s-]time\b|\boverage\b|\bservices?\b|\bcharges?\b/;
const LINE_TOTAL = /\b(?:sub[\s-]?)?totals?\b|\bamount\b/;
const FEATURE_OF_DEVICE =
  /\b(?:device|equipment|phone|handset)\s+(?:protect(?:ion)?|insurance|care|coverage)\b|\b(?:protection|insurance)\s+(?:plan|for)\b/;

/** Categories that name a charge, in the order that breaks a tie at the same position. */
const ORDERED: Array<[ChargeCategory, RegExp]> = [
  ["taxes", TAXES],
  ["surcharges", SURCHARGES],
  ["equipment", EQUIPMENT],
  ["balance", BALANCE],
  ["international", INTERNATIONAL],
  ["plan", PLAN],
];

/**
 * The words statements shorten in narrow columns and rows, in the order that
 * settles an ambiguous shortening ("mo." is monthly before mobile).
 */
const SHORTENED = [
  "monthly",
  "charges",
  "surcharges",
  "equipment",
  // Before "installment": "Int'l" is international, its letters are in both.
  "international",
  "installment",
  "installments",
  "government",
  "taxes",
  "services",
  "service",
  "amount",
  "total",
  "balance",
  "remaining",
  "payment",
  "device",
  "discount",
  "credits",
  "regulatory",
  "recovery",
  "federal",
  "recurring",
  "access",
  "usage",
  "number",
  "wireless",
  "mobile",
  "account",
  "previous",
  "current",
];

/** Whether `short` is `word` with letters left out, keeping its first letter and order ("chgs", "mthly", "govt"). */
function shortens(short: string, word: string): boolean {
  if (short[0] !== word[0] || short.length >= word.length) return false;
  let at = 0;
  for (const ch of short) {
    at = word.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * A label with its shortened words written out: a word cut short with a point
 * or an apostrophe ("Equip.", "Surch.", "Mo.", "Gov't") or written without its
 * vowels ("chgs", "svc", "amt") becomes the statement word it abbreviates.
 */
export function expandAbbreviations(label: string): string {
  return label.replace(/[a-z]+(?:['’][a-z]+)?\.?/gi, (token) => {
    const cut = token.endsWith(".") || /['’]/.test(token);
    const letters = token.toLowerCase().replace(/[^a-z]/g, "");
    // Units ("MB", "GB") and other two-letter words stay as they are.
    const voweless = letters.length >= 3 && !/[aeiou]/.test(letters.slice(1));
    // A month's short name ("Dec. 10 - Jan. 9") is a month, not a word cut short ("dec." is not "device").
    if ((!cut && !voweless) || letters.length < 2 || SHORTENED.includes(letters) || isMonthName(token)) return token;
    // A word cut with a point is its beginning ("Reg." regulatory, not remaining); else its letters in order.
    const word =
      (cut ? SHORTENED.find((w) => w.startsWith(letters)) : undefined) ?? SHORTENED.find((w) => shortens(letters, w));
    return word ?? token;
  });
}

/**
 * The category of a charge row's label. A row naming a category and a total
 * ("Total taxes") is that category (the caller treats it as a subtotal).
 */
export function chargeCategory(label: string): ChargeCategory | null {
  const l = expandAbbreviations(label.toLowerCase());
  // Credits and protection plans override the words they qualify ("device credit", "device protection").
  // "Device credit", "plan discount" are credits; a heading of "other charges & credits" is not only credits.
  if (CREDITS.test(l) && !/\bcredit\s+card\b/.test(l) && !/\bcharges\b/.test(l)) return "credits";
  if (FEATURE_OF_DEVICE.test(l)) return "other";
  // Any bucket that names taxes is taxes ("Gov. fees & taxes", "Taxes, governmental surcharges & fees").
  if (TAXES.test(l) && !/\btax(?:es)?\s+(?:id|exempt)\b/.test(l)) return "taxes";
  // A 911 fee is the government's ("County 911 Charge", "TX State 911 Fee", "Chicago Wireless 911 Surcharge"), not
  // the carrier's own surcharge, unless the row names one of those too ("Regulatory & 911 fees", "Federal USF,
  // regulatory & 911 cost recovery").
  if (
    /\be?911\b/.test(l) &&
    !SURCHARGES.test(l.replace(/\be?911\b|\b(?:sur)?charges?\b|\bfees?\b|\bemergency\b|\bservices?\b/g, " "))
  )
    return "taxes";
  // Otherwise the label's first meaningful word decides ("Plan charge — Connected Device" is a plan,
  // "Taxes, governmental surcharges & fees" are taxes).
  let best: { category: ChargeCategory; at: number } | null = null;
  for (const [category, re] of ORDERED) {
    if (category === "taxes" && /\btax(?:es)?\s+(?:id|exempt)\b/.test(l)) continue;
    const at = l.search(re);
    if (at >= 0 && (best === null || at < best.at)) best = { category, at };
  }
  if (best) return best.category;
  if (LINE_TOTAL.test(l)) return "lineTotal";
  if (OTHER.test(l)) return "other";
  return null;
}

/** Whether a label is a surcharge only by the word "fee" ("Activation fee", "Late fee"), not by a surcharge's name. */
export function isGenericFee(label: string): boolean {
  const l = expandAbbreviations(label.toLowerCase());
  return /\bfees?\b/.test(l) && !SURCHARGES.test(l.replace(/\bfees?\b/g, " "));
}

/** Whether a label names a category among others ("Taxes, governmental surcharges & fees" names surcharges). */
export function mentionsCategory(label: string, category: ChargeCategory): boolean {
  const re = ORDERED.find(([c]) => c === category)?.[1] ?? (category === "credits" ? CREDITS : null);
  return re ? re.test(label.toLowerCase()) : false;
}

/** Whether a label is only a total/subtotal word of its category ("Total taxes", "Taxes subtotal"). */
export function isSubtotalLabel(label: string): boolean {
  return /\b(?:sub[\s-]?)?totals?\b/i.test(label);
}

/** The meaning of a table's header cell. */
export function columnCategory(header: string): ColumnCategory | null {
  const plain = categoryOfHeading(header.toLowerCase());
  if (plain !== null && plain !== "equipment") return plain;
  // Column headings are often cut short without a point ("EIP BAL", "DISC", "SURCH"): read with each word of three
  // letters or more that begins one of the words bills shorten as that word, where the heading as printed names
  // nothing, or names a device payment whose balance the cut word is.
  const spelled = categoryOfHeading(
    header
      .toLowerCase()
      .replace(/\b[a-z]{3,}\b/g, (w) => (SHORTENED.includes(w) ? w : (SHORTENED.find((s) => s.startsWith(w)) ?? w))),
  );
  return plain === null || (plain === "equipment" && spelled === "balance") ? spelled : plain;
}

function categoryOfHeading(header: string): ColumnCategory | null {
  const h = expandAbbreviations(header)
    .replace(/[^a-z0-9#&/ ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!h) return null;
  if (
    // "Mobile #", "Line #": no word boundary follows a "#".
    /\b(?:mobile|wireless|phone|cell|line|service|device)?\s*(?:(?:number|no)\b|#(?![a-z0-9]))|^(?:line|mobile|wireless|mdn|ctn|phone|number|msisdn|cell)$|^(?:wireless|mobile|cell|phone|service)\s+(?:line|lines|phone)$/.test(
      h,
    ) &&
    !/total|charge|amount|account/.test(h)
  )
    return "phone";
  // A line's user, or the name the account gave the line ("Line name", "Nickname": "Front desk").
  if (
    /^(?:user|name|employee|subscriber|line user|user name|assigned to|line (?:name|nick ?name|label)|nick ?name)\b/.test(
      h,
    )
  )
    return "user";
  if (/^(?:cost\s*cent(?:er|re)|dept|department|division|group|location)\b/.test(h)) return "department";
  if (/\b(?:data|usage|gb|used)\b/.test(h) && !/charge|\$|cost|fee/.test(h)) return "data";
  if (/\b(?:remaining|balance|left (?:to pay|on|owing)|payoff|unpaid)\b/.test(h)) return "balance";
  if (/\btotal\b|\bamount\b|\bline\s+charges\b/.test(h) && !TAXES.test(h) && !SURCHARGES.test(h)) return "lineTotal";
  const charge = chargeCategory(h);
  // A column of charges and credits together ("Add-ons & credits", "Other charges/credits", "Other/cr."): signed
  // amounts of other charges, a credit printed negative. Not a credit on a charge ("Access discount").
  if (charge === "credits") {
    const others = h.replace(new RegExp(CREDITS.source, "g"), " ");
    const rest = chargeCategory(others);
    const joined = /[&/+]|\band\b/.test(h);
    if (joined && ((rest && rest !== "credits" && rest !== "lineTotal") || /\bother\b/.test(others))) return "other";
  }
  if (charge === "plan")
    return /\b(?:charges?|costs?|prices?|\$|monthly|access|fees?|amounts?)\b/.test(h) ? "plan" : "planName";
  if (charge === "equipment" && /^(?:device|equipment|handset)$/.test(h)) return "device";
  if (/^(?:description|rate plan|plan name|service|price plan)$/.test(h)) return "planName";
  return charge;
}
