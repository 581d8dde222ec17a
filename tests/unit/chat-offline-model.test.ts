/**
 * The offline model as a LanguageModelV1: first step tool calls chosen from the
 * question, second step the answer written from the tool results in the prompt,
 * streamed token by token with usage in the finish part.
 */
import type {
  LanguageModelV1CallOptions,
  LanguageModelV1FunctionTool,
  LanguageModelV1Prompt,
  LanguageModelV1StreamPart,
} from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { planTitle } from "@/lib/ai/format";
import { OfflineSalesModel, tokenize } from "@/lib/ai/offline-model";
import { understand } from "@/lib/ai/offline/understand";
import { TEXT_FRAME_MS } from "@/lib/ai/text-frames";

const TOOLS: LanguageModelV1FunctionTool[] = [
  "searchRatePlans",
  "compareCarriers",
  "findDevices",
  "listPromotions",
  "lookupDeals",
  "lookupCustomers",
  "lookupQuotes",
  "pitchForCustomer",
].map((name) => ({ type: "function", name, parameters: { type: "object", properties: {} } }));

function options(prompt: LanguageModelV1Prompt, tools = TOOLS): LanguageModelV1CallOptions {
  return { inputFormat: "messages", mode: { type: "regular", tools }, prompt };
}

const user = (text: string) => ({ role: "user" as const, content: [{ type: "text" as const, text }] });

async function collect(stream: ReadableStream<LanguageModelV1StreamPart>) {
  const parts: LanguageModelV1StreamPart[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(value);
  }
}

const planResult = {
  pricesAsOf: "2026-11-01",
  filters: { carrier: "att", planType: "Unlimited", sortBy: "price_asc", limit: 5, lines: 4 },
  matched: 2,
  plans: [
    {
      id: 1,
      carrier: "att",
      carrierName: "AT&T",
      plan: "Plan A",
      planType: "Unlimited",
      pricePerLine: 30,
      premiumData: null,
      hotspot: "5GB hotspot",
      videoStreaming: "480p (SD)",
      lines: 4,
      monthlyTotal: 120,
      contractMonths: 24,
      contractTotal: 2880,
    },
    {
      id: 2,
      carrier: "att",
      carrierName: "AT&T",
      plan: "Plan B",
      planType: "Unlimited",
      pricePerLine: 40,
      premiumData: "50GB",
      hotspot: null,
      videoStreaming: null,
      lines: 4,
      monthlyTotal: 160,
      contractMonths: 24,
      contractTotal: 3840,
    },
  ],
};

