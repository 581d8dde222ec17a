/** The app's routes, read from the file system so tests cover a new route without editing them. */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every file called `name` under `dir`. */
export function filesNamed(dir: string, name: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) filesNamed(full, name, found);
    else if (entry === name) found.push(full);
  }
  return found;
}

/** app/(portal)/dashboard/quotes/[id]/page.tsx → /dashboard/quotes/[id] */
export function routeOf(file: string): string {
  const segments = path
    .relative("app", path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !s.startsWith("("));
  return "/" + segments.join("/");
}

/** Every page route of the app, sorted (dynamic segments left as `[name]`). */
export function pageRoutes(): string[] {
  return filesNamed("app", "page.tsx").map(routeOf).sort();
}
