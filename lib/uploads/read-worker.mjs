/**
 * Reads uploaded files (bill PDFs, commission statements) in a worker thread of the
 * pool in `lib/uploads/pool.ts`, never on the thread that serves requests. The pool
 * gives each task a time limit and the worker a heap limit, and discards the worker
 * on a breach. Before a parser sees a file, the checks here bound what it can cost:
 * a PDF's compressed streams are inflated with a size cap, and an .xlsx archive's
 * entries, uncompressed size, shared strings and cell lengths are checked.
 *
 * Plain JavaScript on purpose: the server loads it from disk as it is (Next does not
 * bundle it), so it imports only packages from node_modules. Each task answers
 * `{ ok: true, ... }` or `{ ok: false, status, message }` (a refusal to show the user).
 */
import { constants, inflateRawSync, inflateSync } from "node:zlib";

/** @param {number} status @param {string} message */
const refuse = (status, message) => ({ ok: false, status, message });

const PDF_UNREADABLE = "This PDF could not be read. It may be damaged; upload the bill again or a PNG or JPG of it.";

/**
 * Inflates every FlateDecode stream of the PDF that text extraction reads (pages,
 * fonts, object streams; not images) with a cap, so a small file that expands to
 * gigabytes is refused before pdf.js inflates it. Streams that are not plain zlib
 * (encrypted, other filters) are left to pdf.js under the worker's limits.
 * @param {Buffer} buf
 * @param {{ maxStreamBytes: number, maxTotalBytes: number, maxStreams: number }} limits
 */
