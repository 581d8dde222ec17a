/**
 * The held-out half of the assistant's evaluation set (see
 * tests/integration/assistant-eval.test.ts for how the two halves are used).
 * Questions are written as agents type them; each carries only what it asks
 * about, and the expected answer is computed from the seeded database.
 */
import type { QuestionSet } from "./expectations";

export const HELD_OUT_QUESTIONS: QuestionSet = {
  plan_lookup: [
    {
      ask: "which unlimited plans does verizon sell",
      expect: { kind: "planList", carrier: "verizon", planType: "Unlimited" },
    },
    { ask: "at&t plan lineup with prices", expect: { kind: "planList", carrier: "att" } },
    { ask: "most expensive iot plan", expect: { kind: "planExtreme", which: "priciest", planType: "IoT" } },
    {
      ask: "compare t-mobile's unlimited plans",
      expect: { kind: "planList", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "at&t business unlimited plans with pricing",
      expect: { kind: "planList", carrier: "att", planType: "Unlimited" },
    },
    { ask: "verizon hotspot-only plan pricing", expect: { kind: "planList", carrier: "verizon", planType: "Hotspot" } },
    { ask: "verizon plans cheaper than $25 a line", expect: { kind: "planList", carrier: "verizon", under: 25 } },
    { ask: "lowest priced plan we sell", expect: { kind: "planExtreme", which: "cheapest" } },
    { ask: "t-mobile smartwatch plan price", expect: { kind: "planList", carrier: "tmobile", planType: "Wearable" } },
    {
      ask: "cheapest way to connect a tablet on at&t",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Data Only" },
    },
    {
      ask: "most expensive phone plan at&t sells",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "what do connected device plans cost on at&t",
      expect: { kind: "planList", carrier: "att", planType: "IoT" },
    },
    {
      ask: "what do tablet lines cost on verizon",
      expect: { kind: "planList", carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "cheapest unlimited plan of the three carriers",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Unlimited" },
    },
    {
      ask: "cheapest at&t plan for smartphones",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
    },
    { ask: "every verizon plan and what it costs", expect: { kind: "planList", carrier: "verizon" } },
    {
      ask: "entry level att plan for phones",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "tmobile plans for trackers and sensors",
      expect: { kind: "planList", carrier: "tmobile", planType: "IoT" },
    },
    {
      ask: "lowest monthly rate for a wearable on AT&T",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Wearable" },
    },
    { ask: "unlimited plans att, cheapest first", expect: { kind: "planList", carrier: "att", planType: "Unlimited" } },
    { ask: "how much is the top verizon plan", expect: { kind: "planExtreme", which: "priciest", carrier: "verizon" } },
    {
      ask: "what's the priciest verizon unlimited plan",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    { ask: "list every hot spot plan on tmo", expect: { kind: "planList", carrier: "tmobile", planType: "Hotspot" } },
    { ask: "Verizon plans under $35 per line", expect: { kind: "planList", carrier: "verizon", under: 35 } },
    {
      ask: "whats the least expensive home internet plan for a small office",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Fixed Wireless" },
    },
    {
      ask: "most expensive smartwatch plan verizon",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Wearable" },
    },
    {
      ask: "Cheapest plan on tmo for phones?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "What's the most expensive Verizon phone plan",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "IoT: lowest monthly price per line anywhere?",
      expect: { kind: "planExtreme", which: "cheapest", planType: "IoT" },
    },
    {
      ask: "top tier at&t unlimited plan, how much is it",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Unlimited" },
    },
    { ask: "priciest T-Mobile plan", expect: { kind: "planExtreme", which: "priciest", carrier: "tmobile" } },
    {
      ask: "cheapest way to add a smartwatch line on AT&T",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Wearable" },
    },
    {
      ask: "Lowest cost unlimited plan overall, any carrier",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Unlimited" },
    },
    {
      ask: "cheapest verizon line of any kind, watches included",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "any" },
    },
    {
      ask: "CHEAPEST TMOBILE TABLET PLAN",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Data Only" },
    },
    {
      ask: "I need the cheapest business internet plan from verizon",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: ["show me verizon's unlimited plans", "ok which of those is the most expensive"],
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "t-mobile unlimited plans under 20 bucks a line?",
      expect: { kind: "planList", carrier: "tmobile", planType: "Unlimited", under: 20 },
    },
    {
      ask: "whats the top vz plan for phones",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "most expensive hotspot plan at&t has",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Hotspot" },
    },
    {
      ask: "what's t-mobile's most expensive fixed wireless plan",
      expect: { kind: "planExtreme", which: "priciest", carrier: "tmobile", planType: "Fixed Wireless" },
    },
    {
      ask: "T MOBILE MOST EXPENSIVE UNLIMITED PLAN FOR SMARTPHONES??",
      expect: { kind: "planExtreme", which: "priciest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "customers budget is under 40/mo a line - which verizon wireless unlimited plans fit?",
      expect: { kind: "planList", carrier: "verizon", planType: "Unlimited", under: 40 },
    },
    {
      ask: "Could you list the wearable / smartwatch line plans for all three carriers please",
      expect: { kind: "planList", planType: "Wearable" },
    },
    { ask: "vz tablet plans + price", expect: { kind: "planList", carrier: "verizon", planType: "Data Only" } },
    {
      ask: "which plans verizon have for fixed internet in the office, and how many cost each one?",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "I was wondering if you could list Verizon's fixed wireless internet plans with prices - not the phone plans, just the office internet ones.",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: [
        "Which Verizon plans are data-only, like for tablets?",
        "the cheaper of the two - what's it called and how much per line?",
      ],
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Data Only" },
    },
  ],
  plan_feature: [
    {
      ask: "top t-mobile plan for streaming quality",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "least expensive verizon plan with uhd video",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "att plan with the most high speed data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "tmo, plenty of hotspot needed",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "lowest priced verizon plan that won't slow down data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "most hotspot data you can get on at&t",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "plan with the most hotspot, any carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "best at&t option if they tether a lot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "verizon plan that streams in ultra hd",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "best" },
    },
    {
      ask: "at&t plan for heavy hotspot usage",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "verizon plan so techs can hotspot their laptops",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "which plan gives the biggest hotspot bucket of any carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "hotspot, cheapest plan, t-mobile",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "cheapest plan with 4k streaming across all carriers",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "which at&t plan has the most hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "Cheapest AT&T plan with premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "which verizon plan has the most priority data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "best" },
    },
    {
      ask: "lowest cost t-mobile plan that still has hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "lowest priced plan with mobile hotspot on verizon",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "which plan on at&t is best for a customer who tethers all day",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "which verizon plan gives the most hotspot data",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "best plan for heavy data users on verizon",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "best" },
    },
    {
      ask: "best hotspot plan across all the carriers",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "most priority data on t-mobile?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "my customer tethers all day, which at&t plan",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "whats the cheapest tmobile plan that has premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "Which carrier has the best hotspot allowance",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "best plan for 4K on t mobile",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "lowest priced plan with uhd video across carriers",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "plan with the most high speed data at at&t",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "cheapest at&t plan that streams in 4k",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "cheapest tmo plan that does 4k streaming",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "across att, verizon and t-mobile which phone plan gives the most premium data",
      expect: { kind: "planFeature", feature: "premiumData", rank: "best" },
    },
    {
      ask: "hey quick one, best at and t plan for 4K video?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "best" },
    },
    {
      ask: "customer runs a wedding video business (they're in Ohio if that matters), what is the cheapest plan on any carrier that streams 4K on the phone?",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "for the team who travel much and share the internet from phone to laptop, which plan of Verizon has the biggest hotspot?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "Would it be possible to find the cheapest AT&T plan that still streams video in 4K?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "cheapest" },
    },
    {
      ask: ["Which T-Mobile plans stream video in 4K?", "ok, and the cheaper of those two?"],
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "cheapest" },
    },
  ],
  line_cost: [
    {
      ask: "price of 3 lines on tmobile business unlimited ultimate for 24 months",
      expect: {
        kind: "lineCost",
        lines: 3,
        months: 24,
        plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" },
      },
    },
    {
      ask: "what does 17 lines of at&t business unlimited performance cost monthly",
      expect: { kind: "lineCost", lines: 17, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "what's go5g business for 4",
      expect: { kind: "lineCost", lines: 4, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "contract total on 9 lines of at&t business unlimited elite",
      expect: { kind: "lineCost", lines: 9, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "I need a number for 14 lines of tmobile business unlimited ultimate",
      expect: { kind: "lineCost", lines: 14, plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" } },
    },
    {
      ask: "12 lines business unlimited plus 24 months",
      expect: {
        kind: "lineCost",
        lines: 12,
        months: 24,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
      },
    },
    {
      ask: "verizon business unlimited start, 5 lines - how much?",
      expect: { kind: "lineCost", lines: 5, plan: { carrier: "verizon", name: "Business Unlimited Start" } },
    },
    {
      ask: "what's a 40-line account on att performance run per month",
      expect: { kind: "lineCost", lines: 40, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "cost of 7 lines verizon pro over 3 yrs",
      expect: { kind: "lineCost", lines: 7, months: 36, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "9 smartphones on go5g, per month?",
      expect: { kind: "lineCost", lines: 9, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    { ask: "monthly for a 15-person team on verizon", expect: { kind: "lineCost", lines: 15, carrier: "verizon" } },
    {
      ask: "how much is verizon pro for a 20 line account",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "ballpark 11 lines on the Advanced plan",
      expect: { kind: "lineCost", lines: 11, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "two-year cost of 15 lines on verizon business unlimited plus",
      expect: {
        kind: "lineCost",
        lines: 15,
        months: 24,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
      },
    },
    { ask: "give me a price on 35 phones with T-Mobile", expect: { kind: "lineCost", lines: 35, carrier: "tmobile" } },
    {
      ask: "att internet air for 3 stores, monthly?",
      expect: { kind: "lineCost", lines: 3, plan: { carrier: "att", name: "AT&T Internet Air for Business" } },
    },
    { ask: "five lines at&t, how much per month", expect: { kind: "lineCost", lines: 5, carrier: "att" } },
    {
      ask: "20 lines x go5g, 24 mo total",
      expect: { kind: "lineCost", lines: 20, months: 24, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "price for twenty-two lines of Go5G Business",
      expect: { kind: "lineCost", lines: 22, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    { ask: "how much would six phones on AT&T cost a month", expect: { kind: "lineCost", lines: 6, carrier: "att" } },
    {
      ask: "what does a 30 line account on verizon business unlimited start cost",
      expect: { kind: "lineCost", lines: 30, plan: { carrier: "verizon", name: "Business Unlimited Start" } },
    },
    {
      ask: "two lines of business unlimited performance, $ per month?",
      expect: { kind: "lineCost", lines: 2, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "4 hotspots on the verizon business unlimited data plan",
      expect: { kind: "lineCost", lines: 4, plan: { carrier: "verizon", name: "Business Unlimited Data" } },
    },
    {
      ask: "what do twenty-five lines of go5g business come to",
      expect: { kind: "lineCost", lines: 25, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "monthly for 8 lines on tmo Business Unlimited Advanced, and total over the contract",
      expect: { kind: "lineCost", lines: 8, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "a couple of lines on att business unlimited elite, how much a month",
      expect: { kind: "lineCost", lines: 2, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "quote 15 lines of verizon business unlimited start",
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "verizon", name: "Business Unlimited Start" } },
    },
    { ask: "cost for 6 at&t lines", expect: { kind: "lineCost", lines: 6, carrier: "att" } },
    {
      ask: "whats 4 tablets on verizon tablet pro going to cost",
      expect: { kind: "lineCost", lines: 4, plan: { carrier: "verizon", name: "Business Unlimited Tablet Pro" } },
    },
    {
      ask: "two hundred iot lines on the at&t control center pool, monthly?",
      expect: { kind: "lineCost", lines: 200, plan: { carrier: "att", name: "AT&T Control Center IoT 1GB Pool" } },
    },
    {
      ask: "Seven lines of AT&T Business Unlimited Starter - monthly and 2 year total",
      expect: { kind: "lineCost", lines: 7, plan: { carrier: "att", name: "Business Unlimited Starter" } },
    },
    {
      ask: "30 lines verizn unlimited plus for 36 months",
      expect: {
        kind: "lineCost",
        lines: 30,
        months: 36,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
      },
    },
    {
      ask: "half a dozen lines on att performance?",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "cost of 9 lines of busines unlimited advanced tmobile",
      expect: { kind: "lineCost", lines: 9, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "need pricing: 14 lines att business unlimited elite",
      expect: { kind: "lineCost", lines: 14, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "price check: thirteen verizon business unlimited plus lines",
      expect: { kind: "lineCost", lines: 13, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "twelve lines on go5g business - what's that a month and over the contract?",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "a dozen lines on tmobile, cheapest option, monthly + total pls",
      expect: { kind: "lineCost", lines: 12, carrier: "tmobile" },
    },
    {
      ask: "Customer wants 3 lines of Verizon Business Unlimited Pro on a 12 month agreement, what's the damage?",
      expect: { kind: "lineCost", lines: 3, plan: { carrier: "verizon", name: "Business Unlimited Pro" }, months: 12 },
    },
    {
      ask: "vz unl plus 18 ln 36mo",
      expect: {
        kind: "lineCost",
        lines: 18,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 36,
      },
    },
    {
      ask: "how many it cost 25 phone lines with Verizon for two years?",
      expect: { kind: "lineCost", lines: 25, carrier: "verizon", months: 24 },
    },
    {
      ask: "I was wondering what 20ish lines of Verizon Business Unlimited Plus would come to - call it exactly 20 - on a 36-month term?",
      expect: {
        kind: "lineCost",
        lines: 20,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 36,
      },
    },
    {
      ask: [
        "Which Verizon phone plans do you have?",
        "ok, price out 15 lines of the most expensive one over two years",
      ],
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "verizon", name: "Business Unlimited Pro" }, months: 24 },
    },
  ],
  carrier_compare: [
    { ask: "att vs t-mobile for 14 lines", expect: { kind: "compare", lines: 14, carriers: ["att", "tmobile"] } },
    {
      ask: "who wins on cost for 18 lines, verizon or at&t",
      expect: { kind: "compare", lines: 18, carriers: ["verizon", "att"] },
    },
    {
      ask: "verizon vs at&t for 26 lines, who comes out cheaper",
      expect: { kind: "compare", lines: 26, carriers: ["att", "verizon"] },
    },
    { ask: "Compare carriers for 50 phones", expect: { kind: "compare", lines: 50 } },
    { ask: "side by side pricing for 8 lines, all carriers", expect: { kind: "compare", lines: 8 } },
    {
      ask: "compare att and tmo for thirty lines",
      expect: { kind: "compare", lines: 30, carriers: ["att", "tmobile"] },
    },
    { ask: "best price for a dozen lines - att, verizon or t-mobile?", expect: { kind: "compare", lines: 12 } },
    { ask: "14 lines: what would each carrier charge?", expect: { kind: "compare", lines: 14 } },
    {
      ask: "tmobile vs verizon, 18 lines with hotspot",
      expect: { kind: "compare", lines: 18, carriers: ["tmobile", "verizon"], needs: { hotspot: true } },
    },
    {
      ask: "who's cheaper for 9 lines, at&t or verizon",
      expect: { kind: "compare", lines: 9, carriers: ["att", "verizon"] },
    },
    {
      ask: "compare all carriers: 22 lines, heavy data users",
      expect: { kind: "compare", lines: 22, needs: { premiumData: true } },
    },
    { ask: "rank the carriers by price for 16 lines", expect: { kind: "compare", lines: 16 } },
    { ask: "which of the big three is cheapest for an 80 line fleet", expect: { kind: "compare", lines: 80 } },
    {
      ask: "7 lines, they need hotspot for laptops. how do the three carriers compare on monthly cost?",
      expect: { kind: "compare", lines: 7, needs: { hotspot: true } },
    },
    {
      ask: "side by side AT&T and Big Red for 4 lines over 36 months",
      expect: { kind: "compare", lines: 4, carriers: ["att", "verizon"], months: 36 },
    },
    {
      ask: "whos cheaper for 6 lines, magenta or at and t?",
      expect: { kind: "compare", lines: 6, carriers: ["tmobile", "att"] },
    },
    {
      ask: "att vs tmo 40 ln hotspot needed",
      expect: { kind: "compare", lines: 40, carriers: ["att", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "For 8 lines which is more cheap, Verizon or T-Mobile? They travel to Mexico often so they need the international.",
      expect: { kind: "compare", lines: 8, carriers: ["verizon", "tmobile"], needs: { international: true } },
    },
    {
      ask: "Not Verizon - the customer had a bad experience with them. Could you compare AT&T and T-Mobile for 9 lines?",
      expect: { kind: "compare", lines: 9, carriers: ["att", "tmobile"] },
    },
    {
      ask: [
        "Can you compare all three carriers for 10 lines?",
        "what if it were a dozen lines and they all need hotspot?",
      ],
      expect: { kind: "compare", lines: 12, needs: { hotspot: true } },
    },
  ],
  device_certification: [
    {
      ask: "is the galaxy s23 ultra certified on at&t",
      expect: { kind: "deviceCert", model: "Galaxy S23 Ultra", carrier: "att" },
    },
    {
      ask: "iphone 15 pro max att approved?",
      expect: { kind: "deviceCert", model: "iPhone 15 Pro Max", carrier: "att" },
    },
    { ask: "galaxy tab s9 fe 5g - what carriers", expect: { kind: "deviceCert", model: "Galaxy Tab S9 FE 5G" } },
    {
      ask: "Is the iPhone 14 ok to use on Verizon?",
      expect: { kind: "deviceCert", model: "iPhone 14", carrier: "verizon" },
    },
    {
      ask: "galaxy watch 7 on verizon?",
      expect: { kind: "deviceCert", model: "Galaxy Watch7 LTE", carrier: "verizon" },
    },
    {
      ask: "is the ipad air 11 m2 certified on verizon",
      expect: { kind: "deviceCert", model: "iPad Air 11-inch (M2) Wi-Fi + Cellular", carrier: "verizon" },
    },
    { ask: "Verizon: pixel 8a certified?", expect: { kind: "deviceCert", model: "Pixel 8a", carrier: "verizon" } },
    {
      ask: "is the moto g stylus 2025 available on att",
      expect: { kind: "deviceCert", model: "moto g stylus - 2025", carrier: "att" },
    },
    { ask: "s25 ultra on verizon?", expect: { kind: "deviceCert", model: "Galaxy S25 Ultra", carrier: "verizon" } },
    { ask: "is the galaxy s24 fe certified on all 3 networks", expect: { kind: "deviceCert", model: "Galaxy S24 FE" } },
    {
      ask: "does tmobile sell the razr+ 2024",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "tmobile" },
    },
    { ask: "where does the iphone air work", expect: { kind: "deviceCert", model: "iPhone Air" } },
    {
      ask: "xcover7 pro certified for att?",
      expect: { kind: "deviceCert", model: "Galaxy XCover7 Pro", carrier: "att" },
    },
    {
      ask: "can we activate an iphone 16 plus on verizon",
      expect: { kind: "deviceCert", model: "iPhone 16 Plus", carrier: "verizon" },
    },
    { ask: "where is the kyocera duraxe epic certified", expect: { kind: "deviceCert", model: "DuraXE Epic" } },
    {
      ask: "see if the ipad pro 13 inch m4 is ok on at&t",
      expect: { kind: "deviceCert", model: "iPad Pro 13-inch (M4) Wi-Fi + Cellular", carrier: "att" },
    },
    {
      ask: "which carriers is the moto g play 2024 good on",
      expect: { kind: "deviceCert", model: "moto g play - 2024" },
    },
    { ask: "iphone air verizon certified?", expect: { kind: "deviceCert", model: "iPhone Air", carrier: "verizon" } },
    {
      ask: "does the samsung galaxy tab active5 work with tmobile",
      expect: { kind: "deviceCert", model: "Galaxy Tab Active5 5G", carrier: "tmobile" },
    },
    { ask: "is the galaxy s26 certified", expect: { kind: "unknownDevice", model: "Galaxy S26" } },
    { ask: "pixel watch 3 - which carriers?", expect: { kind: "deviceCert", model: "Pixel Watch 3 LTE" } },
    {
      ask: "iPhone SE on T-Mobile, is it certified",
      expect: { kind: "deviceCert", model: "iPhone SE (3rd generation)", carrier: "tmobile" },
    },
    {
      ask: "Is the Pixel 10 Pro approved for ATT?",
      expect: { kind: "deviceCert", model: "Pixel 10 Pro", carrier: "att" },
    },
    { ask: "sonim xp10 supported on verizon?", expect: { kind: "deviceCert", model: "XP10", carrier: "verizon" } },
    {
      ask: "Is the Kyocera DuraForce Pro 3 certified with AT&T",
      expect: { kind: "deviceCert", model: "DuraForce PRO 3", carrier: "att" },
    },
    { ask: "carriers for the galaxy xcover7 pro", expect: { kind: "deviceCert", model: "Galaxy XCover7 Pro" } },
    {
      ask: "Galaxy S23 FE - is it certified on Verizon?",
      expect: { kind: "deviceCert", model: "Galaxy S23 FE", carrier: "verizon" },
    },
    {
      ask: "iphone 16 pro max on verizon?",
      expect: { kind: "deviceCert", model: "iPhone 16 Pro Max", carrier: "verizon" },
    },
    {
      ask: "can i put a kyocera duraforce ultra on t-mobile",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW", carrier: "tmobile" },
    },
    {
      ask: "razr+ 2024 verizon certified?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    { ask: "is the sonim xp8 ok to use on verizon", expect: { kind: "deviceCert", model: "XP8", carrier: "verizon" } },
    { ask: "carriers for the zebra tc58", expect: { kind: "deviceCert", model: "TC58" } },
    {
      ask: "pixel 10 pro fold certified w/ tmobile?",
      expect: { kind: "deviceCert", model: "Pixel 10 Pro Fold", carrier: "tmobile" },
    },
    {
      ask: "Does Verizon support the Inseego 5G MiFi M2000?",
      expect: { kind: "deviceCert", model: "5G MiFi M2000", carrier: "verizon" },
    },
    { ask: "galaxy s21 ultra certified at verizon?", expect: { kind: "unknownDevice", model: "Galaxy S21 Ultra" } },
    {
      ask: "is the Kyocera DuraXE Epic certified on at&t",
      expect: { kind: "deviceCert", model: "DuraXE Epic", carrier: "att" },
    },
    { ask: "Orbic Journey V - which carriers", expect: { kind: "deviceCert", model: "Journey V" } },
    { ask: "can we sell the blackberry key2 on att", expect: { kind: "unknownDevice", model: "BlackBerry KEY2" } },
    {
      ask: "is the samsng galaxy s23 fe good on att",
      expect: { kind: "deviceCert", model: "Galaxy S23 FE", carrier: "att" },
    },
    {
      ask: "Is the DuraXV Extreme+ supported on tmo",
      expect: { kind: "deviceCert", model: "DuraXV Extreme+", carrier: "tmobile" },
    },
    {
      ask: "is the kyocera duraxa equip approved on verizon",
      expect: { kind: "deviceCert", model: "DuraXA Equip", carrier: "verizon" },
    },
    {
      ask: "which carriers certify the Kyocera DuraForce PRO 3",
      expect: { kind: "deviceCert", model: "DuraForce PRO 3" },
    },
    { ask: "pixel 11 pro certified on att?", expect: { kind: "unknownDevice", model: "Pixel 11 Pro" } },
    {
      ask: "zebra tc58 handhelds - tmobile certified y/n?",
      expect: { kind: "deviceCert", model: "TC58", carrier: "tmobile" },
    },
    {
      ask: "razr+ 2024 vz certified y/n",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    {
      ask: "On which carriers is certified the Nokia 2780 Flip? The customer is old school and want only flip phone.",
      expect: { kind: "deviceCert", model: "2780 Flip" },
    },
    {
      ask: "I was wondering which carriers the Kyocera DuraForce PRO 3 is certified on - the customer's crews swear by them.",
      expect: { kind: "deviceCert", model: "DuraForce PRO 3" },
    },
    {
      ask: "not sure if you can help, but the Sonim XP3plus 5G flip - would that be certified on T-Mobile?",
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
  ],
  device_list: [
    {
      ask: "which apple watches work on t-mobile",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "tmobile", types: ["Wearable"] },
    },
    {
      ask: "what rugged phones are certified on verizon",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device", "Handheld Computer"],
      },
    },
    {
      ask: "samsung tablets for verizon",
      expect: {
        kind: "deviceList",
        manufacturer: "Samsung",
        carrier: "verizon",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
    { ask: "modems certified on verizon", expect: { kind: "deviceList", carrier: "verizon", types: ["Modem"] } },
    {
      ask: "show me tablets for at&t",
      expect: { kind: "deviceList", carrier: "att", types: ["Tablet"], alsoTypes: ["Rugged Tablet", "Tablet/Laptop"] },
    },
    {
      ask: "certified iPads - AT&T",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "att", types: ["Tablet"] },
    },
    {
      ask: "what cradlepoint routers are certified on verizon",
      expect: {
        kind: "deviceList",
        manufacturer: "Cradlepoint",
        carrier: "verizon",
        types: ["Router"],
        alsoTypes: ["Vehicle Router", "Gateway", "Hotspot/Router", "FWA"],
      },
    },
    {
      ask: "list of zebra devices for tmobile",
      expect: { kind: "deviceList", manufacturer: "Zebra", carrier: "tmobile" },
    },
    {
      ask: "hotspot devices for verizon",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "Which vehicle routers can I sell on T-Mobile",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Vehicle Router"] },
    },
    {
      ask: "any kyocera phones on verizon",
      expect: { kind: "deviceList", manufacturer: "Kyocera", carrier: "verizon" },
    },
    {
      ask: "apple watch models approved on verizon",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "verizon", types: ["Wearable"] },
    },
    {
      ask: "list apple tablets certified on tmo",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "tmobile", types: ["Tablet"] },
    },
    {
      ask: "Samsung watches on Verizon?",
      expect: {
        kind: "deviceList",
        manufacturer: "Samsung",
        carrier: "verizon",
        types: ["Wearable"],
        alsoTypes: ["Smartwatch"],
      },
    },
    {
      ask: "what laptops are certified for ATT",
      expect: { kind: "deviceList", carrier: "att", types: ["Laptop"], alsoTypes: ["Tablet/Laptop", "Netbook"] },
    },
    { ask: "any body cameras on verizon", expect: { kind: "deviceList", carrier: "verizon", types: ["Body Camera"] } },
    {
      ask: "Google devices approved on verizon",
      expect: { kind: "deviceList", manufacturer: "Google", carrier: "verizon" },
    },
    { ask: "kyocera devices on verizon", expect: { kind: "deviceList", manufacturer: "Kyocera", carrier: "verizon" } },
    {
      ask: "verizon certified mobile hotspots - what do we have",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    { ask: "sonim phones on t-mobile?", expect: { kind: "deviceList", manufacturer: "Sonim", carrier: "tmobile" } },
    {
      ask: "Motorola phones verizon",
      expect: { kind: "deviceList", manufacturer: "Motorola", carrier: "verizon", types: ["Phone"] },
    },
    {
      ask: "smartwatches on verizon",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Wearable", "Smartwatch"] },
    },
    {
      ask: "at&t certified laptops",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Laptop"],
        alsoTypes: ["Tablet/Laptop", "Computer", "Netbook"],
      },
    },
    {
      ask: "pixel phones that work on T-Mobile",
      expect: { kind: "deviceList", manufacturer: "Google", carrier: "tmobile", types: ["Phone"] },
    },
    {
      ask: "Which iPads work on Verizon",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "verizon", types: ["Tablet"] },
    },
    {
      ask: "show me honeywell devices on at&t",
      expect: { kind: "deviceList", manufacturer: "Honeywell", carrier: "att" },
    },
    {
      ask: "cradlepoint routers certified on verizn",
      expect: { kind: "deviceList", manufacturer: "Cradlepoint", carrier: "verizon" },
    },
    {
      ask: "what iphones can I sell on tmobile",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "tmobile", types: ["Phone"] },
    },
    {
      ask: "netgear hotspots certified on at&t",
      expect: {
        kind: "deviceList",
        manufacturer: "Netgear",
        carrier: "att",
        types: ["Hotspot"],
        alsoTypes: ["Hotspot/Router"],
      },
    },
    {
      ask: "list every rugged phone certified on verizon",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device"],
      },
    },
    {
      ask: "smartwatches on tmo?",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Wearable", "Smartwatch"] },
    },
    {
      ask: ["show me the fixed wireless gateways for verizon", "and for t-mobile?"],
      expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"], alsoTypes: ["Gateway"] },
    },
    {
      ask: "tmo hotspots list",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "Which tablets from Apple T-Mobile has certified?",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Apple", types: ["Tablet"] },
    },
    {
      ask: "Could you show me the mobile hotspots Verizon certifies? Not routers, just the hotspot devices.",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: ["What tablets does T-Mobile certify?", "just the Samsung ones from that list"],
      expect: {
        kind: "deviceList",
        carrier: "tmobile",
        manufacturer: "Samsung",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
  ],
  promotions: [
    { ask: "tmo promos", expect: { kind: "promos", carrier: "tmobile" } },
    { ask: "iphone 17 promos across carriers", expect: { kind: "promos", about: "iPhone 17" } },
    { ask: "anything running on hotspots promo-wise?", expect: { kind: "promos", category: "hotspots" } },
    { ask: "promotions ending in january", expect: { kind: "promos", endsInMonth: 1 } },
    {
      ask: "what's on offer for fixed wireless internet, all carriers",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "what t-mobile offers are there for business internet",
      expect: { kind: "promos", carrier: "tmobile", category: "fixed_wireless" },
    },
    { ask: "show me the pixel promo", expect: { kind: "promos", about: "Pixel" } },
    { ask: "AT and T promos for iPads", expect: { kind: "promos", carrier: "att", category: "tablets" } },
    { ask: "promos ending in the next 90 days", expect: { kind: "promos", endsWithinDays: 90 } },
    { ask: "promotions for apple watch?", expect: { kind: "promos", about: "Apple Watch" } },
    { ask: "T mobile phone promos", expect: { kind: "promos", carrier: "tmobile", category: "phones" } },
    { ask: "any samsung tablet promotions", expect: { kind: "promos", about: "Galaxy Tab" } },
    { ask: "is there a promo for ipads right now", expect: { kind: "promos", about: "iPad" } },
    {
      ask: "any hotspot offers on t-mobile at the moment",
      expect: { kind: "promos", carrier: "tmobile", category: "hotspots" },
    },
    { ask: "iphone 17 promos across all carriers?", expect: { kind: "promos", about: "iPhone 17" } },
    {
      ask: "Any fixed wireless or business internet promos I can use for a small office? all carriers",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "which promos end in January? I want to push the team on them before they expire",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "um whats the promotion that runs out first i dont want my customer to miss it",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: "I was wondering which promos expire before February - I want to get the customer moving before they lapse.",
      expect: { kind: "promos", endsBeforeMonth: 2 },
    },
    {
      ask: "customer texted 'heard there's something going on with the Pixel 10?' - what promo is that, and what does it need?",
      expect: { kind: "promos", about: "Pixel 10" },
    },
  ],
  deals_by_stage: [
    { ask: "which deals are still at the proposal stage", expect: { kind: "deals", status: ["proposal"] } },
    { ask: "list the deals we won", expect: { kind: "deals", status: ["closed_won"] } },
    { ask: "new leads?", expect: { kind: "deals", status: ["lead"] } },
    {
      ask: "how many deals are in negotiation right now",
      expect: { kind: "deals", status: ["negotiation"], pick: "count" },
    },
    { ask: "Deals that are still just leads", expect: { kind: "deals", status: ["lead"] } },
    { ask: "list all closed-lost deals", expect: { kind: "deals", status: ["closed_lost"] } },
    { ask: "Negotiating deals", expect: { kind: "deals", status: ["negotiation"] } },
    { ask: "which opportunities are qualified", expect: { kind: "deals", status: ["qualified"] } },
    { ask: "count of lost deals", expect: { kind: "deals", status: ["closed_lost"], pick: "count" } },
    { ask: "show me everything we've closed won", expect: { kind: "deals", status: ["closed_won"] } },
    { ask: "show lost opportunities", expect: { kind: "deals", status: ["closed_lost"] } },
    { ask: "how many deals have we lost", expect: { kind: "deals", status: ["closed_lost"], pick: "count" } },
    { ask: "what's sitting at proposal stage right now?", expect: { kind: "deals", status: ["proposal"] } },
    {
      ask: ["what deals are qualified rn", "which of those is the biggest"],
      expect: { kind: "deals", status: ["qualified"], pick: "largest" },
    },
    { ask: "how many deals we lost so far?", expect: { kind: "deals", status: ["closed_lost"], pick: "count" } },
    {
      ask: "what's our closed-won bookings add up to, total dollar value?",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    { ask: "which deals did we lose? just the lost ones pls", expect: { kind: "deals", status: ["closed_lost"] } },
    {
      ask: ["How many deals are at the proposal stage?", "which of those is the biggest?"],
      expect: { kind: "deals", status: ["proposal"], pick: "largest" },
    },
  ],
  deals_by_date_value_customer: [
    { ask: "deals below $12k", expect: { kind: "deals", under: 12000 } },
    { ask: "deals worth at least $35,000", expect: { kind: "deals", over: 35000 } },
    { ask: "what's the combined value of our open deals", expect: { kind: "deals", open: true, pick: "total" } },
    { ask: "opportunities valued above 60k", expect: { kind: "deals", over: 60000 } },
    { ask: "deals with the dental group", expect: { kind: "deals", customer: "Bluewater" } },
    { ask: "deals whose close date falls within 30 days", expect: { kind: "deals", closing: { withinDays: 30 } } },
    { ask: "verizon opportunities worth over 40 grand", expect: { kind: "deals", carrier: "verizon", over: 40000 } },
    { ask: "largest open opp", expect: { kind: "deals", open: true, pick: "largest" } },
    { ask: "deals closing by month end", expect: { kind: "deals", closing: "thisMonth" } },
    { ask: "deals due to close within 2 weeks", expect: { kind: "deals", closing: { withinDays: 14 } } },
    { ask: "smallest cascade freight deal", expect: { kind: "deals", customer: "Cascade Freight", pick: "smallest" } },
    { ask: "t-mobile deals below 50k", expect: { kind: "deals", carrier: "tmobile", under: 50000 } },
    { ask: "total value of ridgeline hvac deals", expect: { kind: "deals", customer: "Ridgeline", pick: "total" } },
    { ask: "deals with a value above 40 thousand", expect: { kind: "deals", over: 40000 } },
    { ask: "which deal is worth the most", expect: { kind: "deals", pick: "largest" } },
    { ask: "copperline deals", expect: { kind: "deals", customer: "Copperline" } },
    { ask: "deals under twenty thousand dollars", expect: { kind: "deals", under: 20000 } },
    { ask: "biggest deal closing this month", expect: { kind: "deals", closing: "thisMonth", pick: "largest" } },
    { ask: "Deals bigger than $50,000", expect: { kind: "deals", over: 50000 } },
    { ask: "any opportunities for Northwind Coffee", expect: { kind: "deals", customer: "Northwind" } },
    { ask: "highest value verizon deal", expect: { kind: "deals", carrier: "verizon", pick: "largest" } },
    { ask: "what deals are closing in the next 30 days", expect: { kind: "deals", closing: { withinDays: 30 } } },
    { ask: "deals over $100k", expect: { kind: "deals", over: 100000 } },
    { ask: "deals closing in the next 30 days", expect: { kind: "deals", closing: { withinDays: 30 } } },
    { ask: "any deals for ridgeline", expect: { kind: "deals", customer: "Ridgeline" } },
    { ask: "deals closing this month", expect: { kind: "deals", closing: "thisMonth" } },
    { ask: "verizon deals", expect: { kind: "deals", carrier: "verizon" } },
    { ask: "what's the next deal due to close", expect: { kind: "deals", open: true, pick: "soonest" } },
    {
      ask: "deals worth more than fifty thousand dollars closing in the next 2 weeks",
      expect: { kind: "deals", over: 50000, closing: { withinDays: 14 } },
    },
    { ask: "deals for granite state security", expect: { kind: "deals", customer: "Granite State" } },
    { ask: "at&t deals over 20k", expect: { kind: "deals", carrier: "att", over: 20000 } },
    {
      ask: "which tmobile deals close in the next 10 days",
      expect: { kind: "deals", carrier: "tmobile", closing: { withinDays: 10 } },
    },
    { ask: "open deals worth over 100 grand", expect: { kind: "deals", open: true, over: 100000 } },
    { ask: "open deals worth more than $50k?", expect: { kind: "deals", open: true, over: 50000 } },
    {
      ask: "anything closing in the next 2 weeks? need to prioritise",
      expect: { kind: "deals", closing: { withinDays: 14 } },
    },
    {
      ask: "total $ value of everything closing by end of month",
      expect: { kind: "deals", closing: "thisMonth", pick: "total" },
    },
    {
      ask: "anything over $100k still open in the pipeline? need it for the forecast call",
      expect: { kind: "deals", open: true, over: 100000 },
    },
    {
      ask: "whats the biggest verizon deal we got open right now",
      expect: { kind: "deals", carrier: "verizon", open: true, pick: "largest" },
    },
    {
      ask: "Would it be possible to see the open deals that are six figures or more?",
      expect: { kind: "deals", open: true, over: 100000 },
    },
    {
      ask: "roughly how much is still open with mag home health? total value, leave out anything we lost",
      expect: { kind: "deals", customer: "Magnolia", open: true, pick: "total" },
    },
  ],
  customers: [
    { ask: "who have we got in agriculture", expect: { kind: "customers", industry: "Agriculture", pick: "list" } },
    {
      ask: "ridgeline hvac - who's my contact there?",
      expect: { kind: "customers", company: "Ridgeline", pick: "contact" },
    },
    { ask: "customers in construction", expect: { kind: "customers", industry: "Construction", pick: "list" } },
    {
      ask: "whats the phone number for bluewater dental",
      expect: { kind: "customers", company: "Bluewater", pick: "phone" },
    },
    { ask: "customers in texas", expect: { kind: "customers", state: "TX", pick: "list" } },
    { ask: "who do I call at cascade freight", expect: { kind: "customers", company: "Cascade", pick: "contact" } },
    { ask: "customer list for agriculture", expect: { kind: "customers", industry: "Agriculture", pick: "list" } },
    { ask: "customers based in Denver", expect: { kind: "customers", city: "Denver", pick: "list" } },
    { ask: "number of healthcare customers", expect: { kind: "customers", industry: "Healthcare", pick: "count" } },
    { ask: "do we have a customer in portland", expect: { kind: "customers", city: "Portland", pick: "list" } },
    { ask: "list the customers in Georgia", expect: { kind: "customers", state: "GA", pick: "list" } },
    { ask: "customers in the veterinary space", expect: { kind: "customers", industry: "Veterinary", pick: "list" } },
    {
      ask: "gimme the phone # for lakeshore property management",
      expect: { kind: "customers", company: "Lakeshore", pick: "phone" },
    },
    { ask: "how many customers do we have in texas", expect: { kind: "customers", state: "TX", pick: "count" } },
    {
      ask: ["which customers are in construction?", "whats the email for the electrical one"],
      expect: { kind: "customers", company: "Copperline", pick: "email" },
    },
    { ask: "healthcare accts list", expect: { kind: "customers", industry: "Healthcare", pick: "list" } },
    {
      ask: "How many customers we have in the construction?",
      expect: { kind: "customers", industry: "Construction", pick: "count" },
    },
    {
      ask: "I was wondering if you could give me the phone number for the ridgline hvac folks",
      expect: { kind: "customers", company: "Ridgeline", pick: "phone" },
    },
    {
      ask: "what's the email for the cascade freight contact? need to send over the paperwork",
      expect: { kind: "customers", company: "Cascade", pick: "email" },
    },
  ],
  saved_quotes: [
    { ask: "the newest quote we created", expect: { kind: "quotes", pick: "latest" } },
    { ask: "count of quotes on file", expect: { kind: "quotes", pick: "count" } },
    { ask: "what have we quoted summit ridge vet", expect: { kind: "quotes", customer: "Summit Ridge", pick: "list" } },
    { ask: "what quotes have I saved", expect: { kind: "quotes", pick: "list" } },
    {
      ask: "the quote for tidewater marine, what was the monthly total",
      expect: { kind: "quotes", customer: "Tidewater", pick: "monthly" },
    },
    {
      ask: "pull up the summit ridge vet quote",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "monthly" },
    },
    { ask: "did i quote quayside bakery?", expect: { kind: "quotes", customer: "Quayside", pick: "monthly" } },
    {
      ask: "what was the contract total on the tidewater quote",
      expect: { kind: "quotes", customer: "Tidewater", pick: "contract" },
    },
    { ask: "last quote I saved?", expect: { kind: "quotes", pick: "latest" } },
    {
      ask: "how much was the quayside quote per month",
      expect: { kind: "quotes", customer: "Quayside", pick: "monthly" },
    },
    { ask: "Count my saved quotes", expect: { kind: "quotes", pick: "count" } },
    { ask: "how many saved quotes are there", expect: { kind: "quotes", pick: "count" } },
    {
      ask: "total per month on the vet clinic's saved quote?",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "monthly" },
    },
    { ask: "how many quotes have we saved so far?", expect: { kind: "quotes", pick: "count" } },
    {
      ask: "which carrier did we end up recommending for summit ridge vet",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "carrier" },
    },
    {
      ask: "contract total for the quayside bakery quote?",
      expect: { kind: "quotes", customer: "Quayside", pick: "contract" },
    },
    { ask: "last quote saved?", expect: { kind: "quotes", pick: "latest" } },
    {
      ask: [
        "do we have a saved quote for Summit Ridge Veterinary?",
        "and what does it come to over the whole contract?",
      ],
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "contract" },
    },
    {
      ask: "what was the monthly on the quote we did for the summit ridge vet clinic?",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "monthly" },
    },
    {
      ask: ["show me my saved quotes", "which carrier did we recommend on the tidewater one?"],
      expect: { kind: "quotes", customer: "Tidewater", pick: "carrier" },
    },
  ],
  pitch: [
    {
      ask: "what should I pitch a 40 line trucking co on verizon that needs hotspot",
      expect: { kind: "pitch", lines: 40, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "pitch for a dental office with 8 lines, currently verizon, wants to save money",
      expect: { kind: "pitch", lines: 8, current: "verizon" },
    },
    {
      ask: "what should I pitch to a 12 person real estate office currently with verizon",
      expect: { kind: "pitch", lines: 12, current: "verizon" },
    },
    {
      ask: "give me talking points for a small bakery, 4 lines, on t-mobile now",
      expect: { kind: "pitch", lines: 4, current: "tmobile" },
    },
    {
      ask: "how would you sell to a school with forty staff phones, current carrier verizon",
      expect: { kind: "pitch", lines: 40, current: "verizon" },
    },
    {
      ask: "what's a good pitch for a 100-line logistics company, currently at&t",
      expect: { kind: "pitch", lines: 100, current: "att" },
    },
    {
      ask: "sales pitch for a startup with a dozen employees on tmobile who travel internationally",
      expect: { kind: "pitch", lines: 12, current: "tmobile", needs: { international: true } },
    },
    {
      ask: "how do i pitch a 10-line restaurant group currently on verizon",
      expect: { kind: "pitch", lines: 10, current: "verizon" },
    },
    {
      ask: "suggest a plan for a couple of lines, small consulting firm on att",
      expect: { kind: "pitch", lines: 2, current: "att" },
    },
    {
      ask: "I'm meeting a 9-person insurance agency on tmobile tomorrow, what do I pitch",
      expect: { kind: "pitch", lines: 9, current: "tmobile" },
    },
    {
      ask: "talk track for an 18-line accounting firm on att that wants the cheapest option",
      expect: { kind: "pitch", lines: 18, current: "att" },
    },
    {
      ask: "customer is a 15 person film crew, they stream a lot and travel internationally, currently on verizon. which plan do i lead with?",
      expect: { kind: "pitch", lines: 15, current: "verizon", needs: { international: true } },
    },
    {
      ask: "What would you recommend for a haulage firm w/ 30 drivers on T-Mobile who keep getting slowed down? they need premium data",
      expect: { kind: "pitch", lines: 30, current: "tmobile", needs: { premiumData: true } },
    },
    {
      ask: "help me put together a recommendation for a property manager with a dozen maintenance techs, cheap as poss but they need hotspot",
      expect: { kind: "pitch", lines: 12, needs: { hotspot: true } },
    },
    {
      ask: "pitch for 30 ln currently att, heavy data users",
      expect: { kind: "pitch", lines: 30, current: "att", needs: { premiumData: true } },
    },
    {
      ask: "okay so ive got a real estate office with five agents on t mobile right now they just want something cheap what would you recommend",
      expect: { kind: "pitch", lines: 5, current: "tmobile" },
    },
    {
      ask: "text from a prospect: 'about 20ish of us on T-Mobile now, the sales reps tether laptops constantly' - call it 20 lines. What plan should I lead with, and what's the monthly?",
      expect: { kind: "pitch", lines: 20, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "not sure if you can help but I've got a prospect with 30 lines, currently AT&T, wants everyone on hotspot and premium data. what do I pitch and what's the monthly?",
      expect: { kind: "pitch", lines: 30, current: "att", needs: { hotspot: true, premiumData: true } },
    },
  ],
  greeting: [
    { ask: "hello there", expect: { kind: "greeting" } },
    { ask: "good morning", expect: { kind: "greeting" } },
    { ask: "Hi! what kinds of things can you look up", expect: { kind: "greeting" } },
    { ask: "Hello?", expect: { kind: "greeting" } },
    { ask: "thank you so much", expect: { kind: "greeting" } },
    { ask: "how can you help me today", expect: { kind: "greeting" } },
    { ask: "hiya - what kind of stuff do you know about?", expect: { kind: "greeting" } },
    { ask: "Morning!", expect: { kind: "greeting" } },
    { ask: "good evening", expect: { kind: "greeting" } },
    { ask: "Good morning!", expect: { kind: "greeting" } },
    { ask: "hiya, what can you help me with?", expect: { kind: "greeting" } },
    { ask: "G'day mate", expect: { kind: "greeting" } },
    { ask: "mornin. just logged in", expect: { kind: "greeting" } },
    { ask: "Hello, good afternoon. I am the new agent in the team, nice to meet you.", expect: { kind: "greeting" } },
    { ask: "Good afternoon, hope you're doing well.", expect: { kind: "greeting" } },
    { ask: "Morning! Just logging in before my calls start.", expect: { kind: "greeting" } },
  ],
  out_of_scope: [
    { ask: "what's the battery life on the pixel 9", expect: { kind: "outOfScope" } },
    { ask: "draft a follow-up email for dana", expect: { kind: "outOfScope" } },
    { ask: "how do we port a number out", expect: { kind: "outOfScope" } },
    { ask: "is it going to rain in denver this weekend", expect: { kind: "outOfScope" } },
    { ask: "price of starlink for business", expect: { kind: "outOfScope" } },
    { ask: "how much is an iphone 17 pro outright", expect: { kind: "outOfScope" } },
    { ask: "what's the capital of france", expect: { kind: "outOfScope" } },
    { ask: "US Cellular business plan pricing", expect: { kind: "outOfScope" } },
    { ask: "whats the stock price of verizon", expect: { kind: "outOfScope" } },
    { ask: "how much are at&t fiber plans", expect: { kind: "outOfScope" } },
    { ask: "can you email the quote to my customer for me", expect: { kind: "outOfScope" } },
    { ask: "how much does a google fi business plan cost", expect: { kind: "outOfScope" } },
    { ask: "who is the ceo of t-mobile", expect: { kind: "outOfScope" } },
    { ask: "can you tell me the weather in denver tomorrow", expect: { kind: "outOfScope" } },
    { ask: "write me a haiku about 5G", expect: { kind: "outOfScope" } },
    { ask: "whats the exchange rate usd to gbp today", expect: { kind: "outOfScope" } },
    { ask: "comcast biz internet price 5 sites", expect: { kind: "outOfScope" } },
    {
      ask: "What is the price of Starlink for business? My customer want to compare it with the fixed internet.",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "I was wondering if you could tell me what US Cellular charges for its business unlimited plan?",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "not sure if you can help, but what's the weather going to be like in Austin before thanksgiving?",
      expect: { kind: "outOfScope" },
    },
  ],
  multi_intent: [
    {
      ask: "show my deals in negotiation and any verizon promos",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"] },
          { kind: "promos", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "is the galaxy s25 ultra on verizon? also who's the contact at cascade freight",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "Galaxy S25 Ultra", carrier: "verizon" },
          { kind: "customers", company: "Cascade", pick: "contact" },
        ],
      },
    },
    {
      ask: "biggest deal + how many customers do I have",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", pick: "largest" },
          { kind: "customers", pick: "count" },
        ],
      },
    },
    {
      ask: "which deals close this week and what's the cheapest wearable plan",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", closing: "thisWeek" },
          { kind: "planExtreme", which: "cheapest", planType: "Wearable" },
        ],
      },
    },
    {
      ask: "is the sonim xp8 certified on tmo and what rugged phones does verizon have",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "XP8", carrier: "tmobile" },
          {
            kind: "deviceList",
            carrier: "verizon",
            types: ["Rugged Phone"],
            alsoTypes: ["Feature Phone", "PTT Device", "Handheld Computer"],
          },
        ],
      },
    },
    {
      ask: "any t-mobile promos? also whats the priciest tmobile unlimited plan",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", carrier: "tmobile" },
          { kind: "planExtreme", which: "priciest", carrier: "tmobile", planType: "Unlimited" },
        ],
      },
    },
    {
      ask: "lost deals, and how many customers we have in construction",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["closed_lost"] },
          { kind: "customers", industry: "Construction", pick: "count" },
        ],
      },
    },
    {
      ask: "does att certify the iphone 16e, and how much would 7 lines of business unlimited performance be",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone 16e", carrier: "att" },
          { kind: "lineCost", lines: 7, plan: { carrier: "att", name: "Business Unlimited Performance" } },
        ],
      },
    },
    {
      ask: "who's the contact at northwind coffee and what deals do we have with them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind", pick: "contact" },
          { kind: "deals", customer: "Northwind" },
        ],
      },
    },
    {
      ask: "how many open deals do we have and which one is the biggest",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "count" },
          { kind: "deals", open: true, pick: "largest" },
        ],
      },
    },
    {
      ask: "how many deals in negotiation + any promos ending in feb?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"], pick: "count" },
          { kind: "promos", endsInMonth: 2 },
        ],
      },
    },
    {
      ask: "price 10 lines of t-mobile business unlimited advanced, and which tmobile hotspots are certified?",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
          { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
        ],
      },
    },
    {
      ask: "cheapest at&t plan with 4k streaming? also how many customers we got in california",
      expect: {
        kind: "all",
        parts: [
          { kind: "planFeature", feature: "video4k", carrier: "att", rank: "cheapest" },
          { kind: "customers", state: "CA", pick: "count" },
        ],
      },
    },
    {
      ask: "how many deals are in negotiation right now, and what's the total value of everything we've won?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"], pick: "count" },
          { kind: "deals", status: ["closed_won"], pick: "total" },
        ],
      },
    },
    {
      ask: "um what would ten lines of verizon business unlimited pro cost and also which verizon promos end in february",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
          { kind: "promos", carrier: "verizon", endsInMonth: 2 },
        ],
      },
    },
    {
      ask: "who's the contact at northwind, and what's still open with them?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind", pick: "contact" },
          { kind: "deals", customer: "Northwind", open: true },
        ],
      },
    },
    {
      ask: "Could you tell me which of our customers are in healthcare, and what renewal dates come up in the next 60 days?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", industry: "Healthcare", pick: "list" },
          { kind: "renewals", range: { days: 60 } },
        ],
      },
    },
  ],

  commission: [
    { ask: "how much commision do we make on the brightpath deal", expect: { kind: "commission", deal: "Brightpath" } },
    { ask: "ridgeline hvac commission", expect: { kind: "commission", deal: "Ridgeline HVAC" } },
    { ask: "upfront on northwind coffee deal", expect: { kind: "commission", deal: "Northwind Coffee" } },
    {
      ask: "whats the residual on bluewater dental per month",
      expect: { kind: "commission", deal: "Bluewater Dental" },
    },
    {
      ask: "chargeback window for cascade freight, when does it close",
      expect: { kind: "commission", deal: "Cascade Freight", show: ["chargeback"] },
    },
    {
      ask: "commission on the magnolia home health deal over the full term",
      expect: { kind: "commission", deal: "Magnolia Home Health", show: ["term"] },
    },
    { ask: "how much will prairie grain pay us in commisions", expect: { kind: "commission", deal: "Prairie Grain" } },
    {
      ask: "lakeshore commission received so far",
      expect: { kind: "commission", deal: "Lakeshore", show: ["received"] },
    },
    {
      ask: "what does the granite state deal bring in comission",
      expect: { kind: "commission", deal: "Granite State" },
    },
    {
      ask: "Tidewater Marine deal - upfront and monthly residual",
      expect: { kind: "commission", deal: "Tidewater Marine" },
    },
    { ask: "expected commission for copperline", expect: { kind: "commission", deal: "Copperline" } },
    {
      ask: "how much do i make upfront on prairie grain and what's the monthly residual?",
      expect: { kind: "commission", deal: "Prairie Grain" },
    },
    {
      ask: "has any of the bluewater dental commission actually been paid out yet? how much received to date",
      expect: { kind: "commission", deal: "Bluewater", show: ["received"] },
    },
    {
      ask: ["whats the commission on copperline", "and over the full term?"],
      expect: { kind: "commission", deal: "Copperline", show: ["term"] },
    },
    {
      ask: "how much do I get paid on the Northwind Coffee manager phones deal? upfront and monthly please, I still don't really get how residuals work",
      expect: { kind: "commission", deal: "manager phones" },
    },
    {
      ask: "For the deal of Brightpath admin phones, how much is the residual over all the contract?",
      expect: { kind: "commission", deal: "admin phones", show: ["term"] },
    },
    {
      ask: "I was wondering what the ridgeline fleet refresh pays me - upfront, monthly residual, and when its chargeback window closes?",
      expect: { kind: "commission", deal: "fleet refresh", show: ["chargeback"] },
    },
    {
      ask: [
        "what are my won deals?",
        "how much commission have I actually received so far on the Bluewater Internet Air backup one?",
      ],
      expect: { kind: "commission", deal: "Internet Air backup", show: ["received"] },
    },
  ],
  renewals: [
    {
      ask: "contracts up for renewal next month",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["contract_end"] },
    },
    { ask: "what renewals are coming up in the next 60 days", expect: { kind: "renewals", range: { days: 60 } } },
    {
      ask: "which of our won deals have a promotion ending in the next ninety days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["promotion_end"] },
    },
    {
      ask: "whose contract ends this month",
      expect: { kind: "renewals", range: "thisMonth", kinds: ["contract_end"] },
    },
    { ask: "renewals due within thirty days", expect: { kind: "renewals", range: { days: 30 } } },
    {
      ask: "device payments finishing next quarter",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["last_installment"] },
    },
    {
      ask: "chargeback windows closing in the next two months",
      expect: { kind: "renewals", range: { months: 2 }, kinds: ["chargeback_end"] },
    },
    {
      ask: "upcoming renewals this quarter for verizon",
      expect: { kind: "renewals", range: "thisQuarter", carrier: "verizon" },
    },
    {
      ask: "Contracts expiring in the next 90 days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    { ask: "what comes up for renewal over the next six weeks", expect: { kind: "renewals", range: { weeks: 6 } } },
    { ask: "renewels coming up next month on at&t", expect: { kind: "renewals", range: "nextMonth", carrier: "att" } },
    { ask: "what renewals have we got coming up this quarter", expect: { kind: "renewals", range: "thisQuarter" } },
    {
      ask: "last device payments coming due in the next 3 months?",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["last_installment"] },
    },
    {
      ask: "chargeback windows closing in the next six weeks?",
      expect: { kind: "renewals", range: { weeks: 6 }, kinds: ["chargeback_end"] },
    },
    { ask: "renewals radar nxt 90d", expect: { kind: "renewals", range: { days: 90 } } },
    {
      ask: "Which customers on AT&T finish their last device installment in the next six months?",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["last_installment"], carrier: "att" },
    },
    {
      ask: "Which contracts end next quarter? Only contract ends, not the promo stuff.",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["contract_end"] },
    },
    {
      ask: "Verizon only - anything on the renewals radar for the next 60 days?",
      expect: { kind: "renewals", range: { days: 60 }, carrier: "verizon" },
    },
  ],
};
