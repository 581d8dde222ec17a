/**
 * The blog's slug rule: lower-case the title, turn every run of
 * characters other than a-z and 0-9 into one hyphen, and trim hyphens at both ends.
 *
 * Accents: the title is first decomposed (Unicode NFKD) and its combining marks are
 * dropped, so "Café Déjà Vu" becomes "cafe-deja-vu" rather than "caf-d-j-vu".
 * Compatibility forms fold too ("ﬁ" → "fi", full-width "Ａ" → "a"). Letters with no
 * Latin decomposition (e.g. "ß", "ø", Cyrillic, CJK) count as "other characters" and
 * become separators, exactly as the spec's rule says. A title that leaves nothing
 * (e.g. "!!!" or "日本語") yields "" — the form rejects it as a validation error.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The n-th candidate for a taken slug: "post", "post-2", "post-3", … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
