import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/connection";

/**
 * Search as a search engine does it, in the database: full-text search
 * (`websearch_to_tsquery`, any of the words, ranked with `ts_rank_cd`) and trigram
 * word similarity (`pg_trgm`) of a record's name within the question, so extra
 * words, another word order and typos still find it ("galxy s24",
 * "iphone 16 pro max good for field techs"). The documents and names are the
 * expressions indexed by the `search` migration.
 */

/**
 * A model number written apart or run together is one way of writing it: "s 24" is
 * "s24", "iPhone16" is "iphone 16", "Fold 7" and "fold7" are "fold 7". A word of three
 * or more letters is kept apart from its number; a lone letter (not the words "a" or
 * "i") is joined to the number after it.
 */
export function normalizeModelNumbers(text: string): string {
  return text
    .toLowerCase()
    .replace(/([a-z])-(\d)/g, "$1 $2")
    .replace(/\b([a-z]{3,})(\d)/g, "$1 $2")
    .replace(/(^|[^a-z0-9])([b-hj-z]) (\d)/g, "$1$2$3");
}

/** The words of a question as search terms (letters, digits, + and &), at most 12; model numbers as `normalizeModelNumbers` writes them unless `asWritten`. */
export function searchWords(query: string | undefined, { asWritten = false } = {}): string[] {
  const text = asWritten ? (query ?? "").toLowerCase() : normalizeModelNumbers(query ?? "");
  return text
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9+&'.-]+/)
    .map((w) => w.replace(/^['.-]+|['.-]+$/g, ""))
    .filter((w) => w.length > 0)
    .slice(0, 12);
}

export type TextSearch = {
  /**
   * Rows whose document has any of the words, or whose indexed name has a word of
   * the question (typos allowed) or the question itself: the candidates, found
   * through the full-text and trigram indexes.
   */
  match: SQL;
  /** Whether the document has every word. */
  allWords: SQL<boolean>;
  /** Whether the document has any of the words as written. */
  anyWord: SQL<boolean>;
  /** 0..1: how much of the name appears (allowing typos) in the question. */
  nameScore: SQL<number>;
  /** 0..1: how much of the question appears in the name ("ipad air" in "iPad Air 11-inch (M2)"). */
  partScore: SQL<number>;
  /** How many words of the question appear in a name with typos (each counted by its similarity, when at least `FUZZY_WORD_THRESHOLD`). */
  fuzzyScore: SQL<number>;
  /** Full-text rank of the document for the words. */
  rank: SQL<number>;
};

/** Word similarity a name needs (within the question) to match without sharing a whole word. */
export const NAME_MATCH_THRESHOLD = 0.5;
/** Word similarity a whole question needs within a name ("ipad air" within "iPad Air 11-inch (M2)"). */
export const PART_MATCH_THRESHOLD = 0.8;
/**
 * Word similarity a misspelt word of the question needs within a name ("brightpth" in
 * "Brightpath Charter Schools", "galxy" in "Galaxy S24"). It is pg_trgm's default
 * `pg_trgm.word_similarity_threshold`, which the indexed `%>` operator uses.
 */
export const FUZZY_WORD_THRESHOLD = 0.6;

/** Words long enough for their trigrams to say something (three characters or more). */
const fuzzyWordsOf = (words: string[]) => [...new Set(words.filter((w) => w.length >= 3))];

/**
 * The search of `query` over a document (`to_tsvector('simple', document)`, the
 * expression of a full-text index) and the names a record goes by (lowercase SQL
 * expressions: "galaxy s24", "samsung galaxy s24"). Candidates are found through the
 * indexes, then scored: `indexedDocuments` are the expressions of full-text indexes (by
 * default the document) and `indexedNames` those of trigram indexes (by default the
 * first name).
 */
