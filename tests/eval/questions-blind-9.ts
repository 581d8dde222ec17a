/**
 * Blind evaluation batch 9 for the AI sales assistant.
 *
 * Written blind: from the seed (`supabase/seed.sql`), the catalogue under `config/`
 * (carriers, device types, promotions), the judge (`./expectations.ts`) and the product
 * spec only, without reading the assistant's code or any other question set, and never
 * run against the assistant while being written.
 *
 * Voices: a veteran rep who talks in jargon and acronyms (MRC, per-line, port-in, BYOD,
 * upgrade, EIP and device payments, "the book", "book of business", AE); an impatient agent
 * who packs two asks into one message or follows up in two or three words; a careful agent
 * who states the conditions first ("if they have 15 lines and need hotspot…", "assuming a
 * 36 month term"); and an agent typing on a phone in a hurry (lowercase, dropped words, typos
 * in names and carriers such as "verizn", "tmobil", "bluewatr").
 *
 * Dates are relative only: the seed's deals and renewals move with the database's current
 * date and the judge reads every range from that date, so a fixed calendar day would mean a
 * different set of deals on each run. Windows of N days avoid a deal sitting on their edge
 * when the answer is a count or a total.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_9: QuestionSet = {
  plan_lookup: [
    {
      ask: "Lowest MRC per line on an unlimited phone plan across all three carriers?",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Unlimited" },
    },
    {
      ask: "whats the most expensive phone plan verizn has",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "If price is the only thing that matters, which AT&T line of any type costs the least per month, IoT included?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "any" },
    },
    {
      ask: "Pull every hotspot plan on the catalogue with its per-line price.",
      expect: { kind: "planList", planType: "Hotspot" },
    },
    {
      ask: "verizon fixed wireless options + prices",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "Which AT&T plans come in below $25 a line? Any kind of line is fine.",
      expect: { kind: "planList", carrier: "att", under: 25 },
    },
    {
      ask: "Got a customer who wants an unlimited phone plan under $25 per line — does anybody have one?",
      expect: { kind: "planList", planType: "Unlimited", under: 25 },
    },
    {
      ask: "tmobil tablet/data only plans?",
      expect: { kind: "planList", carrier: "tmobile", planType: "Data Only" },
    },
    {
      ask: ["What's the top-tier T-Mobile voice plan and its price?", "and on AT&T?"],
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: "Show me the wearable plans — smartwatch lines — for all carriers.",
      expect: { kind: "planList", planType: "Wearable" },
    },
    {
      ask: "Assuming the client only needs connectivity for sensors, what's the cheapest IoT plan out there?",
      expect: { kind: "planExtreme", which: "cheapest", planType: "IoT" },
    },
  ],

  plan_feature: [
    {
      ask: "Which phone plan gives the biggest hotspot bucket on Verizon?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "cheapest plan w/ hotspot on at&t",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "For a customer who streams training videos in 4K, what's the lowest-priced plan that does UHD?",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "Which T-Mobile plan has the most premium data before deprioritization?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "lowest priced plan with premium data on verizn",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "If hotspot is a must-have, which plan across the board is cheapest?",
      expect: { kind: "planFeature", feature: "hotspot", rank: "cheapest" },
    },
    {
      ask: "Best tier for 4K streaming on T-Mobile?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "Tell me the Business Unlimited Performance hotspot allowance and premium data on AT&T.",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        show: ["hotspot", "premiumData"],
      },
    },
    {
      ask: "go5g business - what video res and how much per line",
      expect: { kind: "planDetail", plan: { carrier: "tmobile", name: "Go5G Business" }, show: ["video", "price"] },
    },
    {
      ask: [
        "What does Verizon's Business Unlimited Plus include?",
        "hotspot and premium data only, plus the per-line price",
      ],
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        show: ["hotspot", "premiumData", "price"],
      },
    },
    {
      ask: "Does AT&T's Business Unlimited Starter come with any premium data? And what's the streaming quality?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Starter" },
        show: ["premiumData", "video"],
      },
    },
  ],

  line_cost: [
    {
      ask: "MRC for 10 lines of Verizon Business Unlimited Plus, and the total over a 36-month term?",
      expect: {
        kind: "lineCost",
        lines: 10,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 36,
      },
    },
    {
      ask: "how much 8 lines tmobile business unlimited advanced",
      expect: { kind: "lineCost", lines: 8, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "Assuming a 36 month term, what do 25 lines of AT&T Business Unlimited Elite come to per month and overall?",
      expect: { kind: "lineCost", lines: 25, plan: { carrier: "att", name: "Business Unlimited Elite" }, months: 36 },
    },
    {
      ask: "Price out 6 lines on AT&T for me.",
      expect: { kind: "lineCost", lines: 6, carrier: "att" },
    },
    {
      ask: "quote 14 lines verizn, 24 mo",
      expect: { kind: "lineCost", lines: 14, carrier: "verizon", months: 24 },
    },
    {
      ask: "Four locations need fixed wireless. What's the cheapest fixed wireless plan and what does it cost for all four per month and over the contract?",
      expect: { kind: "lineCost", lines: 4, planType: "Fixed Wireless" },
    },
    {
      ask: "If they add 30 tablets on T-Mobile's cheapest data-only plan, monthly and contract total?",
      expect: { kind: "lineCost", lines: 30, planType: "Data Only", carrier: "tmobile" },
    },
    {
      ask: "20 lines Go5G Business, 12 month term — monthly and total pls",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "tmobile", name: "Go5G Business" }, months: 12 },
    },
    {
      ask: [
        "What's the per-line on Verizon Business Unlimited Pro?",
        "ok so 12 lines of it, monthly and full-term cost?",
      ],
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "3 hotspot lines on the cheapest hotspot plan anywhere — what's the monthly and the contract total?",
      expect: { kind: "lineCost", lines: 3, planType: "Hotspot" },
    },
  ],

  carrier_compare: [
    {
      ask: "Stack up all three carriers for a 15-line account that needs hotspot — which plan each and the MRC.",
      expect: { kind: "compare", lines: 15, needs: { hotspot: true } },
    },
    {
      ask: "att vs verizn for 5 lines, monthly?",
      expect: { kind: "compare", lines: 5, carriers: ["att", "verizon"] },
    },
    {
      ask: "Compare T-Mobile and Verizon for 40 phone lines with premium data.",
      expect: { kind: "compare", lines: 40, carriers: ["tmobile", "verizon"], needs: { premiumData: true } },
    },
    {
      ask: "Assuming a 36 month term, how do the three carriers compare for 20 lines — monthly and over the whole term?",
      expect: { kind: "compare", lines: 20, months: 36 },
    },
    {
      ask: "side by side all carriers 9 lines",
      expect: { kind: "compare", lines: 9 },
    },
    {
      ask: "If a client has 12 lines and needs both hotspot and premium data, which carrier comes out cheapest? Show each one's plan and monthly.",
      expect: { kind: "compare", lines: 12, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "Head-to-head AT&T vs T-Mobile, 30 lines, 24-month term totals too.",
      expect: { kind: "compare", lines: 30, carriers: ["att", "tmobile"], months: 24 },
    },
    {
      ask: ["I've got a 7-line account shopping around.", "compare the 3 carriers for them, hotspot required"],
      expect: { kind: "compare", lines: 7, needs: { hotspot: true } },
    },
    {
      ask: "which is cheaper for 50 lines, tmobil or at&t",
      expect: { kind: "compare", lines: 50, carriers: ["tmobile", "att"] },
    },
    {
      ask: "Customer's sales team travels abroad a lot — compare the carriers for 10 lines with international needs.",
      expect: { kind: "compare", lines: 10, needs: { international: true } },
    },
  ],

  device_certification: [
    {
      ask: "Is the Galaxy A25 5G certified on AT&T? Customer wants to BYOD.",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "razr+ 2024 on verizn ok?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    {
      ask: "Which carriers certify the Kyocera DuraForce Ultra 5G UW?",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    {
      ask: "Can they bring their iPhone 16e over to T-Mobile on a port-in?",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
    },
    {
      ask: "sonim xp3plus 5g work on tmobile??",
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
    {
      ask: "Where is the Nokia 2780 Flip certified?",
      expect: { kind: "deviceCert", model: "2780 Flip" },
    },
    {
      ask: "Is the iPhone 12 certified anywhere? A few techs still carry them.",
      expect: { kind: "unknownDevice", model: "iPhone 12" },
    },
    {
      ask: "oneplus 12 certified on att?",
      expect: { kind: "unknownDevice", model: "OnePlus 12" },
    },
    {
      ask: ["Is the Cradlepoint R1900 certified on Verizon?", "what about the Galaxy Note 20 — any carrier?"],
      expect: { kind: "unknownDevice", model: "Galaxy Note 20" },
    },
    {
      ask: "If the customer keeps their Moxee Mobile Hotspot (K779HSDL), will it work on Verizon?",
      expect: { kind: "deviceCert", model: "Mobile Hotspot (K779HSDL)", carrier: "verizon" },
    },
  ],

  device_list: [
    {
      ask: "List the hotspots Verizon certifies, router-style hotspots okay too.",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "tmobile flip phones / feature phones?",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Feature Phone"] },
    },
    {
      ask: "Which LTE alarm communicators and alarm devices are certified on AT&T?",
      expect: { kind: "deviceList", carrier: "att", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "Every Kyocera model certified on AT&T, please.",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Kyocera" },
    },
    {
      ask: "sonim devices on tmobil",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Sonim" },
    },
    {
      ask: "What fixed wireless gateways are certified for Verizon?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["FWA"] },
    },
    {
      ask: "Fleet customer wants dashcams — which ones are in the certified list?",
      expect: { kind: "deviceList", types: ["Dashcam"] },
    },
    {
      ask: "If the PD goes with Verizon, what body cameras can they run?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Body Camera"] },
    },
    {
      ask: "rugged tablets tmobile list",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Rugged Tablet"] },
    },
    {
      ask: ["Samsung tablets certified on Verizon?", "include the rugged ones if any"],
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        manufacturer: "Samsung",
        types: ["Tablet", "Rugged Tablet"],
      },
    },
  ],

  promotions: [
    {
      ask: "Any port-in promos running right now?",
      expect: { kind: "promos", about: "port-in" },
    },
    {
      ask: "verizn promos",
      expect: { kind: "promos", carrier: "verizon" },
    },
    {
      ask: "What's live on tablets across the carriers?",
      expect: { kind: "promos", category: "tablets" },
    },
    {
      ask: "Which carrier deals on iPhone are current?",
      expect: { kind: "promos", about: "iPhone" },
    },
    {
      ask: "Which promotion expires first? Don't want a customer to miss it.",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: "fixed wireless / home internet offers?",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "If a client wants a laptop with a data line, is there any current laptop promo?",
      expect: { kind: "promos", category: "laptops" },
    },
    {
      ask: "Which promos wrap up in January?",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "T-Mobile hotspot promo?",
      expect: { kind: "promos", carrier: "tmobile", category: "hotspots" },
    },
    {
      ask: ["What phone promos does AT&T have?", "and tmobile"],
      expect: { kind: "promos", carrier: "tmobile", category: "phones" },
    },
    {
      ask: "Galaxy phone promos — any carrier?",
      expect: { kind: "promos", category: "phones", about: "Galaxy" },
    },
  ],

  deals_by_stage: [
    {
      ask: "What's sitting in negotiation in our book right now?",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "deals in proposal stage?",
      expect: { kind: "deals", status: ["proposal"] },
    },
    {
      ask: "How many qualified opportunities do we have?",
      expect: { kind: "deals", status: ["qualified"], pick: "count" },
    },
    {
      ask: "list the leads",
      expect: { kind: "deals", status: ["lead"] },
    },
    {
      ask: "Which deals did we lose?",
      expect: { kind: "deals", status: ["closed_lost"] },
    },
    {
      ask: "Total value of everything closed-won in the book of business?",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    {
      ask: "Biggest open opportunity in the pipeline and its value?",
      expect: { kind: "deals", open: true, pick: "largest" },
    },
    {
      ask: "Top 3 open deals by value, biggest first.",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
    {
      ask: "how many open deals on tmobile",
      expect: { kind: "deals", open: true, carrier: "tmobile", pick: "count" },
    },
    {
      ask: ["Show me our won deals.", "just the Verizon ones"],
      expect: { kind: "deals", status: ["closed_won"], carrier: "verizon" },
    },
    {
      ask: "Smallest closed-won deal we've got, with its value?",
      expect: { kind: "deals", status: ["closed_won"], pick: "smallest" },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "Which open deals are set to close in the next 10 days?",
      expect: { kind: "deals", closing: { withinDays: 10 } },
    },
    {
      ask: "deals over 100k?",
      expect: { kind: "deals", over: 100000 },
    },
    {
      ask: "What do we have going with Ridgeline HVAC?",
      expect: { kind: "deals", customer: "Ridgeline" },
    },
    {
      ask: "cascade frieght deals",
      expect: { kind: "deals", customer: "Cascade Freight" },
    },
    {
      ask: "Which deals are worth less than $10,000?",
      expect: { kind: "deals", under: 10000 },
    },
    {
      ask: "Which open deal closes soonest?",
      expect: { kind: "deals", open: true, pick: "soonest" },
    },
    {
      ask: "Add up the open pipeline closing within the next 35 days — what's the total?",
      expect: { kind: "deals", closing: { withinDays: 35 }, pick: "total" },
    },
    {
      ask: "Healthcare deals in my book?",
      expect: { kind: "deals", industry: "Healthcare" },
    },
    {
      ask: "verizn deals closing next 50 days",
      expect: { kind: "deals", carrier: "verizon", closing: { withinDays: 50 } },
    },
    {
      ask: ["How many deals close in the next 18 days?", "and what are they worth in total?"],
      expect: { kind: "deals", closing: { withinDays: 18 }, pick: "total" },
    },
    {
      ask: "Anything closing this week I should chase?",
      expect: { kind: "deals", closing: "thisWeek" },
    },
  ],

  customers: [
    {
      ask: "Who's my contact at Bluewater Dental?",
      expect: { kind: "customers", company: "Bluewater", pick: "contact" },
    },
    {
      ask: "bluewatr dental phone #",
      expect: { kind: "customers", company: "Bluewater", pick: "phone" },
    },
    {
      ask: "Email for the decision maker at Granite State Security?",
      expect: { kind: "customers", company: "Granite State", pick: "email" },
    },
    {
      ask: "How many customers are in our book?",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: "List our construction accounts.",
      expect: { kind: "customers", industry: "Construction", pick: "list" },
    },
    {
      ask: "customers in texas?",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: "What industry is Northwind Coffee Roasters in?",
      expect: { kind: "customers", company: "Northwind", pick: "industry" },
    },
    {
      ask: "how many healthcare clients do we have",
      expect: { kind: "customers", industry: "Healthcare", pick: "count" },
    },
    {
      ask: ["Who do I talk to at Prairie Grain?", "their email?"],
      expect: { kind: "customers", company: "Prairie Grain", pick: "email" },
    },
    {
      ask: "Any accounts based in Portland?",
      expect: { kind: "customers", city: "Portland", pick: "list" },
    },
    {
      ask: "magnolia home health main contact + number",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Magnolia", pick: "contact" },
          { kind: "customers", company: "Magnolia", pick: "phone" },
        ],
      },
    },
  ],

  saved_quotes: [
    {
      ask: "What quotes have we saved so far?",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "how many saved quotes",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "Most recent quote we put together — who for and what's the MRC?",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: "Monthly total on the Tidewater Marine quote?",
      expect: { kind: "quotes", customer: "Tidewater", pick: "monthly" },
    },
    {
      ask: "summit ridge vet quote contract total",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "contract" },
    },
    {
      ask: "Which carrier did we recommend on the Quayside Bakery quote?",
      expect: { kind: "quotes", customer: "Quayside", pick: "carrier" },
    },
    {
      ask: "What does the Tidewater quote come to over a year?",
      expect: { kind: "quotes", customer: "Tidewater", pick: "yearly" },
    },
    {
      ask: "Pull up the quote for Anchor Point Marina.",
      expect: { kind: "quotes", customer: "Anchor Point", pick: "list" },
    },
    {
      ask: "Any quote for Cascade Freight saved?",
      expect: { kind: "quotes", customer: "Cascade", pick: "list" },
    },
    {
      ask: ["Show me the Quayside Bakery quote.", "monthly?"],
      expect: { kind: "quotes", customer: "Quayside", pick: "monthly" },
    },
  ],

  pitch: [
    {
      ask: "Prospect has 12 lines on Verizon, field guys tether laptops off their phones. What do I pitch?",
      expect: { kind: "pitch", lines: 12, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "8 line shop on att wants to save money, what should i offer",
      expect: { kind: "pitch", lines: 8, current: "att" },
    },
    {
      ask: "If a 20-line account on T-Mobile needs premium data and hotspot, what plan would you recommend, with the monthly?",
      expect: { kind: "pitch", lines: 20, current: "tmobile", needs: { premiumData: true, hotspot: true } },
    },
    {
      ask: "Recommend a plan for a 5-person real estate office, nothing fancy.",
      expect: { kind: "pitch", lines: 5 },
    },
    {
      ask: "Port-in opportunity: 30 lines coming off Verizon, heavy data users. Best plan to lead with?",
      expect: { kind: "pitch", lines: 30, current: "verizon", needs: { premiumData: true } },
    },
    {
      ask: "cust w/ 15 lines tmobil, needs hotspot, what do we sell them",
      expect: { kind: "pitch", lines: 15, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "Assuming the execs travel overseas often, what would you put a 6-line consulting firm on?",
      expect: { kind: "pitch", lines: 6, needs: { international: true } },
    },
    {
      ask: [
        "I'm meeting a landscaping company tomorrow.",
        "They run 10 phones on AT&T, crews use hotspot in the trucks. What's my pitch?",
      ],
      expect: { kind: "pitch", lines: 10, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "What should I pitch a 25-line BYOD account currently with AT&T?",
      expect: { kind: "pitch", lines: 25, current: "att" },
    },
    {
      ask: "best plan for 40 lines that need premium data",
      expect: { kind: "pitch", lines: 40, needs: { premiumData: true } },
    },
  ],

  greeting: [
    { ask: "hey", expect: { kind: "greeting" } },
    { ask: "Good morning!", expect: { kind: "greeting" } },
    { ask: "What can you help me with?", expect: { kind: "greeting" } },
    { ask: "yo whats up", expect: { kind: "greeting" } },
    { ask: "Hi there, first day using this thing.", expect: { kind: "greeting" } },
    { ask: "Morning — new rep here, how does this work?", expect: { kind: "greeting" } },
    { ask: "Hello, anyone there?", expect: { kind: "greeting" } },
    { ask: "Afternoon. What kind of stuff can I ask you?", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "What's the weather going to be in Denver tomorrow?", expect: { kind: "outOfScope" } },
    { ask: "How much is Comcast Business internet per month?", expect: { kind: "outOfScope" } },
    { ask: "who won the game last night", expect: { kind: "outOfScope" } },
    {
      ask: "What does US Cellular charge per line for their business unlimited plan?",
      expect: { kind: "outOfScope" },
    },
    { ask: "Write me a Python script that scrapes LinkedIn.", expect: { kind: "outOfScope" } },
    { ask: "whats the price of a starlink dish", expect: { kind: "outOfScope" } },
    { ask: "Can you do my expense report for last month?", expect: { kind: "outOfScope" } },
    { ask: "What's Apple's stock price today?", expect: { kind: "outOfScope" } },
  ],

  multi_intent: [
    {
      ask: "Cheapest phone plan on T-Mobile, and is the Pixel 10 certified on Verizon?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
          { kind: "deviceCert", model: "Pixel 10", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "how many deals in negotiation + whats the biggest one",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"], pick: "count" },
          { kind: "deals", status: ["negotiation"], pick: "largest" },
        ],
      },
    },
    {
      ask: "Give me Kevin Brandt's company phone number and list any Verizon promos.",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Lakeshore", pick: "phone" },
          { kind: "promos", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "Price 10 lines of AT&T Business Unlimited Performance and tell me which carriers certify the Galaxy S25 Edge.",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "att", name: "Business Unlimited Performance" } },
          { kind: "deviceCert", model: "Galaxy S25 Edge" },
        ],
      },
    },
    {
      ask: "hotspot promos and hotspot plans, all carriers",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", category: "hotspots" },
          { kind: "planList", planType: "Hotspot" },
        ],
      },
    },
    {
      ask: "How many saved quotes do we have, and how many customers?",
      expect: {
        kind: "all",
        parts: [
          { kind: "quotes", pick: "count" },
          { kind: "customers", pick: "count" },
        ],
      },
    },
    {
      ask: "Which deals did we lose, and what's the cheapest Verizon phone plan?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["closed_lost"] },
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
        ],
      },
    },
    {
      ask: "what's the residual on the Northwind manager phones deal, and any renewals in the next 30 days?",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "manager phones" },
          { kind: "renewals", range: { days: 30 } },
        ],
      },
    },
    {
      ask: "If the customer wants 4K video, which Verizon plan is cheapest? And is the Orbic Speed 5G UW certified on Verizon?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
          { kind: "deviceCert", model: "Speed 5G UW", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "Tidewater quote monthly + who's the contact there",
      expect: {
        kind: "all",
        parts: [
          { kind: "quotes", customer: "Tidewater", pick: "monthly" },
          { kind: "customers", company: "Tidewater", pick: "contact" },
        ],
      },
    },
  ],

  commission: [
    {
      ask: "What's the upfront and monthly residual on the Ridgeline HVAC fleet refresh?",
      expect: { kind: "commission", deal: "fleet refresh" },
    },
    {
      ask: "comp on northwind manager phones?",
      expect: { kind: "commission", deal: "manager phones" },
    },
    {
      ask: "What do I earn on the Cascade Freight 220-line deal, including the residual over the whole term?",
      expect: { kind: "commission", deal: "220 driver", show: ["term"] },
    },
    {
      ask: "When does the chargeback window close on the Bluewater Internet Air backup deal?",
      expect: { kind: "commission", deal: "Internet Air backup", show: ["chargeback"] },
    },
    {
      ask: "How much commission have we actually received on the Brightpath admin phones so far?",
      expect: { kind: "commission", deal: "admin phones", show: ["received"] },
    },
    {
      ask: "magnolia clinician deal - upfront, residual, and residual per year",
      expect: { kind: "commission", deal: "clinician", show: ["year"] },
    },
    {
      ask: "Commission on the Granite State deals?",
      expect: { kind: "commission", deal: "Granite State" },
    },
    {
      ask: "Assuming the Prairie Grain LTE deal closes, what does it pay upfront and monthly?",
      expect: { kind: "commission", deal: "Prairie Grain" },
    },
    {
      ask: ["What's my payout on the Northwind POS failover?", "chargeback end date?"],
      expect: { kind: "commission", deal: "POS failover", show: ["chargeback"] },
    },
    {
      ask: "summit ridge vet switch — spiff upfront and resid?",
      expect: { kind: "commission", deal: "Summit Ridge" },
    },
  ],

  renewals: [
    {
      ask: "What renewals are coming up in the next 30 days?",
      expect: { kind: "renewals", range: { days: 30 } },
    },
    {
      ask: "contracts ending next 90 days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    {
      ask: "Any promos rolling off customers' accounts in the next month?",
      expect: { kind: "renewals", range: { months: 1 }, kinds: ["promotion_end"] },
    },
    {
      ask: "Which customers make their final device payment in the next 3 months? Upgrade opportunities.",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["last_installment"] },
    },
    {
      ask: "Verizon renewal dates in the next 60 days?",
      expect: { kind: "renewals", range: { days: 60 }, carrier: "verizon" },
    },
    {
      ask: "Everything on the renewals radar for the rest of this quarter.",
      expect: { kind: "renewals", range: "thisQuarter" },
    },
    {
      ask: "renewals next month?",
      expect: { kind: "renewals", range: "nextMonth" },
    },
    {
      ask: "Bluewater Dental — what dates come up for them in the next 12 months?",
      expect: { kind: "renewals", range: { months: 12 }, deal: "Bluewater" },
    },
    {
      ask: "If I want to get ahead of AT&T contract expirations, which come up in the next 13 weeks?",
      expect: { kind: "renewals", range: { weeks: 13 }, carrier: "att", kinds: ["contract_end"] },
    },
    {
      ask: ["Anything renewing in the next 2 weeks?", "what about the next 8 weeks"],
      expect: { kind: "renewals", range: { weeks: 8 } },
    },
    {
      ask: "chargeback windows closing in the next 30 days?",
      expect: { kind: "renewals", range: { days: 30 }, kinds: ["chargeback_end"] },
    },
  ],
};
