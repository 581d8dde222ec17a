/**
 * Phone numbers in text, found anywhere in it with libphonenumber-js (US by
 * default): "(206) 555-0148", "214.555.0142", "512-555-0134", "+1 415 555 0101",
 * "1-206-555-0148", "4155550101", "206 555 0148". OCR's letters for digits
 * inside a number (O for 0, l for 1) are repaired first. Numbers are given back
 * in the national format "(206) 555-0148".
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

export type PhoneMatch = {
  /** National format, "(206) 555-0148". */
  national: string;
  /** E.164, "+12065550148". */
  e164: string;
  start: number;
  end: number;
};

/** O/o → 0 and l/I → 1 where they stand between digits or digit separators of a number. */
export function repairPhoneDigits(text: string): string {
  return text
    .replace(/(?<=[\d()\-. ])[Oo](?=[\d\-. )])|(?<=\d)[Oo]|[Oo](?=\d)/g, "0")
    .replace(/(?<=\d)[lI](?=\d)/g, "1");
}

/** Every phone number in `text`, in order. Positions refer to `text` (repairs keep its length). */
export function findPhones(text: string, country: CountryCode = "US"): PhoneMatch[] {
  const repaired = repairPhoneDigits(text);
  return findPhoneNumbersInText(repaired, { defaultCountry: country, v2: true } as never).map((m: unknown) => {
    const match = m as { number: { formatNational(): string; number: string }; startsAt: number; endsAt: number };
    // "Van 1 469.555.0117": a 1 set apart by a space from a number written with points or dashes is
    // not its country code (that is written "1-469-…", "1.469.…" or "+1 …"), but the end of the text before it.
    const apart = /^1(\s+)\d{3}([.-])\d{3}\2\d{4}$/.exec(repaired.slice(match.startsAt, match.endsAt));
    return {
      national: match.number.formatNational(),
      e164: match.number.number,
      start: match.startsAt + (apart ? 1 + apart[1]!.length : 0),
      end: match.endsAt,
    };
  });
}

/** The phone number `text` consists of, in national format, or null. */
export function normalisePhone(text: string, country: CountryCode = "US"): string | null {
  const parsed = parsePhoneNumberFromString(repairPhoneDigits(text.trim()), country);
  return parsed && parsed.isValid() ? parsed.formatNational() : null;
}
