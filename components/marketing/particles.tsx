/** Number of ambient particles behind the landing page. */
export const PARTICLE_COUNT = 50;

/** Deterministic pseudo-random numbers so server and client markup agree. */
function seeded(index: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
  left: `${(seeded(i, 1) * 100).toFixed(2)}%`,
  top: `${(seeded(i, 2) * 100).toFixed(2)}%`,
  size: 2 + Math.round(seeded(i, 3) * 4),
  delay: `${(-seeded(i, 4) * 6).toFixed(2)}s`,
  duration: `${(5 + seeded(i, 5) * 6).toFixed(2)}s`,
  opacity: (0.25 + seeded(i, 6) * 0.45).toFixed(2),
}));

/**
 * Ambient background: 50 softly floating dots, pure CSS (no JavaScript). They stand
 * still for visitors who prefer reduced motion.
 */
export function Particles() {
  return (
    <div aria-hidden="true" data-testid="particles" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {particles.map((p, i) => (
        <span
          key={i}
          data-testid="particle"
          className="absolute animate-float rounded-full bg-primary will-change-transform motion-reduce:animate-none"
          style={{
            left: p.left,
            top: p.top,
            width: p.size,
            height: p.size,
            opacity: p.opacity,
            animationDelay: p.delay,
            animationDuration: p.duration,
          }}
        />
      ))}
    </div>
  );
}
