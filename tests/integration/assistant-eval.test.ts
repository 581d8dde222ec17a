/**
 * Evaluation of the offline assistant: agent questions over every intent, each sent
 * through the real /api/chat handler (offline model, tools, PGlite with the seed)
 * and judged against the answer computed from the database at run time
 * (tests/eval/expectations.ts). The questions never hold a price or an answer.
 *
 * THE TWO HALVES, AND THE RULE
 * - tests/eval/questions-development.ts and tests/eval/questions-held-out.ts were
 *   written as one set, intent by intent, then dealt alternately within each intent:
 *   the 1st, 3rd, 5th… question of an intent to the development half, the 2nd, 4th,
 *   6th… to the held-out half. Every intent is in both halves. New questions are
 *   added in pairs, one to each half, by the same rule.
 * - No code change may cite a held-out question: not in a word list, a regex, a
 *   comment, a test or a commit message. A held-out question that fails is fixed
 *   only by a rule that a development question (or a case outside this set) also
 *   needs. Read the development half, not the held-out one, when changing the
 *   assistant. A held-out question that a change cites anyway is burned: it moves
 *   to the development half and a fresh question of the same intent takes its place.
 * - The run prints accuracy per intent for both halves. For the development half it
 *   prints each failing question with the reply and what was missing; for the
 *   held-out half only the per-intent figures.
 * - CI fails when either half falls below its threshold, set just under what it
 *   measures. The held-out half measures 417 of 457 (91.2%) and is gated at 90.5%,
 *   two questions under (the 90% goal; it measured 411 after the third blind batch added
 *   pasted e-mails, numbers and dates in unusual forms, exclusions). The development half
 *   measures 474 of 474 and is gated at 99.7%, one question under. Raise a gate when the measure rises; lower it only when new
 *   questions written blind make the half harder, and say so.
 *
 * THE BLIND BATCH
 * - tests/eval/questions-blind.ts: a third set, written from the data and the portal
 *   spec only, without reading how the assistant reads questions. Like the held-out
 *   half, only its per-intent figures are printed, never its questions or replies; it
 *   has no gate yet. Blind-first figure (its one run on the code it was written against,
 *   2026-11-26): 120 of 147 (81.6%) — plan_lookup 9/9, plan_feature 4/9, line_cost 4/9,
 *   carrier_compare 6/8, device_certification 9/9, device_list 7/9, promotions 6/8,
 *   deals_by_stage 7/9, deals_by_date_value_customer 9/10, customers 8/9, saved_quotes 8/9,
 *   pitch 7/8, greeting 7/7, out_of_scope 8/8, multi_intent 7/8, commission 7/9,
 *   renewals 7/9. The halves measured the same in that run (466/466, 411/457).
 * - After the tool registry, names read against the company's records, periods, orders
 *   and follow-ups per tool (written without opening this batch): 131 of 147 (89.1%) —
 *   plan_feature 7/9, line_cost 7/9, carrier_compare 6/8, device_list 8/9, promotions
 *   7/8, deals_by_stage 9/9, deals_by_date_value_customer 9/10, customers 8/9,
 *   saved_quotes 8/9, pitch 7/8, multi_intent 8/8, commission 7/9, renewals 7/9, the
 *   rest whole. Having been scored twice it is no longer blind: it is gated like the
 *   held-out half, just under what it measures (BLIND_BATCHES).
 * - Four of its phrasings, written blind, turned out to be word for word held-out
 *   questions (one device_certification, one customers, two greetings); they were kept
 *   as written, so the figure above stands. No further question may repeat a half's.
 *
 * THE SECOND BLIND BATCH
 * - tests/eval/questions-blind-2.ts: 166 questions written after the last assistant
 *   change by a writer who read only the judge (tests/eval/expectations.ts), the seed,
 *   config/ and the spec. Blind-first figure (its one run before any change for it,
 *   2026-11-26): 142 of 166 (85.5%) — plan_lookup 9/10, plan_feature 8/10, line_cost
 *   8/10, carrier_compare 7/9, device_certification 10/11, device_list 10/11, promotions
 *   10/11, deals_by_stage 10/10, deals_by_date_value_customer 8/11, customers 10/11,
 *   saved_quotes 8/9, pitch 9/9, greeting 8/8, out_of_scope 8/9, multi_intent 6/9,
 *   commission 8/9, renewals 5/9. Gated just under (BLIND_BATCHES); like the
 *   held-out half, only per-intent figures are printed. Six of its short phrasings turned
 *   out to be word for word in the other sets (greetings, saved quotes, lost deals).
 *
 * THE THIRD BLIND BATCH
 * - tests/eval/questions-blind-3.ts: 166 questions written the same way (the judge, the
 *   seed, config/ and the spec only) after the last assistant change (periods in years,
 *   quarters and halves; what ends on won deals read as renewals). Blind-first figure (its
 *   one run before any change for it, 2026-11-26): 140 of 166 (84.3%) — plan_lookup 9/11,
 *   plan_feature 10/10, line_cost 9/10, carrier_compare 7/9, device_certification 9/10,
 *   device_list 9/10, promotions 8/10, deals_by_stage 9/10, deals_by_date_value_customer
 *   9/11, customers 10/11, saved_quotes 9/9, pitch 6/9, greeting 8/8, out_of_scope 7/9,
 *   multi_intent 8/9, commission 7/10, renewals 6/10. Gated just under (BLIND_BATCHES).
 *   Twelve of its phrasings (counted, never printed) are word for word in other sets.
 *   Its wrong answers were then read (it is no longer blind): most were follow-ups of
 *   follow-ups and short follow-ups. After the follow-up rules that came of it (the question
 *   before read with its own earlier questions; a count restated, a term alone, a new
 *   period for renewals, "how many is that" asking again), 2026-11-27: first batch 133/147,
 *   second 143/166, third 144/166; development and held-out unchanged.
 *
 * THE FOURTH BLIND BATCH
 * - tests/eval/questions-blind-4.ts: 187 questions written the same way (the judge, the
 *   seed, config/ and the spec only) after the follow-up rules above. Blind-first figure (its
 *   one run before any change for it, 2026-11-27): 163 of 187 (87.2%) — plan_lookup 12/14,
 *   plan_feature 11/11, line_cost 11/11, carrier_compare 8/10, device_certification 11/13,
 *   device_list 11/12, promotions 8/12, deals_by_stage 11/11, deals_by_date_value_customer
 *   10/12, customers 11/11, saved_quotes 8/9, pitch 7/10, greeting 9/9, out_of_scope 8/10,
 *   multi_intent 9/10, commission 9/11, renewals 9/11. Gated just under (BLIND_BATCHES);
 *   only per-intent figures are printed. Eleven of its phrasings (counted, never printed) are
 *   word for word in other sets. Its wrong answers were then read (it is no longer blind);
 *   after the date rules that came of it ("over the next year" is twelve months; "before"
 *   ends a promotion range only when a date follows it): 164 of 187, first batch 134/147.
 *
 * THE FIFTH BLIND BATCH
 * - tests/eval/questions-blind-5.ts: 201 questions written the same way (the judge, the
 *   seed, config/ and the spec only), then scored once after the rules for periods per
 *   commission and quote, contact follow-ups, comparatives as orders, pitches described over
 *   the conversation. Blind-first figure (2026-11-27): 186 of 201 (92.5%) — plan_lookup 12/14,
 *   plan_feature 9/10, line_cost 12/12, carrier_compare 10/10, device_certification 14/15,
 *   device_list 11/12, promotions 11/13, deals_by_stage 12/13, deals_by_date_value_customer
 *   15/16, customers 12/14, saved_quotes 10/10, pitch 8/9, greeting 9/9, out_of_scope 9/10,
 *   multi_intent 10/10, commission 11/12, renewals 11/12. Gated just under (BLIND_BATCHES).
 *   Sixteen of its phrasings (counted, never printed) are word for word in other sets; the
 *   figure without them is printed beside the count. Same run: first batch 141/147, second
 *   147/166, third 157/166, fourth 175/187, held-out 414/457, development 474/474.
 *
 * THE SIXTH BLIND BATCH
 * - tests/eval/questions-blind-6.ts: 179 questions written the same way, in the voices of a new
 *   agent (long, polite sentences), a veteran (three-word fragments with typos), a sales manager
 *   and an agent relaying a customer on a call; scored once after the last rule change of
 *   2026-11-27 (dates through chrono-node, a plan's features after it, device makers, pitches
 *   described over a conversation). Blind-first figure: 157 of 179 (87.7%); 140 of 162 (86.4%)
 *   without its 17 phrasings that are word for word in other sets — plan_lookup 9/12,
 *   plan_feature 9/11, line_cost 10/11, carrier_compare 7/9, device_certification 12/12,
 *   device_list 8/11, promotions 11/12, deals_by_stage 9/11, deals_by_date_value_customer 11/12,
 *   customers 11/12, saved_quotes 9/9, pitch 7/9, greeting 8/8, out_of_scope 8/9, multi_intent
 *   10/10, commission 10/11, renewals 8/10. Same run: first batch 141/147, second 150/166, third
 *   159/166, fourth 177/187, fifth 186/201, held-out 416/457, development 474/474. Like the fifth,
 *   it is not read while writing rules.
 * - After rules written from phrasings of our own (other words for the same asks, shorthand and
 *   symbols, short follow-ups, misspelt words of the vocabulary), none read from a blind batch:
 *   162 of 179 (90.5%).
 *
 * THE SEVENTH BLIND BATCH
 * - tests/eval/questions-blind-7.ts: 183 questions written the same way, in the voices of a store
 *   manager (terse commands), an agent whose English is a second language, an agent texting from
 *   a phone (abbreviations, typos) and a detail-minded agent (figures and dates in varied styles);
 *   scored once after the last rule change of 2026-11-27. Blind-first figure: 162 of 183 (88.5%);
 *   157 of 178 (88.2%) without its 5 phrasings that are word for word in other sets —
 *   plan_lookup 10/11, plan_feature 8/11, line_cost 11/11, carrier_compare 8/10,
 *   device_certification 11/11, device_list 11/11, promotions 9/11, deals_by_stage 8/11,
 *   deals_by_date_value_customer 11/12, customers 11/11, saved_quotes 7/10, pitch 9/10, greeting
 *   10/10, out_of_scope 10/10, multi_intent 10/11, commission 10/11, renewals 8/11. Same run:
 *   first batch 144/147, second 151/166, third 160/166, fourth 178/187, fifth 187/201, sixth
 *   162/179, held-out 417/457, development 474/474. It is not read while writing rules.
 * - After rules written from phrasings of our own (none read from a blind batch): 166 of 183 (90.7%).
 *
 * THE EIGHTH BLIND BATCH
 * - tests/eval/questions-blind-8.ts: 190 questions written the same way, in the voices of a new
 *   hire who wraps the question in context and hedges, a sales manager asking for totals, counts
 *   and rankings, an agent relaying a customer's words and an agent dictating by voice (no
 *   punctuation, numbers in words), with statuses and models left out; scored once after the last
 *   rule change of 2026-11-27. Blind-first figure: 159 of 190 (83.7%); 157 of 188 (83.5%) without
 *   its 2 phrasings that are word for word in other sets — plan_lookup 9/12, plan_feature 9/11,
 *   line_cost 11/12, carrier_compare 8/11, device_certification 12/13, device_list 10/12,
 *   promotions 10/12, deals_by_stage 8/12, deals_by_date_value_customer 10/13, customers 11/12,
 *   saved_quotes 10/11, pitch 10/11, greeting 6/6, out_of_scope 7/8, multi_intent 9/11,
 *   commission 10/11, renewals 9/12. Same run: first batch 146/147, second 153/166, third
 *   160/166, fourth 181/187, fifth 189/201, sixth 162/179, seventh 166/183, held-out 423/457,
 *   development 474/474.
 * - Its wrong answers were then read (it is no longer blind). After the rules that came of it, each
 *   with a case of our own that needs it too (a sentence cut at a full stop after a preamble, a call
 *   in progress, models and plans said aloud, what is renewing, a period widened, the better deal for
 *   a count): 176 of 190 (92.6%).
 *
 * THE NINTH BLIND BATCH
 * - tests/eval/questions-blind-9.ts: 173 questions written the same way, in the voices of a veteran
 *   rep with jargon and acronyms (MRC, port-in, BYOD, book of business), an impatient agent packing
 *   two asks into one message or following up in two words, a careful agent stating conditions
 *   first ("if they have 15 lines…", "assuming a 36 month term") and an agent typing on a phone in a
 *   hurry (typos in names and carriers); scored once after the last rule change of 2026-11-27.
 *   Blind-first figure: 151 of 173 (87.3%); 142 of 164 (86.6%) without its 9 phrasings that are
 *   word for word in other sets — plan_lookup 11/11, plan_feature 7/11, line_cost 9/10,
 *   carrier_compare 9/10, device_certification 10/10, device_list 9/10, promotions 10/11,
 *   deals_by_stage 9/11, deals_by_date_value_customer 9/11, customers 9/11, saved_quotes 8/10,
 *   pitch 9/10, greeting 8/8, out_of_scope 8/8, multi_intent 9/10, commission 8/10, renewals 9/11.
 *   Same run: first batch 146/147, second 153/166, third 161/166, fourth 181/187, fifth 189/201,
 *   sixth 163/179, seventh 166/183, eighth 176/190, held-out 424/457, development 474/474. Its
 *   wrong answers were read on 2026-11-27 to write rules that a second case also needed.
 *
 * THE TENTH BLIND BATCH
 * - tests/eval/questions-blind-10.ts: 196 questions written the same way, in the voices of a store
 *   manager with shop-floor shorthand ("ppl", "#", "w/", "approx"), a non-native speaker whose word
 *   order is a little off, a methodical agent pointing back over two or three turns ("the second
 *   one", "same for AT&T", "and yearly?"), an agent writing numbers every way ("half a dozen",
 *   "$1.2k", "fifteen hundred") with periods and orderings, and misspelt customers, carriers and
 *   models; scored once after the last rule change of 2026-11-27, with no change after.
 *   Blind-first figure: 178 of 196 (90.8%); 169 of 187 (90.4%) without its 9 phrasings that are
 *   word for word in other sets — plan_lookup 12/12, plan_feature 10/11, line_cost 9/12,
 *   carrier_compare 10/11, device_certification 10/12, device_list 9/12, promotions 12/12,
 *   deals_by_stage 12/12, deals_by_date_value_customer 10/12, customers 12/12, saved_quotes 11/11,
 *   pitch 10/11, greeting 9/10, out_of_scope 11/11, multi_intent 10/11, commission 11/12,
 *   renewals 10/12. Same run: first batch 147/147, second 159/166, third 164/166, fourth 183/187,
 *   fifth 196/201, sixth 171/179, seventh 179/183, eighth 183/190, ninth 170/173, held-out
 *   426/457, development 474/474. Its wrong answers were read afterwards, the same day, to write
 *   rules that a case of another set also needed or that the domain allows (counts before a plan's
 *   name, "the 3 open deals", "received vs expected", "promo end dates"): 185 of 196 then.
 */
