/**
 * `npm run bench:devices`: the Certified Devices Directory with 5,000 devices.
 * Starts the production server once on a fresh DATA_DIR (migrate + seed), stops it,
 * tops the catalogue up to 5,000 devices with PGlite directly in that folder, starts
 * it again and measures the server response time of /dashboard/devices signed in
 * (p50/p99 over sequential requests, whole body read). Also reads the first-load
 * JavaScript of /dashboard and /dashboard/devices from the build output.
 * `--no-build` reuses an existing build.
 */
import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { DEVICE_TYPES } from "../../config/device-types";
import { openPglite, rowsOf } from "../../lib/db/connection";
import { ensureBuild, percentile, root, round, startServer, tempDataDir, writeResult } from "./lib";

const TARGET_DEVICES = 5000;
const REQUESTS = 60;
const WARMUP = 5;

/** Adds generated devices (every carrier, type and network) until the catalogue holds `target`. */
async function topUpDevices(dataDir: string, target: number): Promise<{ before: number; after: number }> {
  const handle = await openPglite(dataDir);
  try {
    const [{ n: before }] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from certified_devices`),
    ) as [{ n: number }];
    const missing = Math.max(0, target - before);
    const types = `{${DEVICE_TYPES.map((t) => `"${t}"`).join(",")}}`;
    await handle.db.execute(sql`
      insert into certified_devices ("Carrier", "Manufacturer", "Model", "Device Type", "Device Sub", "OS", "Network", "Bands", "5G_Bands")
      select (array['ATT','VERIZON','TMOBILE'])[1 + i % 3],
             (array['Samsung','Apple','Motorola','Sierra Wireless','Inseego','Zebra','Sonim','Cradlepoint','Quectel','Telit'])[1 + i % 10],
             'Bench Model ' || lpad(i::text, 5, '0'),
             (${types}::text[])[1 + i % ${DEVICE_TYPES.length}],
             (array['Standard','Rugged','Embedded','Enterprise'])[1 + i % 4],
             (array['Android','iOS','Linux','Proprietary','Windows'])[1 + i % 5],
             (array['5G','5G/LTE','LTE','LTE-M','NB-IoT'])[1 + i % 5],
             'B2, B4, B5, B12, B13, B14, B66, B71',
             case when i % 2 = 0 then 'n2, n5, n41, n66, n71, n77' else '' end
      from generate_series(1, ${missing}) as g(i)`);
    const [{ n: after }] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from certified_devices`),
    ) as [{ n: number }];
    return { before, after };
  } finally {
    await handle.close();
  }
}

/** Sum of raw and gzip sizes of the JS a first visit of a page loads (root main files + the page's entry chunks). */
function firstLoadJs(pageKey: string): { files: number; rawKiB: number; gzipKiB: number } {
  const next = path.join(root, ".next");
  const buildManifest = JSON.parse(readFileSync(path.join(next, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const manifestFile = path.join(next, "server", "app", `${pageKey}_client-reference-manifest.js`);
  const g = globalThis as unknown as { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> };
  g.__RSC_MANIFEST = {};
  new Function("globalThis", "self", readFileSync(manifestFile, "utf8"))(g, g);
  const entry = g.__RSC_MANIFEST[pageKey];
  if (!entry?.entryJSFiles) throw new Error(`no client manifest for ${pageKey}`);
  const files = new Set<string>(buildManifest.rootMainFiles);
  for (const list of Object.values(entry.entryJSFiles)) for (const f of list) files.add(f);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const file = path.join(next, f.replace(/^\/?_next\//, ""));
    raw += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).length;
  }
  return { files: files.size, rawKiB: round(raw / 1024), gzipKiB: round(gzip / 1024) };
}

async function timeRequests(url: string, cookie: string, n: number): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t);
    bytes = body.byteLength;
  }
  return { times, bytes };
}

ensureBuild();
const dataDir = tempDataDir("bench-devices-");
try {
  const first = await startServer({ dataDir });
  await first.stop();
  const seeded = await topUpDevices(dataDir, TARGET_DEVICES);

  const server = await startServer({ dataDir });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo1234" }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;

    const all = `${server.url}/dashboard/devices`;
    const filtered = `${server.url}/dashboard/devices?carrier=ATT&type=Phone`;
    await timeRequests(all, cookie, WARMUP);
    const full = await timeRequests(all, cookie, REQUESTS);
    const narrow = await timeRequests(filtered, cookie, Math.round(REQUESTS / 2));
    const html = await (await fetch(all, { headers: { cookie } })).text();
    const shown = /Showing (?:<!-- -->)?(\d+)(?:<!-- -->)? device\(s\)/.exec(html)?.[1];

    writeResult("devices", {
      devices: seeded.after,
      seededBefore: seeded.before,
      shownOnPage: shown ? Number(shown) : null,
      requests: REQUESTS,
      allDevices: {
        p50Ms: percentile(full.times, 50),
        p99Ms: percentile(full.times, 99),
        htmlKiB: round(full.bytes / 1024),
      },
      filteredAttPhones: {
        p50Ms: percentile(narrow.times, 50),
        p99Ms: percentile(narrow.times, 99),
        htmlKiB: round(narrow.bytes / 1024),
      },
      firstLoadJs: {
        "/dashboard": firstLoadJs("/(portal)/dashboard/(home)/page"),
        "/dashboard/devices": firstLoadJs("/(portal)/dashboard/devices/page"),
      },
    });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
