import "server-only";
import { sql, type SQL } from "drizzle-orm";

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
  /** 0..1: how much of the name appears (allowing typos) in the question. */
  nameScore: SQL<number>;
  /** Full-text rank of the document for the words. */
  rank: SQL<number>;
};

/** Word similarity a name needs (within the question) to match without sharing a whole word. */
export const NAME_MATCH_THRESHOLD = 0.5;

/**
 * The search of `query` over a document (`to_tsvector('simple', document)`) and the
 * names a record goes by (lowercase SQL expressions: "galaxy s24", "samsung galaxy s24").
 */
export function textSearch(document: SQL, names: SQL[], query: string): TextSearch | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const phrase = words.join(" ");
  const anyWord = words.join(" or ");
  const tsv = sql`to_tsvector('simple', ${document})`;
  const tsq = sql`websearch_to_tsquery('simple', ${anyWord})`;
  const similarity = sql.join(
    names.map((name) => sql`word_similarity(${name}, ${phrase})`),
    sql`, `,
  );
  const nameScore = sql<number>`greatest(${similarity})::float`;
  return {
    match: sql`(${tsv} @@ ${tsq} or greatest(${similarity}) >= ${NAME_MATCH_THRESHOLD})`,
    nameScore,
    rank: sql<number>`ts_rank_cd(${tsv}, ${tsq})::float`,
  };
}
