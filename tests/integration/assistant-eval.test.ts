/**
 * Evaluation set of the offline model: agent questions and the facts each answer
 * must contain, read from the seeded database (prices, plans, devices, deals,
 * customers) and the promotions config. Every question goes through the real
 * /api/chat handler and its stream is parsed with the AI SDK's parser.
 */
import { processDataStream } from "@ai-sdk/ui-utils";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { currentPromotions } from "@/config/promotions";
import { setupTestDatabase } from "../helpers/db";

const DEMO = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  email: "demo@summitwireless.example",
  username: "demo",
  role: "agent",
  companyId: "11111111-1111-4111-8111-111111111111",
  kind: "agent",
};

vi.mock("@/lib/auth", () => ({ requireAgent: async () => DEMO }));
vi.mock("@/lib/ai/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/ai/providers")>();
  return { ...original, getChatModel: () => original.getChatModel(undefined, { tokenDelayMs: 0 }) };
});

setupTestDatabase();

const { POST } = await import("@/app/api/chat/route");
const { getDb } = await import("@/lib/db/client");
const { rowsOf } = await import("@/lib/db/connection");

const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Plan = { carrier: string; plan: string; type: string; price: number; video: string | null };
type Device = { carrier: string; manufacturer: string; model: string; type: string; network: string; bands: string; nr: string | null };
type Deal = { title: string; status: string; value: number; close: string | null };
type Customer = { name: string; company: string; industry: string };

async function query<T>(text: string): Promise<T[]> {
  const db = await getDb();
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

async function ask(...conversation: string[]): Promise<string> {
  // Earlier turns are sent as history with the answers they got.
  const messages: { id: string; role: "user" | "assistant"; content: string }[] = [];
  let text = "";
  for (const question of conversation) {
    messages.push({ id: randomUUID(), role: "user", content: question });
    const response = await POST(
      new Request("http://localhost/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: randomUUID(), messages }),
      }),
      undefined,
    );
    if (response.status !== 200) return `HTTP ${response.status}: ${await response.text()}`;
    text = "";
    await processDataStream({ stream: response.body!, onTextPart: (t) => void (text += t), onErrorPart: (e) => void (text += `[error: ${e}]`) });
    messages.push({ id: randomUUID(), role: "assistant", content: text });
  }
  return text;
}

type Case = { question: string | string[]; facts: () => Promise<string[]> };

