/**
 * Hostile uploads, built in memory: small files that cost a parser far more than their
 * size (compression bombs, huge declared images, oversized cells), and a minimal .xlsx
 * writer to build them and their well-formed counterparts.
 */
import { constants, createDeflate, crc32, deflateRawSync, deflateSync, inflateRawSync } from "node:zlib";

// ─── Zip / xlsx ─────────────────────────────────────────────────────────────

/** A zip archive of the given entries, each deflated (at the fastest level: a bomb's 200 MB are built in the test's time). */
export function zip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const packed = deflateRawSync(data, { level: constants.Z_BEST_SPEED });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(Math.min(data.length, 0xffffffff), 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(Math.min(data.length, 0xffffffff), 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);

/**
 * An .xlsx of one sheet whose cells are all shared strings: `rows` (first row the header),
 * and `sharedStrings` as given (default: the cells' own strings).
 */
export function xlsxOf(rows: string[][], sharedStrings?: Buffer): Buffer {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const ref = (s: string) => {
    if (!index.has(s)) {
      index.set(s, strings.length);
      strings.push(s);
    }
    return index.get(s)!;
  };
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((c, i) => `<c r="${col(i)}${r + 1}" t="s"><v>${ref(c)}</v></c>`).join("")}</row>`,
    )
    .join("");
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const shared =
    sharedStrings ??
    xml(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${esc(s)}</t></si>`).join("")}</sst>`,
    );
  return zip([
    {
      name: "[Content_Types].xml",
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: xml(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Statement" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/worksheets/sheet1.xml",
      data: xml(
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    },
    { name: "xl/sharedStrings.xml", data: shared },
  ]);
}

/** A small workbook whose shared-string table holds `count` copies of one string (a few hundred KB). */
export function sharedStringsBomb(count = 5_000_000): Buffer {
  const one = "<si><t>a</t></si>";
  const body = Buffer.from(one.repeat(count));
  const shared = Buffer.concat([
    xml(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`,
    ),
    body,
    Buffer.from("</sst>"),
  ]);
  return xlsxOf(
    [
      ["Deal", "Amount"],
      ["a", "a"],
    ],
    shared,
  );
}

/** A small workbook with one cell of `length` characters (a deal reference of hundreds of megabytes). */
export function hugeCellXlsx(length = 200_000_000): Buffer {
  const shared = Buffer.concat([
    xml(`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">`),
    Buffer.from("<si><t>Deal</t></si><si><t>Amount</t></si><si><t>"),
    Buffer.alloc(length, "A"),
    Buffer.from("</t></si></sst>"),
  ]);
  const sheet = `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>100</v></c></row>`;
  const book = xlsxOf([["x"]], shared);
  // Swap in a sheet that points at the huge string.
  return zip(
    unzipNames(book).map((name) =>
      name === "xl/worksheets/sheet1.xml"
        ? {
            name,
            data: xml(
              `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
            ),
          }
        : { name, data: entryOf(book, name) },
    ),
  );
}

/** Entry names of a zip written by `zip` (local headers in order). */
function unzipNames(buf: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (buf.readUInt32LE(at) === 0x04034b50) {
    const size = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    names.push(buf.toString("utf8", at + 30, at + 30 + nameLength));
    at += 30 + nameLength + size;
  }
  return names;
}

function entryOf(buf: Buffer, wanted: string): Buffer {
  let at = 0;
  while (buf.readUInt32LE(at) === 0x04034b50) {
    const size = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    const name = buf.toString("utf8", at + 30, at + 30 + nameLength);
    const data = buf.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
    if (name === wanted) return inflateRawSync(data);
    at += 30 + nameLength + size;
  }
  throw new Error(`no entry ${wanted}`);
}

// ─── PDF ────────────────────────────────────────────────────────────────────

/** zlib data that inflates to `size` zero bytes, made in chunks (never holds `size` bytes). */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  for (let written = 0; written < size; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A one-page PDF whose page content is `stream` (FlateDecode). */
export function pdfWithContent(stream: Buffer): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === "string" ? Buffer.from(b, "latin1") : b;
    parts.push(buf);
    length += buf.length;
  };
  push("%PDF-1.4\n");
  const object = (n: number, body: Buffer | string) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    push(body);
    push("\nendobj\n");
  };
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(
    3,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  );
  object(
    4,
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
  );
  object(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const xref = length;
  push(`xref\n0 6\n0000000000 65535 f \n`);
  for (let n = 1; n <= 5; n++) push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A PDF of about 1 MB whose page content inflates to `size` bytes (1 GiB by default). */
export async function pdfFlateBomb(size = 1024 * 1024 * 1024): Promise<Buffer> {
  return pdfWithContent(await deflatedZeros(size));
}

/** A one-page PDF with a line of text (the well-formed counterpart). */
export function pdfWithText(text: string): Buffer {
  return pdfWithContent(deflateSync(Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, "latin1")));
}

// ─── PNG ────────────────────────────────────────────────────────────────────

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG declaring width × height (8-bit grey) whose pixel data is `rawBytes` of zero rows, compressed. */
export function pngDeclaring(width: number, height: number, rawBytes = 8 * 1024 * 1024): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(Math.min((width + 1) * height, rawBytes));
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
