import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

export function BackLink({ href = "/dashboard", label = "Back to Dashboard" }: { href?: string; label?: string }) {
  return (
    <Link href={href} className={buttonVariants({ variant: "ghost", size: "sm" })} data-testid="back-link">
      <ArrowLeft aria-hidden="true" className="mr-1 size-4" />
      {label}
    </Link>
  );
}
