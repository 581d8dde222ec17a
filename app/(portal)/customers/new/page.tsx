import { redirect } from "next/navigation";

/** /customers/new is used by in-page links; the form lives under /dashboard. */
export default function NewCustomerRedirect(): never {
  redirect("/dashboard/customers/new");
}
