/**
 * The renewals radar and its reminders against a real database: the dates of won
 * deals within 30/60/90 days, filters, and reminders 90/60/30 days before each
 * contract end, made once each and caught up after a gap.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { createDueRenewalReminders, getUpcomingRenewals } from "@/lib/db/queries/renewals";
import { getNotifications, markNotificationsRead } from "@/lib/db/queries/notifications";
import { addDaysToDay } from "@/lib/commissions/model";
import { isoDay } from "@/lib/format";
import { dueReminder } from "@/lib/renewals/kinds";
import { setupTestDatabase } from "../helpers/db";

const DEMO = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", companyId: "11111111-1111-4111-8111-111111111111" };
const MORGAN = { id: "aaaaaaaa-aaaa-4aaa-8aaa-dddddddddddd", companyId: DEMO.companyId };
const HARBOR = { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", companyId: "22222222-2222-4222-8222-222222222222" };
const BLUEWATER = "d1000000-0000-4000-8000-000000000019"; // won, Verizon, contract ends in 40 days, promotion in 20
const LAKESHORE = "d1000000-0000-4000-8000-000000000020"; // won, AT&T, contract and installments end in 75 days

const database = setupTestDatabase();
const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));
const today = isoDay();
const base = { kind: "all" as const, carrier: "all" as const };

describe("renewals radar", () => {
  it("lists the dates of won deals within 30, 60 and 90 days, soonest first", async () => {
    await refreshPendingCommissions(DEMO.companyId);
    const pick = (rows: Awaited<ReturnType<typeof getUpcomingRenewals>>) =>
      rows
        .filter((r) => r.dealId === BLUEWATER || r.dealId === LAKESHORE)
        .map((r) => `${r.dealId.slice(-2)}:${r.kind}:${r.daysLeft}`);
    const d30 = await getUpcomingRenewals(DEMO.companyId, { ...base, within: 30 }, today);
    expect(pick(d30)).toEqual(["19:promotion_end:20"]);
    const d60 = await getUpcomingRenewals(DEMO.companyId, { ...base, within: 60 }, today);
    expect(pick(d60)).toEqual(["19:promotion_end:20", "19:contract_end:40", "19:last_installment:40"]);
    const d90 = await getUpcomingRenewals(DEMO.companyId, { ...base, within: 90 }, today);
    expect(pick(d90)).toEqual([
      "19:promotion_end:20",
      "19:contract_end:40",
      "19:last_installment:40",
      "20:contract_end:75",
      "20:last_installment:75",
    ]);
    expect(d90.map((r) => r.day)).toEqual([...d90.map((r) => r.day)].sort());
    expect(d90.every((r) => r.daysLeft >= 0 && r.daysLeft <= 90)).toBe(true);
    expect(d90.find((r) => r.dealId === BLUEWATER)).toMatchObject({
      carrier: "VERIZON",
      customer: "Bluewater Dental Group",
      assignedTo: "morgan",
      monthlyRevenue: 875,
    });
  });

  it("filters by kind and carrier, and never shows another company's deals", async () => {
    const att = await getUpcomingRenewals(DEMO.companyId, { within: 90, kind: "all", carrier: "ATT" }, today);
    expect(att.every((r) => r.carrier === "ATT")).toBe(true);
    expect(att.map((r) => r.dealId)).toContain(LAKESHORE);
    const contracts = await getUpcomingRenewals(
      DEMO.companyId,
      { within: 90, kind: "contract_end", carrier: "all" },
      today,
    );
    expect(contracts.every((r) => r.kind === "contract_end")).toBe(true);
    const harbor = await getUpcomingRenewals(HARBOR.companyId, { ...base, within: 90 }, today);
    expect(harbor.map((r) => r.dealId)).not.toContain(BLUEWATER);
  });

  it("a chargeback window closing soon shows up once the figures are computed", async () => {
    const { db } = database();
    await db.execute(
      sql`update deals set chargeback_ends_on = ${addDaysToDay(today, 12)}::date where id = ${LAKESHORE}`,
    );
    const rows = await getUpcomingRenewals(
      DEMO.companyId,
      { within: 30, kind: "chargeback_end", carrier: "all" },
      today,
    );
    expect(rows.map((r) => [r.dealId, r.daysLeft])).toEqual([[LAKESHORE, 12]]);
  });
});

describe("renewal reminders", () => {
  it("the threshold due is the smallest one the contract end is within", () => {
    expect([120, 91, 90, 75, 61, 60, 40, 31, 30, 5, 0, -1].map(dueReminder)).toEqual([
      null,
      null,
      90,
      90,
      90,
      60,
      60,
      60,
      30,
      30,
      30,
      null,
    ]);
  });

  it("made once each for the deal's agent, whoever opens the portal; passed thresholds are skipped, not sent late", async () => {
    await createDueRenewalReminders(DEMO, today);
    await createDueRenewalReminders(MORGAN, today); // a second request the same day changes nothing
    const rows = await all<{ user_id: string; key: string; delivered: boolean; title: string; message: string }>(sql`
      select user_id, key, dismissed_at is not null as delivered, title, message from agent_notifications
      where deal_id in (${BLUEWATER}, ${LAKESHORE}) order by key, user_id`);
    const bluewaterEnd = addDaysToDay(today, 40);
    expect(
      rows.filter((r) => r.key.includes(BLUEWATER)).map((r) => [r.user_id, r.key.split(":").pop(), r.delivered]),
    ).toEqual([
      [MORGAN.id, "60", false],
      [MORGAN.id, "90", true],
    ]);
    expect(
      rows.filter((r) => r.key.includes(LAKESHORE)).map((r) => [r.user_id, r.key.split(":").pop(), r.delivered]),
    ).toEqual([[MORGAN.id, "90", false]]);
    const bluewater = rows.find((r) => r.key === `renewal:${BLUEWATER}:${bluewaterEnd}:60`)!;
    expect(bluewater.title).toBe("Contract renewal in 60 days");
    expect(bluewater.message).toMatch(
      /^Bluewater Dental - 25 front-desk phones \(Bluewater Dental Group\): the Verizon contract ends [A-Z][a-z]{2} \d{1,2}, \d{4} \(in 40 days\)\.$/,
    );
  });

  it("catches up on the first request after a gap: 15 days later the next reminders come, once", async () => {
    const later = addDaysToDay(today, 15);
    await createDueRenewalReminders(DEMO, later);
    await createDueRenewalReminders(MORGAN, later);
    const keys = await all<{ key: string }>(
      sql`select key from agent_notifications where deal_id = ${BLUEWATER} and user_id = ${MORGAN.id} order by key`,
    );
    expect(keys.map((k) => k.key.split(":").pop())).toEqual(["30", "60", "90"]);
    // Lakeshore (75 days) is now 60 days away: its 60-day reminder comes too
    const lakeshore = await all<{ key: string }>(
      sql`select key from agent_notifications where deal_id = ${LAKESHORE} and user_id = ${MORGAN.id} order by key`,
    );
    expect(lakeshore.map((k) => k.key.split(":").pop())).toEqual(["60", "90"]);
  });

  it("each agent lists their own reminders on every read (skipped ones never), read for every device; other companies see none", async () => {
    const renewals = (list: Awaited<ReturnType<typeof getNotifications>>) =>
      list.filter((n) => n.title.startsWith("Contract renewal"));
    expect(renewals(await getNotifications(DEMO))).toEqual([]);
    const listed = renewals(await getNotifications(MORGAN));
    // Bluewater at 60 then 30 days; Lakeshore at 90 then 60 days
    expect(listed.map((p) => p.title).sort()).toEqual([
      "Contract renewal in 30 days",
      "Contract renewal in 60 days",
      "Contract renewal in 60 days",
      "Contract renewal in 90 days",
    ]);
    expect(listed.every((p) => !p.read)).toBe(true);
    // A second read (another device) lists the same items.
    expect(renewals(await getNotifications(MORGAN)).map((p) => p.id)).toEqual(listed.map((p) => p.id));
    expect(await markNotificationsRead(DEMO, { ids: listed.map((p) => p.id) })).toBe(0);
    expect(await markNotificationsRead(MORGAN, { ids: listed.map((p) => p.id) })).toBe(4);
    expect(renewals(await getNotifications(MORGAN)).every((p) => p.read)).toBe(true);
    expect(
      renewals(await getNotifications(HARBOR)).every(
        (p) => !p.message.includes("Bluewater") && !p.message.includes("Lakeshore"),
      ),
    ).toBe(true);
  });
});
