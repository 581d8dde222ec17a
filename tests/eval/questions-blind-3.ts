/**
 * Blind question set 3: questions typed the way resellers' agents type into a work chat
 * (shorthand, typos in carrier and customer names, numbers in words, periods, orderings,
 * several conditions at once, follow-ups over two or three turns).
 *
 * Written blind: only from the seeded data (`supabase/seed.sql`), the carrier catalogue
 * and promotions (`config/`), the judge (`tests/eval/expectations.ts`) and the product
 * spec. Neither how the assistant reads questions (`lib/`, `app/`, `components/`) nor any
 * other question set was read. Every name used in an expectation exists in the seed or
 * the catalogue; every figure is computed by the judge from the database at run time.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_3: QuestionSet = {
  plan_lookup: [
    {
      ask: "whats the cheapest tmo phone plan rn",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "most expensive thing verizon sells, any plan type, doesnt have to be phones",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "any" },
    },
    {
      ask: "priciest dedicated hotspot plan across att vz and tmo?",
      expect: { kind: "planExtreme", which: "priciest", planType: "Hotspot" },
    },
    {
      ask: "list every t mobile unlimited phone plan w/ the price per ln",
      expect: { kind: "planList", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "verizn fixed wireless options + pricing pls",
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "does vz have any phone plan under 25 bucks a line?",
      expect: { kind: "planList", carrier: "verizon", planType: "Unlimited", under: 25 },
    },
    { ask: "every at&t plan under $25/line, any type", expect: { kind: "planList", carrier: "att", under: 25 } },
    {
      ask: ["show me wearable plans for all three carriers", "which one's cheapest?"],
      expect: { kind: "planExtreme", which: "cheapest", planType: "Wearable" },
    },
    {
      ask: "how much hotspot comes w/ att business unlimited performance and what's it cost per line",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        show: ["hotspot", "price"],
      },
    },
    {
      ask: [
        "tell me about verizons biz unlimited plus",
        "what video quality does it stream and is there premium data?",
      ],
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        show: ["video", "premiumData"],
      },
    },
    {
      ask: "does tmobile business essentials include hotspot? how fast is it",
      expect: { kind: "planDetail", plan: { carrier: "tmobile", name: "Business Essentials" }, show: ["hotspot"] },
    },
  ],

  plan_feature: [
    {
      ask: "cheapest plan w/ 4k streaming on any carrier",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "best hotspot plan on at and t?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "best" },
    },
    {
      ask: "which verizon plan is the cheapest one that still has premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "cheapest vz plan that includes a mobile hotspot at all",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "tmo plan w/ the most premium data?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "which at&t plan does 4K video",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "best" },
    },
    {
      ask: ["whats the best plan for hotspot on verizon", "and on t-mobile?"],
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "cheapest 4k uhd plan on verison",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: ["best plan for 4k video on tmo?", "ok whats the cheapest one that still does 4k"],
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "biggest hotspot allowance out of all three carriers",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
  ],

  line_cost: [
    {
      ask: "15 lines on go5g business, monthly + contract total?",
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "tmobile", name: "Go5G Business" } },
    },
    {
      ask: "two dozen lines of att business unlimited performance, total over 36 mo?",
      expect: {
        kind: "lineCost",
        lines: 24,
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        months: 36,
      },
    },
    {
      ask: "price out eight lines on vz biz unlimited pro",
      expect: { kind: "lineCost", lines: 8, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    { ask: "how much for 30 lines on t-mobil", expect: { kind: "lineCost", lines: 30, carrier: "tmobile" } },
    {
      ask: ["what's business unlimited elite on at&t per line", "ok what about for 20 lines"],
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: ["10 lines on verizon business unlimited plus?", "per yr?"],
      expect: {
        kind: "lineCost",
        lines: 10,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 12,
      },
    },
    {
      ask: "cheapest fixed wireless for 6 sites, any carrier, over 2 years",
      expect: { kind: "lineCost", lines: 6, planType: "Fixed Wireless", months: 24 },
    },
    {
      ask: "fifteen tablets on the cheapest verizon data only plan, monthly and contract",
      expect: { kind: "lineCost", lines: 15, carrier: "verizon", planType: "Data Only" },
    },
    {
      ask: ["quote me 12 lines on tmo business unlimited advanced", "bump it to 18", "and over 3 yrs?"],
      expect: {
        kind: "lineCost",
        lines: 18,
        plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
        months: 36,
      },
    },
    {
      ask: "forty iot sims on the att control center 1gb pool, per month and per year",
      expect: {
        kind: "lineCost",
        lines: 40,
        plan: { carrier: "att", name: "AT&T Control Center IoT 1GB Pool" },
        months: 12,
      },
    },
  ],

  carrier_compare: [
    { ask: "compare att vz tmo for 10 lines", expect: { kind: "compare", lines: 10 } },
    {
      ask: "tmo vs verizon for 25 lines, they need hotspot",
      expect: { kind: "compare", lines: 25, carriers: ["tmobile", "verizon"], needs: { hotspot: true } },
    },
    {
      ask: "att or t-mobile cheaper for 6 phone lines?",
      expect: { kind: "compare", lines: 6, carriers: ["att", "tmobile"] },
    },
    {
      ask: "side by side all 3 carriers, 50 lines, premium data required, over 36 months",
      expect: { kind: "compare", lines: 50, needs: { premiumData: true }, months: 36 },
    },
    {
      ask: ["compare the carriers for 12 lines", "what about for 20 lines"],
      expect: { kind: "compare", lines: 20 },
    },
    {
      ask: ["vz vs att for 8 lines", "over 2 yrs?"],
      expect: { kind: "compare", lines: 8, carriers: ["verizon", "att"], months: 24 },
    },
    {
      ask: "which carrier comes out cheapest for a 5 line acct w hotspot + premium data",
      expect: { kind: "compare", lines: 5, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "fourteen lines: verison vs tmobile, who's cheaper",
      expect: { kind: "compare", lines: 14, carriers: ["verizon", "tmobile"] },
    },
    { ask: "compare 30 lines across the big 3, per year", expect: { kind: "compare", lines: 30, months: 12 } },
  ],

  device_certification: [
    {
      ask: "is the galaxy a25 5g certified on att",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    { ask: "razr+ 2024 on vz?", expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" } },
    {
      ask: "which carriers certify the kyocera duraforce ultra 5g uw",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    { ask: "can i put a TCL flip 2 on tmobile", expect: { kind: "deviceCert", model: "Flip 2", carrier: "tmobile" } },
    { ask: "iphone 16e work on verizon?", expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "verizon" } },
    { ask: "is the iphone 12 certified anywhere", expect: { kind: "unknownDevice", model: "iPhone 12" } },
    {
      ask: ["is the sonim xp3plus 5g certified on at&t", "and on t-mobile?"],
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
    { ask: "galaxy s21 ultra on tmo?", expect: { kind: "unknownDevice", model: "Galaxy S21 Ultra" } },
    { ask: "which networks is the nokia 2780 flip approved on", expect: { kind: "deviceCert", model: "2780 Flip" } },
    {
      ask: "moto g power 5g 2024 on att, yes or no",
      expect: { kind: "deviceCert", model: "moto g power 5G - 2024", carrier: "att" },
    },
  ],

  device_list: [
    {
      ask: "what sonim devices r certified on tmo",
      expect: { kind: "deviceList", manufacturer: "Sonim", carrier: "tmobile" },
    },
    { ask: "kyocera stuff on att?", expect: { kind: "deviceList", manufacturer: "Kyocera", carrier: "att" } },
    {
      ask: "list the verizon certified hotspots",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "feature phones certified on at&t",
      expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] },
    },
    {
      ask: "samsung tablets on t mobile",
      expect: {
        kind: "deviceList",
        manufacturer: "Samsung",
        carrier: "tmobile",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet", "Tablet/Laptop"],
      },
    },
    { ask: "which dashcams are certified, any carrier", expect: { kind: "deviceList", types: ["Dashcam"] } },
    {
      ask: ["what alarm communicators are on verizon", "and on at&t?"],
      expect: { kind: "deviceList", carrier: "att", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "google watches that are certified?",
      expect: { kind: "deviceList", manufacturer: "Google", types: ["Wearable"], alsoTypes: ["Smartwatch"] },
    },
    { ask: "tmo fwa gateways list", expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"] } },
    { ask: "all the panasonic toughbooks we can sell", expect: { kind: "deviceList", manufacturer: "Panasonic" } },
  ],

  promotions: [
    { ask: "what promos does tmo have running", expect: { kind: "promos", carrier: "tmobile" } },
    { ask: "att phone deals rn?", expect: { kind: "promos", carrier: "att", category: "phones" } },
    { ask: "any iphone promos on any carrier", expect: { kind: "promos", about: "iPhone" } },
    { ask: "which promos end in january", expect: { kind: "promos", endsInMonth: 1 } },
    { ask: "which promo expires first", expect: { kind: "promos", soonest: true } },
    { ask: "hotspot promos?", expect: { kind: "promos", category: "hotspots" } },
    {
      ask: ["any verizon promos?", "just the tablet ones"],
      expect: { kind: "promos", carrier: "verizon", category: "tablets" },
    },
    {
      ask: "is that thinkpad x13s promo on att still running",
      expect: { kind: "promos", carrier: "att", about: "ThinkPad" },
    },
    { ask: "promos ending before march", expect: { kind: "promos", endsBeforeMonth: 3 } },
    { ask: "galaxy s25 offers out there?", expect: { kind: "promos", about: "Galaxy S25" } },
  ],

  deals_by_stage: [
    { ask: "what's in negotiation rn", expect: { kind: "deals", status: ["negotiation"], pick: "list" } },
    { ask: "how many deals have we won", expect: { kind: "deals", status: ["closed_won"], pick: "count" } },
    { ask: "show me proposal stage deals", expect: { kind: "deals", status: ["proposal"], pick: "list" } },
    { ask: "total value of everything closed won", expect: { kind: "deals", status: ["closed_won"], pick: "total" } },
    { ask: "list my leads", expect: { kind: "deals", status: ["lead"], pick: "list" } },
    {
      ask: ["which deals are qualified", "how many is that"],
      expect: { kind: "deals", status: ["qualified"], pick: "count" },
    },
    { ask: "lost deals?", expect: { kind: "deals", status: ["closed_lost"], pick: "list" } },
    { ask: "biggest deal in negotiation", expect: { kind: "deals", status: ["negotiation"], pick: "largest" } },
    {
      ask: "tmo deals sitting in negotiation or proposal",
      expect: { kind: "deals", status: ["negotiation", "proposal"], carrier: "tmobile", pick: "list" },
    },
    {
      ask: ["what's in proposal", "which of those closes first"],
      expect: { kind: "deals", status: ["proposal"], pick: "soonest" },
    },
  ],

  deals_by_date_value_customer: [
    { ask: "what's closing this week", expect: { kind: "deals", open: true, closing: "thisWeek", pick: "list" } },
    {
      ask: "deals closing in the next 10 days",
      expect: { kind: "deals", open: true, closing: { withinDays: 10 }, pick: "list" },
    },
    { ask: "top 3 biggest open deals", expect: { kind: "deals", open: true, pick: "largest", top: 3 } },
    { ask: "smallest open deal we've got", expect: { kind: "deals", open: true, pick: "smallest" } },
    { ask: "open deals over 100k", expect: { kind: "deals", open: true, over: 100000, pick: "list" } },
    { ask: "deals for bluewatr dental", expect: { kind: "deals", customer: "Bluewater", pick: "list" } },
    {
      ask: ["open verizon deals", "total?"],
      expect: { kind: "deals", open: true, carrier: "verizon", pick: "total" },
    },
    { ask: "which open deal closes first", expect: { kind: "deals", open: true, pick: "soonest" } },
    { ask: "healthcare deals", expect: { kind: "deals", industry: "Healthcare", pick: "list" } },
    {
      ask: ["ridgline hvac deals?", "which of those is bigger"],
      expect: { kind: "deals", customer: "Ridgeline", pick: "largest" },
    },
    { ask: "how many open deals under 10k", expect: { kind: "deals", open: true, under: 10000, pick: "count" } },
  ],

  customers: [
    {
      ask: "who's the contact at cascde freight",
      expect: { kind: "customers", company: "Cascade Freight", pick: "contact" },
    },
    {
      ask: ["contact for granit state security?", "and their email?"],
      expect: { kind: "customers", company: "Granite State", pick: "email" },
    },
    { ask: "phone # for northwind coffee", expect: { kind: "customers", company: "Northwind", pick: "phone" } },
    { ask: "how many customers do we have", expect: { kind: "customers", pick: "count" } },
    { ask: "healthcare clients?", expect: { kind: "customers", industry: "Healthcare", pick: "list" } },
    { ask: "customers in texas", expect: { kind: "customers", state: "TX", pick: "list" } },
    {
      ask: "what industry is tidewater marine in",
      expect: { kind: "customers", company: "Tidewater", pick: "industry" },
    },
    {
      ask: ["who's our contact at magnolia home helth", "email?", "and phone"],
      expect: { kind: "customers", company: "Magnolia", pick: "phone" },
    },
    { ask: "construction customers", expect: { kind: "customers", industry: "Construction", pick: "list" } },
    { ask: "any customers in phoenix", expect: { kind: "customers", city: "Phoenix", pick: "list" } },
    {
      ask: "dr harlan's email at summit ridge vet",
      expect: { kind: "customers", company: "Summit Ridge", pick: "email" },
    },
  ],

  saved_quotes: [
    { ask: "show my saved quotes", expect: { kind: "quotes", pick: "list" } },
    { ask: "how many quotes have we saved", expect: { kind: "quotes", pick: "count" } },
    { ask: "whats the latest quote", expect: { kind: "quotes", pick: "latest" } },
    {
      ask: "monthly on the cascade freight quote?",
      expect: { kind: "quotes", customer: "Cascade Freight", pick: "monthly" },
    },
    {
      ask: ["any saved quote for brightpath?", "whats that per year"],
      expect: { kind: "quotes", customer: "Brightpath", pick: "yearly" },
    },
    { ask: "pull up the quote for pier 9 seafood", expect: { kind: "quotes", customer: "Pier 9", pick: "list" } },
    { ask: "quotes over $1,000 a month", expect: { kind: "quotes", overMonthly: 1000, pick: "list" } },
    {
      ask: "contract total on the lakeshore quote",
      expect: { kind: "quotes", customer: "Lakeshore", pick: "contract" },
    },
    {
      ask: "which carrier did we quote tidewater on",
      expect: { kind: "quotes", customer: "Tidewater", pick: "carrier" },
    },
  ],

  pitch: [
    {
      ask: "12-line vz customer needs hotspot for their laptops, what should i pitch",
      expect: { kind: "pitch", lines: 12, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "dental office, 5 lines on att, just basic phones, what do i offer",
      expect: { kind: "pitch", lines: 5, current: "att" },
    },
    {
      ask: "trucking co, two dozen drivers on tmo, they want premium data. recommendation?",
      expect: { kind: "pitch", lines: 24, current: "tmobile", needs: { premiumData: true } },
    },
    {
      ask: [
        "got a vet clinic switching from verizon, 16 lines",
        "they need hotspot + premium data, what do I recommend",
      ],
      expect: { kind: "pitch", lines: 16, current: "verizon", needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "new biz, 8 employees, no carrier yet, need hotspot. what plan?",
      expect: { kind: "pitch", lines: 8, needs: { hotspot: true } },
    },
    {
      ask: "customer's staff travel internationally a lot, 6 lines currently on tmobile. best plan to pitch?",
      expect: { kind: "pitch", lines: 6, current: "tmobile", needs: { international: true } },
    },
    {
      ask: "20 person construction crew on at&t wants the cheapest thing that still has a hotspot",
      expect: { kind: "pitch", lines: 20, current: "att", needs: { hotspot: true } },
    },
    { ask: "what should I pitch a 3 line coffee shop", expect: { kind: "pitch", lines: 3 } },
    {
      ask: ["real estate firm, 22 lines", "theyre on verizon now", "what plan would you pitch them"],
      expect: { kind: "pitch", lines: 22, current: "verizon" },
    },
  ],

  greeting: [
    { ask: "hey", expect: { kind: "greeting" } },
    { ask: "gm!", expect: { kind: "greeting" } },
    { ask: "yo whats up", expect: { kind: "greeting" } },
    { ask: "hi there, new agent here", expect: { kind: "greeting" } },
    { ask: "hello??", expect: { kind: "greeting" } },
    { ask: "good afternoon", expect: { kind: "greeting" } },
    { ask: ["hey", "hi again lol, you still there?"], expect: { kind: "greeting" } },
    { ask: "sup", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "whats the weather in denver tmrw", expect: { kind: "outOfScope" } },
    { ask: "who won the nba finals", expect: { kind: "outOfScope" } },
    { ask: "how much is comcast business internet for a small office", expect: { kind: "outOfScope" } },
    { ask: "can u book me a flight to dallas friday", expect: { kind: "outOfScope" } },
    { ask: "what's verizon's stock price today", expect: { kind: "outOfScope" } },
    { ask: "us cellular business plan prices?", expect: { kind: "outOfScope" } },
    { ask: "what's the capital of australia", expect: { kind: "outOfScope" } },
    {
      ask: ["cheapest att plan?", "ok unrelated but whats a good pizza place near me"],
      expect: { kind: "outOfScope" },
    },
    { ask: "price of a tesla model 3 rn?", expect: { kind: "outOfScope" } },
  ],

  multi_intent: [
    {
      ask: "cheapest tmo phone plan + is the pixel 9a certified on tmo",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
          { kind: "deviceCert", model: "Pixel 9a", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "how many deals in negotiation and who's the contact at prairie grain",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["negotiation"], pick: "count" },
          { kind: "customers", company: "Prairie Grain", pick: "contact" },
        ],
      },
    },
    {
      ask: "att promos, and which hotspots are certified on att",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", carrier: "att" },
          { kind: "deviceList", carrier: "att", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
        ],
      },
    },
    {
      ask: "price 10 lines of vz business unlimited plus and list any verizon phone promos",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 10, plan: { carrier: "verizon", name: "Business Unlimited Plus" } },
          { kind: "promos", carrier: "verizon", category: "phones" },
        ],
      },
    },
    {
      ask: "what's closing this week, also whats lakeshore's phone number",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, closing: "thisWeek", pick: "list" },
          { kind: "customers", company: "Lakeshore", pick: "phone" },
        ],
      },
    },
    {
      ask: "biggest open deal, and the email for that customer's contact (cascade freight)",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "largest" },
          { kind: "customers", company: "Cascade Freight", pick: "email" },
        ],
      },
    },
    {
      ask: ["hi", "compare all 3 carriers for 10 lines and list the tmo promos"],
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 10 },
          { kind: "promos", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "is the iphone air certified on vz, and whats the cheapest verizon plan with 4k",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone Air", carrier: "verizon" },
          { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "cheapest" },
        ],
      },
    },
    {
      ask: "how many customers do we have and how many deals have we won",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", pick: "count" },
          { kind: "deals", status: ["closed_won"], pick: "count" },
        ],
      },
    },
  ],

  commission: [
    {
      ask: "what's my commission on the ridgeline fleet refresh",
      expect: { kind: "commission", deal: "57-line fleet refresh" },
    },
    {
      ask: "commission on cascade freight 220 driver lines, incl residual over the whole term",
      expect: { kind: "commission", deal: "220 driver lines", show: ["term"] },
    },
    {
      ask: "how much have we actually been paid so far on the brightpath admin phones deal",
      expect: { kind: "commission", deal: "admin phones", show: ["received"] },
    },
    {
      ask: "when does the chargeback window close on the northwind pos failover",
      expect: { kind: "commission", deal: "POS failover", show: ["chargeback"] },
    },
    {
      ask: ["commission on magnolia clinician phones?", "per yr?"],
      expect: { kind: "commission", deal: "clinician phones", show: ["year"] },
    },
    { ask: "bluewater dental commissions", expect: { kind: "commission", deal: "Bluewater Dental" } },
    {
      ask: "upfront + residual on the granite state alarm swap",
      expect: { kind: "commission", deal: "alarm communicator swap" },
    },
    {
      ask: [
        "summit ridge vet carrier switch commission",
        "whats the residual per month again",
        "and over the whole term?",
      ],
      expect: { kind: "commission", deal: "Summit Ridge Vet", show: ["term"] },
    },
    {
      ask: "have we received anything on the lakeshore inspection tablets deal yet",
      expect: { kind: "commission", deal: "inspection tablets", show: ["received"] },
    },
    {
      ask: "northwind manager phones: commission, payments received so far, and chargeback end date",
      expect: { kind: "commission", deal: "Northwind Coffee - manager phones", show: ["received", "chargeback"] },
    },
  ],

  renewals: [
    { ask: "what renewals r coming up next quarter", expect: { kind: "renewals", range: "nextQuarter" } },
    {
      ask: "contracts ending in the next 90 days",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    {
      ask: "any promo expirations on won deals next month",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["promotion_end"] },
    },
    {
      ask: "chargeback windows closing this quarter?",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["chargeback_end"] },
    },
    {
      ask: "last device payments due in the next 6 months",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["last_installment"] },
    },
    {
      ask: "anything coming up for bluewater in the next yr? contracts, promos, device payments, chargebacks",
      expect: { kind: "renewals", range: { months: 12 }, deal: "Bluewater" },
    },
    { ask: ["what's renewing this month", "and next month?"], expect: { kind: "renewals", range: "nextMonth" } },
    {
      ask: "verizon renewals over the next 3 months",
      expect: { kind: "renewals", range: { months: 3 }, carrier: "verizon" },
    },
    {
      ask: ["any contracts ending soon", "within 8 weeks i mean"],
      expect: { kind: "renewals", range: { weeks: 8 }, kinds: ["contract_end"] },
    },
    {
      ask: "lakeshore pm: when's their contract up? looking at the next 6 months",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["contract_end"], deal: "Lakeshore" },
    },
  ],
};
