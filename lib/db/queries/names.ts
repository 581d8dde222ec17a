import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/connection";
import { withAgentScope } from "@/lib/db/scope";
import type { AgentScope } from "./assistant";
import { nameWords } from "@/lib/lang/typos";
import { searchWords } from "./search";

/**
 * Which words of a question name one of the company's records (a deal's title, a
 * customer's company, contact, industry or place, an agent), read with the trigram
 * similarity of `pg_trgm`. Words that name nothing are not a filter; a misspelt word
 * that comes close to one record's word is read as that word ("cascdae" → "cascade").
 */

/** Trigram similarity (pg_trgm `similarity`) a record's word needs to be considered as what a misspelt word means. */
const CANDIDATE_SIMILARITY = 0.2;

export type NameReading = {
  /** The words that name a record, as the records write them; undefined when no word does. */
  query?: string;
  /** Words that name no record (not a filter). */
  dropped: string[];
  /** Misspelt words and the word of a record each is read as. */
  corrected: { from: string; to: string }[];
};

/**
 * Reads the name words of `query` against the records of the agent's company. When
 * no word names a record, `query` is undefined and every word is in `dropped`: the
 * caller decides whether that is "nothing matches" or no name at all.
 */
export async function readNames(scope: AgentScope, query: string | undefined): Promise<NameReading> {
  const words = [...new Set(searchWords(query))];
  if (words.length === 0) return { dropped: [], corrected: [] };
  const rows = await withAgentScope(scope.userId, async (tx) =>
    rowsOf<{ word: string; exact: boolean; prefix: boolean; candidates: string[] | null }>(
      await tx.execute(sql`
        with vocabulary as (
          select distinct w from (
            select regexp_split_to_table(lower(d.title), '[^a-z0-9&+]+') as w
              from deals d where d.company_id = ${scope.companyId}
            union all
            select regexp_split_to_table(
                     lower(c.company_name || ' ' || c.name || ' ' || coalesce(c.industry, '') || ' ' ||
                           coalesce(c.city, '') || ' ' || coalesce(c.state, '') || ' ' || coalesce(c.email, '')),
                     '[^a-z0-9&+]+')
              from customers c where c.company_id = ${scope.companyId}
            union all
            select lower(u.username) from agent_users u where u.company_id = ${scope.companyId}
          ) v
          -- Words that join a name's words name nothing on their own.
          where length(w) >= 2 and w !~ '^(the|and|for|with|of|to|in|on|at|an|by|from|or|our|your|their)$'
        ),
        asked as (select word from unnest(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) as word)
        select a.word,
               exists (select 1 from vocabulary v where v.w = a.word) as exact,
               length(a.word) >= 4 and exists (select 1 from vocabulary v where v.w like a.word || '%') as prefix,
               (select array_agg(v.w) from vocabulary v
                 where left(v.w, 1) = left(a.word, 1) and similarity(a.word, v.w) >= ${CANDIDATE_SIMILARITY}) as candidates
          from asked a`),
    ),
  );
  const byWord = new Map(rows.map((r) => [r.word, r]));
  // The words as the records write them (a prefix counts), else typos of one record's word (candidates by trigram similarity).
  const vocabulary = new Set(rows.filter((r) => r.exact || r.prefix).map((r) => r.word));
  const read = nameWords(
    words.filter((w) => !/\d/.test(w) || vocabulary.has(w)),
    vocabulary,
    (w) => byWord.get(w)?.candidates ?? [],
  );
  return {
    query: read.named.length ? read.named.join(" ") : undefined,
    dropped: [...read.dropped, ...words.filter((w) => /\d/.test(w) && !vocabulary.has(w))],
    corrected: read.corrected,
  };
}

/**
 * The words to search records by: those that name a record (misspellings read as the
 * record's word), or the words as asked when none does, so that a name the company
 * does not have is answered as "nothing matches" with the closest names.
 */
export async function nameQuery(
  scope: AgentScope,
  query: string | undefined,
): Promise<{ query?: string; corrected: NameReading["corrected"] }> {
  if (!query?.trim()) return { corrected: [] };
  const read = await readNames(scope, query);
  return read.query ? { query: read.query, corrected: read.corrected } : { query, corrected: [] };
}

/** What an answer says of how a name was read: misspelt words read as a record's, words that were no filter. */
export type NameNotes = { corrected?: NameReading["corrected"]; ignored?: string[] };

/**
 * Runs `search` by the name words of `query`. When `loose` (the words were not asked as a
 * name and other filters narrow the search: "what's in negotiation I should chase", "our
 * customer down in Texas"), words that name no record are no filter, and neither are words
 * that name a record the other filters leave out: the search runs again without them. Those
 * words come back in `notes.ignored`, for the answer to say so.
 */
export async function searchByNames<T>(
  scope: AgentScope,
  query: string | undefined,
  loose: boolean,
  search: (query: string | undefined) => Promise<T>,
  none: (result: T) => boolean,
): Promise<{ result: T; query?: string; notes: NameNotes }> {
  const notes = (corrected: NameReading["corrected"], ignored: string[]): NameNotes => ({
    ...(corrected.length ? { corrected } : {}),
    ...(ignored.length ? { ignored } : {}),
  });
  if (!loose) {
    const names = await nameQuery(scope, query);
    return { result: await search(names.query), query: names.query, notes: notes(names.corrected, []) };
  }
  const names = await readNames(scope, query);
  const result = await search(names.query);
  if (!names.query || !none(result))
    return { result, query: names.query, notes: notes(names.corrected, names.dropped) };
  return {
    result: await search(undefined),
    notes: notes([], [...new Set([...names.query.split(/\s+/), ...names.dropped])]),
  };
}
