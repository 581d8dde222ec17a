import { integrationPartners } from "@/config/navigation";

function PartnerList({ hidden }: { hidden?: boolean }) {
  return (
    <ul
      className={
        hidden
          ? "flex shrink-0 items-center gap-10 pr-10 motion-reduce:hidden"
          : "flex shrink-0 items-center gap-10 pr-10 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0"
      }
      aria-hidden={hidden ? "true" : undefined}
    >
      {integrationPartners.map((partner) => (
        <li key={partner.name} className="flex items-center gap-3" data-testid={hidden ? undefined : "partner"}>
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-lg text-sm font-bold text-white"
            style={{ backgroundColor: partner.color }}
          >
            {partner.mark}
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-semibold text-foreground">{partner.name}</span>
            <span className="text-xs text-muted-foreground">{partner.category}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The 9 integration partners, scrolling sideways (still for reduced motion); laid out once near the viewport, like Section. */
export function PartnersStrip() {
  return (
    <section
      aria-labelledby="partners-title"
      className="border-y bg-muted/40 py-12 [content-visibility:auto] [contain-intrinsic-size:auto_220px]"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="partners-title"
          className="text-center text-sm font-semibold uppercase tracking-widest text-muted-foreground"
        >
          Connects with the tools your team already uses
        </h2>
      </div>
      <div className="relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center motion-reduce:px-4">
          <PartnerList />
          <PartnerList hidden />
        </div>
      </div>
    </section>
  );
}
