/**
 * Search in the database (full text + pg_trgm): extra words, word order and typos
 * still find plans, devices, customers and deals. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL (the migration creates pg_trgm and the indexes).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();
const SCOPE = { userId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };

const { customerSearch, deviceSearch, findCertifiedDevicesForAssistant, searchCustomersForAgent, searchDealsForAgent } =
  await import("@/lib/db/queries/assistant");
const { ratePlanSearch, searchRatePlansByName } = await import("@/lib/db/queries/catalog");
const { normalizeModelNumbers, numbersAgree } = await import("@/lib/db/queries/search");
const { lookupCustomers } = await import("@/lib/ai/tools/lookup-customers/execute");
const { lookupDeals } = await import("@/lib/ai/tools/lookup-deals/execute");
const { findDevices } = await import("@/lib/ai/tools/find-devices/execute");
const { answer: answerCustomers } = await import("@/lib/ai/tools/lookup-customers/answer");
const { answer: answerDeals } = await import("@/lib/ai/tools/lookup-deals/answer");
const { rowsOf } = await import("@/lib/db/connection");

/** A word with one letter dropped from its middle, as typed in a hurry ("brightpath" as "brightpth"). */
const dropLetter = (word: string) =>
  word.slice(0, Math.ceil(word.length / 2) + 1) + word.slice(Math.ceil(word.length / 2) + 2);

async function firstModel(query: string): Promise<string | undefined> {
  const rows = await findCertifiedDevicesForAssistant({ query });
  return rows[0] ? `${rows[0].manufacturer} ${rows[0].model}` : undefined;
}

