/**
 * The dates that matter after a deal is won (the renewals radar):
 *   contract end       close date + contract term (24 months when empty or 0)
 *   promotion end      the promotion's end date entered on the deal
 *   last installment   close date + device installment months
 *   chargeback end     the close of the commission chargeback window (commission plan)
 * Reminders are made 90, 60 and 30 days before each contract end.
 */
export const RENEWAL_KINDS = ["contract_end", "promotion_end", "last_installment", "chargeback_end"] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

export const RENEWAL_KIND_LABELS: Record<RenewalKind, string> = {
  contract_end: "Contract ends",
  promotion_end: "Promotion ends",
  last_installment: "Last device installment",
  chargeback_end: "Chargeback window closes",
};

export const RENEWAL_WINDOWS = [30, 60, 90] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

/** Days before a contract end at which each agent concerned is reminded, largest first. */
export const REMINDER_DAYS = [90, 60, 30] as const;

/**
 * The reminder due for a contract ending in `daysLeft` days: the smallest threshold
 * it is within (so a server that was down at 90 and 60 days still reminds once, at
 * the most urgent), or null when none is due (more than 90 days, or already ended).
 */
export function dueReminder(daysLeft: number): (typeof REMINDER_DAYS)[number] | null {
  if (daysLeft < 0) return null;
  let due: (typeof REMINDER_DAYS)[number] | null = null;
  for (const days of REMINDER_DAYS) if (daysLeft <= days) due = days;
  return due;
}
