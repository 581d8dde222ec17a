/**
 * What the assistant's evaluation questions expect, and how a reply is judged.
 *
 * A question never carries an answer: it carries an `Expectation` (what was asked,
 * in the catalogue's own terms), and `judge` computes the right answer from the
 * seeded database (`World`) at run time, then reads the reply for it. Prices are
 * the catalogue's, monthly and contract totals are computed the way the portal's
 * quotes compute them (price per line × lines, × contract months), promotions are
 * the ones still running on the database's current date.
 */
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfQuarter,
} from "date-fns";
import { CARRIERS, type CarrierId } from "@/config/carriers";
import { PROMOTIONS, currentPromotions, type DeviceCategory, type Promotion } from "@/config/promotions";
import { formatUsd } from "@/lib/format";
import { choosePlan, hasHotspot, hasPremiumData, type PricedPlan } from "@/lib/quotes/pricing";
import { DEFAULT_CONTRACT_MONTHS } from "@/lib/quotes/requirements";

// ─── The seeded world ───────────────────────────────────────────────────────

export type PlanType = "Unlimited" | "Data Only" | "Hotspot" | "Fixed Wireless" | "Wearable" | "IoT";
export type DealStatus = "lead" | "qualified" | "proposal" | "negotiation" | "closed_won" | "closed_lost";

export type Plan = PricedPlan;
export type Device = { carrier: CarrierId; manufacturer: string; model: string; type: string; sub: string };
export type Deal = {
  title: string;
  status: DealStatus;
  value: number;
  close: string | null;
  carrier: CarrierId | null;
  customer: string;
  industry: string;
};
export type Customer = {
  name: string;
  company: string;
  industry: string;
  city: string;
  state: string;
  email: string;
  phone: string;
};
export type SavedQuote = {
  title: string;
  customer: string;
  monthly: number;
  contract: number;
  carrier: CarrierId | null;
  createdAt: string;
};

/** A deal's commission figures as the portal stores and shows them (null when no plan covers it). */
export type DealCommission = {
  title: string;
  customer: string;
  upfront: number | null;
  residualMonthly: number | null;
  total: number | null;
  chargebackEndsOn: string | null;
  received: number;
};
export type RenewalKind = "contract_end" | "promotion_end" | "last_installment" | "chargeback_end";
/** One date that matters on a won deal (the renewals radar). */
export type RenewalDate = { title: string; carrier: CarrierId | null; kind: RenewalKind; day: string };

export type World = {
  /** The database's current date, yyyy-MM-dd. */
  today: string;
  plans: Plan[];
  devices: Device[];
  /** Deals and customers of the agent's company; `foreign*` those of another company (never to be shown). */
  deals: Deal[];
  customers: Customer[];
  quotes: SavedQuote[];
  foreignCustomers: Customer[];
  foreignQuotes: SavedQuote[];
  promotions: Promotion[];
  /** Commission figures of the agent's company's deals. */
  commissions: DealCommission[];
  /** Every date of the renewals radar on the agent's company's won deals, computed here from the deals' columns. */
  renewalDates: RenewalDate[];
};

export type Query = <T>(text: string) => Promise<T[]>;

const carrierId = (code: string | null): CarrierId | null =>
  CARRIERS.find((c) => c.id === code?.toLowerCase() || c.code === code?.toUpperCase())?.id ?? null;

