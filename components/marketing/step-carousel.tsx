"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/** Default time each slide stays before the next one. */
export const CAROUSEL_DEFAULT_INTERVAL_MS = 5000;
/** After a manual move the carousel waits this long before advancing again. */
export const CAROUSEL_MANUAL_PAUSE_MS = 5000;
const SWIPE_MIN_PX = 40;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(callback: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A carousel of slides (server-rendered children). It advances every `intervalMs`,
 * waits `CAROUSEL_MANUAL_PAUSE_MS` after the visitor moves it (buttons, dots, arrow
 * keys, swipe), can be paused, and stays still when reduced motion is preferred.
 */
export function StepCarousel({
  labels,
  intervalMs = CAROUSEL_DEFAULT_INTERVAL_MS,
  label,
  children,
}: {
  /** Name of each slide (for the dots and the screen-reader position). */
  labels: string[];
  intervalMs?: number;
  label: string;
  children: React.ReactNode;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [manualAt, setManualAt] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const touchStartX = useRef<number | null>(null);
  const autoplay = !paused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!autoplay) return;
    // After a manual move, wait the pause before the regular interval resumes.
    const wait = manualAt ? Math.max(0, manualAt + CAROUSEL_MANUAL_PAUSE_MS - Date.now()) : 0;
    let timer = window.setTimeout(function tick() {
      setIndex((i) => (i + 1) % count);
      timer = window.setTimeout(tick, intervalMs);
    }, wait + intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, count, intervalMs, manualAt, index]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setManualAt(Date.now());
    },
    [count],
  );

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="step-carousel"
      data-index={index}
      data-autoplay={autoplay ? "true" : "false"}
      data-interval={intervalMs}
      className="mx-auto max-w-3xl"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") {
          event.preventDefault();
          goTo(index + 1);
        } else if (event.key === "ArrowLeft") {
          event.preventDefault();
          goTo(index - 1);
        }
      }}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        touchStartX.current = null;
        const end = event.changedTouches[0]?.clientX;
        if (start === null || end === undefined) return;
        const dx = end - start;
        if (Math.abs(dx) >= SWIPE_MIN_PX) goTo(dx < 0 ? index + 1 : index - 1);
      }}
    >
      <div className="overflow-hidden rounded-2xl border bg-card shadow-sm">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={autoplay ? "off" : "polite"}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${labels[i] ?? ""}`}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
              data-testid="carousel-slide"
              data-active={i === index ? "true" : "false"}
              className="w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => goTo(index - 1)}
          aria-label="Previous step"
          data-testid="carousel-prev"
          className="inline-flex size-10 items-center justify-center rounded-full border bg-background hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-1">
          {labels.map((name, i) => (
            <button
              key={name}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Step ${i + 1}: ${name}`}
              aria-current={i === index ? "step" : undefined}
              data-testid="carousel-dot"
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? "w-6 bg-primary" : "w-2.5 bg-muted-foreground/50 group-hover:bg-muted-foreground"
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => goTo(index + 1)}
          aria-label="Next step"
          data-testid="carousel-next"
          className="inline-flex size-10 items-center justify-center rounded-full border bg-background hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? "Start automatic slides" : "Pause automatic slides"}
            data-testid="carousel-pause"
            className="inline-flex size-10 items-center justify-center rounded-full border bg-background hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
    </div>
  );
}
