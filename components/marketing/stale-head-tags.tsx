"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef } from "react";

/** The metadata tags Next.js renders into <head> (not its scripts, styles or preloads). */
const METADATA_TAGS = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';

/** Whether React has taken this element over (hydrated or created it). */
function isManagedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Removes the metadata of the page the visitor arrived on when a client-side
 * navigation leaves it behind.
 *
 * Next.js renders a page's metadata (title, description, canonical, Open Graph)
 * inside a Suspense boundary that React hydrates after the rest of the page. When a
 * visitor follows a link before that boundary has hydrated (a quick click, a slow
 * phone), React drops the boundary without ever having taken over the tags the
 * server put in <head>, and they stay beside the next page's (two `og:type`, two
 * canonicals). In the navigation's own commit, before the next page's metadata
 * arrives, this removes those server-rendered tags React never took over; tags React
 * manages are React's to keep or remove.
 */
export function StaleHeadTags() {
  const pathname = usePathname();
  const serverTags = useRef<Element[] | null>(null);
  const arrivedOn = useRef<string | null>(pathname);

  useLayoutEffect(() => {
    serverTags.current ??= [...document.head.querySelectorAll(METADATA_TAGS)];
    if (pathname === arrivedOn.current) return;
    arrivedOn.current = null;
    const left: Element[] = [];
    for (const element of serverTags.current) {
      if (!element.isConnected) continue;
      if (isManagedByReact(element)) left.push(element);
      else element.remove();
    }
    serverTags.current = left;
  }, [pathname]);

  return null;
}
