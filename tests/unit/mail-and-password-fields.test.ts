import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "@/lib/validation/auth";
import { investorContactSchema } from "@/lib/validation/investor";
import { waitlistRequestSchema as waitlistSchema } from "@/lib/validation/waitlist";

const waitlist = { name: "Pat Lee", email: "pat@example.com", company: "Lee Wireless", phone: "", source: "hero" };
const investor = {
  name: "Pat Lee",
  company: "Lee Capital",
  email: "pat@fund.example",
  phone: "",
  message: "Hello\nthere",
};

describe("fields that go into mail headers", () => {
  it.each(["\r\nBcc: victim@example.com", "\nX-Injected: 1", "\rA", "\u2028B", "\u0000"])(
    "refuses a line break or control character inside a name or company (%j)",
    (tail) => {
      for (const field of ["name", "company"] as const) {
        const a = waitlistSchema.safeParse({ ...waitlist, [field]: `Pat${tail} Lee` });
        expect(a.success, `waitlist ${field}`).toBe(false);
        expect(a.error?.issues[0]?.message).toMatch(/single line/);
        expect(investorContactSchema.safeParse({ ...investor, [field]: `Pat${tail} Lee` }).success).toBe(false);
      }
    },
  );

  it("accepts ordinary names and companies, and line breaks in the investor message (the mail's body)", () => {
    expect(
      waitlistSchema.safeParse({ ...waitlist, name: "José O'Brien-Ñúñez", company: "AT&T Partners, Inc." }).success,
    ).toBe(true);
    expect(investorContactSchema.safeParse(investor).success).toBe(true);
  });
});

describe("a new password", () => {
  const change = (newPassword: string) =>
    changePasswordSchema.safeParse({ currentPassword: "old-password", newPassword, confirmPassword: newPassword });

  it("is at most 72 bytes, the most bcrypt reads", () => {
    expect(change("a".repeat(72)).success).toBe(true);
    const tooLong = change("a".repeat(73));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toMatch(/at most 72 characters/);
    // 36 two-byte letters are 72 bytes; 37 are 74.
    expect(change("é".repeat(36)).success).toBe(true);
    expect(change("é".repeat(37)).success).toBe(false);
  });
});