import { processDataStream } from "@ai-sdk/ui-utils";
import { randomUUID } from "node:crypto";
import { addDays, format, parseISO } from "date-fns";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatUsd } from "@/lib/format";
import {
  INTENTS,
  judge,
  loadWorld,
  plain,
  type Expectation,
  type Intent,
  type Question,
  type QuestionSet,
  type World,
} from "../eval/expectations";
import { DEVELOPMENT_QUESTIONS } from "../eval/questions-development";
import { HELD_OUT_QUESTIONS } from "../eval/questions-held-out";
import { BLIND_QUESTIONS } from "../eval/questions-blind";
import { BLIND_QUESTIONS_2 } from "../eval/questions-blind-2";
import { BLIND_QUESTIONS_3 } from "../eval/questions-blind-3";
import { BLIND_QUESTIONS_4 } from "../eval/questions-blind-4";
import { BLIND_QUESTIONS_5 } from "../eval/questions-blind-5";
import { BLIND_QUESTIONS_6 } from "../eval/questions-blind-6";
import { BLIND_QUESTIONS_7 } from "../eval/questions-blind-7";
import { BLIND_QUESTIONS_8 } from "../eval/questions-blind-8";
import { BLIND_QUESTIONS_9 } from "../eval/questions-blind-9";
import { BLIND_QUESTIONS_10 } from "../eval/questions-blind-10";
import { setupTestDatabase } from "../helpers/db";

