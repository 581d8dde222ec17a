/**
 * Blind evaluation batch 7 for the AI sales assistant.
 *
 * Written blind: from the seed (`supabase/seed.sql`), the catalogue under `config/`
 * (carriers, device types, promotions), the judge (`./expectations.ts`) and the product
 * spec only, without reading the assistant's code or any other question set, and never
 * run against the assistant while being written.
 *
 * Voices: a store manager giving terse commands ("show", "pull up", "give me"); an agent
 * whose English is a second language (simple words, unusual order, missing articles); an
 * agent texting from a phone (lowercase, "w/", "b4", "vz", "tmo", "att", a few typos); and
 * a detail-minded agent with exact figures, relative dates in several styles ("in 3 weeks",
 * "the next fortnight", "by the end of the quarter") and amounts written several ways
 * ("$100k", "10,000 dollars", "two thousand").
 *
 * Dates are relative only: the seed's deals and renewals move with the database's current
 * date and the judge reads every range from that date, so a fixed calendar day ("12/15")
 * would mean a different set of deals on each run. Windows of N days avoid a deal sitting
 * on their edge when the answer is a count or a total.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_7: QuestionSet = {
  plan_lookup: [
    {
      ask: "Show me the cheapest phone plan across all three carriers.",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Unlimited" },
    },
    {
      ask: "what is most expensive fixed wireless plan of Verizon?",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "list att unlimited phone plans w/ prices pls",
      expect: { kind: "planList", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "Give me every fixed wireless plan we can sell, all carriers, with the price per line.",
      expect: { kind: "planList", planType: "Fixed Wireless" },
    },
    {
      ask: "Which Verizon plans come in under $40 a line? I need the exact per-line price for each.",
      expect: { kind: "planList", carrier: "verizon", under: 40 },
    },
    {
      ask: "Customer want AT&T unlimited phone plan below 25 dollar per line. Is there one?",
      expect: { kind: "planList", carrier: "att", planType: "Unlimited", under: 25 },
    },
    {
      ask: "cheapest plan on tmo?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile" },
    },
    {
      ask: "Pull up T-Mobile Business Essentials: price per line and hotspot.",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Business Essentials" },
        show: ["price", "hotspot"],
      },
    },
    {
      ask: "Show all IoT plans.",
      expect: { kind: "planList", planType: "IoT" },
    },
    {
      ask: "What's the single cheapest line of any type, on any carrier, watches and IoT included? Give me the per-line price to the cent.",
      expect: { kind: "planExtreme", which: "cheapest", planType: "any" },
    },
    {
      ask: "Please, which dedicated hotspot plans exist on the three carriers, and the price of each?",
      expect: { kind: "planList", planType: "Hotspot" },
    },
  ],

  plan_feature: [
    {
      ask: "Give me the best Verizon plan for hotspot.",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "cheapest plan that streams 4k? any carrier",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "Which is the cheapest T-Mobile plan that still has premium data?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "On AT&T, what is the lowest-priced plan that includes any hotspot at all, and what does it cost per line?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "AT&T plan with most premium data, which one is it?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "vz cheapest plan w/ 4k video?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "How much hotspot data does Verizon Business Unlimited Plus include?",
      expect: { kind: "planDetail", plan: { carrier: "verizon", name: "Business Unlimited Plus" }, show: ["hotspot"] },
    },
    {
      ask: "the att business unlimited laptop plan, it has hotspot or not?",
      expect: { kind: "planDetail", plan: { carrier: "att", name: "Business Unlimited Laptop" }, show: ["hotspot"] },
    },
    {
      ask: "For T-Mobile Go5G Business, what video resolution does it stream at and how many GB of premium data before deprioritisation?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Go5G Business" },
        show: ["video", "premiumData"],
      },
    },
    {
      ask: "Show premium data and video quality on AT&T Business Unlimited Starter.",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Starter" },
        show: ["premiumData", "video"],
      },
    },
    {
      ask: ["tell me about verizon business unlimited pro", "how much hotspot does it get?"],
      expect: { kind: "planDetail", plan: { carrier: "verizon", name: "Business Unlimited Pro" }, show: ["hotspot"] },
    },
  ],

  line_cost: [
    {
      ask: ["price 8 lines on vz", "and on att?"],
      expect: { kind: "lineCost", lines: 8, carrier: "att" },
    },
    {
      ask: "Give me the cost for 12 lines on T-Mobile.",
      expect: { kind: "lineCost", lines: 12, carrier: "tmobile" },
    },
    {
      ask: "25 lines on T-Mobile Go5G Business over a 36-month term: what is the monthly total, and the total for all 36 months?",
      expect: { kind: "lineCost", lines: 25, plan: { carrier: "tmobile", name: "Go5G Business" }, months: 36 },
    },
    {
      ask: "How much cost 4 lines on AT&T Business Unlimited Elite?",
      expect: { kind: "lineCost", lines: 4, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "customer has 3 offices, cheapest verizon fixed wireless for all 3, monthly + contract total?",
      expect: { kind: "lineCost", lines: 3, carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "Price out 50 IoT SIMs on AT&T's cheapest IoT plan.",
      expect: { kind: "lineCost", lines: 50, carrier: "att", planType: "IoT" },
    },
    {
      ask: "What would twenty lines of Verizon Business Unlimited Pro come to per month, and over a 12-month agreement?",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "verizon", name: "Business Unlimited Pro" }, months: 12 },
    },
    {
      ask: "10 smartwatch lines on tmo, cheapest wearable plan, how much?",
      expect: { kind: "lineCost", lines: 10, carrier: "tmobile", planType: "Wearable" },
    },
    {
      ask: "Six lines of T-Mobile Business Unlimited Advanced, 24 months. Monthly and total please.",
      expect: {
        kind: "lineCost",
        lines: 6,
        plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
        months: 24,
      },
    },
    {
      ask: "School need 30 tablet lines on Verizon, the cheapest tablet plan. What is price by month and for whole contract?",
      expect: { kind: "lineCost", lines: 30, carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "Quote 14 lines on Verizon Business Unlimited Plus for 36 months.",
      expect: {
        kind: "lineCost",
        lines: 14,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 36,
      },
    },
  ],

  carrier_compare: [
    {
      ask: "Compare all three carriers for 10 lines.",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "att vs tmo for 6 lines, they need hotspot",
      expect: { kind: "compare", lines: 6, carriers: ["att", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "For 15 lines that need premium data, compare AT&T, Verizon and T-Mobile: monthly total and the 36-month total for each.",
      expect: { kind: "compare", lines: 15, needs: { premiumData: true }, months: 36 },
    },
    {
      ask: ["compare 8 lines across carriers", "same but they need hotspot"],
      expect: { kind: "compare", lines: 8, needs: { hotspot: true } },
    },
    {
      ask: "Verizon or T-Mobile, which is better for 5 lines? Show me both.",
      expect: { kind: "compare", lines: 5, carriers: ["verizon", "tmobile"] },
    },
    {
      ask: "Customer ask me AT&T or Verizon for 20 lines. Please compare price per month and for 24 months.",
      expect: { kind: "compare", lines: 20, carriers: ["att", "verizon"], months: 24 },
    },
    {
      ask: "12 lines, staff travel to Canada and Mexico a lot. How do the 3 carriers compare?",
      expect: { kind: "compare", lines: 12, needs: { international: true } },
    },
    {
      ask: "Side by side, 40 lines, every carrier.",
      expect: { kind: "compare", lines: 40 },
    },
    {
      ask: "3 lines w/ hotspot AND premium data - att, vz, tmo side by side?",
      expect: {
        kind: "compare",
        lines: 3,
        carriers: ["att", "verizon", "tmobile"],
        needs: { hotspot: true, premiumData: true },
      },
    },
    {
      ask: "For nine lines on a 12-month term, how do T-Mobile and AT&T compare, monthly and over the full 12 months?",
      expect: { kind: "compare", lines: 9, carriers: ["tmobile", "att"], months: 12 },
    },
  ],

  device_certification: [
    {
      ask: "is iphone 16e certified on tmo",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
    },
    {
      ask: ["Is the iPhone 16e certified on T-Mobile?", "And on Verizon?"],
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "verizon" },
    },
    {
      ask: "Galaxy A25 5G, it is certified for AT&T network?",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "Which carriers certify the Kyocera DuraForce Ultra 5G UW?",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    {
      ask: "Check Nokia 2780 Flip on Verizon.",
      expect: { kind: "deviceCert", model: "2780 Flip", carrier: "verizon" },
    },
    {
      ask: "Galaxy XCover7 Pro - which of the three carriers have it on their certified list?",
      expect: { kind: "deviceCert", model: "Galaxy XCover7 Pro" },
    },
    {
      ask: "can i put a tcl flip 2 on tmo? certified?",
      expect: { kind: "deviceCert", model: "Flip 2", carrier: "tmobile" },
    },
    {
      ask: "Is the Pixel 9a approved on AT&T?",
      expect: { kind: "deviceCert", model: "Pixel 9a", carrier: "att" },
    },
    {
      ask: "Customer have Galaxy Tab S9 5G tablets. They can use it on T-Mobile?",
      expect: { kind: "deviceCert", model: "Galaxy Tab S9 5G", carrier: "tmobile" },
    },
    {
      ask: "Is the iPhone 12 Pro on the certified device list?",
      expect: { kind: "unknownDevice", model: "iPhone 12 Pro" },
    },
    {
      ask: "check galaxy note20 ultra certification",
      expect: { kind: "unknownDevice", model: "Galaxy Note20 Ultra" },
    },
  ],

  device_list: [
    {
      ask: "Show rugged phones certified on Verizon.",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device"],
      },
    },
    {
      ask: "which mobile hotspots vz certifies?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "List every fixed wireless (FWA) gateway certified on T-Mobile.",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"] },
    },
    {
      ask: "What Google Pixel phones are certified on AT&T?",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Google", types: ["Phone"] },
    },
    {
      ask: "Which Sonim devices we can sell on T-Mobile?",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Sonim" },
    },
    {
      ask: "any dashcams certified? list em",
      expect: { kind: "deviceList", types: ["Dashcam"] },
    },
    {
      ask: "Give me the vehicle telematics units certified on Verizon.",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        types: ["Telematics"],
        alsoTypes: ["Fleet Tracker", "Asset Tracker"],
      },
    },
    {
      ask: "Which Cradlepoint vehicle routers are certified, on any carrier?",
      expect: { kind: "deviceList", manufacturer: "Cradlepoint", types: ["Vehicle Router"] },
    },
    {
      ask: "samsung tablets on verizon?",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        manufacturer: "Samsung",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
    {
      ask: "For an alarm dealer: which LTE alarm communicators are certified on AT&T?",
      expect: { kind: "deviceList", carrier: "att", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "Customer want simple flip phone, feature phone. Which ones AT&T has certified?",
      expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] },
    },
  ],

  promotions: [
    {
      ask: "Show current AT&T promos.",
      expect: { kind: "promos", carrier: "att" },
    },
    {
      ask: "any tablet deals running rn?",
      expect: { kind: "promos", category: "tablets" },
    },
    {
      ask: "T-Mobile have some promotion for hotspot device now?",
      expect: { kind: "promos", carrier: "tmobile", category: "hotspots" },
    },
    {
      ask: "Which current promotions involve the iPhone 17, on any carrier?",
      expect: { kind: "promos", about: "iPhone 17" },
    },
    {
      ask: "which promos end in january?",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "I want the full list of promotions that expire before the 1st of March.",
      expect: { kind: "promos", endsBeforeMonth: 3 },
    },
    {
      ask: "Which promotion runs out first?",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: ["what promos has verizon", "only the phone ones"],
      expect: { kind: "promos", carrier: "verizon", category: "phones" },
    },
    {
      ask: "Galaxy S25 promos - give me all of them.",
      expect: { kind: "promos", about: "Galaxy S25" },
    },
    {
      ask: "Is there any promotion for laptops at the moment?",
      expect: { kind: "promos", category: "laptops" },
    },
    {
      ask: "Which promotions end within the next 90 days? I need to push those deals first.",
      expect: { kind: "promos", endsWithinDays: 90 },
    },
  ],

  deals_by_stage: [
    {
      ask: "Show deals in the Negotiation column.",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "how many deals r in proposal status?",
      expect: { kind: "deals", status: ["proposal"], pick: "count" },
    },
    {
      ask: "Which deals we won? Please list them.",
      expect: { kind: "deals", status: ["closed_won"] },
    },
    {
      ask: "Pull up the closed lost deals.",
      expect: { kind: "deals", status: ["closed_lost"] },
    },
    {
      ask: "What is the combined dollar value of every deal still at lead status?",
      expect: { kind: "deals", status: ["lead"], pick: "total" },
    },
    {
      ask: "qualified deals?",
      expect: { kind: "deals", status: ["qualified"] },
    },
    {
      ask: "How many deals have we closed as won, exactly?",
      expect: { kind: "deals", status: ["closed_won"], pick: "count" },
    },
    {
      ask: "Biggest deal in negotiation status, with the value.",
      expect: { kind: "deals", status: ["negotiation"], pick: "largest" },
    },
    {
      ask: "Show me early deals, the ones in lead or qualified status.",
      expect: { kind: "deals", status: ["lead", "qualified"] },
    },
    {
      ask: "which att deals r at proposal stage",
      expect: { kind: "deals", status: ["proposal"], carrier: "att" },
    },
    {
      ask: ["Give me the deals with status proposal.", "Which one is the biggest?"],
      expect: { kind: "deals", status: ["proposal"], pick: "largest" },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "what's closing this week?",
      expect: { kind: "deals", closing: "thisWeek" },
    },
    {
      ask: "Which open deals are expected to close in the next 3 weeks?",
      expect: { kind: "deals", closing: { withinDays: 21 } },
    },
    {
      ask: "Show open deals over $100k.",
      expect: { kind: "deals", open: true, over: 100000 },
    },
    {
      ask: "Which open deals are worth less than 10,000 dollars?",
      expect: { kind: "deals", open: true, under: 10000 },
    },
    {
      ask: "deals for cascade freight?",
      expect: { kind: "deals", customer: "Cascade" },
    },
    {
      ask: "Please show all deals of our healthcare customers.",
      expect: { kind: "deals", industry: "Healthcare" },
    },
    {
      ask: "Give me the top 3 open deals by value.",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
    {
      ask: "Which open deal has the nearest close date?",
      expect: { kind: "deals", open: true, pick: "soonest" },
    },
    {
      ask: "how many deals still closing b4 end of this month",
      expect: { kind: "deals", closing: "thisMonth", pick: "count" },
    },
    {
      ask: "List every deal valued between $10,000 and $20,000.",
      expect: { kind: "deals", over: 10000, under: 20000 },
    },
    {
      ask: ["show open deals", "only the tmo ones"],
      expect: { kind: "deals", open: true, carrier: "tmobile" },
    },
    {
      ask: "What is the total value of open deals closing in the next 10 days?",
      expect: { kind: "deals", closing: { withinDays: 10 }, pick: "total" },
    },
  ],

  customers: [
    {
      ask: "How many customers do we have?",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: "show healthcare customers",
      expect: { kind: "customers", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "Who is the contact person at Granite State Security?",
      expect: { kind: "customers", company: "Granite State", pick: "contact" },
    },
    {
      ask: "need phone # for cascade freight",
      expect: { kind: "customers", company: "Cascade", pick: "phone" },
    },
    {
      ask: "Give me the email for Northwind Coffee Roasters.",
      expect: { kind: "customers", company: "Northwind", pick: "email" },
    },
    {
      ask: "Which customers we have in Texas?",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: "How many of our customers are in the construction industry?",
      expect: { kind: "customers", industry: "Construction", pick: "count" },
    },
    {
      ask: "what industry is summit ridge vet in",
      expect: { kind: "customers", company: "Summit Ridge", pick: "industry" },
    },
    {
      ask: "Pull up customers in Phoenix.",
      expect: { kind: "customers", city: "Phoenix", pick: "list" },
    },
    {
      ask: ["pull up Magnolia Home Health", "what's her phone number?"],
      expect: { kind: "customers", company: "Magnolia", pick: "phone" },
    },
    {
      ask: "Please list all my customers, every one.",
      expect: { kind: "customers", pick: "list" },
    },
  ],

  saved_quotes: [
    {
      ask: "Show my saved quotes.",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "how many quotes have we saved?",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "What was the most recent quote we saved, and its monthly total?",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: "Ridgeline quote, how much is monthly?",
      expect: { kind: "quotes", customer: "Ridgeline", pick: "monthly" },
    },
    {
      ask: "What is the full contract total on the saved quote for Brightpath Charter Schools?",
      expect: { kind: "quotes", customer: "Brightpath", pick: "contract" },
    },
    {
      ask: "which carrier did we recommend in the summit ridge vet quote",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "carrier" },
    },
    {
      ask: "List saved quotes over two thousand a month.",
      expect: { kind: "quotes", overMonthly: 2000, pick: "list" },
    },
    {
      ask: "For the Northwind Coffee quote, what does it come to over a year, i.e. 12 months of the monthly total?",
      expect: { kind: "quotes", customer: "Northwind", pick: "yearly" },
    },
    {
      ask: "Show me quotes for Pier 9 Seafood.",
      expect: { kind: "quotes", customer: "Pier 9", pick: "list" },
    },
    {
      ask: ["my saved quotes pls", "how many in total?"],
      expect: { kind: "quotes", pick: "count" },
    },
  ],

  pitch: [
    {
      ask: "Customer is a 12-person landscaping company on AT&T now. They need hotspot for laptops in the field. What do I pitch?",
      expect: { kind: "pitch", lines: 12, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "small bakery, 5 lines, no special needs. what plan should i recommend + monthly?",
      expect: { kind: "pitch", lines: 5 },
    },
    {
      ask: "A 20-line engineering firm currently with Verizon keeps hitting throttling; they need premium data that doesn't slow down. What would you recommend, and what's the monthly total?",
      expect: { kind: "pitch", lines: 20, current: "verizon", needs: { premiumData: true } },
    },
    {
      ask: "Customer has 8 people, they travel international very often. Which plan I should offer them?",
      expect: { kind: "pitch", lines: 8, needs: { international: true } },
    },
    {
      ask: "30 field techs on tmo today, need hotspot + premium data. best pitch?",
      expect: { kind: "pitch", lines: 30, current: "tmobile", needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "Give me a pitch for a 15-line Verizon customer who wants to save money.",
      expect: { kind: "pitch", lines: 15, current: "verizon" },
    },
    {
      ask: "Construction company, 40 lines, every foreman must tether a laptop. Recommend a plan.",
      expect: { kind: "pitch", lines: 40, needs: { hotspot: true } },
    },
    {
      ask: "Very small shop, only 3 lines, they are with AT&T. What I can offer to them?",
      expect: { kind: "pitch", lines: 3, current: "att" },
    },
    {
      ask: "what should i pitch a 10 line video production co? heavy data users, they hate slowdowns",
      expect: { kind: "pitch", lines: 10, needs: { premiumData: true } },
    },
    {
      ask: "A 25-line import business on T-Mobile, buyers in Asia and Europe half the year. Which plan do I lead with, and at what monthly total for all 25 lines?",
      expect: { kind: "pitch", lines: 25, current: "tmobile", needs: { international: true } },
    },
  ],

  greeting: [
    { ask: "hi", expect: { kind: "greeting" } },
    { ask: "Good morning!", expect: { kind: "greeting" } },
    { ask: "hey whats up", expect: { kind: "greeting" } },
    { ask: "Hello. I am new in the team, what you can do for me?", expect: { kind: "greeting" } },
    { ask: "yo u there?", expect: { kind: "greeting" } },
    { ask: "Hi there, hope you're having a good day.", expect: { kind: "greeting" } },
    { ask: "thanks!!", expect: { kind: "greeting" } },
    { ask: "Good evening, nice to meet you.", expect: { kind: "greeting" } },
    { ask: "Hey", expect: { kind: "greeting" } },
    { ask: "hello, how are you today?", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "what's the weather in denver tmrw", expect: { kind: "outOfScope" } },
    { ask: "Book me a flight to Chicago for next Tuesday.", expect: { kind: "outOfScope" } },
    {
      ask: "How much does Comcast Business internet cost for 100 Mbps?",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "Please port the numbers of Tidewater Marine and place the order with Verizon for me.",
      expect: { kind: "outOfScope" },
    },
    { ask: "tmo stock price today?", expect: { kind: "outOfScope" } },
    { ask: "Who won the Super Bowl last year?", expect: { kind: "outOfScope" } },
    {
      ask: "Give me the US Cellular business plan prices for 10 lines.",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "Send an email to Dana at Ridgeline with the proposal attached.",
      expect: { kind: "outOfScope" },
    },
    {
      ask: "What is the credit score of Cascade Freight Logistics?",
      expect: { kind: "outOfScope" },
    },
    { ask: "order 3 pizzas to the office pls", expect: { kind: "outOfScope" } },
  ],

  multi_intent: [
    {
      ask: "Is the iPhone 16 Pro certified on AT&T? And what phone promos does AT&T have right now?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone 16 Pro", carrier: "att" },
          { kind: "promos", carrier: "att", category: "phones" },
        ],
      },
    },
    {
      ask: "how many deals in negotiation + how many customers total?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"], pick: "count" },
          { kind: "customers", pick: "count" },
        ],
      },
    },
    {
      ask: "Give me the cheapest Verizon phone plan, and list the hotspot devices Verizon certifies.",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
          { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
        ],
      },
    },
    {
      ask: "10 lines on T-Mobile Go5G Business, what is cost? Also which phone promotions T-Mobile has?",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "tmobile", name: "Go5G Business" } },
          { kind: "promos", carrier: "tmobile", category: "phones" },
        ],
      },
    },
    {
      ask: "who's the contact at prairie grain, and what deals do we have w/ them?",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Prairie", pick: "contact" },
          { kind: "deals", customer: "Prairie" },
        ],
      },
    },
    {
      ask: "Two things: every renewal date on our won deals in the next 60 days, and the phone number for Bluewater Dental.",
      expect: {
        kind: "all",
        parts: [
          { kind: "renewals", range: { days: 60 } },
          { kind: "customers", company: "Bluewater", pick: "phone" },
        ],
      },
    },
    {
      ask: "Show commission on the Brightpath admin phones deal and the count of won deals.",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "admin phones" },
          { kind: "deals", status: ["closed_won"], pick: "count" },
        ],
      },
    },
    {
      ask: "Galaxy A25 5G ok on AT&T? Also can you book a dinner table for my team tonight?",
      expect: {
        kind: "all",
        parts: [{ kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" }, { kind: "outOfScope" }],
      },
    },
    {
      ask: "How much hotspot does AT&T Business Unlimited Elite include, and how much does T-Mobile Business Unlimited Advanced include?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planDetail", plan: { carrier: "att", name: "Business Unlimited Elite" }, show: ["hotspot"] },
          { kind: "planDetail", plan: { carrier: "tmobile", name: "Business Unlimited Advanced" }, show: ["hotspot"] },
        ],
      },
    },
    {
      ask: "how many saved quotes do we have and how many open deals?",
      expect: {
        kind: "all",
        parts: [
          { kind: "quotes", pick: "count" },
          { kind: "deals", open: true, pick: "count" },
        ],
      },
    },
    {
      ask: "Compare the three carriers for 6 lines, and tell me if the Galaxy S25 is certified on T-Mobile.",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 6 },
          { kind: "deviceCert", model: "Galaxy S25", carrier: "tmobile" },
        ],
      },
    },
  ],

  commission: [
    {
      ask: "What do we earn in commission on the Ridgeline HVAC fleet refresh?",
      expect: { kind: "commission", deal: "fleet refresh" },
    },
    {
      ask: "Brightpath admin phones: upfront, monthly residual, and the total residual over the whole contract term?",
      expect: { kind: "commission", deal: "admin phones", show: ["term"] },
    },
    {
      ask: "northwind pos failover - when does chargeback window close?",
      expect: { kind: "commission", deal: "POS failover", show: ["chargeback"] },
    },
    {
      ask: "How much commission we received until now for Bluewater Internet Air deal?",
      expect: { kind: "commission", deal: "Internet Air", show: ["received"] },
    },
    {
      ask: "On the Cascade Freight 220 driver lines deal, what's the residual worth per year (12 months)?",
      expect: { kind: "commission", deal: "220 driver", show: ["year"] },
    },
    {
      ask: "Show commission for the Magnolia clinician phones deal.",
      expect: { kind: "commission", deal: "clinician" },
    },
    {
      ask: "commission on granite state patrol routers?",
      expect: { kind: "commission", deal: "patrol" },
    },
    {
      ask: "For Lakeshore inspection tablets, please tell me what was paid to us so far and when the chargeback ends.",
      expect: { kind: "commission", deal: "inspection tablets", show: ["received", "chargeback"] },
    },
    {
      ask: "Give me commissions on all Bluewater Dental deals.",
      expect: { kind: "commission", deal: "Bluewater" },
    },
    {
      ask: "copperline rugged phones deal - upfront + yearly residual?",
      expect: { kind: "commission", deal: "Copperline", show: ["year"] },
    },
    {
      ask: ["commission on the ridgeline fleet deal", "and per year residual?"],
      expect: { kind: "commission", deal: "fleet refresh", show: ["year"] },
    },
  ],

  renewals: [
    {
      ask: "What renewals are coming up in the next 30 days?",
      expect: { kind: "renewals", range: { days: 30 } },
    },
    {
      ask: "Show won-deal contracts ending within 90 days.",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    {
      ask: "On our won deals, which customer promotion credits run out in the next 6 weeks?",
      expect: { kind: "renewals", range: { weeks: 6 }, kinds: ["promotion_end"] },
    },
    {
      ask: "which won deals make their last device installment in the next 3 months?",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["last_installment"] },
    },
    {
      ask: "Which chargeback windows close between today and the end of this quarter?",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["chargeback_end"] },
    },
    {
      ask: "Anything coming up for Bluewater in next 2 months? Renewal, promo end, something?",
      expect: { kind: "renewals", range: { months: 2 }, deal: "Bluewater" },
    },
    {
      ask: "vz renewals next month?",
      expect: { kind: "renewals", range: "nextMonth", carrier: "verizon" },
    },
    {
      ask: "Pull up renewal dates for next quarter.",
      expect: { kind: "renewals", range: "nextQuarter" },
    },
    {
      ask: "What falls due on our won accounts from now to the end of the quarter: contract ends, promo ends, last installments, chargebacks?",
      expect: { kind: "renewals", range: "thisQuarter" },
    },
    {
      ask: ["renewals next 30 days", "and the next 90?"],
      expect: { kind: "renewals", range: { days: 90 } },
    },
    {
      ask: "Which AT&T contracts on won deals end in the next 120 days?",
      expect: { kind: "renewals", range: { days: 120 }, carrier: "att", kinds: ["contract_end"] },
    },
  ],
};
