/** What a commission statement file may be, shared by the upload form and the reader. */
/** Uploads go through a server action, whose request limit is 1 MB. */
export const MAX_STATEMENT_BYTES = 1_000_000;
/**
 * Rows per statement file: reconciling is work on the request's thread, and 10,000 rows
 * against 5,000 won deals is about 0.8 s of server time (50,000 rows took 4.1 s and
 * stalled other requests for 2.8 s). A larger statement is uploaded in parts.
 */
export const MAX_STATEMENT_ROWS = 10_000;
/**
 * Longest cell a statement may hold: longer than any deal title, customer name or payment
 * reference the portal stores (those are at most a few hundred characters).
 */
export const MAX_STATEMENT_CELL_LENGTH = 1_000;

/** The fields a statement's columns are mapped to; reference and amount are required. */
export const STATEMENT_FIELDS = ["reference", "amount", "paidOn", "kind"] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export type ColumnMap = { reference: string; amount: string; paidOn?: string; kind?: string };

export const STATEMENT_FIELD_LABELS: Record<StatementField, string> = {
  reference: "Deal reference (deal id, deal title or customer)",
  amount: "Amount paid",
  paidOn: "Payment date",
  kind: "Payment type",
};