describe("OfflineSalesModel", () => {
  const model = new OfflineSalesModel();

  it("implements LanguageModelV1", () => {
    expect(model.specificationVersion).toBe("v1");
    expect(model.modelId).toBe("telcopilot-offline-1");
    expect(typeof model.doGenerate).toBe("function");
    expect(typeof model.doStream).toBe("function");
  });

  it("first step: streams a tool call chosen from the question and finishes with 'tool-calls'", async () => {
    const { stream } = await model.doStream(
      options([{ role: "system", content: "rules" }, user("Cheapest AT&T unlimited plan for 4 lines?")]),
    );
    const parts = await collect(stream);
    const call = parts.find((p) => p.type === "tool-call");
    expect(call).toMatchObject({ type: "tool-call", toolCallType: "function", toolName: "searchRatePlans" });
    expect(JSON.parse((call as { args: string }).args)).toEqual({
      carrier: "att",
      planType: "Unlimited",
      lines: 4,
      sortBy: "price_asc",
      limit: 5,
    });
    expect(parts[parts.length - 1]).toMatchObject({ type: "finish", finishReason: "tool-calls" });
    expect(parts.some((p) => p.type === "text-delta")).toBe(false);
  });

  it("second step: writes the answer from the tool result, token by token", async () => {
    const prompt: LanguageModelV1Prompt = [
      user("Cheapest AT&T unlimited plan for 4 lines?"),
      { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "searchRatePlans", args: {} }] },
      {
        role: "tool",
        content: [{ type: "tool-result", toolCallId: "c1", toolName: "searchRatePlans", result: planResult }],
      },
    ];
    const parts = await collect((await model.doStream(options(prompt))).stream);
    const deltas = parts.filter(
      (p): p is Extract<LanguageModelV1StreamPart, { type: "text-delta" }> => p.type === "text-delta",
    );
    const text = deltas.map((d) => d.textDelta).join("");
    expect(deltas.length).toBe(tokenize(text).length);
    expect(deltas.length).toBeGreaterThan(20);
    expect(text).toContain("**AT&T Plan A**");
    expect(text).toContain("$30.00 per line per month");
    expect(text).toContain("$120.00 a month");
    expect(text).toContain("$2,880.00 over 24 months");
    expect(text).toContain("Prices as of Nov 1, 2026");
    expect(parts[parts.length - 1]).toEqual({
      type: "finish",
      finishReason: "stop",
      usage: { promptTokens: expect.any(Number), completionTokens: deltas.length },
    });
    const generated = await model.doGenerate(options(prompt));
    expect(generated.text).toBe(text);
    expect(generated.finishReason).toBe("stop");
  });

  it("with a pause per token, sends the tokens of one frame together and keeps the text", async () => {
    const prompt: LanguageModelV1Prompt = [
      user("Cheapest AT&T unlimited plan for 4 lines?"),
      { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "searchRatePlans", args: {} }] },
      {
        role: "tool",
        content: [{ type: "tool-result", toolCallId: "c1", toolName: "searchRatePlans", result: planResult }],
      },
    ];
    const paced = new OfflineSalesModel({ tokenDelayMs: 1 });
    const parts = await collect((await paced.doStream(options(prompt))).stream);
    const deltas = parts.filter(
      (p): p is Extract<LanguageModelV1StreamPart, { type: "text-delta" }> => p.type === "text-delta",
    );
    const text = (await model.doGenerate(options(prompt))).text!;
    expect(deltas.map((d) => d.textDelta).join("")).toBe(text);
    const perDelta = Math.round(TEXT_FRAME_MS / 1);
    expect(deltas.length).toBe(Math.ceil(tokenize(text).length / perDelta));
    expect(parts[parts.length - 1]).toMatchObject({
      type: "finish",
      usage: { completionTokens: tokenize(text).length },
    });
  });

  it("paces tokens when asked, and stops when aborted", async () => {
    const slow = new OfflineSalesModel({ tokenDelayMs: 5 });
    const controller = new AbortController();
    const { stream } = await slow.doStream({ ...options([user("hello")]), abortSignal: controller.signal });
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    controller.abort();
    const rest: unknown[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest.push(value);
    }
    expect(rest.length).toBeLessThanOrEqual(1);
  });

  it("greets, helps and says honestly what is out of scope, without tools", async () => {
    const hello = await model.doGenerate(options([user("Hi there!")]));
    expect(hello.text).toContain("powered by TelcoPilot Offline");
    expect(hello.toolCalls).toBeUndefined();
    const help = await model.doGenerate(options([user("What can you do?")]));
    expect(help.text).toContain("Certified devices");
    const weather = await model.doGenerate(options([user("Will it rain in Denver tomorrow?")]));
    expect(weather.text).toMatch(/^I can't help with that/);
  });

  it("says so when the tools it needs are not available", async () => {
    const result = await model.doGenerate(options([user("Show my deals")], []));
    expect(result.text).toContain("tools are not available");
    expect(result.toolCalls).toBeUndefined();
  });
});

