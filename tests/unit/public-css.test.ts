/**
 * The public pages have one stylesheet, app/public.css, built from the files they
 * render only; the portal's pages add app/portal.css (every file) on top. Both are
 * inlined into each page's HTML (next.config.ts, `inlineCss`), twice over with the
 * copy in the RSC payload, so the public sheet's size weighs on every public page's
 * first answer. These tests keep that split honest: every file the public pages
 * import is a source of the public sheet (or its classes would be missing there), the
 * public sheet stays a subset of the portal one (so loading both keeps one order), and
 * it stays small (the portal's growth must not weigh on the public pages).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const appDir = path.join(root, "app");
const publicCssPath = path.join(appDir, "public.css");
const portalCssPath = path.join(appDir, "portal.css");

/** Budget for the minified, gzipped public sheet: measured 7.8 KB (each public page's HTML carries it twice). */
const PUBLIC_CSS_MAX_GZIP_BYTES = 9 * 1024;

/** The paths the public sheet lists with @source, absolute. */
function publicSources(): string[] {
  const css = readFileSync(publicCssPath, "utf8");
  return [...css.matchAll(/@source\s+"([^"]+)"/g)].map((m) => path.resolve(appDir, m[1]!));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** A project import ("@/…" or relative) resolved to its file; null for packages and non-code files. */
function resolveImport(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")];
  return candidates.find((c) => /\.(ts|tsx)$/.test(c) && isFile(c)) ?? null;
}

/** Every project file reachable by imports (static, side-effect and dynamic) from the given files. */
function importGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
      const target = resolveImport(match[1]!, file);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** Files whose class names end up in the markup: components (.tsx anywhere, and the class helpers beside them) and config. */
function carriesClassNames(file: string): boolean {
  const rel = path.relative(root, file);
  return (
    file.endsWith(".tsx") ||
    rel.startsWith(`components${path.sep}`) ||
    rel.startsWith(`config${path.sep}`) ||
    rel.startsWith(`app${path.sep}`)
  );
}

async function build(cssPath: string): Promise<string> {
  const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(
    readFileSync(cssPath, "utf8"),
    { from: cssPath },
  );
  return result.css;
}

/** Class selectors of a stylesheet (escaped as written). */
function classSelectors(css: string): Set<string> {
  return new Set([...css.matchAll(/\.((?:\\.|[a-zA-Z0-9_-])+)/g)].map((m) => m[1]!));
}

describe("public stylesheet", () => {
  it("lists as sources every file the public pages import", () => {
    const entries = [path.join(appDir, "layout.tsx"), ...filesUnder(path.join(appDir, "(marketing)"))];
    const sources = publicSources();
    const covered = (file: string) => sources.some((src) => file === src || file.startsWith(`${src}${path.sep}`));
    const reached = [...importGraph(entries)].filter(carriesClassNames);
    expect(reached.length).toBeGreaterThan(20);
    expect(reached.filter((file) => !covered(file)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it("leaves the portal's files out", () => {
    const sources = publicSources().map((src) => path.relative(root, src));
    for (const portalOnly of [
      "components/portal",
      "components/deals",
      "components/quotes",
      "components/ui/table.tsx",
      "components/ui/select.tsx",
    ]) {
      expect(sources.some((src) => portalOnly === src || portalOnly.startsWith(`${src}/`))).toBe(false);
    }
  });

  it("is a small subset of the portal's sheet", async () => {
    const [publicCss, portalCss] = await Promise.all([build(publicCssPath), build(portalCssPath)]);
    const publicClasses = classSelectors(publicCss);
    const portalClasses = classSelectors(portalCss);
    // Classes of the public markup are there (hero, particles, sections below the first screen).
    for (const cls of ["lg\\:py-28", "animate-float", "\\[content-visibility\\:auto\\]", "bg-background"])
      expect(publicClasses).toContain(cls);
    // The portal's own are not.
    expect(portalClasses.size).toBeGreaterThan(publicClasses.size);
    expect([...publicClasses].filter((cls) => !portalClasses.has(cls))).toEqual([]);
    const gzipBytes = gzipSync(publicCss, { level: 6 }).byteLength;
    expect(gzipBytes).toBeLessThan(PUBLIC_CSS_MAX_GZIP_BYTES);
    expect(gzipBytes).toBeLessThan(gzipSync(portalCss, { level: 6 }).byteLength);
  });
});