/** Just under the held-out half measured (427 of 457, 93.4%), one question of slack; the goal is 90%. */
const HELD_OUT_THRESHOLD = 0.932;
/**
 * The blind batches, in the order written: the least share of each answered right (just under what was
 * measured; see the header for each figure), how many of its phrasings may be word for word in the sets
 * before it (counted, kept as written, never printed), and its least size.
 */
const BLIND_BATCHES: ReadonlyArray<{
  name: string;
  set: QuestionSet;
  threshold: number;
  shared: number;
  perIntent: number;
  size: number;
}> = [
  /* 147 of 147 now; 133 (90.5%) after the assistant changes that never read it. One question of slack. */
  { name: "blind", set: BLIND_QUESTIONS, threshold: 0.99, shared: 4, perIntent: 5, size: 130 },
  /* 160 of 166 (96.4%) now; blind-first 142 (85.5%). One question of slack. */
  { name: "blind 2", set: BLIND_QUESTIONS_2, threshold: 0.955, shared: 6, perIntent: 8, size: 150 },
  /* 164 of 166 (98.8%) now; 144 (86.7%) after the follow-up rules; blind-first 140 (84.3%). */
  { name: "blind 3", set: BLIND_QUESTIONS_3, threshold: 0.98, shared: 12, perIntent: 8, size: 150 },
  /* 183 of 187 (97.9%) now; blind-first 163 (87.2%). One question of slack for the day it runs. */
  { name: "blind 4", set: BLIND_QUESTIONS_4, threshold: 0.97, shared: 11, perIntent: 8, size: 150 },
  /* 196 of 201 (97.5%) now; blind-first 186 (92.5%). One question of slack. */
  { name: "blind 5", set: BLIND_QUESTIONS_5, threshold: 0.97, shared: 16, perIntent: 8, size: 150 },
  /* 171 of 179 (95.5%) now; blind-first 157 (87.7%). One question of slack. */
  { name: "blind 6", set: BLIND_QUESTIONS_6, threshold: 0.945, shared: 17, perIntent: 8, size: 150 },
  /* 179 of 183 (97.8%) now; blind-first 162 (88.5%). One question of slack. */
  { name: "blind 7", set: BLIND_QUESTIONS_7, threshold: 0.97, shared: 5, perIntent: 8, size: 150 },
  /* 183 of 190 (96.3%) now, after rules that read its wrong answers; blind-first 159 (83.7%). */
  { name: "blind 8", set: BLIND_QUESTIONS_8, threshold: 0.955, shared: 2, perIntent: 6, size: 150 },
  /* 170 of 173 (98.3%) now, after rules that read its wrong answers; blind-first 151 (87.3%). */
  { name: "blind 9", set: BLIND_QUESTIONS_9, threshold: 0.975, shared: 9, perIntent: 8, size: 150 },
  /* 185 of 196 (94.4%) now, after rules that read its wrong answers; blind-first 178 (90.8%). One question of slack. */
  { name: "blind 10", set: BLIND_QUESTIONS_10, threshold: 0.935, shared: 9, perIntent: 10, size: 190 },
];
/** Just under the development half measured (474 of 474), one question of slack. */
const DEVELOPMENT_THRESHOLD = 0.997;