describe("what the offline model recognises", () => {
  const calls = (q: string, previous?: string) => {
    const u = understand(q, previous);
    return u.kind === "tools" ? u.calls : u.kind;
  };

  it.each([
    [
      "What is the best Verizon unlimited plan?",
      "searchRatePlans",
      { carrier: "verizon", planType: "Unlimited", sortBy: "features" },
    ],
    ["Best T-Mobile plan for hotspot", "searchRatePlans", { carrier: "tmobile", sortBy: "hotspot" }],
    [
      "Cheapest plan with unlimited hotspot",
      "searchRatePlans",
      { features: ["unlimited_hotspot"], sortBy: "price_asc" },
    ],
    [
      "Fixed wireless plans between $20 and $60",
      "searchRatePlans",
      { planType: "Fixed Wireless", minPrice: 20, maxPrice: 60 },
    ],
    ["Compare carriers for twelve lines", "compareCarriers", { lines: 12 }],
    ["AT&T vs T-Mobile for 8 lines of unlimited", "compareCarriers", { lines: 8, carriers: ["att", "tmobile"] }],
    ["Which carriers certify the Galaxy S25 Ultra?", "findDevices", { query: "Galaxy S25 Ultra" }],
    ["What 5G bands does the iPhone 16 support on Verizon?", "findDevices", { query: "iPhone 16", carrier: "verizon" }],
    ["Which phones support band n41?", "findDevices", { deviceTypes: ["Phone"], fiveGBand: "n41" }],
    ["Which tablets are certified on AT&T?", "findDevices", { deviceTypes: ["Tablet"], carrier: "att" }],
    ["Verizon promotions for tablets", "listPromotions", { carrier: "verizon", deviceType: "tablets" }],
    ["Show my deals in proposal", "lookupDeals", { statuses: ["proposal"] }],
    ["What's my biggest open deal?", "lookupDeals", { openOnly: true, sortBy: "value" }],
    ["Customers in construction", "lookupCustomers", { query: "construction" }],
  ])("%s → %s", (question, tool, args) => {
    const result = calls(question);
    expect(Array.isArray(result)).toBe(true);
    const [first] = result as { toolName: string; args: object }[];
    expect(first!.toolName).toBe(tool);
    expect(first!.args).toMatchObject(args);
  });

  it("follows up on the previous question", () => {
    expect(calls("And for T-Mobile?", "Cheapest AT&T unlimited plan")).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "tmobile", planType: "Unlimited", sortBy: "price_asc" }),
      },
    ]);
    expect(calls("and for 20?", "Compare carriers for ten lines")).toEqual([
      { toolName: "compareCarriers", args: expect.objectContaining({ lines: 20 }) },
    ]);
    expect(calls("what about the ones in proposal", "show my deals in negotiation")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ statuses: ["proposal"] }) },
    ]);
  });

  it("keeps what the question before asked about when a follow-up points back at it", () => {
    expect(calls("from those, what's the priciest?", "show me verizon hotspot plans")).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "verizon", planType: "Hotspot", sortBy: "price_desc" }),
      },
    ]);
    expect(
      calls("how much would 30 of those run me over a three year term", "price of verizon business unlimited plus"),
    ).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "verizon", lines: 30, contractMonths: 36 }),
      },
    ]);
    expect(calls("which of them is the smallest?", "deals in proposal stage")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ statuses: ["proposal"], sortBy: "value_asc" }) },
    ]);
    // A pitch whose customer was described in the message before.
    expect(calls("they use verizon today. what do I pitch?", "new prospect: a vet clinic with eleven staff")).toEqual([
      { toolName: "pitchForCustomer", args: expect.objectContaining({ lines: 11, currentCarrier: "verizon" }) },
    ]);
  });

  it("reads customers described in passing, headcounts in any words and needs stated after the question", () => {
    // A customer described by what they want is not a customer to look up.
    expect(calls("my client wants the cheapest t-mobile plan with priority data")).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "tmobile", features: ["premium_data"], sortBy: "price_asc" }),
      },
    ]);
    expect(calls("which customer is in Ohio")).toEqual([
      { toolName: "lookupCustomers", args: expect.objectContaining({}) },
    ]);
    expect(calls("moving company, 16 movers, on t mobile - what would you pitch?")).toEqual([
      { toolName: "pitchForCustomer", args: expect.objectContaining({ lines: 16, currentCarrier: "tmobile" }) },
    ]);
    expect(calls("pitch for a clinic open 7 days with 3 receptionists")).toEqual([
      { toolName: "pitchForCustomer", args: expect.objectContaining({ lines: 3 }) },
    ]);
    expect(calls("at&t vs verizon, 12 phones? most of them travel to canada")).toEqual([
      {
        toolName: "compareCarriers",
        args: expect.objectContaining({ lines: 12, carriers: ["att", "verizon"], needs: { international: true } }),
      },
    ]);
    expect(calls("any news w/ the Lakeside Bakery account?")).toBe("out_of_scope");
    expect(calls("where do we stand with Lakeside Bakery")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ query: "lakeside bakery" }) },
    ]);
    expect(calls("what's happening w/ northwind")).toEqual([
      { toolName: "lookupDeals", args: { query: "northwind", limit: 25 } },
    ]);
  });

  it("answers each part of a question with several parts", () => {
    const parts = calls(
      "cheapest verizon unlimited plan, and is the pixel 9 certified on verizon? also any hotspot promos",
    ) as { toolName: string }[];
    expect(parts.map((c) => c.toolName)).toEqual(["searchRatePlans", "findDevices", "listPromotions"]);
  });

  it("reads agents' shorthand: ln, unl, x10, qtr, wks, b4, rn, w/, '+' between two questions, 'at and t' as one name", () => {
    expect(calls("att unl 6 lns 24mo")).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "att", planType: "Unlimited", lines: 6, contractMonths: 24 }),
      },
    ]);
    expect(calls("verizon x25 per mo?")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "verizon", lines: 25 }) },
    ]);
    expect(calls("renewals coming up next qtr")).toEqual([
      {
        toolName: "upcomingRenewals",
        args: expect.objectContaining({ from: expect.any(String), to: expect.any(String) }),
      },
    ]);
    for (const question of [
      "anything lapsing on our signed accounts in the next 60 days",
      "what ends on my won deals next month?",
    ]) {
      expect(calls(question), question).toEqual([
        { toolName: "upcomingRenewals", args: { from: expect.any(String), to: expect.any(String) } },
      ]);
    }
    expect(calls("any t-mobile promos ending next month for business customers?")).toEqual([
      { toolName: "listPromotions", args: expect.anything() },
    ]);
    expect(calls("which customers' deals close by the end of the month")).toEqual([
      { toolName: "lookupDeals", args: expect.anything() },
    ]);
    expect(calls("deals closing in 3 wks")).toEqual([
      { toolName: "lookupDeals", args: expect.not.objectContaining({ query: expect.anything() }) },
    ]);
    expect(calls("what's in negotiation rn")).toEqual([
      { toolName: "lookupDeals", args: { statuses: ["negotiation"], limit: 25 } },
    ]);
    expect(calls("priciest verizon plan + verizon tablet promos")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "verizon", sortBy: "price_desc" }) },
      { toolName: "listPromotions", args: expect.objectContaining({ carrier: "verizon", deviceType: "tablets" }) },
    ]);
    expect(calls("cheapest at and t plan and is it good for hotspots")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "att" }) },
    ]);
  });

  it("reads a contract's length as a term, stages said alone or negated, introductions and restated parts", () => {
    expect(calls("compare tmobile and verizon for 30 phones, and it's a two year deal")).toEqual([
      {
        toolName: "compareCarriers",
        args: expect.objectContaining({ lines: 30, carriers: ["tmobile", "verizon"], contractMonths: 24 }),
      },
    ]);
    expect(calls("anything sitting in proposal?")).toEqual([
      { toolName: "lookupDeals", args: { statuses: ["proposal"], limit: 25 } },
    ]);
    expect(calls("deals that haven't been qualified yet, the leads")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ statuses: ["lead"] }) },
    ]);
    expect(calls("new rep here - what's my biggest open deal?")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ openOnly: true, sortBy: "value" }) },
    ]);
    expect(calls("who should I reach out to at Harbor Dental? I need the contact")).toEqual([
      { toolName: "lookupCustomers", args: expect.objectContaining({ query: "harbor dental" }) },
    ]);
    expect(calls("show all our accounts")).toEqual([{ toolName: "lookupCustomers", args: { limit: 25 } }]);
    expect(calls("phone # for the Lakeside account")).toEqual([
      { toolName: "lookupCustomers", args: expect.objectContaining({ query: "lakeside" }) },
    ]);
    expect(calls("gm")).toBe("greeting");
    // The first part sets the scene of the second, more precise one.
    expect(calls("they want tablets for the vans, which Apple tablets are on T-Mobile?")).toEqual([
      { toolName: "findDevices", args: expect.objectContaining({ manufacturer: "Apple", carrier: "tmobile" }) },
    ]);
  });

  it("reads a customer's quoted words, what is not wanted, and hedged questions", () => {
    expect(calls('text from my customer: "can we get 9 lines on verizon unlimited plus?" how much is that')).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "verizon", lines: 9 }) },
    ]);
    expect(calls("which tablets does verizon certify, not samsung")).toEqual([
      { toolName: "findDevices", args: expect.not.objectContaining({ manufacturer: "Samsung" }) },
    ]);
    expect(calls("open deals with brightpath, leaving out the ones we lost")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ query: "brightpath" }) },
    ]);
    expect(calls("I was wondering if it would be possible to list my saved quotes")).toEqual([
      { toolName: "lookupQuotes", args: { limit: 25 } },
    ]);
    expect(calls("saved quotes above 2 grand a month")).toEqual([
      { toolName: "lookupQuotes", args: expect.objectContaining({ minMonthly: 2000 }) },
    ]);
    expect(calls("proposals and further along")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ statuses: ["proposal", "negotiation"] }) },
    ]);
    expect(calls("what did we close in october")).toEqual([
      {
        toolName: "lookupDeals",
        args: expect.objectContaining({
          statuses: ["closed_won", "closed_lost"],
          closeTo: expect.stringMatching(/-10-31$/),
        }),
      },
    ]);
    expect(calls("my top 5 deals")).toEqual([
      { toolName: "lookupDeals", args: expect.objectContaining({ sortBy: "value", limit: 5 }) },
    ]);
    expect(calls("can you move the tidewater deal to negotiation")).toBe("out_of_scope");
    expect(calls("compare t-mobile against spectrum mobile")).toBe("out_of_scope");
  });

  it("carries a follow-up over from the question before", () => {
    expect(calls("same for the northwind deal", "whats the commission on the brightpath deal")).toEqual([
      { toolName: "dealCommission", args: expect.objectContaining({ query: "northwind" }) },
    ]);
    expect(calls("is it ok on at&t?", "does verizon certify the galaxy s24 fe")).toEqual([
      {
        toolName: "findDevices",
        args: expect.objectContaining({ query: expect.stringMatching(/galaxy s24 fe/i), carrier: "att" }),
      },
    ]);
    expect(calls("and for the razr?", "any at&t phone promos")).toEqual([
      { toolName: "listPromotions", args: expect.objectContaining({ query: "razr" }) },
    ]);
    expect(calls("ok what if they travel to mexico", "compare verizon and t-mobile for 12 lines")).toEqual([
      { toolName: "compareCarriers", args: expect.objectContaining({ lines: 12, needs: { international: true } }) },
    ]);
    expect(calls("cheapest one with that on verizon?", "they stream a lot of 4k video")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "verizon", features: ["4k_video"] }) },
    ]);
    expect(calls("ok and what about verizon", "cheapest att hotspot plan")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "verizon", planType: "Hotspot" }) },
    ]);
    expect(calls("ok thanks")).toBe("thanks");
  });

  it("reads limits said with a negation, carriers taken back, and a pitch described around its question", () => {
    expect(calls("fixed wireless, no more than $50 a month")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ planType: "Fixed Wireless", maxPrice: 50 }) },
    ]);
    expect(calls("forget at&t, what about tmobile hotspot plans")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ carrier: "tmobile", planType: "Hotspot" }) },
    ]);
    expect(calls("architecture firm, 6 ppl, they fly to asia a lot, what should i pitch")).toEqual([
      {
        toolName: "pitchForCustomer",
        args: expect.objectContaining({ lines: 6, description: expect.stringContaining("asia") }),
      },
    ]);
    expect(calls("can i activate an iphone 15 on verizon")).toEqual([
      { toolName: "findDevices", args: { query: "iphone 15", carrier: "verizon" } },
    ]);
    expect(calls("the customer wants 12 lines of verizon business unlimited pro, what will that cost")).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "verizon", lines: 12, planName: "unlimited pro" }),
      },
    ]);
    expect(calls("how many healthcare companies do we work with")).toEqual([
      { toolName: "lookupCustomers", args: expect.objectContaining({ query: "healthcare" }) },
    ]);
    expect(calls("have we been paid on the tidewater deal yet")).toEqual([
      { toolName: "dealCommission", args: expect.objectContaining({ query: "tidewater" }) },
    ]);
    expect(calls("how does this thing work?")).toBe("help");
    // A term said after the question belongs to it.
    expect(calls("5 lines on verizon, lowest price, 36 mo")).toEqual([
      {
        toolName: "searchRatePlans",
        args: expect.objectContaining({ carrier: "verizon", lines: 5, contractMonths: 36 }),
      },
    ]);
    expect(calls("AT&T or T-Mobile for 9 lines - monthly and the 12-month total?")).toEqual([
      { toolName: "compareCarriers", args: expect.objectContaining({ lines: 9, contractMonths: 12 }) },
    ]);
    expect(calls("deals in negotiation that haven't reached proposal")).toEqual([
      { toolName: "lookupDeals", args: { statuses: ["negotiation"], limit: 25 } },
    ]);
    expect(calls("how many healthcare accounts have we got")).toEqual([
      { toolName: "lookupCustomers", args: expect.objectContaining({ query: "healthcare" }) },
    ]);
    expect(calls("can you suggest a nice restaurant for a customer dinner")).toBe("out_of_scope");
    expect(calls("and the upfront and what we've received?", "commission on the tidewater deal")).toEqual([
      { toolName: "dealCommission", args: expect.objectContaining({ query: "tidewater" }) },
    ]);
    expect(calls("best plan for unlimited hotspot, whichever carrier is fine")).toEqual([
      { toolName: "searchRatePlans", args: expect.objectContaining({ features: ["unlimited_hotspot"] }) },
    ]);
    expect(calls("mark the Quayside deal as lost")).toBe("out_of_scope");
    expect(calls("cheapest plan for our household, 5 of us")).toBe("out_of_scope");
    expect(calls("email of the Lakeside contact + their open deals")).toEqual([
      { toolName: "lookupCustomers", args: expect.objectContaining({ query: "lakeside" }) },
      { toolName: "lookupDeals", args: expect.objectContaining({ query: "lakeside", openOnly: true }) },
    ]);
    expect(calls("what is the iphone 16 outright")).toBe("out_of_scope");
  });

  it("finds a model named inside a longer sentence", () => {
    expect(calls("my foreman has one of those Galaxy phones, an S24 FE I think - is it good on verizon?")).toEqual([
      {
        toolName: "findDevices",
        args: expect.objectContaining({ query: expect.stringMatching(/^Galaxy S24 FE$/i), carrier: "verizon" }),
      },
    ]);
  });

  it("names a plan by its carrier once", () => {
    expect(planTitle("AT&T", "AT&T Control Center IoT 1GB Pool")).toBe("AT&T Control Center IoT 1GB Pool");
    expect(planTitle("T-Mobile", "Business Internet Backup")).toBe("T-Mobile Business Internet Backup");
    expect(planTitle("Verizon", "Verizonia Unlimited")).toBe("Verizon Verizonia Unlimited");
  });

  it("knows greetings, thanks and what it cannot answer", () => {
    expect(calls("Good morning")).toBe("greeting");
    expect(calls("thanks!")).toBe("thanks");
    expect(calls("Who won the Super Bowl?")).toBe("out_of_scope");
    expect(calls("Write me a poem about cats")).toBe("out_of_scope");
  });
});
