// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { CustomerChoice } from "@/lib/db/queries/customers";

/** The server's answers, resolved by the test in the order it chooses. */
const pending: { q: string; resolve: (customers: CustomerChoice[]) => void }[] = [];
vi.mock("@/app/(portal)/dashboard/customers/actions", () => ({
  customerChoicesAction: ({ q }: { q: string }) =>
    new Promise((resolve) => pending.push({ q, resolve: (data) => resolve({ ok: true, data }) })),
}));
const { CustomerPicker } = await import("@/components/customers/customer-picker");

const customer = (id: string, companyName: string): CustomerChoice => ({
  id,
  name: `${companyName} contact`,
  companyName,
  companyWebsite: null,
  email: null,
});
const bluewater = customer("c1", "Bluewater Dental Group");
const blueline = customer("c2", "Blueline Freight");

function Form({ onChoose }: { onChoose: (c: CustomerChoice | null) => void }) {
  const [value, setValue] = useState("");
  const [chosen, setChosen] = useState<CustomerChoice | null>(null);
  return (
    <CustomerPicker
      id="company"
      value={value}
      onValueChange={setValue}
      chosen={chosen}
      onChoose={(c) => {
        setChosen(c);
        onChoose(c);
      }}
    />
  );
}

async function type(text: string) {
  fireEvent.change(screen.getByRole("combobox"), { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(250));
}

async function answer(customers: CustomerChoice[]) {
  const next = pending.shift()!;
  await act(async () => next.resolve(customers));
  return next.q;
}

describe("the customer picker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pending.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("keeps the highlighted customer when a newer answer arrives, wherever it moved", async () => {
    const onChoose = vi.fn();
    render(<Form onChoose={onChoose} />);
    await type("bluwater denta");
    expect(await answer([bluewater])).toBe("bluwater denta");
    await type("bluwater dental");
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: /Bluewater Dental Group/ })).toHaveAttribute("aria-selected", "true");
    // the answer to the last keystroke arrives after the agent moved to the option
    expect(await answer([blueline, bluewater])).toBe("bluwater dental");
    expect(screen.getByRole("option", { name: /Bluewater Dental Group/ })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(onChoose).toHaveBeenLastCalledWith(bluewater);
  });

  it("highlights nothing when the highlighted customer is no longer offered, so Enter chooses nothing", async () => {
    const onChoose = vi.fn();
    render(<Form onChoose={onChoose} />);
    await type("blue");
    await answer([bluewater, blueline]);
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "ArrowDown" });
    await type("bluel");
    await answer([blueline]);
    expect(screen.getAllByRole("option").filter((o) => o.getAttribute("aria-selected") === "true")).toEqual([]);
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
    // Down then starts again from the first option
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "ArrowDown" });
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(onChoose).toHaveBeenLastCalledWith(blueline);
  });
});