export function checkPdfStreams(buf, limits) {
  const tooLarge = refuse(
    413,
    "This PDF holds more data than a bill: a compressed part of it expands beyond what can be read. Upload the bill as issued by the carrier, or a PNG or JPG of it.",
  );
  let total = 0;
  let streams = 0;
  let at = 0;
  for (;;) {
    const keyword = buf.indexOf("stream", at, "latin1");
    if (keyword < 0) return null;
    if (keyword >= 3 && buf.toString("latin1", keyword - 3, keyword) === "end") {
      at = keyword + 6;
      continue;
    }
    let start = keyword + 6;
    if (buf[start] === 0x0d) start += 1;
    if (buf[start] === 0x0a) start += 1;
    const before = buf.toString("latin1", Math.max(0, keyword - 4096), keyword);
    const objectStart = before.lastIndexOf("obj");
    const dict = objectStart >= 0 ? before.slice(objectStart) : before;
    at = start;
    if (!/>>\s*$/.test(dict)) continue;
    const end = buf.indexOf("endstream", start, "latin1");
    if (end < 0) return null;
    at = end + 9;
    streams += 1;
    if (streams > limits.maxStreams) return tooLarge;
    const flates = (dict.match(/\/(?:FlateDecode|Fl)(?![A-Za-z])/g) ?? []).length;
    if (flates === 0 || /\/Subtype\s*\/Image(?![A-Za-z])/.test(dict)) continue;
    let data = buf.subarray(start, end);
    for (let i = 0; i < flates; i += 1) {
      try {
        data = inflateSync(data, { maxOutputLength: limits.maxStreamBytes, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if (/** @type {{ code?: string }} */ (error).code === "ERR_BUFFER_TOO_LARGE") return tooLarge;
        break;
      }
    }
    total += data.length;
    if (total > limits.maxTotalBytes) return tooLarge;
  }
}

/**
 * The text items of a PDF with their positions (pdf.js through unpdf), one flat list.
 * @param {{ bytes: Uint8Array, maxPages: number, maxItems: number, streams: { maxStreamBytes: number, maxTotalBytes: number, maxStreams: number } }} task
 */
export async function pdfText(task) {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const streamRefusal = checkPdfStreams(bytes, task.streams);
  if (streamRefusal) return streamRefusal;
  const { extractTextItems, getDocumentProxy } = await import("unpdf");
  let pdf;
  try {
    // pdf.js takes ownership of the buffer it is given; hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  } catch (error) {
    if (/** @type {{ name?: string }} */ (error)?.name === "PasswordException")
      return refuse(422, "This PDF is password-protected. Upload an unlocked copy of the bill.");
    return refuse(422, PDF_UNREADABLE);
  }
  try {
    if (pdf.numPages > task.maxPages) {
      return refuse(413, `This PDF has ${pdf.numPages} pages; bills of up to ${task.maxPages} pages can be analysed.`);
    }
    const { items, totalPages } = await extractTextItems(pdf);
    /** @type {Array<[string, number, number, number, number, number]>} text, x, y, width, height, page */
    const flat = [];
    for (let page = 0; page < items.length; page += 1) {
      for (const item of items[page]) {
        if (flat.length >= task.maxItems)
          return refuse(413, "This PDF holds more text than a bill. Upload the bill as issued by the carrier.");
        flat.push([item.str, item.x, item.y, item.width, item.height || item.fontSize || 10, page + 1]);
      }
    }
    return { ok: true, items: flat, pages: totalPages };
  } catch {
    return refuse(422, PDF_UNREADABLE);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

// ─── Statements ────────────────────────────────────────────────────────────────

/**
 * @typedef {{ maxEntries: number, maxUncompressedBytes: number, maxSharedStrings: number, maxCellLength: number, maxRows: number }} StatementLimits
 */

const XLSX_DAMAGED = "This .xlsx file is damaged or not a spreadsheet.";

/**
 * Lists a zip archive's entries from its central directory.
 * @param {Buffer} buf
 * @returns {Array<{ name: string, method: number, compressedSize: number, localOffset: number }> | null}
 */
function zipEntries(buf) {
  const from = Math.max(0, buf.length - 22 - 65_535);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return null;
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLength);
    entries.push({ name, method, compressedSize, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's bytes, inflated with a cap (`null` when it does not fit or is damaged).
 * @param {Buffer} buf
 * @param {{ method: number, compressedSize: number, localOffset: number }} entry
 * @param {number} cap
 * @returns {Buffer | "too-large" | null}
 */
function zipEntryBytes(buf, entry, cap) {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > cap ? "too-large" : data;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, cap), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    return /** @type {{ code?: string }} */ (error).code === "ERR_BUFFER_TOO_LARGE" ? "too-large" : null;
  }
}

/** @param {Buffer} buf @param {string} needle */
function countOccurrences(buf, needle) {
  let n = 0;
  for (let at = buf.indexOf(needle); at >= 0; at = buf.indexOf(needle, at + needle.length)) n += 1;
  return n;
}

/**
 * Checks an .xlsx archive before a spreadsheet reader opens it: how many entries, how
 * large they are once inflated (measured, not as declared), how many shared strings
 * and how long the longest one is.
 * @param {Buffer} buf
 * @param {StatementLimits} limits
 */
export function checkXlsxArchive(buf, limits) {
  const entries = zipEntries(buf);
  if (!entries || entries.length === 0) return refuse(400, XLSX_DAMAGED);
  if (entries.length > limits.maxEntries)
    return refuse(
      413,
      `This .xlsx file has ${entries.length} parts; a statement has far fewer. Save it again as a plain workbook or CSV.`,
    );
  const tooLarge = refuse(
    413,
    "This .xlsx file holds more data than a statement can (it expands beyond what can be read). Split it into smaller files or save it as CSV.",
  );
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    const bytes = zipEntryBytes(buf, entry, limits.maxUncompressedBytes - total + 1);
    if (bytes === "too-large") return tooLarge;
    if (!bytes) return refuse(400, XLSX_DAMAGED);
    total += bytes.length;
    if (total > limits.maxUncompressedBytes) return tooLarge;
    if (/(^|\/)sharedStrings\.xml$/i.test(entry.name)) {
      const strings = countOccurrences(bytes, "<si>") + countOccurrences(bytes, "<si ");
      if (strings > limits.maxSharedStrings)
        return refuse(
          413,
          `This .xlsx file has ${strings.toLocaleString("en-US")} text cells; a statement has at most ${limits.maxSharedStrings.toLocaleString("en-US")}.`,
        );
    }
  }
  return null;
}

/** @typedef {string | number} Cell */

/**
 * An exceljs cell value as text or number (dates as yyyy-MM-dd, formulas by their result).
 * @param {unknown} value
 * @returns {Cell}
 */
function excelCell(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim();
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = /** @type {{ result?: unknown, richText?: { text: string }[], text?: string, error?: string }} */ (value);
    if ("result" in v) return excelCell(v.result);
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (typeof v.text === "string") return v.text.trim();
    if (v.error) return "";
  }
  return String(value);
}

/**
 * The first cell longer than the limit, as a refusal naming its row.
 * @param {Cell[]} values @param {number} row @param {number} max
 */
function longCell(values, row, max) {
  const long = values.find((v) => typeof v === "string" && v.length > max);
  if (long === undefined) return null;
  return refuse(
    400,
    `Row ${row} has a cell of ${String(long).length.toLocaleString("en-US")} characters; statement cells (references, amounts, dates) are at most ${max}.`,
  );
}

/** @param {number} max */
const tooManyRows = (max) =>
  refuse(413, `The file has more than ${max.toLocaleString("en-US")} rows: split the statement into smaller files.`);

/** @param {Buffer} buf @param {StatementLimits} limits */
async function readXlsx(buf, limits) {
  const archive = checkXlsxArchive(buf, limits);
  if (archive) return archive;
  const ExcelJS = (await import("exceljs")).default;
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(
      /** @type {ArrayBuffer} */ (buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)),
    );
  } catch {
    return refuse(400, XLSX_DAMAGED);
  }
  const sheet = book.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) return refuse(400, "The spreadsheet is empty.");
  /** @type {string[] | null} */
  let headers = null;
  /** @type {Record<string, Cell>[]} */
  const records = [];
  /** @type {ReturnType<typeof refuse> | null} */
  let refusal = null;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (refusal) return;
    const values = /** @type {unknown[]} */ (row.values).slice(1).map(excelCell);
    refusal = longCell(values, rowNumber, limits.maxCellLength);
    if (refusal) return;
    if (!headers) {
      headers = values.map((v) => String(v).trim());
      return;
    }
    if (values.every((v) => v === "")) return;
    if (records.length >= limits.maxRows) {
      refusal = tooManyRows(limits.maxRows);
      return;
    }
    /** @type {Record<string, Cell>} */
    const record = {};
    headers.forEach((h, i) => {
      if (h) record[h] = values[i] ?? "";
    });
    records.push(record);
  });
  if (refusal) return refusal;
  return { ok: true, headers: headers ?? [], records };
}

