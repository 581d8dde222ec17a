/**
 * Sixth blind batch of evaluation questions for the AI sales assistant.
 *
 * Written blind: only from the seed (`supabase/seed.sql`), the catalogue and promotions in
 * `config/`, the judge (`tests/eval/expectations.ts`) and the product spec. No code of the
 * assistant and no other question set was read. Questions are phrased the way different
 * people ask: a new agent writing long polite sentences, a veteran typing fragments with
 * typos and shorthand, a sales manager asking about the team's pipeline, commissions and
 * renewals, and an agent on a call relaying what the customer just said. Each carries only
 * an expectation; the judge computes the answer from the database at run time.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_6: QuestionSet = {
  plan_lookup: [
    {
      ask: "Hi, I'm new here and still learning the catalogue. Could you please tell me which T-Mobile plan is the least expensive phone plan, and what it costs per line?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "most expnsive vz plan for phones",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "cheapest line of any kind across all 3 carriers, dont care if its iot or a watch or whatever",
      expect: { kind: "planExtreme", which: "cheapest", planType: "any" },
    },
    {
      ask: "list att fixed wireless plans w/ prices",
      expect: { kind: "planList", carrier: "att", planType: "Fixed Wireless" },
    },
    {
      ask: "Which unlimited phone plans, on any carrier, come in under $40 a line?",
      expect: { kind: "planList", planType: "Unlimited", under: 40 },
    },
    {
      ask: "tmo hotspot plans under 40 bucks a line?",
      expect: { kind: "planList", carrier: "tmobile", planType: "Hotspot", under: 40 },
    },
    {
      ask: "verizn business internet options + pricing pls",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "whats the priciest fixed wireless plan we can sell",
      expect: { kind: "planExtreme", which: "priciest", planType: "Fixed Wireless" },
    },
    {
      ask: "Could you show me every wearable plan AT&T offers for smartwatches?",
      expect: { kind: "planList", carrier: "att", planType: "Wearable" },
    },
    {
      ask: "cheapest tablet / data-only plan on verizon?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "How much is the AT&T Business Unlimited Elite plan per line?",
      expect: { kind: "planDetail", plan: { carrier: "att", name: "Business Unlimited Elite" }, show: ["price"] },
    },
    {
      ask: ["what iot plans does tmo have", "and verizon?"],
      expect: { kind: "planList", carrier: "verizon", planType: "IoT" },
    },
  ],

  plan_feature: [
    {
      ask: "which plan gives the most hotspot data?",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "What is the cheapest way to get 4K video streaming on a phone line, whichever carrier it is?",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "best premium data plan at&t",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "cheapest att plan that actually has premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "biggest hotspot allowance on t-mobile?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "does go5g biz include hotspot? how many gb",
      expect: { kind: "planDetail", plan: { carrier: "tmobile", name: "Go5G Business" }, show: ["hotspot"] },
    },
    {
      ask: "What video quality does Verizon Business Unlimited Plus stream at, and how much premium data does it include?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        show: ["video", "premiumData"],
      },
    },
    {
      ask: "att starter - any premium data on it?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Starter" },
        show: ["premiumData"],
      },
    },
    {
      ask: "lowest priced verizon plan w/ 4k streaming",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "customer's marketing team wants UHD video on their phones. cheapest at&t option?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "whats in t-mobile business essentials? hotspot, video res and price per line",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Business Essentials" },
        show: ["hotspot", "video", "price"],
      },
    },
  ],

  line_cost: [
    {
      ask: "How much would 14 lines on AT&T Business Unlimited Performance cost per month, and over a 24-month contract?",
      expect: {
        kind: "lineCost",
        lines: 14,
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        months: 24,
      },
    },
    {
      ask: "price out twenty lines of go5g biz, 36 mo",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "tmobile", name: "Go5G Business" }, months: 36 },
    },
    {
      ask: "If a customer takes 8 lines of Verizon Business Unlimited Pro, what is the monthly bill and the total over 3 years?",
      expect: { kind: "lineCost", lines: 8, plan: { carrier: "verizon", name: "Business Unlimited Pro" }, months: 36 },
    },
    {
      ask: "5 lines on vz — what's that run a month and over the contract",
      expect: { kind: "lineCost", lines: 5, carrier: "verizon" },
    },
    {
      ask: "cost of Internet Air for Business at 3 locations for 2 yrs?",
      expect: {
        kind: "lineCost",
        lines: 3,
        plan: { carrier: "att", name: "AT&T Internet Air for Business" },
        months: 24,
      },
    },
    {
      ask: "12 ln tmo ultimate, monthly + per yr?",
      expect: {
        kind: "lineCost",
        lines: 12,
        plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" },
        months: 12,
      },
    },
    {
      ask: "What would 40 tablets cost on the cheapest data-only plan, per month and over 24 months?",
      expect: { kind: "lineCost", lines: 40, planType: "Data Only", months: 24 },
    },
    {
      ask: "need pricing asap: 6 lines at&t elite, 18 month term",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "att", name: "Business Unlimited Elite" }, months: 18 },
    },
    {
      ask: ["whats verizon business unlimited plus per line", "ok and for 25 lines over 24 months?"],
      expect: {
        kind: "lineCost",
        lines: 25,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 24,
      },
    },
    {
      ask: "customer on the phone wants the cheapest tmo fixed wireless at 9 stores as backup internet — per month and over two years?",
      expect: { kind: "lineCost", lines: 9, carrier: "tmobile", planType: "Fixed Wireless", months: 24 },
    },
    {
      ask: "fifteen apple watches on the att wearables plan for a year, total?",
      expect: {
        kind: "lineCost",
        lines: 15,
        plan: { carrier: "att", name: "Business Unlimited Wearables" },
        months: 12,
      },
    },
  ],

  carrier_compare: [
    {
      ask: "compare all three carriers for 10 phone lines",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "vz vs tmo for 25 lines, they need hotspot",
      expect: { kind: "compare", lines: 25, carriers: ["verizon", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "Could you put AT&T and Verizon side by side for a 30-line account that needs premium data, including the 36-month totals?",
      expect: { kind: "compare", lines: 30, carriers: ["att", "verizon"], needs: { premiumData: true }, months: 36 },
    },
    {
      ask: "customer has 14 phones. how does each carrier price out for them?",
      expect: { kind: "compare", lines: 14 },
    },
    {
      ask: "att vs t-mobil 50 lines, 2 yr total",
      expect: { kind: "compare", lines: 50, carriers: ["att", "tmobile"], months: 24 },
    },
    {
      ask: "compare carriers for 7 lines w/ hotspot AND premium data",
      expect: { kind: "compare", lines: 7, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "How do the three carriers stack up for an 18-line crew over 3 years?",
      expect: { kind: "compare", lines: 18, months: 36 },
    },
    {
      ask: ["I have a prospect with 22 lines", "compare verizon and t-mobile for them"],
      expect: { kind: "compare", lines: 22, carriers: ["verizon", "tmobile"] },
    },
    {
      ask: "side by side, 6 lines, att / vz / tmo, hotspot is a must",
      expect: { kind: "compare", lines: 6, carriers: ["att", "verizon", "tmobile"], needs: { hotspot: true } },
    },
  ],

  device_certification: [
    {
      ask: "is the galaxy a25 5g certified on at&t?",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "razr+ 2024 on verizon ok?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    {
      ask: "Could you confirm whether the Sonim XP Pro is certified on T-Mobile's network?",
      expect: { kind: "deviceCert", model: "XP Pro", carrier: "tmobile" },
    },
    {
      ask: "which carriers certify the kyocera duraforce ultra 5g uw",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    {
      ask: "iphone 16e supported on tmo?",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
    },
    {
      ask: "does the pixel 10 pro fold work on vz",
      expect: { kind: "deviceCert", model: "Pixel 10 Pro Fold", carrier: "verizon" },
    },
    {
      ask: "Is the iPhone 12 certified on any of our carriers?",
      expect: { kind: "unknownDevice", model: "iPhone 12" },
    },
    {
      ask: "oneplus 12 on att?",
      expect: { kind: "unknownDevice", model: "OnePlus 12" },
    },
    {
      ask: "TCL Flip 2 — which networks is it certified on?",
      expect: { kind: "deviceCert", model: "Flip 2" },
    },
    {
      ask: "customer says his guys all carry galaxy s21s, can they keep them?",
      expect: { kind: "unknownDevice", model: "Galaxy S21" },
    },
    {
      ask: "cradlepoint w4005 certified on tmobile??",
      expect: { kind: "deviceCert", model: "W4005", carrier: "tmobile" },
    },
    {
      ask: ["is the galaxy xcover7 pro certified on verizon", "what about the nokia 2780 flip on verizon?"],
      expect: { kind: "deviceCert", model: "2780 Flip", carrier: "verizon" },
    },
  ],

  device_list: [
    {
      ask: "what sonim devices are certified on verizon",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Sonim" },
    },
    {
      ask: "kyocera phones on att pls",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Kyocera" },
    },
    {
      ask: "list the tmo hotspots",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "Which fixed wireless gateways are certified on Verizon?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["FWA"] },
    },
    {
      ask: "flip phones on at&t? customer's older staff hate smartphones",
      expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] },
    },
    {
      ask: "what google smartwatches are certified",
      expect: { kind: "deviceList", manufacturer: "Google", types: ["Wearable"] },
    },
    {
      ask: "Which rugged tablets do we have in the certified catalogue?",
      expect: { kind: "deviceList", types: ["Rugged Tablet"], alsoTypes: ["Tablet/Laptop"] },
    },
    {
      ask: "certified laptops?",
      expect: { kind: "deviceList", types: ["Laptop"], alsoTypes: ["Tablet/Laptop", "Computer", "Netbook"] },
    },
    {
      ask: "what dashcams are certified, fleet customer asking",
      expect: { kind: "deviceList", types: ["Dashcam"] },
    },
    {
      ask: "att alarm communicators list",
      expect: { kind: "deviceList", carrier: "att", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "panasonic toughbooks - what models do we have?",
      expect: { kind: "deviceList", manufacturer: "Panasonic" },
    },
  ],

  promotions: [
    {
      ask: "what promos does verizon have right now",
      expect: { kind: "promos", carrier: "verizon" },
    },
    {
      ask: "Are there any tablet promotions running at the moment?",
      expect: { kind: "promos", category: "tablets" },
    },
    {
      ask: "galaxy s25 promos?",
      expect: { kind: "promos", about: "Galaxy S25" },
    },
    {
      ask: "which promos end in january",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "what promo is expiring soonest",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: "tmo hotspot promo?",
      expect: { kind: "promos", carrier: "tmobile", category: "hotspots" },
    },
    {
      ask: "Are there any current offers on fixed wireless or business internet, across all the carriers?",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "customer would port in from another carrier — any promos that need a port-in?",
      expect: { kind: "promos", about: "port-in" },
    },
    {
      ask: "att promos ending before march",
      expect: { kind: "promos", carrier: "att", endsBeforeMonth: 3 },
    },
    {
      ask: "any laptop promos going?",
      expect: { kind: "promos", category: "laptops" },
    },
    {
      ask: "anything on the pixel 10??",
      expect: { kind: "promos", about: "Pixel 10" },
    },
    {
      ask: "which promotions run out in the next 60 days?",
      expect: { kind: "promos", endsWithinDays: 60 },
    },
  ],

  deals_by_stage: [
    {
      ask: "show me the deals sitting in the negotiation column",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "what's at proposal status rn",
      expect: { kind: "deals", status: ["proposal"] },
    },
    {
      ask: "How many open deals does the team have right now?",
      expect: { kind: "deals", open: true, pick: "count" },
    },
    {
      ask: "list qualified + negotiation deals",
      expect: { kind: "deals", status: ["qualified", "negotiation"] },
    },
    {
      ask: "which deals did we lose",
      expect: { kind: "deals", status: ["closed_lost"] },
    },
    {
      ask: "As a manager I'd like the total value of everything we've closed won, please.",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    {
      ask: "how many leads do we have",
      expect: { kind: "deals", status: ["lead"], pick: "count" },
    },
    {
      ask: "biggest deal still at proposal?",
      expect: { kind: "deals", status: ["proposal"], pick: "largest" },
    },
    {
      ask: "closed won deals on verizon",
      expect: { kind: "deals", status: ["closed_won"], carrier: "verizon" },
    },
    {
      ask: "smallest deal in qualified",
      expect: { kind: "deals", status: ["qualified"], pick: "smallest" },
    },
    {
      ask: "whats the total value of our open pipeline",
      expect: { kind: "deals", open: true, pick: "total" },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "what deals close this week?",
      expect: { kind: "deals", closing: "thisWeek" },
    },
    {
      ask: "Which open deals are closing soonest? Please give me the top three, in order.",
      expect: { kind: "deals", open: true, pick: "soonest", top: 3 },
    },
    {
      ask: "biggest open deal we got",
      expect: { kind: "deals", open: true, pick: "largest" },
    },
    {
      ask: "open deals over 100k",
      expect: { kind: "deals", open: true, over: 100000 },
    },
    {
      ask: "anything closing in the next 10 days?",
      expect: { kind: "deals", closing: { withinDays: 10 } },
    },
    {
      ask: "cascde freight deals",
      expect: { kind: "deals", customer: "Cascade" },
    },
    {
      ask: "smallest deal we've won",
      expect: { kind: "deals", status: ["closed_won"], pick: "smallest" },
    },
    {
      ask: "top 3 t-mobile deals by value",
      expect: { kind: "deals", carrier: "tmobile", pick: "largest", top: 3 },
    },
    {
      ask: "Could you list all of our deals with healthcare customers?",
      expect: { kind: "deals", industry: "Healthcare" },
    },
    {
      ask: "open deals under 10k",
      expect: { kind: "deals", open: true, under: 10000 },
    },
    {
      ask: "total $ of the deals closing in the next ten days",
      expect: { kind: "deals", closing: { withinDays: 10 }, pick: "total" },
    },
    {
      ask: ["what's going on with brightpth", "which of their deals is bigger?"],
      expect: { kind: "deals", customer: "Brightpath", pick: "largest" },
    },
  ],

  customers: [
    {
      ask: "what's Kevin Brandt's email at Lakeshore?",
      expect: { kind: "customers", company: "Lakeshore", pick: "email" },
    },
    {
      ask: "phone # for bluewater dental",
      expect: { kind: "customers", company: "Bluewater", pick: "phone" },
    },
    {
      ask: "who do i talk to at copperline",
      expect: { kind: "customers", company: "Copperline", pick: "contact" },
    },
    {
      ask: "Which of our customers are in healthcare?",
      expect: { kind: "customers", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "how many customers do we have",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: "who's our customer down in Texas",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: "Could you give me the email address for our customer in Asheville, please?",
      expect: { kind: "customers", city: "Asheville", pick: "email" },
    },
    {
      ask: "what industry is prairie grain in",
      expect: { kind: "customers", company: "Prairie Grain", pick: "industry" },
    },
    {
      ask: "construction clients?",
      expect: { kind: "customers", industry: "Construction", pick: "list" },
    },
    {
      ask: "who's the contact at magnolia home helth",
      expect: { kind: "customers", company: "Magnolia", pick: "contact" },
    },
    {
      ask: "customers in portland",
      expect: { kind: "customers", city: "Portland", pick: "list" },
    },
    {
      ask: ["who's the contact at prairie grain", "and her email?"],
      expect: { kind: "customers", company: "Prairie Grain", pick: "email" },
    },
  ],

  saved_quotes: [
    {
      ask: "show my saved quotes",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "How many quotes have we saved so far?",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "latest quote?",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: "what was the monthly total on the quote we did for Northwind Coffee",
      expect: { kind: "quotes", customer: "Northwind", pick: "monthly" },
    },
    {
      ask: "any saved quotes over $1,000 a month?",
      expect: { kind: "quotes", overMonthly: 1000, pick: "list" },
    },
    {
      ask: "which carrier did we recommend in the cascade freight quote",
      expect: { kind: "quotes", customer: "Cascade", pick: "carrier" },
    },
    {
      ask: "contract total on the ridgeline quote?",
      expect: { kind: "quotes", customer: "Ridgeline", pick: "contract" },
    },
    {
      ask: "what does the magnolia quote come to per yr",
      expect: { kind: "quotes", customer: "Magnolia", pick: "yearly" },
    },
    {
      ask: "Did anyone save a quote for Tidewater Marine yet?",
      expect: { kind: "quotes", customer: "Tidewater", pick: "list" },
    },
  ],

  pitch: [
    {
      ask: "customer says they have 14 phones on verizon and hate the hotspot, what do I offer",
      expect: { kind: "pitch", lines: 14, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "12-person landscaping crew currently on att, just need basic phones. what should i pitch",
      expect: { kind: "pitch", lines: 12, current: "att" },
    },
    {
      ask: "What would you recommend for a 30-line sales team whose reps burn through a lot of data and need plenty of premium data?",
      expect: { kind: "pitch", lines: 30, needs: { premiumData: true } },
    },
    {
      ask: "pitch for 8 lines, they're on tmobile and tether laptops all day",
      expect: { kind: "pitch", lines: 8, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "new prospect: dental office, six phones, no carrier yet. what plan do i recommend?",
      expect: { kind: "pitch", lines: 6 },
    },
    {
      ask: "on a call now — vet clinic, 16 lines porting from verizon, their mobile vets need hotspot for laptops. best offer?",
      expect: { kind: "pitch", lines: 16, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "What plan should I offer a 45-line field service company on AT&T that needs both hotspot and premium data?",
      expect: { kind: "pitch", lines: 45, current: "att", needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: [
        "I'm on a call with a trucking company",
        "they have twenty drivers on T-Mobile, want something cheaper but still need premium data",
        "what should I pitch?",
      ],
      expect: { kind: "pitch", lines: 20, current: "tmobile", needs: { premiumData: true } },
    },
    {
      ask: "cust has 5 lines w/ vz, unhappy, what do i sell them",
      expect: { kind: "pitch", lines: 5, current: "verizon" },
    },
  ],

  greeting: [
    { ask: "hi", expect: { kind: "greeting" } },
    {
      ask: "Good morning! I just started this week — what kinds of things can you help me with?",
      expect: { kind: "greeting" },
    },
    { ask: "hey there", expect: { kind: "greeting" } },
    { ask: "yo", expect: { kind: "greeting" } },
    { ask: "thanks!!", expect: { kind: "greeting" } },
    { ask: "hello, who am I talking to?", expect: { kind: "greeting" } },
    { ask: "Good afternoon.", expect: { kind: "greeting" } },
    { ask: "hiya", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "what's the weather in Denver tomorrow", expect: { kind: "outOfScope" } },
    { ask: "can you write me a poem about my dog", expect: { kind: "outOfScope" } },
    { ask: "how much does Comcast Business internet cost per month?", expect: { kind: "outOfScope" } },
    { ask: "who won the super bowl last year", expect: { kind: "outOfScope" } },
    { ask: "US Cellular business plan pricing?", expect: { kind: "outOfScope" } },
    { ask: "Could you help me fix a broken Excel macro in my expense report?", expect: { kind: "outOfScope" } },
    { ask: "show me Harbor Telecom Group's deals", expect: { kind: "outOfScope" } },
    { ask: "whats starlink business cost a month", expect: { kind: "outOfScope" } },
    {
      ask: ["what's the cheapest tmo phone plan", "cool. what's T-Mobile's stock price today?"],
      expect: { kind: "outOfScope" },
    },
  ],

  multi_intent: [
    {
      ask: "is the sonim xp10 certified on tmo, and how much are 18 lines of business unlimited advanced over 24 months?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "XP10", carrier: "tmobile" },
          {
            kind: "lineCost",
            lines: 18,
            plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
            months: 24,
          },
        ],
      },
    },
    {
      ask: "phone number for northwind coffee and what deals do we have with them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind", pick: "phone" },
          { kind: "deals", customer: "Northwind" },
        ],
      },
    },
    {
      ask: "Two things please: what's Verizon's cheapest phone plan, and are there any Verizon phone promotions right now?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
          { kind: "promos", carrier: "verizon", category: "phones" },
        ],
      },
    },
    {
      ask: "how many open deals + how many customers do we have",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "count" },
          { kind: "customers", pick: "count" },
        ],
      },
    },
    {
      ask: "commission on the ridgeline 57-line deal, have we been paid anything, and who's the contact there?",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "57-line", show: ["received"] },
          { kind: "customers", company: "Ridgeline", pick: "contact" },
        ],
      },
    },
    {
      ask: "tmo hotspots certified + whatever hotspot promo tmo is running",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
          { kind: "promos", carrier: "tmobile", category: "hotspots" },
        ],
      },
    },
    {
      ask: "Compare AT&T and Verizon for 10 lines, and tell me which carriers certify the iPhone 17 Pro.",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 10, carriers: ["att", "verizon"] },
          { kind: "deviceCert", model: "iPhone 17 Pro" },
        ],
      },
    },
    {
      ask: ["got a sec?", "email for the cascade freight contact, and the biggest open deal we have with them"],
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Cascade", pick: "email" },
          { kind: "deals", customer: "Cascade", open: true, pick: "largest" },
        ],
      },
    },
    {
      ask: "what do i make on the northwind manager phones deal, and what t-mobile phone promos are out there",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "manager phones" },
          { kind: "promos", carrier: "tmobile", category: "phones" },
        ],
      },
    },
    {
      ask: "copperline's phone number, and which sonim rugged phones can we put on att for them?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Copperline", pick: "phone" },
          {
            kind: "deviceList",
            carrier: "att",
            manufacturer: "Sonim",
            types: ["Rugged Phone"],
            alsoTypes: ["PTT Device", "Feature Phone"],
          },
        ],
      },
    },
  ],

  commission: [
    {
      ask: "commission on the ridgeline fleet refresh?",
      expect: { kind: "commission", deal: "fleet refresh" },
    },
    {
      ask: "For the Bluewater Internet Air backup deal, how much commission should we expect, and how much have we actually received so far?",
      expect: { kind: "commission", deal: "Internet Air backup", show: ["received"] },
    },
    {
      ask: "northwind pos failover residuals per yr?",
      expect: { kind: "commission", deal: "POS failover", show: ["year"] },
    },
    {
      ask: "when does the chargeback window close on the brightpath admin phones",
      expect: { kind: "commission", deal: "admin phones", show: ["chargeback"] },
    },
    {
      ask: "What's the total residual over the contract term on the Bluewater front-desk phones deal?",
      expect: { kind: "commission", deal: "front-desk phones", show: ["term"] },
    },
    {
      ask: "comm on lakeshore inspection tablets — recvd anything yet?",
      expect: { kind: "commission", deal: "inspection tablets", show: ["received"] },
    },
    {
      ask: "Could you break down the commission on every Northwind Coffee deal for me?",
      expect: { kind: "commission", deal: "Northwind Coffee" },
    },
    {
      ask: "what would we earn on the cascade 220 driver lines deal if it closes",
      expect: { kind: "commission", deal: "220 driver lines" },
    },
    {
      ask: "residual/mo on magnolia clinician phones + tablets, and the chargeback date",
      expect: { kind: "commission", deal: "clinician phones", show: ["chargeback"] },
    },
    {
      ask: "commission summary for the granite state patrol vehicle routers",
      expect: { kind: "commission", deal: "patrol vehicle routers" },
    },
    {
      ask: [
        "show me the won deals on at&t",
        "what's the commission on the fleet refresh one over the whole term, and have we been paid anything?",
      ],
      expect: { kind: "commission", deal: "fleet refresh", show: ["term", "received"] },
    },
  ],

  renewals: [
    {
      ask: "what's on the renewals radar for the next 60 days",
      expect: { kind: "renewals", range: { days: 60 } },
    },
    {
      ask: "which contracts end next quarter",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["contract_end"] },
    },
    {
      ask: "Is anything on the renewals radar between now and the end of this month?",
      expect: { kind: "renewals", range: "thisMonth" },
    },
    {
      ask: "chargeback windows closing in the next 6 months?",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["chargeback_end"] },
    },
    {
      ask: "final device installment payments due in the next 90 days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["last_installment"] },
    },
    {
      ask: "bluewater - everything on the renewals radar over the next 3 months",
      expect: { kind: "renewals", range: { months: 3 }, deal: "Bluewater" },
    },
    {
      ask: "verizon contracts expiring within 8 weeks",
      expect: { kind: "renewals", range: { weeks: 8 }, carrier: "verizon", kinds: ["contract_end"] },
    },
    {
      ask: "As the sales manager I'd like to know which of our won deals have a promotion ending this quarter.",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["promotion_end"] },
    },
    {
      ask: "renewals radar for next month, all dates pls",
      expect: { kind: "renewals", range: "nextMonth" },
    },
    {
      ask: [
        "pull up the lakeshore pm inspection tablets deal",
        "does its contract end in the next 4 months? what day?",
      ],
      expect: { kind: "renewals", range: { months: 4 }, kinds: ["contract_end"], deal: "inspection tablets" },
    },
  ],
};
