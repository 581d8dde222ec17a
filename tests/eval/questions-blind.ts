/**
 * A blind batch of evaluation questions (see tests/integration/assistant-eval.test.ts):
 * written from the data (supabase/seed.sql, config/) and the portal spec only,
 * without reading how the assistant reads questions, the way agents type in a
 * chat at work (shorthand, typos, several conditions, follow-ups over 2–3 turns).
 * Each carries only what it asks; the answer is computed from the seeded database.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS: QuestionSet = {
  plan_lookup: [
    {
      ask: "whats the most expensive verizon fixed wireless plan",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Fixed Wireless" },
    },
    { ask: "tmobil hotspot plans?", expect: { kind: "planList", carrier: "tmobile", planType: "Hotspot" } },
    { ask: "any att plans for iot devices, how much", expect: { kind: "planList", carrier: "att", planType: "IoT" } },
    {
      ask: "cheapest wearable line verison has",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Wearable" },
    },
    { ask: "list every tablet plan across all 3 carriers", expect: { kind: "planList", planType: "Data Only" } },
    { ask: "verizon plans under 35 a line", expect: { kind: "planList", carrier: "verizon", under: 35 } },
    {
      ask: ["att unlimited plans pls", "which one is the most expensive"],
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "Unlimited" },
    },
    {
      ask: ["show me tmo fixed wireless", "and verizon?"],
      expect: { kind: "planList", carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "priciest hotspot plan out of all the carriers",
      expect: { kind: "planExtreme", which: "priciest", planType: "Hotspot" },
    },
  ],
  plan_feature: [
    {
      ask: "how much hotspot do you get on verizon business unlimited plus",
      expect: { kind: "planDetail", plan: { carrier: "verizon", name: "Business Unlimited Plus" }, show: ["hotspot"] },
    },
    {
      ask: "does tmobile business essentials stream hd video or just sd",
      expect: { kind: "planDetail", plan: { carrier: "tmobile", name: "Business Essentials" }, show: ["video"] },
    },
    {
      ask: "whats the premium data on att business unlimited performance",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        show: ["premiumData"],
      },
    },
    {
      ask: "go5g business - hotspot, video quality and price?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Go5G Business" },
        show: ["hotspot", "video", "price"],
      },
    },
    {
      ask: "cheapest att plan with 4k streaming",
      expect: { kind: "planFeature", feature: "video4k", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "which verizon plan gives the most hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: ["best tmobile plan for hotspot", "whats the cheapest one that still has hotspot tho"],
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "cheapest plan anywhere with unthrottled premium data",
      expect: { kind: "planFeature", feature: "premiumData", rank: "cheapest" },
    },
    {
      ask: ["tell me about verizon business unlimited pro", "does it do 4k video?"],
      expect: { kind: "planDetail", plan: { carrier: "verizon", name: "Business Unlimited Pro" }, show: ["video"] },
    },
  ],
  line_cost: [
    {
      ask: "15 lines verizon business unlimited plus, monthly and over 36 months",
      expect: {
        kind: "lineCost",
        lines: 15,
        months: 36,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
      },
    },
    {
      ask: ["price out 10 lines on att business unlimited performance", "whats that per yr"],
      expect: {
        kind: "lineCost",
        lines: 10,
        months: 12,
        plan: { carrier: "att", name: "Business Unlimited Performance" },
      },
    },
    {
      ask: ["how much for 8 lines of tmobile business unlimited advanced", "what about for 20 lines"],
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
    },
    {
      ask: "fixed wireless for 6 store locations on tmobil, cheapest option, per month and per year",
      expect: { kind: "lineCost", lines: 6, months: 12, carrier: "tmobile", planType: "Fixed Wireless" },
    },
    {
      ask: "verizon internet for 5 locations whats the cheapest, total over 24 mo",
      expect: { kind: "lineCost", lines: 5, months: 24, carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "25 iphones on att elite - cost per month + 2 yr total",
      expect: { kind: "lineCost", lines: 25, months: 24, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "12 watches on the verizon smartwatch plan how much a month, and for a year",
      expect: {
        kind: "lineCost",
        lines: 12,
        months: 12,
        plan: { carrier: "verizon", name: "Business Unlimited Smartwatch" },
      },
    },
    {
      ask: "what would 40 lines of verizon business unlimited pro run per quarter",
      expect: { kind: "lineCost", lines: 40, months: 3, plan: { carrier: "verizon", name: "Business Unlimited Pro" } },
    },
    {
      ask: "cost for 30 tablets on the tmo tablet plan for a 3 year contract",
      expect: {
        kind: "lineCost",
        lines: 30,
        months: 36,
        plan: { carrier: "tmobile", name: "Business Unlimited Tablet" },
      },
    },
  ],
  carrier_compare: [
    {
      ask: "att vs verison for 18 lines which is cheaper",
      expect: { kind: "compare", lines: 18, carriers: ["att", "verizon"] },
    },
    {
      ask: "compare all 3 carriers for 12 lines that need hotspot",
      expect: { kind: "compare", lines: 12, needs: { hotspot: true } },
    },
    {
      ask: "40 lines, no throttling, whos cheapest across the carriers",
      expect: { kind: "compare", lines: 40, needs: { premiumData: true } },
    },
    { ask: ["compare carriers for 15 lines", "per year?"], expect: { kind: "compare", lines: 15, months: 12 } },
    {
      ask: "tmobile or att for a 7 line account, over a 24 month contract",
      expect: { kind: "compare", lines: 7, carriers: ["tmobile", "att"], months: 24 },
    },
    { ask: "which carrier is cheapest for 9 lines", expect: { kind: "compare", lines: 9 } },
    { ask: "side by side vz tmo att, 100 lines, 36 months", expect: { kind: "compare", lines: 100, months: 36 } },
    {
      ask: ["need pricing for 22 lines", "compare verizon and t mobile for that"],
      expect: { kind: "compare", lines: 22, carriers: ["verizon", "tmobile"] },
    },
  ],
  device_certification: [
    {
      ask: "is the galaxy a25 5g certified on at&t",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    { ask: "can i put a pixel 9a on verison", expect: { kind: "deviceCert", model: "Pixel 9a", carrier: "verizon" } },
    {
      ask: "which carriers certify the kyocera duraforce pro 3",
      expect: { kind: "deviceCert", model: "DuraForce PRO 3" },
    },
    { ask: "sonim xp3plus 5g on tmobile ok?", expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" } },
    {
      ask: "is the motorola razr+ 2024 approved on verizon",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    { ask: "iphone 18 pro on att?", expect: { kind: "unknownDevice", model: "iPhone 18 Pro" } },
    { ask: "galaxy s26 ultra certified yet?", expect: { kind: "unknownDevice", model: "Galaxy S26 Ultra" } },
    {
      ask: ["is the nokia 2780 flip certified on verizon", "what about tmobile"],
      expect: { kind: "deviceCert", model: "2780 Flip", carrier: "tmobile" },
    },
    {
      ask: "does verizon certify the cradlepoint w4005",
      expect: { kind: "deviceCert", model: "W4005", carrier: "verizon" },
    },
  ],
  device_list: [
    {
      ask: "rugged phones for 20 drivers on att, what can i offer",
      expect: {
        kind: "deviceList",
        carrier: "att",
        types: ["Rugged Phone"],
        alsoTypes: ["Feature Phone", "PTT Device"],
      },
    },
    {
      ask: "what hotspots does tmobile certify",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "motorola phones on verizon",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Motorola", types: ["Phone"] },
    },
    { ask: "verizon fixed wireless gateways", expect: { kind: "deviceList", carrier: "verizon", types: ["FWA"] } },
    { ask: "certified dashcams?", expect: { kind: "deviceList", types: ["Dashcam"] } },
    {
      ask: "samsung tablets on verizon",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        manufacturer: "Samsung",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
    {
      ask: ["what smartwatches are certified on att", "only the samsung ones"],
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Samsung", types: ["Wearable"] },
    },
    {
      ask: "vehicle routers on att for 25 patrol cars",
      expect: { kind: "deviceList", carrier: "att", types: ["Vehicle Router"], alsoTypes: ["Router"] },
    },
    {
      ask: "google pixel phones on at and t",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Google", types: ["Phone"] },
    },
  ],
  promotions: [
    { ask: "any verizon deals running rn i can pitch?", expect: { kind: "promos", carrier: "verizon" } },
    { ask: "tmobil promos on phones", expect: { kind: "promos", carrier: "tmobile", category: "phones" } },
    { ask: "fixed wireless promos across carriers", expect: { kind: "promos", category: "fixed_wireless" } },
    { ask: "what promos end in january", expect: { kind: "promos", endsInMonth: 1 } },
    { ask: "which promo is ending soonest", expect: { kind: "promos", soonest: true } },
    { ask: "any hotspot promos on tmo", expect: { kind: "promos", carrier: "tmobile", category: "hotspots" } },
    { ask: "galaxy s25 promos?", expect: { kind: "promos", about: "Galaxy S25" } },
    { ask: ["att promos?", "just the tablet ones"], expect: { kind: "promos", carrier: "att", category: "tablets" } },
  ],
  deals_by_stage: [
    { ask: "what deals r in negotiation", expect: { kind: "deals", status: ["negotiation"] } },
    { ask: "show me everything in proposal stage", expect: { kind: "deals", status: ["proposal"] } },
    {
      ask: ["deals in negotiation", "which of those closes first"],
      expect: { kind: "deals", status: ["negotiation"], pick: "soonest" },
    },
    { ask: "how many leads do i have", expect: { kind: "deals", status: ["lead"], pick: "count" } },
    { ask: "list our won deals", expect: { kind: "deals", status: ["closed_won"] } },
    { ask: "whats the biggest deal in proposal", expect: { kind: "deals", status: ["proposal"], pick: "largest" } },
    {
      ask: "total value of everything in negotiation",
      expect: { kind: "deals", status: ["negotiation"], pick: "total" },
    },
    { ask: "deals we lost", expect: { kind: "deals", status: ["closed_lost"] } },
    {
      ask: ["qualified deals?", "which is the biggest one"],
      expect: { kind: "deals", status: ["qualified"], pick: "largest" },
    },
  ],
  deals_by_date_value_customer: [
    { ask: "top 3 deals by value", expect: { kind: "deals", pick: "largest", top: 3 } },
    { ask: "deals closing this week", expect: { kind: "deals", closing: "thisWeek" } },
    { ask: "anything over 100k in the pipeline", expect: { kind: "deals", open: true, over: 100000 } },
    { ask: "deals for cascdae freight", expect: { kind: "deals", customer: "Cascade" } },
    { ask: "which open deal closes next", expect: { kind: "deals", open: true, pick: "soonest" } },
    { ask: "open verizon deals", expect: { kind: "deals", open: true, carrier: "verizon" } },
    {
      ask: "whats the total value of deals closing in the next 10 days",
      expect: { kind: "deals", closing: { withinDays: 10 }, pick: "total" },
    },
    {
      ask: ["deals for brightpath", "which is bigger"],
      expect: { kind: "deals", customer: "Brightpath", pick: "largest" },
    },
    { ask: "smallest open deal we got", expect: { kind: "deals", open: true, pick: "smallest" } },
    { ask: "t mobile deals under 20k", expect: { kind: "deals", carrier: "tmobile", under: 20000 } },
  ],
  customers: [
    { ask: "who's our contact at copperline", expect: { kind: "customers", company: "Copperline", pick: "contact" } },
    {
      ask: ["who do we deal with at granite state security", "and their email?"],
      expect: { kind: "customers", company: "Granite State", pick: "email" },
    },
    { ask: "phone # for prairie grain", expect: { kind: "customers", company: "Prairie Grain", pick: "phone" } },
    { ask: "customers in texas", expect: { kind: "customers", state: "TX", pick: "list" } },
    {
      ask: "how many healthcare clients do we have",
      expect: { kind: "customers", industry: "Healthcare", pick: "count" },
    },
    {
      ask: ["contact for lakeshore property mgmt?", "whats their number"],
      expect: { kind: "customers", company: "Lakeshore", pick: "phone" },
    },
    {
      ask: "what industry is cascade freight in",
      expect: { kind: "customers", company: "Cascade Freight", pick: "industry" },
    },
    { ask: "any customers in denver", expect: { kind: "customers", city: "Denver", pick: "list" } },
    { ask: "email for magnolia home helth", expect: { kind: "customers", company: "Magnolia", pick: "email" } },
  ],
  saved_quotes: [
    { ask: "what did we quote summit ridge vet", expect: { kind: "quotes", customer: "Summit Ridge", pick: "list" } },
    { ask: "monthly on the tidewater quote?", expect: { kind: "quotes", customer: "Tidewater", pick: "monthly" } },
    {
      ask: ["pull up the quote for quayside bakery", "what's that per year"],
      expect: { kind: "quotes", customer: "Quayside", pick: "yearly" },
    },
    {
      ask: "contract total on the summit ridge veterinary quote",
      expect: { kind: "quotes", customer: "Summit Ridge", pick: "contract" },
    },
    {
      ask: "which carrier did we recommend for tidewater",
      expect: { kind: "quotes", customer: "Tidewater", pick: "carrier" },
    },
    { ask: "most recent quote?", expect: { kind: "quotes", pick: "latest" } },
    { ask: "quotes over $500 a month", expect: { kind: "quotes", overMonthly: 500, pick: "list" } },
    { ask: "did we quote anchor point marina", expect: { kind: "quotes", customer: "Anchor Point", pick: "list" } },
    { ask: "how many quotes saved so far", expect: { kind: "quotes", pick: "count" } },
  ],
  pitch: [
    {
      ask: "pitch for 18 electricians on verison who hotspot their laptops",
      expect: { kind: "pitch", lines: 18, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "trucking co 40 drivers on att, heavy data, no throttling - what do i lead with",
      expect: { kind: "pitch", lines: 40, current: "att", needs: { premiumData: true } },
    },
    {
      ask: "small cafe chain 8 lines on tmobile want the cheapest thing possible, what do i pitch",
      expect: { kind: "pitch", lines: 8, current: "tmobile" },
    },
    {
      ask: [
        "new prospect, property mgmt company",
        "they have 14 lines with att and need hotspot for tablets. recommend?",
      ],
      expect: { kind: "pitch", lines: 14, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "customer travels to mexico a lot, 10 lines on verizon - what plan should i pitch",
      expect: { kind: "pitch", lines: 10, current: "verizon", needs: { international: true } },
    },
    {
      ask: "what should I pitch a 3 person real estate office on tmo",
      expect: { kind: "pitch", lines: 3, current: "tmobile" },
    },
    {
      ask: "home health agency, 30 nurses, verizon now, they hotspot ipads in the field. pitch?",
      expect: { kind: "pitch", lines: 30, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "help me sell a 65 line school district coming off tmobile that needs priority data",
      expect: { kind: "pitch", lines: 65, current: "tmobile", needs: { premiumData: true } },
    },
  ],
  greeting: [
    { ask: "gm", expect: { kind: "greeting" } },
    { ask: "hello there", expect: { kind: "greeting" } },
    { ask: "thx a lot!!", expect: { kind: "greeting" } },
    { ask: "hey assistant what do u do", expect: { kind: "greeting" } },
    { ask: "morning!", expect: { kind: "greeting" } },
    { ask: "sup", expect: { kind: "greeting" } },
    { ask: "ty that helped", expect: { kind: "greeting" } },
  ],
  out_of_scope: [
    { ask: "whats the weather in tacoma tomorrow", expect: { kind: "outOfScope" } },
    { ask: "how much is spectrum mobile for 10 lines", expect: { kind: "outOfScope" } },
    { ask: "reset my portal password pls", expect: { kind: "outOfScope" } },
    { ask: "draft a linkedin post about our q4 numbers", expect: { kind: "outOfScope" } },
    { ask: "what is visible wireless charging these days", expect: { kind: "outOfScope" } },
    { ask: "give me directions to the ridgeline hvac office", expect: { kind: "outOfScope" } },
    { ask: "what stock should i buy", expect: { kind: "outOfScope" } },
    { ask: "how much does mint mobile cost for a business", expect: { kind: "outOfScope" } },
  ],
  multi_intent: [
    {
      ask: "rugged phones on att and the cheapest att unlimited plan for 20 lines",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceList", carrier: "att", types: ["Rugged Phone"], alsoTypes: ["Feature Phone", "PTT Device"] },
          { kind: "lineCost", lines: 20, carrier: "att", planType: "Unlimited" },
        ],
      },
    },
    {
      ask: "whos our contact at northwind and what deals do we have with them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Northwind", pick: "contact" },
          { kind: "deals", customer: "Northwind" },
        ],
      },
    },
    {
      ask: "verizon promos + cheapest verizon fixed wireless",
      expect: {
        kind: "all",
        parts: [
          { kind: "promos", carrier: "verizon" },
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Fixed Wireless" },
        ],
      },
    },
    {
      ask: "is the iphone 17 pro certified on tmo and any iphone 17 promos",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone 17 Pro", carrier: "tmobile" },
          { kind: "promos", about: "iPhone 17" },
        ],
      },
    },
    {
      ask: "deals closing this week and any promos that end in january",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", closing: "thisWeek" },
          { kind: "promos", endsInMonth: 1 },
        ],
      },
    },
    {
      ask: "compare carriers for 10 lines, also what hotspot devices does verizon certify",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 10 },
          { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
        ],
      },
    },
    {
      ask: "how many customers do we have and how many deals are in negotiation",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", pick: "count" },
          { kind: "deals", status: ["negotiation"], pick: "count" },
        ],
      },
    },
    {
      ask: "email for bluewater dental and the commission on their internet air deal",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Bluewater", pick: "email" },
          { kind: "commission", deal: "Internet Air" },
        ],
      },
    },
  ],
  commission: [
    {
      ask: "what have we been paid so far on the ridgeline fleet refresh vs whats expected",
      expect: { kind: "commission", deal: "fleet refresh", show: ["received", "term"] },
    },
    {
      ask: "cascade freight commission - upfront and residual per yr",
      expect: { kind: "commission", deal: "Cascade Freight", show: ["year"] },
    },
    { ask: "commish on northwind manager phones", expect: { kind: "commission", deal: "manager phones" } },
    {
      ask: ["whats the upfront on magnolia clinician phones", "and when does the chargeback end"],
      expect: { kind: "commission", deal: "clinician phones", show: ["chargeback"] },
    },
    {
      ask: "how much residual over the term for brightpath admin phones",
      expect: { kind: "commission", deal: "admin phones", show: ["term"] },
    },
    {
      ask: "did we get anything yet on bluewater dental commission",
      expect: { kind: "commission", deal: "Bluewater Dental", show: ["received"] },
    },
    { ask: "commission on the granite state alarm swap", expect: { kind: "commission", deal: "alarm communicator" } },
    { ask: "tidewater commission?", expect: { kind: "commission", deal: "Tidewater" } },
    { ask: "upfront for the summit ridge vet switch", expect: { kind: "commission", deal: "Summit Ridge" } },
  ],
  renewals: [
    { ask: "renewals coming up in the next 90 days", expect: { kind: "renewals", range: { days: 90 } } },
    {
      ask: "any contracts ending in the next 6 months",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["contract_end"] },
    },
    {
      ask: "customer promos rolling off next month on our won accounts",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["promotion_end"] },
    },
    {
      ask: "last device payments due this quarter",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["last_installment"] },
    },
    {
      ask: "when does the bluewater dental contract come up for renewal",
      expect: { kind: "renewals", range: { months: 60 }, kinds: ["contract_end"], deal: "Bluewater" },
    },
    { ask: "verizon renewals next quarter", expect: { kind: "renewals", range: "nextQuarter", carrier: "verizon" } },
    { ask: ["renewals this month?", "what about next month"], expect: { kind: "renewals", range: "nextMonth" } },
    {
      ask: "chargeback windows closing in the next 4 months",
      expect: { kind: "renewals", range: { months: 4 }, kinds: ["chargeback_end"] },
    },
    { ask: "att renewals within a year", expect: { kind: "renewals", range: { months: 12 }, carrier: "att" } },
  ],
};
