import { describe, expect, it } from "vitest";
import { validateInvestorForm } from "@/lib/validation/investor";
import { validateWaitlistField, validateWaitlistForm, waitlistRequestSchema } from "@/lib/validation/waitlist";

describe("waitlist field rules", () => {
  it.each([
    ["name", "", "Name is required"],
    ["name", "   ", "Name is required"],
    ["email", "", "Email is required"],
    ["email", " \t ", "Email is required"],
    ["company", "", "Company is required"],
    ["company", "  ", "Company is required"],
  ] as const)("%s %j → %s", (field, value, message) => {
    expect(validateWaitlistField(field, value)).toBe(message);
  });

  it.each(["a@b.c", "dana@northwind.example", "first.last+tag@sub.domain.co", "  spaced@ends.example  "])(
    "accepts the e-mail %j",
    (email) => expect(validateWaitlistField("email", email)).toBeUndefined(),
  );

  it.each([
    "dana",
    "dana@",
    "dana@example",
    "@example.com",
    "dana@.",
    "da na@example.com",
    "dana@exa mple.com",
    "dana@example.",
  ])("refuses the e-mail %j", (email) =>
    expect(validateWaitlistField("email", email)).toBe("Please enter a valid email address"),
  );

  it.each([
    "",
    "   ",
    "5551234567",
    "555-123-4567",
    "555.123.4567",
    "555 123 4567",
    "(555) 123-4567",
    "(555)123-4567",
    "+5551234567",
    "+(555) 123-4567",
    "555-123-45678",
    "555-123-456789",
  ])("accepts the phone %j", (phone) => expect(validateWaitlistField("phone", phone)).toBeUndefined());

  it.each([
    "555-123-456",
    "555-123-4567890",
    "55-123-4567",
    "555--123-4567",
    "555_123_4567",
    "+1 555 123 4567",
    "phone",
    "555-abc-4567",
    "++5551234567",
  ])("refuses the phone %j", (phone) =>
    expect(validateWaitlistField("phone", phone)).toBe("Please enter a valid phone number"),
  );

  it("reports every invalid field of a form", () => {
    expect(validateWaitlistForm({ name: " ", email: "x", company: "", phone: "1" })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      company: "Company is required",
      phone: "Please enter a valid phone number",
    });
    expect(validateWaitlistForm({ name: "A", email: "a@b.co", company: "C", phone: "" })).toEqual({});
  });

  it("the request schema trims, drops a blank phone and defaults the source to direct", () => {
    const parsed = waitlistRequestSchema.parse({ name: " A ", email: " a@b.co ", company: " C ", phone: " " });
    expect(parsed).toEqual({ name: "A", email: "a@b.co", company: "C", phone: undefined, source: "direct" });
    expect(
      waitlistRequestSchema.parse({ name: "A", email: "a@b.co", company: "C", source: "features_cta" }).source,
    ).toBe("features_cta");
  });

  it("investor form: name, company, email and message required, phone optional", () => {
    expect(validateInvestorForm({ name: "", company: " ", email: "", phone: "", message: "  " })).toEqual({
      name: "Name is required",
      company: "Company is required",
      email: "Email is required",
      message: "Message is required",
    });
  });
});
