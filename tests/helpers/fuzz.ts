/**
 * Generates bad request bodies for an endpoint from one valid example: wrong
 * types, missing and extra fields, huge strings, deep nesting, invalid UTF-8,
 * malformed JSON, wrong content types and broken multipart. Deterministic for a
 * given seed, so a failure can be replayed.
 */

export type FuzzCase = { label: string; contentType: string | null; body: Buffer };

export type EndpointSpec = {
  path: string;
  kind: "json" | "multipart";
  /** A valid body (JSON value, or multipart fields/files). */
  example: Record<string, unknown>;
};

/** Small, seedable PRNG (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

type Rng = ReturnType<typeof prng>;

const WEIRD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  "",
  " ",
  "\u0000",
  "\u202e\u0000\ud800",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  '=HYPERLINK("http://x")',
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { __proto__: { polluted: true } },
  "💥".repeat(50),
];

function hugeString(rng: Rng): string {
  const size = rng.pick([10_000, 100_000, 1_100_000, 2_500_000]);
  return rng.pick(["a", "é", "💥", "\\", '"']).repeat(size);
}

function deepNesting(rng: Rng): string {
  const depth = rng.pick([100, 1_000, 10_000, 50_000]);
  return rng.next() < 0.5 ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

function mutateJson(example: Record<string, unknown>, rng: Rng): { label: string; value: unknown } {
  const keys = Object.keys(example);
  const copy: Record<string, unknown> = structuredClone(example);
  switch (rng.int(6)) {
    case 0: {
      const key = rng.pick(keys);
      copy[key] = rng.pick(WEIRD_VALUES);
      return { label: `wrong type for ${key}`, value: copy };
    }
    case 1: {
      const key = rng.pick(keys);
      delete copy[key];
      return { label: `missing ${key}`, value: copy };
    }
    case 2: {
      for (const key of keys) if (rng.next() < 0.5) delete copy[key];
      copy[`extra_${rng.int(1000)}`] = rng.pick(WEIRD_VALUES);
      Object.defineProperty(copy, "constructor", { value: { prototype: { polluted: true } }, enumerable: true });
      return { label: "missing and extra fields", value: copy };
    }
    case 3: {
      const key = rng.pick(keys);
      copy[key] = hugeString(rng);
      return { label: `huge ${key}`, value: copy };
    }
    case 4:
      return { label: "not an object", value: rng.pick([null, 42, "text", [copy], true]) };
    default: {
      const key = rng.pick(keys);
      copy[key] = { nested: Array.from({ length: 50 }, () => rng.pick(WEIRD_VALUES)) };
      return { label: `object for ${key}`, value: copy };
    }
  }
}

function multipart(fields: Array<[string, string | Buffer, string?]>, boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value, filename] of fields) {
    const disposition = filename
      ? `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream`
      : `Content-Disposition: form-data; name="${name}"`;
    parts.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`), Buffer.from(value), Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function badMultipart(rng: Rng): FuzzCase {
  const boundary = `fuzz${rng.int(1e9)}`;
  const type = `multipart/form-data; boundary=${boundary}`;
  const junk = Buffer.from(Array.from({ length: rng.pick([0, 10, 1000, 20_000]) }, () => rng.int(256)));
  switch (rng.int(7)) {
    case 0:
      return { label: "multipart without file", contentType: type, body: multipart([["other", "x"]], boundary) };
    case 1:
      return {
        label: "file is random bytes",
        contentType: type,
        body: multipart([["file", junk, "bill.pdf"]], boundary),
      };
    case 2: {
      const full = multipart([["file", Buffer.concat([Buffer.from("%PDF-1.7\n"), junk]), "bill.pdf"]], boundary);
      return {
        label: "truncated multipart",
        contentType: type,
        body: full.subarray(0, Math.max(1, rng.int(full.length))),
      };
    }
    case 3:
      return {
        label: "wrong boundary",
        contentType: "multipart/form-data; boundary=other",
        body: multipart([["file", junk, "a.png"]], boundary),
      };
    case 4:
      return { label: "no boundary", contentType: "multipart/form-data", body: junk };
    case 5:
      return { label: "file field as text", contentType: type, body: multipart([["file", "not a file"]], boundary) };
    default:
      return {
        label: "fake PNG header",
        contentType: type,
        body: multipart(
          [["file", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), junk]), "bill.png"]],
          boundary,
        ),
      };
  }
}

/** The `n`-th bad body for `endpoint`. */
export function fuzzCase(endpoint: EndpointSpec, n: number, seed = 1): FuzzCase {
  const rng = prng(seed * 1_000_003 + n);
  const roll = rng.int(20);
  if (endpoint.kind === "multipart" && roll < 10) return badMultipart(rng);
  switch (roll) {
    case 10:
      return {
        label: "malformed JSON",
        contentType: "application/json",
        body: Buffer.from(JSON.stringify(endpoint.example).slice(0, -1 - rng.int(5))),
      };
    case 11:
      return {
        label: "invalid UTF-8",
        contentType: "application/json",
        body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]),
      };
    case 12:
      return { label: "deep nesting", contentType: "application/json", body: Buffer.from(deepNesting(rng)) };
    case 13:
      return {
        label: "wrong content type",
        contentType: rng.pick(["text/plain", "application/xml", "application/x-www-form-urlencoded", null]),
        body: Buffer.from(JSON.stringify(endpoint.example)),
      };
    case 14:
      return {
        label: "empty body",
        contentType: endpoint.kind === "json" ? "application/json" : "multipart/form-data; boundary=x",
        body: Buffer.alloc(0),
      };
    default: {
      const { label, value } = mutateJson(endpoint.example, rng);
      // For a multipart endpoint a JSON body is itself a wrong content type.
      return { label, contentType: "application/json", body: Buffer.from(JSON.stringify(value) ?? "null") };
    }
  }
}