export function textSearch(
  document: SQL,
  names: SQL[],
  query: string,
  {
    partialNames = false,
    indexedDocuments = [document],
    indexedNames = [names[0]!],
  }: { partialNames?: boolean; indexedDocuments?: SQL[]; indexedNames?: SQL[] } = {},
): TextSearch | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const phrase = words.join(" ");
  // Names are stored as printed, where a model number may be run together with its word
  // ("Galaxy Z Fold7") or apart ("iPhone 16"): a name is compared with the question as
  // normalised, as written and with its numbers run together, and the closest reading counts.
  const asWritten = searchWords(query, { asWritten: true }).join(" ");
  const runTogether = asWritten.replace(/\b([a-z]+) (\d{1,3})\b/g, "$1$2");
  const phrases = [...new Set([phrase, asWritten, runTogether])].filter(Boolean);
  const anyWords = words.join(" or ");
  const tsv = sql`to_tsvector('simple', ${document})`;
  const tsq = sql`websearch_to_tsquery('simple', ${anyWords})`;
  // With partialNames, a question that is part of a name counts too ("go5g" for "Go5G Business").
  const similarity = sql.join(
    names.flatMap((name) =>
      phrases.flatMap((p) => [
        sql`word_similarity(${name}, ${p})`,
        ...(partialNames ? [sql`word_similarity(${p}, ${name})`] : []),
      ]),
    ),
    sql`, `,
  );
  const partial = sql.join(
    names.flatMap((name) => phrases.map((p) => sql`word_similarity(${p}, ${name})`)),
    sql`, `,
  );
  const fuzzyWords = fuzzyWordsOf(words);
  // `name %> word`: the word is in the name, typos allowed (pg_trgm's word similarity threshold), through the trigram index.
  const candidates = [
    ...indexedDocuments.map((doc) => sql`to_tsvector('simple', ${doc}) @@ ${tsq}`),
    ...indexedNames.flatMap((name) => [
      ...phrases.map((p) => sql`${name} %> ${p}`),
      ...fuzzyWords.map((w) => sql`${name} %> ${w}`),
    ]),
  ];
  const perWord = fuzzyWords.map((w) => {
    const best = sql`greatest(${sql.join(
      names.map((name) => sql`word_similarity(${w}, ${name})`),
      sql`, `,
    )})`;
    return sql`(case when ${best} >= ${FUZZY_WORD_THRESHOLD} then ${best} else 0 end)`;
  });
  return {
    match: sql`(${sql.join(candidates, sql` or `)})`,
    allWords: sql<boolean>`(${tsv} @@ websearch_to_tsquery('simple', ${phrase}))`,
    anyWord: sql<boolean>`(${tsv} @@ ${tsq})`,
    nameScore: sql<number>`greatest(${similarity})::float`,
    partScore: sql<number>`greatest(${partial})::float`,
    fuzzyScore: perWord.length ? sql<number>`(${sql.join(perWord, sql` + `)})::float` : sql<number>`0::float`,
    rank: sql<number>`ts_rank_cd(${tsv}, ${tsq})::float`,
  };
}

/** A name's words, with "plus" after a model number written as part of it ("S24+", "s24 plus", "16 Plus", "XP5plus"). */
const nameTokens = (s: string) =>
  normalizeModelNumbers(s.replace(/\([^)]*\)/g, " "))
    .replace(/(\d[a-z]*?)\s*(?:\+|plus\b)/g, "$1+")
    .split(/[^a-z0-9+]+/)
    .map((t) => (/\d/.test(t) ? t : t.replace(/\+/g, "")))
    .filter(Boolean);
/** Tokens with digits that identify a model or plan ("s24", "16+", "fold 7", "400"); network words are not identifiers. */
const identifiers = (s: string) => nameTokens(s).filter((t) => /\d/.test(t) && !/^[345]g$/.test(t));

/**
 * Whether the numbers of a name and a question agree: every model number the
 * question writes is in the name ("iPhone 13" is not "iphone 12", "iPhone 16e" is not
 * "iphone 16", "Internet 100 Mbps" is not "internet 400"). Typos are allowed in
 * words, never in numbers.
 */
export function numbersAgree(name: string, query: string): boolean {
  const own = new Set(identifiers(name));
  return identifiers(query).every((id) => own.has(id));
}

