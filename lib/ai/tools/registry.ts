import "server-only";
import { tool, type Tool } from "ai";
import type { z } from "zod";
import type { AgentScope } from "@/lib/db/queries/assistant";
import { searchRatePlansTool } from "./search-rate-plans/schema";
import { searchRatePlans } from "./search-rate-plans/execute";
import { answer as searchRatePlansAnswer } from "./search-rate-plans/answer";
import { compareCarriersTool } from "./compare-carriers/schema";
import { compareCarriers } from "./compare-carriers/execute";
import { answer as compareCarriersAnswer } from "./compare-carriers/answer";
import { findDevicesTool } from "./find-devices/schema";
import { findDevices } from "./find-devices/execute";
import { answer as findDevicesAnswer } from "./find-devices/answer";
import { listPromotionsTool } from "./list-promotions/schema";
import { listPromotions } from "./list-promotions/execute";
import { answer as listPromotionsAnswer } from "./list-promotions/answer";
import { lookupDealsTool } from "./lookup-deals/schema";
import { lookupDeals } from "./lookup-deals/execute";
import { answer as lookupDealsAnswer } from "./lookup-deals/answer";
import { lookupCustomersTool } from "./lookup-customers/schema";
import { lookupCustomers } from "./lookup-customers/execute";
import { answer as lookupCustomersAnswer } from "./lookup-customers/answer";
import { lookupQuotesTool } from "./lookup-quotes/schema";
import { lookupQuotes } from "./lookup-quotes/execute";
import { answer as lookupQuotesAnswer } from "./lookup-quotes/answer";
import { pitchForCustomerTool } from "./pitch-for-customer/schema";
import { pitchForCustomer } from "./pitch-for-customer/execute";
import { answer as pitchForCustomerAnswer } from "./pitch-for-customer/answer";
import { dealCommissionTool } from "./deal-commission/schema";
import { dealCommission } from "./deal-commission/execute";
import { answer as dealCommissionAnswer } from "./deal-commission/answer";
import { upcomingRenewalsTool } from "./upcoming-renewals/schema";
import { upcomingRenewals } from "./upcoming-renewals/execute";
import { answer as upcomingRenewalsAnswer } from "./upcoming-renewals/answer";

/**
 * The assistant's tools, one unit per tool: its folder holds the schema (zod, with
 * the name and the description the hosted model reads), the execution over our own
 * data (server only), the offline model's reading of a question into its arguments
 * (`understand.ts`, routed by lib/ai/offline/understand.ts) and its answer from its
 * result. This list builds the hosted model's tool set and the offline model's
 * answers; prices only ever come from the rate plan catalogue.
 */
type Schema<P extends z.ZodTypeAny> = { name: string; description: string; parameters: P };
type Unit<N extends string = string, P extends z.ZodTypeAny = z.ZodTypeAny, R = unknown> = {
  name: N;
  description: string;
  parameters: P;
  execute: (scope: AgentScope, input: z.infer<P>) => Promise<R>;
  answer: (result: R) => string;
};

function unit<const N extends string, P extends z.ZodTypeAny, R>(
  schema: Schema<P> & { name: N },
  execute: (scope: AgentScope, input: z.infer<P>) => Promise<R>,
  answer: (result: R) => string,
): Unit<N, P, R> {
  return { ...schema, execute, answer };
}

export const TOOL_UNITS = [
  unit(searchRatePlansTool, (_scope, input) => searchRatePlans(input), searchRatePlansAnswer),
  unit(compareCarriersTool, (_scope, input) => compareCarriers(input), compareCarriersAnswer),
  unit(findDevicesTool, (_scope, input) => findDevices(input), findDevicesAnswer),
  unit(listPromotionsTool, (_scope, input) => listPromotions(input), listPromotionsAnswer),
  unit(lookupDealsTool, (scope, input) => lookupDeals(scope, input), lookupDealsAnswer),
  unit(lookupCustomersTool, (scope, input) => lookupCustomers(scope, input), lookupCustomersAnswer),
  unit(lookupQuotesTool, (scope, input) => lookupQuotes(scope, input), lookupQuotesAnswer),
  unit(pitchForCustomerTool, (_scope, input) => pitchForCustomer(input), pitchForCustomerAnswer),
  unit(dealCommissionTool, (scope, input) => dealCommission(scope, input), dealCommissionAnswer),
  unit(upcomingRenewalsTool, (scope, input) => upcomingRenewals(scope, input), upcomingRenewalsAnswer),
] as const;

type Units = (typeof TOOL_UNITS)[number];
export type AssistantToolName = Units["name"];
/** A call the offline model plans: a tool's name and arguments its schema accepts. */
export type PlannedCall = {
  [U in Units as U["name"]]: { toolName: U["name"]; args: z.infer<U["parameters"]> };
}[AssistantToolName];

/** The hosted model's tool set, executed for the signed-in agent's company. */
export function createAssistantTools(scope: AgentScope): Record<AssistantToolName, Tool> {
  return Object.fromEntries(
    TOOL_UNITS.map((u) => [
      u.name,
      tool<z.ZodTypeAny, unknown>({
        description: u.description,
        parameters: u.parameters,
        execute: (input) => (u.execute as (s: AgentScope, i: unknown) => Promise<unknown>)(scope, input),
      }),
    ]),
  ) as Record<AssistantToolName, Tool>;
}

/** The offline model's answer from a tool's result. */
export function answerFor(toolName: string, result: unknown): string {
  const found = TOOL_UNITS.find((u) => u.name === toolName);
  if (!found) return "I received a result I can't describe.";
  return (found.answer as (r: unknown) => string)(result);
}
