/**
 * Fifth blind batch of evaluation questions for the AI sales assistant.
 *
 * Written blind, only from the seeded database (`supabase/seed.sql`), the carrier plan
 * catalogue and promotions (`config/`), the judge (`./expectations`) and the product spec.
 * No code of the assistant (lib/, app/, components/) and no other question set was read.
 *
 * The questions are typed the way reseller agents type in a work chat on a phone:
 * shorthand (tmo, vz, att, ln, yr, rn, pls, w/), one- or two-letter typos in carrier,
 * customer and device names, numbers in words, periods ("per yr", "36 mo"), orderings
 * ("priciest", "closes first", "top 3"), several conditions at once and follow-ups over
 * two or three turns. Each carries only an expectation: the judge computes the answer
 * from the database at run time.
 */
import type { QuestionSet } from "./expectations";

export const BLIND_QUESTIONS_5: QuestionSet = {
  plan_lookup: [
    {
      ask: "whats the cheapest vz phone plan rn",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "verizon", planType: "Unlimited" },
    },
    {
      ask: "priciest thing att sells, any line type at all",
      expect: { kind: "planExtreme", which: "priciest", carrier: "att", planType: "any" },
    },
    {
      ask: "can u list every tmo unlimited phone plan w/ the per line price",
      expect: { kind: "planList", carrier: "tmobile", planType: "Unlimited" },
    },
    {
      ask: "What fixed wireless internet plans do we have across all three carriers?",
      expect: { kind: "planList", planType: "Fixed Wireless" },
    },
    {
      ask: "any at&t phone plans under $25 a line?",
      expect: { kind: "planList", carrier: "att", planType: "Unlimited", under: 25 },
    },
    {
      ask: "cheapest plan t-mobil has",
      expect: { kind: "planExtreme", which: "cheapest", carrier: "tmobile" },
    },
    {
      ask: "how much hotspot do u get on att Business Unlimited Performance",
      expect: {
        kind: "planDetail",
        plan: { carrier: "att", name: "Business Unlimited Performance" },
        show: ["hotspot"],
      },
    },
    {
      ask: "price per ln on verizon business unlimited pro?",
      expect: { kind: "planDetail", plan: { carrier: "verizon", name: "Business Unlimited Pro" }, show: ["price"] },
    },
    {
      ask: "what res does Go5G Business stream video at, and how much premium data",
      expect: {
        kind: "planDetail",
        plan: { carrier: "tmobile", name: "Go5G Business" },
        show: ["video", "premiumData"],
      },
    },
    {
      ask: "att iot plans pls",
      expect: { kind: "planList", carrier: "att", planType: "IoT" },
    },
    {
      ask: "Which wearable / smartwatch line plans are there? all carriers",
      expect: { kind: "planList", planType: "Wearable" },
    },
    {
      ask: ["pull up the t-mobile plan list", "only the ones under 30 bucks"],
      expect: { kind: "planList", carrier: "tmobile", under: 30 },
    },
    {
      ask: "lowest priced unlimited phone plan out of all 3 carriers?",
      expect: { kind: "planExtreme", which: "cheapest", planType: "Unlimited" },
    },
    {
      ask: "does verizn Business Unlimited Start come with any premium data?",
      expect: {
        kind: "planDetail",
        plan: { carrier: "verizon", name: "Business Unlimited Start" },
        show: ["premiumData"],
      },
    },
  ],

  plan_feature: [
    {
      ask: "best hotspot plan on vz?",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "verizon", rank: "best" },
    },
    {
      ask: "cheapest plan that streams 4k, any carrier",
      expect: { kind: "planFeature", feature: "video4k", rank: "cheapest" },
    },
    {
      ask: "Which AT&T phone plan gives the most premium data before deprioritization?",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "best" },
    },
    {
      ask: "lowest cost tmo plan that still includes hotspot",
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "cheapest att plan w/ premium data",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "att", rank: "cheapest" },
    },
    {
      ask: "customer wants 4K UHD video on verizon, which plan",
      expect: { kind: "planFeature", feature: "video4k", carrier: "verizon", rank: "best" },
    },
    {
      ask: "biggest hotspot allowance anywhere? doesnt matter which carrier",
      expect: { kind: "planFeature", feature: "hotspot", rank: "best" },
    },
    {
      ask: "what's the least expensive plan that has premium data, across att vz and tmo",
      expect: { kind: "planFeature", feature: "premiumData", rank: "cheapest" },
    },
    {
      ask: ["whats the best t mobile plan for hotspot", "ok and the cheapest one that still has hotspot?"],
      expect: { kind: "planFeature", feature: "hotspot", carrier: "tmobile", rank: "cheapest" },
    },
    {
      ask: "tmo plan w/ the most premium data pls",
      expect: { kind: "planFeature", feature: "premiumData", carrier: "tmobile", rank: "best" },
    },
  ],

  line_cost: [
    {
      ask: "12 lines on vz Business Unlimited Plus, 36 mo term — monthly and total?",
      expect: {
        kind: "lineCost",
        lines: 12,
        plan: { carrier: "verizon", name: "Business Unlimited Plus" },
        months: 36,
      },
    },
    {
      ask: "price out a dozen lines of att Business Unlimited Elite",
      expect: { kind: "lineCost", lines: 12, plan: { carrier: "att", name: "Business Unlimited Elite" } },
    },
    {
      ask: "twenty five lines of tmo Business Essentials over 2 yrs, what's that come to",
      expect: {
        kind: "lineCost",
        lines: 25,
        plan: { carrier: "tmobile", name: "Business Essentials" },
        months: 24,
      },
    },
    {
      ask: "how much for 8 lines on at&t",
      expect: { kind: "lineCost", lines: 8, carrier: "att" },
    },
    {
      ask: "5 sites of verizon fixed wireless, cheapest option, cost per month + contract",
      expect: { kind: "lineCost", lines: 5, carrier: "verizon", planType: "Fixed Wireless" },
    },
    {
      ask: "10 hotspot lines on the cheapest hotspot plan any carrier — what's it per yr",
      expect: { kind: "lineCost", lines: 10, planType: "Hotspot", months: 12 },
    },
    {
      ask: "forty tablets on the att Business Unlimited Tablet plan over 3 years?",
      expect: {
        kind: "lineCost",
        lines: 40,
        plan: { carrier: "att", name: "Business Unlimited Tablet" },
        months: 36,
      },
    },
    {
      ask: "What would 15 lines of T-Mobile Business Unlimited Ultimate run?",
      expect: { kind: "lineCost", lines: 15, plan: { carrier: "tmobile", name: "Business Unlimited Ultimate" } },
    },
    {
      ask: "half a dozen lines on verizon business unlimited start for a yr",
      expect: {
        kind: "lineCost",
        lines: 6,
        plan: { carrier: "verizon", name: "Business Unlimited Start" },
        months: 12,
      },
    },
    {
      ask: ["cheapest tmo phone plan?", "ok how much for 30 lines on that over 36 mo"],
      expect: {
        kind: "lineCost",
        lines: 30,
        plan: { carrier: "tmobile", name: "Business Essentials" },
        months: 36,
      },
    },
    {
      ask: "20 ln Performance on att, per month and over the whole contract",
      expect: { kind: "lineCost", lines: 20, plan: { carrier: "att", name: "Business Unlimited Performance" } },
    },
    {
      ask: ["what does verizon charge for Business Internet 400 Mbps", "and for 3 locations over a 24 month term?"],
      expect: {
        kind: "lineCost",
        lines: 3,
        plan: { carrier: "verizon", name: "Business Internet 400 Mbps" },
        months: 24,
      },
    },
  ],

  carrier_compare: [
    {
      ask: "compare all 3 carriers for 10 lines",
      expect: { kind: "compare", lines: 10 },
    },
    {
      ask: "vz vs tmo for 25 lines, every line needs hotspot",
      expect: { kind: "compare", lines: 25, carriers: ["verizon", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "att vs verizon 15 lines w/ premium data, over 36 mo",
      expect: {
        kind: "compare",
        lines: 15,
        carriers: ["att", "verizon"],
        needs: { premiumData: true },
        months: 36,
      },
    },
    {
      ask: "break down att, vz and tmo for 6 lines — who comes in cheapest?",
      expect: { kind: "compare", lines: 6 },
    },
    {
      ask: "side by side for 50 lines that need both hotspot and premium data",
      expect: { kind: "compare", lines: 50, needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "t-mobile or at&t for 8 lines over two years?",
      expect: { kind: "compare", lines: 8, carriers: ["tmobile", "att"], months: 24 },
    },
    {
      ask: ["compare the carriers for 20 lines", "now with hotspot on every line"],
      expect: { kind: "compare", lines: 20, needs: { hotspot: true } },
    },
    {
      ask: "How do the three carriers stack up on a hundred phone lines?",
      expect: { kind: "compare", lines: 100 },
    },
    {
      ask: "atnt vs tmobile, 12 lines, they need hotspot for laptops in the field",
      expect: { kind: "compare", lines: 12, carriers: ["att", "tmobile"], needs: { hotspot: true } },
    },
    {
      ask: "verizon vs t-mobile for 40 lines, whats the monthly on each",
      expect: { kind: "compare", lines: 40, carriers: ["verizon", "tmobile"] },
    },
  ],

  device_certification: [
    {
      ask: "is the XCover7 Pro certified on tmo?",
      expect: { kind: "deviceCert", model: "Galaxy XCover7 Pro", carrier: "tmobile" },
    },
    {
      ask: "galxy a25 5g on att — ok to activate?",
      expect: { kind: "deviceCert", model: "Galaxy A25 5G", carrier: "att" },
    },
    {
      ask: "which carriers certify the motorola razr+ 2024",
      expect: { kind: "deviceCert", model: "motorola razr+ 2024" },
    },
    {
      ask: "Sonim XP3plus 5G on T-Mobile, is that supported?",
      expect: { kind: "deviceCert", model: "XP3plus 5G", carrier: "tmobile" },
    },
    {
      ask: "can i put an iphne 16e on at&t",
      expect: { kind: "deviceCert", model: "iPhone 16e", carrier: "att" },
    },
    {
      ask: "iPhone 12 certified anywhere?",
      expect: { kind: "unknownDevice", model: "iPhone 12" },
    },
    {
      ask: "customer has Galaxy S21 Ultras, are those good on vz",
      expect: { kind: "unknownDevice", model: "Galaxy S21 Ultra" },
    },
    {
      ask: "Pixel 6a — in the certified list?",
      expect: { kind: "unknownDevice", model: "Pixel 6a" },
    },
    {
      ask: "what carriers is the Kyocera DuraForce Ultra 5G UW certified on",
      expect: { kind: "deviceCert", model: "DuraForce Ultra 5G UW" },
    },
    {
      ask: ["is the Pixel 10 Pro certified on verizon", "what about tmo?"],
      expect: { kind: "deviceCert", model: "Pixel 10 Pro", carrier: "tmobile" },
    },
    {
      ask: "nokia 2780 flip on verison?",
      expect: { kind: "deviceCert", model: "2780 Flip", carrier: "verizon" },
    },
    {
      ask: "Which carriers take the Galaxy Tab S9 5G?",
      expect: { kind: "deviceCert", model: "Galaxy Tab S9 5G" },
    },
    {
      ask: "is the Orbic Journey V ok on att or no",
      expect: { kind: "deviceCert", model: "Journey V", carrier: "att" },
    },
    {
      ask: "zebra TC58 on tmobile?",
      expect: { kind: "deviceCert", model: "TC58", carrier: "tmobile" },
    },
    {
      ask: "do we have the Galaxy Z Fold4 certified? client still has a few",
      expect: { kind: "unknownDevice", model: "Galaxy Z Fold4" },
    },
  ],

  device_list: [
    {
      ask: "what Sonim phones can i sell on verizon",
      expect: { kind: "deviceList", carrier: "verizon", manufacturer: "Sonim" },
    },
    {
      ask: "rugged phones certified on tmo?",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Rugged Phone"], alsoTypes: ["PTT Device"] },
    },
    {
      ask: "list the mobile hotspots verizon certifies",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Hotspot"], alsoTypes: ["Hotspot/Router"] },
    },
    {
      ask: "which google phones are certified on att",
      expect: { kind: "deviceList", carrier: "att", manufacturer: "Google", types: ["Phone"] },
    },
    {
      ask: "Samsung smartwatches we can activate?",
      expect: { kind: "deviceList", manufacturer: "Samsung", types: ["Wearable"], alsoTypes: ["Smartwatch"] },
    },
    {
      ask: "tmo fixed wireless gateways pls",
      expect: { kind: "deviceList", carrier: "tmobile", types: ["FWA"] },
    },
    {
      ask: "flip / feature phones on at&t, whats certified",
      expect: { kind: "deviceList", carrier: "att", types: ["Feature Phone"] },
    },
    {
      ask: "Samsung tablets on verizon?",
      expect: {
        kind: "deviceList",
        carrier: "verizon",
        manufacturer: "Samsung",
        types: ["Tablet"],
        alsoTypes: ["Rugged Tablet"],
      },
    },
    {
      ask: "cradlepoint vehicle routers — which models do we have",
      expect: { kind: "deviceList", manufacturer: "Cradlepoint", types: ["Vehicle Router"], alsoTypes: ["Router"] },
    },
    {
      ask: "alarm communicators certified on vz? granite state is asking",
      expect: { kind: "deviceList", carrier: "verizon", types: ["Alarm"], alsoTypes: ["Security Panel"] },
    },
    {
      ask: "any certified dashcams",
      expect: { kind: "deviceList", types: ["Dashcam"] },
    },
    {
      ask: ["what laptops are certified on t-mobile", "just the regular laptops, not 2-in-1s"],
      expect: { kind: "deviceList", carrier: "tmobile", types: ["Laptop"], alsoTypes: ["Computer", "Netbook"] },
    },
  ],

  promotions: [
    {
      ask: "any tmo promos rn?",
      expect: { kind: "promos", carrier: "tmobile" },
    },
    {
      ask: "verizon phone promos going on",
      expect: { kind: "promos", carrier: "verizon", category: "phones" },
    },
    {
      ask: "wut promos do we have on the galaxy s25",
      expect: { kind: "promos", about: "Galaxy S25" },
    },
    {
      ask: "which promo expires first?",
      expect: { kind: "promos", soonest: true },
    },
    {
      ask: "any promos ending in january",
      expect: { kind: "promos", endsInMonth: 1 },
    },
    {
      ask: "promos ending within the next 60 days?",
      expect: { kind: "promos", endsWithinDays: 60 },
    },
    {
      ask: "Fixed wireless offers across all the carriers please",
      expect: { kind: "promos", category: "fixed_wireless" },
    },
    {
      ask: "hotspot promos?",
      expect: { kind: "promos", category: "hotspots" },
    },
    {
      ask: "att tablet promo still running?",
      expect: { kind: "promos", carrier: "att", category: "tablets" },
    },
    {
      ask: "which promos need a port-in",
      expect: { kind: "promos", about: "port-in" },
    },
    {
      ask: ["promos on at&t?", "which of those end before march"],
      expect: { kind: "promos", carrier: "att", endsBeforeMonth: 3 },
    },
    {
      ask: "laptop promos right now",
      expect: { kind: "promos", category: "laptops" },
    },
    {
      ask: "is there a deal on the pixel 10? customer wants two",
      expect: { kind: "promos", about: "Pixel 10" },
    },
  ],

  deals_by_stage: [
    {
      ask: "what's in negotiation rn",
      expect: { kind: "deals", status: ["negotiation"] },
    },
    {
      ask: "show me all my leads",
      expect: { kind: "deals", status: ["lead"] },
    },
    {
      ask: "how many deals did we lose",
      expect: { kind: "deals", status: ["closed_lost"], pick: "count" },
    },
    {
      ask: "list the closed won deals pls",
      expect: { kind: "deals", status: ["closed_won"] },
    },
    {
      ask: "Which opportunities are sitting at the proposal stage?",
      expect: { kind: "deals", status: ["proposal"] },
    },
    {
      ask: "qualified opps on t-mobile",
      expect: { kind: "deals", status: ["qualified"], carrier: "tmobile" },
    },
    {
      ask: "total $ of everything in negotiation",
      expect: { kind: "deals", status: ["negotiation"], pick: "total" },
    },
    {
      ask: "biggest deal in proposal?",
      expect: { kind: "deals", status: ["proposal"], pick: "largest" },
    },
    {
      ask: "how many open deals do we have",
      expect: { kind: "deals", open: true, pick: "count" },
    },
    {
      ask: ["show me deals in negotiation", "and in proposal?"],
      expect: { kind: "deals", status: ["proposal"] },
    },
    {
      ask: "of the deals we lost, which was the biggest",
      expect: { kind: "deals", status: ["closed_lost"], pick: "largest" },
    },
    {
      ask: "leads plus qualified, how many total",
      expect: { kind: "deals", status: ["lead", "qualified"], pick: "count" },
    },
    {
      ask: "won deals on verizon",
      expect: { kind: "deals", status: ["closed_won"], carrier: "verizon" },
    },
  ],

  deals_by_date_value_customer: [
    {
      ask: "what closes this week",
      expect: { kind: "deals", closing: "thisWeek" },
    },
    {
      ask: "anything closing before the end of the month?",
      expect: { kind: "deals", closing: "thisMonth" },
    },
    {
      ask: "deals closing in the next 2 wks",
      expect: { kind: "deals", closing: { withinDays: 14 } },
    },
    {
      ask: "top 3 biggest open deals w/ values",
      expect: { kind: "deals", open: true, pick: "largest", top: 3 },
    },
    {
      ask: "which open deal closes first",
      expect: { kind: "deals", open: true, pick: "soonest" },
    },
    {
      ask: "deals over 100k",
      expect: { kind: "deals", over: 100000 },
    },
    {
      ask: "open deals under ten grand",
      expect: { kind: "deals", open: true, under: 10000 },
    },
    {
      ask: "all the cascde freight deals",
      expect: { kind: "deals", customer: "Cascade" },
    },
    {
      ask: "what do we have going w/ Northwnd Coffee",
      expect: { kind: "deals", customer: "Northwind" },
    },
    {
      ask: "show me every healthcare deal",
      expect: { kind: "deals", industry: "Healthcare" },
    },
    {
      ask: "sum of open verizon deals?",
      expect: { kind: "deals", open: true, carrier: "verizon", pick: "total" },
    },
    {
      ask: "next three deals to close, in order",
      expect: { kind: "deals", open: true, pick: "soonest", top: 3 },
    },
    {
      ask: "smallest open deal we got",
      expect: { kind: "deals", open: true, pick: "smallest" },
    },
    {
      ask: "any deals for Pier 9 Seafood?",
      expect: { kind: "deals", customer: "Pier 9" },
    },
    {
      ask: ["open deals on att", "which one's biggest"],
      expect: { kind: "deals", open: true, carrier: "att", pick: "largest" },
    },
    {
      ask: "Which t-mobile deals close in the next 30 days?",
      expect: { kind: "deals", carrier: "tmobile", closing: { withinDays: 30 } },
    },
  ],

  customers: [
    {
      ask: "who's my contact at Cascade Freight",
      expect: { kind: "customers", company: "Cascade", pick: "contact" },
    },
    {
      ask: "email for Ridgline HVAC?",
      expect: { kind: "customers", company: "Ridgeline", pick: "email" },
    },
    {
      ask: "number for northwind coffee pls",
      expect: { kind: "customers", company: "Northwind", pick: "phone" },
    },
    {
      ask: "how many customers do i have",
      expect: { kind: "customers", pick: "count" },
    },
    {
      ask: "list my healthcare clients",
      expect: { kind: "customers", industry: "Healthcare", pick: "list" },
    },
    {
      ask: "any customers in Texas",
      expect: { kind: "customers", state: "TX", pick: "list" },
    },
    {
      ask: "what industry is Granit State Security in",
      expect: { kind: "customers", company: "Granite", pick: "industry" },
    },
    {
      ask: "who do I talk to over at Brightpth?",
      expect: { kind: "customers", company: "Brightpath", pick: "contact" },
    },
    {
      ask: "customers in denver",
      expect: { kind: "customers", city: "Denver", pick: "list" },
    },
    {
      ask: ["who's the contact at Prarie Grain", "and her email?"],
      expect: { kind: "customers", company: "Prairie", pick: "email" },
    },
    {
      ask: "how many construction customers",
      expect: { kind: "customers", industry: "Construction", pick: "count" },
    },
    {
      ask: "phone # for bluewater dental",
      expect: { kind: "customers", company: "Bluewater", pick: "phone" },
    },
    {
      ask: "Can you give me the e-mail address for Summit Ridge Veterinary?",
      expect: { kind: "customers", company: "Summit Ridge", pick: "email" },
    },
    {
      ask: ["who runs things at Coperline Electrical", "whats his cell"],
      expect: { kind: "customers", company: "Copperline", pick: "phone" },
    },
  ],

  saved_quotes: [
    {
      ask: "any saved quotes?",
      expect: { kind: "quotes", pick: "list" },
    },
    {
      ask: "how many quotes have we saved",
      expect: { kind: "quotes", pick: "count" },
    },
    {
      ask: "whats the latest quote i saved",
      expect: { kind: "quotes", pick: "latest" },
    },
    {
      ask: "monthly on the Ridgeline quote?",
      expect: { kind: "quotes", customer: "Ridgeline", pick: "monthly" },
    },
    {
      ask: "contract total on the bluewater quote",
      expect: { kind: "quotes", customer: "Bluewater", pick: "contract" },
    },
    {
      ask: "which carrier did we go with on the Cascade quote",
      expect: { kind: "quotes", customer: "Cascade", pick: "carrier" },
    },
    {
      ask: "what's the Magnolia quote come to per yr",
      expect: { kind: "quotes", customer: "Magnolia", pick: "yearly" },
    },
    {
      ask: "saved quotes over 1k a month",
      expect: { kind: "quotes", overMonthly: 1000, pick: "list" },
    },
    {
      ask: "pull the Pier 9 Seafood quote",
      expect: { kind: "quotes", customer: "Pier 9", pick: "list" },
    },
    {
      ask: ["pull up the Northwind quote", "what's it come to over the whole contract"],
      expect: { kind: "quotes", customer: "Northwind", pick: "contract" },
    },
  ],

  pitch: [
    {
      ask: "Summit Ridge Vet has 16 lines on vz, mobile vets need hotspot for laptops — what do i pitch",
      expect: { kind: "pitch", lines: 16, current: "verizon", needs: { hotspot: true } },
    },
    {
      ask: "tidewater marine, 6 lines on verizon, promo just ended, owner is price sensitive. what should i offer",
      expect: { kind: "pitch", lines: 6, current: "verizon" },
    },
    {
      ask: "Ridgeline HVAC: 45 techs on att, want hotspot for truck tablets. recommend a plan?",
      expect: { kind: "pitch", lines: 45, current: "att", needs: { hotspot: true } },
    },
    {
      ask: "what would u recommend for magnolia home health, sixty clinician phones, heavy data users",
      expect: { kind: "pitch", lines: 60, needs: { premiumData: true } },
    },
    {
      ask: "customer w/ 30 lines on tmo wants hotspot AND premium data, best fit?",
      expect: { kind: "pitch", lines: 30, current: "tmobile", needs: { hotspot: true, premiumData: true } },
    },
    {
      ask: "Lakeshore PM wants 22 company lines for maintenance guys, nothing fancy. pitch?",
      expect: { kind: "pitch", lines: 22 },
    },
    {
      ask: "copperline electrical: 18 field crew lines, they burn through data. what plan do I lead with",
      expect: { kind: "pitch", lines: 18, needs: { premiumData: true } },
    },
    {
      ask: "Northwind has a dozen managers on t-mobile, want hotspot when the cafe wifi dies. suggestion?",
      expect: { kind: "pitch", lines: 12, current: "tmobile", needs: { hotspot: true } },
    },
    {
      ask: [
        "got a new prospect, 10 person plumbing company currently on at&t",
        "they need hotspot on every line, what should I pitch them",
      ],
      expect: { kind: "pitch", lines: 10, current: "att", needs: { hotspot: true } },
    },
  ],

  greeting: [
    { ask: "hey", expect: { kind: "greeting" } },
    { ask: "gm! what can u help with", expect: { kind: "greeting" } },
    { ask: "hi there, first day using this", expect: { kind: "greeting" } },
    { ask: "yo", expect: { kind: "greeting" } },
    { ask: "Good afternoon!", expect: { kind: "greeting" } },
    { ask: "hello again 👋", expect: { kind: "greeting" } },
    { ask: "sup, u there?", expect: { kind: "greeting" } },
    { ask: "Hi! What kinds of things can you answer?", expect: { kind: "greeting" } },
    { ask: "morning", expect: { kind: "greeting" } },
  ],

  out_of_scope: [
    { ask: "whats the weather in denver tmrw", expect: { kind: "outOfScope" } },
    { ask: "who won the game last night", expect: { kind: "outOfScope" } },
    { ask: "how much is starlink business per month", expect: { kind: "outOfScope" } },
    { ask: "can u write me a python script to scrape linkedin", expect: { kind: "outOfScope" } },
    { ask: "what does comcast business charge for 1 gig cable", expect: { kind: "outOfScope" } },
    { ask: "book me a flight to phoenix for the copperline meeting", expect: { kind: "outOfScope" } },
    { ask: "whats verizon stock trading at today", expect: { kind: "outOfScope" } },
    { ask: "US Cellular unlimited price per line?", expect: { kind: "outOfScope" } },
    { ask: "help me do my expense report taxes lol", expect: { kind: "outOfScope" } },
    { ask: "Show me Harbor Telecom Group's pipeline.", expect: { kind: "outOfScope" } },
  ],

  multi_intent: [
    {
      ask: "cheapest att phone plan + any att promos rn",
      expect: {
        kind: "all",
        parts: [
          { kind: "planExtreme", which: "cheapest", carrier: "att", planType: "Unlimited" },
          { kind: "promos", carrier: "att" },
        ],
      },
    },
    {
      ask: "is the iPhone 17 certified on vz? and any iPhone 17 promos across carriers",
      expect: {
        kind: "all",
        parts: [
          { kind: "deviceCert", model: "iPhone 17", carrier: "verizon" },
          { kind: "promos", about: "iPhone 17" },
        ],
      },
    },
    {
      ask: "email for Copperline and what deals we got w/ them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Copperline", pick: "email" },
          { kind: "deals", customer: "Copperline" },
        ],
      },
    },
    {
      ask: "how many open deals do i have and what's the total value",
      expect: {
        kind: "all",
        parts: [
          { kind: "deals", open: true, pick: "count" },
          { kind: "deals", open: true, pick: "total" },
        ],
      },
    },
    {
      ask: "12 lines of Go5G Business, monthly + 24 mo? also is the Galaxy S25 Edge ok on tmo",
      expect: {
        kind: "all",
        parts: [
          { kind: "lineCost", lines: 12, plan: { carrier: "tmobile", name: "Go5G Business" }, months: 24 },
          { kind: "deviceCert", model: "Galaxy S25 Edge", carrier: "tmobile" },
        ],
      },
    },
    {
      ask: "commission on the Summit Ridge Vet deal, and Owen Park's phone number at Northwind",
      expect: {
        kind: "all",
        parts: [
          { kind: "commission", deal: "Summit Ridge" },
          { kind: "customers", company: "Northwind", pick: "phone" },
        ],
      },
    },
    {
      ask: "renewals in the next 30 days, and which open deal closes first?",
      expect: {
        kind: "all",
        parts: [
          { kind: "renewals", range: { days: 30 } },
          { kind: "deals", open: true, pick: "soonest" },
        ],
      },
    },
    {
      ask: "compare all 3 for 10 lines w/ hotspot, and whats the verizon hotspot device promo",
      expect: {
        kind: "all",
        parts: [
          { kind: "compare", lines: 10, needs: { hotspot: true } },
          { kind: "promos", carrier: "verizon", category: "hotspots" },
        ],
      },
    },
    {
      ask: "what does tmo Business Unlimited Advanced include (hotspot, premium data, video) and what's 8 lines cost",
      expect: {
        kind: "all",
        parts: [
          {
            kind: "planDetail",
            plan: { carrier: "tmobile", name: "Business Unlimited Advanced" },
            show: ["hotspot", "premiumData", "video", "price"],
          },
          { kind: "lineCost", lines: 8, plan: { carrier: "tmobile", name: "Business Unlimited Advanced" } },
        ],
      },
    },
    {
      ask: "who's the contact at Magnolia Home Health and how many deals do we have with them",
      expect: {
        kind: "all",
        parts: [
          { kind: "customers", company: "Magnolia", pick: "contact" },
          { kind: "deals", customer: "Magnolia", pick: "count" },
        ],
      },
    },
  ],

  commission: [
    {
      ask: "whats my commission on the Ridgeline fleet refresh",
      expect: { kind: "commission", deal: "fleet refresh" },
    },
    {
      ask: "upfront + residual on the brightpath student connectivity deal",
      expect: { kind: "commission", deal: "student connectivity" },
    },
    {
      ask: "commission on Tidewater, and when does the chargeback window close",
      expect: { kind: "commission", deal: "Tidewater", show: ["chargeback"] },
    },
    {
      ask: "how much have we actually been paid on the Northwind POS failover so far vs what we expect",
      expect: { kind: "commission", deal: "POS failover", show: ["received"] },
    },
    {
      ask: "residual over the full term on the Magnola clinician phones deal?",
      expect: { kind: "commission", deal: "clinician", show: ["term"] },
    },
    {
      ask: "residual per yr on the granite state alarm communicator swap",
      expect: { kind: "commission", deal: "alarm communicator", show: ["year"] },
    },
    {
      ask: "what do we make on the patrol vehicle routers deal",
      expect: { kind: "commission", deal: "patrol vehicle" },
    },
    {
      ask: ["show me Cascade's deals", "commission on the 220 line one?"],
      expect: { kind: "commission", deal: "220 driver" },
    },
    {
      ask: "Bluewater front-desk phones — have we received any commission yet?",
      expect: { kind: "commission", deal: "front-desk", show: ["received"] },
    },
    {
      ask: "prairie grain commission breakdown pls",
      expect: { kind: "commission", deal: "Prairie Grain" },
    },
    {
      ask: "chargeback end date on the brightpath admin phones",
      expect: { kind: "commission", deal: "admin phones", show: ["chargeback"] },
    },
    {
      ask: "Internet Air backup deal for Bluewater: upfront, monthly residual, what's been paid",
      expect: { kind: "commission", deal: "Internet Air backup", show: ["received"] },
    },
  ],

  renewals: [
    {
      ask: "any renewals coming up in the next 90 days",
      expect: { kind: "renewals", range: { days: 90 } },
    },
    {
      ask: "which contracts end next quarter",
      expect: { kind: "renewals", range: "nextQuarter", kinds: ["contract_end"] },
    },
    {
      ask: "promos ending on any of our won deals this month?",
      expect: { kind: "renewals", range: "thisMonth", kinds: ["promotion_end"] },
    },
    {
      ask: "whats on the renewals radar for next month",
      expect: { kind: "renewals", range: "nextMonth" },
    },
    {
      ask: "Bluewater renewal dates over the next 6 months",
      expect: { kind: "renewals", range: { months: 6 }, deal: "Bluewater" },
    },
    {
      ask: "last device installment payments in the next 3 mo",
      expect: { kind: "renewals", range: { months: 3 }, kinds: ["last_installment"] },
    },
    {
      ask: "chargeback windows closing within six months",
      expect: { kind: "renewals", range: { months: 6 }, kinds: ["chargeback_end"] },
    },
    {
      ask: "at&t renewals in the next 120 days",
      expect: { kind: "renewals", range: { days: 120 }, carrier: "att" },
    },
    {
      ask: "renewals this quarter",
      expect: { kind: "renewals", range: "thisQuarter" },
    },
    {
      ask: ["renewals next 60 days", "just verizon"],
      expect: { kind: "renewals", range: { days: 60 }, carrier: "verizon" },
    },
    {
      ask: "is anything for Lakshore up for renewal in the next 3 months",
      expect: { kind: "renewals", range: { months: 3 }, deal: "Lakeshore" },
    },
    {
      ask: "contract ends over the next 8 wks?",
      expect: { kind: "renewals", range: { weeks: 8 }, kinds: ["contract_end"] },
    },
  ],
};
