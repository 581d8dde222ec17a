/**
 * Preloaded (`--import`) into the second reference server of `npm run bench:http`.
 *
 * On Node before 24, an `AsyncLocalStorage` that has run once keeps Node's promise
 * hooks on for the whole process, so every later request pays for them on each of
 * its promises. Next.js runs its request stores in one for every page or route it
 * renders at run time (an ISR render, an API answer, a portal page): a server that
 * has rendered anything since it started serves even its cached pages with the hooks
 * on, while the bare app, which never renders after its build, serves without them.
 * This turns them on the same way, so the bench can show both floors.
 */
import { AsyncLocalStorage } from "node:async_hooks";

new AsyncLocalStorage().run({}, () => {});
