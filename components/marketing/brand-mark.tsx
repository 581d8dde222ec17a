/** The TelcoPilot mark: a signal arc over a paper plane in the brand colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className ? `shrink-0 ${className}` : "shrink-0"}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M8 17.5 24 9l-5 15-3.5-5.5L8 17.5Z" className="fill-primary-foreground" />
      <path d="m15.5 18.5 3-4" className="stroke-primary" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
