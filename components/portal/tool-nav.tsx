"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { LayoutDashboard, Search } from "lucide-react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { TOOL_CATEGORIES, filterTools } from "@/config/tools";
import { cn } from "@/lib/utils";
import { ToolIcon } from "./tool-icon";

/** The searchable, categorised tool list of the sidebar and of the mobile drawer. */
export type NavLink = { href: string; label: string };

export function ToolNav({
  username,
  links = [],
  onNavigate,
  showIdentity = false,
}: {
  username: string;
  /** Pages of the signed-in person's roles (Team for admins, Waitlist and Outbox for operators). */
  links?: NavLink[];
  onNavigate?: () => void;
  /** The desktop sidebar carries the 'Signed in as' line (one per page). */
  showIdentity?: boolean;
}) {
  const pathname = usePathname();
  const [query, setQuery] = useState("");
  const searchId = useId();
  const tools = filterTools(query);

  return (
    <div className="flex h-full flex-col">
      <div className="border-b px-4 py-4">
        <Link
          href="/dashboard"
          onClick={onNavigate}
          className="flex items-center gap-2 rounded-md text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LayoutDashboard aria-hidden="true" className="size-5 text-primary" />
          TelcoPilot
        </Link>
      </div>
      <div className="px-4 pt-4">
        <label htmlFor={searchId} className="sr-only">
          Search tools
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search tools..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
            data-testid="tool-search"
          />
        </div>
      </div>
      <nav aria-label="Tools" className="flex-1 overflow-y-auto px-2 py-4" data-testid="tool-nav">
        {tools.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground" data-testid="tool-search-empty">
            No results found
          </p>
        ) : (
          TOOL_CATEGORIES.map((category) => {
            const inCategory = tools.filter((t) => t.category === category);
            if (inCategory.length === 0) return null;
            const headingId = `${searchId}-${category.replace(/\s+/g, "-").toLowerCase()}`;
            return (
              <div key={category} className="mb-4">
                <p
                  id={headingId}
                  className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                >
                  {category}
                </p>
                <ul aria-labelledby={headingId} className="space-y-0.5">
                  {inCategory.map((tool) => {
                    const active = pathname === tool.href || pathname.startsWith(`${tool.href}/`);
                    const content = (
                      <>
                        <ToolIcon name={tool.icon} className="mt-0.5 size-4 shrink-0" />
                        <span className="min-w-0 flex-1">
                          <span className="flex items-center gap-2 text-sm font-medium">
                            {tool.title}
                            {tool.soon ? <Badge variant="secondary">Soon</Badge> : null}
                          </span>
                          <span className="block text-xs text-muted-foreground">{tool.description}</span>
                        </span>
                      </>
                    );
                    return (
                      <li key={tool.href}>
                        {tool.soon ? (
                          <span
                            aria-disabled="true"
                            className="flex cursor-not-allowed items-start gap-3 rounded-md px-2 py-2 opacity-70"
                            data-testid={`tool-${tool.title}`}
                          >
                            {content}
                          </span>
                        ) : (
                          <Link
                            href={tool.href}
                            onClick={onNavigate}
                            aria-current={active ? "page" : undefined}
                            data-testid={`tool-${tool.title}`}
                            className={cn(
                              "flex items-start gap-3 rounded-md px-2 py-2 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                              active && "bg-accent text-accent-foreground",
                            )}
                          >
                            {content}
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })
        )}
      </nav>
      <div className="border-t px-4 py-4">
        {links.length > 0 && (
          <ul className="mb-3 space-y-0.5" data-testid={showIdentity ? "role-links" : undefined}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={onNavigate}
                  aria-current={pathname === link.href ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-2 py-1.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    pathname === link.href && "bg-accent text-accent-foreground",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p
          className="mb-2 truncate text-sm text-muted-foreground"
          data-testid={showIdentity ? "signed-in-as" : undefined}
        >
          Signed in as <span className="font-medium text-foreground">{username}</span>
        </p>
        <SignOutButton className="w-full justify-start" />
      </div>
    </div>
  );
}
