// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { useRecordForm } from "@/components/portal/use-record-form";

type Deal = { version: string; title: string; commission: number };
const formOf = (d: Deal) => ({ title: d.title });
const v1: Deal = { version: "2026-11-27 10:00:00+00", title: "Vale", commission: 10 };

function mount() {
  return renderHook(({ server }: { server: Deal }) => useRecordForm(server, formOf), {
    initialProps: { server: v1 },
  });
}

describe("a record page's form across refreshes", () => {
  it("keeps what was typed after this page's save when the save is read back from the server", () => {
    const page = mount();
    const saved: Deal = { version: "2026-11-27 10:05:00+00", title: "Vale won", commission: 10 };
    act(() => page.result.current.adopt(saved));
    act(() => page.result.current.setForm({ title: "Vale lost" }));
    page.rerender({ server: { ...saved, commission: 12 } });
    expect(page.result.current.form).toEqual({ title: "Vale lost" });
    expect(page.result.current.record.commission).toBe(12);
  });

  it("takes a version saved elsewhere when nothing was typed", () => {
    const page = mount();
    const elsewhere: Deal = { version: "2026-11-27 10:07:00+00", title: "Vale renamed", commission: 10 };
    page.rerender({ server: elsewhere });
    expect(page.result.current.form).toEqual({ title: "Vale renamed" });
    expect(page.result.current.record.version).toBe(elsewhere.version);
  });

  it("keeps unsaved edits and the version they were made on when another version arrives", () => {
    const page = mount();
    act(() => page.result.current.setForm({ title: "Vale typed" }));
    page.rerender({ server: { version: "2026-11-27 10:09:00+00", title: "Vale renamed", commission: 10 } });
    expect(page.result.current.form).toEqual({ title: "Vale typed" });
    expect(page.result.current.record.version).toBe(v1.version);
  });
});
