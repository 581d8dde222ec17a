/**
 * Blind evaluation batch 10 for the AI sales assistant.
 *
 * Written blind: from the seed (`supabase/seed.sql`), the catalogue under `config/`
 * (carriers, device types, promotions), the judge (`./expectations.ts`, with the helpers it
 * imports from `lib/format.ts` and `lib/quotes/`) and the product spec only, without reading
 * the assistant's code or any other question set, and never run against the assistant while
 * being written.
 *
 * Voices: a store manager on the shop floor (short asks, store slang and abbreviations such
 * as "ppl", "#", "w/", "approx", "pls", "thx", "vz", "tmo", "att"); a non-native speaker of
 * English whose grammar and word order are a little off ("for Verizon the cheapest plan which
 * is?", "how many deals we have won?"); a methodical agent who works over two or three turns
 * and points back with "those", "that one", "the second one", "same for AT&T", "and yearly?";
 * an agent who writes numbers every way (digits, words, "a dozen", "half a dozen", "a couple",
 * "2 dozen", "$1.2k", "fifteen hundred"), periods ("per yr", "over 2 years", "a 30-month term")
 * and orderings ("top 3", "biggest", "soonest", "least", "priciest"); and an agent who
 * misspells customers, carriers and models ("Bluewatr", "Lakshore", "Verizn", "T-Mobil",
 * "Galxy", "Pixle", "Googel").
 *
 * Dates are relative only: the seed's deals and renewals move with the database's current
 * date and the judge reads every range from that date. Day windows for counts and totals sit
 * between the seeded close dates (2, 3, 5, 6, 14, 21, 25, 30, 40, 45 and 60 days out), never
 * on one, and renewal windows stay clear of the promotion, contract and installment days the
 * seed sets on won deals (20, 40 and 75 days out).
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_10: QuestionSet = {
  plan_lookup: [
    {
      ask: "cheapest vz phone plan pls",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "For AT&T the most expensive plan which one is?",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att" },
    },
    {
      ask: "list every fixed wireless plan Verizon has, w/ the price of each",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "whats the cheapest plan on T-Mobil for a phone line",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: ["What's T-Mobile's cheapest phone plan?", "Same for AT&T."],
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "any T-Mobile phone plans under forty bucks a line?",
      expect: { kind: "planList", carrier: "tmobile", planType: "Unlimited", under: 40 },
    },
    {
      ask: "Verizon Business Unlimited Plus, how much hotspot it has and which is the price per line?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        show: ["hotspot", "price"],
      },
    },
    {
      ask: "att business unlimited starter - premium data? video quality?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Starter" },
        show: ["premiumData", "video"],
      },
    },
    {
      ask: "what's the least I'd pay per line for a dedicated hotspot plan, any of the 3 carriers?",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Hotspot" },
    },
    {
      ask: ["Show me T-Mobile's IoT plans.", "Same for Verizon."],
      expect: { kind: "planList", carrier: "verizon", planType: "IoT" },
    },
    {
      ask: "verison plans under $25 a line, any kind",
      expect: { kind: "planList", carrier: "verizon", under: 25 },
    },
    {
      ask: "priciest plan in the whole catalogue, any type of line?",
      expect: { kind: "planExtreme", which: "priciest", planType: "any" },
    },
  ],

  plan_feature: [
    {
      ask: "which plan has the most hotspot? any carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "On T-Mobile the cheapest plan with a real hotspot is which?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "cheapest plan w/ 4K video out of all 3 carriers?",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "Verizion's best plan for premium data?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "best" },
    },
    {
      ask: ["Does AT&T have plans with 4K streaming?", "Which is the cheapest of those?"],
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "lowest cost tmo plan w/ 50gb+ priority data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "Which Verizon plan gives the most big hotspot allowance?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "cheapest way to get a proper hotspot allowance, at least fifteen gigs, on any carrier?",
      expect: { kind: "planFeature", feature: "hotspot", rank: "cheapest" },
    },
    {
      ask: "tmobil best plan for 4k video",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: ["I need a plan with premium data for a customer.", "On AT&T.", "Cheapest one?"],
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "best video quality plan on vz?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "best" },
    },
  ],

  line_cost: [
    {
      ask: "a dozen lines on AT&T Business Unlimited Performance: monthly, and over 2 years?",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: "half a dozen Go5G Business lines for a year, what's that come to? monthly too",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "tmobile", name: "Go5G Business" }, months: 12 },
    },
    {
      ask: "15 ppl on vz business unlimited plus, approx $/mo + contract total pls",
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "price for 20 lines on T-Mobil Busness Essentials, per month and for the contract",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "tmobile", name: "Business Essentials" } },
    },
    {
      ask: "two dozen lines on AT&T, what's the monthly and the 24-month total?",
      expect: { kind: "lineCost", lines: 24, carrier: "att" },
    },
    {
      ask: ["How much is Verizon Business Unlimited Start per line?", "OK, for 9 lines then?", "And over 3 years?"],
      expect: {
        kind: "lineCost",
        lines: 9,
        plan: { carrier: "verizon", name: "Business Unlimited Start" },
        months: 36,
      },
    },
    {
      ask: "a couple of T-Mobile Business Unlimited Ultimate lines, $ per month and per yr?",
      expect: {
        kind: "lineCost",
        lines: 2,
        plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" },
        months: 12,
      },
    },
    {
      ask: "cost of the cheapest fixed wireless plan for 4 sites, monthly and over a 2-yr term?",
      expect: { kind: "lineCost", lines: 4, planType: "Fixed Wireless" },
    },
    {
      ask: "For 5 hotspot lines on Verizon, the monthly how much is, and for 24 months?",
      expect: { kind: "lineCost", lines: 5, carrier: "verizon", planType: "Hotspot" },
    },
    {
      ask: [
        "Compare Go5G Business and Business Unlimited Advanced on T-Mobile.",
        "The second one: how much for 10 lines, monthly and over the contract?",
      ],
      expect: { kind: "lineCost", lines: 10, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "30 watches on the att wearables plan, $/mo & 2yr total?",
      expect: { kind: "lineCost", lines: 30, plan: { carrier: "att", name: "Business Unlimited Wearables" } },
    },
    {
      ask: "fifteen lines on T-Mobile Business Unlimited Advanced over a 30-month term: monthly and total?",
      expect: {
        kind: "lineCost",
        lines: 15,
        plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
        months: 30,
      },
    },
  ],

  carrier_compare: [
    {
      ask: "compare all 3 carriers for 10 lines pls",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "For 25 lines with hotspot, which carrier is cheaper, AT&T or T-Mobile?",
      expect: { kind: "compare", lines: 25, carriers: ["att", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "a dozen lines that need premium data: verizon vs tmobile, monthly and over 2 yrs",
      expect: {
        kind: "compare",
        lines: 12,
        carriers: ["verizon", "tmobile"],
        needs: { premiumData: true },
        months: 24,
      },
    },
    {
      ask: "Verizn vs ATT for 6 lines, they travel internationally a lot",
      expect: { kind: "compare", lines: 6, carriers: ["verizon", "att"], needs: { international: true } },
    },
    {
      ask: ["What's T-Mobile's cheapest phone plan?", "Compare that against the other two carriers for 18 lines."],
      expect: { kind: "compare", lines: 18 },
    },
    {
      ask: "side by side, all three carriers, fifty lines, need hotspot AND premium data",
      expect: { kind: "compare", lines: 50, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "att v tmo for 40 lines, monthly?",
      expect: { kind: "compare", lines: 40, carriers: ["att", "tmobile"] },
    },
    {
      ask: "Between the three carriers which is cheapest for 7 lines with international roaming, and how much per month each one?",
      expect: { kind: "compare", lines: 7, needs: { international: true } },
    },
    {
      ask: "3 lines, compare the carriers per month and per year",
      expect: { kind: "compare", lines: 3, months: 12 },
    },
    {
      ask: "T-Moble or Verizen cheaper for 14 phones w/ hotspot?",
      expect: { kind: "compare", lines: 14, carriers: ["tmobile", "verizon"], needs: { hotspot: true } },
    },
    {
      ask: ["I have a customer with 20 lines.", "They want premium data.", "How do the carriers stack up?"],
      expect: { kind: "compare", lines: 20, needs: { premiumData: true } },
    },
  ],

  device_certification: [
    {
      ask: "is the Galaxy S25 Egde certified on verizon",
      expect: { kind: "deviceCert", model: "Galaxy S25 Edge", carrier: "verizon" },
    },
    {
      ask: "The motorola razr+ 2024 on Verizon, it is certified or not?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    {
      ask: "galaxy A25 5G ok on att?",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "which carriers certify the Kyocera DuraForce Ulta 5G UW",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    {
      ask: "sonim xp3plus 5g on tmo?",
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
    {
      ask: "Nokia 2780 Flip, on which carriers it is certified?",
      expect: { kind: "deviceCert", model: "2780 Flip" },
    },
    {
      ask: "is the iPhone 12 certified on T-Mobile?",
      expect: { kind: "unknownDevice", model: "iPhone 12" },
    },
    {
      ask: "Pixle 10 Pro Fold on tmobile, certified?",
      expect: { kind: "deviceCert", model: "Pixel 10 Pro Fold", carrier: "tmobile" },
    },
    {
      ask: ["Is the TCL Flip 2 certified on T-Mobile?", "And on AT&T?"],
      expect: { kind: "deviceCert", model: "Flip 2", carrier: "att" },
    },
    {
      ask: "is the Galaxy Note 20 Ultra on the certified list?",
      expect: { kind: "unknownDevice", model: "Galaxy Note 20 Ultra" },
    },
    {
      ask: "we've got 2 dozen Zebra TC58s coming, are they certified on T-Mobile?",
      expect: { kind: "deviceCert", model: "TC58", carrier: "tmobile" },
    },
    {
      ask: "Cradlepoint W4005: which carriers is it certified on?",
      expect: { kind: "deviceCert", model: "W4005" },
    },
  ],

  device_list: [
    {
      ask: "sonim devices certified on att? list pls",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Sonim" },
    },
    {
      ask: "Which Kyocera devices Verizon has certified?",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Kyocera" },
    },
    {
      ask: "flip phones certified on T-Mobil",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Feature Phone"] },
    },
    {
      ask: "list all the mobile hotspots T-Mobile certifies, I think there's about half a dozen?",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "vz fwa gateways?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["FWA"] },
    },
    {
      ask: ["What body cameras are certified?", "Which of those work on Verizon?"],
      expect: { kind: "deviceList", carrier: "verizon", types: ["Body Camera"] },
    },
    {
      ask: "kids smartwatches, which ones r certified",
      expect: { kind: "deviceList", types: ["Smartwatch"] },
    },
    {
      ask: "Dashcams, which ones are certified for AT&T?",
      expect: { kind: "deviceList", carrier: "att", types: ["Dashcam"] },
    },
    {
      ask: "give me every rugged tablet on AT&T",
      expect: { kind: "deviceList", carrier: "att", types: ["Rugged Tablet"], alsoTypes: ["Tablet/Laptop"] },
    },
    {
      ask: "medical devices certified? the rpm stuff",
      expect: { kind: "deviceList", types: ["Medical Device"] },
    },
    {
      ask: ["Which alarm communicators are certified?", "Only the Verizon ones.", "Thanks, list them please."],
      expect: { kind: "deviceList", carrier: "verizon", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "Googel pixel watches on tmobile?",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Google", types: ["Wearable"] },
    },
  ],

  promotions: [
    {
      ask: "current vz promos?",
      expect: { kind: "promos", carrier: "verizon" },
    },
    {
      ask: "Which promotions for hotspots there are right now?",
      expect: { kind: "promos", category: "hotspots" },
    },
    {
      ask: "any promos on the Galxy S25 rn?",
      expect: { kind: "promos", about: "Galaxy S25" },
    },
    {
      ask: "which promos end in January?",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "what's the soonest-ending promo?",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: ["What AT&T promos are running?", "Any for laptops?"],
      expect: { kind: "promos", carrier: "att", category: "laptops" },
    },
    {
      ask: "tmo promos for fixed wireless?",
      expect: { kind: "promos", carrier: "tmobile", category: "fixed_wireless" },
    },
    {
      ask: "The promotions that are finishing before March, which are they?",
      expect: { kind: "promos", endsBeforeMonth: 3 },
    },
    {
      ask: "iphone 17 promos across all carriers",
      expect: { kind: "promos", about: "iPhone 17" },
    },
    {
      ask: "promos ending in the next 60 days?",
      expect: { kind: "promos", endsWithinDays: 60 },
    },
    {
      ask: "fwa promos, all carriers pls",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "For tablets, what promotion has Verizon?",
      expect: { kind: "promos", carrier: "verizon", category: "tablets" },
    },
  ],

  deals_by_stage: [
    {
      ask: "# of deals in negotiation?",
      expect: { kind: "deals", status: ["negotiation"], pick: "count" },
    },
    {
      ask: "Which deals are in the proposal stage now?",
      expect: { kind: "deals", status: ["proposal"], pick: "list" },
    },
    {
      ask: "total $ value of everything we've closed won",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    {
      ask: "show me the leads",
      expect: { kind: "deals", status: ["lead"], pick: "list" },
    },
    {
      ask: ["What's in qualified?", "And which of those is the biggest?"],
      expect: { kind: "deals", status: ["qualified"], pick: "largest" },
    },
    {
      ask: "how many deals did we lose?",
      expect: { kind: "deals", status: ["closed_lost"], pick: "count" },
    },
    {
      ask: "open pipeline total $?",
      expect: { kind: "deals", open: true, pick: "total" },
    },
    {
      ask: "top 3 biggest open deals, with values",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
    {
      ask: "How many deals we have won until now?",
      expect: { kind: "deals", status: ["closed_won"], pick: "count" },
    },
    {
      ask: "negociation deals list w/ values",
      expect: { kind: "deals", status: ["negotiation"], pick: "list" },
    },
    {
      ask: "least valuable deal still sitting in lead?",
      expect: { kind: "deals", status: ["lead"], pick: "smallest" },
    },
    {
      ask: ["Show me the won deals.", "Which one's the smallest?"],
      expect: { kind: "deals", status: ["closed_won"], pick: "smallest" },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "deals closing in the next 10 days?",
      expect: { kind: "deals", closing: { withinDays: 10 }, pick: "list" },
    },
    {
      ask: "Which deals of Cascade Freight we have?",
      expect: { kind: "deals", customer: "Cascade", pick: "list" },
    },
    {
      ask: "deals over $100k",
      expect: { kind: "deals", over: 100000, pick: "list" },
    },
    {
      ask: "deals for Brightpth",
      expect: { kind: "deals", customer: "Brightpath", pick: "list" },
    },
    {
      ask: "the 3 open deals closing soonest?",
      expect: { kind: "deals", open: true, pick: "soonest", top: 3 },
    },
    {
      ask: "open deals under $10k?",
      expect: { kind: "deals", open: true, under: 10000, pick: "list" },
    },
    {
      ask: "The T-Mobile deals still open, how much they are worth all together?",
      expect: { kind: "deals", carrier: "tmobile", open: true, pick: "total" },
    },
    {
      ask: ["Any deals with Granite State?", "Which of those is closing first?"],
      expect: { kind: "deals", customer: "Granite", pick: "soonest" },
    },
    {
      ask: "healthcare deals?",
      expect: { kind: "deals", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "how many open deals close within the next 5 weeks?",
      expect: { kind: "deals", closing: { withinDays: 35 }, pick: "count" },
    },
    {
      ask: "verizon deals on the books for Lakshore",
      expect: { kind: "deals", customer: "Lakeshore", carrier: "verizon", pick: "list" },
    },
    {
      ask: "biggest AT&T deal we have, any stage?",
      expect: { kind: "deals", carrier: "att", pick: "largest" },
    },
  ],

  customers: [
    {
      ask: "email for the cascade freight contact pls",
      expect: { kind: "customers", company: "Cascade", pick: "email" },
    },
    {
      ask: "Who is the contact person at Magnolia Home Health?",
      expect: { kind: "customers", company: "Magnolia", pick: "contact" },
    },
    {
      ask: "phone # for Bluewatter Dental",
      expect: { kind: "customers", company: "Bluewater", pick: "phone" },
    },
    {
      ask: "how many customers do we have in total?",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: ["Who's our contact at Prairie Grain?", "And her email?"],
      expect: { kind: "customers", company: "Prairie", pick: "email" },
    },
    {
      ask: "healthcare customers?",
      expect: { kind: "customers", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "The customer Copperline, in which industry it is?",
      expect: { kind: "customers", company: "Copperline", pick: "industry" },
    },
    {
      ask: "whats the number for Granit State Securty",
      expect: { kind: "customers", company: "Granite", pick: "phone" },
    },
    {
      ask: "which of our customers are based in Texas?",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: ["List our construction customers.", "Who's the contact at the Phoenix one?"],
      expect: { kind: "customers", company: "Copperline", pick: "contact" },
    },
    {
      ask: "summit ridge vet contact email?",
      expect: { kind: "customers", company: "Summit Ridge", pick: "email" },
    },
    {
      ask: "how many of our customers are in healthcare?",
      expect: { kind: "customers", industry: "Healthcare", pick: "count" },
    },
  ],

  saved_quotes: [
    {
      ask: "saved quotes? list pls",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "How many quotes we have saved?",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "quote for Northwnd Coffee, monthly total?",
      expect: { kind: "quotes", customer: "Northwind", pick: "monthly" },
    },
    {
      ask: "the latest quote we saved?",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: ["Do we have a saved quote for Tidewater Marine?", "What's the monthly on it?", "And yearly?"],
      expect: { kind: "quotes", customer: "Tidewater", pick: "yearly" },
    },
    {
      ask: "quotes over $1.2k a month",
      expect: { kind: "quotes", overMonthly: 1200, pick: "list" },
    },
    {
      ask: "For the Summit Ridge quote, which carrier it recommends?",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "carrier" },
    },
    {
      ask: "contract total on the bluewater quote?",
      expect: { kind: "quotes", customer: "Bluewater", pick: "contract" },
    },
    {
      ask: "saved quotes for Ridgline HVAC",
      expect: { kind: "quotes", customer: "Ridgeline", pick: "list" },
    },
    {
      ask: "how many saved quotes are above fifteen hundred a month?",
      expect: { kind: "quotes", overMonthly: 1500, pick: "count" },
    },
    {
      ask: ["Show my saved quotes.", "What's the latest one?"],
      expect: { kind: "quotes", pick: "latest" },
    },
  ],

  pitch: [
    {
      ask: "pitch for a 12-person plumbing co currently on att, they need hotspot",
      expect: { kind: "pitch", lines: 12, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "A customer with 30 drivers, now they are on Verizon, they use a lot of data. What I pitch them?",
      expect: { kind: "pitch", lines: 30, current: "verizon", needs: { premiumData: true } },
    },
    {
      ask: "pitch for a two dozen line law firm, the partners travel overseas a lot",
      expect: { kind: "pitch", lines: 24, needs: { international: true } },
    },
    {
      ask: "what should i pitch a 9-line bakery currently on T-Mobil?",
      expect: { kind: "pitch", lines: 9, current: "tmobile" },
    },
    {
      ask: [
        "I have a new prospect, a landscaping company.",
        "About 40 guys, on AT&T right now, and the crew leads run laptops off their phone hotspot in the field.",
        "What's my pitch?",
      ],
      expect: { kind: "pitch", lines: 40, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "half a dozen realtors who need hotspot plus premium data, what plan do I recommend?",
      expect: { kind: "pitch", lines: 6, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "recommend a plan 4 a 15 line dental office, v price sensitive",
      expect: { kind: "pitch", lines: 15 },
    },
    {
      ask: "What you recommend for a school with 50 staff phones, they stream much video and use hotspot a lot?",
      expect: { kind: "pitch", lines: 50, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "pitch for a 20 line trucking co on Verizn whose drivers cross into Canada",
      expect: { kind: "pitch", lines: 20, current: "verizon", needs: { international: true } },
    },
    {
      ask: "a small shop with a couple of lines on T-Mobile, what do I offer them?",
      expect: { kind: "pitch", lines: 2, current: "tmobile" },
    },
    {
      ask: "8 ppl security co, on vz, heavy data + hotspot, best pitch?",
      expect: { kind: "pitch", lines: 8, current: "verizon", needs: { hotspot: true, premiumData: true } },
    },
  ],

  greeting: [
    { ask: "hey there", expect: { kind: "greeting" } },
    { ask: "good morning!! how r u", expect: { kind: "greeting" } },
    { ask: "Hello, I am new here. What you can do for me?", expect: { kind: "greeting" } },
    { ask: "yo", expect: { kind: "greeting" } },
    { ask: "Good afternoon", expect: { kind: "greeting" } },
    { ask: "hiya, you there?", expect: { kind: "greeting" } },
    { ask: "Hi assistant, nice to meet you", expect: { kind: "greeting" } },
    { ask: "sup", expect: { kind: "greeting" } },
    { ask: "Hallo, good evening to you", expect: { kind: "greeting" } },
    { ask: "hey, morning shift here 👋", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "what's the weather in Denver today?", expect: { kind: "outOfScope" } },
    { ask: "can u write a birthday poem for my store manager", expect: { kind: "outOfScope" } },
    { ask: "Who won the football game last night?", expect: { kind: "outOfScope" } },
    { ask: "How much is a Comcast business internet plan?", expect: { kind: "outOfScope" } },
    { ask: "book me a flight to Chicago pls", expect: { kind: "outOfScope" } },
    { ask: "What is the capital of Australia?", expect: { kind: "outOfScope" } },
    { ask: "whats bitcoin at rn", expect: { kind: "outOfScope" } },
    { ask: "recipe for lasagna for 2 dozen ppl?", expect: { kind: "outOfScope" } },
    { ask: "How I can fix the check engine light of my car?", expect: { kind: "outOfScope" } },
    { ask: "Does US Cellular have business plans?", expect: { kind: "outOfScope" } },
    { ask: "translate 'thank you for your business' into Japanese", expect: { kind: "outOfScope" } },
  ],

  multi_intent: [
    {
      ask: "cheapest tmo phone plan + any tmo promos?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
          { kind: "promos", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "Who is the contact at Northwind Coffee, and how many deals we have in negotiation?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind", pick: "contact" },
          { kind: "deals", status: ["negotiation"], pick: "count" },
        ],
      },
    },
    {
      ask: "price a dozen Verizon Business Unlimited Plus lines (monthly + 24 mo) and tell me if the iPhone 16e is certified on Verizon",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 12, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
          { kind: "deviceCert", model: "iPhone 16e", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "email for Lakshore Property, and the renewals coming up in the next 90 days",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Lakeshore", pick: "email" },
          { kind: "renewals", range: { days: 90 } },
        ],
      },
    },
    {
      ask: "# open deals + total $ of them",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "count" },
          { kind: "deals", open: true, pick: "total" },
        ],
      },
    },
    {
      ask: [
        "hi",
        "I need two things: the commission on the Northwind POS failover deal, and the phone number of Owen Park at Northwind Coffee",
      ],
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "POS failover" },
          { kind: "customers", company: "Northwind", pick: "phone" },
        ],
      },
    },
    {
      ask: "top 3 biggest open deals, and which promo ends soonest?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "largest", top: 3 },
          { kind: "promos", soonest: true },
        ],
      },
    },
    {
      ask: "Which Verizon fixed wireless plans exist, and which promos Verizon has for fixed wireless?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
          { kind: "promos", carrier: "verizon", category: "fixed_wireless" },
        ],
      },
    },
    {
      ask: "is the Galxy XCover7 Pro certified on tmobile + who's the contact at Copperline",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "Galaxy XCover7 Pro", carrier: "tmobile" },
          { kind: "customers", company: "Copperline", pick: "contact" },
        ],
      },
    },
    {
      ask: "compare the 3 carriers for 10 lines w/ hotspot, and list our healthcare customers",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 10, needs: { hotspot: true } },
          { kind: "customers", industry: "Healthcare", pick: "list" },
        ],
      },
    },
    {
      ask: "deals closing in the next 10 days, and how many customers have we got?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", closing: { withinDays: 10 }, pick: "list" },
          { kind: "customers", pick: "count" },
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
      ask: "For the deal Brightpath admin phones, how much commission we get upfront and each month?",
      expect: { kind: "commission", deal: "admin phones" },
    },
    {
      ask: ["What's the commission on the Northwind POS failover deal?", "And yearly?"],
      expect: { kind: "commission", deal: "POS failover", show: ["year"] },
    },
    {
      ask: "comission received so far on the Bluewatr front desk phones deal vs what we expect over the term",
      expect: { kind: "commission", deal: "front-desk phones", show: ["received", "term"] },
    },
    {
      ask: ["What did we win recently?", "What's the commission on the Brightpath one?"],
      expect: { kind: "commission", deal: "admin phones" },
    },
    {
      ask: "when does the chargeback window close on the Lakeshore inspection tablets deal, and what's the upfront + monthly residual?",
      expect: { kind: "commission", deal: "inspection tablets", show: ["chargeback"] },
    },
    {
      ask: "$ received vs expected on the Internet Air backup deal?",
      expect: { kind: "commission", deal: "Internet Air backup", show: ["received", "term"] },
    },
    {
      ask: "How much commission gives the Cascade Freight 220 driver lines deal over the whole term?",
      expect: { kind: "commission", deal: "220 driver lines", show: ["term"] },
    },
    {
      ask: "commision on Magnolai clinician phones",
      expect: { kind: "commission", deal: "clinician phones" },
    },
    {
      ask: "Granite State alarm communicator swap: upfront, monthly residual, and residual over the 3 yrs?",
      expect: { kind: "commission", deal: "alarm communicator", show: ["term"] },
    },
    {
      ask: [
        "Show me the commission on the Ridgeline fleet refresh.",
        "Has any of it been paid yet?",
        "And when does the chargeback end?",
      ],
      expect: { kind: "commission", deal: "fleet refresh", show: ["chargeback"] },
    },
    {
      ask: "summit ridge vet commish?",
      expect: { kind: "commission", deal: "Summit Ridge Vet" },
    },
  ],

  renewals: [
    {
      ask: "renewals next 30 days?",
      expect: { kind: "renewals", range: { days: 30 } },
    },
    {
      ask: "Which contracts are ending in the next three months?",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["contract_end"] },
    },
    {
      ask: "anything coming up on the renewals radar over the next 8 weeks?",
      expect: { kind: "renewals", range: { weeks: 8 } },
    },
    {
      ask: "renewals for Bluewatr Dental in the next 60 days?",
      expect: { kind: "renewals", range: { days: 60 }, deal: "Bluewater" },
    },
    {
      ask: ["What renewals do we have next quarter?", "Only the Verizon ones."],
      expect: { kind: "renewals", range: "nextQuarter", carrier: "verizon" },
    },
    {
      ask: "last device installments finishing within the next 90 days?",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["last_installment"] },
    },
    {
      ask: "promo end dates this qtr?",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["promotion_end"] },
    },
    {
      ask: "Renewals for this month, there are any?",
      expect: { kind: "renewals", range: "thisMonth" },
    },
    {
      ask: "Lakshore renewals in the next 4 months",
      expect: { kind: "renewals", range: { months: 4 }, deal: "Lakeshore" },
    },
    {
      ask: "contract ends over the next 6 weeks, AT&T only",
      expect: { kind: "renewals", range: { weeks: 6 }, kinds: ["contract_end"], carrier: "att" },
    },
    {
      ask: ["Show me the renewals radar.", "Just the next 2 months.", "Promo ends only."],
      expect: { kind: "renewals", range: { months: 2 }, kinds: ["promotion_end"] },
    },
    {
      ask: "chargebacks ending next month?",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["chargeback_end"] },
    },
  ],
};