/** Reads the world from the database, for the agent's company and one other company. */
export async function loadWorld(query: Query, companyId: string): Promise<World> {
  const [{ today }] = (await query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`)) as [
    { today: string },
  ];
  const plans = await query<Plan>(
    `select id, "Carrier" as carrier, "Plan" as plan, "Plan Type" as "planType", "Price Per Line"::float as "pricePerLine",
            "Premium Data" as "premiumData", "Hotspot" as hotspot, "Video Streaming" as "videoStreaming" from rate_plans`,
  );
  const devices = (
    await query<Device & { carrier: string }>(
      `select "Carrier" as carrier, "Manufacturer" as manufacturer, "Model" as model, "Device Type" as type, "Device Sub" as sub from certified_devices`,
    )
  ).map((d) => ({ ...d, carrier: carrierId(d.carrier)! }));
  const deals = (
    await query<Deal & { carrier: string | null }>(
      `select d.title, d.status, d.value::float as value, to_char(d.close_date, 'YYYY-MM-DD') as close, d.carrier,
              c.company_name as customer, c.industry
         from deals d join customers c on c.id = d.customer_id where d.company_id = '${companyId}'`,
    )
  ).map((d) => ({ ...d, carrier: carrierId(d.carrier) }));
  const customerColumns = `name, company_name as company, industry, city, state, email, phone`;
  const customers = await query<Customer>(`select ${customerColumns} from customers where company_id = '${companyId}'`);
  const foreignCustomers = await query<Customer>(
    `select ${customerColumns} from customers where company_id <> '${companyId}'`,
  );
  const quoteSelect = (where: string) =>
    query<SavedQuote & { carrier: string | null }>(
      `select q.title, c.company_name as customer, q.monthly_total::float as monthly, q.contract_total::float as contract, q.carrier,
              q.created_at::text as "createdAt"
         from quotes q join customers c on c.id = q.customer_id where ${where} order by q.created_at`,
    ).then((rows) => rows.map((q) => ({ ...q, carrier: carrierId(q.carrier) })));
  const commissions = await query<DealCommission>(
    `select d.title, coalesce(c.company_name, c.name, '') as customer, d.commission_upfront::float as upfront,
            d.commission_residual_monthly::float as "residualMonthly", d.commission_total::float as total,
            to_char(d.chargeback_ends_on, 'YYYY-MM-DD') as "chargebackEndsOn",
            coalesce((select sum(p.amount) from commission_payments p where p.deal_id = d.id), 0)::float as received
       from deals d left join customers c on c.id = d.customer_id where d.company_id = '${companyId}'`,
  );
  const won = await query<{
    title: string;
    carrier: string | null;
    close: string;
    term: number | null;
    promotion: string | null;
    installments: number | null;
    chargeback: string | null;
  }>(
    `select title, carrier, to_char(close_date, 'YYYY-MM-DD') as close, contract_term as term,
            to_char(promotion_ends_on, 'YYYY-MM-DD') as promotion, device_installment_months as installments,
            to_char(chargeback_ends_on, 'YYYY-MM-DD') as chargeback
       from deals where company_id = '${companyId}' and status = 'closed_won' and close_date is not null`,
  );
  const plusMonths = (day: string, months: number) => format(addMonths(parseISO(day), months), "yyyy-MM-dd");
  const renewalDates: RenewalDate[] = won.flatMap((d) => {
    const carrier = carrierId(d.carrier);
    const dates: RenewalDate[] = [
      { title: d.title, carrier, kind: "contract_end", day: plusMonths(d.close, d.term && d.term > 0 ? d.term : 24) },
    ];
    if (d.promotion) dates.push({ title: d.title, carrier, kind: "promotion_end", day: d.promotion });
    if (d.installments && d.installments > 0)
      dates.push({ title: d.title, carrier, kind: "last_installment", day: plusMonths(d.close, d.installments) });
    if (d.chargeback) dates.push({ title: d.title, carrier, kind: "chargeback_end", day: d.chargeback });
    return dates;
  });
  return {
    today,
    commissions,
    renewalDates,
    plans,
    devices,
    deals,
    customers,
    quotes: await quoteSelect(`q.company_id = '${companyId}'`),
    foreignCustomers,
    foreignQuotes: await quoteSelect(`q.company_id <> '${companyId}'`),
    promotions: currentPromotions(parseISO(`${today}T12:00:00Z`)),
  };
}

// ─── What a question expects ────────────────────────────────────────────────

export type Feature = "hotspot" | "premiumData" | "video4k";
export type Needs = { hotspot?: boolean; premiumData?: boolean; international?: boolean };
/** A plan the agent named; the test checks it exists and reads its price. */
export type PlanRef = { carrier: CarrierId; name: string };

export type Expectation =
  /** Cheapest / most expensive plan; without `planType` the question is ambiguous (phone plan or any line). */
  | { kind: "planExtreme"; which: "cheapest" | "priciest"; carrier?: CarrierId; planType?: PlanType | "any" }
  /** Every plan of a kind, each with its price. */
  | { kind: "planList"; carrier?: CarrierId; planType?: PlanType; under?: number }
  /** The best (richest) plan, or the cheapest one, that has a feature. */
  | { kind: "planFeature"; feature: Feature; carrier?: CarrierId; rank: "best" | "cheapest" }
  /**
   * Monthly and contract cost of N lines of a plan; without `plan`, the carrier's cheapest phone plan, stated as an assumption,
   * or (with `planType`) the cheapest plan of that type (on the carrier, or across carriers), which is asked and needs no assumption.
   */
  | { kind: "lineCost"; lines: number; plan?: PlanRef; carrier?: CarrierId; months?: number; planType?: PlanType }
  /** What a named plan offers, as the plans page shows it: its hotspot allowance, premium data, video quality, price per line. */
  | { kind: "planDetail"; plan: PlanRef; show: ("hotspot" | "premiumData" | "video" | "price")[] }
  /** Each carrier's phone plan for N lines (meeting the needs) with its monthly total. */
  | { kind: "compare"; lines: number; carriers?: CarrierId[]; needs?: Needs; months?: number }
  /** Yes/no for a model on a carrier, or the carriers that certify it. */
  | { kind: "deviceCert"; model: string; carrier?: CarrierId }
  /** A model the catalogue does not have: the reply must not say it is certified. */
  | { kind: "unknownDevice"; model: string }
  /** Certified models by manufacturer, carrier and device types (`alsoTypes` may be listed too). */
  | { kind: "deviceList"; carrier?: CarrierId; manufacturer?: string; types?: string[]; alsoTypes?: string[] }
  /** Current promotions by carrier, device category, words about a device, or end date. */
  | {
      kind: "promos";
      carrier?: CarrierId;
      category?: DeviceCategory;
      about?: string;
      endsInMonth?: number;
      endsBeforeMonth?: number;
      endsWithinDays?: number;
      soonest?: boolean;
    }
  /** Deals of the agent's company by status, customer, carrier, value and close date; a list, the top one, a count or a total. */
  | {
      kind: "deals";
      status?: DealStatus[];
      open?: boolean;
      customer?: string;
      industry?: string;
      carrier?: CarrierId;
      over?: number;
      under?: number;
      closing?: "thisWeek" | "thisMonth" | { withinDays: number };
      pick?: "list" | "largest" | "smallest" | "soonest" | "count" | "total";
      /** With "largest", "smallest" or "soonest": the first `top` deals, in that order (values given unless "soonest"). */
      top?: number;
    }
  /** Customers of the agent's company: a list, one customer's contact, a count. */
  | {
      kind: "customers";
      industry?: string;
      state?: string;
      city?: string;
      company?: string;
      pick: "list" | "contact" | "phone" | "email" | "count" | "industry";
    }
  /** Saved quotes of the agent's company. */
  | {
      kind: "quotes";
      customer?: string;
      overMonthly?: number;
      pick: "list" | "count" | "latest" | "monthly" | "contract" | "carrier" | "yearly";
    }
  /** A recommendation for a described customer: a plan that meets the needs, with its monthly total. */
  | { kind: "pitch"; lines: number; current?: CarrierId; needs?: Needs }
  /**
   * What the deals whose title or customer contains `deal` pay in commission: upfront and
   * residual per month always, and what `show` asks for (residual over the term, the close
   * of the chargeback window, what was received to date).
   */
  | { kind: "commission"; deal: string; show?: ("term" | "chargeback" | "received" | "year")[] }
  /**
   * Dates on won deals (contract ends, promotion ends, last installments, chargeback ends;
   * every kind when `kinds` is omitted) from today through a calendar range or a span;
   * `deal` keeps the won deals whose title contains it (a customer's renewals).
   */
  | {
      kind: "renewals";
      range:
        | "thisMonth"
        | "nextMonth"
        | "thisQuarter"
        | "nextQuarter"
        | { days?: number; weeks?: number; months?: number };
      kinds?: RenewalKind[];
      carrier?: CarrierId;
      deal?: string;
    }
  | { kind: "greeting" }
  | { kind: "outOfScope" }
  /** Several questions in one: every part must be answered. */
  | { kind: "all"; parts: Expectation[] };

export type Question = { ask: string | string[]; expect: Expectation };

/** What agents ask about; each has questions in both halves of the set. */
export const INTENTS = [
  "plan_lookup",
  "plan_feature",
  "line_cost",
  "carrier_compare",
  "device_certification",
  "device_list",
  "promotions",
  "deals_by_stage",
  "deals_by_date_value_customer",
  "customers",
  "saved_quotes",
  "pitch",
  "greeting",
  "out_of_scope",
  "multi_intent",
  "commission",
  "renewals",
] as const;

export type Intent = (typeof INTENTS)[number];
export type QuestionSet = Record<Intent, Question[]>;

// ─── Reading a reply ────────────────────────────────────────────────────────

/** Markdown emphasis, dashes and quotes made plain so a fact is found however it is set. */
export function plain(reply: string): string {
  return reply
    .replace(/\*\*|__|`/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u00a0/g, " ");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** $1,234.50 / $1234.50 / $30 / $30.00 — never $300 for $30. */
export function moneyPattern(amount: number): RegExp {
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = whole.toLocaleString("en-US");
  const integer = grouped === String(whole) ? grouped : `(?:${escape(grouped)}|${whole})`;
  const decimals = fraction === 0 ? "(?:\\.00)?" : `\\.${String(fraction).padStart(2, "0")}`;
  return new RegExp(`\\$\\s?${integer}${decimals}(?![\\d]|[.,]\\d)`);
}

export const hasMoney = (text: string, amount: number) => moneyPattern(amount).test(text);

/** Every money amount written in a reply. */
export function moneyAmounts(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g)].map(
    (m) => Number(m[1]!.replace(/,/g, "")) + Number(`0.${m[2] ?? "0"}`),
  );
}

