/**
 * The bill analyzer end to end on PDFs written here: bad input gets a clear 4xx
 * message; the optional hosted model (a loopback server speaking the OpenAI chat
 * completions API) fills only what the parser could not read, and its answer is
 * kept only when the bill still reconciles; without a key nothing is asked.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyzeBillBytes } from "@/lib/bills/analyze-bill";
import { terminateOcr } from "@/lib/bills/extract-text";
import { AppError } from "@/lib/errors";
import { setupTestDatabase } from "../helpers/db";
import { startObjectModelServer, type ObjectModelServer } from "../helpers/object-model-server";

setupTestDatabase();

async function pdfOf(rows: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  rows.forEach((row, i) => {
    // Cells separated by " | " are drawn as columns.
    row.split(" | ").forEach((cell, c) => page.drawText(cell, { x: 40 + c * 260, y: 740 - i * 16, size: 10, font }));
  });
  return doc.save();
}

const STATEMENT = [
  "Verizon Business | Account number 551-200-7788",
  "Total amount due | $75.00",
  "Pay before the 7th of December 2026",
  "Ann Lee (206) 555-0101",
  "Business Unlimited Plus | $40.00",
  "Data used | 5.00 GB",
  "Line total | $40.00",
  "Bo Diaz (206) 555-0102",
  "Line total | $35.00",
];

let model: ObjectModelServer;

beforeAll(async () => {
  model = await startObjectModelServer();
});

afterAll(async () => {
  await terminateOcr();
  await model.close();
});

beforeEach(() => {
  model.requests.length = 0;
  model.reply = { status: 200 };
});

const config = () => ({ apiKey: "sk-test-loopback", baseURL: model.baseURL, model: "gpt-test" });

describe("optional hosted-model gap filling", () => {
  it("without a key asks nothing and keeps the parser's reading with its warnings", async () => {
    const a = await analyzeBillBytes(await pdfOf(STATEMENT), null);
    expect(model.requests).toHaveLength(0);
    expect(a.lines.map((l) => l.phoneNumber)).toEqual(["(206) 555-0101", "(206) 555-0102"]);
    expect(a.dueDate).toBe("");
    expect(a.lines[1]!.planCost).toBe(35); // the rest of the line total
    expect(a.details?.reconciliation?.status).toBe("reconciled");
    expect(a.details?.warnings.join(" ")).toMatch(/due date was not found/);
    expect(a.details?.modelFilled).toEqual([]);
  });

  it("fills the gaps the model reads when the bill still reconciles", async () => {
    model.reply = {
      status: 200,
      content: {
        totalDue: null,
        dueDate: "2026-12-07",
        currentCharges: null,
        lines: [
          {
            phoneNumber: "(206) 555-0102",
            planName: "Go5G Business",
            planCost: 35,
            dataUsageGB: 12.5,
            lineTotal: null,
          },
        ],
      },
    };
    const a = await analyzeBillBytes(await pdfOf(STATEMENT), config());
    expect(model.requests).toHaveLength(1);
    const prompt = JSON.stringify(model.requests[0]!.body.messages);
    expect(prompt).toContain("due date");
    expect(prompt).toContain("(206) 555-0102");
    expect(model.requests[0]!.body.response_format).toMatchObject({ type: "json_schema" });
    expect(a.dueDate).toBe("2026-12-07");
    expect(a.lines[1]).toMatchObject({ planName: "Go5G Business", planCost: 35, dataUsageGB: 12.5, totalCharges: 35 });
    expect(a.details?.modelFilled).toEqual([
      "due date",
      "plan charge of (206) 555-0102",
      "plan of (206) 555-0102",
      "data used by (206) 555-0102",
    ]);
    expect(a.details?.warnings.join(" ")).not.toMatch(/due date was not found/);
    expect(a.details?.reconciliation?.status).toBe("reconciled");
  });

  it("refuses an answer that no longer reconciles", async () => {
    model.reply = {
      status: 200,
      content: {
        totalDue: null,
        dueDate: "2026-12-07",
        currentCharges: null,
        lines: [{ phoneNumber: "2065550102", planName: "Go5G", planCost: 30, dataUsageGB: 3, lineTotal: null }],
      },
    };
    const a = await analyzeBillBytes(await pdfOf(STATEMENT), config());
    expect(model.requests).toHaveLength(1);
    expect(a.details?.modelFilled).toEqual([]);
    expect(a.dueDate).toBe("");
    expect(a.lines[1]!.planCost).toBe(35);
  });

  it("keeps the parser's reading when the model fails", async () => {
    model.reply = { status: 500 };
    const a = await analyzeBillBytes(await pdfOf(STATEMENT), config());
    expect(model.requests.length).toBeGreaterThan(0);
    expect(a.details?.modelFilled).toEqual([]);
    expect(a.lines).toHaveLength(2);
  });

  it("asks nothing when the parser read every field", async () => {
    const complete = STATEMENT.map((r) => (r.startsWith("Pay before") ? "Payment due date | Dec 7, 2026" : r));
    complete.splice(8, 0, "Go5G Business | $35.00", "Data used | 12.50 GB");
    const a = await analyzeBillBytes(await pdfOf(complete), config());
    expect(model.requests).toHaveLength(0);
    expect(a.dueDate).toBe("2026-12-07");
    expect(a.lines[1]).toMatchObject({ planName: "Go5G Business", planCost: 35, dataUsageGB: 12.5 });
  });
});

describe("bad input gets a clear message, never a server error", () => {
  const refusal = async (bytes: Uint8Array) => {
    try {
      await analyzeBillBytes(bytes, null);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    }
    throw new Error("expected a refusal");
  };

  it("a corrupt PDF", async () => {
    const good = await pdfOf(STATEMENT);
    const broken = good.slice(0, Math.floor(good.length / 3));
    const error = await refusal(broken);
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/could not be read|No text could be read/);
  });

  it("an image with nothing readable in it", async () => {
    // A PNG signature over a 1×1 image whose data OCR cannot decode.
    const png = Uint8Array.from(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4//8/AwAI/AL+hc2rNAAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    const error = await refusal(png);
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/No text could be read from this image|could not be read/);
  }, 60_000);

  it("a document that is not a bill says what was missing", async () => {
    const error = await refusal(
      await pdfOf(["Quarterly newsletter", "Our team grew this year.", "Call us at (206) 555-0100 for details."]),
    );
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/No wireless lines were found/);
    expect(error.message).toMatch(/no bill total or due date was found/);
  });

  it("a bill total without any line is refused with what was read", async () => {
    const error = await refusal(await pdfOf(["AT&T Business", "Total amount due | $75.00", "Due date | Dec 7, 2026"]));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/total due of \$75\.00/);
  });
});
