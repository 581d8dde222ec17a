/**
 * Typos in a word: the edit distance with swapped neighbours counted as one edit
 * (optimal string alignment), and whether a word read as written could be a typo of
 * another ("cascdae" of "cascade", "brightpth" of "brightpath", not "status" of "state").
 */

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, stopping early above `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The edits a typo of a word of this length may have: none under five letters (too
 * many short words are one letter apart), one up to seven, two from eight.
 */
export function typoAllowance(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : 2;
}

/** The one word of `candidates` that `asked` is a typo of, or undefined when none or several are as close. */
export function typoOf(asked: string, candidates: string[]): string | undefined {
  const allowed = typoAllowance(asked.length);
  if (allowed === 0) return undefined;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tied = false;
  for (const word of new Set(candidates)) {
    if (word === asked) return word;
    const d = editDistance(asked, word, allowed);
    if (d < bestDistance) [best, bestDistance, tied] = [word, d, false];
    else if (d === bestDistance) tied = true;
  }
  return bestDistance <= allowed && !tied ? best : undefined;
}

export type NamedWords = {
  /** The words that name something, as the names write them; empty when none does. */
  named: string[];
  /** Words that name nothing (not a filter). */
  dropped: string[];
  /** Misspelt words and the word of a name each is read as. */
  corrected: { from: string; to: string }[];
};

/**
 * Which words of a question name something whose words are `vocabulary`: words written
 * as a name writes them (or the start of one, four letters or more), numbers, and words
 * that are a typo of exactly one word of `candidates(word)` (by default the whole
 * vocabulary), read as that word. The others are the sentence around the name.
 */
export function nameWords(
  words: string[],
  vocabulary: Set<string>,
  candidates: (word: string) => string[] = () => [...vocabulary],
): NamedWords {
  const out: NamedWords = { named: [], dropped: [], corrected: [] };
  for (const word of words) {
    if (
      vocabulary.has(word) ||
      /\d/.test(word) ||
      (word.length >= 4 && [...vocabulary].some((v) => v.startsWith(word)))
    ) {
      out.named.push(word);
      continue;
    }
    const meant = typoOf(word, candidates(word));
    if (meant) {
      out.named.push(meant);
      out.corrected.push({ from: word, to: meant });
    } else out.dropped.push(word);
  }
  return out;
}
