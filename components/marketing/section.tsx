import { cn } from "@/lib/utils";

/**
 * A page section with a centred heading block. Sections below the first screen are
 * laid out and painted only when they come near the viewport (`content-visibility:
 * auto`, with a remembered placeholder height), so the first paint lays out the hero
 * alone; their content stays in the document and the accessibility tree.
 */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-20 py-20 [content-visibility:auto] [contain-intrinsic-size:auto_900px]", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

/** The hero block shared by the inner pages. */
export function PageHero({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-muted-foreground">{intro}</p>
        {children ? <div className="mt-8 flex justify-center">{children}</div> : null}
      </div>
    </section>
  );
}
