/** Number of ambient particles behind the landing page. */
export const PARTICLE_COUNT = 50;
/** Particles drift in a few layers, so the browser animates 5 layers instead of 50. */
const LAYERS = 5;

/** Deterministic pseudo-random numbers so server and client markup agree. */
function seeded(index: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
  left: `${(seeded(i, 1) * 100).toFixed(2)}%`,
  top: `${(seeded(i, 2) * 100).toFixed(2)}%`,
  size: 2 + Math.round(seeded(i, 3) * 4),
}));

/**
 * Each layer paints its particles as background dots (one `--particle` gradient a
 * particle, defined once on the container), so 50 particles cost 5 elements to lay out
 * and hydrate instead of 55, and the page carries each dot's size and place only.
 * A layer's dots share its opacity.
 */
const layers = Array.from({ length: LAYERS }, (_, layer) => {
  const own = particles.filter((_, i) => i % LAYERS === layer);
  return {
    particles: own.length,
    style: {
      animationDelay: `${(-layer * 1.3).toFixed(1)}s`,
      animationDuration: `${(6 + layer * 1.7).toFixed(1)}s`,
      opacity: (0.25 + seeded(layer, 6) * 0.45).toFixed(2),
      backgroundImage: own.map(() => "var(--particle)").join(","),
      backgroundSize: own.map((p) => `${p.size}px ${p.size}px`).join(","),
      backgroundPosition: own.map((p) => `${p.left} ${p.top}`).join(","),
    },
  };
});

/**
 * Ambient background: 50 softly floating dots, pure CSS (no JavaScript). They stand
 * still for visitors who prefer reduced motion.
 */
export function Particles() {
  return (
    <div
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden [--particle:radial-gradient(circle_closest-side,hsl(var(--primary))_90%,transparent)]"
    >
      {layers.map((layer, l) => (
        <div
          key={l}
          data-testid="particle-layer"
          data-particles={layer.particles}
          className="absolute inset-0 animate-float bg-no-repeat motion-reduce:animate-none"
          style={layer.style}
        />
      ))}
    </div>
  );
}
