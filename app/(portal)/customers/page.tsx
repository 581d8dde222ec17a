import { redirect } from "next/navigation";

/** /customers is used by in-page links; the list lives under /dashboard. */
export default function CustomersRedirect(): never {
  redirect("/dashboard/customers");
}