type Mention = { name: string; index: number; end: number };

/**
 * Where the names occur (case-insensitive, whole words), keeping only the longest
 * name at each place: "Galaxy S24 Ultra" is not also a mention of "Galaxy S24".
 */
export function mentions(text: string, names: readonly string[]): Mention[] {
  const found: Mention[] = [];
  for (const name of new Set(names)) {
    const pattern = new RegExp(`(?<![A-Za-z0-9])${escape(name)}(?![A-Za-z0-9]|\\+)`, "gi");
    for (const m of text.matchAll(pattern)) found.push({ name, index: m.index, end: m.index + m[0].length });
  }
  // "T-Mobile Business Internet Backup" holds the plan "T-Mobile Business Internet" and, after the
  // carrier's name, the plan "Business Internet Backup": a carrier's name before a plan labels it.
  const labelled = (a: Mention, b: Mention) =>
    a.index < b.index &&
    b.index < a.end &&
    a.end < b.end &&
    CARRIERS.some((c) => new RegExp(`^${escape(c.name)}\\s+$`, "i").test(text.slice(a.index, b.index)));
  return found
    .filter(
      (a) => !found.some((b) => b !== a && b.end - b.index > a.end - a.index && b.index <= a.index && b.end >= a.end),
    )
    .filter((a) => !found.some((b) => labelled(a, b)))
    .sort((a, b) => a.index - b.index);
}

const mentioned = (text: string, name: string, vocabulary: readonly string[]) =>
  mentions(text, vocabulary.includes(name) ? vocabulary : [...vocabulary, name]).some(
    (m) => m.name.toLowerCase() === name.toLowerCase(),
  );

/** The name is followed (within a table row or sentence) by the amount. */
function namedWithPrice(text: string, name: string, amount: number, vocabulary: readonly string[]): boolean {
  const price = moneyPattern(amount);
  return mentions(text, vocabulary)
    .filter((m) => m.name.toLowerCase() === name.toLowerCase())
    .some((m) => price.test(text.slice(Math.max(0, m.index - 60), m.end + 220)));
}

const carrierLabel = (id: CarrierId) => CARRIERS.find((c) => c.id === id)!.name;
/** A "no"/"not" before the carrier's name in the same sentence, or a reply that opens with "No". */
const deniedOn = (text: string, id: CarrierId) =>
  new RegExp(`(?:\\bnot\\b|n't|\\bno\\b)[^.\\n]{0,60}${escape(carrierLabel(id))}`, "i").test(text) ||
  /^\W*no\b/i.test(text);
const carrierMentioned = (text: string, id: CarrierId) =>
  new RegExp(`(?<![A-Za-z])${escape(carrierLabel(id))}(?![A-Za-z])`, "i").test(text);

