/**
 * Commission plans and the figures stored on deals, against a real database:
 * seeded example plans, figures computed for seeded deals on the first read,
 * a plan change that never rewrites past figures, admin-only writes, and the
 * board's commission totals (earned in Closed Won, weighted elsewhere).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/connection";
import { addCommissionPlan, getCommissionPlans, refreshPendingCommissions } from "@/lib/db/queries/commissions";
import { createDealWithCustomer, getDealBoard } from "@/lib/db/queries/deals";
import { isoDay } from "@/lib/format";
import { addDaysToDay } from "@/lib/commissions/model";
import { newDealSchema } from "@/lib/validation/deals";
import { setupTestDatabase } from "../helpers/db";

const DEMO = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  companyId: "11111111-1111-4111-8111-111111111111",
  role: "admin",
};
const JORDAN = { id: "aaaaaaaa-aaaa-4aaa-8aaa-bbbbbbbbbbbb", companyId: DEMO.companyId, role: "agent" };
const RIDGELINE = "d1000000-0000-4000-8000-000000000001"; // won, ATT Phone, 45+12 lines × $40, 36 months

const database = setupTestDatabase();
const all = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(q));

describe("commission plans", () => {
  it("seeds example plans for each carrier and product of both companies", async () => {
    const plans = await getCommissionPlans(DEMO.companyId);
    expect(plans).toHaveLength(15);
    expect(plans.every((p) => p.example)).toBe(true);
    expect(new Set(plans.map((p) => p.carrier))).toEqual(new Set(["ATT", "VERIZON", "TMOBILE"]));
    expect(new Set(plans.map((p) => p.product))).toEqual(
      new Set(["phone", "tablet_data", "wearable", "iot", "internet"]),
    );
  });

  it("computes the figures of seeded deals on the first read, then finds nothing pending", async () => {
    expect(await refreshPendingCommissions(DEMO.companyId)).toBeGreaterThan(15);
    expect(await refreshPendingCommissions(DEMO.companyId)).toBe(0);
    const [r] = await all<{
      upfront: number;
      residual: number;
      total: number;
      product: string;
      chargeback: string;
      close: string;
    }>(sql`
      select commission_upfront::float8 as upfront, commission_residual_monthly::float8 as residual,
        commission_total::float8 as total, commission_product as product, chargeback_ends_on::text as chargeback,
        to_char(close_date, 'YYYY-MM-DD') as close
      from deals where id = ${RIDGELINE}`);
    // MRR 57 × 40 = 2,280; AT&T phone example: 2.5× upfront, 5 %/month, 180 days
    expect(r).toMatchObject({ upfront: 5700, residual: 114, total: 5700 + 114 * 36, product: "phone" });
    expect(r!.chargeback).toBe(addDaysToDay(r!.close, 180));
  });

  it("a new deal stores its figures when it is created", async () => {
    const created = await createDealWithCustomer(
      DEMO,
      newDealSchema.parse({
        contactName: "Pat",
        companyName: "Rivera Roofing",
        voiceLines: 10,
        carrier: "VERIZON",
        monthlyRate: 30,
        contractTerm: 24,
        deviceType: "Phone",
        title: "Rivera phones",
        probability: 50,
        closeDate: "2030-01-15",
      }),
    );
    const [r] = await all<{ total: number; upfront: number }>(sql`
      select commission_total::float8 as total, commission_upfront::float8 as upfront from deals where id = ${created.dealId}`);
    // MRR 300; Verizon phone example: 2× upfront, 6 %/month over 24 months
    expect(r).toEqual({ upfront: 600, total: 600 + 18 * 24 });
  });

  it("a change takes effect from its date: deals closed before keep their figures, later ones change", async () => {
    const today = isoDay();
    const later = addDaysToDay(today, 10);
    const [before] = await all<{ total: number }>(
      sql`select commission_total::float8 as total from deals where id = ${RIDGELINE}`,
    );
    const future = await createDealWithCustomer(
      DEMO,
      newDealSchema.parse({
        contactName: "Lee",
        companyName: "Future Co",
        voiceLines: 10,
        carrier: "ATT",
        monthlyRate: 40,
        contractTerm: 24,
        deviceType: "Phone",
        title: "Future phones",
        probability: 40,
        closeDate: addDaysToDay(today, 30),
      }),
    );
    await addCommissionPlan(DEMO, {
      carrier: "ATT",
      product: "phone",
      upfrontMultiple: 3,
      residualPercent: 4,
      chargebackDays: 90,
      effectiveFrom: later,
    });
    const [after] = await all<{ total: number }>(
      sql`select commission_total::float8 as total from deals where id = ${RIDGELINE}`,
    );
    expect(after!.total).toBe(before!.total);
    const [f] = await all<{ upfront: number; residual: number; chargeback: string }>(sql`
      select commission_upfront::float8 as upfront, commission_residual_monthly::float8 as residual, chargeback_ends_on::text as chargeback
      from deals where id = ${future.dealId}`);
    expect(f).toEqual({ upfront: 1200, residual: 16, chargeback: addDaysToDay(addDaysToDay(today, 30), 90) });
    const plans = await getCommissionPlans(DEMO.companyId);
    expect(plans.filter((p) => p.carrier === "ATT" && p.product === "phone").map((p) => p.effectiveFrom)).toEqual([
      "2024-01-01",
      later,
    ]);
  });

  it("refuses a past effective date, a second row on a date already in effect, and non-admins", async () => {
    const today = isoDay();
    const plan = {
      carrier: "ATT" as const,
      product: "iot" as const,
      upfrontMultiple: 1,
      residualPercent: 1,
      chargebackDays: 30,
    };
    await expect(addCommissionPlan(DEMO, { ...plan, effectiveFrom: addDaysToDay(today, -1) })).rejects.toMatchObject({
      status: 400,
    });
    await expect(addCommissionPlan(JORDAN, { ...plan, effectiveFrom: today })).rejects.toMatchObject({ status: 403 });
    await addCommissionPlan(DEMO, { ...plan, effectiveFrom: today });
    await expect(addCommissionPlan(DEMO, { ...plan, upfrontMultiple: 2, effectiveFrom: today })).rejects.toMatchObject({
      status: 409,
    });
    // a row not yet in effect may be corrected
    const later = addDaysToDay(today, 5);
    await addCommissionPlan(DEMO, { ...plan, effectiveFrom: later });
    await addCommissionPlan(DEMO, { ...plan, upfrontMultiple: 1.5, effectiveFrom: later });
    const rows = (await getCommissionPlans(DEMO.companyId)).filter(
      (p) => p.product === "iot" && p.carrier === "ATT" && p.effectiveFrom === later,
    );
    expect(rows.map((r) => r.upfrontMultiple)).toEqual([1.5]);
  });

  it("board columns total the commission: earned in Closed Won, weighted by probability elsewhere", async () => {
    const board = await getDealBoard(DEMO.companyId, { q: "", status: "all", sort: "created_at" }, { perColumn: 1000 });
    const [won] = await all<{ total: number }>(sql`
      select coalesce(sum(commission_total), 0)::float8 as total from deals where company_id = ${DEMO.companyId} and status = 'closed_won'`);
    expect(board.columns.find((c) => c.status === "closed_won")!.commission).toBeCloseTo(won!.total, 2);
    for (const column of board.columns.filter((c) => c.status !== "closed_won")) {
      const expected = column.deals.reduce(
        (n, d) => n + Math.round((((d.commission ?? 0) * d.probability) / 100) * 100) / 100,
        0,
      );
      expect(column.commission, column.status).toBeCloseTo(expected, 2);
    }
    const proposal = board.columns.find((c) => c.status === "proposal")!;
    expect(proposal.commission).toBeGreaterThan(0);
    expect(proposal.commission).toBeLessThan(proposal.deals.reduce((n, d) => n + (d.commission ?? 0), 0));
  });
});