describe("offline model evaluation set", () => {
  it("answers at least 27 of the agent questions with the facts from our data", { timeout: 180_000 }, async () => {
    const plans = await query<Plan>(
      `select "Carrier" as carrier, "Plan" as plan, "Plan Type" as type, "Price Per Line"::float as price, "Video Streaming" as video from rate_plans`,
    );
    const devices = await query<Device>(
      `select "Carrier" as carrier, "Manufacturer" as manufacturer, "Model" as model, "Device Type" as type, "Network" as network, "Bands" as bands, "5G_Bands" as nr from certified_devices`,
    );
    const deals = await query<Deal>(
      `select title, status, value::float as value, close_date::text as close from deals where company_id = '${DEMO.companyId}'`,
    );
    const customers = await query<Customer>(
      `select name, company_name as company, industry from customers where company_id = '${DEMO.companyId}'`,
    );
    const [asOfRow] = await query<{ at: string }>(`select to_char(max(updated_at), 'YYYY-MM-DD') as at from rate_plans`);
    const asOf = new Date(`${asOfRow!.at}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

    const cheapest = (carrier: string | null, type: string) =>
      plans.filter((p) => (!carrier || p.carrier === carrier) && p.type === type).sort((a, b) => a.price - b.price)[0]!;
    const plan = (name: string, carrier: string) => plans.find((p) => p.plan === name && p.carrier === carrier)!;
    const device = (model: string, carrier: string) => devices.find((d) => d.model === model && d.carrier === carrier)!;
    const promoTitles = (f: (p: ReturnType<typeof currentPromotions>[number]) => boolean) => currentPromotions().filter(f).map((p) => p.title);

    const cases: Case[] = [
      { question: "What is the cheapest AT&T unlimited plan?", facts: async () => [cheapest("att", "Unlimited").plan, usd(cheapest("att", "Unlimited").price), `Prices as of ${asOf}`] },
      { question: "cheapest verizon unlimited plan", facts: async () => [cheapest("verizon", "Unlimited").plan, usd(cheapest("verizon", "Unlimited").price)] },
      { question: "What's the lowest priced T-Mobile unlimited plan?", facts: async () => [cheapest("tmobile", "Unlimited").plan, usd(cheapest("tmobile", "Unlimited").price)] },
      { question: "What is the best Verizon unlimited plan?", facts: async () => ["Business Unlimited Pro", usd(plan("Business Unlimited Pro", "verizon").price), "4K UHD"] },
      { question: "Which AT&T plan is best for hotspot?", facts: async () => ["Business Unlimited Hotspot Elite", usd(plan("Business Unlimited Hotspot Elite", "att").price)] },
      {
        question: "Best T-Mobile plan for video streaming",
        facts: async () => {
          const fourK = plans.filter((p) => p.carrier === "tmobile" && p.video === "4K UHD").sort((a, b) => a.price - b.price)[0]!;
          return [fourK.plan, usd(fourK.price)];
        },
      },
      {
        question: "Compare carriers for 10 lines",
        facts: async () =>
          ["att", "verizon", "tmobile"].flatMap((c) => {
            const p = cheapest(c, "Unlimited");
            return [p.plan, usd(p.price * 10), usd(p.price * 10 * 24)];
          }),
      },
      {
        question: "Compare AT&T and Verizon for 25 lines of unlimited",
        facts: async () => [usd(cheapest("att", "Unlimited").price * 25), usd(cheapest("verizon", "Unlimited").price * 25 * 24)],
      },
      {
        question: "How much would 5 lines of Verizon Business Unlimited Plus cost?",
        facts: async () => ["Business Unlimited Plus", usd(plan("Business Unlimited Plus", "verizon").price * 5), usd(plan("Business Unlimited Plus", "verizon").price * 5 * 24)],
      },
      {
        question: "Show T-Mobile fixed wireless plans",
        facts: async () => plans.filter((p) => p.carrier === "tmobile" && p.type === "Fixed Wireless").flatMap((p) => [p.plan, usd(p.price)]),
      },
      {
        question: "Fixed wireless plans under $60",
        facts: async () => plans.filter((p) => p.type === "Fixed Wireless" && p.price <= 60).map((p) => p.plan),
      },
      { question: "What is the cheapest IoT plan?", facts: async () => [cheapest(null, "IoT").plan, usd(cheapest(null, "IoT").price)] },
      { question: "Which plans include 4K video?", facts: async () => plans.filter((p) => p.video?.includes("4K")).map((p) => p.plan) },
      {
        question: "What tablet plans does Verizon have?",
        facts: async () => plans.filter((p) => p.carrier === "verizon" && p.type === "Data Only").flatMap((p) => [p.plan, usd(p.price)]),
      },
      { question: ["Cheapest AT&T unlimited plan?", "What about Verizon?"], facts: async () => [cheapest("verizon", "Unlimited").plan] },
      { question: "Which carriers certify the iPhone 16 Pro?", facts: async () => ["iPhone 16 Pro", "AT&T", "Verizon", "T-Mobile"] },
      { question: "What 5G bands does the Galaxy S25 support on T-Mobile?", facts: async () => ["Galaxy S25", device("Galaxy S25", "TMOBILE").nr!] },
      { question: "Does the Sonim XP8 support 5G?", facts: async () => ["Sonim XP8", "does **not** support 5G"] },
      {
        question: "What are the LTE bands of the iPhone 15 on Verizon?",
        facts: async () => ["iPhone 15", device("iPhone 15", "VERIZON").bands],
      },
      {
        question: "Which hotspots are certified on Verizon?",
        facts: async () => {
          const models = devices.filter((d) => d.carrier === "VERIZON" && d.type === "Hotspot");
          return [`**${models.length}**`, models.sort((a, b) => a.manufacturer.localeCompare(b.manufacturer) || a.model.localeCompare(b.model))[0]!.model];
        },
      },
      {
        question: "Which devices support band n261 on Verizon?",
        facts: async () => [`**${new Set(devices.filter((d) => d.carrier === "VERIZON" && d.nr?.includes("n261")).map((d) => d.model)).size}**`],
      },
      {
        question: "Show me rugged phones on AT&T",
        facts: async () => devices.filter((d) => d.carrier === "ATT" && d.type === "Rugged Phone").map((d) => d.model),
      },
      { question: "Current promotions for Verizon phones", facts: async () => promoTitles((p) => p.carrierId === "verizon" && p.deviceType === "phones") },
      { question: "Any T-Mobile promos?", facts: async () => promoTitles((p) => p.carrierId === "tmobile") },
      { question: "What promotions are there for hotspots?", facts: async () => promoTitles((p) => p.deviceType === "hotspots") },
      { question: "Show fixed wireless offers", facts: async () => promoTitles((p) => p.deviceType === "fixed_wireless") },
      { question: "Show my deals in negotiation", facts: async () => deals.filter((d) => d.status === "negotiation").map((d) => d.title) },
      {
        question: "What is my biggest deal?",
        facts: async () => {
          const top = [...deals].sort((a, b) => b.value - a.value)[0]!;
          return [top.title, usd(top.value)];
        },
      },
      {
        question: "Which deals are closing soon?",
        facts: async () => {
          const open = deals.filter((d) => !d.status.startsWith("closed") && d.close).sort((a, b) => a.close!.localeCompare(b.close!));
          return [open[0]!.title];
        },
      },
      { question: "How many won deals do we have?", facts: async () => [`${deals.filter((d) => d.status === "closed_won").length} Closed Won deals`] },
      { question: "Deals with Cascade Freight", facts: async () => deals.filter((d) => d.title.startsWith("Cascade Freight")).map((d) => d.title) },
      { question: "List my customers in healthcare", facts: async () => customers.filter((c) => c.industry === "Healthcare").map((c) => c.company) },
      { question: "Who is the contact at Ridgeline HVAC?", facts: async () => [customers.find((c) => c.company.startsWith("Ridgeline"))!.name] },
      { question: "How many customers do I have?", facts: async () => [`${customers.length} customers`] },
      { question: "what unlimited plans does at&t offer", facts: async () => plans.filter((p) => p.carrier === "att" && p.type === "Unlimited").flatMap((p) => [p.plan, usd(p.price)]) },
      { question: "price for 20 lines of go5g business", facts: async () => ["Go5G Business", usd(plan("Go5G Business", "tmobile").price * 20), usd(plan("Go5G Business", "tmobile").price * 20 * 24)] },
      { question: "Is the Pixel 9 certified on Verizon?", facts: async () => ["Pixel 9", "Verizon", device("Pixel 9", "VERIZON").bands] },
      { question: "tell me about Magnolia Home Health", facts: async () => [customers.find((c) => c.company === "Magnolia Home Health")!.name] },
      { question: "Who won the Super Bowl?", facts: async () => ["can't help with that"] },
      { question: "Hello", facts: async () => ["TelcoPilot Offline", "product recommendations, pricing and technical specifications"] },
      { question: "What can you do?", facts: async () => ["Rate plans", "Certified devices", "Promotions"] },
      { question: "What's the weather in Paris tomorrow?", facts: async () => ["can't help with that", "I can help with"] },
      { question: "Write me a poem about cats", facts: async () => ["can't help with that"] },
    ];

    const failures: string[] = [];
    for (const c of cases) {
      const question = Array.isArray(c.question) ? c.question : [c.question];
      const [answer, facts] = await Promise.all([ask(...question), c.facts()]);
      const missing = facts.filter((f) => !answer.includes(f));
      if (missing.length || facts.length === 0) {
        failures.push(`✗ ${question.join(" → ")}\n    missing: ${JSON.stringify(missing)}\n    answer: ${answer.slice(0, 600).replace(/\n/g, "\n            ")}`);
      }
    }
    const passed = cases.length - failures.length;
    console.log(`Assistant evaluation: ${passed}/${cases.length} passed${failures.length ? `\n${failures.join("\n")}` : ""}`);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(passed).toBeGreaterThanOrEqual(27);
  });
});
