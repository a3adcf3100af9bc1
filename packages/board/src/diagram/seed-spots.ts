/**
 * Where the k-th seed of a hole is drawn, the same in the live board and the SVG diagram: on a
 * sunflower spiral, so that a pile grows without its seeds moving. Offsets from the hole's
 * centre, in hole radii (x to the right, y down).
 */
export const MAX_SEEDS_DRAWN = 12;

export const SEED_SPOTS: readonly (readonly [number, number])[] = Array.from(
  { length: MAX_SEEDS_DRAWN },
  (_, i) => {
    const r = 0.64 * Math.sqrt((i + 0.5) / MAX_SEEDS_DRAWN);
    const a = i * 2.39996;
    return [r * Math.cos(a), r * Math.sin(a) - 0.1] as const;
  },
);
