/**
 * Blind evaluation batch 8 for the AI sales assistant.
 *
 * Written blind: from the seed (`supabase/seed.sql`), the catalogue under `config/`
 * (carriers, device types, promotions), the judge (`./expectations.ts`) and the product
 * spec only, without reading the assistant's code or any other question set, and never
 * run against the assistant while being written.
 *
 * Voices: a new hire who wraps the question in context and hedges ("I've got someone on the
 * line who…, and I was wondering whether…"); a sales manager checking the team's numbers
 * (totals, counts, rankings, "how are we doing on…"); an agent relaying a customer's own words
 * ("customer asks: …", "she wants to know if…"); and an agent dictating by voice (no
 * punctuation, numbers spelled out, "at and t", "t mobile"). Mixed in: negations and
 * exclusions the judge can express (statuses left out, "not yet closed", a model not certified
 * on a carrier, a price floor nothing meets, a quote that belongs to another company),
 * synonyms, British spellings and agent shorthand (TMO, VZW, ATT, k for thousands). Follow-ups
 * are conversations: the expectation is about the last turn, read with the turns before it.
 *
 * Dates are relative only: the seed's deals and renewals move with the database's current
 * date and the judge reads every range from that date, so a fixed calendar day would mean a
 * different set of deals on each run. Windows of N days avoid a deal sitting on their edge
 * when the answer is a count or a total.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_8: QuestionSet = {
  plan_lookup: [
    {
      ask: "Sorry if this is a basic one, I only started last week. I've got a customer on the line who wants the least expensive AT&T phone plan we carry, which one would that be?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "whats the most expensive verizon plan of any kind",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "any" },
    },
    {
      ask: "Across all three carriers, which single plan has the highest per-line price, whatever the line type?",
      expect: { kind: "planExtreme", which: "priciest", planType: "any" },
    },
    {
      ask: "Customer asks: what's the lowest-priced line T-Mobile sells, doesn't matter what sort of line it is?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "any" },
    },
    {
      ask: "Can you list every fixed wireless plan Verizon has, with the prices?",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "read me all the t mobile plans under thirty dollars a line",
      expect: { kind: "planList", carrier: "tmobile", under: 30 },
    },
    {
      ask: "What IoT plans do we have on ATT?",
      expect: { kind: "planList", carrier: "att", planType: "IoT" },
    },
    {
      ask: "Does Verizon have any fixed wireless plan below $60 a month? If not, what's the nearest one?",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless", under: 60 },
    },
    {
      ask: "What's the dearest hotspot plan going at the moment, across the networks?",
      expect: { kind: "planExtreme", which: "priciest", planType: "Hotspot" },
    },
    {
      ask: "show me the wearable plans for all three carriers",
      expect: { kind: "planList", planType: "Wearable" },
    },
    {
      ask: ["What data-only plans does AT&T offer?", "and on verizon?"],
      expect: { kind: "planList", carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "cheapest plan on VZW?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon" },
    },
  ],

  plan_feature: [
    {
      ask: "I'm still learning the line-up, so bear with me: if a client needs the biggest hotspot allowance on T-Mobile, which plan should I be looking at?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "What's the cheapest Verizon plan that comes with premium data?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "which at and t plan streams video in four k",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "best" },
    },
    {
      ask: "Who has the lowest-cost plan with 4K streaming, any carrier?",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "She wants to know which AT&T plan gives her the most premium data before she gets slowed down.",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "Cheapest plan that includes a mobile hotspot, looking at all three carriers?",
      expect: { kind: "planFeature", feature: "hotspot", rank: "cheapest" },
    },
    {
      ask: "best verizon plan for tethering",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "Which TMO plan is the cheapest one that does Ultra HD video?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "For priority data, what's the lowest-cost option on T-Mobile?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: [
        "Which AT&T plan has the most hotspot data?",
        "ok and what's the cheapest at&t plan that has a hotspot at all?",
      ],
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "customer watches a lot of video on the road and wants the best picture quality Verizon offers, which plan is that",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "best" },
    },
  ],

  line_cost: [
    {
      ask: "I've got a small landscaping firm, 7 lines, and they like the sound of Verizon Business Unlimited Plus. I was wondering how I'd work out what they'd pay each month and over the contract?",
      expect: { kind: "lineCost", lines: 7, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
    },
    {
      ask: "twelve lines on t mobile go five g business how much a month",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "What would 25 lines of AT&T Business Unlimited Performance run over a 36-month term?",
      expect: {
        kind: "lineCost",
        lines: 25,
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        months: 36,
      },
    },
    {
      ask: "Customer asks what 4 lines with T-Mobile would cost her.",
      expect: { kind: "lineCost", lines: 4, carrier: "tmobile" },
    },
    {
      ask: "how much for forty lines of verizon business unlimited pro over thirty six months",
      expect: { kind: "lineCost", lines: 40, plan: { carrier: "verizon", name: "Business Unlimited Pro" }, months: 36 },
    },
    {
      ask: "Price out 3 hotspot lines on AT&T using the cheapest hotspot plan.",
      expect: { kind: "lineCost", lines: 3, carrier: "att", planType: "Hotspot" },
    },
    {
      ask: "monthly for 15 x ATT Business Unlimited Elite?",
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "Ballpark for 60 lines on TMO Business Unlimited Advanced, two-year agreement?",
      expect: {
        kind: "lineCost",
        lines: 60,
        plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
        months: 24,
      },
    },
    {
      ask: "He's asking how much 10 tablet lines would cost on Verizon.",
      expect: { kind: "lineCost", lines: 10, carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: ["How much is T-Mobile Business Unlimited Ultimate per line?", "what about for nine lines over 24 months"],
      expect: {
        kind: "lineCost",
        lines: 9,
        plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" },
        months: 24,
      },
    },
    {
      ask: "six wearable lines on at and t what does that come to",
      expect: { kind: "lineCost", lines: 6, carrier: "att", planType: "Wearable" },
    },
    {
      ask: "If a client wants 2 fixed wireless lines, what's the cheapest way to do it on T-Mobile and what would it total?",
      expect: { kind: "lineCost", lines: 2, carrier: "tmobile", planType: "Fixed Wireless" },
    },
  ],

  carrier_compare: [
    {
      ask: "Hi, I think I need to compare all three carriers for a 10-line account but I'm honestly not sure where to start. Could you lay it out for me?",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "compare verizon and t mobile for eight lines",
      expect: { kind: "compare", lines: 8, carriers: ["verizon", "tmobile"] },
    },
    {
      ask: "He says his team of 20 all run hotspots off their phones. How do the three carriers stack up for 20 lines?",
      expect: { kind: "compare", lines: 20, needs: { hotspot: true } },
    },
    {
      ask: "Side by side please: 15 lines, premium data a must, AT&T vs Verizon.",
      expect: { kind: "compare", lines: 15, carriers: ["att", "verizon"], needs: { premiumData: true } },
    },
    {
      ask: "For a 50-line bid, what does each carrier come to per month and over 36 months?",
      expect: { kind: "compare", lines: 50, months: 36 },
    },
    {
      ask: "five lines at and t versus t mobile which one works out cheaper",
      expect: { kind: "compare", lines: 5, carriers: ["att", "tmobile"] },
    },
    {
      ask: "The owner travels internationally every month. Can you compare the carriers for his 6 lines?",
      expect: { kind: "compare", lines: 6, needs: { international: true } },
    },
    {
      ask: "Compare the carriers for 30 lines that need both a hotspot and premium data.",
      expect: { kind: "compare", lines: 30, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: ["compare all three carriers for 12 lines", "now just verizon and at&t, but they need hotspot"],
      expect: { kind: "compare", lines: 12, carriers: ["verizon", "att"], needs: { hotspot: true } },
    },
    {
      ask: "Customer asks: 'for our 3 lines, is Verizon or T-Mobile the better deal?'",
      expect: { kind: "compare", lines: 3, carriers: ["verizon", "tmobile"] },
    },
    {
      ask: "Could you do a like-for-like comparison of the three networks for 25 handsets on a 24-month contract?",
      expect: { kind: "compare", lines: 25, months: 24 },
    },
  ],

  device_certification: [
    {
      ask: "Customer's asking whether she can bring her Galaxy A25 5G over to AT&T. I don't think I've seen it on the list, but could you double-check for me?",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "is the iphone sixteen e certified on verizon",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "verizon" },
    },
    {
      ask: "Which carriers have certified the Sonim XP3plus 5G?",
      expect: { kind: "deviceCert", model: "XP3plus 5G" },
    },
    {
      ask: "He wants to know if his Pixel 9 Pro Fold will work on T-Mobile.",
      expect: { kind: "deviceCert", model: "Pixel 9 Pro Fold", carrier: "tmobile" },
    },
    {
      ask: "Is the motorola razr+ 2024 approved on Verizon?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    {
      ask: "Kyocera DuraForce Ultra 5G UW: which networks is it certified on?",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    {
      ask: "Is the Galaxy S21 certified with any of the carriers?",
      expect: { kind: "unknownDevice", model: "Galaxy S21" },
    },
    {
      ask: "is the oneplus twelve certified on t mobile",
      expect: { kind: "unknownDevice", model: "OnePlus 12" },
    },
    {
      ask: "Can we activate a Cradlepoint W4005 on T-Mobile, or is it not on their list?",
      expect: { kind: "deviceCert", model: "W4005", carrier: "tmobile" },
    },
    {
      ask: "Customer says: 'will my Apple Watch Ultra 3 work on Verizon?'",
      expect: { kind: "deviceCert", model: "Apple Watch Ultra 3", carrier: "verizon" },
    },
    {
      ask: "Do we have the iPhone 12 Pro in the certified catalogue at all?",
      expect: { kind: "unknownDevice", model: "iPhone 12 Pro" },
    },
    {
      ask: "I might be misremembering, but isn't the Inseego 5G MiFi M2000 only on one carrier? Is it certified on AT&T?",
      expect: { kind: "deviceCert", model: "5G MiFi M2000", carrier: "att" },
    },
    {
      ask: ["is the Zebra TC58 certified on AT&T?", "what about the Honeywell CT45 XP on verizon"],
      expect: { kind: "deviceCert", model: "CT45 XP", carrier: "verizon" },
    },
  ],

  device_list: [
    {
      ask: "I'm putting together options for a roofing crew and I wasn't sure what's allowed. Which Sonim devices can we sell on T-Mobile?",
      expect: { kind: "deviceList", manufacturer: "Sonim", carrier: "tmobile" },
    },
    {
      ask: "list the verizon hotspots",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "What fixed wireless gateways are certified on T-Mobile?",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"], alsoTypes: ["Gateway"] },
    },
    {
      ask: "Customer wants to see every AI dashcam we support.",
      expect: { kind: "deviceList", types: ["Dashcam"] },
    },
    {
      ask: "Which flip phones are certified on AT&T?",
      expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] },
    },
    {
      ask: "How many vehicle routers have we got certified on Verizon, and which are they?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Vehicle Router"] },
    },
    {
      ask: "Samsung tablets on VZW?",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        manufacturer: "Samsung",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
    {
      ask: "what google watches can i put on at and t",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Google", types: ["Wearable"] },
    },
    {
      ask: "Kids' smartwatches: what do the carriers have certified?",
      expect: { kind: "deviceList", types: ["Smartwatch"] },
    },
    {
      ask: "She's asking which card terminals she could use on Verizon.",
      expect: { kind: "deviceList", carrier: "verizon", types: ["POS"] },
    },
    {
      ask: "list the body cams certified on at&t",
      expect: { kind: "deviceList", carrier: "att", types: ["Body Camera"] },
    },
    {
      ask: ["what rugged tablets are certified?", "ok which of those can go on t-mobile"],
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Rugged Tablet"] },
    },
  ],

  promotions: [
    {
      ask: "I might be wrong about this, but I heard T-Mobile has some offers on at the moment. Could you tell me what promos they're running?",
      expect: { kind: "promos", carrier: "tmobile" },
    },
    {
      ask: "any verizon tablet promos",
      expect: { kind: "promos", carrier: "verizon", category: "tablets" },
    },
    {
      ask: "Which promotions mention the Galaxy S25?",
      expect: { kind: "promos", about: "Galaxy S25" },
    },
    {
      ask: "Customer asks if there's anything going on iPhones right now.",
      expect: { kind: "promos", about: "iPhone" },
    },
    {
      ask: "Which carrier promos finish in January?",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "Which promotion is expiring first? I want the team pushing it this week.",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: "Fixed wireless promotions across the three carriers?",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "what promos are ending in the next sixty days",
      expect: { kind: "promos", endsWithinDays: 60 },
    },
    {
      ask: "She wants to know if anyone's doing a deal on mobile hotspots.",
      expect: { kind: "promos", category: "hotspots" },
    },
    {
      ask: "Are there any current offers for laptops?",
      expect: { kind: "promos", category: "laptops" },
    },
    {
      ask: "Which AT&T promos run out before March?",
      expect: { kind: "promos", carrier: "att", endsBeforeMonth: 3 },
    },
    {
      ask: ["what promos does verizon have?", "which of those are for phones?"],
      expect: { kind: "promos", carrier: "verizon", category: "phones" },
    },
  ],

  deals_by_stage: [
    {
      ask: "How many deals have we got in negotiation right now?",
      expect: { kind: "deals", status: ["negotiation"], pick: "count" },
    },
    {
      ask: "What's the total value sitting in the proposal stage across the team?",
      expect: { kind: "deals", status: ["proposal"], pick: "total" },
    },
    {
      ask: "Sorry, I'm still finding my way around the board. Could you show me which deals are still just leads?",
      expect: { kind: "deals", status: ["lead"], pick: "list" },
    },
    {
      ask: "how many deals did we win",
      expect: { kind: "deals", status: ["closed_won"], pick: "count" },
    },
    {
      ask: "List the deals we lost.",
      expect: { kind: "deals", status: ["closed_lost"], pick: "list" },
    },
    {
      ask: "How are we doing on the open pipeline? What's it worth in total?",
      expect: { kind: "deals", open: true, pick: "total" },
    },
    {
      ask: "Give me the pipeline without the leads: qualified, proposal and negotiation only.",
      expect: { kind: "deals", status: ["qualified", "proposal", "negotiation"], pick: "list" },
    },
    {
      ask: "Rank our top three open deals by value.",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
    {
      ask: "whats the biggest deal in negotiation",
      expect: { kind: "deals", status: ["negotiation"], pick: "largest" },
    },
    {
      ask: "Total value of everything we've closed-won?",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    {
      ask: ["how many deals are at proposal?", "and what are they worth all together"],
      expect: { kind: "deals", status: ["proposal"], pick: "total" },
    },
    {
      ask: "how many deals have we got that arent closed yet",
      expect: { kind: "deals", open: true, pick: "count" },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "What's the combined value of the deals due to close in the next ten days?",
      expect: { kind: "deals", open: true, closing: { withinDays: 10 }, pick: "total" },
    },
    {
      ask: "deals closing in the next four weeks",
      expect: { kind: "deals", closing: { withinDays: 28 }, pick: "list" },
    },
    {
      ask: "Any deals over $100k?",
      expect: { kind: "deals", over: 100000, pick: "list" },
    },
    {
      ask: "Dana from Ridgeline is on the phone asking where her deals stand.",
      expect: { kind: "deals", customer: "Ridgeline", pick: "list" },
    },
    {
      ask: "Show me all our Verizon deals, whatever the stage.",
      expect: { kind: "deals", carrier: "verizon", pick: "list" },
    },
    {
      ask: "How many healthcare deals have we got on the books?",
      expect: { kind: "deals", industry: "Healthcare", pick: "count" },
    },
    {
      ask: "Which open deal is next to close?",
      expect: { kind: "deals", open: true, pick: "soonest" },
    },
    {
      ask: "What's the smallest open deal we're working?",
      expect: { kind: "deals", open: true, pick: "smallest" },
    },
    {
      ask: "t mobile deals under fifty thousand",
      expect: { kind: "deals", carrier: "tmobile", under: 50000, pick: "list" },
    },
    {
      ask: "What's set to close before the end of this month?",
      expect: { kind: "deals", closing: "thisMonth", pick: "list" },
    },
    {
      ask: "Do we have any open deals over $250,000?",
      expect: { kind: "deals", open: true, over: 250000, pick: "list" },
    },
    {
      ask: ["what deals do we have with Brightpath?", "which of them is still open?"],
      expect: { kind: "deals", customer: "Brightpath", open: true, pick: "list" },
    },
    {
      ask: "total value of our at and t deals closing in the next fifty days",
      expect: { kind: "deals", carrier: "att", closing: { withinDays: 50 }, pick: "total" },
    },
  ],

  customers: [
    {
      ask: "Hi, a call just came in from Granite State Security and I'm not sure who our contact there is. Could you tell me?",
      expect: { kind: "customers", company: "Granite State", pick: "contact" },
    },
    {
      ask: "whats the phone number for northwind coffee",
      expect: { kind: "customers", company: "Northwind", pick: "phone" },
    },
    {
      ask: "How many customers do we have in total?",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: "List our healthcare clients.",
      expect: { kind: "customers", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "Walter at Tidewater asked us to email him the quote. What address do we have on file?",
      expect: { kind: "customers", company: "Tidewater", pick: "email" },
    },
    {
      ask: "Which of our customers are based in Texas?",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: "What industry is Prairie Grain in?",
      expect: { kind: "customers", company: "Prairie Grain", pick: "industry" },
    },
    {
      ask: "who is our contact at summit ridge vet",
      expect: { kind: "customers", company: "Summit Ridge", pick: "contact" },
    },
    {
      ask: "How many construction customers are we looking after?",
      expect: { kind: "customers", industry: "Construction", pick: "count" },
    },
    {
      ask: "Do we have any customers in Chicago?",
      expect: { kind: "customers", city: "Chicago", pick: "list" },
    },
    {
      ask: "Dr. Okafor wants the proposal sent over. Which e-mail do we have for Bluewater Dental?",
      expect: { kind: "customers", company: "Bluewater", pick: "email" },
    },
    {
      ask: ["who's the contact at Cascade Freight?", "and their phone?"],
      expect: { kind: "customers", company: "Cascade", pick: "phone" },
    },
  ],

  saved_quotes: [
    {
      ask: "How many saved quotes does the team have at the moment?",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "I think someone saved a quote for Magnolia Home Health recently. Could you pull up its monthly total for me?",
      expect: { kind: "quotes", customer: "Magnolia", pick: "monthly" },
    },
    {
      ask: "show me the saved quotes",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "What was the last quote anyone saved?",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: "Customer from Ridgeline asks what the contract total came to on the quote we sent.",
      expect: { kind: "quotes", customer: "Ridgeline", pick: "contract" },
    },
    {
      ask: "Which carrier did we recommend in the Cascade Freight quote?",
      expect: { kind: "quotes", customer: "Cascade", pick: "carrier" },
    },
    {
      ask: "Any saved quotes over $2,000 a month?",
      expect: { kind: "quotes", overMonthly: 2000, pick: "list" },
    },
    {
      ask: "Pull up the saved quote for Pier 9 Seafood.",
      expect: { kind: "quotes", customer: "Pier 9", pick: "list" },
    },
    {
      ask: "What would the Brightpath quote come to over a year?",
      expect: { kind: "quotes", customer: "Brightpath", pick: "yearly" },
    },
    {
      ask: "how many quotes have we saved for lakeshore",
      expect: { kind: "quotes", customer: "Lakeshore", pick: "count" },
    },
    {
      ask: "She says Harborview Urgent Care got a quote from us. Do we have one saved?",
      expect: { kind: "quotes", customer: "Harborview", pick: "list" },
    },
  ],

  pitch: [
    {
      ask: "I've got a prospect with 9 staff who are with Verizon at the moment, and I'm not sure what to lead with. What would you recommend?",
      expect: { kind: "pitch", lines: 9, current: "verizon" },
    },
    {
      ask: "She says: 'we're 14 people, everyone needs a hotspot for laptops in the field, and we're on AT&T.' What do I pitch her?",
      expect: { kind: "pitch", lines: 14, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "what should i pitch a twenty line construction company that needs premium data",
      expect: { kind: "pitch", lines: 20, needs: { premiumData: true } },
    },
    {
      ask: "Recommend a plan for a 5-person consultancy whose people travel abroad a lot.",
      expect: { kind: "pitch", lines: 5, needs: { international: true } },
    },
    {
      ask: "Best fit for a 30-line T-Mobile customer who wants to bring the bill down?",
      expect: { kind: "pitch", lines: 30, current: "tmobile" },
    },
    {
      ask: "Walk me through what you'd offer a 40-line account that needs a hotspot and premium data.",
      expect: { kind: "pitch", lines: 40, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "Customer has 3 lines, watches every penny, no special needs. What should I suggest?",
      expect: { kind: "pitch", lines: 3 },
    },
    {
      ask: "eleven lines currently with t mobile they tether a lot what do we offer them",
      expect: { kind: "pitch", lines: 11, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "A dental office with 12 staff burns through data and hates being throttled. What would you put in front of them?",
      expect: { kind: "pitch", lines: 12, needs: { premiumData: true } },
    },
    {
      ask: ["I have a customer with 8 lines on Verizon", "they need hotspot too. what would you pitch?"],
      expect: { kind: "pitch", lines: 8, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "What would you sell a 16-line vet practice leaving Verizon whose mobile vets need hotspots?",
      expect: { kind: "pitch", lines: 16, current: "verizon", needs: { hotspot: true } },
    },
  ],

  greeting: [
    { ask: "hey there", expect: { kind: "greeting" } },
    { ask: "Good morning! First day on the job here.", expect: { kind: "greeting" } },
    { ask: "hi assistant", expect: { kind: "greeting" } },
    { ask: "Hello hello, anyone there?", expect: { kind: "greeting" } },
    { ask: "Hiya, how's it going?", expect: { kind: "greeting" } },
    { ask: "good afternoon", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "What's the weather going to be like in Denver tomorrow?", expect: { kind: "outOfScope" } },
    { ask: "Could you write a birthday poem for my manager?", expect: { kind: "outOfScope" } },
    { ask: "whats at and t stock trading at today", expect: { kind: "outOfScope" } },
    {
      ask: "Customer asks whether we can bundle Comcast cable TV into her account.",
      expect: { kind: "outOfScope" },
    },
    { ask: "How much does Starlink charge businesses per month?", expect: { kind: "outOfScope" } },
    { ask: "Who won the Super Bowl last season?", expect: { kind: "outOfScope" } },
    { ask: "Can you book me a flight to Dallas for the sales kickoff?", expect: { kind: "outOfScope" } },
    {
      ask: "What's the per-minute rate for calling the Philippines from a Verizon line?",
      expect: { kind: "outOfScope" },
    },
  ],

  multi_intent: [
    {
      ask: "What's the cheapest T-Mobile phone plan, and is the iPhone 16e certified on T-Mobile?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
          { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "How many deals are in negotiation, and what's the total value of the ones we've won?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"], pick: "count" },
          { kind: "deals", status: ["closed_won"], pick: "total" },
        ],
      },
    },
    {
      ask: "Two things if you don't mind: who's our contact at Copperline, and are there any AT&T phone promos right now?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Copperline", pick: "contact" },
          { kind: "promos", carrier: "att", category: "phones" },
        ],
      },
    },
    {
      ask: "cost of ten lines on verizon business unlimited plus and any verizon phone promos",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
          { kind: "promos", carrier: "verizon", category: "phones" },
        ],
      },
    },
    {
      ask: "Compare the three carriers for 6 lines, and tell me which Pixel watches T-Mobile certifies.",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 6 },
          { kind: "deviceList", carrier: "tmobile", manufacturer: "Google", types: ["Wearable"] },
        ],
      },
    },
    {
      ask: "What's coming up for renewal in the next 60 days, and what commission does the Bluewater front-desk deal pay?",
      expect: {
        kind: "all",
        parts: [
          { kind: "renewals", range: { days: 60 } },
          { kind: "commission", deal: "front-desk" },
        ],
      },
    },
    {
      ask: "how many customers do we have and how many saved quotes",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", pick: "count" },
          { kind: "quotes", pick: "count" },
        ],
      },
    },
    {
      ask: "What hotspot allowance and video quality does Verizon Business Unlimited Pro have, and is it Verizon's priciest phone plan?",
      expect: {
        kind: "all",
        parts: [
          {
            kind: "planDetail",
            plan: { carrier: "verizon", name: "Business Unlimited Pro" },
            show: ["hotspot", "video"],
          },
          { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
        ],
      },
    },
    {
      ask: "Open deals over $100k, plus the phone number for Cascade Freight please.",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, over: 100000, pick: "list" },
          { kind: "customers", company: "Cascade", pick: "phone" },
        ],
      },
    },
    {
      ask: "Is T-Mobile running any hotspot promo, and which hotspots do they certify?",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", carrier: "tmobile", category: "hotspots" },
          { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
        ],
      },
    },
    {
      ask: "Customer wants to know two things: what does AT&T Business Unlimited Elite include, and does AT&T certify the Galaxy Z Fold7?",
      expect: {
        kind: "all",
        parts: [
          {
            kind: "planDetail",
            plan: { carrier: "att", name: "Business Unlimited Elite" },
            show: ["hotspot", "premiumData", "video", "price"],
          },
          { kind: "deviceCert", model: "Galaxy Z Fold7", carrier: "att" },
        ],
      },
    },
  ],

  commission: [
    {
      ask: "How much commission are we getting on the Ridgeline fleet refresh?",
      expect: { kind: "commission", deal: "fleet refresh" },
    },
    {
      ask: "I closed my first deal, the Northwind POS failover. Sorry if this is a silly question, but what do we actually earn on it?",
      expect: { kind: "commission", deal: "POS failover" },
    },
    {
      ask: "whats the residual on the brightpath admin phones deal over the whole term",
      expect: { kind: "commission", deal: "admin phones", show: ["term"] },
    },
    {
      ask: "When does the chargeback window close on the Bluewater Internet Air deal?",
      expect: { kind: "commission", deal: "Internet Air backup", show: ["chargeback"] },
    },
    {
      ask: "How much have we actually been paid so far on the Lakeshore inspection tablets?",
      expect: { kind: "commission", deal: "inspection tablets", show: ["received"] },
    },
    {
      ask: "What's the yearly residual on the Cascade Freight 220-line deal?",
      expect: { kind: "commission", deal: "220 driver", show: ["year"] },
    },
    {
      ask: "What upfront and residual would the Magnolia clinician phones deal pay us if it closes?",
      expect: { kind: "commission", deal: "clinician" },
    },
    {
      ask: "Commission on Tidewater?",
      expect: { kind: "commission", deal: "Tidewater" },
    },
    {
      ask: "how much do we make on the granite state patrol routers",
      expect: { kind: "commission", deal: "patrol vehicle" },
    },
    {
      ask: ["what deals do we have with Copperline?", "what's the commission on that one?"],
      expect: { kind: "commission", deal: "Copperline" },
    },
    {
      ask: "Upfront and residuals for the Bluewater front-desk phones, and how much has come in to date?",
      expect: { kind: "commission", deal: "front-desk", show: ["received"] },
    },
  ],

  renewals: [
    {
      ask: "What renewals have we got coming up in the next 90 days?",
      expect: { kind: "renewals", range: { days: 90 } },
    },
    {
      ask: "I'm not totally sure how the renewals radar works, but are any customer contracts ending in the next three months?",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["contract_end"] },
    },
    {
      ask: "which of our won deals have a promo ending in the next thirty days",
      expect: { kind: "renewals", range: { days: 30 }, kinds: ["promotion_end"] },
    },
    {
      ask: "Which customers make their final device installment next quarter?",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["last_installment"] },
    },
    {
      ask: "What comes up for renewal next month?",
      expect: { kind: "renewals", range: "nextMonth" },
    },
    {
      ask: "Bluewater Dental want to know when their contracts are up. Anything ending in the next two years?",
      expect: { kind: "renewals", range: { months: 24 }, kinds: ["contract_end"], deal: "Bluewater" },
    },
    {
      ask: "Renewal dates on our Verizon accounts over the next 60 days?",
      expect: { kind: "renewals", range: { days: 60 }, carrier: "verizon" },
    },
    {
      ask: "anything renewing in the next six weeks",
      expect: { kind: "renewals", range: { weeks: 6 } },
    },
    {
      ask: "Any AT&T contracts expiring in the next 90 days?",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"], carrier: "att" },
    },
    {
      ask: "Which chargeback windows close in the next six months?",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["chargeback_end"] },
    },
    {
      ask: ["what renewals do we have in the next 30 days?", "stretch that out to 90 days"],
      expect: { kind: "renewals", range: { days: 90 } },
    },
    {
      ask: "Anything due on the Lakeshore inspection tablets deal in the next 100 days?",
      expect: { kind: "renewals", range: { days: 100 }, deal: "inspection tablets" },
    },
  ],
};
