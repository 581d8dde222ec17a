import "@/app/portal-styles";

/**
 * The docs are rendered per request, like the portal they document: their pages carry
 * the per-response nonce policy (see proxy.ts), which a prerendered page could not.
 */
export const dynamic = "force-dynamic";

export default function DocsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
