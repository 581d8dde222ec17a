/**
 * The development half of the assistant's evaluation set (see
 * tests/integration/assistant-eval.test.ts for how the two halves are used).
 * Questions are written as agents type them; each carries only what it asks
 * about, and the expected answer is computed from the seeded database.
 */
import type { QuestionSet } from "./expectations";

export const DEVELOPMENT_QUESTIONS: QuestionSet = {
  plan_lookup: [
    {
      ask: "What unlimited plans does AT&T have?",
      expect: { kind: "planList", carrier: "att", planType: "Unlimited" },
    },
    { ask: "price list for t-mobile", expect: { kind: "planList", carrier: "tmobile" } },
    { ask: "cheapest hotspot plan", expect: { kind: "planExtreme", which: "cheapest", planType: "Hotspot" } },
    { ask: "compare verizon unlimited plans", expect: { kind: "planList", carrier: "verizon", planType: "Unlimited" } },
    {
      ask: "verizon business unlimited plans and their prices",
      expect: { kind: "planList", carrier: "verizon", planType: "Unlimited" },
    },
    { ask: "hotspot-only plans on att", expect: { kind: "planList", carrier: "att", planType: "Hotspot" } },
    { ask: "Any T-Mobile plans cheaper than $30?", expect: { kind: "planList", carrier: "tmobile", under: 30 } },
    { ask: "least expensive plan overall", expect: { kind: "planExtreme", which: "cheapest" } },
    { ask: "plans at&t has for watches", expect: { kind: "planList", carrier: "att", planType: "Wearable" } },
    {
      ask: "what's the cheapest verizon plan I can put an ipad on",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "t-mobile's priciest plan for phones",
      expect: { kind: "planExtreme", which: "priciest", carrier: "tmobile", planType: "Unlimited" },
    },
    { ask: "IoT pricing on all carriers", expect: { kind: "planList", planType: "IoT" } },
    { ask: "show me plans for ipads on tmo", expect: { kind: "planList", carrier: "tmobile", planType: "Data Only" } },
    {
      ask: "which carrier has the cheapest unlimited plan",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Unlimited" },
    },
    {
      ask: "what's the cheapest plan on verizon for a phone",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
    },
    { ask: "all t-mobile plans with prices", expect: { kind: "planList", carrier: "tmobile" } },
    {
      ask: "how much is verizon's most basic unlimited plan",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
    },
    { ask: "what IoT plans does verizon offer", expect: { kind: "planList", carrier: "verizon", planType: "IoT" } },
    {
      ask: "cheapest line I can sell on verizon, any type",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "any" },
    },
    { ask: "fixed wireless options under $60", expect: { kind: "planList", planType: "Fixed Wireless", under: 60 } },
    {
      ask: "what's the entry-level T-Mobile business plan",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile" },
    },
    {
      ask: "Cheapest plan T-Mobile has for phones?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "ATT wearable plans - what do they cost",
      expect: { kind: "planList", carrier: "att", planType: "Wearable" },
    },
    {
      ask: "lowest-cost IoT plan across the carriers",
      expect: { kind: "planExtreme", which: "cheapest", planType: "IoT" },
    },
    {
      ask: "top tier at&t unlimited plan - how much per month?",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Unlimited" },
    },
    { ask: "T-MOBILE TABLET PLANS", expect: { kind: "planList", carrier: "tmobile", planType: "Data Only" } },
    {
      ask: "whats the cheapest verizon unlimited plan",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "lowest price att unlimited",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "cheapest tablet plan across all carriers",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Data Only" },
    },
    {
      ask: "show me all the fixed wireless plans t-mobile has",
      expect: { kind: "planList", carrier: "tmobile", planType: "Fixed Wireless" },
    },
    {
      ask: "what is the cheapest verizon plan per line",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon" },
    },
    { ask: "wearable plans from all 3 carriers", expect: { kind: "planList", planType: "Wearable" } },
    { ask: "AT&T data only plans?", expect: { kind: "planList", carrier: "att", planType: "Data Only" } },
    {
      ask: "most expensive fixed wireless option we sell",
      expect: { kind: "planExtreme", which: "priciest", planType: "Fixed Wireless" },
    },
    { ask: "unlimted plans on verizn", expect: { kind: "planList", carrier: "verizon", planType: "Unlimited" } },
    { ask: "att plans under 30 a line", expect: { kind: "planList", carrier: "att", under: 30 } },
    {
      ask: ["cheapest at&t unlimited plan?", "and what about tmobile"],
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "any verizon phone plan below $25 a line?",
      expect: { kind: "planList", carrier: "verizon", planType: "Unlimited", under: 25 },
    },
    {
      ask: "vz cheapest unlimited?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "what's the least expensive AT&T tablet plan",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Data Only" },
    },
    {
      ask: "lowest priced data-only plan on verizon",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "most expensive line of any type on at&t? hotspot, internet, whatever",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "any" },
    },
    {
      ask: "gimme every at&t hotspot plan w/ the per line price",
      expect: { kind: "planList", carrier: "att", planType: "Hotspot" },
    },
    {
      ask: ["what fixed wireless plans does magenta have", "ok which of those is the cheapest"],
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Fixed Wireless" },
    },
    {
      ask: "hi sorry, first week here. a customer wants the cheapest plan from the magenta one for their phones, like the normal phone plan not the internet box thing. which one is it and how much per line?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "um okay so whats the most expensive plan at and t has for hotspots you know the little mobile wifi puck thing",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Hotspot" },
    },
    {
      ask: "fwd from a client: 'we're a small landscaping crew, just need the most basic phone service AT&T has, nothing fancy' - what's the lowest-priced AT&T phone plan?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "which t-mobile phone plans come in under 38/line?",
      expect: { kind: "planList", carrier: "tmobile", planType: "Unlimited", under: 38 },
    },
  ],
  plan_feature: [
    {
      ask: "which att plan has the best video",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "best" },
    },
    { ask: "cheapest plan that streams 4k", expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" } },
    {
      ask: "any verizon plan w/ unthrottled data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "best" },
    },
    {
      ask: "need lots of hotspot data - att",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "cheapest tmo plan that won't throttle",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "biggest hotspot on verizon",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "most hotspot on tmo",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "which tmobile plan lets you hotspot the most",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "best plan for 4k on tmo",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "best verizon plan for mobile hotspot use",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "plan for employees that use their phones as wifi for laptops on tmo",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "highest hotspot allowance across all carriers",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "plan w/ priority data, cheapest, verizon",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "what plan do I sell someone who uses their phone as a hotspot every day on verizon",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "verizon plan with the best video quality",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "best" },
    },
    {
      ask: "tmo plan w/ no throttling",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "best plan for video calls and streaming on tmo",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "hotspot-heavy users on tmobile: best plan?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "cheapest T-Mobile plan that has 4K video",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "att plan for a crew that streams a lot of video",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "best" },
    },
    {
      ask: "best att plan for hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "tmo plan w/ good hotspot for field techs",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "Which plan is best for streaming video in 4k on at&t?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "best" },
    },
    {
      ask: "cheapest plan that includes a real hotspot, any carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "cheapest" },
    },
    {
      ask: "good plan for video streaming verizon",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "best" },
    },
    {
      ask: "cheapest verizon plan with 4k streaming",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "best data plan for a power user, any carrier",
      expect: { kind: "planFeature", feature: "premiumData", rank: "best" },
    },
    {
      ask: "cheapest att plan with a decent hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "hotspot heavy crew on verizon - what plan do I put them on",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "which tmo plan should a youtube-heavy customer get",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "verizon plan w/ the biggest hotspot bucket",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "which tmo plan has the most premium data before they get slowed down?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "need the least expensive AT&T plan that actually has premium data, customer is fed up with being deprioritised",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "lowest cost plan that includes ANY hotspot, dont care which carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "cheapest" },
    },
    {
      ask: ["cheapest tmo plan w/ real hotspot", "same for verizon"],
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "hey so which at and t phone plan gives the most premium data like the most high speed data before they slow you down",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "Text from a customer: 'our guys tether laptops off their phones all day in the field.' Which Verizon phone plan gives them the most hotspot?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "what's the least I can spend per line on Verizon and still get premium data that won't get deprioritized?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
  ],
  line_cost: [
    // Moved from the held-out half: a change or a commit message cited it.
    {
      ask: "8 lines go5g business 24 mos",
      expect: { kind: "lineCost", lines: 8, months: 24, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    // Moved from the held-out half: a change or a commit message cited it.
    {
      ask: "Business Unlimited Elite x 6 lines",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "how much is business unlimited pro for 6",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "total over the contract for 16 lines of verizon business unlimited plus",
      expect: { kind: "lineCost", lines: 16, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "give me pricing on 22 lines of at&t business unlimited starter",
      expect: { kind: "lineCost", lines: 22, plan: { carrier: "att", name: "Business Unlimited Starter" } },
    },
    {
      ask: "25 lines essentials 36 months",
      expect: { kind: "lineCost", lines: 25, months: 36, plan: { carrier: "tmobile", name: "Business Essentials" } },
    },
    {
      ask: "business unlimited advanced, 14 lines, what's the monthly",
      expect: { kind: "lineCost", lines: 14, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "monthly cost of a 12 line account on tmo go5g",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "price out 18 lines on att elite for 2 years",
      expect: { kind: "lineCost", lines: 18, months: 24, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "20 phones on business unlimited plus, monthly",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    { ask: "how much do 4 lines on at&t run per month", expect: { kind: "lineCost", lines: 4, carrier: "att" } },
    {
      ask: "twelve lines on business unlimited start - what's the monthly?",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "verizon", name: "Business Unlimited Start" } },
    },
    {
      ask: "contract total for 25 lines on att business unlimited elite, 36 mo",
      expect: { kind: "lineCost", lines: 25, months: 36, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "estimate 9 lines on the Essentials plan",
      expect: { kind: "lineCost", lines: 9, plan: { carrier: "tmobile", name: "Business Essentials" } },
    },
    {
      ask: "what's the 3 year total for 6 lines of business unlimited performance",
      expect: {
        kind: "lineCost",
        lines: 6,
        months: 36,
        plan: { carrier: "att", name: "Business Unlimited Performance" },
      },
    },
    {
      ask: "monthly bill for 14 lines of Business Unlimited Advanced",
      expect: { kind: "lineCost", lines: 14, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "what's the 2 year total for 10 lines on verizon business unlimited pro",
      expect: { kind: "lineCost", lines: 10, months: 24, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "how much for a dozen ipads on verizon tablet pro",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "verizon", name: "Business Unlimited Tablet Pro" } },
    },
    {
      ask: "cost of 100 lines on essentials over 36 months",
      expect: { kind: "lineCost", lines: 100, months: 36, plan: { carrier: "tmobile", name: "Business Essentials" } },
    },
    {
      ask: "what'd 13 lines of business unlimited plus cost us per month",
      expect: { kind: "lineCost", lines: 13, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "what's 8 lines on att business unlimited elite per month",
      expect: { kind: "lineCost", lines: 8, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "7 users on verizon unlimited plus, monthly and over 24 months",
      expect: { kind: "lineCost", lines: 7, months: 24, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "Quote me 15 lines on TMO Business Unlimited Advanced for 36 months",
      expect: {
        kind: "lineCost",
        lines: 15,
        months: 36,
        plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
      },
    },
    {
      ask: "monthly cost for 9 employees on tmobile essentials",
      expect: { kind: "lineCost", lines: 9, plan: { carrier: "tmobile", name: "Business Essentials" } },
    },
    { ask: "cost for 25 devices on verizon", expect: { kind: "lineCost", lines: 25, carrier: "verizon" } },
    {
      ask: "how much is 5 lines of verizon business unlimited plus",
      expect: { kind: "lineCost", lines: 5, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "cost of a dozen lines on att business unlimited performance",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "what would 3 lines of Business Unlimited Pro run me",
      expect: { kind: "lineCost", lines: 3, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "40 lines business essentials on a 36 month contract total?",
      expect: { kind: "lineCost", lines: 40, months: 36, plan: { carrier: "tmobile", name: "Business Essentials" } },
    },
    { ask: "how much for 10 lines on verizon", expect: { kind: "lineCost", lines: 10, carrier: "verizon" } },
    {
      ask: "fifty lines of T-Mobile Business Unlimited Ultimate per month?",
      expect: { kind: "lineCost", lines: 50, plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" } },
    },
    {
      ask: "price out 20 watches on the t-mobile wearable line",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "tmobile", name: "Business Wearable Line" } },
    },
    {
      ask: "3 locations on verizon business internet 400 mbps",
      expect: { kind: "lineCost", lines: 3, plan: { carrier: "verizon", name: "Business Internet 400 Mbps" } },
    },
    { ask: "how much would 12 lines cost on tmobile", expect: { kind: "lineCost", lines: 12, carrier: "tmobile" } },
    {
      ask: "How much is one line of go5g",
      expect: { kind: "lineCost", lines: 1, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "18 lines on vz business unlimited pro, what does that run monthly",
      expect: { kind: "lineCost", lines: 18, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "ballpark for eleven lines of verizon business unlimited plus over 3 years",
      expect: {
        kind: "lineCost",
        lines: 11,
        months: 36,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
      },
    },
    {
      ask: "what's the monthly for 16 lines on tmobile business unlimited ultimate",
      expect: { kind: "lineCost", lines: 16, plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" } },
    },
    {
      ask: "how much for 8 lines of verizon business unlimited plus",
      expect: { kind: "lineCost", lines: 8, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "price out five lines on AT&T Business Unlimited Elite, 36 month term",
      expect: { kind: "lineCost", lines: 5, plan: { carrier: "att", name: "Business Unlimited Elite" }, months: 36 },
    },
    {
      ask: [
        "what does att business unlimited performance run per line",
        "ok what would 15 of those be per month, and over the 2 yr term?",
      ],
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "um so like what would twelve lines on at and t cost me on the performance plan",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: ["how much for 8 lines of T-Mobile Go5G Business?", "what if it's 30 lines"],
      expect: { kind: "lineCost", lines: 30, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "client email: 'We're looking at a dozen and a half lines on AT&T Business Unlimited Elite, what would that run us?' - can you price that out?",
      expect: { kind: "lineCost", lines: 18, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "two dozen lines on T-Mobile's cheapest phone plan - what's that a month and over the contract?",
      expect: { kind: "lineCost", lines: 24, carrier: "tmobile" },
    },
  ],
  carrier_compare: [
    // Moved from the held-out half: a change or a commit message cited it.
    {
      ask: "what's cheaper for 25 lines, tmo or vz",
      expect: { kind: "compare", lines: 25, carriers: ["tmobile", "verizon"] },
    },
    { ask: "which carrier wins on price for a 30 line deal", expect: { kind: "compare", lines: 30 } },
    { ask: "cost comparison 8 lines all carriers", expect: { kind: "compare", lines: 8 } },
    { ask: "compare the three carriers for a 10 line account", expect: { kind: "compare", lines: 10 } },
    { ask: "which carrier is cheapest for fifteen lines", expect: { kind: "compare", lines: 15 } },
    {
      ask: "verizon or tmobile for a 12-person team?",
      expect: { kind: "compare", lines: 12, carriers: ["verizon", "tmobile"] },
    },
    {
      ask: "cheapest carrier for 20 lines that all need hotspot",
      expect: { kind: "compare", lines: 20, needs: { hotspot: true } },
    },
    { ask: "for a 60-person company which carrier comes out cheapest", expect: { kind: "compare", lines: 60 } },
    {
      ask: "compare carriers 100 lines premium data",
      expect: { kind: "compare", lines: 100, needs: { premiumData: true } },
    },
    { ask: "I have a 40 line account, compare pricing across carriers", expect: { kind: "compare", lines: 40 } },
    {
      ask: "Compare the carriers for seventy five lines over 36 months",
      expect: { kind: "compare", lines: 75, months: 36 },
    },
    { ask: "carrier comparison for 3 lines pls", expect: { kind: "compare", lines: 3 } },
    { ask: "thirty five lines, which carrier is cheapest?", expect: { kind: "compare", lines: 35 } },
    // Moved from the held-out half: a code change cited it.
    { ask: "how do the carriers stack up for 5 lines", expect: { kind: "compare", lines: 5 } },
    { ask: "27 lines - compare at&t, verizon and t-mobile", expect: { kind: "compare", lines: 27 } },
    { ask: "compare att vs verizon vs tmobile for 10 lines", expect: { kind: "compare", lines: 10 } },
    {
      ask: "vzw or t-mobile for twenty phones? they want premium data so they dont get throttled",
      expect: { kind: "compare", lines: 20, carriers: ["verizon", "tmobile"], needs: { premiumData: true } },
    },
    {
      ask: "how do all 3 carriers stack up for a 25 line account on a 24 mo term",
      expect: { kind: "compare", lines: 25, months: 24 },
    },
    {
      ask: "first week here so sorry if this is a dumb question: for a 10 person team, which carrier comes out cheapest for the phones, AT&T, Verizon or the magenta one? I want to see all three side by side",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "okay so compare verizon and at and t for fifteen phones they all need to tether their laptops so hotspot matters and its a thirty six month deal",
      expect: { kind: "compare", lines: 15, carriers: ["verizon", "att"], needs: { hotspot: true }, months: 36 },
    },
    {
      ask: "fwd from the client: 'we have 14 people and every one of us runs a hotspot for a laptop at some point' - how do AT&T, Verizon and T-Mobile compare per month for them?",
      expect: { kind: "compare", lines: 14, needs: { hotspot: true } },
    },
    {
      ask: "somewhere in the 15-20 line range, let's plan on 18. how do the three carriers stack up if they need premium data, over a 36 month term?",
      expect: { kind: "compare", lines: 18, needs: { premiumData: true }, months: 36 },
    },
  ],
  device_certification: [
    // Moved from the held-out half: a change or a commit message cited it.
    {
      ask: "will t-mobile take a pixel 8 pro",
      expect: { kind: "deviceCert", model: "Pixel 8 Pro", carrier: "tmobile" },
    },
    {
      ask: "Galaxy S25 certified with Verizon?",
      expect: { kind: "deviceCert", model: "Galaxy S25", carrier: "verizon" },
    },
    { ask: "iphone 16 certified on which carriers", expect: { kind: "deviceCert", model: "iPhone 16" } },
    {
      ask: "will a galaxy s22 still work on at&t",
      expect: { kind: "deviceCert", model: "Galaxy S22", carrier: "att" },
    },
    {
      ask: "do we have the galaxy z flip 7 certified on verizon",
      expect: { kind: "deviceCert", model: "Galaxy Z Flip7", carrier: "verizon" },
    },
    {
      ask: "ipad pro 11 m5 on tmobile",
      expect: { kind: "deviceCert", model: "iPad Pro 11-inch (M5) Wi-Fi + Cellular", carrier: "tmobile" },
    },
    { ask: "Nokia 2780 - T-Mobile?", expect: { kind: "deviceCert", model: "2780 Flip", carrier: "tmobile" } },
    {
      ask: "has the pixel 9 pro xl been certified by tmobile",
      expect: { kind: "deviceCert", model: "Pixel 9 Pro XL", carrier: "tmobile" },
    },
    { ask: "S24 on tmo ok?", expect: { kind: "deviceCert", model: "Galaxy S24", carrier: "tmobile" } },
    {
      ask: "is the iphone 16 pro certified on all three carriers",
      expect: { kind: "deviceCert", model: "iPhone 16 Pro" },
    },
    {
      ask: "does verizon carry the iphone 16e",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "verizon" },
    },
    { ask: "is the Pixel 10 certified anywhere", expect: { kind: "deviceCert", model: "Pixel 10" } },
    { ask: "z fold7 on verizon", expect: { kind: "deviceCert", model: "Galaxy Z Fold7", carrier: "verizon" } },
    {
      ask: "Can I put a Galaxy Z Flip7 on TMO",
      expect: { kind: "deviceCert", model: "Galaxy Z Flip7", carrier: "tmobile" },
    },
    { ask: "sonim xp pro certified where", expect: { kind: "deviceCert", model: "XP Pro" } },
    {
      ask: "check if the ipad mini works on verizon",
      expect: { kind: "deviceCert", model: "iPad mini (A17 Pro) Wi-Fi + Cellular", carrier: "verizon" },
    },
    {
      ask: "is verizon ok with the iphone 17 pro max",
      expect: { kind: "deviceCert", model: "iPhone 17 Pro Max", carrier: "verizon" },
    },
    { ask: "what networks support the galaxy a16", expect: { kind: "deviceCert", model: "Galaxy A16 5G" } },
    {
      ask: "can my customer use a pixel 9 pro on at&t",
      expect: { kind: "deviceCert", model: "Pixel 9 Pro", carrier: "att" },
    },
    {
      ask: "Which networks is the Galaxy S24 Ultra approved on?",
      expect: { kind: "deviceCert", model: "Galaxy S24 Ultra" },
    },
    {
      ask: "Is the Zebra TC58 certified on Verizon",
      expect: { kind: "deviceCert", model: "TC58", carrier: "verizon" },
    },
    { ask: "nokia 2780 flip on att?", expect: { kind: "deviceCert", model: "2780 Flip", carrier: "att" } },
    {
      ask: "does verizon support the cradlepoint ibr900",
      expect: { kind: "deviceCert", model: "IBR900", carrier: "verizon" },
    },
    {
      ask: "does the iphone 16 pro max work on verizon",
      expect: { kind: "deviceCert", model: "iPhone 16 Pro Max", carrier: "verizon" },
    },
    {
      ask: "will the galaxy s25 ultra run on t-mobile",
      expect: { kind: "deviceCert", model: "Galaxy S25 Ultra", carrier: "tmobile" },
    },
    {
      ask: "which carriers support the iPad Air 13-inch",
      expect: { kind: "deviceCert", model: "iPad Air 13-inch (M3) Wi-Fi + Cellular" },
    },
    {
      ask: "razr 2025 on tmo - approved?",
      expect: { kind: "deviceCert", model: "motorola razr 2025", carrier: "tmobile" },
    },
    { ask: "is the iphone 11 certified on att", expect: { kind: "unknownDevice", model: "iPhone 11" } },
    {
      ask: "is the galxy s24 certified on tmo",
      expect: { kind: "deviceCert", model: "Galaxy S24", carrier: "tmobile" },
    },
    {
      ask: "Is the Galaxy A25 5G certified for AT&T",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    { ask: "which carriers certify the pixel 9a", expect: { kind: "deviceCert", model: "Pixel 9a" } },
    { ask: "does att certify the TCL flip 2", expect: { kind: "deviceCert", model: "Flip 2", carrier: "att" } },
    { ask: "Galaxy Tab S9 5G on AT&T?", expect: { kind: "deviceCert", model: "Galaxy Tab S9 5G", carrier: "att" } },
    { ask: "is the iphone 12 certified", expect: { kind: "unknownDevice", model: "iPhone 12" } },
    {
      ask: "moto g power 5g 2024 on att",
      expect: { kind: "deviceCert", model: "moto g power 5G - 2024", carrier: "att" },
    },
    {
      ask: "is the apple watch ultra 2 certified on verizon",
      expect: { kind: "deviceCert", model: "Apple Watch Ultra 2", carrier: "verizon" },
    },
    {
      ask: "netgear nighthawk m6 pro on tmobile",
      expect: { kind: "deviceCert", model: "Nighthawk M6 Pro (MR6550)", carrier: "tmobile" },
    },
    {
      ask: "what carriers is the galaxy z fold7 certified on",
      expect: { kind: "deviceCert", model: "Galaxy Z Fold7" },
    },
    {
      ask: "is the iPhone 17 Pro certified on tmobile?",
      expect: { kind: "deviceCert", model: "iPhone 17 Pro", carrier: "tmobile" },
    },
    { ask: "iphone 15 pro certifed on vz", expect: { kind: "deviceCert", model: "iPhone 15 Pro", carrier: "verizon" } },
    {
      ask: "does t-mobile certify the pixel 8a",
      expect: { kind: "deviceCert", model: "Pixel 8a", carrier: "tmobile" },
    },
    {
      ask: "galaxy z flip6 on at&t - certified?",
      expect: { kind: "deviceCert", model: "Galaxy Z Flip6", carrier: "att" },
    },
    {
      ask: "can my customer bring his sonim xp3plus 5g over to tmo?",
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
    {
      ask: "is the galaxy s26 ultra certified anywhere yet",
      expect: { kind: "unknownDevice", model: "Galaxy S26 Ultra" },
    },
    {
      ask: ["does verizon certify the motorola razr+ 2024?", "what about t-mobile"],
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "tmobile" },
    },
    {
      ask: "customer has the iPhone one with the big screen, the 16 Pro Max I think. will it work on T-Mobile, like is it approved for their network?",
      expect: { kind: "deviceCert", model: "iPhone 16 Pro Max", carrier: "tmobile" },
    },
    {
      ask: "um is the pixel eleven pro certified anywhere yet a guy at the dental office asked me",
      expect: { kind: "unknownDevice", model: "Pixel 11 Pro" },
    },
    {
      ask: "Client asks: 'will our motorola razr+ 2024 flips still work if we move to Verizon?' Is that model certified on Verizon?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    {
      ask: "Customer wants to bring their own Nothing Phone (2a) - is it certified on any of the three carriers?",
      expect: { kind: "unknownDevice", model: "Nothing Phone (2a)" },
    },
  ],
  device_list: [
    // Moved from the held-out half: a change or a commit message cited it.
    {
      ask: "any netgear hotspots on at&t",
      expect: {
        kind: "deviceList",
        manufacturer: "Netgear",
        carrier: "att",
        types: ["Hotspot"],
        alsoTypes: ["Hotspot/Router"],
      },
    },
    // Moved from the held-out half: a change or a commit message cited it.
    { ask: "show the dash cams certified on at&t", expect: { kind: "deviceList", carrier: "att", types: ["Dashcam"] } },
    {
      ask: "which apple devices are certified on at&t",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "att" },
    },
    { ask: "what flip phones does att have", expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] } },
    {
      ask: "which routers work on at&t",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Router"],
        alsoTypes: ["Vehicle Router", "Gateway", "Hotspot/Router", "FWA"],
      },
    },
    {
      ask: "what tablets does verizon certify",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet", "Tablet/Laptop"],
      },
    },
    {
      ask: "iphones on verizon",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "verizon", types: ["Phone"] },
    },
    {
      ask: "which samsung phones work on verizon",
      expect: {
        kind: "deviceList",
        manufacturer: "Samsung",
        carrier: "verizon",
        types: ["Phone"],
        alsoTypes: ["Rugged Phone"],
      },
    },
    {
      ask: "att approved smartwatches",
      expect: { kind: "deviceList", carrier: "att", types: ["Wearable", "Smartwatch"] },
    },
    {
      ask: "what samsung tablets work on at&t",
      expect: {
        kind: "deviceList",
        manufacturer: "Samsung",
        carrier: "att",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
    {
      ask: "list all the iPads certified on Verizon",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "verizon", types: ["Tablet"] },
    },
    {
      ask: "what smartwatches are certified on tmo",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Wearable", "Smartwatch"] },
    },
    {
      ask: "pixel phones certified at&t",
      expect: { kind: "deviceList", manufacturer: "Google", carrier: "att", types: ["Phone"] },
    },
    { ask: "sonim devices on t-mobile", expect: { kind: "deviceList", manufacturer: "Sonim", carrier: "tmobile" } },
    {
      ask: "what motorola phones can I sell on verizon",
      expect: { kind: "deviceList", manufacturer: "Motorola", carrier: "verizon", types: ["Phone"] },
    },
    {
      ask: "which hotspots are certified for at&t",
      expect: { kind: "deviceList", carrier: "att", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "rugged handsets certified on t-mobile",
      expect: {
        kind: "deviceList",
        carrier: "tmobile",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device", "Handheld Computer"],
      },
    },
    {
      ask: "show me iphones that work on t-mobile",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "tmobile", types: ["Phone"] },
    },
    {
      ask: "flip phones approved for verizon",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Feature Phone"] },
    },
    {
      ask: "which samsung phones are certified for t-mobile",
      expect: {
        kind: "deviceList",
        manufacturer: "Samsung",
        carrier: "tmobile",
        types: ["Phone"],
        alsoTypes: ["Rugged Phone"],
      },
    },
    {
      ask: "show me rugged phones on att",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device", "Handheld Computer"],
      },
    },
    {
      ask: "what google phones does att certify",
      expect: { kind: "deviceList", manufacturer: "Google", carrier: "att", types: ["Phone"] },
    },
    { ask: "any flip phones for tmo", expect: { kind: "deviceList", carrier: "tmobile", types: ["Feature Phone"] } },
    {
      ask: "what tablets can i sell on t-mobile",
      expect: {
        kind: "deviceList",
        carrier: "tmobile",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet", "Tablet/Laptop"],
      },
    },
    {
      ask: "which fixed wireless gateways are certified on tmo",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"] },
    },
    {
      ask: "apple watches certified on att",
      expect: { kind: "deviceList", manufacturer: "Apple", carrier: "att", types: ["Wearable"] },
    },
    { ask: "list the dashcams on verizon", expect: { kind: "deviceList", carrier: "verizon", types: ["Dashcam"] } },
    {
      ask: "what vehicle routers does at&t certify",
      expect: { kind: "deviceList", carrier: "att", types: ["Vehicle Router"] },
    },
    {
      ask: "push to talk handsets for at&t",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["PTT Device"],
        alsoTypes: ["Rugged Phone", "Feature Phone"],
      },
    },
    {
      ask: "rugged tablets on verizon",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Rugged Tablet"], alsoTypes: ["Tablet/Laptop"] },
    },
    {
      ask: "what feature phones does verizon carry",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Feature Phone"] },
    },
    {
      ask: "what hotspots can i sell on tmobile",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "which google phones does at&t certify",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Google", types: ["Phone"], alsoTypes: ["Wearable"] },
    },
    {
      ask: "what cradlepoint kit is certified for verizon",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Cradlepoint" },
    },
    {
      ask: "my customer wants the watch thing for his crew leads, which Samsung watches can go on Verizon?",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        manufacturer: "Samsung",
        types: ["Wearable"],
        alsoTypes: ["Smartwatch"],
      },
    },
    {
      ask: "what rugged phones does at and t certify like the tough ones for the construction guys that drop everything",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Rugged Phone"],
        alsoTypes: ["PTT Device", "Feature Phone"],
      },
    },
    {
      ask: "fwd from the client: 'we need phones that survive a job site, no iPhones' - what rugged phones does AT&T certify?",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device"],
      },
    },
    {
      ask: "which Google phones are certified on T-Mobile? skip the watches",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Google", types: ["Phone"] },
    },
  ],
  promotions: [
    {
      ask: "got any verizon offers going on right now that i can pitch?",
      expect: { kind: "promos", carrier: "verizon" },
    },
    { ask: "what promotions do we have on the galaxy s25", expect: { kind: "promos", about: "Galaxy S25" } },
    { ask: "Current AT&T promotions for phones", expect: { kind: "promos", carrier: "att", category: "phones" } },
    { ask: "which promo expires first", expect: { kind: "promos", soonest: true } },
    { ask: "offers on tablets from verizon", expect: { kind: "promos", carrier: "verizon", category: "tablets" } },
    { ask: "laptop promotions", expect: { kind: "promos", category: "laptops" } },
    { ask: "Promotions expiring before March?", expect: { kind: "promos", endsBeforeMonth: 3 } },
    { ask: "any promos for customers porting in from another carrier", expect: { kind: "promos", about: "port-in" } },
    { ask: "verizon phone promotions", expect: { kind: "promos", carrier: "verizon", category: "phones" } },
    { ask: "any promo on the motorola razr", expect: { kind: "promos", about: "razr" } },
    { ask: "vz promos for hotspots", expect: { kind: "promos", carrier: "verizon", category: "hotspots" } },
    { ask: "promos that end in april", expect: { kind: "promos", endsInMonth: 4 } },
    { ask: "what at&t promos run out in february", expect: { kind: "promos", carrier: "att", endsInMonth: 2 } },
    { ask: "any promos running on verizon right now?", expect: { kind: "promos", carrier: "verizon" } },
    { ask: "which promos expire in january", expect: { kind: "promos", endsInMonth: 1 } },
    {
      ask: "whats the next promo to expire? want to push it before its gone",
      expect: { kind: "promos", soonest: true },
    },
    { ask: "tmo promo samsung?", expect: { kind: "promos", carrier: "tmobile", about: "Samsung" } },
    {
      ask: ["what promos does verizon have for the iPad type things, tablets I mean?", "same for at&t"],
      expect: { kind: "promos", carrier: "att", category: "tablets" },
    },
    {
      ask: "Customer said 'no new phones, we're only adding tablets this year' - is anything running on tablets right now?",
      expect: { kind: "promos", category: "tablets" },
    },
    {
      ask: "hotspot promos - Verizon or T-Mobile, I don't care which - what's on at the moment?",
      expect: { kind: "promos", category: "hotspots" },
    },
  ],
  deals_by_stage: [
    { ask: "show my deals in negotiation", expect: { kind: "deals", status: ["negotiation"] } },
    { ask: "remind me what deals i have going right now", expect: { kind: "deals", open: true } },
    { ask: "what deals did we lose", expect: { kind: "deals", status: ["closed_lost"] } },
    { ask: "qualified opps", expect: { kind: "deals", status: ["qualified"] } },
    { ask: "open pipeline", expect: { kind: "deals", open: true } },
    { ask: "any deals stuck in proposal", expect: { kind: "deals", status: ["proposal"] } },
    { ask: "wins so far?", expect: { kind: "deals", status: ["closed_won"] } },
    { ask: "how many deals have we won", expect: { kind: "deals", status: ["closed_won"], pick: "count" } },
    { ask: "what's still open in my pipeline, all stages", expect: { kind: "deals", open: true } },
    { ask: "deals in the proposal stage plz", expect: { kind: "deals", status: ["proposal"] } },
    { ask: "pull up the deals we're negotiating", expect: { kind: "deals", status: ["negotiation"] } },
    { ask: "show me everything in negotiation", expect: { kind: "deals", status: ["negotiation"] } },
    { ask: "pull up all the leads in the pipeline", expect: { kind: "deals", status: ["lead"] } },
    {
      ask: "total value of all our closed won deals?",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    {
      ask: "manager here. what's in commit right now, i.e. everything sitting at negotiation stage?",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "sorry, what does our early pipeline look like, the leads nobody has qualified yet? my manager told me to call them this week",
      expect: { kind: "deals", status: ["lead"] },
    },
    {
      ask: "Could you pull up everything that's sitting in negotiation right now?",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "show me the open pipeline but skip the early leads - qualified and further along, nothing closed",
      expect: { kind: "deals", status: ["qualified", "proposal", "negotiation"] },
    },
  ],
  deals_by_date_value_customer: [
    // Moved from the held-out half: a change or a commit message cited it.
    { ask: "deals south of $15k", expect: { kind: "deals", under: 15000 } },
    // Moved from the held-out half: a change or a commit message cited it.
    { ask: "anything bigger than 75 grand in deals", expect: { kind: "deals", over: 75000 } },
    { ask: "sum of all open deal values", expect: { kind: "deals", open: true, pick: "total" } },
    { ask: "deals valued at over $200,000", expect: { kind: "deals", over: 200000 } },
    { ask: "deals for the freight company", expect: { kind: "deals", customer: "Cascade Freight" } },
    { ask: "deals with close dates in the next 2 weeks", expect: { kind: "deals", closing: { withinDays: 14 } } },
    { ask: "deals bigger than fifty thousand on att", expect: { kind: "deals", carrier: "att", over: 50000 } },
    { ask: "deals smaller than 5k", expect: { kind: "deals", under: 5000 } },
    { ask: "whats our biggest opportunity right now", expect: { kind: "deals", open: true, pick: "largest" } },
    { ask: "which open deals close before the end of the month", expect: { kind: "deals", closing: "thisMonth" } },
    { ask: "deals north of 100k", expect: { kind: "deals", over: 100000 } },
    { ask: "deals set to close this month", expect: { kind: "deals", closing: "thisMonth" } },
    {
      ask: "what's our largest deal with brightpath",
      expect: { kind: "deals", customer: "Brightpath", pick: "largest" },
    },
    { ask: "verizon deals above $30k", expect: { kind: "deals", carrier: "verizon", over: 30000 } },
    {
      ask: "how much are my deals with magnolia worth in total",
      expect: { kind: "deals", customer: "Magnolia", pick: "total" },
    },
    { ask: "which of my deals close by the end of the month", expect: { kind: "deals", closing: "thisMonth" } },
    { ask: "Ridgeline HVAC deals", expect: { kind: "deals", customer: "Ridgeline" } },
    { ask: "least valuable deal", expect: { kind: "deals", pick: "smallest" } },
    { ask: "at&t deals worth more than 20k", expect: { kind: "deals", carrier: "att", over: 20000 } },
    { ask: "what's closing in the next two weeks", expect: { kind: "deals", closing: { withinDays: 14 } } },
    { ask: "which deals are worth more than 100k", expect: { kind: "deals", over: 100000 } },
    { ask: "what's the pipeline with Granite State Security", expect: { kind: "deals", customer: "Granite State" } },
    { ask: "smallest deal i have", expect: { kind: "deals", pick: "smallest" } },
    { ask: "deals under $25k", expect: { kind: "deals", under: 25000 } },
    { ask: "what's my biggest deal", expect: { kind: "deals", pick: "largest" } },
    { ask: "which deals close this week", expect: { kind: "deals", closing: "thisWeek" } },
    { ask: "Deals with Cascade Freight", expect: { kind: "deals", customer: "Cascade Freight" } },
    { ask: "smallest open deal in the pipeline", expect: { kind: "deals", open: true, pick: "smallest" } },
    { ask: "total value of my open deals", expect: { kind: "deals", open: true, pick: "total" } },
    { ask: "deals under 10k", expect: { kind: "deals", under: 10000 } },
    { ask: "show brightpath deals", expect: { kind: "deals", customer: "Brightpath" } },
    { ask: "biggest t-mobile deal", expect: { kind: "deals", carrier: "tmobile", pick: "largest" } },
    { ask: "largest deal we've won", expect: { kind: "deals", status: ["closed_won"], pick: "largest" } },
    { ask: "deals over 150k", expect: { kind: "deals", over: 150000 } },
    { ask: "deals with magnolia home health", expect: { kind: "deals", customer: "Magnolia" } },
    { ask: "which deals r closing this week", expect: { kind: "deals", closing: "thisWeek" } },
    { ask: "what have we got going on w/ Cascade Freight", expect: { kind: "deals", customer: "Cascade Freight" } },
    {
      ask: "biggest deal we have with verizon wireless?",
      expect: { kind: "deals", carrier: "verizon", pick: "largest" },
    },
    { ask: "deals closing b4 EOM", expect: { kind: "deals", closing: "thisMonth" } },
    {
      ask: "what deals do we have going with Magnolia Home Helth? the savannah one",
      expect: { kind: "deals", customer: "Magnolia" },
    },
    { ask: "What's due to close in the next fortnight?", expect: { kind: "deals", closing: { withinDays: 14 } } },
    {
      ask: "what's still open with cascade? not counting the one we lost",
      expect: { kind: "deals", customer: "Cascade", open: true },
    },
  ],
  customers: [
    { ask: "who do we have in construction", expect: { kind: "customers", industry: "Construction", pick: "list" } },
    { ask: "list my customers in healthcare", expect: { kind: "customers", industry: "Healthcare", pick: "list" } },
    { ask: "how many customers do i have", expect: { kind: "customers", pick: "count" } },
    { ask: "tell me about northwind coffee", expect: { kind: "customers", company: "Northwind", pick: "contact" } },
    {
      ask: "email for the owner at tidewater marine",
      expect: { kind: "customers", company: "Tidewater", pick: "email" },
    },
    { ask: "which customers are in real estate", expect: { kind: "customers", industry: "Real Estate", pick: "list" } },
    { ask: "show all my customers", expect: { kind: "customers", pick: "list" } },
    { ask: "contact info for Summit Ridge Vet", expect: { kind: "customers", company: "Summit Ridge", pick: "email" } },
    {
      ask: "what industry is granite state security in",
      expect: { kind: "customers", company: "Granite State", pick: "industry" },
    },
    { ask: "lookup magnolia home health", expect: { kind: "customers", company: "Magnolia", pick: "contact" } },
    { ask: "who's our contact at Lakeshore", expect: { kind: "customers", company: "Lakeshore", pick: "contact" } },
    {
      ask: "who's the contact for prairie grain",
      expect: { kind: "customers", company: "Prairie Grain", pick: "contact" },
    },
    {
      ask: "who's our contact at prairie grain?",
      expect: { kind: "customers", company: "Prairie Grain", pick: "contact" },
    },
    { ask: "list our customers in healthcare", expect: { kind: "customers", industry: "Healthcare", pick: "list" } },
    {
      ask: "email for granite state security pls",
      expect: { kind: "customers", company: "Granite State", pick: "email" },
    },
    {
      ask: "who is the person I should talk to over at Granite State? just need the contact name before I call",
      expect: { kind: "customers", company: "Granite State", pick: "contact" },
    },
    {
      ask: "um whats the phone number for the prairie grain people out in kansas",
      expect: { kind: "customers", company: "Prairie Grain", pick: "phone" },
    },
    {
      ask: "who's our contact over at brightpath?",
      expect: { kind: "customers", company: "Brightpath", pick: "contact" },
    },
    {
      ask: "not sure if you can filter like this, but which of our accounts are construction companies?",
      expect: { kind: "customers", industry: "Construction", pick: "list" },
    },
  ],
  saved_quotes: [
    { ask: "last quote we made", expect: { kind: "quotes", pick: "latest" } },
    { ask: "number of saved quotes", expect: { kind: "quotes", pick: "count" } },
    { ask: "what did we quote tidewater", expect: { kind: "quotes", customer: "Tidewater", pick: "list" } },
    { ask: "show my saved quotes", expect: { kind: "quotes", pick: "list" } },
    { ask: "how many quotes do we have saved", expect: { kind: "quotes", pick: "count" } },
    { ask: "most recent quote", expect: { kind: "quotes", pick: "latest" } },
    { ask: "saved quotes list pls", expect: { kind: "quotes", pick: "list" } },
    { ask: "quotes for anchor point marina", expect: { kind: "quotes", customer: "Anchor Point", pick: "list" } },
    { ask: "my quotes", expect: { kind: "quotes", pick: "list" } },
    {
      ask: "which carrier did we recommend in the vet clinic quote",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "carrier" },
    },
    { ask: "any quotes for ridgeline hvac?", expect: { kind: "quotes", customer: "Ridgeline", pick: "list" } },
    {
      ask: "what's the monthly on the quayside bakery quote",
      expect: { kind: "quotes", customer: "Quayside", pick: "monthly" },
    },
    {
      ask: "which saved quotes do I have for Tidewater",
      expect: { kind: "quotes", customer: "Tidewater", pick: "list" },
    },
    { ask: "show me my saved quotes", expect: { kind: "quotes", pick: "list" } },
    {
      ask: "what was the monthly total on the tidewater quote",
      expect: { kind: "quotes", customer: "Tidewater", pick: "monthly" },
    },
    {
      ask: "do we have a quote saved for anchor point marina?",
      expect: { kind: "quotes", customer: "Anchor Point", pick: "list" },
    },
    {
      ask: "I think I saved a quote yesterday? can you show me all the quotes we have saved so far with their monthly prices",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "what was the monthly total on the tidewater marine quote",
      expect: { kind: "quotes", customer: "Tidewater", pick: "monthly" },
    },
    { ask: "Would it be possible to see all the quotes we've saved so far?", expect: { kind: "quotes", pick: "list" } },
    {
      ask: "which saved quotes come in over half a grand a month?",
      expect: { kind: "quotes", overMonthly: 500, pick: "list" },
    },
  ],
  pitch: [
    {
      ask: "pitch for a dental office with 12 staff on tmobile",
      expect: { kind: "pitch", lines: 12, current: "tmobile" },
    },
    {
      ask: "write me a pitch for a 30 person construction company on at&t that needs hotspots",
      expect: { kind: "pitch", lines: 30, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "help me pitch a 25-line trucking company coming from tmobile, they burn through a lot of data",
      expect: { kind: "pitch", lines: 25, current: "tmobile", needs: { premiumData: true } },
    },
    {
      ask: "customer has 60 employees on AT&T and needs hotspot for laptops. what do I recommend",
      expect: { kind: "pitch", lines: 60, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "pitch a switch to a law firm w/ 15 lines on att, heavy data use",
      expect: { kind: "pitch", lines: 15, current: "att", needs: { premiumData: true } },
    },
    {
      ask: "recommend plans for a landscaping crew of twenty on tmo, they need hotspots in the trucks",
      expect: { kind: "pitch", lines: 20, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "Pitch ideas: 6 lines, vet clinic, on verizon, wants hotspot",
      expect: { kind: "pitch", lines: 6, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "prospect: HVAC company, 35 techs, AT&T today, heavy hotspot users. what plan do I lead with",
      expect: { kind: "pitch", lines: 35, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "customer with 50 lines on tmobile complains about data slowdowns - pitch?",
      expect: { kind: "pitch", lines: 50, current: "tmobile", needs: { premiumData: true } },
    },
    {
      ask: "pitch me: 45 lines, on verizon, needs hotspot",
      expect: { kind: "pitch", lines: 45, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "new prospect - 22 person plumbing company, currently on verizon, techs need hotspot. what do I pitch?",
      expect: { kind: "pitch", lines: 22, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "got a landscaping company with 9 guys on att, they think theyre overpaying. what should i pitch?",
      expect: { kind: "pitch", lines: 9, current: "att" },
    },
    {
      ask: "small accounting firm, 4 lines, they work off laptops on the road so they need hotspot. recommendation?",
      expect: { kind: "pitch", lines: 4, needs: { hotspot: true } },
    },
    {
      ask: [
        "ive got a meeting tomorrow w/ a bakery, five staff phones",
        "theyre on tmobile at the moment and want something cheap - what do i pitch them?",
      ],
      expect: { kind: "pitch", lines: 5, current: "tmobile" },
    },
    {
      ask: "My customer is a landscaping company with 9 guys, they are on Verizon now and hate the bill. They need to use their phones as a hotspot for the tablets in the trucks. What should I pitch them?",
      expect: { kind: "pitch", lines: 9, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "I have customer with 12 employees, they go to Canada and Mexico much for the work. Which plan I should propose to them?",
      expect: { kind: "pitch", lines: 12, needs: { international: true } },
    },
    {
      ask: "fwd from the customer: 'We're a 16-person landscaping outfit on AT&T, nobody streams anything, we just want it cheap and reliable.' what would you pitch them?",
      expect: { kind: "pitch", lines: 16, current: "att" },
    },
    {
      ask: "Customer with a dozen lines on Verizon, they burn through data and really can't be throttled - what would you recommend, and at what monthly?",
      expect: { kind: "pitch", lines: 12, current: "verizon", needs: { premiumData: true } },
    },
  ],
  greeting: [
    { ask: "hi", expect: { kind: "greeting" } },
    { ask: "hey!", expect: { kind: "greeting" } },
    { ask: "yo", expect: { kind: "greeting" } },
    { ask: "hey what can u help me with", expect: { kind: "greeting" } },
    { ask: "thanks!", expect: { kind: "greeting" } },
    { ask: "who are you", expect: { kind: "greeting" } },
    { ask: "Good afternoon!", expect: { kind: "greeting" } },
    { ask: "hey there, how's it going", expect: { kind: "greeting" } },
    { ask: "heyy", expect: { kind: "greeting" } },
    { ask: "hey there", expect: { kind: "greeting" } },
    { ask: "yo whats up", expect: { kind: "greeting" } },
    { ask: "thanks, that's all for now", expect: { kind: "greeting" } },
    { ask: "hi!! first day on the job here, what kind of stuff can you help me with?", expect: { kind: "greeting" } },
    { ask: "hey there good morning hows it going", expect: { kind: "greeting" } },
    { ask: "hey there! first day using this thing", expect: { kind: "greeting" } },
    { ask: "hiya, you around?", expect: { kind: "greeting" } },
  ],
  out_of_scope: [
    { ask: "compare iphone 16 vs galaxy s25 specs", expect: { kind: "outOfScope" } },
    { ask: "write an email to my customer", expect: { kind: "outOfScope" } },
    { ask: "how do I cancel a line", expect: { kind: "outOfScope" } },
    { ask: "who won the super bowl", expect: { kind: "outOfScope" } },
    { ask: "how much does comcast business internet cost", expect: { kind: "outOfScope" } },
    { ask: "what does a cricket wireless plan cost", expect: { kind: "outOfScope" } },
    { ask: "write me a poem about cell towers", expect: { kind: "outOfScope" } },
    { ask: "can you book a meeting with dana for tuesday", expect: { kind: "outOfScope" } },
    { ask: "translate hello into spanish", expect: { kind: "outOfScope" } },
    { ask: "tell me a joke", expect: { kind: "outOfScope" } },
    { ask: "what's 5g coverage like in rural montana", expect: { kind: "outOfScope" } },
    { ask: "what's the best pizza place near me", expect: { kind: "outOfScope" } },
    { ask: "what's the price of a verizon fios business line", expect: { kind: "outOfScope" } },
    { ask: "what does comcast business internet cost these days", expect: { kind: "outOfScope" } },
    { ask: "can you file my expense report for last weeks client lunch", expect: { kind: "outOfScope" } },
    { ask: "how much is google fi for 5 lines", expect: { kind: "outOfScope" } },
    {
      ask: "Can you tell me how much US Cellular charges for their business unlimited plan? my customer mentioned it and I have no idea",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "hey can you book me a flight to denver for the ridgeline meeting next tuesday",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "Customer emailed: 'can you beat what Spectrum Business charges us for internet?' - what does Spectrum charge for business internet?",
      expect: { kind: "outOfScope" },
    },
    { ask: "can you book me a flight to Denver for the 15th?", expect: { kind: "outOfScope" } },
  ],
  multi_intent: [
    {
      ask: "what's the priciest verizon unlimited plan + any verizon phone promos right now",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
          { kind: "promos", carrier: "verizon", category: "phones" },
        ],
      },
    },
    {
      ask: "renewals in the next 60 days; also how many deals are in negotiation",
      expect: {
        kind: "all",
        parts: [
          { kind: "renewals", range: { days: 60 } },
          { kind: "deals", status: ["negotiation"], pick: "count" },
        ],
      },
    },
    {
      ask: "cheapest tmo unlimited plan, and is the pixel 9 certified on t-mobile",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
          { kind: "deviceCert", model: "Pixel 9", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "how much for 10 lines of go5g business, also what hotspot promos are there",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "tmobile", name: "Go5G Business" } },
          { kind: "promos", category: "hotspots" },
        ],
      },
    },
    {
      ask: "compare carriers for 20 lines and list the iphone 17 promos",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 20 },
          { kind: "promos", about: "iPhone 17" },
        ],
      },
    },
    {
      ask: "cheapest att unlimited and cheapest verizon unlimited?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
        ],
      },
    },
    {
      ask: "list healthcare customers and their deals",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", industry: "Healthcare", pick: "list" },
          { kind: "deals", industry: "Healthcare" },
        ],
      },
    },
    {
      ask: "price 5 lines of verizon business unlimited pro vs 5 lines of att business unlimited elite",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 5, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
          { kind: "lineCost", lines: 5, plan: { carrier: "att", name: "Business Unlimited Elite" } },
        ],
      },
    },
    {
      ask: "hey! which promo ends first and what's my smallest open deal",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", soonest: true },
          { kind: "deals", open: true, pick: "smallest" },
        ],
      },
    },
    {
      ask: "how many won deals do we have and what's their total value",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["closed_won"], pick: "count" },
          { kind: "deals", status: ["closed_won"], pick: "total" },
        ],
      },
    },
    {
      ask: "cheapest verizon unlimited plan and verizon hotspot promos",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
          { kind: "promos", carrier: "verizon", category: "hotspots" },
        ],
      },
    },
    {
      ask: "are there any att promos, and what's the cheapest att tablet plan",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", carrier: "att" },
          { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Data Only" },
        ],
      },
    },
    {
      ask: "cheapest verizon phone plan, and is the pixel 9a certified on verizon?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
          { kind: "deviceCert", model: "Pixel 9a", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "give me the contact at magnolia home health and list their deals",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Magnolia", pick: "contact" },
          { kind: "deals", customer: "Magnolia" },
        ],
      },
    },
    {
      ask: "list the att hotspot plans and the hotspot devices certified on att",
      expect: {
        kind: "all",
        parts: [
          { kind: "planList", carrier: "att", planType: "Hotspot" },
          { kind: "deviceList", carrier: "att", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
        ],
      },
    },
    {
      ask: "cheapest att phone plan + is the galxy s25 certified on att",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
          { kind: "deviceCert", model: "Galaxy S25", carrier: "att" },
        ],
      },
    },
    {
      ask: "two things sorry: what is Owen Park's email at Northwind, and do we have any promos for fixed internet on T-Mobile?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind", pick: "email" },
          { kind: "promos", carrier: "tmobile", category: "fixed_wireless" },
        ],
      },
    },
    {
      ask: "Two things from the client's email: is the iPhone 16e certified on T-Mobile, and what's T-Mobile's cheapest phone plan?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
        ],
      },
    },
    {
      ask: "a dozen and a half lines on Verizon Business Unlimited Pro - what's the monthly? and are there any Verizon phone promos right now?",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 18, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
          { kind: "promos", carrier: "verizon", category: "phones" },
        ],
      },
    },
  ],

  commission: [
    { ask: "what commission will the Brightpath deal bring", expect: { kind: "commission", deal: "Brightpath" } },
    { ask: "commission on ridgeline hvac fleet refresh", expect: { kind: "commission", deal: "fleet refresh" } },
    {
      ask: "how much do we get upfront for northwind coffee",
      expect: { kind: "commission", deal: "Northwind Coffee" },
    },
    { ask: "residual per month on the cascade freight deal", expect: { kind: "commission", deal: "Cascade Freight" } },
    {
      ask: "when does the chargeback window end on bluewater dental",
      expect: { kind: "commission", deal: "Bluewater Dental", show: ["chargeback"] },
    },
    { ask: "comission magnolia home helth", expect: { kind: "commission", deal: "Magnolia Home Health" } },
    {
      ask: "total commission over the term for prairie grain",
      expect: { kind: "commission", deal: "Prairie Grain", show: ["term"] },
    },
    {
      ask: "have we received any commission for brightpath yet",
      expect: { kind: "commission", deal: "Brightpath", show: ["received"] },
    },
    { ask: "summit ridge vet deal commission pls", expect: { kind: "commission", deal: "Summit Ridge Vet" } },
    {
      ask: "what will granite state pay us upfront and in residuals",
      expect: { kind: "commission", deal: "Granite State" },
    },
    { ask: "commision on tidewater", expect: { kind: "commission", deal: "Tidewater Marine" } },
    { ask: "what's my commission on the northwind deals", expect: { kind: "commission", deal: "Northwind" } },
    {
      ask: "when does the chargeback window close on the ridgeline fleet refresh?",
      expect: { kind: "commission", deal: "fleet refresh", show: ["chargeback"] },
    },
    {
      ask: "total residual over the term for the cascade freight driver lines deal",
      expect: { kind: "commission", deal: "driver lines", show: ["term"] },
    },
    { ask: "comm on cascade freight?", expect: { kind: "commission", deal: "Cascade" } },
    {
      ask: "when does the chargeback window close on the Ridgeline fleet refresh, and what have we actually received on it so far?",
      expect: { kind: "commission", deal: "fleet refresh", show: ["chargeback", "received"] },
    },
    { ask: "what's my cut on the brightpath stuff?", expect: { kind: "commission", deal: "Brightpath" } },
    {
      ask: "commission on the cascade driver lines deal, residuals over the whole term too?",
      expect: { kind: "commission", deal: "driver lines", show: ["term"] },
    },
  ],
  renewals: [
    {
      ask: "who's coming up for renewal in the next 2 weeks",
      expect: { kind: "renewals", range: { weeks: 2 }, kinds: ["contract_end"] },
    },
    {
      ask: "contract expirations over the next 120 days pls",
      expect: { kind: "renewals", range: { days: 120 }, kinds: ["contract_end"] },
    },
    { ask: "t-mobile renewals this qtr", expect: { kind: "renewals", range: "thisQuarter", carrier: "tmobile" } },
    {
      ask: "when does the lakeshore tablets contract run out",
      expect: { kind: "renewals", range: { months: 24 }, deal: "Lakeshore", kinds: ["contract_end"] },
    },
    {
      ask: "anything expiring on my closed won deals over the next half year?",
      expect: { kind: "renewals", range: { months: 6 } },
    },
    {
      ask: "device payoffs due in the coming 6 weeks",
      expect: { kind: "renewals", range: { weeks: 6 }, kinds: ["last_installment"] },
    },
    {
      ask: "which contracts come up for renewal next month?",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["contract_end"] },
    },
    { ask: "renewals in the next 60 days", expect: { kind: "renewals", range: { days: 60 } } },
    {
      ask: "contracts ending this quarter",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["contract_end"] },
    },
    {
      ask: "any customer contracts expiring within 90 days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    { ask: "renewal radar for next month", expect: { kind: "renewals", range: "nextMonth" } },
    {
      ask: "last device installments coming up in the next three months",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["last_installment"] },
    },
    {
      ask: "when do chargeback windows close this quarter",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["chargeback_end"] },
    },
    {
      ask: "promotions ending on won deals in the next 30 days",
      expect: { kind: "renewals", range: { days: 30 }, kinds: ["promotion_end"] },
    },
    {
      ask: "contracts up for renewal in next 45 days on att",
      expect: { kind: "renewals", range: { days: 45 }, carrier: "att", kinds: ["contract_end"] },
    },
    {
      ask: "which accounts renew this month",
      expect: { kind: "renewals", range: "thisMonth", kinds: ["contract_end"] },
    },
    { ask: "upcomming renewels next quarter", expect: { kind: "renewals", range: "nextQuarter" } },
    {
      ask: "any contracts ending in the next 90 days?",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    {
      ask: "any customer promos rolling off on our closed deals next month?",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["promotion_end"] },
    },
    {
      ask: "whats on the renewals radar for verizon accounts in the next 60 days",
      expect: { kind: "renewals", range: { days: 60 }, carrier: "verizon" },
    },
    {
      ask: "any contracts up for renewal next quarter? don't want anything slipping through the cracks",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["contract_end"] },
    },
    {
      ask: "um which of our customers have their promo running out next month on the deals we already closed",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["promotion_end"] },
    },
    {
      ask: "would it be possible to see what's coming up on my won deals in the next three weeks?",
      expect: { kind: "renewals", range: { weeks: 3 } },
    },
    {
      ask: "which deals have their last device payment in the next three months? leave out contract ends",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["last_installment"] },
    },
  ],
};
