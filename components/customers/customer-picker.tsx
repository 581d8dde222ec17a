"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { customerChoicesAction } from "@/app/(portal)/dashboard/customers/actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CustomerChoice } from "@/lib/db/queries/customers";
import { cn } from "@/lib/utils";

/** Time after the last keystroke before the customers are searched. */
const SEARCH_DELAY_MS = 200;
/** The key of the last option, "new customer" with the typed name. */
const NEW_CUSTOMER = "new";

/**
 * A company name field that offers the company's existing customers as the agent types
 * (the combobox pattern: arrow keys move through the list, Enter chooses, Escape closes).
 * The search runs on the server, typos allowed. Choosing a customer links the form to it
 * (`onChoose`); typing a different name unlinks it. The last option keeps the typed name
 * as a new customer.
 */
export function CustomerPicker({
  id,
  value,
  onValueChange,
  chosen,
  onChoose,
  invalid,
  describedBy,
  placeholder,
  testId,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  chosen: CustomerChoice | null;
  onChoose: (customer: CustomerChoice | null) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  testId?: string;
}) {
  const listId = useId();
  /** The last answer and what it was for. */
  const [answer, setAnswer] = useState<{ q: string; options: CustomerChoice[] } | null>(null);
  const [open, setOpen] = useState(false);
  /** The highlighted option, by identity: a newer answer keeps it highlighted wherever it moved. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const request = useRef(0);
  const typed = value.trim();
  const searching = typed.length >= 2 && !chosen;

  // Search after the agent stops typing; an answer to an older keystroke is dropped.
  useEffect(() => {
    const mine = ++request.current;
    if (!searching) return;
    const timer = setTimeout(() => {
      customerChoicesAction({ q: typed })
        .then((result) => {
          if (mine !== request.current) return;
          setAnswer({ q: typed, options: result.ok ? result.data : [] });
        })
        .catch(() => mine === request.current && setAnswer({ q: typed, options: [] }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, searching]);

  const options = searching && answer ? answer.options : [];
  const searched = searching && answer ? answer.q : "";
  // the existing customers, then "new customer" with the typed name
  const count = searched ? options.length + 1 : 0;
  const expanded = open && count > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const keyOf = (i: number) => options[i]?.id ?? NEW_CUSTOMER;
  const active = activeKey === NEW_CUSTOMER ? options.length : options.findIndex((c) => c.id === activeKey);
  const setActive = (i: number) => setActiveKey(i < 0 ? null : keyOf(i));

  function choose(index: number) {
    const customer = options[index];
    setOpen(false);
    setActiveKey(null);
    if (customer) onChoose(customer);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : count - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      // from no active option, Down goes to the first and Up to the last
      setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveKey(null);
    }
  }

  const status = !searched
    ? ""
    : options.length === 0
      ? "No existing customer matches"
      : `${options.length} existing ${options.length === 1 ? "customer matches" : "customers match"}`;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[describedBy, `${listId}-status`].filter(Boolean).join(" ")}
        autoComplete="off"
        required
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          if (chosen) onChoose(null);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        data-testid={testId}
      />
      <p id={`${listId}-status`} className="sr-only" aria-live="polite">
        {expanded ? status : ""}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Existing customers"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        data-testid="customer-picker-options"
      >
        {options.map((customer, i) => (
          <li
            key={customer.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cn("cursor-pointer rounded-sm px-2 py-1.5 text-sm", i === active && "bg-accent")}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(i)}
            data-testid="customer-picker-option"
          >
            <span className="block font-medium">{customer.companyName}</span>
            <span className="block text-xs text-muted-foreground">
              {[customer.name, customer.email].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
        <li
          id={optionId(options.length)}
          role="option"
          aria-selected={active === options.length}
          className={cn(
            "cursor-pointer rounded-sm border-t px-2 py-1.5 text-sm",
            active === options.length && "bg-accent",
          )}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => setActive(options.length)}
          onClick={() => choose(options.length)}
          data-testid="customer-picker-new"
        >
          New customer “{typed}”
        </li>
      </ul>
      {chosen ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm" data-testid="customer-picker-chosen">
          <span>
            Existing customer: <span className="font-medium">{chosen.companyName}</span> ({chosen.name})
          </span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => onChoose(null)}
            data-testid="customer-picker-unlink"
          >
            Use a new customer instead
          </Button>
        </p>
      ) : null}
    </div>
  );
}
