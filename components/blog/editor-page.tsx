import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { NOT_AN_AUTHOR_MESSAGE } from "@/lib/validation/blog";
import { cn } from "@/lib/utils";

/** The blog editor's page: a way back, the heading, and the form (or, for an agent who is not an author, who publishes). */
export function EditorPage({
  heading,
  back,
  canPublish,
  children,
}: {
  heading: string;
  back: { href: string; label: string };
  canPublish: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <Link href={back.href} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3 mb-8")}>
        <ArrowLeftIcon aria-hidden="true" />
        {back.label}
      </Link>
      <h1 className="mb-8 text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      {canPublish ? (
        children
      ) : (
        <p className="text-muted-foreground" role="alert" data-testid="not-an-author">
          {NOT_AN_AUTHOR_MESSAGE}
        </p>
      )}
    </div>
  );
}
