/**
 * US states as people write them ("Washington", "WA", "wash."), for customers'
 * locations. Customers store the two-letter code.
 */
const STATES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "district of columbia": "DC",
};
const CODES = new Set(Object.values(STATES));

const NAMES = new RegExp(
  `\\b(${Object.keys(STATES)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b`,
  "i",
);
/** A code only where a place is expected ("in WA", "based in tx"), not the words "in", "or", "me". */
const CODE_AFTER = /\b(?:in|from|based in|located in|state(?: of)?)\s+([A-Za-z]{2})\b/;

export type StateMention = { code: string; text: string };

/** The US state a text names, with the words naming it, or undefined. */
export function findUsState(text: string): StateMention | undefined {
  const name = NAMES.exec(text);
  if (name) return { code: STATES[name[1]!.toLowerCase()]!, text: name[0] };
  const code = CODE_AFTER.exec(text);
  if (code && CODES.has(code[1]!.toUpperCase()) && code[1] === code[1]!.toUpperCase())
    return { code: code[1]!, text: code[1]! };
  return undefined;
}