/**
 * How a search matched: every word; the record's name is in the question; some of the
 * words as written; only words written with typos ("fuzzy": the closest matches,
 * never to be given as the answer with confidence); nothing.
 */
export type SearchMode = "all" | "name" | "any" | "fuzzy" | "none";

export type ScoredRow = { allWords: boolean; nameScore: number; anyWord?: boolean; fuzzyScore?: number };

/**
 * Picks what a search matched, as a search engine relaxes a query: the rows that have
 * every word; else those whose name is in the question (typos allowed), the closest
 * first; else those with any of the words as written; else those whose names hold the
 * most words of the question written with typos, which are only the closest matches.
 */
export function relaxedMatches<T extends ScoredRow>(rows: T[]): { mode: SearchMode; rows: T[] } {
  const all = rows.filter((r) => r.allWords);
  if (all.length) return { mode: "all", rows: all };
  const best = Math.max(0, ...rows.map((r) => r.nameScore));
  if (best >= NAME_MATCH_THRESHOLD) return { mode: "name", rows: rows.filter((r) => r.nameScore >= best - 0.1) };
  const any = rows.filter((r) => r.anyWord !== false);
  if (any.length) return { mode: "any", rows: any };
  const fuzzy = Math.max(0, ...rows.map((r) => r.fuzzyScore ?? 0));
  if (fuzzy >= FUZZY_WORD_THRESHOLD)
    return {
      mode: "fuzzy",
      rows: rows
        .filter((r) => (r.fuzzyScore ?? 0) >= fuzzy - 0.1)
        .sort((a, b) => (b.fuzzyScore ?? 0) - (a.fuzzyScore ?? 0)),
    };
  return { mode: "none", rows: [] };
}

/** The scores of a search (or none) selected with its rows, for `relaxedMatches`. */
export function scoresOf(search: TextSearch | null) {
  return {
    allWords: search ? search.allWords : sql<boolean>`true`,
    anyWord: search ? search.anyWord : sql<boolean>`true`,
    nameScore: search ? search.nameScore : sql<number>`0::float`,
    partScore: search ? search.partScore : sql<number>`0::float`,
    fuzzyScore: search ? search.fuzzyScore : sql<number>`0::float`,
  };
}

/** Scores as numbers (a driver may return floats as strings). */
export const numericScores = <T extends { nameScore: number; partScore: number; fuzzyScore: number }>(r: T): T => ({
  ...r,
  nameScore: Number(r.nameScore),
  partScore: Number(r.partScore),
  fuzzyScore: Number(r.fuzzyScore),
});

/**
 * Searches short texts that live outside the tables (promotions, saved quotes' customer
 * names) with the same full-text and trigram search, in the database: ids of the texts
 * that match, best first, with their scores for `relaxedMatches`.
 */
export async function searchTexts(
  texts: { id: string; name: string; text: string }[],
  query: string,
): Promise<({ id: string; rank: number } & Required<ScoredRow>)[]> {
  if (texts.length === 0) return [];
  const search = textSearch(sql`t.text`, [sql`lower(t.name)`], query);
  if (!search) return [];
  const db = await getDb();
  const rows = rowsOf<{
    id: string;
    all_words: boolean;
    any_word: boolean;
    name_score: number;
    part_score: number;
    fuzzy_score: number;
    rank: number;
  }>(
    await db.execute(sql`
      select t.id,
             ${search.allWords} as all_words,
             ${search.anyWord} as any_word,
             ${search.nameScore} as name_score,
             ${search.partScore} as part_score,
             ${search.fuzzyScore} as fuzzy_score,
             ${search.rank} as rank
        from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as t(id text, name text, text text)
       where ${search.match}
       order by all_words desc, name_score desc, rank desc`),
  );
  return rows.map((r) => ({
    id: r.id,
    allWords: Boolean(r.all_words),
    anyWord: Boolean(r.any_word),
    nameScore: Number(r.name_score),
    partScore: Number(r.part_score),
    fuzzyScore: Number(r.fuzzy_score),
    rank: Number(r.rank),
  }));
}