const DEMO = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  email: "demo@summitwireless.example",
  username: "demo",
  role: "agent",
  companyId: "11111111-1111-4111-8111-111111111111",
  kind: "agent",
};
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };

vi.mock("@/lib/auth", () => ({ requireAgent: async () => DEMO }));
vi.mock("@/lib/ai/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/ai/providers")>();
  return { ...original, getChatModel: () => original.getChatModel(undefined, { tokenDelayMs: 0 }) };
});

setupTestDatabase();

const { POST } = await import("@/app/api/chat/route");
const { getDb } = await import("@/lib/db/client");
const { rowsOf } = await import("@/lib/db/connection");
const { generateQuote } = await import("@/lib/quotes/generate");
const { createQuoteWithCustomer } = await import("@/lib/db/queries/quotes");
const { clearEvents } = await import("@/lib/rate-limit");
const { refreshPendingCommissions } = await import("@/lib/db/queries/commissions");
const { understand } = await import("@/lib/ai/offline/understand");

async function query<T>(text: string): Promise<T[]> {
  const db = await getDb();
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

/** Sends the conversation turn by turn (earlier answers go back as history) and returns the last reply. */
async function ask(...conversation: string[]): Promise<string> {
  const messages: { id: string; role: "user" | "assistant"; content: string }[] = [];
  let text = "";
  // The set is larger than an agent's daily allowance of messages: each question starts a fresh day.
  await clearEvents("chat-daily", DEMO.id);
  for (const question of conversation) {
    messages.push({ id: randomUUID(), role: "user", content: question });
    const response = await POST(
      new Request("http://localhost/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: randomUUID(), messages }),
      }),
      undefined,
    );
    if (response.status !== 200) return `HTTP ${response.status}: ${await response.text()}`;
    text = "";
    await processDataStream({
      stream: response.body!,
      onTextPart: (t) => void (text += t),
      onErrorPart: (e) => void (text += `[error: ${e}]`),
    });
    messages.push({ id: randomUUID(), role: "assistant", content: text });
  }
  return text;
}