/** @param {string} text @param {StatementLimits} limits */
async function readCsv(text, limits) {
  const { default: Papa } = await import("papaparse");
  const result = Papa.parse(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    // One row more than allowed is enough to refuse the file: the rest is never parsed.
    preview: limits.maxRows + 1,
    transformHeader: (/** @type {string} */ h) => h.trim(),
  });
  const fatal = result.errors.find((e) => e.type === "Quotes" || e.type === "FieldMismatch");
  if (fatal) {
    const row = typeof fatal.row === "number" ? ` on row ${fatal.row + 2}` : "";
    return refuse(
      400,
      fatal.type === "Quotes"
        ? `The CSV has an unclosed quote${row}.`
        : `The CSV has a row with a different number of columns than the header${row}.`,
    );
  }
  // papaparse renames a repeated header ("A", "A_1"): a statement with two columns of one name is ambiguous.
  const renamed = /** @type {{ renamedHeaders?: Record<string, string> | null }} */ (result.meta).renamedHeaders;
  const repeated = renamed ? Object.values(renamed)[0] : undefined;
  if (repeated) return refuse(400, `The column "${repeated}" appears twice in the header row.`);
  const headers = result.meta.fields ?? [];
  const headerRefusal = longCell(headers, 1, limits.maxCellLength);
  if (headerRefusal) return headerRefusal;
  const records = /** @type {Record<string, string>[]} */ (result.data);
  if (records.length > limits.maxRows) return tooManyRows(limits.maxRows);
  for (let i = 0; i < records.length; i += 1) {
    const cellRefusal = longCell(Object.values(records[i] ?? {}), i + 2, limits.maxCellLength);
    if (cellRefusal) return cellRefusal;
  }
  return { ok: true, headers, records };
}

/**
 * A statement file's header and rows (CSV or .xlsx), within the limits.
 * @param {{ bytes: Uint8Array, kind: "csv" | "xlsx", limits: StatementLimits }} task
 */
export async function statementTable(task) {
  const buf = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === "xlsx") return readXlsx(buf, task.limits);
  return readCsv(new TextDecoder("utf-8").decode(buf), task.limits);
}
