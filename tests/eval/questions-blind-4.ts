/**
 * Blind question set 4: reseller agents typing into the work chat on their phones: shorthand
 * ("tmo", "vz", "att", "ln", "rn", "pls"), typos in carrier, customer and device names, numbers
 * in words, periods ("per yr", "over 2 years", "36 mo"), superlatives and orderings, several
 * conditions at once, follow-ups over two or three turns, greetings and requests to decline.
 *
 * Written blind: only from the seeded data (supabase/seed.sql), the carrier catalogue and
 * promotions (config/), the judge (tests/eval/expectations.ts) and the product spec. Neither how
 * the assistant reads questions (lib/, app/, components/) nor any other question set was read.
 * Every name used in an expectation exists in the seed or the catalogue; every figure is computed
 * by the judge from the database at run time.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_4: QuestionSet = {
  plan_lookup: [
    {
      ask: "cheapest unlimited phone plan on tmo?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "whats the priciest thing verizon sells, any line type at all, phone/internet/whatever",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "any" },
    },
    {
      ask: "Across AT&T, Verizon and T-Mobile, which unlimited phone plan costs the most per line, and how much is it?",
      expect: { kind: "planExtreme", which: "priciest", planType: "Unlimited" },
    },
    {
      ask: "list att hotspot plans w prices pls",
      expect: { kind: "planList", carrier: "att", planType: "Hotspot" },
    },
    {
      ask: "fixed wireless plans under $70/line? all carriers",
      expect: { kind: "planList", planType: "Fixed Wireless", under: 70 },
    },
    {
      ask: "show me every wearable plan, all three carriers, with the per line price",
      expect: { kind: "planList", planType: "Wearable" },
    },
    {
      ask: "verzion data only plans + price?",
      expect: { kind: "planList", carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: "any t mobile plans under twenty bucks a line",
      expect: { kind: "planList", carrier: "tmobile", under: 20 },
    },
    {
      ask: "unlimited phone plans under 35 per line, any carrier, cheapest first ideally",
      expect: { kind: "planList", planType: "Unlimited", under: 35 },
    },
    {
      ask: "wat does Go5G Busines give for hotspot and premium data",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Go5G Business" },
        show: ["hotspot", "premiumData"],
      },
    },
    {
      ask: "AT&T Business Unlimited Elite - video quality and price per line?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Elite" },
        show: ["video", "price"],
      },
    },
    {
      ask: [
        "quick one on vz business unlimited plus",
        "how much premium data does it get and what res does video stream at",
      ],
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        show: ["premiumData", "video"],
      },
    },
    {
      ask: ["what iot plans does att have", "ok and whats the cheapest IoT plan of all 3 carriers?"],
      expect: { kind: "planExtreme", which: "cheapest", planType: "IoT" },
    },
    {
      ask: "lowest priced fixed wireless option from Verizon?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Fixed Wireless" },
    },
  ],

  plan_feature: [
    {
      ask: "best plan for hotspot on vz",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "cheapest plan anywhere that streams 4k?",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "which at&t plan has the most premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "cheapest tmo plan that includes hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "lowest price plan that comes with any premium data at all? dont care which carrier",
      expect: { kind: "planFeature", feature: "premiumData", rank: "cheapest" },
    },
    {
      ask: "top plan for 4K video on t-mobile",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "most generous hotspot allowance at&t has?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "Hi, what's the least expensive way to get premium data on a Verizon line? Thanks",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "which plan is best for hotspot overall, any carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "lowest priced 4k uhd plan at verison pls",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: ["customer on att wants to tether laptops", "whats the cheapest att plan with hotspot"],
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "cheapest" },
    },
  ],

  line_cost: [
    {
      ask: "how much for 12 lines on Business Unlimited Advanced",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "a dozen lines of vz unlimited plus over 2 years?",
      expect: {
        kind: "lineCost",
        lines: 12,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 24,
      },
    },
    {
      ask: "twenty five lines on att performance, 36 mo term, monthly and total",
      expect: {
        kind: "lineCost",
        lines: 25,
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        months: 36,
      },
    },
    {
      ask: "cost for 8 lines on tmobile?",
      expect: { kind: "lineCost", lines: 8, carrier: "tmobile" },
    },
    {
      ask: "half a dozen Business Unlimited Starter lines - per month + contract total",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "att", name: "Business Unlimited Starter" } },
    },
    {
      ask: "price out 40 lines of business essentials for 3 yrs",
      expect: { kind: "lineCost", lines: 40, plan: { carrier: "tmobile", name: "Business Essentials" }, months: 36 },
    },
    {
      ask: "cheapest fixed wireless plan for 5 sites, whats that monthly and over 24 months",
      expect: { kind: "lineCost", lines: 5, planType: "Fixed Wireless", months: 24 },
    },
    {
      ask: "3 hotspot lines on verizon's cheapest hotspot plan - 2 yr cost?",
      expect: { kind: "lineCost", lines: 3, carrier: "verizon", planType: "Hotspot", months: 24 },
    },
    {
      ask: "15 lns vz pro x 12 months",
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "verizon", name: "Business Unlimited Pro" }, months: 12 },
    },
    {
      ask: ["whats ultimate on tmo per line?", "ok and for thirty lines over 24 months?"],
      expect: {
        kind: "lineCost",
        lines: 30,
        plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" },
        months: 24,
      },
    },
    {
      ask: "Could you tell me what 100 lines of AT&T Business Unlimited Elite would run per month, and the total over the contract?",
      expect: { kind: "lineCost", lines: 100, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
  ],

  carrier_compare: [
    {
      ask: "compare all 3 carriers for 10 lines",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "vz vs tmo for 20 lines w hotspot",
      expect: { kind: "compare", lines: 20, carriers: ["verizon", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "att or verizon for 5 lines, they need premium data - whats cheaper over 24 mo",
      expect: { kind: "compare", lines: 5, carriers: ["att", "verizon"], needs: { premiumData: true }, months: 24 },
    },
    {
      ask: "side by side on 50 lines, every carrier, with 36 month totals",
      expect: { kind: "compare", lines: 50, months: 36 },
    },
    {
      ask: "tmobile vs at&t for fifteen lines, hotspot AND premium data both required",
      expect: {
        kind: "compare",
        lines: 15,
        carriers: ["tmobile", "att"],
        needs: { hotspot: true, premiumData: true },
      },
    },
    {
      ask: "quick carrier comparison for a 4 line account pls",
      expect: { kind: "compare", lines: 4 },
    },
    {
      ask: "which carrier comes out cheapest for thirty lines? show me each one's plan and monthly",
      expect: { kind: "compare", lines: 30 },
    },
    {
      ask: "at&t vs t-mobile, 12 lines",
      expect: { kind: "compare", lines: 12, carriers: ["att", "tmobile"] },
    },
    {
      ask: ["client has 25 phones", "compare verizon and att for them, they need hotspot for field laptops"],
      expect: { kind: "compare", lines: 25, carriers: ["verizon", "att"], needs: { hotspot: true } },
    },
    {
      ask: "Team travels abroad a lot. For 8 lines, how do the three carriers stack up on a plan that suits international travel?",
      expect: { kind: "compare", lines: 8, needs: { international: true } },
    },
  ],

  device_certification: [
    {
      ask: "is the iphone 16e certified on tmo?",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
    },
    {
      ask: "galaxy tab s9 5g on att - certified?",
      expect: { kind: "deviceCert", model: "Galaxy Tab S9 5G", carrier: "att" },
    },
    {
      ask: "which carriers certify the motorola razr+ 2024",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024" },
    },
    {
      ask: "is the iphone 12 certified anywhere? customer has a drawer full",
      expect: { kind: "unknownDevice", model: "iPhone 12" },
    },
    {
      ask: "Kyocera DuraForce Ultra 5G UW on verizon ok?",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW", carrier: "verizon" },
    },
    {
      ask: "can my customer bring a OnePlus 12 over to verizon",
      expect: { kind: "unknownDevice", model: "OnePlus 12" },
    },
    {
      ask: "TCL Flip 2 - what carriers is it certified on",
      expect: { kind: "deviceCert", model: "Flip 2" },
    },
    {
      ask: "pixle 10 pro fold on att, y/n",
      expect: { kind: "deviceCert", model: "Pixel 10 Pro Fold", carrier: "att" },
    },
    {
      ask: "Sonim XP3plus 5G on t-mobile?",
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
    {
      ask: "galaxy s21 ultra still certified?",
      expect: { kind: "unknownDevice", model: "Galaxy S21 Ultra" },
    },
    {
      ask: "who certifies the samsnug galaxy a25 5g",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G" },
    },
    {
      ask: ["customer has netgear LM1200 modems at branches", "are those certified on verizon?"],
      expect: { kind: "deviceCert", model: "LM1200", carrier: "verizon" },
    },
    {
      ask: "xperia 1 vi ok on tmo?",
      expect: { kind: "unknownDevice", model: "Xperia 1 VI" },
    },
  ],

  device_list: [
    {
      ask: "vz hotspots?",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "list kyocera devices certified on att",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Kyocera" },
    },
    {
      ask: "what fixed wireless gateways does t-mobile certify",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"] },
    },
    {
      ask: "rugged phones certified on tmo pls, crews keep smashing theirs",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Rugged Phone"], alsoTypes: ["PTT Device"] },
    },
    {
      ask: "which Pixel watches can go on verizon",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Google", types: ["Wearable"] },
    },
    {
      ask: "tablets certified on at&t?",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet", "Tablet/Laptop"],
      },
    },
    {
      ask: "laptops certified for t-mobile",
      expect: {
        kind: "deviceList",
        carrier: "tmobile",
        types: ["Laptop"],
        alsoTypes: ["Tablet/Laptop", "Computer", "Netbook"],
      },
    },
    {
      ask: "dashcams in the catalogue? fleet customer asking",
      expect: { kind: "deviceList", types: ["Dashcam"] },
    },
    {
      ask: "sierra wireless stuff on verizon",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Sierra Wireless" },
    },
    {
      ask: "Which LTE alarm communicators are certified on Verizon? It's for an alarm dealer moving off legacy units.",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "apple watches on tmobile",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Apple", types: ["Wearable"] },
    },
    {
      ask: ["patrol co. wants cameras on officers", "what body cams are certified?"],
      expect: { kind: "deviceList", types: ["Body Camera"] },
    },
  ],

  promotions: [
    {
      ask: "any tmo promos rn",
      expect: { kind: "promos", carrier: "tmobile" },
    },
    {
      ask: "what phone deals does verizon have running",
      expect: { kind: "promos", carrier: "verizon", category: "phones" },
    },
    {
      ask: "promos on hotspots?",
      expect: { kind: "promos", category: "hotspots" },
    },
    {
      ask: "anything going on for the iPhone 17?",
      expect: { kind: "promos", about: "iPhone 17" },
    },
    {
      ask: "which promos end in january",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "whats expiring soonest",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: "fixed wireless / internet air promos from att?",
      expect: { kind: "promos", carrier: "att", category: "fixed_wireless" },
    },
    {
      ask: "promos ending in the next 60 days - need to push before they go",
      expect: { kind: "promos", endsWithinDays: 60 },
    },
    {
      ask: "galaxy s25 promos?",
      expect: { kind: "promos", about: "Galaxy S25" },
    },
    {
      ask: "Could you list the current tablet promotions across all carriers?",
      expect: { kind: "promos", category: "tablets" },
    },
    {
      ask: "anything ending before march?",
      expect: { kind: "promos", endsBeforeMonth: 3 },
    },
    {
      ask: ["customer issuing laptops to sales team", "any laptop promos going?"],
      expect: { kind: "promos", category: "laptops" },
    },
  ],

  deals_by_stage: [
    {
      ask: "deals in negotiation",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "how many open deals do we have",
      expect: { kind: "deals", open: true, pick: "count" },
    },
    {
      ask: "list closed won pls",
      expect: { kind: "deals", status: ["closed_won"] },
    },
    {
      ask: "which deals did we lose",
      expect: { kind: "deals", status: ["closed_lost"] },
    },
    {
      ask: "total $ in the open pipeline?",
      expect: { kind: "deals", open: true, pick: "total" },
    },
    {
      ask: "leads + qualified, list pls",
      expect: { kind: "deals", status: ["lead", "qualified"] },
    },
    {
      ask: "biggest deal sitting in proposal stage",
      expect: { kind: "deals", status: ["proposal"], pick: "largest" },
    },
    {
      ask: "how many deals r in proposal",
      expect: { kind: "deals", status: ["proposal"], pick: "count" },
    },
    {
      ask: "open verizon deals?",
      expect: { kind: "deals", open: true, carrier: "verizon" },
    },
    {
      ask: "What is the combined value of everything we've closed won?",
      expect: { kind: "deals", status: ["closed_won"], pick: "total" },
    },
    {
      ask: "top 3 open deals by value",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "deals closing this week",
      expect: { kind: "deals", closing: "thisWeek" },
    },
    {
      ask: "which open deal closes first",
      expect: { kind: "deals", open: true, pick: "soonest" },
    },
    {
      ask: "deals over 100k?",
      expect: { kind: "deals", over: 100000 },
    },
    {
      ask: "anything w cascde freight",
      expect: { kind: "deals", customer: "Cascade Freight" },
    },
    {
      ask: "open deals under twenty grand",
      expect: { kind: "deals", open: true, under: 20000 },
    },
    {
      ask: "closing in the next 30 days and over 50k",
      expect: { kind: "deals", closing: { withinDays: 30 }, over: 50000 },
    },
    {
      ask: "smallest open deal?",
      expect: { kind: "deals", open: true, pick: "smallest" },
    },
    {
      ask: "next 3 deals to close, in order",
      expect: { kind: "deals", open: true, pick: "soonest", top: 3 },
    },
    {
      ask: "deals w magnolia home helth",
      expect: { kind: "deals", customer: "Magnolia Home Health" },
    },
    {
      ask: "Can you pull up all of our deals with healthcare customers?",
      expect: { kind: "deals", industry: "Healthcare" },
    },
    {
      ask: "total value closing this month",
      expect: { kind: "deals", closing: "thisMonth", pick: "total" },
    },
    {
      ask: ["looking at t-mobile stuff", "whats our largest tmo deal"],
      expect: { kind: "deals", carrier: "tmobile", pick: "largest" },
    },
  ],

  customers: [
    {
      ask: "who's the contact at ridgline hvac",
      expect: { kind: "customers", company: "Ridgeline HVAC", pick: "contact" },
    },
    {
      ask: "phone # for bluwater dental?",
      expect: { kind: "customers", company: "Bluewater Dental", pick: "phone" },
    },
    {
      ask: "email for copperline electrical",
      expect: { kind: "customers", company: "Copperline", pick: "email" },
    },
    {
      ask: "how many customers do we have",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: "list our healthcare customers",
      expect: { kind: "customers", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "any customers in texas",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: "what industry is tidwater marine in",
      expect: { kind: "customers", company: "Tidewater Marine", pick: "industry" },
    },
    {
      ask: "customers in Denver?",
      expect: { kind: "customers", city: "Denver", pick: "list" },
    },
    {
      ask: "how many construction clients we got",
      expect: { kind: "customers", industry: "Construction", pick: "count" },
    },
    {
      ask: ["need to call granite state security tmrw", "who's my contact there?"],
      expect: { kind: "customers", company: "Granite State Security", pick: "contact" },
    },
    {
      ask: "Would you mind sending me the email address for Northwind Coffee Roasters?",
      expect: { kind: "customers", company: "Northwind Coffee", pick: "email" },
    },
  ],

  saved_quotes: [
    {
      ask: "show my saved quotes",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "how many quotes have we saved so far",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "latest quote?",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: "what was the monthly on the ridgeline quote",
      expect: { kind: "quotes", customer: "Ridgeline", pick: "monthly" },
    },
    {
      ask: "cascade freight quote - contract total?",
      expect: { kind: "quotes", customer: "Cascade Freight", pick: "contract" },
    },
    {
      ask: "which carrier did we quote brightpath on",
      expect: { kind: "quotes", customer: "Brightpath", pick: "carrier" },
    },
    {
      ask: "saved quotes over 1000/mo",
      expect: { kind: "quotes", overMonthly: 1000, pick: "list" },
    },
    {
      ask: "per yr cost on the magnolia quote?",
      expect: { kind: "quotes", customer: "Magnolia", pick: "yearly" },
    },
    {
      ask: "do we have a quote saved for Pier 9 Seafood?",
      expect: { kind: "quotes", customer: "Pier 9 Seafood", pick: "list" },
    },
  ],

  pitch: [
    {
      ask: "customer w 10 lines on att, wants hotspot, what do i pitch",
      expect: { kind: "pitch", lines: 10, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "pitch for a 5 person office currently on vz, nothing special needed",
      expect: { kind: "pitch", lines: 5, current: "verizon" },
    },
    {
      ask: "vet clinic, 16 lines, mobile vets need hotspot + premium data, coming from verizon. recommendation?",
      expect: { kind: "pitch", lines: 16, current: "verizon", needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "best offer for a 30 line trucking co that's on tmobile today",
      expect: { kind: "pitch", lines: 30, current: "tmobile" },
    },
    {
      ask: "small biz, 3 lines, no carrier yet - what should I recommend",
      expect: { kind: "pitch", lines: 3 },
    },
    {
      ask: "help me pitch a dozen lines for a real estate firm on at&t that wants premium data",
      expect: { kind: "pitch", lines: 12, current: "att", needs: { premiumData: true } },
    },
    {
      ask: [
        "new prospect: 20 lines",
        "theyre on tmo and complain the hotspot is useless",
        "what plan should i lead with?",
      ],
      expect: { kind: "pitch", lines: 20, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "construction crew, 45 lines on at&t, need hotspot for tablets in the trucks. whats my pitch",
      expect: { kind: "pitch", lines: 45, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "Prospect's staff travel internationally every month; six lines, currently with Verizon. What would you put in front of them?",
      expect: { kind: "pitch", lines: 6, current: "verizon", needs: { international: true } },
    },
    {
      ask: "what do i offer a 2 line shop that needs premium data, any carrier",
      expect: { kind: "pitch", lines: 2, needs: { premiumData: true } },
    },
  ],

  greeting: [
    { ask: "hey", expect: { kind: "greeting" } },
    { ask: "good morning!", expect: { kind: "greeting" } },
    { ask: "yo", expect: { kind: "greeting" } },
    { ask: "hi there 👋", expect: { kind: "greeting" } },
    { ask: "hello, who am i talking to?", expect: { kind: "greeting" } },
    { ask: "sup", expect: { kind: "greeting" } },
    { ask: "morning, you awake?", expect: { kind: "greeting" } },
    { ask: "Hi! First time using this, what can you do for me?", expect: { kind: "greeting" } },
    { ask: "hiya", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "whats the weather in denver tmrw", expect: { kind: "outOfScope" } },
    { ask: "can u write me a python script to dedupe a csv", expect: { kind: "outOfScope" } },
    { ask: "who won the world series", expect: { kind: "outOfScope" } },
    { ask: "how much is starlink business per month?", expect: { kind: "outOfScope" } },
    { ask: "us cellular business unlimited price per line?", expect: { kind: "outOfScope" } },
    { ask: "comcast business 500 meg internet pricing pls", expect: { kind: "outOfScope" } },
    { ask: "best pizza near downtown austin", expect: { kind: "outOfScope" } },
    { ask: "whats VZ stock trading at rn", expect: { kind: "outOfScope" } },
    {
      ask: "Could you explain how I should depreciate company vehicles on my taxes this year?",
      expect: { kind: "outOfScope" },
    },
    { ask: "help me plan a long weekend in cancun", expect: { kind: "outOfScope" } },
  ],

  multi_intent: [
    {
      ask: "cheapest tmo unlimited plan + any tmo promos going",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
          { kind: "promos", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "is the iphone 17 pro certified on vz, and what verizon promos are there for the iPhone 17?",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone 17 Pro", carrier: "verizon" },
          { kind: "promos", carrier: "verizon", about: "iPhone 17" },
        ],
      },
    },
    {
      ask: "open deals: how many and total value",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "count" },
          { kind: "deals", open: true, pick: "total" },
        ],
      },
    },
    {
      ask: "who's the contact at lakeshore property mgmt, and what deals do we have w them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Lakeshore Property Management", pick: "contact" },
          { kind: "deals", customer: "Lakeshore" },
        ],
      },
    },
    {
      ask: "12 lines on vz business unlimited pro, what's that cost monthly + contract, and how much hotspot does it include",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 12, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
          { kind: "planDetail", plan: { carrier: "verizon", name: "Business Unlimited Pro" }, show: ["hotspot"] },
        ],
      },
    },
    {
      ask: "compare vz and att for 10 lines, and what phone promos does att have rn",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 10, carriers: ["verizon", "att"] },
          { kind: "promos", carrier: "att", category: "phones" },
        ],
      },
    },
    {
      ask: "how many customers do we have and how many quotes are saved",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", pick: "count" },
          { kind: "quotes", pick: "count" },
        ],
      },
    },
    {
      ask: "cheapest plan w 4k video, and what would 20 lines of Business Unlimited Advanced cost",
      expect: {
        kind: "all",
        parts: [
          { kind: "planFeature", feature: "video4k", rank: "cheapest" },
          { kind: "lineCost", lines: 20, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
        ],
      },
    },
    {
      ask: "need owen's email at northwind coffee, plus whats still open with them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind Coffee", pick: "email" },
          { kind: "deals", customer: "Northwind Coffee", open: true },
        ],
      },
    },
    {
      ask: "commission on the ridgeline fleet refresh, and what's the phone number for ridgeline?",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "fleet refresh" },
          { kind: "customers", company: "Ridgeline HVAC", pick: "phone" },
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
      ask: "what do we make on cascade freight 220 driver lines",
      expect: { kind: "commission", deal: "220 driver lines" },
    },
    {
      ask: "upfront + residual for brightpath admin phones, and the residual over the whole term",
      expect: { kind: "commission", deal: "admin phones", show: ["term"] },
    },
    {
      ask: "northwind pos failover commish - when does the chargeback window close?",
      expect: { kind: "commission", deal: "POS failover", show: ["chargeback"] },
    },
    {
      ask: "how much have we actually received on the bluewater internet air backup deal",
      expect: { kind: "commission", deal: "Internet Air backup", show: ["received"] },
    },
    {
      ask: "residual per yr on granite state's alarm communicator swap?",
      expect: { kind: "commission", deal: "alarm communicator swap", show: ["year"] },
    },
    {
      ask: "commish on magnolia",
      expect: { kind: "commission", deal: "Magnolia" },
    },
    {
      ask: "What will the Summit Ridge Vet carrier switch pay us in commission?",
      expect: { kind: "commission", deal: "Summit Ridge Vet" },
    },
    {
      ask: "tidewater deal commission, incl what we got paid so far",
      expect: { kind: "commission", deal: "Tidewater", show: ["received"] },
    },
    {
      ask: [
        "looking at bluewater front-desk phones",
        "commission on it? plus chargeback end date and anything received",
      ],
      expect: { kind: "commission", deal: "front-desk phones", show: ["chargeback", "received"] },
    },
    {
      ask: "prairie grain commission over the full term",
      expect: { kind: "commission", deal: "Prairie Grain", show: ["term"] },
    },
  ],

  renewals: [
    {
      ask: "any renewals coming up in the next 30 days",
      expect: { kind: "renewals", range: { days: 30 } },
    },
    {
      ask: "contracts ending next quarter?",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["contract_end"] },
    },
    {
      ask: "promos ending on our won deals over the next 2 months",
      expect: { kind: "renewals", range: { months: 2 }, kinds: ["promotion_end"] },
    },
    {
      ask: "whats on the renewals radar this quarter",
      expect: { kind: "renewals", range: "thisQuarter" },
    },
    {
      ask: "final device payments coming due in the next ninety days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["last_installment"] },
    },
    {
      ask: "chargeback windows closing in the next 6 months",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["chargeback_end"] },
    },
    {
      ask: "bluewater renewals over the next yr?",
      expect: { kind: "renewals", range: { months: 12 }, deal: "Bluewater" },
    },
    {
      ask: "verizon contracts expiring in the next 3 months",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["contract_end"], carrier: "verizon" },
    },
    {
      ask: "anything renewing this month?",
      expect: { kind: "renewals", range: "thisMonth" },
    },
    {
      ask: "Which AT&T accounts have renewal dates next month?",
      expect: { kind: "renewals", range: "nextMonth", carrier: "att" },
    },
    {
      ask: ["lakeshore inspection tablets", "when's the contract up? anything in the next 12 weeks?"],
      expect: { kind: "renewals", range: { weeks: 12 }, kinds: ["contract_end"], deal: "inspection tablets" },
    },
  ],
};
