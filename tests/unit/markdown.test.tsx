// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Markdown, safeUrlTransform } from "@/components/blog/markdown";

afterEach(cleanup);

function renderMarkdown(content: string) {
  return render(<Markdown content={content} />).container;
}

describe("Markdown: raw HTML and unsafe links do nothing", () => {
  it("shows a <script> as text and never creates a script element", () => {
    const container = renderMarkdown(
      "Hello\n\n<script>window.__pwned = true</script>\n\nInline <script>alert(1)</script> too",
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<script>window.__pwned = true</script>");
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("shows an <img onerror> as text: no image, no handler", () => {
    const onerror = vi.fn();
    (window as unknown as { hacked: () => void }).hacked = onerror;
    const container = renderMarkdown('<img src=x onerror="hacked()">\n\nand <img src=y onerror=hacked()> inline');
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="hacked()">');
    expect(onerror).not.toHaveBeenCalled();
  });

  it("renders no other raw HTML either (iframes, event handlers, styles)", () => {
    const container = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<div onclick="x()" style="position:fixed">hi</div>\n\n<a href="javascript:alert(1)">raw</a>',
    );
    expect(container.querySelector("iframe, [onclick], [style]")).toBeNull();
    expect(container.querySelector('[data-testid="markdown"] div')).toBeNull();
    expect(container.textContent).toContain('<iframe src="https://evil.example"></iframe>');
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("neutralises javascript:, vbscript: and data: links", () => {
    const container = renderMarkdown(
      "[x](javascript:alert(1)) [y](JaVaScRiPt:alert(2)) [z](vbscript:msgbox(1)) [w](data:text/html;base64,PHNjcmlwdD4=) [v](java%0ascript:alert(3))",
    );
    for (const a of container.querySelectorAll("a")) {
      expect(a.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
    // The link texts remain, as plain text.
    expect(container.textContent).toContain("x");
    expect(container.querySelectorAll("a[href]")).toHaveLength(0);
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("drops unsafe image sources", () => {
    const container = renderMarkdown("![pic](javascript:alert(1)) ![ok](https://example.com/a.png)");
    const images = [...container.querySelectorAll("img")];
    expect(images.map((i) => i.getAttribute("src"))).toEqual([null, "https://example.com/a.png"]);
  });

  it("keeps safe links", () => {
    expect(safeUrlTransform("https://example.com/a?b=1", "href", {} as never)).toBe("https://example.com/a?b=1");
    expect(safeUrlTransform("/blog/x", "href", {} as never)).toBe("/blog/x");
    expect(safeUrlTransform("#fn-1", "href", {} as never)).toBe("#fn-1");
    expect(safeUrlTransform("mailto:a@b.example", "href", {} as never)).toBe("mailto:a@b.example");
    expect(safeUrlTransform("javascript:alert(1)", "href", {} as never)).toBeNull();
    expect(safeUrlTransform(" data:text/html,x", "href", {} as never)).toBeNull();
  });
});

describe("Markdown: GitHub-flavoured rules", () => {
  it("renders tables", () => {
    const container = renderMarkdown("| Carrier | Price |\n|---|---:|\n| AT&T | $30 |\n| Verizon | $35 |");
    expect(container.querySelectorAll("table th")).toHaveLength(2);
    expect(container.querySelectorAll("table tbody tr")).toHaveLength(2);
    expect(container.querySelector("td")).toHaveTextContent("AT&T");
  });

  it("renders task lists as read-only labelled checkboxes", () => {
    const container = renderMarkdown("- [x] Port numbers\n- [ ] Ship devices");
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.checked)).toEqual([true, false]);
    expect(boxes.every((b) => b.disabled && b.getAttribute("aria-label"))).toBe(true);
  });

  it("renders strikethrough, autolinks and footnotes", () => {
    const container = renderMarkdown(
      "~~old price~~ new price, see https://example.com/plans or www.example.com.\n\nA claim.[^1]\n\n[^1]: The source.",
    );
    expect(container.querySelector("del")).toHaveTextContent("old price");
    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("https://example.com/plans");
    expect(hrefs).toContain("http://www.example.com");
    expect(container.querySelector("sup a[href^='#']")).not.toBeNull();
    expect(container.querySelector("section[data-footnotes]")).toHaveTextContent("The source.");
  });

  it("turns a '# heading' in the content into a section heading (the page title is the only h1)", () => {
    const container = renderMarkdown("# Big\n\n## Section");
    expect(container.querySelector("h1")).toBeNull();
    expect(container.querySelectorAll("h2")).toHaveLength(2);
  });
});
