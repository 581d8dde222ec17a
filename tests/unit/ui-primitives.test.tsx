// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { Badge, badgeVariants } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

beforeAll(() => {
  // jsdom lacks these; Radix Select uses them.
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
});

afterEach(() => cleanup());

describe("cn", () => {
  it("merges conditional classes and lets the last Tailwind class win", () => {
    expect(cn("px-2 py-1", false && "hidden", "px-4")).toBe("py-1 px-4");
    expect(cn("bg-primary", "bg-success")).toBe("bg-success");
  });
});

describe("Button", () => {
  const variants = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
  const sizes = ["default", "sm", "lg", "icon"] as const;

  it("gives every variant its own classes", () => {
    const classes = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);
    expect(buttonVariants()).toBe(buttonVariants({ variant: "default", size: "default" }));
    expect(buttonVariants({ variant: "default" })).toContain("bg-primary");
    expect(buttonVariants({ variant: "destructive" })).toContain("bg-destructive");
    expect(buttonVariants({ variant: "outline" })).toContain("border-input");
    expect(buttonVariants({ variant: "link" })).toContain("underline-offset-4");
  });

  it("gives every size its own classes", () => {
    const classes = sizes.map((size) => buttonVariants({ size }));
    expect(new Set(classes).size).toBe(sizes.length);
    expect(buttonVariants({ size: "sm" })).toContain("h-9");
    expect(buttonVariants({ size: "lg" })).toContain("h-11");
    expect(buttonVariants({ size: "icon" })).toContain("size-10");
  });

  it("renders a button with variant classes, a visible focus ring and caller overrides", () => {
    render(
      <Button variant="secondary" size="sm" className="px-10">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveClass("bg-secondary", "h-9", "focus-visible:ring-2", "px-10");
    expect(button).not.toHaveClass("px-3");
  });

  it("passes ref as a prop (React 19)", () => {
    let node: HTMLButtonElement | null = null;
    render(<Button ref={(el) => void (node = el)}>Ref</Button>);
    expect(node).toBeInstanceOf(HTMLButtonElement);
  });

  it("asChild renders the child element with the button classes", () => {
    render(
      <Button asChild variant="outline">
        <a href="/dashboard">Open portal</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Open portal" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/dashboard");
    expect(link).toHaveClass("border-input");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Badge", () => {
  it("has distinct variants including success and warning", () => {
    const variants = ["default", "secondary", "destructive", "outline", "success", "warning"] as const;
    const classes = variants.map((variant) => badgeVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);
  });

  it("renders the variant's token colours", () => {
    render(
      <>
        <Badge>New</Badge>
        <Badge variant="success">Won</Badge>
        <Badge variant="warning">Pending</Badge>
        <Badge variant="destructive">Lost</Badge>
      </>,
    );
    expect(screen.getByText("New")).toHaveClass("bg-primary", "text-primary-foreground");
    expect(screen.getByText("Won")).toHaveClass("bg-success", "text-success-foreground");
    expect(screen.getByText("Pending")).toHaveClass("bg-warning", "text-warning-foreground");
    expect(screen.getByText("Lost")).toHaveClass("bg-destructive", "text-destructive-foreground");
  });
});

function DialogExample() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join the waitlist</DialogTitle>
          <DialogDescription>We will email you.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens, closes with Escape and returns focus to the trigger", async () => {
    render(<DialogExample />);
    const trigger = screen.getByRole("button", { name: "Open dialog" });
    expect(screen.queryByRole("dialog")).toBeNull();

    act(() => trigger.focus());
    fireEvent.click(trigger);

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAccessibleName("Join the waitlist");
    expect(dialog).toHaveAccessibleDescription("We will email you.");
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(document.querySelector('[data-slot="dialog-overlay"]')).toHaveClass("bg-black/70");

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes from the labelled Close button", async () => {
    render(<DialogExample />);
    const trigger = screen.getByRole("button", { name: "Open dialog" });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    await screen.findByRole("dialog");

    fireEvent.click(screen.getByRole("button", { name: "Close" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe("Sheet", () => {
  it("lets className override the side defaults (280px left drawer)", () => {
    render(
      <Sheet open>
        <SheetContent side="left" className="w-[280px] sm:max-w-[280px]" aria-describedby={undefined}>
          <SheetTitle>Menu</SheetTitle>
        </SheetContent>
      </Sheet>,
    );
    const panel = screen.getByRole("dialog", { name: "Menu" });
    expect(panel).toHaveAttribute("data-side", "left");
    expect(panel).toHaveClass("left-0", "w-[280px]", "sm:max-w-[280px]");
    expect(panel).not.toHaveClass("w-3/4");
    expect(panel).not.toHaveClass("sm:max-w-sm");
  });
});

describe("Select", () => {
  it("opens and picks an option with the keyboard", async () => {
    render(
      <Select defaultValue="att">
        <SelectTrigger aria-label="Carrier">
          <SelectValue placeholder="Choose a carrier" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="att">AT&amp;T</SelectItem>
          <SelectItem value="verizon">Verizon</SelectItem>
        </SelectContent>
      </Select>,
    );
    const trigger = screen.getByRole("combobox", { name: "Carrier" });
    expect(trigger).toHaveTextContent("AT&T");

    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole("option", { name: "AT&T" })).toHaveFocus());
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    await waitFor(() => expect(screen.getByRole("option", { name: "Verizon" })).toHaveFocus());
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Enter" });

    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(trigger).toHaveTextContent("Verizon");
  });
});

function PriceTable({ variant }: { variant?: "framed" | "plain" }) {
  return (
    <Table variant={variant} containerClassName="bg-card" data-testid="prices">
      <TableCaption className="sr-only">Prices by carrier</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Carrier</TableHead>
          <TableHead numeric>Monthly</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow data-testid="price-row">
          <TableHead scope="row">Verizon</TableHead>
          <TableCell numeric className="text-destructive">
            $42.00
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe("Table", () => {
  it("names itself by its caption and gives column and row headers their scope", () => {
    render(<PriceTable />);
    const table = screen.getByRole("table", { name: "Prices by carrier" });
    expect(screen.getAllByRole("columnheader").map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Carrier", "col"],
      ["Monthly", "col"],
    ]);
    expect(screen.getByRole("rowheader", { name: "Verizon" })).toHaveAttribute("scope", "row");
    expect(table).toHaveAttribute("data-testid", "prices");
    expect(screen.getByTestId("price-row")).toHaveClass("border-b");
  });

  it("right-aligns figures with even digits and keeps the caller's classes", () => {
    render(<PriceTable />);
    const monthly = screen.getByRole("columnheader", { name: "Monthly" });
    expect(monthly).toHaveClass("text-right", "tabular-nums");
    expect(monthly).not.toHaveClass("text-left");
    expect(screen.getByRole("columnheader", { name: "Carrier" })).toHaveClass("text-left");
    expect(screen.getByRole("cell", { name: "$42.00" })).toHaveClass(
      "text-right",
      "tabular-nums",
      "text-destructive",
      "px-3",
    );
  });

  it("frames a table of its own in a bordered scroll container, and leaves a table in a card unframed", () => {
    const { unmount } = render(<PriceTable />);
    const framed = screen.getByRole("table").parentElement!;
    expect(framed).toHaveAttribute("data-slot", "table-container");
    expect(framed).toHaveClass("overflow-x-auto", "rounded-lg", "border", "bg-card");
    expect(screen.getByRole("table")).toHaveAttribute("data-variant", "framed");
    unmount();

    render(<PriceTable variant="plain" />);
    const plain = screen.getByRole("table").parentElement!;
    expect(plain).toHaveClass("overflow-x-auto");
    expect(plain).not.toHaveClass("border");
    expect(screen.getByRole("table")).toHaveAttribute("data-variant", "plain");
  });
});
