import { describe, expect, it } from "vitest";
import {
  CSV_HEADER,
  type DeviceRow,
  devicesToCsv,
  nextSort,
  searchDevices,
  technologiesOf,
} from "@/components/portal/devices/device-data";

const rows: DeviceRow[] = [
  [1, "ATT", "Apple", "iPhone 17", "Phone", "Smartphone", "iOS", "5G", "B2, B4, B12", "n5, n77"],
  [2, "VERIZON", '=HYPERLINK("http://evil")', 'Model "X", rev 2', "Tablet", "", "Android", "LTE", "B13", ""],
  [3, "TMOBILE", "+Acme", "-Tracker\nLine", "Tracking", "@sub", "Linux", "LTE-M", "B71", ""],
];

describe("certified devices CSV", () => {
  it("has the spec's columns and one line per device, RFC 4180 escaped and formula-safe", () => {
    const csv = devicesToCsv(rows);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(CSV_HEADER).toEqual([
      "Carrier",
      "Manufacturer",
      "Model",
      "Device Type",
      "Device Sub",
      "Operating System",
      "Network",
      "Bands",
      "5G Bands",
    ]);
    expect(lines[1]).toBe('ATT,Apple,iPhone 17,Phone,Smartphone,iOS,5G,"B2, B4, B12","n5, n77"');
    // A formula is neutralised with a leading quote, then quoted because of the quotes inside.
    expect(lines[2]).toBe(`VERIZON,"'=HYPERLINK(""http://evil"")","Model ""X"", rev 2",Tablet,,Android,LTE,B13,`);
    expect(csv).toContain("'+Acme,\"'-Tracker\nLine\",Tracking,'@sub,Linux,LTE-M,B71,");
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("device search and filters", () => {
  it("searches every text column case-insensitively and filters by technology", () => {
    expect(searchDevices(rows, "IPHONE", "all").map((r) => r[0])).toEqual([1]);
    expect(searchDevices(rows, "b71", "all").map((r) => r[0])).toEqual([3]);
    expect(searchDevices(rows, "verizon", "all").map((r) => r[0])).toEqual([2]);
    expect(searchDevices(rows, "", "LTE").map((r) => r[0])).toEqual([2]);
    expect(searchDevices(rows, "  ", "all")).toHaveLength(3);
    expect(technologiesOf(rows)).toEqual(["5G", "LTE", "LTE-M"]);
  });

  it("the same header flips direction, a new one starts ascending", () => {
    expect(nextSort({ sort: "Model", dir: "asc" }, "Model")).toEqual({ sort: "Model", dir: "desc" });
    expect(nextSort({ sort: "Model", dir: "desc" }, "Model")).toEqual({ sort: "Model", dir: "asc" });
    expect(nextSort({ sort: "Model", dir: "desc" }, "OS")).toEqual({ sort: "OS", dir: "asc" });
  });
});

describe("device payload", () => {
  it("sends each distinct text once and decodes back to the same rows", async () => {
    const { decodeDevices, encodeDevices } = await import("@/components/portal/devices/device-data");
    const many: DeviceRow[] = Array.from({ length: 300 }, (_, i) => [
      i + 1,
      "ATT",
      "Apple",
      `iPhone ${i % 7}`,
      "Phone",
      "Smartphone",
      "iOS",
      "5G",
      "B2, B4",
      i % 2 ? "n77" : "",
    ]);
    const payload = encodeDevices([...rows, ...many]);
    expect(payload.cells).toHaveLength((rows.length + many.length) * 10);
    expect(new Set(payload.strings).size).toBe(payload.strings.length);
    expect(payload.strings.length).toBeLessThan(40);
    expect(decodeDevices(payload)).toEqual([...rows, ...many]);
    expect(decodeDevices(encodeDevices([]))).toEqual([]);
  });
});
