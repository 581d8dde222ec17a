/**
 * A `next start` of its own for blog tests that need another database (an empty
 * one, a fixed set of posts, or one that cannot be reached). The server runs from a
 * private copy of the build: ISR writes regenerated pages into `.next/server`, and a
 * copy keeps pages rendered from this test's data out of the shared build that the
 * main test server and the benchmarks read.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "@/lib/db/connection";
import { runMigrations, runSeedOnce } from "@/lib/db/migrate";

const root = process.cwd();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type BlogServer = { url: string; dataDir: string; stop(): Promise<void> };

/** A fresh, migrated and seeded DATA_DIR whose blog then holds exactly `posts` (newest first). */
export async function prepareDataDir(posts: { title: string; slug: string }[]): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-blog-data-"));
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

/**
 * Starts `next start` from a private copy of the build. Ready once `readyPath`
 * answers 200.
 */
export async function startBlogServer({
  dataDir,
  env = {},
  readyPath = "/api/health",
}: {
  dataDir?: string;
  env?: Record<string, string>;
  readyPath?: string;
}): Promise<BlogServer> {
  const appDir = mkdtempSync(path.join(tmpdir(), "e2e-blog-app-"));
  for (const name of ["node_modules", "package.json", "next.config.ts", "tsconfig.json", "lib", "config", "public", "supabase"]) {
    if (existsSync(path.join(root, name))) symlinkSync(path.join(root, name), path.join(appDir, name));
  }
  const cacheDir = path.join(root, ".next", "cache");
  cpSync(path.join(root, ".next"), path.join(appDir, ".next"), {
    recursive: true,
    filter: (src) => src !== cacheDir && !src.startsWith(`${cacheDir}${path.sep}`),
  });
  const data = dataDir ?? mkdtempSync(path.join(tmpdir(), "e2e-blog-data-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start"],
    {
      cwd: appDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        DATA_DIR: data,
        NEXT_TELEMETRY_DISABLED: "1",
        ...env,
      },
      stdio: "ignore",
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(appDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      process.kill(-child.pid!, "SIGTERM");
      setTimeout(() => {
        if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
      }, 10_000).unref();
    });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("next start did not become ready in time");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir: data, stop };
}
