/**
 * Plan features as agents ask for them: hotspot (and unlimited hotspot), premium or
 * priority data, video streaming quality (HD, 4K), international use and 5G. The
 * assistant filters and ranks rate plans by them; the quote parser reads needs.
 */

export const PLAN_FEATURES = [
  "premium_data",
  "unlimited_premium_data",
  "hotspot",
  "unlimited_hotspot",
  "video_streaming",
  "hd_video",
  "4k_video",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** What a plan is ranked by when someone asks for the "best" one for something. */
export type FeatureFocus = "hotspot" | "premium_data" | "video";

const HOTSPOT =
  /\bhot\s?-?spots?\b|\btether(?:ing|ed|s)?\b|\bmifi\b|\bjetpack\b|\bshar(?:e|es|ing) (?:the |their |its |a |his |her )?(?:connection|data|internet|wi-?fi)\b|\bas (?:a )?(?:wi-?fi|modem)\b|\blaptops? (?:off|on|through|from) (?:their |the )?phones?\b/i;
const UNLIMITED_HOTSPOT =
  /\bunlimited\s+(?:mobile\s+)?hot\s?-?spot(?:ting)?\b|\bhot\s?-?spot\s+(?:that is|that's|is)?\s*unlimited\b/i;
const PREMIUM =
  /\b(?:premium|priority|prioritized|high[\s-]?speed|full[\s-]?speed|fast|faster|fastest|unthrottled)\s+data\b|\bdata (?:priority|speeds?)\b|\bno\s+(?:de-?)?(?:throttl\w*|deprioriti[sz]\w*|slow\s?downs?)\b|\bnever\s+(?:get\s+)?(?:throttled|slowed)\b|\bheavy\s+(?:data|users?|usage)\b|\bdata[\s-]+heavy\b|\blots\s+of\s+data\b|\bmost\s+(?:premium\s+)?data\b|\bbig\s+data\s+users?\b|\blarge\s+files?\b|\b(?:a\s+)?lot\s+of\s+data\b|\bburn(?:s|ing)?\s+through\s+(?:\w+\s+){0,3}data\b|\b(?:data\s+)?slow\s?-?downs?\b|\bslow\s+data\b|\bthrottl\w*|\bdeprioriti[sz]\w*|\bdata[\s-]?(?:hungry|hogs?|intensive)\b/i;
const UNLIMITED_PREMIUM = /\bunlimited\s+(?:premium|priority|high[\s-]?speed)(?:\s+data)?\b/i;
const FOUR_K = /\b4k\b|\buhd\b|\bultra[\s-]?hd\b|\b2160p\b/i;
const HD = /\bhd\s+(?:video|streaming)\b|\b(?:1080|720)p?\b|\bhigh[\s-]definition\b|\bfull\s+hd\b/i;
const VIDEO = /\bvideos?\b|\bstream(?:s|ing)?\b|\bnetflix\b|\byoutube\b|\bvideo\s*calls?\b|\bzoom\b/i;
const INTERNATIONAL =
  /\binternational(?:ly)?\b|\babroad\b|\boverseas\b|\broaming\b|\bmexico\b|\bcanada\b|\beurope\b|\basia\b|\bafrica\b|\b(?:south|latin|central) america\b|\bfl(?:y|ies|ying|ew)\s+(?:out\s+)?(?:to|overseas|internationally|abroad)\b|\bother countries\b|\bglobal(?:ly)?\b|\bcross[\s-]border\b|\btravel(?:s|ing|ling)?\s+(?:to|outside|between|a lot)\b/i;
const FIVE_G = /\b5g\b|\bfive[\s-]?g\b|\bultra[\s-]?wideband\b|\buw\b|\bmmwave\b/i;

/** The features a plan must have for this text ("with 4K streaming", "unlimited hotspot"). */
export function findPlanFeatures(text: string): PlanFeature[] {
  const features = new Set<PlanFeature>();
  if (UNLIMITED_HOTSPOT.test(text)) features.add("unlimited_hotspot");
  else if (
    /\b(?:with|includ\w*|has|have|having|plus|and)\s+(?:a\s+|some\s+|mobile\s+)?hot\s?-?spot\b|\bhot\s?-?spot\s+(?:data|allowance|included|capability|capable)\b/i.test(
      text,
    )
  )
    features.add("hotspot");
  if (UNLIMITED_PREMIUM.test(text)) features.add("unlimited_premium_data");
  else if (/\b(?:premium|priority)\s+data\b/i.test(text)) features.add("premium_data");
  if (FOUR_K.test(text)) features.add("4k_video");
  else if (HD.test(text)) features.add("hd_video");
  return [...features];
}

/** What "best … for X" ranks by: hotspot, premium data or video, or undefined. */
export function findFeatureFocus(text: string): FeatureFocus | undefined {
  if (HOTSPOT.test(text) && !/\bhot\s?-?spot\s+(?:plans?|lines?|devices?)\b/i.test(text)) return "hotspot";
  if (FOUR_K.test(text) || HD.test(text) || VIDEO.test(text)) return "video";
  if (
    PREMIUM.test(text) ||
    UNLIMITED_PREMIUM.test(text) ||
    /\bmost data\b|\bdata\b.*\b(?:most|heaviest|lots)\b/i.test(text)
  )
    return "premium_data";
  return undefined;
}

export type Needs = { hotspot: boolean; premiumData: boolean; international: boolean; fiveG: boolean };

/** A customer's needs in a description of them ("field techs who tether laptops", "travel to Mexico"). */
export function findNeeds(text: string): Needs {
  return {
    hotspot: HOTSPOT.test(text),
    premiumData:
      PREMIUM.test(text) ||
      UNLIMITED_PREMIUM.test(text) ||
      /\bpremium\b/i.test(text) ||
      VIDEO.test(text) ||
      FOUR_K.test(text) ||
      /\bhd\b/i.test(text),
    international: INTERNATIONAL.test(text),
    fiveG: FIVE_G.test(text),
  };
}