/** Saved quotes as agents save them from the quote generator (one in another company, never to be shown). */
async function saveQuotes() {
  const save = async (
    agent: { id: string; companyId: string },
    description: string,
    info: Parameters<typeof generateQuote>[1],
  ) => createQuoteWithCustomer(agent, { quote: await generateQuote(description, info, null), customerInfo: info! });
  await save(DEMO, "6 phones on Verizon for the owner and shop staff", {
    companyName: "Tidewater Marine Supply",
    companyWebsite: "https://tidewatermarine.example",
    contactName: "Walter Nguyen",
    contactEmail: "walter@tidewatermarine.example",
  });
  await save(DEMO, "14 phones and 2 hotspots for the mobile vets, they need hotspot for laptops", {
    companyName: "Summit Ridge Veterinary Clinic",
    companyWebsite: "https://summitridgevet.example",
    contactName: "Dr. Emily Harlan",
    contactEmail: "emily@summitridgevet.example",
  });
  await save(DEMO, "4 phones and a tablet", {
    companyName: "Quayside Bakery",
    companyWebsite: "https://quayside.example",
    contactName: "Ada Baker",
    contactEmail: "ada@quayside.example",
  });
  await save(HARBOR, "8 phones for seasonal dock staff", {
    companyName: "Anchor Point Marina",
    companyWebsite: "https://anchorpointmarina.example",
    contactName: "Tom Beaumont",
    contactEmail: "tom@anchorpointmarina.example",
  });
}

type Outcome = { intent: Intent; question: Question; reply: string; ok: boolean; why: string[] };

async function run(set: QuestionSet, world: World): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const intent of INTENTS) {
    for (const question of set[intent]) {
      const turns = Array.isArray(question.ask) ? question.ask : [question.ask];
      const reply = await ask(...turns);
      const verdict = judge(reply, question.expect, world);
      outcomes.push({ intent, question, reply, ...verdict });
    }
  }
  return outcomes;
}

const share = (outcomes: Outcome[]) => (outcomes.length ? outcomes.filter((o) => o.ok).length / outcomes.length : 0);
const cell = (outcomes: Outcome[]) =>
  `${`${outcomes.filter((o) => o.ok).length}/${outcomes.length}`.padStart(7)} ${`${Math.round(share(outcomes) * 100)}%`.padStart(5)}`;

function table(development: Outcome[], heldOut: Outcome[]): string {
  const width = Math.max(...INTENTS.map((i) => i.length), 5) + 2;
  const rows = [
    `${"intent".padEnd(width)}${"development".padStart(13)}${"held-out".padStart(14)}`,
    ...INTENTS.map(
      (intent) =>
        `${intent.padEnd(width)}${cell(development.filter((o) => o.intent === intent))}  ${cell(heldOut.filter((o) => o.intent === intent))}`,
    ),
    `${"all".padEnd(width)}${cell(development)}  ${cell(heldOut)}`,
  ];
  return rows.join("\n");
}

/** Which tools and rules the offline model chose for the last turn (the turn before as its context). */
function whatFired(question: Question): string {
  const turns = Array.isArray(question.ask) ? question.ask : [question.ask];
  const read = understand(turns.at(-1)!, turns.slice(0, -1));
  const tools = read.kind === "tools" ? read.calls.map((c) => `${c.toolName}(${JSON.stringify(c.args)})`) : [read.kind];
  return `${tools.join(" + ")} by rules ${read.rules.join(", ") || "(none named)"}`;
}

function describeFailure(o: Outcome): string {
  const asked = Array.isArray(o.question.ask) ? o.question.ask.join(" → ") : o.question.ask;
  const reply = plain(o.reply).slice(0, 700).replace(/\n/g, "\n      ");
  return `✗ [${o.intent}] ${asked}\n    expected: ${o.why.join("; ")}\n    fired: ${whatFired(o.question)}\n    reply: ${reply}`;
}

