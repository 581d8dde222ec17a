"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Menu } from "lucide-react";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { titleForPath } from "@/config/tools";
import { NotificationsPanel } from "./notifications-panel";
import { SearchButton } from "./search/search-button";
import { type NavLink, ToolNav } from "./tool-nav";

/**
 * The portal frame: a sidebar on large screens, a 280px slide-in drawer on small ones,
 * and a header with the current tool's title, notifications, theme and account.
 */
export function DashboardShell({
  username,
  links,
  children,
}: {
  username: string;
  links?: NavLink[];
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = titleForPath(pathname);

  return (
    <div className="min-h-screen bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <aside
        className="fixed inset-y-0 left-0 hidden w-72 border-r bg-card lg:block"
        data-testid="sidebar"
        aria-label="Sidebar"
      >
        <ToolNav username={username} links={links} showIdentity />
      </aside>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="w-[280px] gap-0 p-0 sm:max-w-[280px]" data-testid="mobile-drawer">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Portal tools</SheetDescription>
          <ToolNav username={username} links={links} onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="lg:pl-72">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur lg:px-8">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            onClick={() => setDrawerOpen(true)}
            data-testid="open-drawer"
          >
            <Menu aria-hidden="true" />
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="page-title">
            {title}
          </h1>
          <SearchButton />
          <NotificationsPanel />
          <ThemeToggle />
          <Link
            href="/dashboard/account"
            aria-label="My Account"
            data-testid="avatar"
            className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold uppercase text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            {username.slice(0, 1)}
          </Link>
        </header>
        <main id="main-content" className="mx-auto max-w-7xl p-4 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
