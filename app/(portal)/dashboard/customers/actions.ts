"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { revalidatePath } from "next/cache";
import {
  createCustomer,
  deleteCustomer,
  findCustomerChoices,
  getCustomersByCompany,
  mergeCustomers,
  updateCustomer,
  type CustomerCard,
  type CustomerChoice,
  type CustomerRecord,
} from "@/lib/db/queries/customers";
import {
  customerChoiceQuerySchema,
  customerIdSchema,
  customerQuerySchema,
  editCustomerSchema,
  mergeCustomersSchema,
  newCustomerSchema,
} from "@/lib/validation/customers";

/** New Customer: created in the agent's company, created by and assigned to the agent. */
export async function createCustomerAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const result = await runAction(newCustomerSchema, input, async (customer) => {
    const agent = await requireAgent();
    return createCustomer(agent, customer);
  });
  if (!result.ok && result.status >= 500) return { ...result, error: "Failed to create customer" };
  return result;
}

/** The customer page's edit, saved only if the customer is still the version the agent opened (else 409). */
export async function updateCustomerAction(input: unknown): Promise<ActionResult<CustomerRecord>> {
  const result = await runAction(editCustomerSchema, input, async (edit) => {
    const agent = await requireAgent();
    return updateCustomer(agent, edit);
  });
  if (result.ok) revalidatePath(`/dashboard/customers/${result.data.id}`);
  return result;
}

/** Deletes a customer without deals; with deals it is refused with the reason. */
export async function deleteCustomerAction(input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction(customerIdSchema, input, async ({ customerId }) => {
    const agent = await requireAgent();
    return deleteCustomer(agent, customerId);
  });
}

/** Merges another customer into this one: its deals and quotes move, then it is deleted. */
export async function mergeCustomersAction(input: unknown): Promise<ActionResult<{ deals: number; quotes: number }>> {
  const result = await runAction(mergeCustomersSchema, input, async ({ customerId, fromId }) => {
    const agent = await requireAgent();
    return mergeCustomers(agent, customerId, fromId);
  });
  if (result.ok) revalidatePath(`/dashboard/customers/${(input as { customerId: string }).customerId}`);
  return result;
}

/** Customers of the agent's company matching `q` (for choosing the one to merge). */
export async function findCustomersAction(input: unknown): Promise<ActionResult<CustomerCard[]>> {
  return runAction(customerQuerySchema, input, async (query) => {
    const agent = await requireAgent();
    return (await getCustomersByCompany(agent.companyId, { ...query, limit: Math.min(query.limit, 20) })).customers;
  });
}

/** The customer picker (New Deal, Quote Generator): the agent's company's customers named by `q`, typos allowed. */
export async function customerChoicesAction(input: unknown): Promise<ActionResult<CustomerChoice[]>> {
  return runAction(customerChoiceQuerySchema, input, async ({ q }) => {
    const agent = await requireAgent();
    return q ? findCustomerChoices({ userId: agent.id, companyId: agent.companyId }, q) : [];
  });
}
