/**
 * Bad bodies for /api/analyze-bill and /api/generate-quote (tests/helpers/fuzz.ts):
 * every one gets a 4xx JSON `{ error }`, never a 5xx.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { terminateOcr } from "@/lib/bills/extract-text";
import { fuzzCase, type EndpointSpec } from "../helpers/fuzz";
import { setupTestDatabase } from "../helpers/db";

vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requireAgent: async () => ({
    id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    companyId: "11111111-1111-4111-8111-111111111111",
    kind: "agent",
  }),
}));

setupTestDatabase();
afterAll(() => terminateOcr());

const CASES = 60;

const endpoints: Array<EndpointSpec & { load: () => Promise<{ POST: (r: Request, c: never) => Promise<Response> }> }> =
  [
    {
      path: "/api/analyze-bill",
      kind: "multipart",
      example: { file: "bill.pdf" },
      load: () => import("@/app/api/analyze-bill/route"),
    },
    {
      path: "/api/generate-quote",
      kind: "json",
      example: {
        description: "10 phones and 2 tablets on Verizon",
        customerInfo: {
          companyName: "Acme",
          companyWebsite: "acme.example",
          contactName: "Jo",
          contactEmail: "jo@acme.example",
        },
      },
      load: () => import("@/app/api/generate-quote/route"),
    },
  ];

describe.each(endpoints)("$path with bad bodies", (endpoint) => {
  it(`answers ${CASES} bad bodies with 4xx JSON`, async () => {
    const { POST } = await endpoint.load();
    const failures: string[] = [];
    for (let n = 0; n < CASES; n++) {
      const c = fuzzCase(endpoint, n, 8);
      const headers: Record<string, string> = { "content-length": String(c.body.length) };
      if (c.contentType) headers["content-type"] = c.contentType;
      const response = await POST(
        new Request(`http://localhost${endpoint.path}`, { method: "POST", headers, body: new Uint8Array(c.body) }),
        undefined as never,
      );
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      const ok200 = response.status === 200 && endpoint.kind === "json";
      if (!ok200 && (response.status < 400 || response.status >= 500 || typeof body?.error !== "string")) {
        failures.push(`#${n} ${c.label}: ${response.status} ${JSON.stringify(body)?.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe("after a broken image", () => {
  it("the next real image is still read", async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { makeBills } = await import("../fixtures/make-bills");
    const { analyzeBillBytes } = await import("@/lib/bills/analyze-bill");
    const dir = mkdtempSync(path.join(tmpdir(), "bill-after-broken-"));
    try {
      const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
      await expect(analyzeBillBytes(broken)).rejects.toThrow(/could not be read/);
      const [bill] = await makeBills(dir, { linesPerBill: 3 });
      const analysis = await analyzeBillBytes(new Uint8Array(readFileSync(bill!.png!)));
      expect(analysis.totalMonthlyBill).toBe(bill!.expected.totalMonthlyBill);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