describe("search in the database", () => {
  it("has pg_trgm and the search indexes", async () => {
    const db = database().db;
    const ext = rowsOf<{ extname: string }>(
      await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    expect(ext).toHaveLength(1);
    const indexes = rowsOf<{ indexname: string }>(
      await db.execute(
        sql`select indexname from pg_indexes where indexname like '%_fts_idx' or indexname like '%_trgm_idx' order by 1`,
      ),
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      "certified_devices_name_trgm_idx",
      "certified_devices_search_fts_idx",
      "customers_name_trgm_idx",
      "customers_search_fts_idx",
      "deals_search_fts_idx",
      "deals_title_trgm_idx",
      "rate_plans_plan_trgm_idx",
      "rate_plans_search_fts_idx",
    ]);
  });

  it("finds devices despite typos, extra words and word order", async () => {
    expect(await firstModel("galxy s24")).toBe("Samsung Galaxy S24");
    expect(await firstModel("iphone 16 pro max good for field techs")).toBe("Apple iPhone 16 Pro Max");
    expect(await firstModel("pro max iphone 16")).toBe("Apple iPhone 16 Pro Max");
    expect(await firstModel("Is the iphone 15 certified")).toBe("Apple iPhone 15");
    expect(await findCertifiedDevicesForAssistant({ query: "zzqx blorf" })).toEqual([]);
  });

  it("finds plans, customers and deals by words of their names, with typos", async () => {
    const db = database().db;
    const plan = rowsOf<{ plan: string }>(
      await db.execute(sql`select "Plan" as plan from rate_plans order by length("Plan") desc limit 1`),
    )[0]!.plan;
    const typo = plan.replace(/[aeiou](?=[a-z]{3})/i, "");
    const plans = await searchRatePlansByName(`what does the ${typo} cost`);
    expect(plans[0]?.plan).toBe(plan);

    const customer = rowsOf<{ company: string }>(
      await db.execute(
        sql`select company_name as company from customers where company_id = ${SCOPE.companyId} order by length(company_name) desc limit 1`,
      ),
    )[0]!.company;
    const words = customer.split(" ");
    const misspelt = [words[0]!.slice(0, -1), ...words.slice(1)].reverse().join(" ");
    const found = await searchCustomersForAgent(SCOPE, { query: `details about ${misspelt}` });
    expect(found.customers[0]?.companyName).toBe(customer);

    const deal = rowsOf<{ title: string }>(
      await db.execute(
        sql`select title from deals where company_id = ${SCOPE.companyId} order by length(title) desc limit 1`,
      ),
    )[0]!.title;
    const dealWords = deal.split(/\s+/).filter((w) => w.length > 3);
    const result = await searchDealsForAgent(SCOPE, { query: `where is ${dealWords.slice(0, 2).join(" ")} at` });
    expect(result.deals[0]?.title).toBe(deal);
  });

  it("reaches its candidates through the full-text and trigram indexes", async () => {
    const db = database().db;
    const planOf = async (table: string, match: unknown) =>
      db.transaction(async (tx) => {
        await tx.execute(sql.raw("set local enable_seqscan = off"));
        const rows = rowsOf<Record<string, string>>(
          await tx.execute(sql`explain select 1 from ${sql.identifier(table)} where ${match}`),
        );
        return rows.map((r) => Object.values(r)[0]).join("\n");
      });
    for (const [table, search, indexes] of [
      [
        "rate_plans",
        ratePlanSearch("unlimted premium plan"),
        ["rate_plans_search_fts_idx", "rate_plans_plan_trgm_idx"],
      ],
      [
        "certified_devices",
        deviceSearch("galxy s24 for field techs"),
        ["certified_devices_search_fts_idx", "certified_devices_name_trgm_idx"],
      ],
      ["customers", customerSearch("brightpth schools"), ["customers_search_fts_idx", "customers_name_trgm_idx"]],
    ] as const) {
      const plan = await planOf(table, search!.match);
      expect(plan, table).not.toMatch(/Seq Scan/);
      for (const index of indexes) expect(plan, table).toContain(index);
    }
  });

  it("reads model numbers written apart, run together or hyphenated as one", () => {
    expect(normalizeModelNumbers("Galaxy S 24 Ultra")).toBe("galaxy s24 ultra");
    expect(normalizeModelNumbers("iPhone16 Pro")).toBe("iphone 16 pro");
    expect(normalizeModelNumbers("pixel-9")).toBe("pixel 9");
    // "a" and "i" are words, not model letters.
    expect(normalizeModelNumbers("a 5 line plan")).toBe("a 5 line plan");
    expect(numbersAgree("Galaxy S24", "galaxy s 24")).toBe(true);
    expect(numbersAgree("iPhone 16", "iphone16")).toBe(true);
    expect(numbersAgree("iPhone 16e", "iphone16")).toBe(false);
    expect(numbersAgree("Galaxy Z Fold7", "z fold 7")).toBe(true);
    expect(numbersAgree("Galaxy S24+", "galaxy s24 plus")).toBe(true);
    expect(numbersAgree("Galaxy S24+", "galaxy s24")).toBe(false);
    expect(numbersAgree("iPhone 16 Plus", "iphone 16+")).toBe(true);
    expect(numbersAgree("Galaxy S24", "galaxy s25")).toBe(false);
  });

  it("finds a device however its model number and case are written, exact names first", async () => {
    const db = database().db;
    // A model whose name is a word and a letter-and-number ("Galaxy S24"), with a longer sibling ("Galaxy S24 Ultra").
    const [device] = rowsOf<{ manufacturer: string; model: string }>(
      await db.execute(sql`
        select d."Manufacturer" as manufacturer, d."Model" as model from certified_devices d
         where d."Model" ~ '^[A-Za-z]+ [A-Za-z][0-9]+$'
           and exists (select 1 from certified_devices o where o."Model" like d."Model" || ' %')
         order by d."Model" limit 1`),
    );
    expect(device).toBeDefined();
    const [word, number] = device!.model.split(" ") as [string, string];
    const written = [
      `${word} ${number}`.toUpperCase(),
      `${word} ${number[0]} ${number.slice(1)}`,
      `${word}-${number}`.toLowerCase(),
      `is the ${number} ${word.toLowerCase()} certified on verizon for our drivers`,
      `${dropLetter(word.toLowerCase())} ${number.toLowerCase()}`,
    ];
    for (const query of written) {
      const found = await findDevices({ query });
      expect(found.exactMatch, query).toBe(true);
      expect(
        found.models.map((m) => m.model),
        query,
      ).toEqual([device!.model]);
    }
  });

  it("finds a model whose number is printed run together with its word, written either way", async () => {
    const db = database().db;
    // Names such as "Galaxy Z Fold7": a word of three letters or more with its number attached, as the last word.
    const devices = rowsOf<{ model: string }>(
      await db.execute(
        sql`select distinct d."Model" as model from certified_devices d where d."Model" ~ ' [A-Za-z]{3,}[0-9]+$' order by 1`,
      ),
    );
    expect(devices.length).toBeGreaterThan(1);
    for (const { model } of devices) {
      const words = model.split(" ");
      const last = words.pop()!;
      const [, name, number] = /^([A-Za-z]+)([0-9]+)$/.exec(last)!;
      // Without the first word (the family), run together and apart.
      for (const query of [
        [...words.slice(1), last].join(" "),
        [...words.slice(1), name, number].join(" ").toLowerCase(),
      ]) {
        const found = await findDevices({ query });
        expect(found.exactMatch, query).toBe(true);
        expect(
          found.models.map((m) => m.model),
          query,
        ).toContain(model);
      }
    }
  });

  it("reads one misspelt word of a customer's name as that customer, and says how it was read", async () => {
    const db = database().db;
    const customers = rowsOf<{ company: string }>(
      await db.execute(
        sql`select company_name as company from customers where company_id = ${SCOPE.companyId} order by company_name`,
      ),
    );
    // Every customer whose first word is long enough to misspell and belongs to no other customer.
    const firstWord = (c: string) => c.split(" ")[0]!.toLowerCase();
    const distinct = customers.filter(
      (c) =>
        firstWord(c.company).length >= 7 &&
        customers.filter((o) => firstWord(o.company) === firstWord(c.company)).length === 1,
    );
    expect(distinct.length).toBeGreaterThan(1);
    for (const { company } of distinct) {
      const word = firstWord(company);
      // A dropped letter, and two letters swapped.
      const swapped = `${word.slice(0, 4)}${word[5]}${word[4]}${word.slice(6)}`;
      for (const typo of [dropLetter(word), swapped]) {
        const result = await lookupCustomers(SCOPE, { query: `how is ${typo} doing lately` });
        expect(
          result.customers.map((c) => c.companyName),
          typo,
        ).toEqual([company]);
        expect(result.corrected, typo).toEqual([{ from: typo, to: word }]);
        expect(answerCustomers(result), typo).toContain(`Read "${typo}" as "${word}"`);
      }
      // Written as it is, the same customer, with nothing to say about reading.
      const exact = await lookupCustomers(SCOPE, { query: `how is ${word} doing` });
      expect(exact.customers[0]?.companyName, company).toBe(company);
      expect(exact.corrected).toBeUndefined();
      expect(answerCustomers(exact)).not.toContain("Read ");
    }
  });

  it("drops words that name no record when others do, instead of filtering by them", async () => {
    const db = database().db;
    const [deal] = rowsOf<{ title: string; customer: string }>(
      await db.execute(sql`
        select d.title, c.company_name as customer from deals d join customers c on c.id = d.customer_id
         where d.company_id = ${SCOPE.companyId} order by d.title limit 1`),
    );
    const word = deal!.customer.split(" ")[0]!;
    const plain = await lookupDeals(SCOPE, { query: word });
    expect(plain.summary.count).toBeGreaterThan(0);
    // Words of the sentence around the name ("really", "honestly", "lately") filter nothing.
    const padded = await lookupDeals(SCOPE, { query: `${word} really honestly lately` });
    expect(padded.filters.query).toBe(word.toLowerCase());
    expect(padded.deals.map((d) => d.title)).toEqual(plain.deals.map((d) => d.title));
    const customers = await lookupCustomers(SCOPE, { query: `latest about ${word} please thanks` });
    expect(customers.customers.map((c) => c.companyName)).toContain(deal!.customer);
  });

  it("beside other filters, words that name no record and were not asked as a name are no filter, and the answer says so", async () => {
    const open = await lookupDeals(SCOPE, { openOnly: true });
    expect(open.summary.count).toBeGreaterThan(1);
    // "anything open I should chase": "chase" names nothing, so the open deals.
    const chase = await lookupDeals(SCOPE, { openOnly: true, query: "chase" });
    expect(chase.filters.query).toBeUndefined();
    expect(chase.ignored).toEqual(["chase"]);
    expect(chase.deals.map((d) => d.title)).toEqual(open.deals.map((d) => d.title));
    expect(answerDeals(chase)).toContain('No deal or customer is named "chase", so it is not a filter.');
    // "open deals for Qzxv": a name asked for that no record has matches nothing.
    const asked = await lookupDeals(SCOPE, { openOnly: true, query: "qzxv", nameAsked: true });
    expect(asked.summary.count).toBe(0);
    expect(asked.ignored).toBeUndefined();
    // A name alone, with no other filter, is a name: nothing matches it.
    expect((await lookupDeals(SCOPE, { query: "qzxv" })).summary.count).toBe(0);
    // A word of a record's name that the other filters leave out ("as a manager, what have we closed won",
    // with a manager-phones deal still open) is no filter either.
    const db = database().db;
    const titles = rowsOf<{ title: string; won: boolean }>(
      await db.execute(sql`
        select title, status = 'closed_won' as won from deals where company_id = ${SCOPE.companyId} order by title`),
    );
    const won = await lookupDeals(SCOPE, { statuses: ["closed_won"] });
    const wordsOf = (title: string) =>
      title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 5);
    const wonWords = new Set(titles.filter((t) => t.won).flatMap((t) => wordsOf(t.title)));
    const word = titles
      .filter((t) => !t.won)
      .flatMap((t) => wordsOf(t.title))
      .find((w) => !wonWords.has(w));
    expect(word).toBeDefined();
    const wonWord = await lookupDeals(SCOPE, { statuses: ["closed_won"], query: word });
    expect(wonWord.deals.map((d) => d.title)).toEqual(won.deals.map((d) => d.title));
    expect(wonWord.ignored).toContain(word);
    // The same for customers beside a place: "who's our customer down in Texas".
    const [placed] = rowsOf<{ state: string }>(
      await db.execute(
        sql`select state from customers where company_id = ${SCOPE.companyId} and state is not null limit 1`,
      ),
    );
    const inState = await lookupCustomers(SCOPE, { state: placed!.state });
    const down = await lookupCustomers(SCOPE, { state: placed!.state, query: "down" });
    expect(down.customers.map((c) => c.companyName)).toEqual(inState.customers.map((c) => c.companyName));
    expect(answerCustomers(down)).toContain('No deal or customer is named "down"');
    expect((await lookupCustomers(SCOPE, { state: placed!.state, query: "qzxv", nameAsked: true })).total).toBe(0);
  });

  it("says nothing matches words that come close to no record", async () => {
    const customers = await lookupCustomers(SCOPE, { query: "qzxv wlorp" });
    expect(customers).toMatchObject({ total: 0, customers: [], closest: [] });
    expect(answerCustomers(customers)).not.toContain("closest");
    const deals = await lookupDeals(SCOPE, { query: "qzxv wlorp" });
    expect(deals).toMatchObject({ deals: [], closest: [] });
    expect(deals.summary.count).toBe(0);
    const devices = await findDevices({ query: "qzxv wlorp" });
    expect(devices.exactMatch).toBe(false);
    expect(devices.models).toEqual([]);
  });

  it("reads a misspelt word of a deal's title as that deal", async () => {
    const db = database().db;
    const [deal] = rowsOf<{ title: string; word: string }>(
      await db.execute(sql`
        select d.title, w as word from deals d, regexp_split_to_table(lower(d.title), '[^a-z]+') as w
         where d.company_id = ${SCOPE.companyId} and length(w) >= 8
           and (select count(*) from deals o where o.company_id = ${SCOPE.companyId} and lower(o.title) like '%' || w || '%') = 1
         order by d.title, w limit 1`),
    );
    expect(deal).toBeDefined();
    const typo = dropLetter(deal!.word);
    const result = await lookupDeals(SCOPE, { query: `status of the ${typo} deal` });
    expect(result.deals.map((d) => d.title)).toEqual([deal!.title]);
    expect(answerDeals(result)).toContain(`Read "${typo}" as "${deal!.word}"`);
  });
});
