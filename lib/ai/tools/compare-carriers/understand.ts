/**
 * How the offline model reads a question that compares the carriers ("which carrier is
 * cheapest for 30 lines", "Verizon vs AT&T for 12 phones", "how do the carriers stack
 * up") into compareCarriers' arguments. The plan reader asks it first.
 */
import type { CarrierId } from "@/config/carriers";
import type { PlannedCall } from "@/lib/ai/tools/registry";
import type { Needs } from "@/lib/lang/features";
import type { PlanType } from "@/lib/lang/lines";
import type { CompareCarriersInput } from "./schema";

/** Whether a plan question (`t`, lower case) compares carriers rather than listing one carrier's plans. */
export function asksToCompare(
  t: string,
  carriers: readonly CarrierId[],
  lines: number | undefined,
  namesPlan: boolean,
): boolean {
  const compareWords =
    /\b(?:compare|comparison|compared|versus|vs\.?|side[\s-]by[\s-]side|(?:which|what) (?:[a-z]+ )?(?:carrier|network|provider)|(?:cheap|cheaper|cheapest|best|better|lowest|least expensive|most affordable)(?:[\s-](?:value|priced|price|cost))?\s+(?:carrier|network|provider)|who(?:'s|s| is| comes? out| would be)\s+(?:the\s+)?(?:cheap|cheaper|cheapest|best|better|lowest|least expensive|most affordable)|carrier (?:is|comes out|would be)|across (?:the |all )?(?:3 |three )?carriers|each carrier|every carrier|all (?:3|three) carriers|the (?:3|three) carriers)\b/.test(
      t,
    );
  return (
    (!namesPlan && lines !== undefined && carriers.length === 0 && /\bcarriers\b|\bstack up\b|\bline up\b/.test(t)) ||
    (!namesPlan &&
      compareWords &&
      (lines !== undefined ||
        /\bcompare|comparison|which carrier|what carrier|carrier (?:is|comes)|cheapest carrier|best carrier|vs\b|versus/.test(
          t,
        ))) ||
    (!namesPlan && lines !== undefined && carriers.length >= 2)
  );
}

/** The comparison of the carriers for `lines` lines, of a plan type other than phones when said, with the needs said. */
export function compareCall({
  lines,
  planType,
  carriers,
  needs,
  months,
}: {
  lines: number;
  planType: PlanType | undefined;
  carriers: readonly CarrierId[];
  needs: Needs;
  months: number | undefined;
}): PlannedCall {
  const args: CompareCarriersInput = { lines };
  if (planType && planType !== "Unlimited") args.planType = planType;
  if (carriers.length >= 2) args.carriers = [...carriers];
  if (needs.hotspot || needs.premiumData || needs.international) {
    args.needs = {
      ...(needs.hotspot ? { hotspot: true } : {}),
      ...(needs.premiumData ? { premiumData: true } : {}),
      ...(needs.international ? { international: true } : {}),
    };
  }
  if (months) args.contractMonths = months;
  return { toolName: "compareCarriers", args };
}
