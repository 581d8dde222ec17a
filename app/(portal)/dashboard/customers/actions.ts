"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { createCustomer } from "@/lib/db/queries/customers";
import { newCustomerSchema } from "@/lib/validation/customers";

/** New Customer: created in the agent's company, created by and assigned to the agent. */
export async function createCustomerAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const result = await runAction(newCustomerSchema, input, async (customer) => {
    const agent = await requireAgent();
    return createCustomer(agent, customer);
  });
  if (!result.ok && result.status >= 500) return { ...result, error: "Failed to create customer" };
  return result;
}
