/* eslint-disable @typescript-eslint/no-unused-vars -- each renderer drops the `node` prop (react-markdown's syntax-tree node) so it never reaches the DOM */
import ReactMarkdown, { defaultUrlTransform, type Components, type UrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";

/**
 * Markdown of a blog post, rendered with GitHub-flavoured rules (tables, task lists,
 * strikethrough, autolinks, footnotes). Raw HTML in the text is shown as text and
 * never becomes markup (no rehype-raw); links and images only keep http(s), mailto,
 * xmpp, irc(s), relative and in-page URLs — `javascript:`, `vbscript:`, `data:` and
 * any other scheme lose their URL. Works as a server component and, loaded on
 * demand, in the editor's preview.
 */

/** Keeps safe URLs; an unsafe one is dropped entirely (no empty or script `href`). */
export const safeUrlTransform: UrlTransform = (url) => {
  const safe = defaultUrlTransform(url);
  return safe === "" && url.trim() !== "" ? null : safe;
};

const components: Components = {
  // The page title is the only h1; a "# Heading" in a post becomes a section heading.
  h1: ({ node: _node, className, ...props }) => (
    <h2 className={cn("mt-10 mb-4 text-3xl font-bold tracking-tight", className)} {...props} />
  ),
  h2: ({ node: _node, className, ...props }) => (
    <h2 className={cn("mt-10 mb-4 text-2xl font-semibold tracking-tight", className)} {...props} />
  ),
  h3: ({ node: _node, className, ...props }) => (
    <h3 className={cn("mt-8 mb-3 text-xl font-semibold", className)} {...props} />
  ),
  h4: ({ node: _node, className, ...props }) => (
    <h4 className={cn("mt-6 mb-2 text-lg font-semibold", className)} {...props} />
  ),
  p: ({ node: _node, className, ...props }) => <p className={cn("my-4 leading-7", className)} {...props} />,
  a: ({ node: _node, href, className, children, ...props }) => {
    if (!href) return <span className={className}>{children}</span>;
    const external = /^(https?:)?\/\//i.test(href);
    return (
      <a
        href={href}
        className={cn(
          "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          className,
        )}
        {...(external ? { rel: "noopener noreferrer nofollow ugc" } : {})}
        {...props}
      >
        {children}
      </a>
    );
  },
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn(
        "my-4 ml-6 list-disc space-y-2 [&.contains-task-list]:ml-0 [&.contains-task-list]:list-none",
        className,
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol className={cn("my-4 ml-6 list-decimal space-y-2", className)} {...props} />
  ),
  li: ({ node: _node, className, ...props }) => <li className={cn("leading-7", className)} {...props} />,
  input: ({ node: _node, type, checked, ...props }) =>
    type === "checkbox" ? (
      <input
        type="checkbox"
        checked={Boolean(checked)}
        readOnly
        disabled
        aria-label={checked ? "Done" : "Not done"}
        className="mr-2 size-4 translate-y-0.5 accent-primary"
        {...props}
      />
    ) : null,
  blockquote: ({ node: _node, className, ...props }) => (
    <blockquote
      className={cn("my-6 border-l-4 border-primary/60 pl-4 italic text-muted-foreground", className)}
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn("rounded bg-muted px-1.5 py-0.5 font-mono text-sm", className)} {...props} />
  ),
  pre: ({ node: _node, className, ...props }) => (
    <pre
      className={cn(
        "my-6 overflow-x-auto rounded-lg border bg-muted p-4 text-sm [&_code]:bg-transparent [&_code]:p-0",
        className,
      )}
      tabIndex={0}
      {...props}
    />
  ),
  table: ({ node: _node, className, ...props }) => (
    <div className="my-6 w-full overflow-x-auto" role="region" aria-label="Table" tabIndex={0}>
      <table className={cn("w-full border-collapse text-sm", className)} {...props} />
    </div>
  ),
  th: ({ node: _node, className, ...props }) => (
    <th className={cn("border px-3 py-2 text-left font-semibold", className)} {...props} />
  ),
  td: ({ node: _node, className, ...props }) => <td className={cn("border px-3 py-2", className)} {...props} />,
  hr: ({ node: _node, className, ...props }) => <hr className={cn("my-8 border-border", className)} {...props} />,
  img: ({ node: _node, alt, className, ...props }) => (
    // Authors link images by URL; their size is unknown, so a plain lazy image.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt ?? ""}
      loading="lazy"
      decoding="async"
      className={cn("my-6 h-auto max-w-full rounded-lg", className)}
      {...props}
    />
  ),
  del: ({ node: _node, className, ...props }) => <del className={cn("text-muted-foreground", className)} {...props} />,
  section: ({ node: _node, className, ...props }) => (
    <section className={cn("mt-10 border-t pt-4 text-sm text-muted-foreground", className)} {...props} />
  ),
};

export function Markdown({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn("break-words text-base text-foreground", className)} data-testid="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrlTransform} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}

export default Markdown;