const NOT_FOUND =
  /\b(?:couldn't find|could not find|can't find|cannot find|not (?:in|on|certified|found|listed)|isn't (?:in|on|certified|listed)|aren't (?:in|on|certified|listed)|no (?:model|device|match)|don't (?:have|see)|do not (?:have|see))\b/i;
const HONEST =
  /\b(?:can't|cannot|can not|don't have|do not have|not able|unable|no information|outside|only (?:help|answer|have|cover)|not something|don't know|do not know|no data|isn't in|is not in|not in (?:our|my|the)|don't carry|do not carry|not available|no (?:plans?|pricing|prices|details) for|not part of|beyond)\b/i;
const ASSUMPTION =
  /\b(?:assum\w*|based on|i used|i've used|i took|taking|if you meant|if you mean|phone plans?|voice plans?|smartphone plans?|of any (?:kind|type)|any line|let me know|for phones?|unlimited (?:phone|voice) plans?)\b/i;
const NONE =
  /\b(?:no (?:saved |matching |open |current |such )?(?:[\w&-]+ ){0,3}(?:quotes?|deals?|promotions?|promos?|customers?|plans?|results?|match(?:es)?)|none|nothing|couldn't find|could not find|didn't find|did not find|don't see|do not see|aren't any|are not any|isn't any|there are no|there is no|found 0|0 (?:quotes|deals|promotions|customers))\b/i;

export type Verdict = { ok: boolean; why: string[] };

/** Money amounts the reply may write without inventing them: every price and total we hold. */
function knownAmounts(world: World): Set<number> {
  const amounts = new Set<number>();
  for (const p of world.plans) amounts.add(p.pricePerLine);
  for (const q of [...world.quotes]) [q.monthly, q.contract].forEach((a) => amounts.add(a));
  for (const d of world.deals) amounts.add(d.value);
  for (const p of PROMOTIONS) moneyAmounts(`${p.title} ${p.description} ${p.value}`).forEach((a) => amounts.add(a));
  return amounts;
}

// ─── Computing the expected answer ──────────────────────────────────────────

const ONE_DAY = 24 * 60 * 60 * 1000;
const daysFrom = (today: string, day: string) =>
  Math.round((parseISO(day).getTime() - parseISO(today).getTime()) / ONE_DAY);
const isOpen = (d: Deal) => !d.status.startsWith("closed");

function inScope(world: World, carrier?: CarrierId, planType?: PlanType | "any") {
  return world.plans.filter(
    (p) => (!carrier || p.carrier === carrier) && (!planType || planType === "any" || p.planType === planType),
  );
}

function extremes(plans: Plan[], which: "cheapest" | "priciest"): Plan[] {
  if (plans.length === 0) return [];
  const prices = plans.map((p) => p.pricePerLine);
  const target = which === "cheapest" ? Math.min(...prices) : Math.max(...prices);
  return plans.filter((p) => p.pricePerLine === target);
}

/** Gigabytes of an allowance ("Unlimited" with no cap = Infinity, "3G speeds" = 0). */
function allowance(text: string | null): number {
  if (!text || /3g/i.test(text)) return 0;
  const gb = text.match(/(\d+(?:\.\d+)?)\s*gb/i);
  if (/unlimited/i.test(text) && !/\(\s*\d+\s*gb/i.test(text)) return Infinity;
  return gb ? Number(gb[1]) : 0;
}

const VIDEO_RANK = (v: string | null) =>
  /4k|uhd/i.test(v ?? "") ? 4 : /1080/.test(v ?? "") ? 3 : /720/.test(v ?? "") ? 2 : v ? 1 : 0;

function hasFeature(plan: Plan, feature: Feature): boolean {
  if (feature === "hotspot") return hasHotspot(plan);
  if (feature === "premiumData") return hasPremiumData(plan);
  return VIDEO_RANK(plan.videoStreaming) === 4;
}

function featureMeasure(plan: Plan, feature: Feature): number {
  if (feature === "hotspot") return allowance(plan.hotspot);
  if (feature === "premiumData") return allowance(plan.premiumData);
  return VIDEO_RANK(plan.videoStreaming);
}

/** Plans acceptable as the answer to a feature question. */
function featurePlans(world: World, e: Extract<Expectation, { kind: "planFeature" }>): Plan[] {
  const phone = inScope(world, e.carrier, "Unlimited");
  const hotspotPlans = e.feature === "hotspot" ? inScope(world, e.carrier, "Hotspot") : [];
  const candidates = [...phone, ...hotspotPlans].filter((p) => hasFeature(p, e.feature));
  if (e.rank === "cheapest") return extremes(candidates, "cheapest");
  const top = (plans: Plan[]) => {
    const best = Math.max(...plans.map((p) => featureMeasure(p, e.feature)));
    return plans.filter((p) => featureMeasure(p, e.feature) === best);
  };
  // The richest phone plan, or the richest dedicated hotspot plan, is a fair "best".
  return [...top(phone.filter((p) => hasFeature(p, e.feature))), ...(hotspotPlans.length ? top(hotspotPlans) : [])];
}

function findPlan(world: World, ref: PlanRef): Plan {
  const plan = world.plans.find((p) => p.carrier === ref.carrier && p.plan.toLowerCase() === ref.name.toLowerCase());
  if (!plan)
    throw new Error(`The catalogue has no ${ref.carrier} plan named ${ref.name}: the question set is out of date`);
  return plan;
}

function meetsNeeds(plan: Plan, needs: Needs = {}): boolean {
  if (needs.hotspot && !hasHotspot(plan)) return false;
  if (needs.premiumData && !hasPremiumData(plan)) return false;
  if (needs.international && VIDEO_RANK(plan.videoStreaming) < 4) return false;
  return true;
}

function certifying(world: World, model: string): Device[] {
  const rows = world.devices.filter((d) => d.model.toLowerCase() === model.toLowerCase());
  if (rows.length === 0) throw new Error(`The catalogue has no model ${model}: the question set is out of date`);
  return rows;
}

function matchingDevices(world: World, e: Extract<Expectation, { kind: "deviceList" }>) {
  const base = world.devices.filter(
    (d) =>
      (!e.carrier || d.carrier === e.carrier) &&
      (!e.manufacturer || d.manufacturer.toLowerCase() === e.manufacturer.toLowerCase()),
  );
  const required = new Set(base.filter((d) => !e.types || e.types.includes(d.type)).map((d) => d.model));
  const allowed = new Set([...required, ...base.filter((d) => e.alsoTypes?.includes(d.type)).map((d) => d.model)]);
  if (required.size === 0) throw new Error(`No device matches ${JSON.stringify(e)}: the question set is out of date`);
  return { required, allowed };
}

/** The next time the month (1-12) comes round, from today (this month counts). */
function nextMonth(today: string, month: number): Date {
  const now = parseISO(today);
  const year = now.getMonth() + 1 <= month ? now.getFullYear() : now.getFullYear() + 1;
  return new Date(year, month - 1, 1);
}

function promotionsFor(
  world: World,
  e: Extract<Expectation, { kind: "promos" }>,
): { required: Promotion[]; allowed: Promotion[] } {
  let list = world.promotions.filter(
    (p) =>
      (!e.carrier || p.carrierId === e.carrier) &&
      (!e.category || p.deviceType === e.category) &&
      (!e.about ||
        `${p.title} ${p.description} ${p.requirements.join(" ")}`.toLowerCase().includes(e.about.toLowerCase())),
  );
  let allowed = list;
  if (e.endsInMonth) {
    const start = nextMonth(world.today, e.endsInMonth);
    list = list.filter((p) => p.endDate.slice(0, 7) === format(start, "yyyy-MM"));
    allowed = list;
  }
  if (e.endsBeforeMonth) {
    const limit = format(nextMonth(world.today, e.endsBeforeMonth), "yyyy-MM-dd");
    list = list.filter((p) => p.endDate < limit);
    // "before March" may be read as "by the end of March".
    allowed = allowed.filter((p) => p.endDate <= format(endOfMonth(parseISO(limit)), "yyyy-MM-dd"));
  }
  if (e.endsWithinDays) {
    const day = (n: number) => format(addDays(parseISO(world.today), n), "yyyy-MM-dd");
    allowed = list.filter((p) => p.endDate <= day(e.endsWithinDays! + 1));
    list = list.filter((p) => p.endDate <= day(e.endsWithinDays! - 1));
  }
  if (e.soonest) {
    const first = [...list].sort((a, b) => a.endDate.localeCompare(b.endDate))[0]!.endDate;
    list = list.filter((p) => p.endDate === first);
    allowed = world.promotions; // the reply may go on to list the others, soonest first
  }
  return { required: list, allowed };
}

function dealsFor(world: World, e: Extract<Expectation, { kind: "deals" }>): { required: Deal[]; allowed: Deal[] } {
  const base = world.deals.filter(
    (d) =>
      (!e.status || e.status.includes(d.status)) &&
      (!e.open || isOpen(d)) &&
      (!e.customer || d.customer.toLowerCase().startsWith(e.customer.toLowerCase())) &&
      (!e.industry || d.industry === e.industry) &&
      (!e.carrier || d.carrier === e.carrier) &&
      (e.over === undefined || d.value > e.over) &&
      (e.under === undefined || d.value < e.under),
  );
  if (!e.closing) return { required: base, allowed: base };
  // Closing questions are about the open pipeline from today on; "this week" is read as the
  // calendar week or the next seven days (both accepted), "within N days" with a day's slack.
  const open = base.filter((d) => isOpen(d) && d.close && d.close >= world.today);
  const offset = (d: Deal) => daysFrom(world.today, d.close!);
  if (e.closing === "thisWeek") {
    const weekEnd = daysFrom(world.today, format(endOfWeek(parseISO(world.today), { weekStartsOn: 1 }), "yyyy-MM-dd"));
    return {
      required: open.filter((d) => offset(d) <= Math.min(6, weekEnd)),
      allowed: open.filter((d) => offset(d) <= Math.max(7, weekEnd)),
    };
  }
  if (e.closing === "thisMonth") {
    const monthEnd = format(endOfMonth(parseISO(world.today)), "yyyy-MM-dd");
    const inMonth = open.filter((d) => d.close! <= monthEnd);
    return { required: inMonth, allowed: inMonth };
  }
  const days = e.closing.withinDays;
  return { required: open.filter((d) => offset(d) <= days - 1), allowed: open.filter((d) => offset(d) <= days + 1) };
}

function customersFor(world: World, e: Extract<Expectation, { kind: "customers" }>): Customer[] {
  const list = world.customers.filter(
    (c) =>
      (!e.industry || c.industry === e.industry) &&
      (!e.state || c.state === e.state) &&
      (!e.city || c.city === e.city) &&
      (!e.company || c.company.toLowerCase().startsWith(e.company.toLowerCase())),
  );
  if (list.length === 0 && e.pick !== "count")
    throw new Error(`No customer matches ${JSON.stringify(e)}: the question set is out of date`);
  return list;
}

function commissionsFor(world: World, e: Extract<Expectation, { kind: "commission" }>): DealCommission[] {
  const word = e.deal.toLowerCase();
  const list = world.commissions.filter(
    (d) => d.title.toLowerCase().includes(word) || d.customer.toLowerCase().includes(word),
  );
  if (list.length === 0) throw new Error(`No deal matches ${JSON.stringify(e)}: the question set is out of date`);
  return list;
}

const RENEWAL_LABELS: Record<RenewalKind, RegExp> = {
  contract_end: /\bcontracts? (?:ends?|ending|expir\w*)\b/i,
  promotion_end: /\bpromo(?:tion)?s? (?:ends?|ending|expir\w*)\b/i,
  last_installment: /\b(?:last|final) (?:device )?(?:installment|payment)s?\b/i,
  chargeback_end: /\bchargeback\b/i,
};

/** The days a renewals question covers: from today to the end of the range (a calendar range starts no earlier than today). */
function renewalRange(
  world: World,
  range: Extract<Expectation, { kind: "renewals" }>["range"],
): { from: string; to: string } {
  const today = parseISO(world.today);
  const iso = (d: Date) => format(d, "yyyy-MM-dd");
  if (range === "thisMonth") return { from: world.today, to: iso(endOfMonth(today)) };
  if (range === "nextMonth")
    return { from: iso(startOfMonth(addMonths(today, 1))), to: iso(endOfMonth(addMonths(today, 1))) };
  if (range === "thisQuarter") return { from: world.today, to: iso(endOfQuarter(today)) };
  if (range === "nextQuarter")
    return { from: iso(startOfQuarter(addMonths(today, 3))), to: iso(endOfQuarter(addMonths(today, 3))) };
  const end = range.days
    ? addDays(today, range.days)
    : range.weeks
      ? addWeeks(today, range.weeks)
      : addMonths(today, range.months ?? 1);
  return { from: world.today, to: iso(end) };
}

const dateWritten = (text: string, day: string) => {
  const d = parseISO(day);
  return [format(d, "MMM d, yyyy"), format(d, "MMMM d, yyyy"), day].some((f) => text.includes(f));
};

// ─── Judging ────────────────────────────────────────────────────────────────

/** Judges a reply against what the question expects, computing the answer from the world. */
export function judge(rawReply: string, e: Expectation, world: World, { partOfSeveral = false } = {}): Verdict {
  const reply = plain(rawReply);
  const why: string[] = [];
  const planNames = world.plans.map((p) => p.plan);
  const modelNames = world.devices.map((d) => d.model);
  const fail = (reason: string) => void why.push(reason);
  const needPlanPrice = (p: Plan) => {
    if (!namedWithPrice(reply, p.plan, p.pricePerLine, planNames))
      fail(`names ${p.plan} with its price (${usd(p.pricePerLine)})`);
  };
  /** The answer is the first plan named (or, in a reply to several questions, one of those named). */
  const firstPlanIn = (accepted: Plan[], label: string) => {
    const named = mentions(reply, planNames);
    const first = partOfSeveral
      ? (named.find((m) => accepted.some((p) => p.plan.toLowerCase() === m.name.toLowerCase())) ?? named[0])
      : named[0];
    if (!first) return fail(`names a plan (${label}: ${names(accepted)})`);
    const hit = accepted.find((p) => p.plan.toLowerCase() === first.name.toLowerCase());
    if (!hit) return fail(`the first plan named is ${label} (${names(accepted)}), not ${first.name}`);
    needPlanPrice(hit);
  };
  const listsAll = (items: string[], vocabulary: readonly string[], what: string) => {
    const missing = items.filter((i) => !mentioned(reply, i, vocabulary));
    if (missing.length) fail(`lists every ${what}; missing ${missing.join("; ")}`);
  };
  const listsNoOther = (allowed: string[], vocabulary: readonly string[], what: string) => {
    const extra = [...new Set(mentions(reply, vocabulary).map((m) => m.name))].filter(
      (n) => !allowed.some((a) => a.toLowerCase() === n.toLowerCase()),
    );
    if (extra.length) fail(`names no ${what} outside the answer; named ${extra.join("; ")}`);
  };
  /** Every required item is named and nothing outside the allowed ones; an empty answer must be said. */
  const listsExactly = (required: string[], allowed: string[], vocabulary: readonly string[], what: string) => {
    if (required.length === 0) saysNone();
    listsAll(required, vocabulary, what);
    listsNoOther(allowed, vocabulary, what);
  };
  const saysNone = () => {
    if (!NONE.test(reply)) fail("says that nothing matches");
  };
  /** The count, as a number followed by what is counted ("4 Closed Won deals", "13 customers"). */
  const saysCount = (n: number, noun: string) => {
    if (!new RegExp(`(?<![\\d$.,])${n}(?![\\d,.]\\d|\\d)[^\\n.]{0,40}?\\b${noun}`, "i").test(reply))
      fail(`states the count ${n}`);
  };

  switch (e.kind) {
    case "planExtreme": {
      const scope = inScope(world, e.carrier, e.planType);
      if (e.planType) {
        firstPlanIn(extremes(scope, e.which), `the ${e.which} ${e.planType === "any" ? "" : e.planType + " "}plan`);
        break;
      }
      // Ambiguous: the phone plan is the likely reading, said as such; or the line of any kind.
      const phone = extremes(inScope(world, e.carrier, "Unlimited"), e.which);
      const anyKind = extremes(scope, e.which);
      const first = mentions(reply, planNames)[0];
      const isAny = anyKind.find((p) => p.plan.toLowerCase() === first?.name.toLowerCase());
      const isPhone = phone.find((p) => p.plan.toLowerCase() === first?.name.toLowerCase());
      if (isAny) needPlanPrice(isAny);
      else if (isPhone) {
        needPlanPrice(isPhone);
        const alsoAny = anyKind.some((p) => namedWithPrice(reply, p.plan, p.pricePerLine, planNames));
        if (!alsoAny && !ASSUMPTION.test(reply))
          fail("says it read the question as phone plans (or gives the line of any kind too)");
      } else
        fail(
          `the first plan named is the ${e.which} phone plan (${names(phone)}) or line of any kind (${names(anyKind)}), not ${first?.name ?? "none"}`,
        );
      break;
    }
    case "planList": {
      const required = inScope(world, e.carrier, e.planType).filter(
        (p) => e.under === undefined || p.pricePerLine < e.under,
      );
      const allowed = inScope(world, e.carrier, e.planType).filter(
        (p) => e.under === undefined || p.pricePerLine <= e.under,
      );
      if (required.length === 0) {
        // Nothing matches: say so, and offer the closest (the cheapest of the kind asked for).
        saysNone();
        const closest = extremes(inScope(world, e.carrier, e.planType), "cheapest");
        if (!closest.some((p) => namedWithPrice(reply, p.plan, p.pricePerLine, planNames)))
          fail(`offers the closest plan (${names(closest)})`);
        break;
      }
      for (const p of required) needPlanPrice(p);
      listsNoOther(
        allowed.map((p) => p.plan),
        planNames,
        "plan",
      );
      break;
    }
    case "planFeature":
      firstPlanIn(featurePlans(world, e), `the ${e.rank} plan for ${e.feature}`);
      break;
    case "lineCost": {
      const months = e.months ?? DEFAULT_CONTRACT_MONTHS;
      const typed = !e.plan && e.planType ? extremes(inScope(world, e.carrier, e.planType), "cheapest") : [];
      if (!e.plan && e.planType && typed.length === 0)
        throw new Error(`No ${e.planType} plan for ${JSON.stringify(e)}: the question set is out of date`);
      // Of plans tied for cheapest, the one the reply names counts.
      const plan = e.plan
        ? findPlan(world, e.plan)
        : e.planType
          ? (typed.find((p) => mentioned(reply, p.plan, planNames)) ?? typed[0]!)
          : extremes(inScope(world, e.carrier, "Unlimited"), "cheapest")[0]!;
      const monthly = round(plan.pricePerLine * e.lines);
      if (!mentioned(reply, plan.plan, planNames)) fail(`names the plan ${plan.plan}`);
      else if (
        e.plan &&
        !partOfSeveral &&
        mentions(reply, planNames)[0]?.name.toLowerCase() !== plan.plan.toLowerCase()
      ) {
        fail(`answers about ${plan.plan} first, not ${mentions(reply, planNames)[0]!.name}`);
      }
      if (!hasMoney(reply, monthly)) fail(`gives the monthly total ${usd(monthly)} for ${e.lines} lines`);
      if (!hasMoney(reply, round(monthly * months))) fail(`gives the ${months}-month total ${usd(monthly * months)}`);
      if (!e.plan && !e.planType && !ASSUMPTION.test(reply)) fail("says which plan it assumed");
      break;
    }
    case "planDetail": {
      const plan = findPlan(world, e.plan);
      if (!mentioned(reply, plan.plan, planNames)) fail(`names the plan ${plan.plan}`);
      // Plan names hold words like "Unlimited": read the figures in what is left once they are taken out.
      let rest = reply;
      for (const m of mentions(reply, planNames).reverse()) rest = rest.slice(0, m.index) + " " + rest.slice(m.end);
      const figure = (value: string | null, label: string) => {
        if (value === null) {
          if (!/\b(?:no|none|not|doesn't|does not|without|n\/a)\b/i.test(rest)) fail(`says the plan has no ${label}`);
          return;
        }
        const gb = value.match(/(\d+(?:\.\d+)?)\s*GB/i);
        const res = value.match(/(\d{3,4})p/i);
        if (gb && !new RegExp(`(?<![\\d.])${gb[1]}\\s?GB`, "i").test(rest)) fail(`gives the ${label} ${value}`);
        else if (!gb && res && !new RegExp(`\\b${res[1]}p\\b`, "i").test(rest)) fail(`gives the ${label} ${value}`);
        else if (!gb && !res && /4k/i.test(value) && !/\b4k\b|\buhd\b/i.test(rest)) fail(`gives the ${label} ${value}`);
        else if (!gb && !res && !/4k/i.test(value) && /unlimited/i.test(value) && !/\bunlimited\b/i.test(rest))
          fail(`gives the ${label} ${value}`);
        if (/3g/i.test(value) && !/\b3G\b/.test(rest)) fail(`says the ${label} runs at 3G speeds`);
      };
      if (e.show.includes("hotspot")) figure(plan.hotspot, "hotspot allowance");
      if (e.show.includes("premiumData")) figure(plan.premiumData, "premium data");
      if (e.show.includes("video")) figure(plan.videoStreaming, "video quality");
      if (e.show.includes("price") && !hasMoney(reply, plan.pricePerLine))
        fail(`gives the price per line ${usd(plan.pricePerLine)}`);
      break;
    }
    case "compare": {
      const months = e.months ?? DEFAULT_CONTRACT_MONTHS;
      const needs = { hotspot: false, premiumData: false, international: false, fiveG: false, ...e.needs };
      for (const carrier of e.carriers ?? CARRIERS.map((c) => c.id)) {
        const choice = choosePlan(world.plans, carrier, "voice", needs);
        if (!choice) throw new Error(`No ${carrier} phone plan`);
        const monthly = round(choice.plan.pricePerLine * e.lines);
        if (!carrierMentioned(reply, carrier)) fail(`mentions ${carrierLabel(carrier)}`);
        if (!mentioned(reply, choice.plan.plan, planNames))
          fail(`names ${carrierLabel(carrier)}'s ${choice.plan.plan}`);
        if (!hasMoney(reply, monthly)) fail(`gives ${carrierLabel(carrier)}'s monthly total ${usd(monthly)}`);
        if (e.months && !hasMoney(reply, round(monthly * months)))
          fail(`gives ${carrierLabel(carrier)}'s ${months}-month total ${usd(monthly * months)}`);
      }
      break;
    }
    case "deviceCert": {
      const rows = certifying(world, e.model);
      if (!mentioned(reply, rows[0]!.model, modelNames)) fail(`names the model ${rows[0]!.model}`);
      if (e.carrier) {
        const certified = rows.some((d) => d.carrier === e.carrier);
        const deniedOnCarrier = deniedOn(reply, e.carrier);
        if (certified && deniedOnCarrier)
          fail(`does not deny it: the model is certified on ${carrierLabel(e.carrier)}`);
        if (certified && !/\b(?:yes|certified|supported|approved|works)\b/i.test(reply)) fail("says it is certified");
        if (!certified && (/^\W*yes\b/i.test(reply) || !deniedOnCarrier))
          fail(`says no: the model is not certified on ${carrierLabel(e.carrier)}`);
        if (!carrierMentioned(reply, e.carrier)) fail(`mentions ${carrierLabel(e.carrier)}`);
      } else {
        for (const c of CARRIERS) {
          const on = rows.some((d) => d.carrier === c.id);
          if (on && !carrierMentioned(reply, c.id)) fail(`lists ${c.name} among the certifying carriers`);
          if (!on && carrierMentioned(reply, c.id) && !deniedOn(reply, c.id))
            fail(`does not list ${c.name}: it does not certify the model`);
        }
      }
      break;
    }
    case "unknownDevice": {
      if (world.devices.some((d) => d.model.toLowerCase() === e.model.toLowerCase()))
        throw new Error(`${e.model} is in the catalogue now`);
      if (/^\W*yes\b/i.test(reply) || !NOT_FOUND.test(reply)) fail(`says the ${e.model} is not in the certified list`);
      break;
    }
    case "deviceList": {
      const { required, allowed } = matchingDevices(world, e);
      const listed = mentions(reply, modelNames).map((m) => m.name.toLowerCase());
      const missing = [...required].filter((m) => !listed.includes(m.toLowerCase()));
      // A long list may be cut short if the reply gives the exact count.
      const counted =
        missing.length > 0 &&
        required.size > 8 &&
        listed.length >= 5 &&
        new RegExp(`\\b${required.size}\\b`).test(reply);
      if (missing.length && !counted)
        fail(`lists every matching model (${required.size}); missing ${missing.join("; ")}`);
      listsNoOther([...allowed], modelNames, "model");
      break;
    }
    case "promos": {
      const { required, allowed } = promotionsFor(world, e);
      const titles = PROMOTIONS.map((p) => p.title);
      listsExactly(
        required.map((p) => p.title),
        allowed.map((p) => p.title),
        titles,
        "promotion",
      );
      break;
    }
    case "deals": {
      const { required, allowed } = dealsFor(world, e);
      const titles = world.deals.map((d) => d.title);
      const pick = e.pick ?? "list";
      if (pick === "list") {
        listsExactly(
          required.map((d) => d.title),
          allowed.map((d) => d.title),
          titles,
          "deal",
        );
      } else if (pick === "count") saysCount(required.length, "(?:deal|opportunit)");
      else if (pick === "total") {
        const total = round(required.reduce((s, d) => s + d.value, 0));
        if (!hasMoney(reply, total)) fail(`gives the total value ${usd(total)}`);
      } else {
        const sorted =
          pick === "soonest"
            ? [...required].filter((d) => d.close).sort((a, b) => a.close!.localeCompare(b.close!))
            : [...required].sort((a, b) => (pick === "largest" ? b.value - a.value : a.value - b.value));
        const top = sorted[0]!;
        const named = mentions(reply, titles);
        if (e.top && e.top > 1) {
          const wanted = sorted.slice(0, e.top).map((d) => d.title);
          const order = [...new Set(named.map((m) => m.name))].filter((n) => wanted.includes(n));
          if (order.length < wanted.length) fail(`names the ${pick} ${wanted.length} deals (${wanted.join("; ")})`);
          else if (order.join("|") !== wanted.join("|")) fail(`orders them ${wanted.join(" > ")}`);
          listsNoOther(wanted, titles, "deal");
          if (pick !== "soonest")
            for (const d of sorted.slice(0, e.top))
              if (!hasMoney(reply, d.value)) fail(`gives ${d.title}'s value ${usd(d.value)}`);
          break;
        }
        const first = partOfSeveral ? (named.find((m) => m.name === top.title) ?? named[0]) : named[0];
        if (first?.name !== top.title)
          fail(`names first the ${pick} deal ${top.title}${first ? `, not ${first.name}` : ""}`);
        if (pick !== "soonest" && !hasMoney(reply, top.value)) fail(`gives its value ${usd(top.value)}`);
      }
      break;
    }
    case "customers": {
      const list = customersFor(world, e);
      const companies = [...world.customers, ...world.foreignCustomers].map((c) => c.company);
      const one = list[0]!;
      switch (e.pick) {
        case "list":
          listsExactly(
            list.map((c) => c.company),
            list.map((c) => c.company),
            companies,
            "customer",
          );
          break;
        case "count":
          saysCount(list.length, "(?:customer|client|account|compan)");
          break;
        case "contact":
          if (!reply.toLowerCase().includes(one.name.toLowerCase())) fail(`names the contact ${one.name}`);
          break;
        case "phone":
          if (!reply.replace(/\D/g, "").includes(one.phone.replace(/\D/g, "")))
            fail(`gives the phone number ${one.phone}`);
          break;
        case "email":
          if (!reply.toLowerCase().includes(one.email.toLowerCase())) fail(`gives the e-mail ${one.email}`);
          break;
        case "industry":
          if (!reply.toLowerCase().includes(one.industry.toLowerCase())) fail(`gives the industry ${one.industry}`);
          break;
      }
      break;
    }
    case "quotes": {
      const list = world.quotes.filter(
        (q) =>
          (!e.customer || q.customer.toLowerCase().startsWith(e.customer.toLowerCase())) &&
          (e.overMonthly === undefined || q.monthly > e.overMonthly),
      );
      const foreign = world.foreignQuotes.filter(
        (q) => !e.customer || q.customer.toLowerCase().startsWith(e.customer.toLowerCase()),
      );
      for (const q of world.foreignQuotes) {
        if (reply.toLowerCase().includes(q.customer.toLowerCase()) && hasMoney(reply, q.monthly))
          fail("shows no quote of another company");
      }
      const companies = [...world.customers, ...world.foreignCustomers].map((c) => c.company);
      if (list.length === 0) {
        saysNone();
        if (foreign.some((q) => hasMoney(reply, q.monthly))) fail("shows no quote of another company");
        break;
      }
      const latest = list[list.length - 1]!;
      switch (e.pick) {
        case "list":
          for (const q of list) {
            if (!reply.toLowerCase().includes(q.customer.toLowerCase())) fail(`lists the quote for ${q.customer}`);
            if (!hasMoney(reply, q.monthly))
              fail(`gives the monthly total ${usd(q.monthly)} of the quote for ${q.customer}`);
          }
          listsNoOther(
            list.map((q) => q.customer),
            companies,
            "customer",
          );
          break;
        case "count":
          saysCount(list.length, "(?:saved |)quote");
          break;
        case "latest":
          if (mentions(reply, companies)[0]?.name.toLowerCase() !== latest.customer.toLowerCase())
            fail(`names first the latest quote, for ${latest.customer}`);
          if (!hasMoney(reply, latest.monthly)) fail(`gives its monthly total ${usd(latest.monthly)}`);
          break;
        case "monthly":
          if (!hasMoney(reply, list[0]!.monthly)) fail(`gives the monthly total ${usd(list[0]!.monthly)}`);
          break;
        case "contract":
          if (!hasMoney(reply, list[0]!.contract)) fail(`gives the contract total ${usd(list[0]!.contract)}`);
          break;
        case "yearly":
          if (!hasMoney(reply, round(list[0]!.monthly * 12)))
            fail(`gives the yearly total ${usd(list[0]!.monthly * 12)}`);
          break;
        case "carrier":
          if (!list[0]!.carrier || !carrierMentioned(reply, list[0]!.carrier))
            fail(`names the recommended carrier ${list[0]!.carrier}`);
          break;
      }
      break;
    }
    case "pitch": {
      // Some phone plan that meets the needs, with the monthly total for the account.
      const fitting = world.plans.filter((p) => p.planType === "Unlimited" && meetsNeeds(p, e.needs));
      const offered = mentions(reply, planNames)
        .map((m) => fitting.find((p) => p.plan.toLowerCase() === m.name.toLowerCase()))
        .filter((p): p is Plan => !!p);
      const priced = offered.find((p) => hasMoney(reply, round(p.pricePerLine * e.lines)));
      if (!priced)
        fail(`recommends a plan that meets the needs (${names(fitting)}) with its monthly total for ${e.lines} lines`);
      const first = mentions(reply, planNames)[0];
      const unfit = world.plans.find(
        (p) =>
          p.plan.toLowerCase() === first?.name.toLowerCase() && p.planType === "Unlimited" && !meetsNeeds(p, e.needs),
      );
      if (unfit && !fitting.some((p) => p.plan.toLowerCase() === unfit.plan.toLowerCase()))
        fail(`does not lead with ${unfit.plan}, which misses a need`);
      if (e.current && !carrierMentioned(reply, e.current))
        fail(`speaks to the customer's current carrier, ${carrierLabel(e.current)}`);
      break;
    }
    case "commission": {
      const titles = world.commissions.map((d) => d.title);
      for (const d of commissionsFor(world, e)) {
        if (!mentioned(reply, d.title, titles)) {
          fail(`names the deal ${d.title}`);
          continue;
        }
        if (d.upfront === null || d.residualMonthly === null || d.total === null) {
          if (!/\bno commission plan\b/i.test(reply)) fail(`says no commission plan covers ${d.title}`);
          continue;
        }
        if (!hasMoney(reply, d.upfront)) fail(`gives ${d.title}'s upfront ${usd(d.upfront)}`);
        if (!hasMoney(reply, d.residualMonthly))
          fail(`gives ${d.title}'s residual per month ${usd(d.residualMonthly)}`);
        if (e.show?.includes("term") && !hasMoney(reply, round(d.total - d.upfront)))
          fail(`gives ${d.title}'s residual over the term ${usd(d.total - d.upfront)}`);
        if (e.show?.includes("year") && !hasMoney(reply, round(d.residualMonthly * 12)))
          fail(`gives ${d.title}'s residual per year ${usd(d.residualMonthly * 12)}`);
        if (e.show?.includes("chargeback") && d.chargebackEndsOn && !dateWritten(reply, d.chargebackEndsOn))
          fail(`gives the day ${d.title}'s chargeback window closes (${d.chargebackEndsOn})`);
        if (
          e.show?.includes("received") &&
          !(d.received > 0
            ? hasMoney(reply, d.received)
            : /\b(?:nothing|no (?:commission )?(?:payments?|statements?)|not (?:yet )?received|\$0(?:\.00)? received)\b/i.test(
                reply,
              ))
        )
          fail(`gives what ${d.title} received to date (${usd(d.received)})`);
      }
      break;
    }
    case "renewals": {
      const { from, to } = renewalRange(world, e.range);
      const kinds = e.kinds ?? (Object.keys(RENEWAL_LABELS) as RenewalKind[]);
      const due = world.renewalDates.filter(
        (r) =>
          r.day >= from &&
          r.day <= to &&
          kinds.includes(r.kind) &&
          (!e.carrier || r.carrier === e.carrier) &&
          (!e.deal || r.title.toLowerCase().includes(e.deal.toLowerCase())),
      );
      if (e.deal && !world.renewalDates.some((r) => r.title.toLowerCase().includes(e.deal!.toLowerCase())))
        throw new Error(`No won deal matches ${JSON.stringify(e)}: the question set is out of date`);
      const titles = world.renewalDates.map((r) => r.title);
      if (due.length === 0) saysNone();
      for (const r of due) {
        // The deal and the day in one line (a table row or a sentence of its own).
        if (!mentioned(reply, r.title, titles)) fail(`names ${r.title} (${r.kind} ${r.day})`);
        else if (
          !reply
            .split("\n")
            .some(
              (line) =>
                mentioned(line, r.title, titles) && dateWritten(line, r.day) && RENEWAL_LABELS[r.kind].test(line),
            )
        )
          fail(`gives the day of ${r.title}'s ${r.kind} (${r.day})`);
      }
      listsNoOther([...new Set(due.map((r) => r.title))], titles, "won deal");
      for (const kind of Object.keys(RENEWAL_LABELS) as RenewalKind[]) {
        if (!kinds.includes(kind) && RENEWAL_LABELS[kind].test(reply)) fail(`lists no ${kind} dates (not asked)`);
      }
      break;
    }
    case "greeting":
      if (/\$\s?\d/.test(reply)) fail("gives no price in a greeting");
      if (/can't help with that/i.test(reply)) fail("does not refuse a greeting");
      if (!/\b(?:help|assist|ask|welcome|glad|happy|can)\b/i.test(reply)) fail("offers help");
      break;
    case "outOfScope": {
      const known = knownAmounts(world);
      const invented = moneyAmounts(reply).filter((a) => !known.has(a));
      if (invented.length) fail(`invents no price (wrote ${invented.map(usd).join(", ")})`);
      if (!HONEST.test(reply)) fail("says honestly that it cannot answer that");
      break;
    }
    case "all":
      for (const part of e.parts) why.push(...judge(rawReply, part, world, { partOfSeveral: true }).why);
      break;
  }
  return { ok: why.length === 0, why };
}

const round = (n: number) => Math.round(n * 100) / 100;
const usd = (n: number) => formatUsd(round(n));
const names = (plans: Plan[]) => plans.map((p) => `${p.plan} ${usd(p.pricePerLine)}`).join(" / ");
