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

/** The words of a question as search terms (letters, digits, + and &), at most 12. */
export function searchWords(query: string | undefined): string[] {
  return (query ?? "")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9+&'.-]+/)
    .map((w) => w.replace(/^['.-]+|['.-]+$/g, ""))
    .filter((w) => w.length > 0)
    .slice(0, 12);
}

export type TextSearch = {
  /** Rows whose document has any of the words, or whose name is similar to part of the question. */
  match: SQL;
  /** Whether the document has every word. */
  allWords: SQL<boolean>;
  /** 0..1: how much of the name appears (allowing typos) in the question. */
  nameScore: SQL<number>;
  /** 0..1: how much of the question appears in the name ("ipad air" in "iPad Air 11-inch (M2)"). */
  partScore: SQL<number>;
  /** Full-text rank of the document for the words. */
  rank: SQL<number>;
};

/** Word similarity a name needs (within the question) to match without sharing a whole word. */
export const NAME_MATCH_THRESHOLD = 0.5;
/** Word similarity a whole question needs within a name ("ipad air" within "iPad Air 11-inch (M2)"). */
export const PART_MATCH_THRESHOLD = 0.8;

/**
 * The search of `query` over a document (`to_tsvector('simple', document)`) and the
 * names a record goes by (lowercase SQL expressions: "galaxy s24", "samsung galaxy s24").
 */
export function textSearch(document: SQL, names: SQL[], query: string, { partialNames = false } = {}): TextSearch | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const phrase = words.join(" ");
  const anyWord = words.join(" or ");
  const tsv = sql`to_tsvector('simple', ${document})`;
  const tsq = sql`websearch_to_tsquery('simple', ${anyWord})`;
  // With partialNames, a question that is part of a name counts too ("go5g" for "Go5G Business").
  const similarity = sql.join(
    names.flatMap((name) => [sql`word_similarity(${name}, ${phrase})`, ...(partialNames ? [sql`word_similarity(${phrase}, ${name})`] : [])]),
    sql`, `,
  );
  const nameScore = sql<number>`greatest(${similarity})::float`;
  const partial = sql.join(
    names.map((name) => sql`word_similarity(${phrase}, ${name})`),
    sql`, `,
  );
  return {
    partScore: sql<number>`greatest(${partial})::float`,
    match: sql`(${tsv} @@ ${tsq} or greatest(${similarity}) >= ${NAME_MATCH_THRESHOLD} or greatest(${partial}) >= ${PART_MATCH_THRESHOLD})`,
    nameScore,
    allWords: sql<boolean>`(${tsv} @@ websearch_to_tsquery('simple', ${phrase}))`,
    rank: sql<number>`ts_rank_cd(${tsv}, ${tsq})::float`,
  };
}

const nameTokens = (s: string) => s.toLowerCase().replace(/\([^)]*\)/g, " ").split(/[^a-z0-9+]+/).filter(Boolean);
/** Tokens with digits that identify a model or plan ("s24", "16", "fold7", "400"); network words are not identifiers. */
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

export type SearchMode = "all" | "name" | "any";

/**
 * Picks what a search matched, as a search engine relaxes a query: the rows that have
 * every word; else those whose name is in the question (typos allowed), the closest
 * first; else those with any of the words. Each row carries `allWords` and `nameScore`.
 */
export function relaxedMatches<T extends { allWords: boolean; nameScore: number }>(rows: T[]): { mode: SearchMode; rows: T[] } {
  const all = rows.filter((r) => r.allWords);
  if (all.length) return { mode: "all", rows: all };
  const best = Math.max(0, ...rows.map((r) => r.nameScore));
  if (best >= NAME_MATCH_THRESHOLD) return { mode: "name", rows: rows.filter((r) => r.nameScore >= best - 0.1) };
  return { mode: "any", rows };
}

/**
 * Searches short texts that live outside the tables (promotions, saved quotes' customer
 * names) with the same full-text and trigram search, in the database: ids of the texts
 * that match, best first, with whether each has every word and how close its name is.
 */
export async function searchTexts(
  texts: { id: string; name: string; text: string }[],
  query: string,
): Promise<{ id: string; allWords: boolean; nameScore: number; rank: number }[]> {
  const words = searchWords(query);
  if (words.length === 0 || texts.length === 0) return [];
  const db = await getDb();
  const phrase = words.join(" ");
  const anyWord = words.join(" or ");
  const rows = rowsOf<{ id: string; all_words: boolean; name_score: number; rank: number }>(
    await db.execute(sql`
      select t.id,
             to_tsvector('simple', t.text) @@ websearch_to_tsquery('simple', ${phrase}) as all_words,
             word_similarity(lower(t.name), ${phrase})::float as name_score,
             ts_rank_cd(to_tsvector('simple', t.text), websearch_to_tsquery('simple', ${anyWord}))::float as rank
        from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as t(id text, name text, text text)
       where to_tsvector('simple', t.text) @@ websearch_to_tsquery('simple', ${anyWord})
          or word_similarity(lower(t.name), ${phrase}) >= ${NAME_MATCH_THRESHOLD}
       order by all_words desc, name_score desc, rank desc`),
  );
  return rows.map((r) => ({ id: r.id, allWords: Boolean(r.all_words), nameScore: Number(r.name_score), rank: Number(r.rank) }));
}
