/**
 * Preloaded (`--import`) into the second reference server of `npm run bench:http`.
 *
 * On Node before 24, an `AsyncLocalStorage` that has run once keeps Node's promise
 * hooks on for the whole process, so every later request pays for them on each of
 * its promises, once per such storage. Next.js (16.4) runs a page or route it renders
 * at run time (an ISR render, an API answer, a portal page) in four of them: a server
 * that has rendered anything since it started serves even its cached pages with the
 * hooks on, while the bare app, which never renders after its build, serves without
 * them. This turns on as many, so the bench can show both floors. On Node 24 and later
 * the storages need no hooks and this changes nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** How many request storages Next.js runs a rendered request in. */
const NEXT_REQUEST_STORAGES = 4;

for (let i = 0; i < NEXT_REQUEST_STORAGES; i++) new AsyncLocalStorage().run({}, () => {});
