/**
 * Which reads the tool a question needs better: a trained intent classifier
 * (@nlpjs/nlp, trained on the development half) or the offline model's slot reading
 * (lib/ai/offline/understand.ts)? Both are scored on the held-out half by the tool each
 * chooses for a question's last turn (the slot reading also gets the turn before, as in a
 * conversation). Only the figures are printed, never a held-out question.
 *
 *   npx tsx tests/eval/classifier-vs-slots.ts
 */
import { LangEn } from "@nlpjs/lang-en-min";
import { Nlp } from "@nlpjs/nlp";
import { understand } from "@/lib/ai/offline/understand";
import type { Expectation, Question, QuestionSet } from "./expectations";
import { DEVELOPMENT_QUESTIONS } from "./questions-development";
import { HELD_OUT_QUESTIONS } from "./questions-held-out";

/** The tools (or the direct answer) a question's expectation is answered through. */
function toolsFor(e: Expectation): string[] {
  switch (e.kind) {
    case "planExtreme":
    case "planList":
    case "planFeature":
    case "planDetail":
    case "lineCost":
      return ["searchRatePlans"];
    case "compare":
      return ["compareCarriers"];
    case "deviceCert":
    case "unknownDevice":
    case "deviceList":
      return ["findDevices"];
    case "promos":
      return ["listPromotions"];
    case "deals":
      return ["lookupDeals"];
    case "customers":
      return ["lookupCustomers"];
    case "quotes":
      return ["lookupQuotes"];
    case "pitch":
      return ["pitchForCustomer"];
    case "commission":
      return ["dealCommission"];
    case "renewals":
      return ["upcomingRenewals"];
    case "greeting":
      return ["greeting"];
    case "outOfScope":
      return ["out_of_scope"];
    case "all":
      return [...new Set(e.parts.flatMap(toolsFor))].sort();
  }
}

const turnsOf = (q: Question) => (Array.isArray(q.ask) ? q.ask : [q.ask]);
const all = (set: QuestionSet) => Object.values(set).flat();
const label = (q: Question) => toolsFor(q.expect).join("+");

function slotChoice(q: Question): string {
  const turns = turnsOf(q);
  const read = understand(turns.at(-1)!, turns.at(-2));
  if (read.kind === "tools") return [...new Set(read.calls.map((c) => c.toolName))].sort().join("+");
  return read.kind === "greeting" || read.kind === "help" || read.kind === "thanks" ? "greeting" : "out_of_scope";
}

async function main() {
  const nlp = new Nlp({ languages: ["en"], autoSave: false, autoLoad: false, nlu: { log: false }, log: false });
  nlp.use(LangEn);
  for (const q of all(DEVELOPMENT_QUESTIONS)) nlp.addDocument("en", turnsOf(q).at(-1)!, label(q));
  const started = performance.now();
  await nlp.train();
  const trainedMs = performance.now() - started;

  const score = async (set: QuestionSet) => {
    let classifier = 0;
    let slots = 0;
    let classifierMs = 0;
    /** Where the slot reading understood nothing and the classifier's tool is right: what a fallback could win. */
    let fallbackWins = 0;
    let fallbackLosses = 0;
    const questions = all(set);
    for (const q of questions) {
      const t0 = performance.now();
      const r = (await nlp.process("en", turnsOf(q).at(-1)!)) as { intent?: string };
      classifierMs += performance.now() - t0;
      if (r.intent === label(q)) classifier += 1;
      if (slotChoice(q) === label(q)) slots += 1;
      const turns = turnsOf(q);
      if (understand(turns.at(-1)!, turns.at(-2)).rules.includes("nothing-understood")) {
        if (r.intent === label(q) && slotChoice(q) !== label(q)) fallbackWins += 1;
        if (r.intent !== label(q) && slotChoice(q) === label(q)) fallbackLosses += 1;
      }
    }
    return {
      n: questions.length,
      classifier,
      slots,
      fallbackWins,
      fallbackLosses,
      classifierMs: classifierMs / questions.length,
    };
  };
  const dev = await score(DEVELOPMENT_QUESTIONS);
  const held = await score(HELD_OUT_QUESTIONS);
  const pct = (k: number, n: number) => `${k}/${n} (${((k / n) * 100).toFixed(1)}%)`;
  console.log(`Tool chosen for the last turn (training ${Math.round(trainedMs)} ms)`);
  console.log(
    `development (trained on): classifier ${pct(dev.classifier, dev.n)}, slot reading ${pct(dev.slots, dev.n)}`,
  );
  console.log(
    `held-out:                 classifier ${pct(held.classifier, held.n)}, slot reading ${pct(held.slots, held.n)}`,
  );
  console.log(
    `classifier as a fallback where the slot reading understands nothing: +${held.fallbackWins} / -${held.fallbackLosses} on the held-out half`,
  );
  console.log(`classifier time per question: ${held.classifierMs.toFixed(2)} ms`);
}

await main();