describe("assistant evaluation", () => {
  let world: World;
  let development: Outcome[] = [];
  let heldOut: Outcome[] = [];
  /** Each blind batch's outcomes, in the order of BLIND_BATCHES. */
  let blind: Outcome[][] = [];

  beforeAll(async () => {
    await saveQuotes();
    // Commission figures as the portal stores them on its first read of the board.
    await refreshPendingCommissions(DEMO.companyId);
    world = await loadWorld(query, DEMO.companyId);
    development = await run(DEVELOPMENT_QUESTIONS, world);
    heldOut = await run(HELD_OUT_QUESTIONS, world);
    blind = [];
    for (const batch of BLIND_BATCHES) blind.push(await run(batch.set, world));
    console.log(
      `Assistant evaluation, accuracy per intent\n${table(development, heldOut)}\n` +
        "Held-out questions are never shown: fix a held-out intent only by a rule that a development question also needs, " +
        "without reading tests/eval/questions-held-out.ts.",
    );
    // The blind batches: per-intent figures only, never their questions or replies.
    const width = Math.max(...INTENTS.map((i) => i.length), 5) + 2;
    console.log(
      `Blind batches (tests/eval/questions-blind*.ts), accuracy per intent\n${"intent".padEnd(width)}${BLIND_BATCHES.map((b, i) => b.name.padStart(i === 0 ? 13 : 15)).join("")}\n` +
        [
          ...INTENTS.map(
            (intent) =>
              `${intent.padEnd(width)}${blind.map((outcomes) => cell(outcomes.filter((o) => o.intent === intent))).join("  ")}`,
          ),
          `${"all".padEnd(width)}${blind.map((outcomes) => cell(outcomes)).join("  ")}`,
        ].join("\n"),
    );
  }, 900_000);

  it("covers every intent in both halves, with at least 10 phrasings per intent and 240 questions", () => {
    for (const intent of INTENTS) {
      expect(DEVELOPMENT_QUESTIONS[intent].length, intent).toBeGreaterThanOrEqual(5);
      expect(HELD_OUT_QUESTIONS[intent].length, intent).toBeGreaterThanOrEqual(5);
      expect(DEVELOPMENT_QUESTIONS[intent].length + HELD_OUT_QUESTIONS[intent].length, intent).toBeGreaterThanOrEqual(
        10,
      );
    }
    expect(INTENTS.length).toBeGreaterThanOrEqual(12);
    expect(development.length + heldOut.length).toBeGreaterThanOrEqual(240);
    const asked = (set: QuestionSet) => INTENTS.flatMap((i) => set[i].map((q) => JSON.stringify(q.ask).toLowerCase()));
    const shared = asked(DEVELOPMENT_QUESTIONS).filter((q) => asked(HELD_OUT_QUESTIONS).includes(q));
    expect(shared, "a question is in both halves").toEqual([]);
  });

  it("judges replies strictly: a wrong plan, price, verdict, missing item or invented price fails", () => {
    const phonePlans = world.plans
      .filter((p) => p.carrier === "verizon" && p.planType === "Unlimited")
      .sort((a, b) => a.pricePerLine - b.pricePerLine);
    const [cheapest, next] = [phonePlans[0]!, phonePlans[1]!];
    const cheapestAsked = {
      kind: "planExtreme",
      which: "cheapest",
      carrier: "verizon",
      planType: "Unlimited",
    } as const;
    expect(
      judge(
        `The cheapest Verizon phone plan is **${cheapest.plan}** at ${formatUsd(cheapest.pricePerLine)} per line.`,
        cheapestAsked,
        world,
      ).ok,
    ).toBe(true);
    expect(
      judge(
        `The cheapest Verizon phone plan is ${next.plan} at ${formatUsd(next.pricePerLine)} per line.`,
        cheapestAsked,
        world,
      ).ok,
    ).toBe(false);
    expect(
      judge(
        `The cheapest Verizon phone plan is ${cheapest.plan} at ${formatUsd(cheapest.pricePerLine * 10)} per line.`,
        cheapestAsked,
        world,
      ).ok,
    ).toBe(false);

    // A carrier's name before a plan labels it, even where another plan's name starts with that carrier's.
    const fixed = world.plans
      .filter((p) => p.carrier === "tmobile" && p.planType === "Fixed Wireless")
      .sort((a, b) => a.pricePerLine - b.pricePerLine);
    const prefixed = fixed.find((p) => p.plan.startsWith("T-Mobile "));
    const labelled = fixed.find(
      (p) => prefixed && p !== prefixed && p.plan.startsWith(prefixed.plan.slice("T-Mobile ".length)),
    );
    expect(prefixed && labelled).toBeTruthy();
    const fixedAsked = {
      kind: "planExtreme",
      which: "cheapest",
      carrier: "tmobile",
      planType: "Fixed Wireless",
    } as const;
    const cheapestFixed = fixed[0]!;
    expect([prefixed, labelled]).toContain(cheapestFixed);
    const other = cheapestFixed === labelled ? prefixed! : labelled!;
    const titled = (p: typeof other) => (p.plan.startsWith("T-Mobile ") ? p.plan : `T-Mobile ${p.plan}`);
    expect(
      judge(
        `The cheapest is **${titled(cheapestFixed)}** at ${formatUsd(cheapestFixed.pricePerLine)} per line.`,
        fixedAsked,
        world,
      ).ok,
    ).toBe(true);
    expect(
      judge(`The cheapest is **${titled(other)}** at ${formatUsd(other.pricePerLine)} per line.`, fixedAsked, world).ok,
    ).toBe(false);

    const lines = 10;
    const costAsked = { kind: "lineCost", lines, carrier: "verizon" } as const;
    const totals = `${formatUsd(cheapest.pricePerLine * lines)} a month, ${formatUsd(cheapest.pricePerLine * lines * 24)} over 24 months`;
    expect(
      judge(`Assuming phone lines: ${lines} lines of ${cheapest.plan} come to ${totals}.`, costAsked, world).ok,
    ).toBe(true);
    expect(judge(`${lines} lines of ${cheapest.plan} come to ${totals}.`, costAsked, world).ok).toBe(false);

    const partial = world.devices.find((d) => d.model === "Galaxy A25 5G")!;
    const missing = (["att", "verizon", "tmobile"] as const).find(
      (c) => !world.devices.some((d) => d.model === partial.model && d.carrier === c),
    )!;
    const certAsked = { kind: "deviceCert", model: partial.model, carrier: missing } as const;
    const carrierName = { att: "AT&T", verizon: "Verizon", tmobile: "T-Mobile" }[missing];
    expect(judge(`No: the ${partial.model} is not certified on ${carrierName}.`, certAsked, world).ok).toBe(true);
    expect(judge(`Yes, the ${partial.model} is certified on ${carrierName}.`, certAsked, world).ok).toBe(false);

    const negotiating = world.deals.filter((d) => d.status === "negotiation").map((d) => d.title);
    const dealsAsked: Expectation = { kind: "deals", status: ["negotiation"] };
    expect(judge(negotiating.map((t) => `- ${t}`).join("\n"), dealsAsked, world).ok).toBe(true);
    expect(
      judge(
        negotiating
          .slice(1)
          .map((t) => `- ${t}`)
          .join("\n"),
        dealsAsked,
        world,
      ).ok,
    ).toBe(false);

    expect(
      judge("I don't have Comcast pricing: I only cover AT&T, Verizon and T-Mobile.", { kind: "outOfScope" }, world).ok,
    ).toBe(true);
    expect(judge("I don't have their list, but it is about $49.99 a month.", { kind: "outOfScope" }, world).ok).toBe(
      false,
    );
  });

  it("judges commission and renewals replies strictly: a missing figure, date or deal, or a date of a kind not asked, fails", () => {
    const brightpath = world.commissions.filter((d) => d.customer.startsWith("Brightpath") && d.upfront !== null);
    expect(brightpath.length).toBeGreaterThan(0);
    const asked: Expectation = { kind: "commission", deal: "Brightpath" };
    const covered = (d: (typeof brightpath)[number], upfront: number) =>
      `- ${d.title}: ${formatUsd(d.total!)} in total; upfront ${formatUsd(upfront)}; residual ${formatUsd(d.residualMonthly!)} per month`;
    const rest = world.commissions
      .filter((d) => d.customer.startsWith("Brightpath") && d.upfront === null)
      .map((d) => `- ${d.title}: no commission plan covers it`);
    expect(judge([...brightpath.map((d) => covered(d, d.upfront!)), ...rest].join("\n"), asked, world).ok).toBe(true);
    expect(judge([...brightpath.map((d) => covered(d, d.total!)), ...rest].join("\n"), asked, world).ok).toBe(false);

    const due = world.renewalDates.filter(
      (r) => r.day >= world.today && r.day <= format(addDays(parseISO(world.today), 90), "yyyy-MM-dd"),
    );
    expect(due.length).toBeGreaterThan(1);
    const label = {
      contract_end: "Contract ends",
      promotion_end: "Promotion ends",
      last_installment: "Last device installment",
      chargeback_end: "Chargeback window closes",
    };
    const line = (r: (typeof due)[number]) =>
      `| ${format(parseISO(r.day), "MMM d, yyyy")} | ${label[r.kind]} | ${r.title} |`;
    const within90: Expectation = { kind: "renewals", range: { days: 90 } };
    expect(judge(due.map(line).join("\n"), within90, world).ok).toBe(true);
    expect(judge(due.slice(1).map(line).join("\n"), within90, world).ok).toBe(false);
    const contracts = due.filter((r) => r.kind === "contract_end");
    const contractsAsked: Expectation = { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] };
    expect(judge(contracts.map(line).join("\n"), contractsAsked, world).ok).toBe(true);
    expect(judge([...contracts.map(line), "Promotion ends soon too"].join("\n"), contractsAsked, world).ok).toBe(false);
    // Two kinds on one day (contract end and last installment) are two dates: leaving one out fails.
    const twin = due.find(
      (r) =>
        r.kind === "last_installment" &&
        due.some((o) => o.kind === "contract_end" && o.title === r.title && o.day === r.day),
    );
    if (twin)
      expect(
        judge(
          due
            .filter((r) => r !== twin)
            .map(line)
            .join("\n"),
          within90,
          world,
        ).ok,
      ).toBe(false);
  });

  it("covers every intent in each blind batch; its overlap with the sets before it is counted", () => {
    const asked = (set: QuestionSet) => INTENTS.flatMap((i) => set[i].map((q) => JSON.stringify(q.ask).toLowerCase()));
    const known = [...asked(DEVELOPMENT_QUESTIONS), ...asked(HELD_OUT_QUESTIONS)];
    BLIND_BATCHES.forEach((batch, index) => {
      for (const intent of INTENTS)
        expect(batch.set[intent].length, `${batch.name} ${intent}`).toBeGreaterThanOrEqual(batch.perIntent);
      expect(blind[index]!.length, batch.name).toBeGreaterThanOrEqual(batch.size);
      const shared = asked(batch.set).filter((q) => known.includes(q)).length;
      const fresh = blind[index]!.filter((o) => !known.includes(JSON.stringify(o.question.ask).toLowerCase()));
      console.log(
        `${batch.name}: ${shared} phrasings word for word in the sets before it; without them ${fresh.filter((o) => o.ok).length}/${fresh.length}`,
      );
      expect(shared, `${batch.name}: a blind question is in another set`).toBeLessThanOrEqual(batch.shared);
      known.push(...asked(batch.set));
    });
  });

  it("answers each blind batch at or above the share measured when it was scored", () => {
    BLIND_BATCHES.forEach((batch, index) => {
      const outcomes = blind[index]!;
      const right = outcomes.filter((o) => o.ok).length;
      console.log(`${batch.name}: ${right}/${outcomes.length}`);
      expect(right / outcomes.length, `${batch.name} ${right}/${outcomes.length}`).toBeGreaterThanOrEqual(
        batch.threshold,
      );
    });
  });

  it("judges the blind batch's expectation kinds strictly: a plan's figures, a per-year total, the top deals in order, a customer's renewals", () => {
    const plus = world.plans.find((p) => p.carrier === "verizon" && p.plan === "Business Unlimited Plus")!;
    const hotspotAsked: Expectation = {
      kind: "planDetail",
      plan: { carrier: "verizon", name: plus.plan },
      show: ["hotspot", "price"],
    };
    const gb = plus.hotspot!.match(/(\d+)\s*GB/i)![1]!;
    expect(
      judge(
        `${plus.plan} comes with ${gb}GB of hotspot at ${formatUsd(plus.pricePerLine)} per line.`,
        hotspotAsked,
        world,
      ).ok,
    ).toBe(true);
    expect(
      judge(
        `${plus.plan} comes with ${Number(gb) + 20}GB of hotspot at ${formatUsd(plus.pricePerLine)} per line.`,
        hotspotAsked,
        world,
      ).ok,
    ).toBe(false);
    // "Unlimited" in the plan's name is not an answer about unlimited premium data.
    const starter = world.plans.find((p) => p.carrier === "att" && p.plan === "Business Unlimited Starter")!;
    expect(starter.premiumData).toBeNull();
    const premiumAsked: Expectation = {
      kind: "planDetail",
      plan: { carrier: "att", name: starter.plan },
      show: ["premiumData"],
    };
    expect(judge(`${starter.plan} has no premium data.`, premiumAsked, world).ok).toBe(true);
    expect(judge(`${starter.plan}: premium data included.`, premiumAsked, world).ok).toBe(false);

    const backup = world.plans
      .filter((p) => p.carrier === "tmobile" && p.planType === "Fixed Wireless")
      .sort((a, b) => a.pricePerLine - b.pricePerLine);
    const fixedAsked: Expectation = {
      kind: "lineCost",
      lines: 6,
      months: 12,
      carrier: "tmobile",
      planType: "Fixed Wireless",
    };
    const cost = (p: (typeof backup)[number]) =>
      `${p.plan}: ${formatUsd(p.pricePerLine * 6)} a month, ${formatUsd(p.pricePerLine * 6 * 12)} a year.`;
    expect(judge(cost(backup[0]!), fixedAsked, world).ok).toBe(true);
    expect(judge(cost(backup[1]!), fixedAsked, world).ok).toBe(false);

    const byValue = [...world.deals].sort((a, b) => b.value - a.value).slice(0, 3);
    const topAsked: Expectation = { kind: "deals", pick: "largest", top: 3 };
    const row = (d: (typeof byValue)[number]) => `- ${d.title}: ${formatUsd(d.value)}`;
    expect(judge(byValue.map(row).join("\n"), topAsked, world).ok).toBe(true);
    expect(judge([byValue[1]!, byValue[0]!, byValue[2]!].map(row).join("\n"), topAsked, world).ok).toBe(false);
    expect(judge(byValue.slice(0, 2).map(row).join("\n"), topAsked, world).ok).toBe(false);

    const quote = world.quotes[0]!;
    const yearlyAsked: Expectation = { kind: "quotes", customer: quote.customer, pick: "yearly" };
    expect(
      judge(
        `${quote.customer}: ${formatUsd(quote.monthly)} a month, ${formatUsd(quote.monthly * 12)} a year.`,
        yearlyAsked,
        world,
      ).ok,
    ).toBe(true);
    expect(judge(`${quote.customer}: ${formatUsd(quote.monthly)} a month.`, yearlyAsked, world).ok).toBe(false);

    const covered = world.commissions.find((d) => d.residualMonthly !== null && d.upfront !== null)!;
    const yearAsked: Expectation = { kind: "commission", deal: covered.title, show: ["year"] };
    const figures = `${covered.title}: upfront ${formatUsd(covered.upfront!)}, residual ${formatUsd(covered.residualMonthly!)} a month`;
    expect(judge(`${figures}, ${formatUsd(covered.residualMonthly! * 12)} a year.`, yearAsked, world).ok).toBe(true);
    expect(judge(`${figures}.`, yearAsked, world).ok).toBe(false);

    const bluewater = world.renewalDates.filter(
      (r) => r.title.startsWith("Bluewater") && r.kind === "contract_end" && r.day >= world.today,
    );
    expect(bluewater.length).toBeGreaterThan(0);
    const renewalAsked: Expectation = {
      kind: "renewals",
      range: { months: 60 },
      kinds: ["contract_end"],
      deal: "Bluewater",
    };
    const line = (r: (typeof bluewater)[number]) =>
      `| ${format(parseISO(r.day), "MMM d, yyyy")} | Contract ends | ${r.title} |`;
    expect(judge(bluewater.map(line).join("\n"), renewalAsked, world).ok).toBe(true);
    const other = world.renewalDates.find(
      (r) => !r.title.startsWith("Bluewater") && r.kind === "contract_end" && r.day >= world.today,
    )!;
    expect(judge([...bluewater, other].map(line).join("\n"), renewalAsked, world).ok).toBe(false);
  });

  it(`answers the held-out half at ${HELD_OUT_THRESHOLD * 100}% or better`, () => {
    // Only the per-intent figures above are shown for this half, never its questions.
    expect(Math.round(share(heldOut) * 1000) / 10).toBeGreaterThanOrEqual(HELD_OUT_THRESHOLD * 100);
  });

  it(`answers the development half at ${DEVELOPMENT_THRESHOLD * 100}% or better`, () => {
    const failures = development.filter((o) => !o.ok);
    if (failures.length)
      console.log(
        `Development questions answered wrong (${failures.length}):\n${failures.map(describeFailure).join("\n")}`,
      );
    expect(Math.round(share(development) * 1000) / 10).toBeGreaterThanOrEqual(DEVELOPMENT_THRESHOLD * 100);
  });
});
