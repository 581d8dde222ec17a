/**
 * Databases for blog tests that run a server of their own (tests/helpers/server.ts):
 * an empty blog or a fixed set of posts. Run-time ISR stays in each server's memory
 * (`isrFlushToDisk: false`), so servers sharing the build never see each other's posts.
 */
import { sql } from "drizzle-orm";
import { openPglite } from "@/lib/db/connection";
import { runMigrations, runSeedOnce } from "@/lib/db/migrate";
import { tempDataDir } from "../helpers/server";

/** A fresh, migrated and seeded DATA_DIR whose blog then holds exactly `posts` (newest first). */
export async function prepareDataDir(posts: { title: string; slug: string }[]): Promise<string> {
  const dataDir = tempDataDir("e2e-blog-data-");
  const handle = await openPglite(dataDir);
  try {
    await runMigrations(handle);
    await runSeedOnce(handle);
    await handle.db.execute(sql`delete from blog_posts`);
    for (const [i, post] of posts.entries()) {
      await handle.db.execute(sql`
        insert into blog_posts (title, slug, excerpt, content, author, read_time, published, created_at)
        values (${post.title}, ${post.slug}, ${`Excerpt of ${post.title}`}, ${`## ${post.title}\n\nBody.`},
                'Test Author', ${(i % 9) + 1}, true, now() - make_interval(hours => ${i}))`);
    }
    // An unpublished post is never listed.
    await handle.db.execute(sql`
      insert into blog_posts (title, slug, excerpt, content, author, read_time, published, created_at)
      values ('Hidden Draft', 'hidden-draft', 'x', 'x', 'x', 1, false, now() + interval '1 hour')`);
  } finally {
    await handle.close();
  }
  return dataDir;
}
