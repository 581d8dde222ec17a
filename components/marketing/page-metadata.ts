import type { Metadata } from "next";
import { OG_ALT, OG_SIZE } from "@/components/marketing/og-constants";
import { siteConfig } from "@/config/site";

/** Title, description, canonical address, Open Graph and Twitter metadata of one public page. */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string;
  description: string;
  path: string;
}): Metadata {
  const fullTitle = title
    ? `${title} | ${siteConfig.name}`
    : `${siteConfig.name}: AI Sales Platform for Telecom Resellers`;
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      url: path,
      locale: "en_US",
      images: [{ url: "/opengraph-image", ...OG_SIZE, alt: OG_ALT, type: "image/png" }],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      images: [{ url: "/twitter-image", ...OG_SIZE, alt: OG_ALT }],
    },
  };
}
