/**
 * A second blind batch of evaluation questions: written from the data (supabase/seed.sql,
 * config/), the judge (expectations.ts) and the portal spec only, without reading how the
 * assistant reads questions or the other question sets. Typed the way agents type in a work
 * chat: shorthand, typos, numbers in words, periods, orderings, several conditions, and
 * follow-ups over 2–3 turns. Each carries only what it asks; the answer is computed from the
 * seeded database at run time.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_2: QuestionSet = {
  plan_lookup: [
    {
      ask: "cheapest tmo phone plan rn?",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "wats the priciest thing verizn sells per line, any type of line counts",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "any" },
    },
    { ask: "at&t data only plans + prices", expect: { kind: "planList", carrier: "att", planType: "Data Only" } },
    { ask: "tmobile stuff that's under 30/line", expect: { kind: "planList", carrier: "tmobile", under: 30 } },
    {
      ask: ["what fixed wireless does atnt have", "ok and t-mobiles?"],
      expect: { kind: "planList", carrier: "tmobile", planType: "Fixed Wireless" },
    },
    {
      ask: "lowest priced IoT plan of the three carriers",
      expect: { kind: "planExtreme", which: "cheapest", planType: "IoT" },
    },
    { ask: "gimme every smartwatch/wearable plan w/ price", expect: { kind: "planList", planType: "Wearable" } },
    {
      ask: "verizon's top-dollar unlimited plan, which one is it",
      expect: { kind: "planExtreme", which: "priciest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "anything on att for less than twenty bucks a line?",
      expect: { kind: "planList", carrier: "att", under: 20 },
    },
    {
      ask: ["list verizon hotspot plans", "and whats the cheapest hotspot plan if we look at all carriers"],
      expect: { kind: "planExtreme", which: "cheapest", planType: "Hotspot" },
    },
  ],
  plan_feature: [
    {
      ask: "does tmobile go5g biz come w/ hotspot? how many gigs",
      expect: { kind: "planDetail", plan: { carrier: "tmobile", name: "Go5G Business" }, show: ["hotspot"] },
    },
    {
      ask: "video res on att business unlimted performance?",
      expect: { kind: "planDetail", plan: { carrier: "att", name: "Business Unlimited Performance" }, show: ["video"] },
    },
    {
      ask: "cheapest verizon plan that actually includes premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "verizon", rank: "cheapest" },
    },
    {
      ask: "client streams a lot of video — best t-mobile plan for 4k?",
      expect: { kind: "planFeature", feature: "video4k", carrier: "tmobile", rank: "best" },
    },
    {
      ask: "premium data allotment and price on tmo Business Essentails",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Business Essentials" },
        show: ["premiumData", "price"],
      },
    },
    {
      ask: "who gives the most hotspot data, any carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: ["tell me abt verizon business unlimited pro", "how much hotspot on it and what's it cost a line"],
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Pro" },
        show: ["hotspot", "price"],
      },
    },
    {
      ask: "lowest cost att plan that has hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "att starter plan - does it have any premium data? and what video quality",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Starter" },
        show: ["premiumData", "video"],
      },
    },
    {
      ask: "how much premium data on the AT&T hotspot elite plan",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Hotspot Elite" },
        show: ["premiumData"],
      },
    },
  ],
  line_cost: [
    {
      ask: "price out a dozen lines on verizon business unlimited plus, 24 mo",
      expect: {
        kind: "lineCost",
        lines: 12,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 24,
      },
    },
    {
      ask: "twenty five lines of tmo business unlimited advanced - per month and over 3 yrs?",
      expect: {
        kind: "lineCost",
        lines: 25,
        plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
        months: 36,
      },
    },
    {
      ask: "half a dozen att elite lines for a yr, what's the damage",
      expect: { kind: "lineCost", lines: 6, plan: { carrier: "att", name: "Business Unlimited Elite" }, months: 12 },
    },
    { ask: "how much would 8 lines on tmobile be", expect: { kind: "lineCost", lines: 8, carrier: "tmobile" } },
    {
      ask: "3 wearable lines on verizon, cost over 2 years",
      expect: { kind: "lineCost", lines: 3, carrier: "verizon", planType: "Wearable", months: 24 },
    },
    {
      ask: ["need pricing on go5g business", "fifteen lines, 24 months"],
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "tmobile", name: "Go5G Business" }, months: 24 },
    },
    {
      ask: "40 iot sims on the cheapest at&t iot plan, monthly and 36 month total",
      expect: { kind: "lineCost", lines: 40, carrier: "att", planType: "IoT", months: 36 },
    },
    {
      ask: "5 sites on T-Mobile Business Internet, monthly + 2yr total",
      expect: {
        kind: "lineCost",
        lines: 5,
        plan: { carrier: "tmobile", name: "T-Mobile Business Internet" },
        months: 24,
      },
    },
    {
      ask: "ten tablets on vz Business Unlimited Tablet Pro over 30 months",
      expect: {
        kind: "lineCost",
        lines: 10,
        plan: { carrier: "verizon", name: "Business Unlimited Tablet Pro" },
        months: 30,
      },
    },
    {
      ask: "what would 50 lines of att business unlimited starter run us per year",
      expect: {
        kind: "lineCost",
        lines: 50,
        plan: { carrier: "att", name: "Business Unlimited Starter" },
        months: 12,
      },
    },
  ],
  carrier_compare: [
    { ask: "compare all 3 carriers for 20 lines", expect: { kind: "compare", lines: 20 } },
    {
      ask: "10 lines that need hotspot, att vs verizon?",
      expect: { kind: "compare", lines: 10, carriers: ["att", "verizon"], needs: { hotspot: true } },
    },
    {
      ask: "tmo or vzw for 7 phones needing premium data? monthly plus the 2yr total",
      expect: {
        kind: "compare",
        lines: 7,
        carriers: ["tmobile", "verizon"],
        needs: { premiumData: true },
        months: 24,
      },
    },
    {
      ask: ["how does at&t stack up against tmobile for 12 lines", "throw verizon in there too"],
      expect: { kind: "compare", lines: 12 },
    },
    {
      ask: "which carrier comes out cheapest for a 4 line acct that needs hotspot AND premium data",
      expect: { kind: "compare", lines: 4, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "verizon vs t-mobile, 25 lines, total over 36 months",
      expect: { kind: "compare", lines: 25, carriers: ["verizon", "tmobile"], months: 36 },
    },
    { ask: "att v tmo nine lines", expect: { kind: "compare", lines: 9, carriers: ["att", "tmobile"] } },
    {
      ask: "side by side of every carrier for eighteen lines, they all tether laptops so hotspot is a must",
      expect: { kind: "compare", lines: 18, needs: { hotspot: true } },
    },
    {
      ask: "sales team of 30 travels internationally a lot, compare the carriers for them",
      expect: { kind: "compare", lines: 30, needs: { international: true } },
    },
  ],
  device_certification: [
    {
      ask: "is the galaxy a25 5g certified on att",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "razr+ 2024 ok on verizon?",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024", carrier: "verizon" },
    },
    { ask: "which carriers certify the Sonim XP3plus 5G", expect: { kind: "deviceCert", model: "XP3plus 5G" } },
    {
      ask: "can i activate an iphone 16e on t mobile",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "tmobile" },
    },
    {
      ask: "kyocera duraforce ultra 5g uw - what networks is it certified on",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    { ask: "iphone 12 certified anywhere?", expect: { kind: "unknownDevice", model: "iPhone 12" } },
    { ask: "galaxy s21 ultra on vzw, certified?", expect: { kind: "unknownDevice", model: "Galaxy S21 Ultra" } },
    {
      ask: ["is the pixel 10 pro fold certified on at&t", "what about tmobile"],
      expect: { kind: "deviceCert", model: "Pixel 10 Pro Fold", carrier: "tmobile" },
    },
    {
      ask: ["tcl flip 2 certified on verizon?", "ok so which carrier does take it"],
      expect: { kind: "deviceCert", model: "Flip 2" },
    },
    {
      ask: "customer wants axon body 4 cams on tmobile, is that certified",
      expect: { kind: "deviceCert", model: "Body 4", carrier: "tmobile" },
    },
    { ask: "pixel 6a cert status pls", expect: { kind: "unknownDevice", model: "Pixel 6a" } },
  ],
  device_list: [
    {
      ask: "what sonim devices can go on tmobile",
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Sonim" },
    },
    { ask: "verizon fwa gateways, full list", expect: { kind: "deviceList", carrier: "verizon", types: ["FWA"] } },
    {
      ask: "which mobile hotspots are certified on tmo",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "flip phones / feature phones approved for att?",
      expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] },
    },
    { ask: "geotab units in the catalog?", expect: { kind: "deviceList", manufacturer: "Geotab" } },
    {
      ask: "alarm communicators certified for vzw",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Alarm"] },
    },
    {
      ask: "everything kyocera that verizon certifies",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Kyocera" },
    },
    {
      ask: "samsung cellular watches that are certified",
      expect: { kind: "deviceList", manufacturer: "Samsung", types: ["Wearable"] },
    },
    {
      ask: ["looking at cradlepoint for a fleet", "which cradlepoint models are approved on t-mobile"],
      expect: { kind: "deviceList", carrier: "tmobile", manufacturer: "Cradlepoint" },
    },
    { ask: "body cams we can sell?", expect: { kind: "deviceList", types: ["Body Camera"] } },
    {
      ask: "point of sale terminals on tmobile",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["POS"] },
    },
  ],
  promotions: [
    { ask: "any tmo promos running", expect: { kind: "promos", carrier: "tmobile" } },
    { ask: "hotspot deals out there right now?", expect: { kind: "promos", category: "hotspots" } },
    { ask: "which promo runs out first", expect: { kind: "promos", soonest: true } },
    { ask: "promos ending in feb", expect: { kind: "promos", endsInMonth: 2 } },
    { ask: "anything going on for galaxy devices, phones or tabs", expect: { kind: "promos", about: "Galaxy" } },
    {
      ask: "is the att thinkpad laptop promo still on?",
      expect: { kind: "promos", carrier: "att", category: "laptops" },
    },
    {
      ask: "verizon fixed wireless / home internet promos",
      expect: { kind: "promos", carrier: "verizon", category: "fixed_wireless" },
    },
    { ask: "pixel promos?", expect: { kind: "promos", about: "Pixel" } },
    { ask: "which promos need a port-in", expect: { kind: "promos", about: "port-in" } },
    {
      ask: ["verizon promos pls", "which of those ends soonest"],
      expect: { kind: "promos", carrier: "verizon", soonest: true },
    },
    { ask: "promos that end before march?", expect: { kind: "promos", endsBeforeMonth: 3 } },
  ],
  deals_by_stage: [
    { ask: "how many deals we got in negotiation", expect: { kind: "deals", status: ["negotiation"], pick: "count" } },
    { ask: "list my closed won deals", expect: { kind: "deals", status: ["closed_won"], pick: "list" } },
    { ask: "what deals did we lose", expect: { kind: "deals", status: ["closed_lost"], pick: "list" } },
    { ask: "proposal stage deals + values", expect: { kind: "deals", status: ["proposal"], pick: "list" } },
    {
      ask: "total $ sitting in qualified right now",
      expect: { kind: "deals", status: ["qualified"], pick: "total" },
    },
    { ask: "how many open deals do we have rn", expect: { kind: "deals", open: true, pick: "count" } },
    {
      ask: ["show me leads", "which one's the biggest"],
      expect: { kind: "deals", status: ["lead"], pick: "largest" },
    },
    {
      ask: "t-mobile deals that are in negotiation",
      expect: { kind: "deals", status: ["negotiation"], carrier: "tmobile", pick: "list" },
    },
    { ask: "biggest deal we've won", expect: { kind: "deals", status: ["closed_won"], pick: "largest" } },
    { ask: "att deals still open?", expect: { kind: "deals", open: true, carrier: "att", pick: "list" } },
  ],
  deals_by_date_value_customer: [
    { ask: "which deal closes next", expect: { kind: "deals", open: true, pick: "soonest" } },
    { ask: "deals closing this wk", expect: { kind: "deals", closing: "thisWeek", pick: "list" } },
    { ask: "anything closing before month end?", expect: { kind: "deals", closing: "thisMonth", pick: "list" } },
    { ask: "open deals over 100k", expect: { kind: "deals", open: true, over: 100000, pick: "list" } },
    { ask: "cascade fright deals?", expect: { kind: "deals", customer: "Cascade", pick: "list" } },
    {
      ask: "top 3 open deals by value, biggest first",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
    {
      ask: "combined value of all our healthcare deals",
      expect: { kind: "deals", industry: "Healthcare", pick: "total" },
    },
    { ask: "which deals are worth less than 10k", expect: { kind: "deals", under: 10000, pick: "list" } },
    {
      ask: ["what do we have with brightpth", "just the ones still open"],
      expect: { kind: "deals", customer: "Brightpath", open: true, pick: "list" },
    },
    {
      ask: "what's closing in the next 2 weeks",
      expect: { kind: "deals", closing: { withinDays: 14 }, pick: "list" },
    },
    { ask: "smallest open opp?", expect: { kind: "deals", open: true, pick: "smallest" } },
  ],
  customers: [
    { ask: "email for the ridgline hvac contact", expect: { kind: "customers", company: "Ridgeline", pick: "email" } },
    { ask: "who's our contact at magnolia", expect: { kind: "customers", company: "Magnolia", pick: "contact" } },
    { ask: "phone # for northwnd coffee", expect: { kind: "customers", company: "Northwind", pick: "phone" } },
    {
      ask: "how many healthcare customers do we have",
      expect: { kind: "customers", industry: "Healthcare", pick: "count" },
    },
    { ask: "customers in texas?", expect: { kind: "customers", state: "TX", pick: "list" } },
    { ask: "list construction accounts", expect: { kind: "customers", industry: "Construction", pick: "list" } },
    {
      ask: ["who is the contact at granite state", "and their email?"],
      expect: { kind: "customers", company: "Granite", pick: "email" },
    },
    { ask: "what industry is tidewatr in", expect: { kind: "customers", company: "Tidewater", pick: "industry" } },
    { ask: "how many customers do we have total", expect: { kind: "customers", pick: "count" } },
    { ask: "any customers based in Chicago", expect: { kind: "customers", city: "Chicago", pick: "list" } },
    {
      ask: ["do we have a customer in asheville?", "what's the phone there"],
      expect: { kind: "customers", city: "Asheville", pick: "phone" },
    },
  ],
  saved_quotes: [
    { ask: "show my saved quotes", expect: { kind: "quotes", pick: "list" } },
    { ask: "how many quotes have i saved so far", expect: { kind: "quotes", pick: "count" } },
    { ask: "most recent quote?", expect: { kind: "quotes", pick: "latest" } },
    {
      ask: "bluewatr dental quote - monthly total?",
      expect: { kind: "quotes", customer: "Bluewater", pick: "monthly" },
    },
    { ask: "any saved quotes over $1000/mo", expect: { kind: "quotes", overMonthly: 1000, pick: "list" } },
    {
      ask: "what carrier did the cascade quote go with",
      expect: { kind: "quotes", customer: "Cascade", pick: "carrier" },
    },
    { ask: "pull up the pier 9 seafood quote", expect: { kind: "quotes", customer: "Pier 9", pick: "list" } },
    { ask: "yearly cost on the northwind quote", expect: { kind: "quotes", customer: "Northwind", pick: "yearly" } },
    {
      ask: ["lakeshore property mgmt - do we have a quote", "whats the contract total on it"],
      expect: { kind: "quotes", customer: "Lakeshore", pick: "contract" },
    },
  ],
  pitch: [
    {
      ask: "customer w/ 15 lines on att, needs hotspot for laptops, what do i pitch",
      expect: { kind: "pitch", lines: 15, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "small shop, half a dozen phones, on verizon now, budget conscious. recommendation?",
      expect: { kind: "pitch", lines: 6, current: "verizon" },
    },
    {
      ask: "what should I offer a 30 person construction crew that burns thru data, needs premium data",
      expect: { kind: "pitch", lines: 30, needs: { premiumData: true } },
    },
    {
      ask: "vet clinic, 16 lines, leaving verizon, mobile vets need hotspot - best fit?",
      expect: { kind: "pitch", lines: 16, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "recommend a plan for 8 people who travel internationally",
      expect: { kind: "pitch", lines: 8, needs: { international: true } },
    },
    {
      ask: "40 lines, tmo customer, they want premium data + hotspot. what's the move",
      expect: { kind: "pitch", lines: 40, current: "tmobile", needs: { premiumData: true, hotspot: true } },
    },
    {
      ask: ["got a prospect currently with tmobile", "22 lines, hotspot is a must, what would you pitch"],
      expect: { kind: "pitch", lines: 22, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: "brand new business, 5 phones, nothing special needed — which plan do i lead with",
      expect: { kind: "pitch", lines: 5 },
    },
    {
      ask: "dental group with twenty five lines on at&t, heavy users, premium data matters. what do we propose",
      expect: { kind: "pitch", lines: 25, current: "att", needs: { premiumData: true } },
    },
  ],
  greeting: [
    { ask: "hey", expect: { kind: "greeting" } },
    { ask: "morning!", expect: { kind: "greeting" } },
    { ask: "yo whats up", expect: { kind: "greeting" } },
    { ask: "hi there, first time using this", expect: { kind: "greeting" } },
    { ask: "good afternoon", expect: { kind: "greeting" } },
    { ask: "hello?", expect: { kind: "greeting" } },
    { ask: "hiya 👋", expect: { kind: "greeting" } },
    { ask: "hey hey, you around?", expect: { kind: "greeting" } },
  ],
  out_of_scope: [
    { ask: "whats the weather in denver tmrw", expect: { kind: "outOfScope" } },
    { ask: "how much is comcast business internet for 3 offices", expect: { kind: "outOfScope" } },
    { ask: "US Cellular plans for 10 lines?", expect: { kind: "outOfScope" } },
    { ask: "can u book me a flight to chicago next tues", expect: { kind: "outOfScope" } },
    { ask: "whats apple stock trading at", expect: { kind: "outOfScope" } },
    { ask: "fiber quote for a 3 story office bldg, 1 gig symmetrical", expect: { kind: "outOfScope" } },
    { ask: "what's the capital of australia", expect: { kind: "outOfScope" } },
    { ask: "how much does starlink business cost per month", expect: { kind: "outOfScope" } },
    { ask: "recommend a good lawyer for a contract dispute w/ a customer", expect: { kind: "outOfScope" } },
  ],
  multi_intent: [
    {
      ask: "cheapest verizon phone plan, and is the iphone 17 certified on verizon?",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
          { kind: "deviceCert", model: "iPhone 17", carrier: "verizon" },
        ],
      },
    },
    {
      ask: "how many deals in proposal + what att promos are live",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", status: ["proposal"], pick: "count" },
          { kind: "promos", carrier: "att" },
        ],
      },
    },
    {
      ask: "email for the ridgeline contact and whatever deals we still have open with them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Ridgeline", pick: "email" },
          { kind: "deals", customer: "Ridgeline", open: true, pick: "list" },
        ],
      },
    },
    {
      ask: "price 10 lines of tmo advanced for 24 months, and any tmobile phone promos i can stack?",
      expect: {
        kind: "all",
        parts: [
          {
            kind: "lineCost",
            lines: 10,
            plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
            months: 24,
          },
          { kind: "promos", carrier: "tmobile", category: "phones" },
        ],
      },
    },
    {
      ask: "commission on the granite st deals, and which of their open deals are over 50k",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "Granite" },
          { kind: "deals", customer: "Granite", open: true, over: 50000, pick: "list" },
        ],
      },
    },
    {
      ask: "hotspot allowance on att performance, plus price for 12 lines of it over 2 yrs",
      expect: {
        kind: "all",
        parts: [
          { kind: "planDetail", plan: { carrier: "att", name: "Business Unlimited Performance" }, show: ["hotspot"] },
          {
            kind: "lineCost",
            lines: 12,
            plan: { carrier: "att", name: "Business Unlimited Performance" },
            months: 24,
          },
        ],
      },
    },
    {
      ask: "which carriers certify the galaxy xcover7 pro? also list all rugged phones on tmo",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "Galaxy XCover7 Pro" },
          { kind: "deviceList", carrier: "tmobile", types: ["Rugged Phone"] },
        ],
      },
    },
    {
      ask: "how many healthcare customers do we have and what's the total value of their deals",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", industry: "Healthcare", pick: "count" },
          { kind: "deals", industry: "Healthcare", pick: "total" },
        ],
      },
    },
    {
      ask: "renewals coming up next month + deals closing this week",
      expect: {
        kind: "all",
        parts: [
          { kind: "renewals", range: "nextMonth" },
          { kind: "deals", closing: "thisWeek", pick: "list" },
        ],
      },
    },
  ],
  commission: [
    { ask: "what do i make on the ridgeline fleet refresh", expect: { kind: "commission", deal: "fleet refresh" } },
    { ask: "comission on the northwind deals?", expect: { kind: "commission", deal: "Northwind" } },
    {
      ask: "upfront + residual on the cascade 220 driver line deal, and residual over the whole term",
      expect: { kind: "commission", deal: "220 driver", show: ["term"] },
    },
    {
      ask: "when does the chargeback window close on the bluewater front-desk phones",
      expect: { kind: "commission", deal: "front-desk", show: ["chargeback"] },
    },
    {
      ask: "how much commission have we actually received on brightpath admin phones",
      expect: { kind: "commission", deal: "admin phones", show: ["received"] },
    },
    {
      ask: "residual per yr on the tidewater deal",
      expect: { kind: "commission", deal: "Tidewater", show: ["year"] },
    },
    {
      ask: ["whats my cut on the magnolia clinician deal", "and over the full term?"],
      expect: { kind: "commission", deal: "clinician", show: ["term"] },
    },
    { ask: "commish for granite state patrol routers", expect: { kind: "commission", deal: "patrol" } },
    {
      ask: "lakeshore inspection tablets - payout, and what's been paid so far",
      expect: { kind: "commission", deal: "inspection tablets", show: ["received"] },
    },
  ],
  renewals: [
    { ask: "what's renewing this month", expect: { kind: "renewals", range: "thisMonth" } },
    {
      ask: "contracts ending in the next 90 days?",
      expect: { kind: "renewals", range: { days: 90 }, kinds: ["contract_end"] },
    },
    {
      ask: "promo end dates coming up next month",
      expect: { kind: "renewals", range: "nextMonth", kinds: ["promotion_end"] },
    },
    {
      ask: "any chargeback windows closing this quarter",
      expect: { kind: "renewals", range: "thisQuarter", kinds: ["chargeback_end"] },
    },
    {
      ask: "anything coming up on the bluwater deals in the next year",
      expect: { kind: "renewals", range: { months: 12 }, deal: "Bluewater" },
    },
    {
      ask: "verizon renewals over the next 2 months",
      expect: { kind: "renewals", range: { months: 2 }, carrier: "verizon" },
    },
    {
      ask: "last device installments due in the next six months",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["last_installment"] },
    },
    {
      ask: ["renewals radar for next quarter", "only the at&t ones"],
      expect: { kind: "renewals", range: "nextQuarter", carrier: "att" },
    },
    { ask: "what expires within 3 weeks", expect: { kind: "renewals", range: { weeks: 3 } } },
  ],
};
