import "server-only";
import { tool } from "ai";
import type { AgentScope } from "@/lib/db/queries/assistant";
import { dealCommission, dealCommissionSchema, upcomingRenewals, upcomingRenewalsSchema } from "./commissions";
import { findDevices, findDevicesSchema } from "./devices";
import { lookupCustomers, lookupCustomersSchema, lookupDeals, lookupDealsSchema } from "./pipeline";
import { pitchForCustomer, pitchForCustomerSchema } from "./pitch";
import { listPromotions, listPromotionsSchema } from "./promotions";
import { lookupQuotes, lookupQuotesSchema } from "./quotes";
import { compareCarriers, compareCarriersSchema, searchRatePlans, searchRatePlansSchema } from "./rate-plans";

/**
 * The assistant's tools over our own data. Every model (hosted or offline) answers
 * through these; prices only ever come from the rate plan catalogue. A new tool is
 * one more entry here (and, for the offline model, an answer in offline/answer.ts
 * and a rule in offline/understand.ts).
 */
export function createAssistantTools(scope: AgentScope) {
  return {
    searchRatePlans: tool({
      description:
        "Search the rate plan catalogue (AT&T, Verizon, T-Mobile) by carrier, plan type, price per line and features. " +
        "Returns plans with price per line, monthly total and contract total for the number of lines, and the date prices are as of.",
      parameters: searchRatePlansSchema,
      execute: (input) => searchRatePlans(input),
    }),
    compareCarriers: tool({
      description:
        "Compare the carriers for a number of lines: each carrier's cheapest (or best) plan of a type with monthly and 24-month totals, lowest first.",
      parameters: compareCarriersSchema,
      execute: (input) => compareCarriers(input),
    }),
    findDevices: tool({
      description:
        "Find certified devices by manufacturer/model words, carrier, device type or 5G band. Returns each model with the carriers that certify it, its LTE bands and 5G bands.",
      parameters: findDevicesSchema,
      execute: (input) => findDevices(input),
    }),
    listPromotions: tool({
      description:
        "List current carrier promotions (ending soonest first) by carrier, device category, words about the offer or device, and end date.",
      parameters: listPromotionsSchema,
      execute: (input) => listPromotions(input),
    }),
    lookupDeals: tool({
      description:
        "Look up the deals of the agent's own company (status, value, close date, probability, customer, assigned agent) with totals.",
      parameters: lookupDealsSchema,
      execute: (input) => lookupDeals(scope, input),
    }),
    lookupCustomers: tool({
      description:
        "Look up the customers of the agent's own company (contact, company, location, industry, size, open deals).",
      parameters: lookupCustomersSchema,
      execute: (input) => lookupCustomers(scope, input),
    }),
    lookupQuotes: tool({
      description:
        "Look up the saved quotes of the agent's own company (customer, recommended carrier, monthly and contract totals), newest first.",
      parameters: lookupQuotesSchema,
      execute: (input) => lookupQuotes(scope, input),
    }),
    pitchForCustomer: tool({
      description:
        "Price a pitch for a described customer (size, current carrier, needs) the way the quote generator does: each carrier's plans that meet the needs, with totals, and the best option to switch to.",
      parameters: pitchForCustomerSchema,
      execute: (input) => pitchForCustomer(input),
    }),
    dealCommission: tool({
      description:
        "What a deal of the agent's own company pays in commission, found by words of its title or customer (typos are fine): expected upfront, residual per month and over the contract term, " +
        "the day the chargeback window closes, and what commission statements paid to date. The same stored figures the deals board shows.",
      parameters: dealCommissionSchema,
      execute: (input) => dealCommission(scope, input),
    }),
    upcomingRenewals: tool({
      description:
        "The renewals radar: dates on the company's won deals between two days (contract ends, promotion ends, last device installments, chargeback windows closing), soonest first, " +
        "as the Renewals page lists them. Give the range in days: e.g. next month is its first to its last day.",
      parameters: upcomingRenewalsSchema,
      execute: (input) => upcomingRenewals(scope, input),
    }),
  };
}

export type AssistantTools = ReturnType<typeof createAssistantTools>;
export type AssistantToolName = keyof AssistantTools;
